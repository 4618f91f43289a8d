import { sql } from 'kysely';
import {
  NOTIFICATION_CHANNEL_IN_APP,
  PRODUCT_TYPES,
  type ProductTypeFilter,
} from '../../src/domain/constants';
import type { Db } from '../db/database';
import type { NotificationCursor } from './notification.cursor';

/** An action row as the list needs it, with its exact keyset position. */
export interface ActionRow {
  id: string;
  channel: string;
  product_type: string;
  content: string;
  data: unknown;
  reason: string | null;
  is_read: boolean;
  created_at: Date;
  /** created_at in UTC with microseconds (the cursor's timestamp). */
  position: string;
}

/** Announcements shown above the first page; more would push the profile's own notifications away. */
export const COMMON_LIMIT = 5;

const positionOf = sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * One page of a profile's IN_APP notifications, newest first, strictly after `cursor` in
 * (created_at desc, id desc) order. Asks for limit + 1 rows to know whether another page exists.
 */
export async function listActions(
  db: Db,
  query: {
    profileId: number;
    productType: ProductTypeFilter;
    limit: number;
    cursor: NotificationCursor | null;
  },
): Promise<{ rows: ActionRow[]; hasMore: boolean }> {
  let q = db
    .selectFrom('notifications')
    .select([
      'id',
      'channel',
      'product_type',
      'content',
      'data',
      'reason',
      'is_read',
      'created_at',
      positionOf.as('position'),
    ])
    .where('profile_id', '=', query.profileId)
    .where('channel', '=', NOTIFICATION_CHANNEL_IN_APP);
  if (query.productType !== PRODUCT_TYPES.ALL) q = q.where('product_type', '=', query.productType);
  if (query.cursor) {
    const { createdAt, id } = query.cursor;
    // A row comparison matches the index order exactly, so PostgreSQL seeks instead of filtering.
    q = q.where(sql<boolean>`(created_at, id) < (${createdAt}::timestamptz, ${id}::bigint)`);
  }
  const rows = await q
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit + 1)
    .execute();
  return { rows: rows.slice(0, query.limit), hasMore: rows.length > query.limit };
}

/** Unread IN_APP notifications of a profile, optionally of one product type. */
export async function countUnread(
  db: Db,
  profileId: number,
  productType: ProductTypeFilter,
): Promise<number> {
  let q = db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('profile_id', '=', profileId)
    .where('channel', '=', NOTIFICATION_CHANNEL_IN_APP)
    .where('is_read', '=', false);
  if (productType !== PRODUCT_TYPES.ALL) q = q.where('product_type', '=', productType);
  const { count } = await q.executeTakeFirstOrThrow();
  return Number(count);
}

export interface AnnouncementRow {
  id: number;
  product_type: string;
  content: string;
  data: unknown;
  starts_at: Date;
}

/**
 * The announcements a profile sees now: inside their time window and addressed to everyone or to
 * the profile's grade, newest first.
 */
export async function listAnnouncements(
  db: Db,
  profileId: number,
  productType: ProductTypeFilter,
): Promise<AnnouncementRow[]> {
  let q = db
    .selectFrom('notification_announcements as a')
    .select(['a.id', 'a.product_type', 'a.content', 'a.data', 'a.starts_at'])
    .where('a.starts_at', '<=', sql<Date>`now()`)
    .where((eb) => eb.or([eb('a.ends_at', 'is', null), eb('a.ends_at', '>', sql<Date>`now()`)]))
    .where(
      sql<boolean>`(a.grade_ids is null or exists (
        select 1 from profiles p where p.id = ${profileId} and p.grade_id = any (a.grade_ids)))`,
    );
  if (productType !== PRODUCT_TYPES.ALL) q = q.where('a.product_type', '=', productType);
  return q.orderBy('a.starts_at', 'desc').orderBy('a.id', 'desc').limit(COMMON_LIMIT).execute();
}

/** The newest IN_APP notifications of a profile, minimal fields (GET /notify/list). */
export function listLatest(db: Db, profileId: number, limit: number) {
  return db
    .selectFrom('notifications')
    .select(['id', 'product_type', 'content', 'is_read', 'created_at'])
    .where('profile_id', '=', profileId)
    .where('channel', '=', NOTIFICATION_CHANNEL_IN_APP)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
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
    .set({ is_read: read, read_at: read ? sql<Date>`now()` : null })
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
    .set({ is_read: true, read_at: sql<Date>`now()` })
    .where('profile_id', '=', profileId)
    .where('channel', '=', NOTIFICATION_CHANNEL_IN_APP)
    .where('is_read', '=', false)
    .returning('id')
    .execute();
  return rows.length;
}
