import { css, keyframes } from '@emotion/react';
import { colors } from './theme';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

interface SpinnerProps {
  size?: number;
  /** Accessible name; the spinner is announced as a status. */
  label?: string;
  tone?: 'brand' | 'light';
}

export function Spinner({ size = 32, label = 'Đang tải', tone = 'brand' }: SpinnerProps) {
  const ring = tone === 'light' ? 'rgba(255,255,255,0.35)' : colors.primarySoft;
  const head = tone === 'light' ? '#fff' : colors.primary;
  return (
    <span
      role="status"
      aria-label={label}
      css={css`
        display: inline-block;
        width: ${size}px;
        height: ${size}px;
        border-radius: 50%;
        border: ${Math.max(2, Math.round(size / 8))}px solid ${ring};
        border-top-color: ${head};
        animation: ${spin} 0.8s linear infinite;
        flex: none;
      `}
    />
  );
}

const blockCss = css`
  display: grid;
  place-items: center;
  padding: 32px;
`;

/** A spinner alone in the middle of its block (a form or step still loading, entering the class). */
export function SpinnerBlock(props: SpinnerProps) {
  return (
    <div css={blockCss}>
      <Spinner {...props} />
    </div>
  );
}
