import { css, type SerializedStyles } from '@emotion/react';
import type { ReactNode } from 'react';
import { colors } from './theme';

const pageHeadingCss = css`
  font-size: 28px;
  font-weight: 900;
  color: ${colors.ink};
`;

export function PageTitle({ children, subtitle }: { children: ReactNode; subtitle?: ReactNode }) {
  return (
    <header
      css={css`
        margin-bottom: 24px;
      `}
    >
      <Heading headingCss={pageHeadingCss} subtitle={subtitle}>
        {children}
      </Heading>
    </header>
  );
}

/** A page's h1 and the muted line under it (PageTitle, and the account pages' card in their own size). */
export function Heading({
  headingCss,
  subtitle,
  children,
}: {
  headingCss: SerializedStyles;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <h1 css={headingCss}>{children}</h1>
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
    </>
  );
}
