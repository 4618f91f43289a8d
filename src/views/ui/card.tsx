import { css } from '@emotion/react';
import type { HTMLAttributes, ReactNode } from 'react';
import { colors, radii, shadows } from './theme';

export const cardCss = css`
  background: ${colors.surface};
  border-radius: ${radii.lg};
  box-shadow: ${shadows.card};
  padding: 28px;
`;

export function Card({ children, ...rest }: HTMLAttributes<HTMLElement> & { children: ReactNode }) {
  return (
    <section {...rest} css={cardCss}>
      {children}
    </section>
  );
}
