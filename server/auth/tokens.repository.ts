import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { generateToken, hashToken } from '../security/tokens';
import type { TokenPurpose } from './auth.tables';
import { ACCESS_TOKEN_TTL_SECONDS, LOGIN_TOKEN_TTL_SECONDS, RESET_TOKEN_TTL_SECONDS } from './auth-limits';

/*
 * All SQL of the auth tokens: access_tokens (access, product and reset tokens of a session) and
 * login_tokens (one-time /login/[token] links, ADR 0003). Only hashes are stored; the raw token is
 * returned once to the client. Functions take `db` (or a transaction) first.
 */

export interface IssuedSession {
  accessToken: string;
  /** The product token (tokenUniclass in the SPA). */
  uniclassToken: string;
  sessionId: string;
}

/** Lifetimes are measured by the database's clock, the one that checks them (`expires_at > app_now()`). */
function expiresIn(seconds: number) {
  return sql<Date>`app_now() + make_interval(secs => ${seconds})`;
}

/** Stores only the hash of a fresh token and returns the raw token (shown to the client once). */
async function insertToken(
  db: Db,
  values: {
    userId: number;
    profileId: number | null;
    purpose: TokenPurpose;
    sessionId: string;
    ttlSeconds: number;
  },
): Promise<string> {
  const token = generateToken();
  await db
    .insertInto('access_tokens')
    .values({
      token_hash: hashToken(token),
      user_id: values.userId,
      profile_id: values.profileId,
      purpose: values.purpose,
      session_id: values.sessionId,
      expires_at: expiresIn(values.ttlSeconds),
    })
    .execute();
  return token;
}

/** A new login session: an access token bound to `profileId` and the product token, in one insert. */
export async function issueSession(db: Db, userId: number, profileId: number | null): Promise<IssuedSession> {
  const sessionId = randomUUID();
  const accessToken = generateToken();
  const uniclassToken = generateToken();
  const common = {
    user_id: userId,
    profile_id: profileId,
    session_id: sessionId,
    expires_at: expiresIn(ACCESS_TOKEN_TTL_SECONDS),
  };
  await db
    .insertInto('access_tokens')
    .values([
      { ...common, token_hash: hashToken(accessToken), purpose: 'access' },
      { ...common, token_hash: hashToken(uniclassToken), purpose: 'product' },
    ])
    .execute();
  return { accessToken, uniclassToken, sessionId };
}

/** switch-profile: a new access token of the same session, bound to another profile. */
export function issueProfileToken(
  db: Db,
  userId: number,
  profileId: number,
  sessionId: string | null,
): Promise<string> {
  return insertToken(db, {
    userId,
    profileId,
    sessionId: sessionId ?? randomUUID(),
    purpose: 'access',
    ttlSeconds: ACCESS_TOKEN_TTL_SECONDS,
  });
}

/** The infoNewPass token: good only for the new-password step, for a few minutes. */
export function issueResetToken(db: Db, userId: number): Promise<string> {
  return insertToken(db, {
    userId,
    profileId: null,
    sessionId: randomUUID(),
    purpose: 'reset',
    ttlSeconds: RESET_TOKEN_TTL_SECONDS,
  });
}

export interface TokenOwner {
  tokenId: number;
  userId: number;
  profileId: number | null;
  sessionId: string | null;
  phone: string;
}

/**
 * The live-token statement runs before every authenticated request. Kysely would build and compile
 * it again each time (a few per cent of a small read's CPU), so it is compiled once per database
 * and list of purposes, and later runs only swap its parameters: [token hash, ...purposes].
 */
const liveTokenStatements = new WeakMap<Db, Map<string, ReturnType<typeof liveTokenQuery>>>();

