import { assign, setup } from 'xstate';
import { toLocal09 } from '../../domain/phone';
import { accountMessageActions, failWith, PASSWORD_MISMATCH_MESSAGE } from '../shared/account-form-messages';
import { accountFormGuards, ACCOUNT_FORM_MESSAGES as M } from '../shared/account-form-rules';
import { otpOf, phoneOf, refuseWhen } from '../shared/form-refusal';
import { notProvidedActor } from '../shared/not-provided';
import { otpCodeForm } from '../shared/otp-code-form';
import { otpResendRegion } from '../shared/otp-resend-region';
import { resendCountdownActions, resendCountdownDelays } from '../shared/resend-countdown';
import type {
  PasswordResetConfirmInput,
  PasswordResetContext,
  PasswordResetEvent,
} from './password-reset.types';

export { PASSWORD_MISMATCH_MESSAGE };
export const PASSWORD_CHANGED_MESSAGE = 'Đổi mật khẩu thành công. Vui lòng đăng nhập bằng mật khẩu mới.';

type Submitted = Extract<PasswordResetEvent, { type: 'passwordReset.newPasswordSubmitted' }>;
const keepTyped = {
  type: 'keepTyped',
  params: ({ event }: { event: Submitted }) => ({ otp: event.otp, password: event.password }),
} as const;
const keepPhone = { type: 'keepTyped', params: phoneOf } as const;
/** What is kept once the form passes: the code without the spaces around it. */
const trimmedOf = ({ event }: { event: Submitted }) => ({ otp: event.otp.trim(), password: event.password });
const passwordOf = ({ event }: { event: Submitted }) => ({ password: event.password });
const passwordsOf = ({ event }: { event: Submitted }) => ({
  password: event.password,
  passwordConfirmation: event.passwordConfirmation,
});

/**
 * Password reset: phone → forgot-password (sends the OTP) → OTP and new password →
 * forgot-password-confirm → done; the view then sends the user to the login page. While the code
 * and the new password are typed, a second region counts the server's 60 s resend cool-down down
 * (named delays `resendCooldown` and `countdownTick`), as the registration does: 'Gửi lại mã OTP' is
 * only possible once it has run out.
 */
export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
  },
  actors: {
    requestResetOtp: notProvidedActor<void, { phone: string }>('requestResetOtp'),
    confirmPasswordReset: notProvidedActor<void, PasswordResetConfirmInput>('confirmPasswordReset'),
  },
  actions: {
    ...accountMessageActions<PasswordResetContext, PasswordResetEvent>(),
    keepTyped: assign((_, params: Partial<Pick<PasswordResetContext, 'phone' | 'otp' | 'password'>>) => ({
      ...params,
    })),
    clearMessages: assign({ error: null, notice: null }),
    passwordChanged: assign({ password: '', notice: PASSWORD_CHANGED_MESSAGE }),
    otpResent: assign({ notice: M.otpResent, error: null }),
    ...resendCountdownActions<PasswordResetContext, PasswordResetEvent>(),
  },
  guards: {
    ...accountFormGuards,
    isMismatch: (_, params: { password: string; passwordConfirmation: string }) =>
      params.password !== params.passwordConfirmation,
  },
  delays: resendCountdownDelays,
}).createMachine({
  id: 'passwordReset',
  context: { phone: '', otp: '', password: '', resendSecondsLeft: 0, error: null, notice: null },
  initial: 'enteringPhone',
  states: {
    enteringPhone: {
      meta: { description: 'Nhập số điện thoại của tài khoản' },
      on: {
        'passwordReset.phoneSubmitted': [
          refuseWhen('isInvalidPhone', phoneOf, keepPhone, M.invalidPhone),
          {
            target: 'requestingOtp',
            actions: assign({ phone: ({ event }) => event.phone, error: null, notice: null }),
          },
        ],
      },
    },
    requestingOtp: {
      meta: { description: 'Gửi mã OTP đặt lại mật khẩu (forgot-password)' },
      invoke: {
        id: 'requestResetOtp',
        src: 'requestResetOtp',
        input: ({ context }) => ({ phone: toLocal09(context.phone) }),
        onDone: {
          target: 'newPasswordStep',
          actions: assign({ notice: ({ context }) => M.otpSent(context.phone), error: null }),
        },
        onError: { target: 'enteringPhone', actions: failWith },
      },
    },
    newPasswordStep: {
      meta: { description: 'Bước mã OTP và mật khẩu mới; song song đếm ngược gửi lại mã' },
      type: 'parallel',
      on: {
        'passwordReset.phoneEditRequested': {
          target: 'enteringPhone',
          actions: assign({ error: null, notice: null }),
        },
      },
      states: {
        form: otpCodeForm({
          description: 'Mã OTP và mật khẩu mới',
          enteringDescription: 'Nhập mã OTP và mật khẩu mới',
          submitEvent: 'passwordReset.newPasswordSubmitted',
          rules: [
            refuseWhen('isMalformedOtp', otpOf, keepTyped, M.otpFormat),
            refuseWhen('isWeakPassword', passwordOf, keepTyped, M.weakPassword),
            refuseWhen('isMismatch', passwordsOf, keepTyped, PASSWORD_MISMATCH_MESSAGE),
          ],
          accept: [{ ...keepTyped, params: trimmedOf }, 'clearMessages'],
          checking: 'confirming',
          checkingDescription: 'Đổi mật khẩu (forgot-password-confirm)',
          invoke: {
            id: 'confirmPasswordReset',
            src: 'confirmPasswordReset',
            input: ({ context }: { context: PasswordResetContext }) => ({
              phone: toLocal09(context.phone),
              otp: context.otp,
              password: context.password,
            }),
            onDone: { target: '#passwordReset.done', actions: 'passwordChanged' },
          },
        }),
        resend: otpResendRegion({
          resendEvent: 'passwordReset.otpResendRequested',
          availableLabel: "Có thể bấm 'Gửi lại mã OTP'",
          invokeId: 'resendResetOtp',
          src: 'requestResetOtp',
          resendingDescription: 'Gửi lại mã OTP (forgot-password)',
        }),
      },
    },
    done: {
      meta: { description: 'Đã đổi mật khẩu; giao diện chuyển tới trang đăng nhập' },
      type: 'final',
    },
  },
});

export type PasswordResetMachine = typeof passwordResetMachine;
