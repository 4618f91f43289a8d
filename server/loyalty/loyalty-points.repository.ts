/**
 * The hooks other areas call to pay (grant) and charge (spend) points: loyalty.grants.ts
 * grantPoints and spendPoints.
 */
import type { Db } from '../db/database';
import type { LedgerCurrency, LedgerReason } from './loyalty.tables';
import { balanceOf, lockProfile } from './loyalty-rows';

export interface GrantResult {
  /** False when this key had already paid (a retry): nothing changed. */
  granted: boolean;
  ledgerEntryId: number;
  balance: number;
}

export interface LedgerGrant {
  profileId: number;
  currency: LedgerCurrency;
  amount: number;
  reason: LedgerReason;
  /** Trimmed, 1..200 characters; unique per profile. */
  idempotencyKey: string;
  /** At most 200 characters. */
  note: string;
}

/**
 * One grant inside the caller's transaction: locks the profile row, answers the earlier entry of
 * this key (and the current balance) when it already paid, else inserts the ledger entry (the
 * trigger of 0050 moves the balance). Throws RangeError for an unknown profile.
 */
export async function grantInTransaction(trx: Db, grant: LedgerGrant): Promise<GrantResult> {
  if (!(await lockProfile(trx, grant.profileId)))
    throw new RangeError(`grantPoints: profile ${grant.profileId} does not exist`);
  const earlier = await trx
    .selectFrom('loyalty_ledger')
    .select(['id', 'balance_after', 'currency'])
    .where('profile_id', '=', grant.profileId)
    .where('idempotency_key', '=', grant.idempotencyKey)
    .executeTakeFirst();
  if (earlier) {
    const current = await trx
      .selectFrom('profiles')
      .select(['loyalty_coin', 'loyalty_diamond'])
      .where('id', '=', grant.profileId)
      .executeTakeFirstOrThrow();
    const balance = earlier.currency === 'coin' ? current.loyalty_coin : current.loyalty_diamond;
    return { granted: false, ledgerEntryId: earlier.id, balance };
  }
  const entry = await trx
    .insertInto('loyalty_ledger')
    .values({
      profile_id: grant.profileId,
      currency: grant.currency,
      amount: grant.amount,
      reason: grant.reason,
      note: grant.note,
      idempotency_key: grant.idempotencyKey,
    })
    .returning(['id', 'balance_after'])
    .executeTakeFirstOrThrow();
  return { granted: true, ledgerEntryId: entry.id, balance: entry.balance_after };
}

export type SpendResult =
  | { status: 'spent' | 'already_spent'; ledgerEntryId: number; balance: number }
  | { status: 'insufficient'; balance: number };

/**
 * One charge inside the caller's transaction, the mirror of grantInTransaction: locks the profile row,
 * answers the earlier entry of this key when it already charged (a retry), refuses (nothing written)
 * when the balance is short, else inserts the negative entry. Throws RangeError for an unknown profile.
 */
export async function spendInTransaction(trx: Db, spend: LedgerGrant): Promise<SpendResult> {
  const profile = await lockProfile(trx, spend.profileId);
  if (!profile) throw new RangeError(`spendPoints: profile ${spend.profileId} does not exist`);
  const balance = balanceOf(profile, spend.currency);
  const earlier = await trx
    .selectFrom('loyalty_ledger')
    .select('id')
    .where('profile_id', '=', spend.profileId)
    .where('idempotency_key', '=', spend.idempotencyKey)
    .executeTakeFirst();
  if (earlier) return { status: 'already_spent', ledgerEntryId: earlier.id, balance };
  if (balance < spend.amount) return { status: 'insufficient', balance };
  const entry = await trx
    .insertInto('loyalty_ledger')
    .values({
      profile_id: spend.profileId,
      currency: spend.currency,
      amount: -spend.amount,
      reason: spend.reason,
      note: spend.note,
      idempotency_key: spend.idempotencyKey,
    })
    .returning(['id', 'balance_after'])
    .executeTakeFirstOrThrow();
  return { status: 'spent', ledgerEntryId: entry.id, balance: entry.balance_after };
}
