import { css } from '@emotion/react';
import { type FocusEvent, useRef } from 'react';

/** The positioned box around a header popup and its trigger (notification bell, profile menu). */
export const popoverAnchorCss = css`
  position: relative;
`;

/**
 * While a header popup is open, the focus leaving its trigger and the popup for anything outside
 * both (Tab, a click elsewhere) closes it: put `anchorRef` on the box around both and
 * `onFocusLeave` as the `onBlur` of the trigger and of the popup.
 */
export function usePopoverAnchor(open: boolean, onLeave: () => void) {
  const anchorRef = useRef<HTMLDivElement>(null);
  const onFocusLeave = (event: FocusEvent) => {
    if (open && !anchorRef.current?.contains(event.relatedTarget as Node | null)) onLeave();
  };
  return { anchorRef, onFocusLeave };
}
