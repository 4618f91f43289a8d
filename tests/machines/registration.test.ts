import { describe, expect, it } from 'vitest';
import { OTP_RESEND_COOLDOWN_MS, USER_SOURCE } from '../../src/domain/constants';
import {
  PASSWORD_MISMATCH_MESSAGE,
  PHONE_TAKEN_MESSAGE,
} from '../../src/machines/registration/registration.machine';
import { registrationTestModel } from '../../src/machines/registration/registration.test-model';
import {
  isStrongPassword,
  OTP_FORMAT_MESSAGE,
  WEAK_PASSWORD_MESSAGE,
} from '../../src/machines/shared/account-form-rules';
import { CONNECTION_ERROR_MESSAGE, EnvelopeError } from '../../src/machines/shared/api-result';
import { authPayloadFor, singleUser } from '../../src/machines/shared/example-accounts';
import { itCoversEveryStateAndTransition } from './support/generated-paths-suite';
import { MachineHarness } from './support/machine-harness';

const details = { name: 'Trần An', grade: 3, password: 'hocvui2024', passwordConfirmation: 'hocvui2024' };
const OTP_STEP = { otpStep: { code: 'entering', resend: { coolingDown: 'counting' } } };

async function atOtp(phone = '+84 901 000 006'): Promise<MachineHarness> {
  const harness = new MachineHarness(registrationTestModel, undefined).start();
  harness.send({ type: 'registration.phoneSubmitted', phone });
  await harness.resolve('checkPhoneRegistered', false);
  await harness.resolve('sendRegistrationOtp', undefined);
  return harness;
}

async function atDetails(): Promise<MachineHarness> {
  const harness = await atOtp();
  harness.send({ type: 'registration.otpSubmitted', otp: '123456' });
  await harness.resolve('verifyRegistrationOtp', { verificationToken: 'proof-1' });
  return harness;
}

