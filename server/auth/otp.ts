import type { Db } from '../db/database';
import { AppError } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import { generateOtp, hashToken } from '../security/tokens';
import type { SmsProvider } from '../sms/sms-provider';
import { limitPerPhone } from './auth-counters';
import {
  OTP_DIGITS,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_COOLDOWN_SECONDS,
  OTP_SENDS_PER_HOUR,
  OTP_TTL_SECONDS,
} from './auth-limits';
import { replaceOtp, spendOtp } from './otp.repository';
import { type OtpPurpose, otpMessage } from './otp-message';

export const OTP_MESSAGES = {
  invalid: 'Mã xác thực không đúng',
  missing: 'Mã xác thực không đúng hoặc đã được sử dụng, vui lòng yêu cầu mã mới',
  expired: 'Mã xác thực đã hết hạn, vui lòng yêu cầu mã mới',
  tooManyAttempts: `Bạn đã nhập sai mã quá ${OTP_MAX_ATTEMPTS} lần, vui lòng yêu cầu mã mới`,
  sendFailed: 'Không gửi được tin nhắn, vui lòng thử lại sau',
} as const;

/** The stored form: bound to phone and purpose, so a leaked hash cannot be replayed elsewhere. */
function otpHash(phone: string, purpose: OtpPurpose, code: string): string {
  return hashToken(`${purpose}:${phone}:${code}`);
}

/**
 * Sends a fresh OTP: 60 s cool-down and 5 sends per hour per phone (counted atomically in
 * auth_counters, so every process agrees), earlier unused codes of the same purpose are retired.
 */
export async function sendOtp(
  db: Db,
  sms: SmsProvider,
  phone: string,
  purpose: OtpPurpose,
): Promise<{ expiresInSeconds: number }> {
  await limitPerPhone(
    db,
    phone,
    'otp_cooldown',
    1,
    OTP_RESEND_COOLDOWN_SECONDS,
    (s) => `Vui lòng đợi ${s.retryAfterSeconds} giây trước khi yêu cầu mã mới`,
    ERROR_CODES.OTP_RESEND_TOO_SOON,
  );
  await limitPerPhone(
    db,
    phone,
    'otp_send',
    OTP_SENDS_PER_HOUR,
    3600,
    (s) =>
      `Bạn đã yêu cầu quá nhiều mã xác thực. Vui lòng thử lại sau ${Math.ceil(s.retryAfterSeconds / 60)} phút`,
  );
  const code = generateOtp(OTP_DIGITS);
  await replaceOtp(db, {
    phone,
    purpose,
    codeHash: otpHash(phone, purpose, code),
    ttlSeconds: OTP_TTL_SECONDS,
  });
  try {
    await sms.send({ phone, body: otpMessage(code, purpose) });
  } catch {
    throw new AppError(502, ERROR_CODES.SMS_DELIVERY_FAILED, OTP_MESSAGES.sendFailed);
  }
  return { expiresInSeconds: OTP_TTL_SECONDS };
}

/**
 * Checks `code` against the latest live OTP and consumes it on success. A wrong guess counts even
 * when it is the request that fails (the counter is committed before the 400); after
 * OTP_MAX_ATTEMPTS wrong guesses the code is dead, even for the right digits. `onVerified` runs in
 * the same transaction as the consumption (register-verify-otp issues its proof there), so a code
 * is never spent without what it was exchanged for.
 */
export async function verifyOtp<T = void>(
  db: Db,
  phone: string,
  purpose: OtpPurpose,
  code: string,
  onVerified?: (trx: Db) => Promise<T>,
): Promise<T | undefined> {
  const { outcome, verified } = await spendOtp(
    db,
    {
      phone,
      purpose,
      codeHash: /^[0-9]+$/.test(code) ? otpHash(phone, purpose, code) : null,
      maxAttempts: OTP_MAX_ATTEMPTS,
    },
    onVerified,
  );
  switch (outcome) {
    case 'ok':
      return verified;
    case 'missing':
      throw new AppError(400, ERROR_CODES.OTP_INVALID, OTP_MESSAGES.missing);
    case 'expired':
      throw new AppError(400, ERROR_CODES.OTP_EXPIRED, OTP_MESSAGES.expired);
    case 'exhausted':
      throw new AppError(429, ERROR_CODES.OTP_TOO_MANY_ATTEMPTS, OTP_MESSAGES.tooManyAttempts);
    case 'wrong':
      throw new AppError(400, ERROR_CODES.OTP_INVALID, OTP_MESSAGES.invalid);
  }
}
