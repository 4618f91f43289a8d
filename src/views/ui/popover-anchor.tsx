import { css } from '@emotion/react';
import { type FocusEvent, useId, useRef, useState } from 'react';

/** The positioned box around a header popup and its trigger (notification bell, profile menu). */
export const popoverAnchorCss = css`
  position: relative;
`;

/**
 * The state of a header popup (notification panel, profile menu) and its trigger button: whether
 * it is open, the popup's id, and `close(returnFocus)`, which may put the focus back on the trigger.
 * While the popup is open, the focus leaving its trigger and the popup for anything outside both
 * (Tab, a click elsewhere) closes it. Put `anchorRef` on the box around both, `triggerProps` on the
 * trigger button (its ref, type, ARIA popup state and `onBlur`), `popupId` as the popup's id and
 * `onFocusLeave` as its `onBlur`. `controlled` hands the open state to its owner (a machine).
 */
export function usePopoverAnchor(
  kind: 'dialog' | 'menu',
  controlled?: { open: boolean; onOpenChange: (open: boolean) => void },
) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlled?.open ?? ownOpen;
  const setOpen = controlled?.onOpenChange ?? setOwnOpen;
  const popupId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const anchorRef = useRef<HTMLDivElement>(null);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  const onFocusLeave = (event: FocusEvent) => {
    if (open && !anchorRef.current?.contains(event.relatedTarget as Node | null)) close(false);
  };

  const triggerProps = {
    ref: triggerRef,
    type: 'button',
    'aria-haspopup': kind,
    'aria-expanded': open,
    'aria-controls': open ? popupId : undefined,
    onBlur: onFocusLeave,
  } as const;

  return { open, setOpen, close, popupId, anchorRef, onFocusLeave, triggerProps };
}