function liveTokenQuery(db: Db, tokenHash: string, purposes: TokenPurpose[]) {
  return db
    .selectFrom('access_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['t.id', 't.user_id', 't.profile_id', 't.session_id', 'u.phone'])
    .where('t.token_hash', '=', tokenHash)
    .where('t.purpose', 'in', purposes)
    .where('t.revoked_at', 'is', null)
    .where('t.expires_at', '>', sql<Date>`app_now()`)
    .compile();
}

function liveTokenStatement(db: Db, tokenHash: string, purposes: TokenPurpose[]) {
  const parameters = [tokenHash, ...purposes];
  let byPurposes = liveTokenStatements.get(db);
  if (!byPurposes) {
    byPurposes = new Map();
    liveTokenStatements.set(db, byPurposes);
  }
  const key = purposes.join(',');
  const compiled = byPurposes.get(key);
  if (compiled) return { ...compiled, parameters };
  const fresh = liveTokenQuery(db, tokenHash, purposes);
  if (fresh.parameters.length !== parameters.length || fresh.parameters.some((p, i) => p !== parameters[i]))
    throw new Error('the live-token statement no longer takes [token hash, ...purposes]');
  byPurposes.set(key, fresh);
  return fresh;
}

/** The live (not revoked, not expired) token of one of `purposes`, with its account's phone. */
export async function findLiveToken(
  db: Db,
  rawToken: string,
  purposes: TokenPurpose[],
): Promise<TokenOwner | null> {
  const { rows } = await db.executeQuery(liveTokenStatement(db, hashToken(rawToken), purposes));
  const row = rows[0];
  if (!row) return null;
  return {
    tokenId: row.id,
    userId: row.user_id,
    profileId: row.profile_id,
    sessionId: row.session_id,
    phone: row.phone,
  };
}

/** The access tokens still live, to be revoked now: the caller narrows them with `.where(…)`. */
function revokeLiveAccessTokens(db: Db) {
  return db.updateTable('access_tokens').set({ revoked_at: sql`app_now()` }).where('revoked_at', 'is', null);
}

/** The login tokens not used yet, to be spent now: the caller narrows them with `.where(…)`. */
function spendUnusedLoginTokens(db: Db) {
  return db.updateTable('login_tokens').set({ used_at: sql`app_now()` }).where('used_at', 'is', null);
}

/** Logout: the token used, every token of its session and the unused login tokens it issued (one transaction). */
export function revokeSession(db: Db, tokenId: number, sessionId: string | null): Promise<void> {
  return db.transaction().execute(async (trx) => {
    if (!sessionId) {
      await revokeLiveAccessTokens(trx).where('id', '=', tokenId).execute();
      return;
    }
    await revokeLiveAccessTokens(trx)
      .where((eb) => eb.or([eb('id', '=', tokenId), eb('session_id', '=', sessionId)]))
      .execute();
    await spendUnusedLoginTokens(trx).where('session_id', '=', sessionId).execute();
  });
}

/** Password change: every token and unused login token of the account, inside the caller's transaction. */
export async function revokeAllForUser(trx: Db, userId: number): Promise<void> {
  await revokeLiveAccessTokens(trx).where('user_id', '=', userId).execute();
  await spendUnusedLoginTokens(trx).where('user_id', '=', userId).execute();
}

/** A one-time login token (ADR 0003): only its hash is stored; it dies after one use or 2 minutes. */
export async function issueLoginToken(
  db: Db,
  userId: number,
  profileId: number | null,
  sessionId: string | null,
): Promise<{ token: string; expiresAt: Date }> {
  const token = generateToken();
  const { expires_at: expiresAt } = await db
    .insertInto('login_tokens')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      profile_id: profileId,
      session_id: sessionId,
      expires_at: expiresIn(LOGIN_TOKEN_TTL_SECONDS),
    })
    .returning('expires_at')
    .executeTakeFirstOrThrow();
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
  const row = await spendUnusedLoginTokens(db)
    .where('token_hash', '=', hashToken(token))
    .where('expires_at', '>', sql<Date>`app_now()`)
    .returning(['user_id', 'profile_id'])
    .executeTakeFirst();
  return row ? { userId: row.user_id, profileId: row.profile_id } : null;
}
