import { css } from '@emotion/react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from './spinner';
import { colors, radii } from './theme';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'accent';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows a spinner and blocks clicks while a submission is under way (no double submit). */
  busy?: boolean;
  block?: boolean;
  children: ReactNode;
}

const base = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 44px;
  padding: 0 20px;
  white-space: nowrap;
  border-radius: ${radii.pill};
  border: 2px solid transparent;
  font-weight: 700;
  cursor: pointer;
  text-decoration: none;
  transition:
    background-color 0.15s,
    transform 0.1s,
    box-shadow 0.15s;
  &:active:not(:disabled) {
    transform: translateY(1px);
  }
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

/** A filled button: white text on `fill`, standing on a ledge of `dark`, which it turns on hover. */
function solidVariant(fill: string, dark: string) {
  return css`
    background: ${fill};
    color: #fff;
    box-shadow: 0 4px 0 ${dark};
    &:hover:not(:disabled) {
      background: ${dark};
    }
  `;
}

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: solidVariant(colors.primary, colors.primaryDark),
  accent: solidVariant(colors.accent, colors.accentDark),
  secondary: css`
    background: ${colors.surface};
    color: ${colors.primary};
    border-color: ${colors.primary};
    &:hover:not(:disabled) {
      background: ${colors.primarySoft};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${colors.inkSoft};
    &:hover:not(:disabled) {
      background: ${colors.primarySoft};
      color: ${colors.primary};
    }
  `,
};

const blockCss = css`
  width: 100%;
`;

export function Button({
  variant = 'primary',
  busy = false,
  block = false,
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      css={[base, variants[variant], block && blockCss]}
    >
      {busy && <Spinner size={18} label="Đang xử lý" tone="light" />}
      {children}
    </button>
  );
}

/** Styles of a link that looks like a button (navigation, not an action). */
export const linkButtonCss = (variant: ButtonVariant = 'primary') => [base, variants[variant]];
