import { describe, expect, it } from 'vitest';
import { OTP_FORMAT_MESSAGE } from '../../src/machines/account-deletion/account-deletion.machine';
import { accountDeletionTestModel } from '../../src/machines/account-deletion/account-deletion.test-model';
import { EnvelopeError } from '../../src/machines/shared/api-result';
import { itCoversEveryStateAndTransition } from './support/generated-paths-suite';
import { MachineHarness } from './support/machine-harness';

describe('account deletion machine', () => {
  itCoversEveryStateAndTransition(accountDeletionTestModel);

  it('OTP → deleted: the session ends on this device at once, the confirmation stays', async () => {
    const harness = new MachineHarness(accountDeletionTestModel, undefined).start();
    harness.send({ type: 'deletion.requested' });
    await harness.resolve('requestOtp', { maskedPhone: '090****005' });
    harness.send({ type: 'otp.submitted', otp: '12' });
    expect(harness.snapshot.context.error).toBe(OTP_FORMAT_MESSAGE);
    harness.send({ type: 'otp.submitted', otp: ' 654321 ' });
    expect(harness.promises.inputOf('confirmDeletion')).toEqual({ otp: '654321' });
    await harness.reject('confirmDeletion', new EnvelopeError(2101, 'Mã xác thực không đúng'));
    expect(harness.value).toBe('awaitingOtp');
    expect(harness.snapshot.context.error).toBe('Mã xác thực không đúng');
    harness.send({ type: 'otp.submitted', otp: '654321' });
    await harness.resolve('confirmDeletion', undefined);
    expect(harness.value).toBe('deleted');
    expect(harness.actionsOf('endSession')).toHaveLength(1);
    expect(harness.snapshot.status).toBe('done');
  });
});
