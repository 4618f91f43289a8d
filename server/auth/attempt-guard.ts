import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../db/database';
import { AppError } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import { MESSAGES } from '../http/error-handler';
import {
  type GuardRule,
  type GuardState,
  readGuards,
  settleSlots,
  takeSlots,
} from './attempt-guards.repository';

export type { GuardRule };

/** A counter at its maximum: the caller says what is locked and for how long. */
export interface Lockout {
  key: string;
  retryAfterSeconds: number;
}

/**
 * How long a request waits for the checks under way on its counters (other requests' guesses, a
 * parent's double click) to settle before it is answered 429. A password check takes well under a
 * second, so a slot frees long before this.
 */
const WAIT_FOR_SLOT_MS = 3_000;
const FIRST_POLL_MS = 10;
const LAST_POLL_MS = 200;

/** The counter among `states` that is full of failures (not merely of checks under way), if any. */
function lockoutOf(states: readonly GuardState[]): Lockout | null {
  const full = states.find((state) => state.failures >= state.maxFailures);
  return full ? { key: full.key, retryAfterSeconds: full.retryAfterSeconds } : null;
}

/** One slot on every counter, or none: taken in one statement inside a transaction that undoes a partial take. */
async function tryTakeSlots(db: Db, rules: readonly GuardRule[]): Promise<boolean> {
  if (rules.length === 1) return (await takeSlots(db, rules)).length === 1;
  try {
    await db.transaction().execute(async (trx) => {
      if ((await takeSlots(trx, rules)).length !== rules.length) throw new SlotsTaken();
    });
    return true;
  } catch (error) {
    if (error instanceof SlotsTaken) return false;
    throw error;
  }
}

class SlotsTaken extends Error {}

/**
 * Takes a slot on every counter; when one is full of failures, refuses with `refuse`; when they are
 * only full of checks under way, waits for those to settle (polling, with backoff).
 */
async function waitForSlots(
  db: Db,
  rules: readonly GuardRule[],
  refuse: (lockout: Lockout) => AppError,
): Promise<void> {
  const keys = rules.map((rule) => rule.key);
  const deadline = performance.now() + WAIT_FOR_SLOT_MS;
  for (let delay = FIRST_POLL_MS; ; delay = Math.min(delay * 2, LAST_POLL_MS)) {
    if (await tryTakeSlots(db, rules)) return;
    const lockout = lockoutOf(await readGuards(db, keys));
    if (lockout) throw refuse(lockout);
    if (performance.now() >= deadline)
      throw new AppError(429, ERROR_CODES.RATE_LIMITED, MESSAGES.rateLimited);
    // Jitter, so the waiters of one burst do not all come back in the same millisecond.
    await sleep(delay / 2 + Math.random() * delay);
  }
}

/**
 * Runs `check` (a password or a code compared) holding one slot on each counter it is guarded by.
 * The slot is taken BEFORE the check, atomically, and only while the counter's failures plus the
 * checks under way stay under its maximum: of N concurrent wrong guesses exactly `maxFailures` are
 * checked, the others wait for them and are then refused with `refuse`. A request that finds only
 * checks under way (ten parallel correct logins) waits for a slot instead of being refused. `check`
 * answers whether the attempt failed (counted on every counter) and what to return; a throw gives the
 * slots back uncounted.
 */
export async function guardedAttempt<T>(
  db: Db,
  rules: readonly GuardRule[],
  refuse: (lockout: Lockout) => AppError,
  check: () => Promise<{ failed: boolean; result: T }>,
): Promise<T> {
  await waitForSlots(db, rules, refuse);
  let failed = false;
  try {
    const outcome = await check();
    failed = outcome.failed;
    return outcome.result;
  } finally {
    await settleSlots(
      db,
      rules.map((rule) => rule.key),
      failed,
    );
  }
}
