import { ERROR_CODES } from '../../contracts/error-codes';
import { EnvelopeError } from '../shared/api-result';
import { phoneSubmissions } from '../shared/form-examples';
import type { MachineTestModel } from '../shared/machine-test-model';
import { otpResendExamples } from '../shared/otp-resend-region';
import { passwordResetMachine } from './password-reset.machine';

const valid = { otp: '123456', password: 'matkhau2024', passwordConfirmation: 'matkhau2024' };

export const passwordResetTestModel: MachineTestModel = {
  machine: passwordResetMachine,
  scenarios: [{ name: 'forgot password', input: undefined }],
  examples: [
    ...phoneSubmissions('passwordReset.phoneSubmitted', ['0901000001', '0123']),
    { type: 'xstate.done.actor.requestResetOtp', example: { output: undefined } },
    {
      type: 'xstate.error.actor.requestResetOtp',
      example: {
        error: new EnvelopeError(ERROR_CODES.PHONE_NOT_REGISTERED, 'Số điện thoại chưa được đăng ký'),
      },
    },
    { type: 'passwordReset.newPasswordSubmitted', example: valid },
    { type: 'passwordReset.newPasswordSubmitted', example: { ...valid, otp: '12' } },
    {
      type: 'passwordReset.newPasswordSubmitted',
      example: { ...valid, password: 'short1', passwordConfirmation: 'short1' },
    },
    {
      type: 'passwordReset.newPasswordSubmitted',
      example: { ...valid, passwordConfirmation: 'matkhau2025' },
    },
    { type: 'passwordReset.phoneEditRequested' },
    ...otpResendExamples(
      'passwordReset.otpResendRequested',
      'resendResetOtp',
      new EnvelopeError(ERROR_CODES.OTP_RESEND_TOO_SOON, 'Vui lòng đợi 60 giây trước khi gửi lại mã OTP'),
    ),
    { type: 'xstate.done.actor.confirmPasswordReset', example: { output: undefined } },
    {
      type: 'xstate.error.actor.confirmPasswordReset',
      example: { error: new EnvelopeError(ERROR_CODES.OTP_EXPIRED, 'Mã OTP đã hết hạn') },
    },
  ],
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  fakeActions: {},
};
