import { sql } from 'kysely';
import type { Db } from '../db/database';
import { AppError } from '../http/envelope';
import { ERROR_CODES, type ErrorCode } from '../http/error-codes';

export type CounterKind = 'login_failure' | 'otp_send' | 'otp_cooldown' | 'check_exist';

export interface CounterState {
  count: number;
  /** Seconds until the window restarts (at least 1). */
  retryAfterSeconds: number;
}

/**
 * Adds one to the (phone, kind) counter of the current fixed window, atomically, and returns the
 * new count. Counting BEFORE the guarded work makes concurrent attempts see each other: ten
 * parallel guesses cannot all pass a check that only one of them should pass.
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

/** Forgets the counter (a successful login clears its failures). */
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

/** 'Bạn đã thử quá nhiều lần. Vui lòng thử lại sau N phút' with N rounded up. */
export function tooManyTriesMessage(state: CounterState): string {
  return `Bạn đã thử quá nhiều lần. Vui lòng thử lại sau ${Math.ceil(state.retryAfterSeconds / 60)} phút`;
}
