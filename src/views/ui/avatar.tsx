import { css } from '@emotion/react';
import { avatarTints, colors } from './theme';

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const last = words[words.length - 1] ?? '';
  return last.charAt(0).toUpperCase() || '?';
}

/**
 * A round picture; without one, the initial of the name on a colour picked from the name. `frame`
 * is the avatar frame the profile wears (profile.avatarBorder, from the gift shop), drawn around it.
 */
export function Avatar({
  name,
  src,
  size = 40,
  frame,
}: {
  name: string;
  src?: string | null;
  size?: number;
  frame?: string | null;
}) {
  if (frame)
    return (
      <span
        css={css`
          position: relative;
          display: inline-grid;
          place-items: center;
          flex: none;
          width: ${size}px;
          height: ${size}px;
        `}
      >
        <Avatar name={name} src={src ?? null} size={size} />
        <img
          src={frame}
          alt=""
          data-avatar-frame=""
          css={css`
            position: absolute;
            inset: -${Math.round(size * 0.16)}px;
            width: ${size + 2 * Math.round(size * 0.16)}px;
            height: ${size + 2 * Math.round(size * 0.16)}px;
            pointer-events: none;
          `}
        />
      </span>
    );
  const tint = avatarTints[[...name].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % avatarTints.length];
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
