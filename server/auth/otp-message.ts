import { OTP_TTL_SECONDS } from './auth-limits';

/** What a code is for: its SMS text and its stored hash differ by purpose. */
export type OtpPurpose = 'register' | 'reset_password' | 'contest' | 'delete_account';

/** What each code is for, as the SMS names it: a parent must know what they are confirming. */
const PURPOSE_WORDS: Record<OtpPurpose, string> = {
  register: 'mã đăng ký tài khoản',
  reset_password: 'mã đặt lại mật khẩu',
  delete_account: 'mã XÓA TÀI KHOẢN',
  contest: 'mã đăng nhập cuộc thi',
};

/** One SMS segment holds this many characters once it has any Vietnamese letter (UCS-2). */
export const UCS2_SEGMENT_CHARS = 70;

/**
 * The OTP SMS of a purpose, in Vietnamese with its diacritics (issue 31: one text without
 * diacritics for every purpose left a parent unsure what a code was for, and read badly). Written in
 * NFC and kept within one UCS-2 segment (70 characters), so it costs one message and arrives whole;
 * the warning not to share the code is there because the deletion code is a phishing target.
 */
export function otpMessage(code: string, purpose: OtpPurpose): string {
  return `Uniclass: ${PURPOSE_WORDS[purpose]} là ${code} (${OTP_TTL_SECONDS / 60} phút). Không chia sẻ mã.`.normalize(
    'NFC',
  );
}
