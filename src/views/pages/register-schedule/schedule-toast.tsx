import { css } from '@emotion/react';
import { scheduleConfirmationBinding } from '../../../machines/schedule-confirmation/schedule-confirmation.binding';
import { colors, radii, shadows } from '../../ui/theme';

/** The schedule notification of SPEC §8 (title by action, server message); the machine hides it after 3 s. */
export function ScheduleToast() {
  const notification = scheduleConfirmationBinding.useSelect((s) => s.context.notification);
  const send = scheduleConfirmationBinding.useSend();
  if (!notification) return null;
  const error = notification.tone === 'error';
  return (
    <div
      role={error ? 'alert' : 'status'}
      css={css`
        position: fixed;
        right: 24px;
        bottom: 24px;
        z-index: 1500;
        width: min(380px, calc(100vw - 48px));
        padding: 16px 18px;
        border-radius: ${radii.md};
        box-shadow: ${shadows.pop};
        background: ${colors.surface};
        border-left: 6px solid ${error ? colors.berry : colors.mint};
        display: flex;
        gap: 12px;
      `}
    >
      <div css={css`flex: 1;`}>
        <strong>{notification.title}</strong>
        <p css={css`margin: 4px 0 0; color: ${colors.inkSoft};`}>{notification.message}</p>
      </div>
      <button
        type="button"
        aria-label="Đóng thông báo"
        onClick={() => send({ type: 'notification.dismissed' })}
        css={css`border: none; background: none; font-size: 20px; cursor: pointer; color: ${colors.muted};`}
      >
        ×
      </button>
    </div>
  );
}
