import { css } from '@emotion/react';
import { colors } from './theme';

const PALETTE = [colors.primary, colors.accent, colors.mint, colors.diamond, '#9b5de5'] as const;

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const last = words[words.length - 1] ?? '';
  return last.charAt(0).toUpperCase() || '?';
}

/** A round picture; without one, the initial of the name on a colour picked from the name. */
export function Avatar({ name, src, size = 40 }: { name: string; src?: string | null; size?: number }) {
  const tint = PALETTE[[...name].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % PALETTE.length];
  const box = css`
    width: ${size}px;
    height: ${size}px;
    border-radius: 50%;
    flex: none;
    object-fit: cover;
    border: 2px solid ${colors.surface};
    box-shadow: 0 0 0 2px ${colors.primarySoft};
  `;
  if (src) return <img src={src} alt="" css={box} />;
  return (
    <span
      aria-hidden="true"
      css={[
        box,
        css`
          display: inline-grid;
          place-items: center;
          background: ${tint};
          color: #fff;
          font-weight: 800;
          font-size: ${Math.round(size * 0.42)}px;
        `,
      ]}
    >
      {initials(name)}
    </span>
  );
}
