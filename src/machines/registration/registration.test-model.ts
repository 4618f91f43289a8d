import { EnvelopeError } from '../shared/api-result';
import { authPayloadFor, singleUser } from '../shared/example-accounts';
import { type MachineTestModel, noopActions } from '../shared/machine-test-model';
import { registrationMachine } from './registration.machine';

const validDetails = { name: 'Trần An', grade: 3, password: 'hocvui2024' };

export const registrationTestModel: MachineTestModel = {
  machine: registrationMachine,
  scenarios: [{ name: 'new visitor', input: undefined }],
  examples: [
    { type: 'registration.phoneSubmitted', example: { phone: '0901000006' } },
    { type: 'registration.phoneSubmitted', example: { phone: '12345' } },
    { type: 'xstate.done.actor.checkPhoneRegistered', example: { output: false } },
    { type: 'xstate.done.actor.checkPhoneRegistered', example: { output: true } },
    {
      type: 'xstate.error.actor.checkPhoneRegistered',
      example: { error: new EnvelopeError(1029, 'Bạn thao tác quá nhanh, vui lòng thử lại sau') },
    },
    { type: 'xstate.done.actor.sendRegistrationOtp', example: { output: undefined } },
    {
      type: 'xstate.error.actor.sendRegistrationOtp',
      example: { error: new EnvelopeError(2105, 'Không gửi được tin nhắn OTP, vui lòng thử lại') },
    },
    { type: 'registration.otpSubmitted', example: { otp: '123456' } },
    { type: 'registration.otpSubmitted', example: { otp: '12ab' } },
    { type: 'registration.otpResendRequested' },
    { type: 'registration.phoneEditRequested' },
    { type: 'xstate.done.actor.resendRegistrationOtp', example: { output: undefined } },
    {
      type: 'xstate.error.actor.resendRegistrationOtp',
      example: { error: new EnvelopeError(2104, 'Vui lòng đợi 60 giây trước khi gửi lại mã OTP') },
    },
    { type: 'registration.detailsSubmitted', example: validDetails },
    { type: 'registration.detailsSubmitted', example: { ...validDetails, name: '  ' } },
    { type: 'registration.detailsSubmitted', example: { ...validDetails, grade: null } },
    { type: 'registration.detailsSubmitted', example: { ...validDetails, password: 'abcdefgh' } },
    { type: 'registration.otpEditRequested' },
    { type: 'xstate.done.actor.confirmRegistration', example: { output: authPayloadFor(singleUser) } },
    {
      type: 'xstate.error.actor.confirmRegistration',
      example: { error: new EnvelopeError(2101, 'Mã OTP không đúng') },
    },
  ],
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  fakeActions: noopActions(['announceRegistered']),
};
