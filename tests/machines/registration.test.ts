import { describe, expect, it } from 'vitest';
import { USER_SOURCE } from '../../src/domain/constants';
import { PHONE_TAKEN_MESSAGE } from '../../src/machines/registration/registration.machine';
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

const details = { name: 'Trần An', grade: 3, password: 'hocvui2024' };

async function atDetails(): Promise<MachineHarness> {
  const harness = new MachineHarness(registrationTestModel, undefined).start();
  harness.send({ type: 'registration.phoneSubmitted', phone: '+84 901 000 006' });
  await harness.resolve('checkPhoneRegistered', false);
  await harness.resolve('sendRegistrationOtp', undefined);
  harness.send({ type: 'registration.otpSubmitted', otp: '123456' });
  return harness;
}

describe('registration machine', () => {
  itCoversEveryStateAndTransition(registrationTestModel);

  it('goes phone → check-exist → OTP → details → confirm → registered, with the login payload as output', async () => {
    const harness = new MachineHarness(registrationTestModel, undefined).start();
    harness.send({ type: 'registration.phoneSubmitted', phone: '+84 901 000 006' });
    expect(harness.promises.started.at(-1)).toEqual({
      id: 'checkPhoneRegistered',
      input: { phone: '0901000006' },
    });
    await harness.resolve('checkPhoneRegistered', false);
    expect(harness.value).toBe('sendingOtp');
    await harness.resolve('sendRegistrationOtp', undefined);
    expect(harness.value).toBe('enteringOtp');
    expect(harness.snapshot.context.notice).toBe('Mã OTP đã được gửi tới số 0901000006');
    harness.send({ type: 'registration.otpSubmitted', otp: '123456' });
    harness.send({ type: 'registration.detailsSubmitted', ...details });
    expect(harness.promises.inputOf('confirmRegistration')).toEqual({
      phone: '0901000006',
      name: 'Trần An',
      grade: 3,
      password: 'hocvui2024',
      otp: '123456',
    });
    await harness.resolve('confirmRegistration', authPayloadFor(singleUser));
    expect(harness.snapshot.status).toBe('done');
    expect(harness.snapshot.output).toEqual(authPayloadFor(singleUser));
    expect(harness.snapshot.context.password).toBe('');
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

  it('validates phone, OTP, name, grade and password with Vietnamese messages', async () => {
    const harness = new MachineHarness(registrationTestModel, undefined).start();
    harness.send({ type: 'registration.phoneSubmitted', phone: '0123' });
    expect(harness.snapshot.context.error).toBe('Số điện thoại không hợp lệ');
    expect(harness.promises.started).toEqual([]);

    const details$ = await atDetails();
    details$.send({ type: 'registration.detailsSubmitted', ...details, name: ' ' });
    expect(details$.snapshot.context.error).toBe('Vui lòng nhập họ và tên');
    details$.send({ type: 'registration.detailsSubmitted', ...details, grade: null });
    expect(details$.snapshot.context.error).toBe('Vui lòng chọn lớp');
    details$.send({ type: 'registration.detailsSubmitted', ...details, password: 'chiconchu' });
    expect(details$.snapshot.context).toMatchObject({
      error: WEAK_PASSWORD_MESSAGE,
      name: 'Trần An',
      password: 'chiconchu',
    });
    expect(details$.value).toBe('enteringDetails');

    const otp = new MachineHarness(registrationTestModel, undefined).start();
    otp.send({ type: 'registration.phoneSubmitted', phone: '0901000006' });
    await otp.resolve('checkPhoneRegistered', false);
    await otp.resolve('sendRegistrationOtp', undefined);
    otp.send({ type: 'registration.otpSubmitted', otp: '12a' });
    expect(otp.snapshot.context).toMatchObject({ error: OTP_FORMAT_MESSAGE, otp: '12a' });
  });

  it('shows the server cool-down message when a resend comes too soon', async () => {
    const harness = new MachineHarness(registrationTestModel, undefined).start();
    harness.send({ type: 'registration.phoneSubmitted', phone: '0901000006' });
    await harness.resolve('checkPhoneRegistered', false);
    await harness.resolve('sendRegistrationOtp', undefined);
    harness.send({ type: 'registration.otpResendRequested' });
    await harness.reject(
      'resendRegistrationOtp',
      new EnvelopeError(2104, 'Vui lòng đợi 60 giây trước khi gửi lại mã OTP'),
    );
    expect(harness.value).toBe('enteringOtp');
    expect(harness.snapshot.context.error).toBe('Vui lòng đợi 60 giây trước khi gửi lại mã OTP');
    harness.send({ type: 'registration.otpResendRequested' });
    await harness.resolve('resendRegistrationOtp', undefined);
    expect(harness.snapshot.context).toMatchObject({ error: null, notice: 'Đã gửi lại mã OTP' });
  });

  it('returns to the details with the server message when confirmation fails, and lets the OTP be fixed', async () => {
    const harness = await atDetails();
    harness.send({ type: 'registration.detailsSubmitted', ...details });
    await harness.reject('confirmRegistration', new EnvelopeError(2101, 'Mã OTP không đúng'));
    expect(harness.value).toBe('enteringDetails');
    expect(harness.snapshot.context).toMatchObject({ error: 'Mã OTP không đúng', name: 'Trần An', grade: 3 });
    harness.send({ type: 'registration.otpEditRequested' });
    harness.send({ type: 'registration.otpSubmitted', otp: '654321' });
    expect(harness.snapshot.context).toMatchObject({ otp: '654321', name: 'Trần An' });
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
