import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { grantPoints } from '../loyalty/loyalty.grants';

/*
 * The seam between AI Practice and the loyalty ledger (ADR 0008): a finished session's diamonds go
 * through the ledger's idempotent `grantPoints` (server/loyalty/loyalty.grants.ts, reason
 * 'practice_done'). Practice never writes balances itself.
 */

/** The ledger's idempotent grant, as server/loyalty/loyalty.grants.ts exports it. */
export type GrantPoints = (
  trx: Transaction<Database>,
  grant: {
    profileId: number;
    currency: 'coin' | 'diamond';
    amount: number;
    reason: 'practice_done';
    idempotencyKey: string;
    note?: string;
  },
) => Promise<unknown>;

/** 1 diamond per right answer of a session whose every item was answered. */
export const PRACTICE_SESSION_DIAMONDS_PER_CORRECT = 1;

/** One grant per session, whatever the retries: the ledger dedupes on this key. */
export function practiceRewardKey(sessionId: number): string {
  return `practice-session:${sessionId}`;
}

export interface PracticeRewards {
  /** Grants inside the caller's transaction; false when no grant function is given (nothing granted). */
  grantDiamonds(
    trx: Transaction<Database>,
    grant: { profileId: number; amount: number; idempotencyKey: string },
  ): Promise<boolean>;
}

export function ledgerRewards(grant: GrantPoints | null): PracticeRewards {
  return {
    async grantDiamonds(trx, { profileId, amount, idempotencyKey }) {
      if (!grant) return false;
      await grant(trx, {
        profileId,
        currency: 'diamond',
        amount,
        reason: 'practice_done',
        note: 'Hoàn thành lượt luyện tập AI Practice',
        idempotencyKey,
      });
      return true;
    },
  };
}

/** What the practice routes use. */
export const practiceRewards: PracticeRewards = ledgerRewards(grantPoints);
