import { sql } from 'kysely';
import type { Db } from '../db/database';
import { generateToken, hashToken } from '../security/tokens';
import { LOGIN_TOKEN_TTL_SECONDS } from './auth-limits';

/** A one-time login token (ADR 0003): only its hash is stored; it dies after one use or 2 minutes. */
export async function issueLoginToken(
  db: Db,
  userId: number,
  profileId: number | null,
  sessionId: string | null,
): Promise<{ token: string; expiresAt: Date }> {
  const token = generateToken();
  const expiresAt = new Date(Date.now() + LOGIN_TOKEN_TTL_SECONDS * 1000);
  await db
    .insertInto('login_tokens')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      profile_id: profileId,
      session_id: sessionId,
      expires_at: expiresAt,
    })
    .execute();
  return { token, expiresAt };
}

/**
 * Marks the token used and returns its owner in ONE statement: of two concurrent exchanges of the
 * same token, exactly one gets a row back.
 */
export async function redeemLoginToken(
  db: Db,
  token: string,
): Promise<{ userId: number; profileId: number | null } | null> {
  const row = await db
    .updateTable('login_tokens')
    .set({ used_at: sql`now()` })
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['user_id', 'profile_id'])
    .executeTakeFirst();
  return row ? { userId: row.user_id, profileId: row.profile_id } : null;
}
