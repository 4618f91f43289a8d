import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useEffect, useId, useRef } from 'react';
import { colors, radii, shadows } from './theme';

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
}

const dialogCss = css`
  border: none;
  padding: 0;
  border-radius: ${radii.lg};
  box-shadow: ${shadows.pop};
  width: min(520px, calc(100vw - 32px));
  color: ${colors.ink};
  &::backdrop {
    background: rgba(29, 36, 51, 0.45);
  }
`;

/**
 * A modal built on the native <dialog>: showModal() makes the rest of the page inert (the focus
 * stays inside) and Escape fires `cancel`, which we turn into onClose so the owner decides.
 */
export function Dialog({ open, title, onClose, children, footer }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  // Syncing React's `open` prop with the imperative showModal/close API of the element.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      css={dialogCss}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div
        css={css`
          padding: 24px;
          display: flex;
          flex-direction: column;
          gap: 16px;
        `}
      >
        <div
          css={css`
            display: flex;
            justify-content: space-between;
            align-items: center;
            gap: 12px;
          `}
        >
          <h2
            id={titleId}
            css={css`
              font-size: 20px;
            `}
          >
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="Đóng"
            css={css`
              border: none;
              background: ${colors.canvas};
              width: 36px;
              height: 36px;
              border-radius: 50%;
              font-size: 20px;
              cursor: pointer;
              color: ${colors.inkSoft};
            `}
          >
            ×
          </button>
        </div>
        {children}
        {footer && (
          <div
            css={css`
              display: flex;
              justify-content: flex-end;
              gap: 12px;
            `}
          >
            {footer}
          </div>
        )}
      </div>
    </dialog>
  );
}
