import { sql } from 'kysely';
import type { Db } from '../db/database';
import { setPassword } from '../user/user.repository';
import { LOGIN_FAILURE_WINDOW_SECONDS } from './auth-limits';
import { type CounterState, liveCount, resetCounter, retryAfter } from './counters.repository';
import { revokeAllForUser } from './tokens.repository';

/** What a password login needs to decide, read in one round trip. */
export interface LoginCandidate {
  userId: number;
  passwordHash: string | null;
  /** The profile the new session is bound to: the default one, else the oldest. */
  profileId: number | null;
  failures: CounterState;
}

/**
 * The account of a phone with its password-failure counter and default profile, in one statement:
 * login used to spend four round trips on these before even checking the password.
 */
export async function findLoginCandidate(db: Db, phone09: string): Promise<LoginCandidate | undefined> {
  const { rows } = await sql<{
    id: number;
    password_hash: string | null;
    profile_id: number | null;
    failures: number;
    retry_after: number;
  }>`
    select u.id, u.password_hash,
      (select p.id from profiles p where p.user_id = u.id order by p.is_default desc, p.id limit 1) as profile_id,
      ${liveCount(LOGIN_FAILURE_WINDOW_SECONDS)} as failures,
      ${retryAfter(LOGIN_FAILURE_WINDOW_SECONDS)} as retry_after
    from users u
    left join auth_counters c on c.phone = u.phone and c.kind = 'login_failure'
    where u.phone = ${phone09}
  `.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  return {
    userId: row.id,
    passwordHash: row.password_hash,
    profileId: row.profile_id,
    failures: { count: row.failures, retryAfterSeconds: row.retry_after },
  };
}

/**
 * A password set through the OTP (or its infoNewPass token), in one transaction: the new hash,
 * every token of the account revoked, the phone's login failures forgotten.
 */
export function resetPassword(db: Db, userId: number, phone09: string, passwordHash: string): Promise<void> {
  return db.transaction().execute(async (trx) => {
    await setPassword(trx, userId, passwordHash);
    await revokeAllForUser(trx, userId);
    await resetCounter(trx, phone09, 'login_failure');
  });
}
