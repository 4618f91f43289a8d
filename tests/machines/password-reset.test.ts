import { describe, expect, it } from 'vitest';
import { PASSWORD_MISMATCH_MESSAGE } from '../../src/machines/password-reset/password-reset.machine';
import { passwordResetTestModel } from '../../src/machines/password-reset/password-reset.test-model';
import { WEAK_PASSWORD_MESSAGE } from '../../src/machines/shared/account-form-rules';
import { EnvelopeError } from '../../src/machines/shared/api-result';
import { itCoversEveryStateAndTransition } from './support/generated-paths-suite';
import { MachineHarness } from './support/machine-harness';

const valid = { otp: '123456', password: 'matkhau2024', passwordConfirmation: 'matkhau2024' };

async function atNewPassword(): Promise<MachineHarness> {
  const harness = new MachineHarness(passwordResetTestModel, undefined).start();
  harness.send({ type: 'passwordReset.phoneSubmitted', phone: '84901000001' });
  expect(harness.promises.inputOf('requestResetOtp')).toEqual({ phone: '0901000001' });
  await harness.resolve('requestResetOtp', undefined);
  return harness;
}

describe('password reset machine', () => {
  itCoversEveryStateAndTransition(passwordResetTestModel);

  it('sends the OTP, then confirms the new password and finishes', async () => {
    const harness = await atNewPassword();
    expect(harness.value).toBe('enteringNewPassword');
    harness.send({ type: 'passwordReset.newPasswordSubmitted', ...valid });
    expect(harness.promises.inputOf('confirmPasswordReset')).toEqual({
      phone: '0901000001',
      otp: '123456',
      password: 'matkhau2024',
    });
    await harness.resolve('confirmPasswordReset', undefined);
    expect(harness.snapshot.status).toBe('done');
    expect(harness.snapshot.context.password).toBe('');
  });

  it('shows the server message for an unknown phone and keeps it', async () => {
    const harness = new MachineHarness(passwordResetTestModel, undefined).start();
    harness.send({ type: 'passwordReset.phoneSubmitted', phone: '0909999999' });
    await harness.reject('requestResetOtp', new EnvelopeError(3002, 'Số điện thoại chưa được đăng ký'));
    expect(harness.value).toBe('enteringPhone');
    expect(harness.snapshot.context).toMatchObject({
      error: 'Số điện thoại chưa được đăng ký',
      phone: '0909999999',
    });
  });

  it('validates the OTP, the password rule and the confirmation before calling the server', async () => {
    const harness = await atNewPassword();
    harness.send({ type: 'passwordReset.newPasswordSubmitted', ...valid, otp: '1' });
    expect(harness.snapshot.context.error).toBe('Mã OTP gồm 6 chữ số');
    harness.send({
      type: 'passwordReset.newPasswordSubmitted',
      ...valid,
      password: 'abc',
      passwordConfirmation: 'abc',
    });
    expect(harness.snapshot.context.error).toBe(WEAK_PASSWORD_MESSAGE);
    harness.send({ type: 'passwordReset.newPasswordSubmitted', ...valid, passwordConfirmation: 'khac2024' });
    expect(harness.snapshot.context.error).toBe(PASSWORD_MISMATCH_MESSAGE);
    expect(harness.promises.started.map((s) => s.id)).toEqual(['requestResetOtp']);
  });

  it('returns to the form with the server message when the OTP is refused', async () => {
    const harness = await atNewPassword();
    harness.send({ type: 'passwordReset.newPasswordSubmitted', ...valid });
    await harness.reject('confirmPasswordReset', new EnvelopeError(2102, 'Mã OTP đã hết hạn'));
    expect(harness.value).toBe('enteringNewPassword');
    expect(harness.snapshot.context).toMatchObject({ error: 'Mã OTP đã hết hạn', otp: '123456' });
  });
});
