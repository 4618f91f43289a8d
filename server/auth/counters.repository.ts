import { sql } from 'kysely';
import type { Db } from '../db/database';

/*
 * All SQL of the auth counters: auth_counters (per-phone fixed windows: OTP sends and cool-down,
 * check-exist) and unknown_phone_probes (the per-address enumeration budget, probe-budget.ts). The
 * limits and their messages live in auth-counters.ts and probe-budget.ts; password failures are
 * attempt guards (attempt-guard.ts).
 */

export type CounterKind = 'otp_send' | 'otp_cooldown' | 'check_exist';

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
  // In the update, `c` is the row before it; in `returning`, the row after it.
  const live = windowLive(windowSeconds);
  const row = await sql<{ count: number; retry_after: number }>`
    insert into auth_counters as c (phone, kind, window_start, count)
    values (${phone}, ${kind}, app_now(), 1)
    on conflict (phone, kind) do update set
      count = case when ${live} then c.count + 1 else 1 end,
      window_start = case when ${live} then c.window_start else app_now() end
    returning c.count, ${retryAfter(windowSeconds)} as retry_after
  `.execute(db);
  const first = row.rows[0];
  if (!first) throw new Error('auth_counters upsert returned no row');
  return { count: first.count, retryAfterSeconds: first.retry_after };
}

/** SQL over the `c` alias of auth_counters: true while its window lasts (null without a row). */
function windowLive(windowSeconds: number) {
  return sql<boolean>`c.window_start > app_now() - make_interval(secs => ${windowSeconds})`;
}

/** SQL over the `c` alias of auth_counters: seconds until its window restarts (at least 1). */
function retryAfter(windowSeconds: number) {
  return sql<number>`greatest(1, ceil(extract(epoch from (coalesce(c.window_start, app_now()) + make_interval(secs => ${windowSeconds}) - app_now()))))::integer`;
}

/** Records that `ip` asked about the unregistered `phone` (once per pair; a repeat refreshes it). */
export async function recordUnknownPhoneProbe(db: Db, ip: string, phone: string): Promise<void> {
  await db
    .insertInto('unknown_phone_probes')
    .values({ ip, phone })
    .onConflict((oc) => oc.columns(['ip', 'phone']).doUpdateSet({ seen_at: sql`app_now()` }))
    .execute();
}

export interface ProbeActivity {
  /** Distinct unregistered phones the address asked about within the window. */
  phones: number;
  /** Seconds since its latest such question (null without any). */
  secondsSinceLast: number | null;
}

/** What `ip` asked about unregistered phones within the window; older probes are dropped first. */
export async function probeActivity(db: Db, ip: string, windowMinutes: number): Promise<ProbeActivity> {
  await db
    .deleteFrom('unknown_phone_probes')
    .where('ip', '=', ip)
    .where('seen_at', '<=', sql<Date>`app_now() - make_interval(mins => ${windowMinutes})`)
    .execute();
  const row = await db
    .selectFrom('unknown_phone_probes')
    .select((eb) => [
      eb.fn.countAll<string>().as('n'),
      sql<number | null>`extract(epoch from (app_now() - max(seen_at)))::float8`.as('since_last'),
    ])
    .where('ip', '=', ip)
    .executeTakeFirstOrThrow();
  return { phones: Number(row.n), secondsSinceLast: row.since_last === null ? null : Number(row.since_last) };
}

/** A phone that just got an account is no longer an unknown phone anybody probed. */
export async function forgetProbesOf(db: Db, phone: string): Promise<void> {
  await db.deleteFrom('unknown_phone_probes').where('phone', '=', phone).execute();
}
