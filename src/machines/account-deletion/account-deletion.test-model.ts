import { ERROR_CODES } from '../../contracts/error-codes';
import { EnvelopeError } from '../shared/api-result';
import type { MachineTestModel } from '../shared/machine-test-model';
import { accountDeletionMachine } from './account-deletion.machine';

export const accountDeletionTestModel: MachineTestModel = {
  machine: accountDeletionMachine,
  scenarios: [{ name: 'logged-in parent', input: undefined }],
  examples: [
    { type: 'deletion.requested' },
    { type: 'otp.submitted', example: { otp: '123456' } },
    { type: 'otp.submitted', example: { otp: '12ab' } },
    { type: 'otp.resendRequested' },
    { type: 'deletion.cancelled' },
    { type: 'xstate.done.actor.requestOtp', example: { output: { maskedPhone: '090****005' } } },
    {
      type: 'xstate.error.actor.requestOtp',
      example: {
        error: new EnvelopeError(
          ERROR_CODES.OTP_RESEND_TOO_SOON,
          'Vui lòng đợi 60 giây trước khi yêu cầu mã mới',
        ),
      },
    },
    { type: 'xstate.done.actor.confirmDeletion', example: { output: undefined } },
    {
      type: 'xstate.error.actor.confirmDeletion',
      example: { error: new EnvelopeError(ERROR_CODES.OTP_INVALID, 'Mã xác thực không đúng') },
    },
  ],
  serializeState: (snapshot) =>
    JSON.stringify([snapshot.value, snapshot.context.maskedPhone !== null, snapshot.context.error !== null]),
  fakeActions: { endSession: () => {} },
};
