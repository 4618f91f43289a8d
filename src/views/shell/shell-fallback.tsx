import { css } from '@emotion/react';
import { GlobalStyles } from '../ui/global-styles';
import { Spinner } from '../ui/spinner';

/** Shown while the first route's chunk loads (the shell itself is in the first bundle). */
export function ShellFallback() {
  return (
    <>
      <GlobalStyles />
      <div
        css={css`
          min-height: 100vh;
          display: grid;
          place-items: center;
        `}
      >
        <Spinner size={48} />
      </div>
    </>
  );
}
