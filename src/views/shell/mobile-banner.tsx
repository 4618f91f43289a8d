import { css } from '@emotion/react';
import { BANNER_HIDDEN_ROUTES } from '../../domain/constants';
import { Button } from '../ui/button';
import { growColumnCss } from '../ui/layout';
import { Logo } from '../ui/logo';
import { colors, onMobile } from '../ui/theme';

/** SPEC §2: the banner is hidden on these routes (and their sub-paths). */
export function isBannerHidden(pathname: string): boolean {
  return BANNER_HIDDEN_ROUTES.some((route) => pathname === route || pathname.startsWith(`${route}/`));
}

/**
 * The mobile footer banner of SPEC §2. It only shows on narrow screens (a CSS media query, so no
 * width is read in JavaScript); `onInstall` opens the store matching the device, decided by the
 * composition root. The close button hides it for the rest of the browser session (the app root
 * remembers it).
 */
export function MobileBanner({ onInstall, onClose }: { onInstall: () => void; onClose: () => void }) {
  return (
    <aside
      aria-label="Tải ứng dụng"
      css={css`
        display: none;
        ${onMobile} {
          display: flex;
        }
        position: fixed;
        left: 0;
        right: 0;
        bottom: 0;
        z-index: 40;
        align-items: center;
        gap: 12px;
        padding: 10px 14px calc(10px + env(safe-area-inset-bottom));
        background: linear-gradient(100deg, ${colors.primary}, #5b8cff);
        color: #fff;
        box-shadow: 0 -6px 20px rgba(31, 79, 209, 0.25);
      `}
    >
      <Logo compact />
      <div css={[growColumnCss, { lineHeight: 1.3 }]}>
        <strong>Tải App Uniclass ngay</strong>
        <span
          css={css`
            font-size: 13px;
            opacity: 0.9;
          `}
        >
          Nhận tài khoản học thử miễn phí
        </span>
      </div>
      <Button variant="accent" onClick={onInstall}>
        Cài đặt
      </Button>
      <button
        type="button"
        aria-label="Đóng"
        onClick={onClose}
        css={css`
          flex: none;
          width: 32px;
          height: 32px;
          display: grid;
          place-items: center;
          padding: 0;
          border: 0;
          border-radius: 50%;
          background: rgba(255, 255, 255, 0.18);
          color: #fff;
          font-size: 20px;
          line-height: 1;
          cursor: pointer;
          &:focus-visible {
            outline: 2px solid #fff;
            outline-offset: 2px;
          }
        `}
      >
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}

/** Space kept under the page on narrow screens so the fixed banner does not hide its end. */
export const bannerSpacerCss = css`
  ${onMobile} {
    padding-bottom: 84px;
  }
`;
