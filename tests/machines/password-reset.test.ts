import { describe, expect, it } from 'vitest';
import { OTP_RESEND_COOLDOWN_MS } from '../../src/domain/constants';
import { PASSWORD_MISMATCH_MESSAGE } from '../../src/machines/password-reset/password-reset.machine';
import { passwordResetTestModel } from '../../src/machines/password-reset/password-reset.test-model';
import { WEAK_PASSWORD_MESSAGE } from '../../src/machines/shared/account-form-rules';
import { EnvelopeError } from '../../src/machines/shared/api-result';
import { itCoversEveryStateAndTransition } from './support/generated-paths-suite';
import { MachineHarness } from './support/machine-harness';

const valid = { otp: '123456', password: 'matkhau2024', passwordConfirmation: 'matkhau2024' };
const NEW_PASSWORD_STEP = { newPasswordStep: { form: 'entering', resend: { coolingDown: 'counting' } } };

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
    expect(harness.value).toEqual(NEW_PASSWORD_STEP);
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
    expect(harness.value).toEqual(NEW_PASSWORD_STEP);
    expect(harness.snapshot.context).toMatchObject({ error: 'Mã OTP đã hết hạn', otp: '123456' });
  });

  it('counts the 60 s resend cool-down down second by second; only then may the code be sent again', async () => {
    const harness = await atNewPassword();
    expect(harness.snapshot.context.resendSecondsLeft).toBe(60);
    expect(harness.snapshot.can({ type: 'passwordReset.otpResendRequested' })).toBe(false);
    harness.advance(1_000);
    expect(harness.snapshot.context.resendSecondsLeft).toBe(59);
    for (let i = 0; i < 58; i += 1) harness.advance(1_000);
    expect(harness.snapshot.context.resendSecondsLeft).toBe(1);
    harness.advance(1_000);
    expect(harness.value).toEqual({ newPasswordStep: { form: 'entering', resend: 'available' } });
    expect(harness.snapshot.context.resendSecondsLeft).toBe(0);
    harness.send({ type: 'passwordReset.otpResendRequested' });
    expect(harness.promises.inputOf('resendResetOtp')).toEqual({ phone: '0901000001' });
    await harness.resolve('resendResetOtp', undefined);
    expect(harness.snapshot.context).toMatchObject({ notice: 'Đã gửi lại mã OTP', resendSecondsLeft: 60 });
    expect(harness.value).toEqual(NEW_PASSWORD_STEP);
  });

  it('keeps the typed code and shows the server message when a resend is refused', async () => {
    const harness = await atNewPassword();
    harness.send({ type: 'passwordReset.newPasswordSubmitted', ...valid, otp: '12' });
    harness.advance(OTP_RESEND_COOLDOWN_MS);
    harness.send({ type: 'passwordReset.otpResendRequested' });
    await harness.reject(
      'resendResetOtp',
      new EnvelopeError(2104, 'Vui lòng đợi 5 giây trước khi yêu cầu mã mới'),
    );
    expect(harness.value).toEqual({ newPasswordStep: { form: 'entering', resend: 'available' } });
    expect(harness.snapshot.context).toMatchObject({
      error: 'Vui lòng đợi 5 giây trước khi yêu cầu mã mới',
      otp: '12',
    });
  });

  it("'Đổi số điện thoại' goes back to the phone, and a new code starts the cool-down again", async () => {
    const harness = await atNewPassword();
    harness.advance(OTP_RESEND_COOLDOWN_MS);
    harness.send({ type: 'passwordReset.phoneEditRequested' });
    expect(harness.value).toBe('enteringPhone');
    harness.send({ type: 'passwordReset.phoneSubmitted', phone: '0901000002' });
    await harness.resolve('requestResetOtp', undefined);
    expect(harness.value).toEqual(NEW_PASSWORD_STEP);
    expect(harness.snapshot.context.resendSecondsLeft).toBe(60);
  });
});
