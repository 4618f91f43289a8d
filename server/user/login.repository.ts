import { sql } from 'kysely';
import { forgetProbesOf } from '../auth/counters.repository';
import {
  type IssuedSession,
  issueSession,
  redeemLoginToken,
  revokeAllForUser,
} from '../auth/tokens.repository';
import type { Db } from '../db/database';
import { AppError } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import { forgetLoginFailures } from './password-login';
import { defaultProfileId, insertAccount, type NewAccount, setPassword } from './user-accounts.repository';
import { USER_MESSAGES } from './user-rules';

/** What a password login needs to decide, read in one round trip. */
export interface LoginCandidate {
  userId: number;
  passwordHash: string | null;
  /** The profile the new session is bound to: the default one, else the oldest. */
  profileId: number | null;
}

/** The account of a phone with its default profile, in one statement. */
export async function findLoginCandidate(db: Db, phone09: string): Promise<LoginCandidate | undefined> {
  const { rows } = await sql<{ id: number; password_hash: string | null; profile_id: number | null }>`
    select u.id, u.password_hash,
      (select p.id from profiles p where p.user_id = u.id order by p.is_default desc, p.id limit 1) as profile_id
    from users u
    where u.phone = ${phone09}
  `.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  return { userId: row.id, passwordHash: row.password_hash, profileId: row.profile_id };
}

/**
 * A password set through the OTP (or its infoNewPass token), in one transaction: the new hash,
 * every token of the account revoked, the phone's login failures forgotten.
 */
export function resetPassword(db: Db, userId: number, phone09: string, passwordHash: string): Promise<void> {
  return db.transaction().execute(async (trx) => {
    await setPassword(trx, userId, passwordHash);
    await revokeAllForUser(trx, userId);
    await forgetLoginFailures(trx, phone09);
  });
}

/**
 * A sign-up's account, default profile and first session, written inside `trx`: the transaction that
 * spends the phone's proof (the OTP, or register-verify-otp's token), so a sign-up that fails here
 * leaves its proof unspent. 409 when the phone was taken meanwhile (the unique phone makes the insert
 * do nothing): the throw rolls the spending back too. The phone leaves the probe budget.
 */
export async function writeAccountWithSession(
  trx: Db,
  account: NewAccount,
): Promise<{ userId: number; profileId: number; session: IssuedSession }> {
  const created = await insertAccount(trx, account);
  if (!created) throw new AppError(409, ERROR_CODES.PHONE_ALREADY_REGISTERED, USER_MESSAGES.phoneTaken);
  await forgetProbesOf(trx, account.phone);
  return { ...created, session: await issueSession(trx, created.userId, created.profileId) };
}

/**
 * Spends a one-time login token and opens the session it stands for (bound to the token's profile,
 * else the default one), in one transaction. Null for an unknown, used or expired token: of two
 * concurrent exchanges of one token, exactly one gets a session.
 */
export function exchangeLoginToken(
  db: Db,
  token: string,
): Promise<{ userId: number; session: IssuedSession } | null> {
  return db.transaction().execute(async (trx) => {
    const redeemed = await redeemLoginToken(trx, token);
    if (!redeemed) return null;
    const profileId = redeemed.profileId ?? (await defaultProfileId(trx, redeemed.userId));
    return { userId: redeemed.userId, session: await issueSession(trx, redeemed.userId, profileId) };
  });
}
