import { css } from '@emotion/react';
import { useClassPopup } from '../../../machines/class-popup/class-popup.context';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { colors } from '../../ui/theme';

/** SPEC §4: after a new registration the popup cookie brings 'Chúc mừng!' here, once. */
export function CongratsPopup() {
  const { popup, close, join } = useClassPopup();
  if (!popup) return null;
  return (
    <Dialog
      open
      title={popup.title}
      onClose={close}
      footer={<Button onClick={join}>{popup.buttonText}</Button>}
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
