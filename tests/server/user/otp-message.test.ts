import { describe, expect, it } from 'vitest';
import { type OtpPurpose, otpMessage, UCS2_SEGMENT_CHARS } from '../../../server/auth/otp-message';

const PURPOSES: OtpPurpose[] = ['register', 'reset_password', 'delete_account', 'contest'];

/** Issue 31: one SMS text without diacritics served every purpose. */
describe('OTP SMS text', () => {
  it('says what the code is for, in Vietnamese with diacritics', () => {
    expect(otpMessage('123456', 'register')).toBe(
      'Uniclass: mã đăng ký tài khoản là 123456 (5 phút). Không chia sẻ mã.',
    );
    expect(otpMessage('123456', 'reset_password')).toBe(
      'Uniclass: mã đặt lại mật khẩu là 123456 (5 phút). Không chia sẻ mã.',
    );
    expect(otpMessage('123456', 'delete_account')).toBe(
      'Uniclass: mã XÓA TÀI KHOẢN là 123456 (5 phút). Không chia sẻ mã.',
    );
    expect(otpMessage('123456', 'contest')).toBe(
      'Uniclass: mã đăng nhập cuộc thi là 123456 (5 phút). Không chia sẻ mã.',
    );
    expect(new Set(PURPOSES.map((p) => otpMessage('000000', p))).size).toBe(PURPOSES.length);
  });

  it('fits one UCS-2 segment in NFC, so it costs one SMS and arrives whole', () => {
    for (const purpose of PURPOSES) {
      const text = otpMessage('987654', purpose);
      expect(text.normalize('NFC')).toBe(text);
      expect(text.length, purpose).toBeLessThanOrEqual(UCS2_SEGMENT_CHARS);
    }
  });
});
