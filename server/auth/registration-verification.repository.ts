import { sql } from 'kysely';
import type { Db } from '../db/database';
import { generateToken, hashToken } from '../security/tokens';
import { REGISTRATION_VERIFICATION_TTL_SECONDS } from './auth-limits';

/**
 * Proofs that a phone passed the registration OTP step (ADR 0002, issue 16): register-verify-otp
 * spends the code and issues one; register-confirm-v2 redeems it with the account details. Only the
 * hash is stored; a proof is bound to its phone, lives 15 minutes and is spent by one sign-up.
 */
export async function issueRegistrationVerification(
  db: Db,
  phone09: string,
): Promise<{ token: string; expiresInSeconds: number }> {
  const token = generateToken();
  await db
    .insertInto('registration_verifications')
    .values({
      phone: phone09,
      token_hash: hashToken(token),
      expires_at: sql<Date>`app_now() + make_interval(secs => ${REGISTRATION_VERIFICATION_TTL_SECONDS})`,
    })
    .execute();
  return { token, expiresInSeconds: REGISTRATION_VERIFICATION_TTL_SECONDS };
}

/**
 * Spends the proof in ONE statement: of two concurrent sign-ups with the same token, exactly one
 * gets `true`. False for an unknown, used or expired token, or one issued for another phone.
 */
export async function redeemRegistrationVerification(
  db: Db,
  phone09: string,
  token: string,
): Promise<boolean> {
  const row = await db
    .updateTable('registration_verifications')
    .set({ used_at: sql`app_now()` })
    .where('token_hash', '=', hashToken(token))
    .where('phone', '=', phone09)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`app_now()`)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Spends the proof and runs `write` in one transaction: null, with nothing written, for an unknown,
 * used or expired proof; when `write` throws, the proof stays unspent for the next try.
 */
export function withRegistrationVerification<T>(
  db: Db,
  phone09: string,
  token: string,
  write: (trx: Db) => Promise<T>,
): Promise<T | null> {
  return db
    .transaction()
    .execute(async (trx) =>
      (await redeemRegistrationVerification(trx, phone09, token)) ? write(trx) : null,
    );
}
