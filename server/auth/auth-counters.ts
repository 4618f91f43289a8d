import type { Db } from '../db/database';
import { AppError } from '../http/envelope';
import { ERROR_CODES, type ErrorCode } from '../http/error-codes';
import { LOGIN_FAILURE_WINDOW_SECONDS, LOGIN_FAILURES_PER_PHONE } from './auth-limits';
import { type CounterKind, type CounterState, hitCounter, peekCounter } from './counters.repository';

export type { CounterState };

/** Counts one attempt and refuses it with 429 once the window holds more than `max`. */
export async function limitPerPhone(
  db: Db,
  phone: string,
  kind: CounterKind,
  max: number,
  windowSeconds: number,
  message: (state: CounterState) => string,
  errorCode: ErrorCode = ERROR_CODES.RATE_LIMITED,
): Promise<void> {
  const state = await hitCounter(db, phone, kind, windowSeconds);
  if (state.count > max) {
    throw new AppError(429, errorCode, message(state), { retryAfterSeconds: state.retryAfterSeconds });
  }
}

/**
 * The password-login lock counts FAILURES only: a correct password never touches the counter, so
 * any number of concurrent correct logins pass, and a success does not wipe anyone's failures
 * (the window rolls on: "4 wrong + 1 right", repeated, still locks). Concurrent wrong guesses that
 * all started before the lock each get a check; the per-IP ceiling (IP_LIMITS.login) bounds those.
 */
export function assertPasswordLoginOpen(failures: CounterState): void {
  if (failures.count >= LOGIN_FAILURES_PER_PHONE) {
    throw new AppError(429, ERROR_CODES.RATE_LIMITED, passwordLoginLockedMessage(failures), {
      retryAfterSeconds: failures.retryAfterSeconds,
    });
  }
}

/** The failures of a phone's password logins in the current window. */
export function loginFailures(db: Db, phone: string): Promise<CounterState> {
  return peekCounter(db, phone, 'login_failure', LOGIN_FAILURE_WINDOW_SECONDS);
}

/** Records one wrong password for the phone (after the check, so only failures count). */
export async function recordLoginFailure(db: Db, phone: string): Promise<void> {
  await hitCounter(db, phone, 'login_failure', LOGIN_FAILURE_WINDOW_SECONDS);
}

/**
 * The password-login lock: says for how long, and that the OTP way (Quên mật khẩu?, just below the
 * form) still works, so a pupil whose phone someone else locked is not stuck.
 */
export function passwordLoginLockedMessage(state: CounterState): string {
  return `Đăng nhập bằng mật khẩu tạm khoá ${Math.ceil(state.retryAfterSeconds / 60)} phút vì nhập sai quá nhiều lần. Bạn vẫn có thể chọn "Quên mật khẩu?" để nhận mã OTP và đặt lại mật khẩu.`;
}

/** 'Bạn đã thử quá nhiều lần. Vui lòng thử lại sau N phút' with N rounded up. */
export function tooManyTriesMessage(state: CounterState): string {
  return `Bạn đã thử quá nhiều lần. Vui lòng thử lại sau ${Math.ceil(state.retryAfterSeconds / 60)} phút`;
}
