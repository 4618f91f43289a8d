import { css } from '@emotion/react';
import { useLocation, useMatches } from 'react-router-dom';
import { ROUTES } from '../../../domain/constants';
import { linkButtonCss } from '../../ui/button';
import { Card } from '../../ui/card';
import { Link } from '../../ui/link';
import { colors } from '../../ui/theme';

/** Route handle of the pages whose content arrives with later issues (SPEC §2: "not shown"). */
export interface PageHandle {
  title: string;
}

function isPageHandle(value: unknown): value is PageHandle {
  return typeof value === 'object' && value !== null && typeof (value as PageHandle).title === 'string';
}

/** An honest placeholder: the route's Vietnamese title and a notice that the feature is coming. */
export function Component() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const atHome = pathname === ROUTES.home || pathname === ROUTES.aiClass;
  const handle = [...matches].reverse().find((match) => isPageHandle(match.handle))?.handle;
  const title = isPageHandle(handle) ? handle.title : 'Uniclass';
  return (
    <>
      {/* The home keeps the product's own title from index.html. */}
      {!atHome && <title>{`${title} — Uniclass`}</title>}
      <Card aria-labelledby="coming-soon-title">
        <div
          css={css`
            display: flex;
            flex-direction: column;
            align-items: center;
            text-align: center;
            gap: 14px;
            padding: 36px 12px;
          `}
        >
          <svg width="112" height="112" viewBox="0 0 112 112" aria-hidden="true">
            <circle cx="56" cy="56" r="54" fill={colors.primarySoft} />
            <circle cx="24" cy="30" r="4" fill={colors.sun} />
            <circle cx="90" cy="24" r="3" fill={colors.brandOrange} />
            <circle cx="88" cy="84" r="4" fill={colors.mint} />
            <path d="M56 18c14 10 20 26 18 44H38c-2-18 4-34 18-44z" fill={colors.primary} />
            <circle cx="56" cy="42" r="7" fill={colors.surface} />
            <circle cx="56" cy="42" r="4" fill={colors.diamond} />
            <path d="M38 56l-10 14h12zM74 56l10 14H72z" fill={colors.brandOrange} />
            <path d="M48 64h16l-3 14h-10z" fill={colors.sun} />
            <path d="M51 80h10l-5 12z" fill={colors.brandOrange} />
          </svg>
          <h1
            id="coming-soon-title"
            css={css`
              font-size: 28px;
              font-weight: 900;
            `}
          >
            {title}
          </h1>
          <p
            css={css`
              margin: 0;
              color: ${colors.inkSoft};
              max-width: 420px;
            `}
          >
            Tính năng đang được xây dựng. Bạn quay lại sau nhé!
          </p>
          {!atHome && (
            <Link to={ROUTES.home} css={linkButtonCss('secondary')}>
              Về trang chủ
            </Link>
          )}
        </div>
      </Card>
    </>
  );
}
