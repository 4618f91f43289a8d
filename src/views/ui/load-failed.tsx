import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';

const columnCss = css`
  display: flex;
  flex-direction: column;
  gap: 12px;
  align-items: flex-start;
`;

const actionsCss = css`
  display: flex;
  gap: 10px;
  flex-wrap: wrap;
`;

/**
 * What a page shows when its data did not load: the machine's message and 'Thử lại', which sends the
 * machine's retry event. `children` adds other ways out (a link back) beside the button.
 */
export function LoadFailed({
  message,
  onRetry,
  children,
}: {
  message: ReactNode;
  onRetry: () => void;
  children?: ReactNode;
}) {
  return (
    <div css={columnCss}>
      <Alert>{message}</Alert>
      <div css={actionsCss}>
        <Button variant="secondary" onClick={onRetry}>
          Thử lại
        </Button>
        {children}
      </div>
    </div>
  );
}
