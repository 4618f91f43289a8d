import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import {
  NOTIFICATION_CHANNEL_IN_APP,
  PRODUCT_TYPES,
  type ProductTypeFilter,
} from '../../src/domain/constants';
import type { Db, Executor } from '../db/database';
import { generateToken, hashToken } from '../security/tokens';
import type { NotificationCursor } from './notification.cursor';
import type { NotificationChannel } from './notification.tables';

/** An action row as the list needs it, with its exact keyset position. */
export interface ActionRow {
  id: string;
  channel: string;
  product_type: string;
  content: string;
  data: unknown;
  reason: string | null;
  is_read: boolean;
  /** A Date, or its JSON text when read through a json aggregate. */
  created_at: Date | string;
  /** created_at in UTC with microseconds (the cursor's timestamp). */
  position: string;
}

/** Announcements shown above the first page; more would push the profile's own notifications away. */
export const COMMON_LIMIT = 5;

const positionOf = sql<string>`to_char(n.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export interface NotificationPageQuery {
  profileId: number;
  productType: ProductTypeFilter;
  limit: number;
  cursor: NotificationCursor | null;
  /** Announcements are shown above the first page only. */
  withAnnouncements: boolean;
}

export interface NotificationPage {
  rows: ActionRow[];
  hasMore: boolean;
  unread: number;
  announcements: AnnouncementRow[];
}

/** IN_APP notifications of a profile, optionally of one product type (the `n` alias). */
function ownNotifications(db: Db, profileId: number, productType: ProductTypeFilter) {
  let q = db
    .selectFrom('notifications as n')
    .where('n.profile_id', '=', profileId)
    .where('n.channel', '=', NOTIFICATION_CHANNEL_IN_APP);
  if (productType !== PRODUCT_TYPES.ALL) q = q.where('n.product_type', '=', productType);
  return q;
}

function unreadCount(db: Db, profileId: number, productType: ProductTypeFilter) {
  return ownNotifications(db, profileId, productType)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('n.is_read', '=', false);
}

/**
 * One page of a profile's IN_APP notifications, newest first, strictly after `cursor` in
 * (created_at desc, id desc) order, with the unread count and the announcements of the first page:
 * ONE statement, so a page costs one round trip on PostgreSQL and one turn of PGlite's single
 * connection. Asks for limit + 1 rows to know whether another page exists.
 */
export async function loadNotificationPage(db: Db, query: NotificationPageQuery): Promise<NotificationPage> {
  let actions = ownNotifications(db, query.profileId, query.productType).select([
    // int8 as text: JSON numbers would lose precision past 2^53.
    sql<string>`n.id::text`.as('id'),
    'n.channel',
    'n.product_type',
    'n.content',
    'n.data',
    'n.reason',
    'n.is_read',
    'n.created_at',
    positionOf.as('position'),
  ]);
  if (query.cursor) {
    const { createdAt, id } = query.cursor;
    // A row comparison matches the index order exactly, so PostgreSQL seeks instead of filtering.
    actions = actions.where(sql<boolean>`(n.created_at, n.id) < (${createdAt}::timestamptz, ${id}::bigint)`);
  }
  const page = actions
    .orderBy('n.created_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(query.limit + 1);
  const row = await db
    .selectNoFrom(() => [
      jsonArrayFrom(page).as('actions'),
      unreadCount(db, query.profileId, query.productType).as('unread'),
      query.withAnnouncements
        ? jsonArrayFrom(announcements(db, query.profileId, query.productType)).as('announcements')
        : sql<AnnouncementRow[]>`'[]'::json`.as('announcements'),
    ])
    .executeTakeFirstOrThrow();
  const rows = row.actions as ActionRow[];
  return {
    rows: rows.slice(0, query.limit),
    hasMore: rows.length > query.limit,
    unread: Number(row.unread),
    announcements: row.announcements as AnnouncementRow[],
  };
}

/** Unread IN_APP notifications of a profile, optionally of one product type. */
export async function countUnread(
  db: Db,
  profileId: number,
  productType: ProductTypeFilter,
): Promise<number> {
  const { count } = await unreadCount(db, profileId, productType).executeTakeFirstOrThrow();
  return Number(count);
}

export interface AnnouncementRow {
  id: number;
  product_type: string;
  content: string;
  data: unknown;
  starts_at: Date | string;
}

/**
 * The announcements a profile sees now: inside their time window and addressed to everyone or to
 * the profile's grade, newest first.
 */
function announcements(db: Db, profileId: number, productType: ProductTypeFilter) {
  let q = db
    .selectFrom('notification_announcements as a')
    .select(['a.id', 'a.product_type', 'a.content', 'a.data', 'a.starts_at'])
    .where('a.starts_at', '<=', sql<Date>`app_now()`)
    .where((eb) => eb.or([eb('a.ends_at', 'is', null), eb('a.ends_at', '>', sql<Date>`app_now()`)]))
    .where(
      sql<boolean>`(a.grade_ids is null or exists (
        select 1 from profiles p where p.id = ${profileId} and p.grade_id = any (a.grade_ids)))`,
    );
  if (productType !== PRODUCT_TYPES.ALL) q = q.where('a.product_type', '=', productType);
  return q.orderBy('a.starts_at', 'desc').orderBy('a.id', 'desc').limit(COMMON_LIMIT);
}

export interface LatestRow {
  id: string;
  product_type: string;
  content: string;
  is_read: boolean;
  created_at: Date | string;
}

/** The newest IN_APP notifications of a profile (minimal fields) and its unread count, in one statement (GET /notify/list). */
export async function loadLatest(
  db: Db,
  profileId: number,
  limit: number,
): Promise<{ rows: LatestRow[]; unread: number }> {
  const latest = ownNotifications(db, profileId, PRODUCT_TYPES.ALL)
    .select([sql<string>`n.id::text`.as('id'), 'n.product_type', 'n.content', 'n.is_read', 'n.created_at'])
    .orderBy('n.created_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(limit);
  const row = await db
    .selectNoFrom(() => [
      jsonArrayFrom(latest).as('rows'),
      unreadCount(db, profileId, PRODUCT_TYPES.ALL).as('unread'),
    ])
    .executeTakeFirstOrThrow();
  return { rows: row.rows as LatestRow[], unread: Number(row.unread) };
}

/**
 * Sets one notification's read state. Returns 'missing' when the profile has no such IN_APP
 * notification (another profile's id included), 'unchanged' when it already was in that state.
 */
export async function setReadState(
  db: Db,
  profileId: number,
  id: string,
  read: boolean,
): Promise<'missing' | 'unchanged' | 'changed'> {
  const updated = await db
    .updateTable('notifications')
    .set({ is_read: read, read_at: read ? sql<Date>`app_now()` : null })
    .where('id', '=', id)
    .where('profile_id', '=', profileId)
    .where('channel', '=', NOTIFICATION_CHANNEL_IN_APP)
    .where('is_read', '=', !read)
    .returning('id')
    .executeTakeFirst();
  if (updated) return 'changed';
  const existing = await db
    .selectFrom('notifications')
    .select('id')
    .where('id', '=', id)
    .where('profile_id', '=', profileId)
    .where('channel', '=', NOTIFICATION_CHANNEL_IN_APP)
    .executeTakeFirst();
  return existing ? 'unchanged' : 'missing';
}

/** Marks every unread IN_APP notification of a profile read; returns how many changed. */
export async function markAllRead(db: Db, profileId: number): Promise<number> {
  const rows = await db
    .updateTable('notifications')
    .set({ is_read: true, read_at: sql<Date>`app_now()` })
    .where('profile_id', '=', profileId)
    .where('channel', '=', NOTIFICATION_CHANNEL_IN_APP)
    .where('is_read', '=', false)
    .returning('id')
    .execute();
  return rows.length;
}

// ── Creating (other areas: insertNotifications in their transaction, then publishUnread) ──────

/** The product types a notification belongs to (ALL is only a filter). */
export type NotificationProductType = typeof PRODUCT_TYPES.AI_CLASS | typeof PRODUCT_TYPES.CLUB;

/** What another area (club moderation, class reminders) sends to one profile. */
export interface NewNotification {
  profileId: number;
  productType: NotificationProductType;
  content: string;
  /** Defaults to IN_APP, the only channel the panel shows. */
  channel?: NotificationChannel;
  /** e.g. { feedNotificationStatus: 'APPROVED', feedId: 12 } for club moderation. */
  data?: Record<string, unknown> | null;
  /** Why a post was rejected (shown on /uniclass-club-feeds?rejected=true). */
  reason?: string | null;
  /** Defaults to the database's now(); seeds and imports set it. */
  createdAt?: Date;
}

/**
 * Inserts notifications with whatever connection the caller holds (its transaction included) and
 * returns the ids. It does not publish: a transaction's rows are not visible before commit, so the
 * caller publishes after commit with `NotificationService.publishUnread`.
 */
export async function insertNotifications(
  db: Executor,
  inputs: readonly NewNotification[],
): Promise<string[]> {
  if (inputs.length === 0) return [];
  const rows = await db
    .insertInto('notifications')
    .values(
      inputs.map((n) => ({
        profile_id: n.profileId,
        channel: n.channel ?? 'IN_APP',
        product_type: n.productType,
        content: n.content,
        data: n.data ? JSON.stringify(n.data) : null,
        reason: n.reason ?? null,
        ...(n.createdAt ? { created_at: n.createdAt } : {}),
      })),
    )
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

// ── Stream tickets (the SSE stream is opened with a single-use ticket) ─────────────────────────

/** Long enough for the SPA to open the EventSource right after asking, short enough to be useless if leaked. */
export const STREAM_TICKET_TTL_SECONDS = 60;

/** A fresh single-use ticket for the stream of the profile the access token is bound to. */
export async function issueStreamTicket(db: Db, accessTokenId: number, profileId: number): Promise<string> {
  const ticket = generateToken();
  const ndb = db;
  // Housekeeping on the way: tickets are worthless an hour after they expire.
  await ndb
    .deleteFrom('notification_stream_tickets')
    .where('expires_at', '<', sql<Date>`app_now() - interval '1 hour'`)
    .execute();
  await ndb
    .insertInto('notification_stream_tickets')
    .values({
      ticket_hash: hashToken(ticket),
      access_token_id: accessTokenId,
      profile_id: profileId,
      expires_at: sql<Date>`app_now() + make_interval(secs => ${STREAM_TICKET_TTL_SECONDS})`,
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
    .set({ used_at: sql<Date>`app_now()` })
    .where('t.ticket_hash', '=', hashToken(ticket))
    .where('t.used_at', 'is', null)
    .where('t.expires_at', '>', sql<Date>`app_now()`)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('access_tokens as a')
          .select('a.id')
          .whereRef('a.id', '=', 't.access_token_id')
          .where('a.revoked_at', 'is', null)
          .where('a.expires_at', '>', sql<Date>`app_now()`),
      ),
    )
    .returning('t.profile_id')
    .executeTakeFirst();
  return row?.profile_id ?? null;
}
