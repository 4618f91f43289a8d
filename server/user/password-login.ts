import { randomBytes } from 'node:crypto';
import { type GuardRule, guardedAttempt, type Lockout } from '../auth/attempt-guard';
import { clearFailures } from '../auth/attempt-guards.repository';
import { LOGIN_FAILURE_WINDOW_SECONDS, LOGIN_FAILURES_PER_PHONE } from '../auth/auth-limits';
import { probeUnknownPhone } from '../auth/probe-budget';
import type { Db } from '../db/database';
import { AppError } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import { passwordHasher, verifyPassword } from '../security/password';
import { USER_MESSAGES } from './user-rules';

/** The password-failure counter of a phone, shared by the main and the contest login. */
export function loginGuard(phone09: string): GuardRule {
  return {
    key: `login:${phone09}`,
    maxFailures: LOGIN_FAILURES_PER_PHONE,
    windowSeconds: LOGIN_FAILURE_WINDOW_SECONDS,
  };
}

/** A password reset through the OTP proves the phone: its failures are forgotten. */
export function forgetLoginFailures(db: Db, phone09: string): Promise<void> {
  return clearFailures(db, loginGuard(phone09).key);
}

/**
 * The password-login lock: says for how long, and that the OTP way (Quên mật khẩu?, just below the
 * form) still works, so a pupil whose phone someone else locked is not stuck.
 */
export function passwordLoginLockedMessage(lockout: Pick<Lockout, 'retryAfterSeconds'>): string {
  return `Đăng nhập bằng mật khẩu tạm khoá ${Math.ceil(lockout.retryAfterSeconds / 60)} phút vì nhập sai quá nhiều lần. Bạn vẫn có thể chọn "Quên mật khẩu?" để nhận mã OTP và đặt lại mật khẩu.`;
}

function locked(lockout: Lockout): AppError {
  return new AppError(429, ERROR_CODES.RATE_LIMITED, passwordLoginLockedMessage(lockout), {
    retryAfterSeconds: lockout.retryAfterSeconds,
  });
}

/**
 * A hash of a random password at production's cost: what an unregistered phone is checked against,
 * so its answer takes as long as a real account's.
 */
let decoyHash: Promise<string> | undefined;
function decoy(): Promise<string> {
  decoyHash ??= passwordHasher('standard').hash(randomBytes(24).toString('base64url'));
  return decoyHash;
}

/**
 * The password check of both logins. The phone's failure counter hands out a slot before the check
 * (attempt-guard.ts): of N concurrent wrong passwords exactly 5 are checked, the rest are refused
 * with the lock message, whatever the address; correct logins are never counted.
 *
 * An unregistered phone answers 404 'Số điện thoại chưa được đăng ký' while the address is within
 * its enumeration budget (probe-budget.ts). Past it, it is answered exactly like a wrong password:
 * guarded, checked against a decoy hash (same time), counted, locked after 5 — so a harvester that
 * spent its budget cannot tell registered phones from the others by logging in.
 */
export async function signInWithPassword<Account extends { passwordHash: string | null }>(
  db: Db,
  request: { ip: string; phone09: string; password: string },
  account: Account | undefined,
): Promise<Account> {
  if (!account && (await probeUnknownPhone(db, request.ip, request.phone09))) {
    throw new AppError(404, ERROR_CODES.PHONE_NOT_REGISTERED, USER_MESSAGES.phoneUnknown);
  }
  const passed = await guardedAttempt(db, [loginGuard(request.phone09)], locked, async () => {
    const hash = account ? account.passwordHash : await decoy();
    const ok = (await verifyPassword(hash, request.password)) && account !== undefined;
    return { failed: !ok, result: ok };
  });
  if (!passed || !account)
    throw new AppError(401, ERROR_CODES.INVALID_CREDENTIALS, USER_MESSAGES.wrongCredentials);
  return account;
}
