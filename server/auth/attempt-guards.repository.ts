import { sql } from 'kysely';
import type { Db } from '../db/database';

/*
 * All SQL of attempt_guards (migration 0100): failure counters that hand out a slot before the
 * guarded check. The rules (which keys, how many, the waiting) live in attempt-guard.ts.
 */

/** One counter and its rule: at most `maxFailures` failures per fixed window of `windowSeconds`. */
export interface GuardRule {
  key: string;
  maxFailures: number;
  windowSeconds: number;
}

/** A check that has not settled within this long belonged to a process that died: its slot is free again. */
const PENDING_TTL_SECONDS = 30;

/** SQL over the `g` alias: true while the row's failure window lasts. */
const windowLive = sql<boolean>`g.window_start > app_now() - make_interval(secs => g.window_seconds)`;
/** SQL over the `g` alias: the failures of the live window (0 once it has passed). */
const liveFailures = sql<number>`(case when ${windowLive} then g.failures else 0 end)`;
/** SQL over the `g` alias: the checks under way that have not timed out. */
const livePending = sql<number>`(case when g.pending_at > app_now() - make_interval(secs => ${PENDING_TTL_SECONDS}) then g.pending else 0 end)`;

/**
 * Takes one slot on every rule's counter in ONE statement, or on none: a slot is free while the
 * window's failures plus the checks under way stay under the rule's maximum. The rows are locked in
 * key order (no deadlock between two multi-key callers). Returns the keys that got a slot: all of
 * them, or fewer when some counter is full, in which case the caller must give those back (it runs
 * this inside a transaction and rolls back).
 */
export async function takeSlots(db: Db, rules: readonly GuardRule[]): Promise<string[]> {
  const rows = sql.join(
    [...rules]
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
      .map((rule) => sql`(${rule.key}, ${rule.maxFailures}::integer, ${rule.windowSeconds}::integer)`),
  );
  // In the update, `g` is the row before it and `excluded` the rule as the caller states it now.
  const result = await sql<{ key: string }>`
    insert into attempt_guards as g (key, window_start, window_seconds, max_failures, failures, pending, pending_at)
    select r.key, app_now(), r.window_seconds, r.max_failures, 0, 1, app_now()
    from (values ${rows}) as r (key, max_failures, window_seconds)
    on conflict (key) do update set
      window_start = case when ${windowLive} then g.window_start else app_now() end,
      failures = ${liveFailures},
      pending = ${livePending} + 1,
      pending_at = app_now(),
      window_seconds = excluded.window_seconds,
      max_failures = excluded.max_failures
    where ${liveFailures} + ${livePending} < excluded.max_failures
    returning g.key
  `.execute(db);
  return result.rows.map((row) => row.key);
}

/** Gives the slots back; `failed` counts one failure on each counter (a new window when it had passed). */
export async function settleSlots(db: Db, keys: readonly string[], failed: boolean): Promise<void> {
  await sql`
    update attempt_guards as g set
      pending = greatest(g.pending - 1, 0),
      failures = case when ${failed} then ${liveFailures} + 1 else g.failures end,
      window_start = case when ${failed} and not ${windowLive} then app_now() else g.window_start end
    where g.key in (${sql.join(keys)})
  `.execute(db);
}

export interface GuardState {
  key: string;
  failures: number;
  pending: number;
  maxFailures: number;
  /** Seconds until the failure window restarts (at least 1). */
  retryAfterSeconds: number;
}

/** The live failures and checks under way of the given counters (those that exist). */
export async function readGuards(db: Db, keys: readonly string[]): Promise<GuardState[]> {
  const result = await sql<{
    key: string;
    failures: number;
    pending: number;
    max_failures: number;
    retry_after: number;
  }>`
    select g.key, ${liveFailures} as failures, ${livePending} as pending, g.max_failures,
      greatest(1, ceil(extract(epoch from (g.window_start + make_interval(secs => g.window_seconds) - app_now()))))::integer as retry_after
    from attempt_guards g
    where g.key in (${sql.join(keys)})
  `.execute(db);
  return result.rows.map((row) => ({
    key: row.key,
    failures: row.failures,
    pending: row.pending,
    maxFailures: row.max_failures,
    retryAfterSeconds: row.retry_after,
  }));
}

/** Forgets a counter's failures (a password reset by OTP proves the phone); checks under way keep their slots. */
export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.updateTable('attempt_guards').set({ failures: 0 }).where('key', '=', key).execute();
}
