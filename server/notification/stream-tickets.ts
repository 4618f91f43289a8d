import { sql } from 'kysely';
import type { Db } from '../db/database';
import { generateToken, hashToken } from '../security/tokens';

/** Long enough for the SPA to open the EventSource right after asking, short enough to be useless if leaked. */
export const STREAM_TICKET_TTL_SECONDS = 60;

/** A fresh single-use ticket for the stream of the profile the access token is bound to. */
export async function issueStreamTicket(db: Db, accessTokenId: number, profileId: number): Promise<string> {
  const ticket = generateToken();
  const ndb = db;
  // Housekeeping on the way: tickets are worthless an hour after they expire.
  await ndb
    .deleteFrom('notification_stream_tickets')
    .where('expires_at', '<', sql<Date>`now() - interval '1 hour'`)
    .execute();
  await ndb
    .insertInto('notification_stream_tickets')
    .values({
      ticket_hash: hashToken(ticket),
      access_token_id: accessTokenId,
      profile_id: profileId,
      expires_at: sql<Date>`now() + make_interval(secs => ${STREAM_TICKET_TTL_SECONDS})`,
    })
    .execute();
  return ticket;
}

/**
 * Uses a ticket up: the profile id when it is unused, unexpired and its access token is still live
 * (a logout between issuing and opening refuses it); otherwise null.
 */
export async function consumeStreamTicket(db: Db, ticket: string): Promise<number | null> {
  const row = await db
    .updateTable('notification_stream_tickets as t')
    .set({ used_at: sql<Date>`now()` })
    .where('t.ticket_hash', '=', hashToken(ticket))
    .where('t.used_at', 'is', null)
    .where('t.expires_at', '>', sql<Date>`now()`)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('access_tokens as a')
          .select('a.id')
          .whereRef('a.id', '=', 't.access_token_id')
          .where('a.revoked_at', 'is', null)
          .where('a.expires_at', '>', sql<Date>`now()`),
      ),
    )
    .returning('t.profile_id')
    .executeTakeFirst();
  return row?.profile_id ?? null;
}
