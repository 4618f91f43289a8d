import { css } from '@emotion/react';
import { colors } from './theme';

/** The word mark; drawn in SVG + text so it needs no image request. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <span
      css={css`
        display: inline-flex;
        align-items: center;
        gap: 8px;
        font-weight: 900;
        font-size: 22px;
        letter-spacing: -0.3px;
        color: ${colors.primary};
      `}
    >
      <svg width="34" height="34" viewBox="0 0 34 34" aria-hidden="true" focusable="false">
        <rect width="34" height="34" rx="10" fill={colors.primary} />
        <path d="M10 9v9a7 7 0 0 0 14 0V9" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
        <circle cx="26.5" cy="7.5" r="4" fill={colors.sun} />
      </svg>
      {!compact && (
        <span>
          Uni<span css={{ color: colors.accent }}>class</span>
        </span>
      )}
    </span>
  );
}
