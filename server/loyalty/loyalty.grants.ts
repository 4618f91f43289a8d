import type { Db } from '../db/database';
import { CLASS_ATTENDANCE_TROPHIES } from './loyalty.rules';
import type { LedgerCurrency, LedgerReason } from './loyalty.tables';
import {
  type GrantResult,
  grantInTransaction,
  type LedgerGrant,
  type SpendResult,
  spendInTransaction,
} from './loyalty-points.repository';

/** Reasons another area may pay for (redeem and refund belong to the shop itself). */
export type GrantReason = Extract<
  LedgerReason,
  'class_attended' | 'practice_done' | 'speak_done' | 'contest_medal' | 'admin_grant'
>;

export interface GrantInput {
  profileId: number;
  currency: LedgerCurrency;
  /** Positive whole number of trophies or diamonds. */
  amount: number;
  reason: GrantReason;
  /**
   * Names the event that earns the points, e.g. `attendance:<sessionId>`, `practice:<attemptId>`,
   * `contest:<roundId>:medal`. Unique per profile: the same key never pays twice.
   */
  idempotencyKey: string;
  /** Shown in the history beside the reason (≤ 200 characters). */
  note?: string;
}

export type { GrantResult, SpendResult };

const MAX_GRANT = 100_000;

/** What another area may charge for (the shop's redeem has its own path). */
export type SpendReason = Extract<LedgerReason, 'streak_repair'>;

export interface SpendInput extends Omit<GrantInput, 'reason'> {
  reason: SpendReason;
}

/** A grant's or a spend's ledger row from the caller's input, refused (RangeError, a caller's bug) when out of bounds. */
function ledgerEntry(caller: 'grantPoints' | 'spendPoints', input: GrantInput | SpendInput): LedgerGrant {
  if (!Number.isInteger(input.amount) || input.amount < 1 || input.amount > MAX_GRANT)
    throw new RangeError(`${caller}: amount must be a whole number in 1..${MAX_GRANT}, got ${input.amount}`);
  const key = input.idempotencyKey.trim();
  if (key.length < 1 || key.length > 200)
    throw new RangeError(`${caller}: idempotencyKey must have 1..200 characters`);
  return {
    profileId: input.profileId,
    currency: input.currency,
    amount: input.amount,
    reason: input.reason,
    idempotencyKey: key,
    note: (input.note ?? '').slice(0, 200),
  };
}

/**
 * The hook other areas call to pay trophies or diamonds (ADR 0007). Idempotent per profile and key;
 * safe inside the caller's transaction (pass its `trx`: the grant commits or rolls back with the
 * caller's own writes) and on its own (`db`: one transaction of its own). It locks the profile row,
 * so concurrent grants, redeems and refunds of one profile are serialised.
 */
export async function grantPoints(db: Db, input: GrantInput): Promise<GrantResult> {
  const grant = ledgerEntry('grantPoints', input);
  const run = (trx: Db): Promise<GrantResult> => grantInTransaction(trx, grant);
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}

/**
 * The hook other areas call to charge trophies or diamonds (issue 33: repairing a streak), the mirror
 * of grantPoints: idempotent per profile and key (a retry answers 'already_spent' and charges
 * nothing), 'insufficient' when the balance is short (nothing written), safe inside the caller's
 * transaction. `amount` is the positive number taken away.
 */
export async function spendPoints(db: Db, input: SpendInput): Promise<SpendResult> {
  const spend = ledgerEntry('spendPoints', input);
  const run = (trx: Db): Promise<SpendResult> => spendInTransaction(trx, spend);
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}

/** Attending a class pays trophies once per session and profile (called on every join: retries are free). */
export function grantAttendanceTrophies(db: Db, profileId: number, sessionId: number, title: string) {
  return grantPoints(db, {
    profileId,
    currency: 'coin',
    amount: CLASS_ATTENDANCE_TROPHIES,
    reason: 'class_attended',
    idempotencyKey: `attendance:${sessionId}`,
    note: title,
  });
}
