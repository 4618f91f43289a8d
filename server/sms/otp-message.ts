import { OTP_TTL_SECONDS } from '../auth/auth-limits';

/**
 * Without diacritics on purpose: many Vietnamese SMS routes fall back to GSM-7, where accented
 * letters either break into UCS-2 (70 characters per part, higher cost) or arrive garbled.
 */
export function otpMessage(code: string): string {
  return `Ma xac thuc Uniclass cua ban la ${code}. Ma co hieu luc trong ${OTP_TTL_SECONDS / 60} phut.`;
}
