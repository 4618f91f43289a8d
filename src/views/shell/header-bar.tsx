import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { ROUTES } from '../../domain/constants';
import { Link } from '../ui/link';
import { Logo } from '../ui/logo';
import { colors, layout, onMobile } from '../ui/theme';

/** The bar both headers share; the logo only shows when the sidebar (which carries it) is hidden. */
export function HeaderBar({ children }: { children: ReactNode }) {
  return (
    <header
      css={css`
        position: sticky;
        top: 0;
        z-index: 50;
        height: ${layout.headerHeight}px;
        display: flex;
        align-items: center;
        justify-content: space-between;
        gap: 16px;
        padding: 0 28px;
        background: rgba(255, 255, 255, 0.92);
        backdrop-filter: saturate(1.4) blur(8px);
        border-bottom: 1px solid ${colors.line};
        ${onMobile} {
          gap: 8px;
          padding: 0 12px;
        }
      `}
    >
      <Link
        to={ROUTES.home}
        aria-label="Uniclass — trang chủ"
        css={css`
          display: none;
          text-decoration: none;
          ${onMobile} {
            display: inline-flex;
          }
        `}
      >
        <Logo compact />
      </Link>
      <div
        css={css`
          margin-left: auto;
          min-width: 0;
          display: flex;
          align-items: center;
          gap: 12px;
          ${onMobile} {
            gap: 6px;
          }
        `}
      >
        {children}
      </div>
    </header>
  );
}
