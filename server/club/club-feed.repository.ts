/** Reading the club: feed pages, one post, a rejection, a post's comments (ADR 0006). */
import { sql } from 'kysely';
import type { ClubComment, ClubPost, FeedPage, Rejection } from '../../src/contracts/club';
import type { ClubScope } from '../../src/domain/club';
import type { Executor } from '../db/database';
import { AppError } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import { imagesByPost } from './club-images.repository';
import { CLUB_MESSAGES } from './club-messages';
import { type ClubViewer, findVisiblePostRow, requireSchool } from './club-viewer.repository';
import { decodeCursor, encodeCursor, type FeedCursor } from './feed-cursor';

export const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Microsecond-exact text of created_at, the keyset cursor's first half. */
const createdKey = sql<string>`to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * The ids of one feed page, newest first, as raw SQL (the benchmark times this same text). Each
 * branch walks its own partial index with a keyset condition, so a deep page costs what the first
 * page costs; the union merges at most 2 × (limit + 1) rows.
 */
export function feedPageQuery(
  viewer: ClubViewer,
  scope: ClubScope,
  cursor: FeedCursor | null,
  limit: number,
) {
  const after = cursor
    ? sql`and (p.created_at, p.id) < (${cursor.createdAt}::timestamptz, ${cursor.id})`
    : sql``;
  const take = limit + 1;
  const own = sql`(select p.id, p.created_at, ${createdKey} as created_key from club_posts p
      where p.profile_id = ${viewer.profileId} and p.deleted_at is null ${after}
      order by p.created_at desc, p.id desc limit ${take})`;
  if (scope === 'mine')
    return sql<PageRow>`select id, created_at, created_key from ${own} page
      order by created_at desc, id desc limit ${take}`;
  const classFilter = scope === 'class' ? sql`and p.class_name = ${viewer.className ?? ''}` : sql``;
  const approved = sql`(select p.id, p.created_at, ${createdKey} as created_key from club_posts p
      where p.school_id = ${viewer.schoolId ?? 0} ${classFilter}
        and p.status = 'APPROVED' and p.deleted_at is null ${after}
      order by p.created_at desc, p.id desc limit ${take})`;
  return sql<PageRow>`select id, created_at, created_key from (${approved} union ${own}) page
    order by created_at desc, id desc limit ${take}`;
}

interface PageRow {
  id: number;
  created_at: Date;
  created_key: string;
}

export async function listFeed(
  db: Executor,
  viewer: ClubViewer,
  scope: ClubScope,
  rawCursor: string | undefined,
  limit: number,
): Promise<FeedPage> {
  if (scope !== 'mine') requireSchool(viewer);
  const cursor = rawCursor === undefined ? null : decodeCursor(rawCursor);
  const { rows } = await feedPageQuery(viewer, scope, cursor, limit).execute(db);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const items = await hydratePosts(
    db,
    viewer.profileId,
    page.map((r) => r.id),
  );
  return {
    items,
    cursor: rows.length > limit && last ? encodeCursor({ createdAt: last.created_key, id: last.id }) : null,
  };
}

/** Posts by id, in the order given, with images, author and the viewer's like. */
export async function hydratePosts(
  db: Executor,
  viewerProfileId: number,
  ids: number[],
): Promise<ClubPost[]> {
  if (ids.length === 0) return [];
  const [rows, images, likes] = await Promise.all([
    db
      .selectFrom('club_posts as p')
      .innerJoin('profiles as a', 'a.id', 'p.profile_id')
      .select([
        'p.id',
        'p.content',
        'p.status',
        'p.reason',
        'p.like_count',
        'p.comment_count',
        'p.created_at',
        'p.updated_at',
        'p.profile_id',
        'p.class_name',
        'a.name',
        'a.avatar',
      ])
      .where('p.id', 'in', ids)
      .execute(),
    imagesByPost(db, ids),
    db
      .selectFrom('club_likes')
      .select('post_id')
      .where('profile_id', '=', viewerProfileId)
      .where('post_id', 'in', ids)
      .execute(),
  ]);
  const liked = new Set(likes.map((l) => l.post_id));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        id: r.id,
        content: r.content,
        status: r.status,
        reason: r.reason,
        images: images.get(r.id) ?? [],
        likeCount: r.like_count,
        likedByMe: liked.has(r.id),
        commentCount: r.comment_count,
        author: { profileId: r.profile_id, name: r.name, avatar: r.avatar, className: r.class_name },
        isMine: r.profile_id === viewerProfileId,
        createdAt: iso(r.created_at) as string,
        updatedAt: iso(r.updated_at) as string,
      },
    ];
  });
}

export async function getPost(db: Executor, viewer: ClubViewer, postId: number): Promise<ClubPost> {
  await findVisiblePostRow(db, viewer, postId);
  const [post] = await hydratePosts(db, viewer.profileId, [postId]);
  return post as ClubPost;
}

export async function getRejection(db: Executor, viewer: ClubViewer, postId: number): Promise<Rejection> {
  const row = await findVisiblePostRow(db, viewer, postId);
  if (row.profile_id !== viewer.profileId || row.status !== 'REJECTED' || row.reason === null)
    throw new AppError(404, ERROR_CODES.CLUB_NOT_REJECTED, CLUB_MESSAGES.notRejected);
  return { feedId: row.id, content: row.content, reason: row.reason, decidedAt: iso(row.decided_at) };
}

export async function listComments(db: Executor, viewer: ClubViewer, postId: number): Promise<ClubComment[]> {
  await findVisiblePostRow(db, viewer, postId);
  const rows = await db
    .selectFrom('club_comments as c')
    .innerJoin('profiles as a', 'a.id', 'c.profile_id')
    .select([
      'c.id',
      'c.post_id',
      'c.content',
      'c.status',
      'c.created_at',
      'c.profile_id',
      'a.name',
      'a.avatar',
      'a.class_name',
    ])
    .where('c.post_id', '=', postId)
    .where((eb) => eb.or([eb('c.status', '=', 'APPROVED'), eb('c.profile_id', '=', viewer.profileId)]))
    .where('c.status', '!=', 'REJECTED')
    .orderBy('c.created_at')
    .orderBy('c.id')
    .limit(200)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    postId: r.post_id,
    content: r.content,
    status: r.status,
    author: { profileId: r.profile_id, name: r.name, avatar: r.avatar, className: r.class_name },
    isMine: r.profile_id === viewer.profileId,
    createdAt: iso(r.created_at) as string,
  }));
}
