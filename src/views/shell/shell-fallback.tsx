import { GlobalStyles } from '../ui/global-styles';
import { fullScreenCentredCss } from '../ui/layout';
import { Spinner } from '../ui/spinner';

/** Shown while the first route's chunk loads (the shell itself is in the first bundle). */
export function ShellFallback() {
  return (
    <>
      <GlobalStyles />
      <div css={fullScreenCentredCss}>
        <Spinner size={48} />
      </div>
    </>
  );
}
