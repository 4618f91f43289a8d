import { ERROR_CODES } from '../../contracts/error-codes';
import { EnvelopeError } from '../shared/api-result';
import { authPayloadFor, singleUser } from '../shared/example-accounts';
import { phoneSubmissions } from '../shared/form-examples';
import { type MachineTestModel, noopActions } from '../shared/machine-test-model';
import { otpResendExamples } from '../shared/otp-resend-region';
import { registrationMachine } from './registration.machine';
import type { RegistrationContext } from './registration.types';

const validDetails = {
  name: 'Trần An',
  grade: 3,
  password: 'hocvui2024',
  passwordConfirmation: 'hocvui2024',
};

export const registrationTestModel: MachineTestModel = {
  machine: registrationMachine,
  scenarios: [{ name: 'new visitor', input: undefined }],
  examples: [
    ...phoneSubmissions('registration.phoneSubmitted', ['0901000006', '0901000007', '12345']),
    { type: 'xstate.done.actor.checkPhoneRegistered', example: { output: false } },
    { type: 'xstate.done.actor.checkPhoneRegistered', example: { output: true } },
    {
      type: 'xstate.error.actor.checkPhoneRegistered',
      example: {
        error: new EnvelopeError(ERROR_CODES.RATE_LIMITED, 'Bạn thao tác quá nhanh, vui lòng thử lại sau'),
      },
    },
    { type: 'xstate.done.actor.sendRegistrationOtp', example: { output: undefined } },
    {
      type: 'xstate.error.actor.sendRegistrationOtp',
      example: {
        error: new EnvelopeError(
          ERROR_CODES.SMS_DELIVERY_FAILED,
          'Không gửi được tin nhắn, vui lòng thử lại sau',
        ),
      },
    },
    { type: 'registration.otpSubmitted', example: { otp: '123456' } },
    { type: 'registration.otpSubmitted', example: { otp: '12ab' } },
    {
      type: 'xstate.done.actor.verifyRegistrationOtp',
      example: { output: { verificationToken: 'proof-1' } },
    },
    {
      type: 'xstate.error.actor.verifyRegistrationOtp',
      example: { error: new EnvelopeError(ERROR_CODES.OTP_INVALID, 'Mã xác thực không đúng') },
    },
    { type: 'registration.phoneEditRequested', example: { draft: { otp: '12' } } },
    ...otpResendExamples(
      'registration.otpResendRequested',
      'resendRegistrationOtp',
      new EnvelopeError(ERROR_CODES.OTP_RESEND_TOO_SOON, 'Vui lòng đợi 5 giây trước khi yêu cầu mã mới'),
    ),
    { type: 'registration.detailsSubmitted', example: validDetails },
    { type: 'registration.detailsSubmitted', example: { ...validDetails, name: '  ' } },
    { type: 'registration.detailsSubmitted', example: { ...validDetails, grade: null } },
    { type: 'registration.detailsSubmitted', example: { ...validDetails, password: 'abcdefgh' } },
    {
      type: 'registration.detailsSubmitted',
      example: { ...validDetails, passwordConfirmation: 'hocvui2025' },
    },
    { type: 'xstate.done.actor.confirmRegistration', example: { output: authPayloadFor(singleUser) } },
    {
      type: 'xstate.error.actor.confirmRegistration',
      example: {
        error: new EnvelopeError(
          ERROR_CODES.PASSWORD_TOO_WEAK,
          'Mật khẩu cần ít nhất 8 ký tự, gồm cả chữ và số',
        ),
      },
    },
    {
      type: 'xstate.error.actor.confirmRegistration',
      example: {
        error: new EnvelopeError(
          ERROR_CODES.REGISTRATION_NOT_VERIFIED,
          'Phiên xác thực số điện thoại đã hết hạn hoặc đã được dùng, vui lòng nhận mã OTP mới',
        ),
      },
    },
  ],
  // Where the code went and which phone is verified decide the phone step's branches.
  serializeState: (snapshot) => {
    const context = snapshot.context as RegistrationContext;
    return JSON.stringify([snapshot.value, context.otpSentTo, context.verification?.phone ?? null]);
  },
  fakeActions: noopActions(['announceRegistered']),
};
