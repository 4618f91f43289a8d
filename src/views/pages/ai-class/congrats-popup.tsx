import { css } from '@emotion/react';
import { classPopupBinding } from '../../../machines/class-popup/class-popup.binding';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { colors } from '../../ui/theme';

/** SPEC §4: after a new registration the popup cookie brings 'Chúc mừng!' here, once. */
export function CongratsPopup() {
  const popup = classPopupBinding.useSelect((s) => (s.matches('shown') ? s.context.popup : null));
  const send = classPopupBinding.useSend();
  if (!popup) return null;
  return (
    <Dialog
      open
      title={popup.title}
      onClose={() => send({ type: 'popup.closed' })}
      footer={<Button onClick={() => send({ type: 'popup.joinRequested' })}>{popup.buttonText}</Button>}
    >
      <p css={css`margin: 0; color: ${colors.inkSoft};`}>
        {popup.isRegister ? 'Bạn đã đăng ký lịch học thành công:' : 'Lịch học của bạn:'}
      </p>
      <p css={css`margin: 0; font-size: 18px; font-weight: 800;`}>{popup.courseTitle}</p>
      <p css={css`margin: 0;`}>
        {popup.day} lúc {popup.time}
      </p>
    </Dialog>
  );
}
