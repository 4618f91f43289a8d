import { sql } from 'kysely';
import type { Db } from '../db/database';
import { AppError } from '../http/envelope';
import { ERROR_CODES, type ErrorCode } from '../http/error-codes';
import { LOGIN_FAILURE_WINDOW_SECONDS, LOGIN_FAILURES_PER_PHONE } from './auth-limits';

export type CounterKind = 'login_failure' | 'otp_send' | 'otp_cooldown' | 'check_exist';

export interface CounterState {
  count: number;
  /** Seconds until the window restarts (at least 1). */
  retryAfterSeconds: number;
}

/**
 * Adds one to the (phone, kind) counter of the current fixed window, atomically, and returns the
 * new count. Counting BEFORE the guarded work (OTP sends, check-exist) makes concurrent attempts
 * see each other: ten parallel requests cannot all pass a check that only one of them should pass.
 */
export async function hitCounter(
  db: Db,
  phone: string,
  kind: CounterKind,
  windowSeconds: number,
): Promise<CounterState> {
  const row = await sql<{ count: number; retry_after: number }>`
    insert into auth_counters as c (phone, kind, window_start, count)
    values (${phone}, ${kind}, now(), 1)
    on conflict (phone, kind) do update set
      count = case when c.window_start <= now() - make_interval(secs => ${windowSeconds}) then 1 else c.count + 1 end,
      window_start = case when c.window_start <= now() - make_interval(secs => ${windowSeconds}) then now() else c.window_start end
    returning count,
      greatest(1, ceil(extract(epoch from (window_start + make_interval(secs => ${windowSeconds}) - now()))))::integer as retry_after
  `.execute(db);
  const first = row.rows[0];
  if (!first) throw new Error('auth_counters upsert returned no row');
  return { count: first.count, retryAfterSeconds: first.retry_after };
}

/** Forgets the counter (a password reset through OTP proves the phone and clears its failures). */
export async function resetCounter(db: Db, phone: string, kind: CounterKind): Promise<void> {
  await db.deleteFrom('auth_counters').where('phone', '=', phone).where('kind', '=', kind).execute();
}

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

/** The live count of a (phone, kind) counter without adding to it: 0 once its window has passed. */
export async function peekCounter(
  db: Db,
  phone: string,
  kind: CounterKind,
  windowSeconds: number,
): Promise<CounterState> {
  const row = await sql<{ count: number; retry_after: number }>`
    select ${liveCount(windowSeconds)} as count, ${retryAfter(windowSeconds)} as retry_after
    from (select 1) one left join auth_counters c on c.phone = ${phone} and c.kind = ${kind}
  `.execute(db);
  const first = row.rows[0];
  return { count: first?.count ?? 0, retryAfterSeconds: first?.retry_after ?? windowSeconds };
}

/** SQL over the `c` alias of auth_counters (possibly null): its count while the window lasts, else 0. */
export function liveCount(windowSeconds: number) {
  return sql<number>`(case when c.window_start > now() - make_interval(secs => ${windowSeconds}) then c.count else 0 end)`;
}

/** SQL over the `c` alias of auth_counters: seconds until its window restarts (at least 1). */
export function retryAfter(windowSeconds: number) {
  return sql<number>`greatest(1, ceil(extract(epoch from (coalesce(c.window_start, now()) + make_interval(secs => ${windowSeconds}) - now()))))::integer`;
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
