import { sql } from 'kysely';
import type { Db } from '../db/database';
import { sameHash } from '../security/tokens';

/*
 * All SQL of otp_codes: a phone's codes per purpose, only their hashes stored. The rules (limits,
 * the hash, the messages) live in otp.ts. Functions take `db` (or a transaction) first.
 */

/** Retires the live codes of (phone, purpose) and stores the new one, in one transaction. */
export function replaceOtp(
  db: Db,
  code: { phone: string; purpose: string; codeHash: string; ttlSeconds: number },
): Promise<void> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('otp_codes')
      .set({ consumed_at: sql`app_now()` })
      .where('phone', '=', code.phone)
      .where('purpose', '=', code.purpose)
      .where('consumed_at', 'is', null)
      .execute();
    await trx
      .insertInto('otp_codes')
      .values({
        phone: code.phone,
        purpose: code.purpose,
        code_hash: code.codeHash,
        // Measured by the database's clock, the one that checks it (`expires_at <= app_now()` below).
        expires_at: sql<Date>`app_now() + make_interval(secs => ${code.ttlSeconds})`,
      })
      .execute();
  });
}

export type OtpSpendOutcome = 'ok' | 'missing' | 'expired' | 'exhausted' | 'wrong';

/**
 * One transaction over the latest live code of (phone, purpose), locked: a wrong `codeHash` (null:
 * not even digits) counts an attempt and answers 'wrong'; the right one consumes the code and runs
 * `onVerified` in the same transaction. Past `maxAttempts` the code is dead even for the right hash.
 */
export async function spendOtp<T>(
  db: Db,
  code: { phone: string; purpose: string; codeHash: string | null; maxAttempts: number },
  onVerified?: (trx: Db) => Promise<T>,
): Promise<{ outcome: OtpSpendOutcome; verified?: T }> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('otp_codes')
      .select(['id', 'code_hash', 'attempts', sql<boolean>`expires_at <= app_now()`.as('expired')])
      .where('phone', '=', code.phone)
      .where('purpose', '=', code.purpose)
      .where('consumed_at', 'is', null)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return { outcome: 'missing' };
    if (row.expired) return { outcome: 'expired' };
    if (row.attempts >= code.maxAttempts) return { outcome: 'exhausted' };
    if (code.codeHash === null || !sameHash(row.code_hash, code.codeHash)) {
      await trx
        .updateTable('otp_codes')
        .set({ attempts: row.attempts + 1 })
        .where('id', '=', row.id)
        .execute();
      return { outcome: 'wrong' };
    }
    await trx
      .updateTable('otp_codes')
      .set({ consumed_at: sql`app_now()` })
      .where('id', '=', row.id)
      .execute();
    return { outcome: 'ok', verified: onVerified ? await onVerified(trx) : undefined };
  });
}
