import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { colors } from './theme';

export function PageTitle({ children, subtitle }: { children: ReactNode; subtitle?: ReactNode }) {
  return (
    <header
      css={css`
        margin-bottom: 24px;
      `}
    >
      <h1
        css={css`
          font-size: 28px;
          font-weight: 900;
          color: ${colors.ink};
        `}
      >
        {children}
      </h1>
      {subtitle && (
        <p
          css={css`
            margin: 6px 0 0;
            color: ${colors.inkSoft};
          `}
        >
          {subtitle}
        </p>
      )}
    </header>
  );
}