describe('registration machine', () => {
  itCoversEveryStateAndTransition(registrationTestModel);

  it('goes phone → check-exist → OTP → the code checked at its step → details → confirm-v2 with the proof', async () => {
    const harness = new MachineHarness(registrationTestModel, undefined).start();
    harness.send({ type: 'registration.phoneSubmitted', phone: '+84 901 000 006' });
    expect(harness.promises.started.at(-1)).toEqual({
      id: 'checkPhoneRegistered',
      input: { phone: '0901000006' },
    });
    await harness.resolve('checkPhoneRegistered', false);
    expect(harness.value).toBe('sendingOtp');
    await harness.resolve('sendRegistrationOtp', undefined);
    expect(harness.value).toEqual(OTP_STEP);
    expect(harness.snapshot.context.notice).toBe('Mã OTP đã được gửi tới số 0901000006');
    harness.send({ type: 'registration.otpSubmitted', otp: ' 123456 ' });
    expect(harness.promises.inputOf('verifyRegistrationOtp')).toEqual({ phone: '0901000006', otp: '123456' });
    await harness.resolve('verifyRegistrationOtp', { verificationToken: 'proof-1' });
    expect(harness.value).toBe('enteringDetails');
    harness.send({ type: 'registration.detailsSubmitted', ...details, name: '  Trần An ' });
    expect(harness.promises.inputOf('confirmRegistration')).toEqual({
      phone: '0901000006',
      name: 'Trần An',
      grade: 3,
      password: 'hocvui2024',
      verificationToken: 'proof-1',
    });
    await harness.resolve('confirmRegistration', authPayloadFor(singleUser));
    expect(harness.snapshot.status).toBe('done');
    expect(harness.snapshot.output).toEqual(authPayloadFor(singleUser));
    expect(harness.snapshot.context).toMatchObject({ password: '', passwordConfirmation: '' });
  });

  it('reports a wrong code at the OTP step, before any detail is asked', async () => {
    const harness = await atOtp();
    harness.send({ type: 'registration.otpSubmitted', otp: '000000' });
    await harness.reject('verifyRegistrationOtp', new EnvelopeError(2101, 'Mã xác thực không đúng'));
    expect(harness.value).toEqual(OTP_STEP);
    expect(harness.snapshot.context).toMatchObject({ error: 'Mã xác thực không đúng', otp: '000000' });
    expect(harness.promises.started.map((p) => p.id)).not.toContain('confirmRegistration');
    harness.send({ type: 'registration.otpSubmitted', otp: '123456' });
    await harness.resolve('verifyRegistrationOtp', { verificationToken: 'proof-2' });
    expect(harness.value).toBe('enteringDetails');
    expect(harness.snapshot.context.error).toBeNull();
  });

  it('keeps every typed field going back to the phone and forward again, the password included', async () => {
    const harness = await atDetails();
    const draft = { ...details, password: 'matkhau99', passwordConfirmation: 'matkhau9' };
    harness.send({ type: 'registration.phoneEditRequested', draft });
    expect(harness.value).toBe('enteringPhone');
    expect(harness.snapshot.context).toMatchObject({ phone: '+84 901 000 006', ...draft });
    // The same, verified phone: straight back to the details, no new SMS, no new check.
    const started = harness.promises.started.length;
    harness.send({ type: 'registration.phoneSubmitted', phone: '0901000006' });
    expect(harness.value).toBe('enteringDetails');
    expect(harness.promises.started).toHaveLength(started);
    expect(harness.snapshot.context).toMatchObject(draft);
    // A different phone needs its own code; the details stay.
    harness.send({ type: 'registration.phoneEditRequested', draft });
    harness.send({ type: 'registration.phoneSubmitted', phone: '0901000007' });
    expect(harness.value).toBe('checkingPhone');
    expect(harness.snapshot.context).toMatchObject({ verification: null, ...draft });
  });

  it('goes back to the code of the same phone without a new SMS, keeping the typed code', async () => {
    const harness = await atOtp();
    harness.send({ type: 'registration.phoneEditRequested', draft: { otp: '1234' } });
    expect(harness.snapshot.context.otp).toBe('1234');
    const started = harness.promises.started.length;
    harness.send({ type: 'registration.phoneSubmitted', phone: '0901 000 006' });
    expect(harness.value).toEqual(OTP_STEP);
    expect(harness.promises.started).toHaveLength(started);
    expect(harness.snapshot.context.otp).toBe('1234');
  });

  it('counts the 60 s resend cool-down down second by second; only then may the code be sent again', async () => {
    const harness = await atOtp();
    expect(harness.snapshot.context.resendSecondsLeft).toBe(60);
    expect(harness.snapshot.can({ type: 'registration.otpResendRequested' })).toBe(false);
    harness.advance(1_000);
    expect(harness.snapshot.context.resendSecondsLeft).toBe(59);
    for (let i = 0; i < 57; i += 1) harness.advance(1_000);
    expect(harness.snapshot.context.resendSecondsLeft).toBe(2);
    expect(harness.remainingFor(OTP_RESEND_COOLDOWN_MS)).toBe(2_000);
    harness.advance(1_000);
    expect(harness.snapshot.context.resendSecondsLeft).toBe(1);
    harness.advance(1_000);
    expect(harness.value).toEqual({ otpStep: { code: 'entering', resend: 'available' } });
    expect(harness.snapshot.context.resendSecondsLeft).toBe(0);
    harness.send({ type: 'registration.otpResendRequested' });
    expect(harness.promises.inputOf('resendRegistrationOtp')).toEqual({ phone: '0901000006' });
    await harness.resolve('resendRegistrationOtp', undefined);
    expect(harness.snapshot.context).toMatchObject({
      error: null,
      notice: 'Đã gửi lại mã OTP',
      resendSecondsLeft: 60,
    });
    expect(harness.value).toEqual(OTP_STEP);
  });

  it('shows the server message when a resend is refused, and lets it be tried again', async () => {
    const harness = await atOtp();
    harness.advance(OTP_RESEND_COOLDOWN_MS);
    harness.send({ type: 'registration.otpResendRequested' });
    await harness.reject(
      'resendRegistrationOtp',
      new EnvelopeError(2104, 'Vui lòng đợi 5 giây trước khi yêu cầu mã mới'),
    );
    expect(harness.value).toEqual({ otpStep: { code: 'entering', resend: 'available' } });
    expect(harness.snapshot.context.error).toBe('Vui lòng đợi 5 giây trước khi yêu cầu mã mới');
  });

  it('refuses a registered phone with the Vietnamese message and keeps what was typed', async () => {
    const harness = new MachineHarness(registrationTestModel, undefined).start();
    harness.send({ type: 'registration.phoneSubmitted', phone: '0901000001' });
    await harness.resolve('checkPhoneRegistered', true);
    expect(harness.value).toBe('enteringPhone');
    expect(harness.snapshot.context).toMatchObject({ error: PHONE_TAKEN_MESSAGE, phone: '0901000001' });
    harness.send({ type: 'registration.phoneSubmitted', phone: '0901000009' });
    await harness.reject('checkPhoneRegistered', new EnvelopeError(1029, 'Bạn thao tác quá nhanh'));
    expect(harness.snapshot.context.error).toBe('Bạn thao tác quá nhanh');
    harness.send({ type: 'registration.phoneSubmitted', phone: '0901000009' });
    await harness.reject('checkPhoneRegistered', new TypeError('Failed to fetch'));
    expect(harness.snapshot.context.error).toBe(CONNECTION_ERROR_MESSAGE);
  });

  it('validates phone, OTP, name, grade, password and its confirmation, keeping what was typed', async () => {
    const harness = new MachineHarness(registrationTestModel, undefined).start();
    harness.send({ type: 'registration.phoneSubmitted', phone: '0123' });
    expect(harness.snapshot.context).toMatchObject({ error: 'Số điện thoại không hợp lệ', phone: '0123' });
    expect(harness.promises.started).toEqual([]);

    const otp = await atOtp();
    otp.send({ type: 'registration.otpSubmitted', otp: '12a' });
    expect(otp.snapshot.context).toMatchObject({ error: OTP_FORMAT_MESSAGE, otp: '12a' });

    const form = await atDetails();
    form.send({ type: 'registration.detailsSubmitted', ...details, name: ' ' });
    expect(form.snapshot.context.error).toBe('Vui lòng nhập họ và tên');
    form.send({ type: 'registration.detailsSubmitted', ...details, grade: null });
    expect(form.snapshot.context.error).toBe('Vui lòng chọn lớp');
    form.send({ type: 'registration.detailsSubmitted', ...details, password: 'chiconchu' });
    expect(form.snapshot.context).toMatchObject({
      error: WEAK_PASSWORD_MESSAGE,
      name: 'Trần An',
      password: 'chiconchu',
    });
    form.send({ type: 'registration.detailsSubmitted', ...details, passwordConfirmation: 'hocvui2025' });
    expect(form.snapshot.context).toMatchObject({
      error: null,
      passwordMismatch: true,
      passwordConfirmation: 'hocvui2025',
    });
    expect(PASSWORD_MISMATCH_MESSAGE).toBe('Mật khẩu nhập lại không khớp');
    expect(form.value).toBe('enteringDetails');
    form.send({ type: 'registration.detailsSubmitted', ...details });
    expect(form.value).toBe('confirming');
    expect(form.snapshot.context.passwordMismatch).toBe(false);
  });

  it('a refused detail returns to the details; a spent or expired proof asks for a new code, keeping the details', async () => {
    const harness = await atDetails();
    harness.send({ type: 'registration.detailsSubmitted', ...details });
    await harness.reject('confirmRegistration', new EnvelopeError(3006, WEAK_PASSWORD_MESSAGE));
    expect(harness.value).toBe('enteringDetails');
    expect(harness.snapshot.context.verification).toEqual({ phone: '0901000006', token: 'proof-1' });
    harness.send({ type: 'registration.detailsSubmitted', ...details });
    await harness.reject(
      'confirmRegistration',
      new EnvelopeError(
        2106,
        'Phiên xác thực số điện thoại đã hết hạn hoặc đã được dùng, vui lòng nhận mã OTP mới',
      ),
    );
    // Minutes have passed since the code was sent: 'Gửi lại mã' is available at once.
    expect(harness.value).toEqual({ otpStep: { code: 'entering', resend: 'available' } });
    expect(harness.snapshot.context).toMatchObject({ verification: null, otp: '', ...details });
    expect(harness.snapshot.context.error).toMatch(/vui lòng nhận mã OTP mới$/);
  });

  it('uses a password rule of 8+ characters with letters and digits', () => {
    expect(isStrongPassword('hocvui2024')).toBe(true);
    expect(isStrongPassword('Uniclass@123')).toBe(true);
    expect(isStrongPassword('abc1234')).toBe(false);
    expect(isStrongPassword('12345678')).toBe(false);
    expect(isStrongPassword('abcdefgh')).toBe(false);
    expect(USER_SOURCE.WEB).toBe(1);
  });
});
