import { randomBytes } from 'node:crypto';
import { type Kysely, sql, type Transaction } from 'kysely';
import type {
  ClubComment,
  ClubImage,
  ClubPost,
  Decision,
  FeedPage,
  ModerationItem,
  Rejection,
  WeeklySummary,
} from '../../src/contracts/club';
import { CLUB_REJECTION_REASONS, type ClubScope, clubPostTitle } from '../../src/domain/club';
import { FEED_NOTIFICATION_STATUS, PRODUCT_TYPES } from '../../src/domain/constants';
import type { Db } from '../db/database';
import { profileById } from '../db/queries/profiles';
import type { Database } from '../db/schema';
import { AppError } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import { insertNotifications, type NewNotification } from '../notification/notification.repository';
import { loadDailyGoal } from '../practice/daily-goal.repository';
import type { ClubStatus } from './club.tables';
import type { ProcessedImage } from './club-images';
import { decodeCursor, encodeCursor, type FeedCursor } from './feed-cursor';

/** All SQL of the club area (ADR 0006). Functions take `db` or a transaction first. */

type Executor = Kysely<Database> | Transaction<Database>;

export const CLUB_IMAGE_PATH = '/static-images/club';

const MESSAGES = {
  postNotFound: 'Không tìm thấy bài viết',
  commentNotFound: 'Không tìm thấy bình luận',
  notAuthor: 'Con chỉ có thể sửa hoặc xóa bài viết của mình',
  noSchool: 'Hồ sơ chưa có trường học nên chưa tham gia được câu lạc bộ. Vui lòng cập nhật thông tin trường.',
  notEditable: 'Bài viết đã được duyệt nên không sửa được nữa',
  notRejected: 'Bài viết này không bị từ chối',
  imageNotFound: 'Ảnh không tồn tại hoặc đã được dùng cho bài viết khác. Vui lòng tải ảnh lên lại.',
  notModerator: 'Tài khoản của bạn không có quyền kiểm duyệt câu lạc bộ',
  challengeDone: 'Con đã gửi bài thử thách của tuần này rồi',
  noChallenge: 'Tuần này chưa có thử thách',
} as const;

export const alreadyDecidedMessage = (status: ClubStatus) =>
  status === 'APPROVED'
    ? 'Bài viết này vừa được một thầy cô khác duyệt'
    : status === 'REJECTED'
      ? 'Bài viết này vừa được một thầy cô khác từ chối'
      : 'Bài viết này đã được xử lý';

// ── Viewer ────────────────────────────────────────────────────────────────────

export interface ClubViewer {
  profileId: number;
  schoolId: number | null;
  className: string | null;
  gradeId: number | null;
}

export async function loadViewer(db: Executor, profileId: number): Promise<ClubViewer> {
  const row = await profileById(db, profileId)
    .select(['id', 'school_id', 'class_name', 'grade_id'])
    .executeTakeFirst();
  if (!row) throw new AppError(404, ERROR_CODES.PROFILE_NOT_FOUND, 'Không tìm thấy hồ sơ');
  return { profileId: row.id, schoolId: row.school_id, className: row.class_name, gradeId: row.grade_id };
}

function requireSchool(viewer: ClubViewer): number {
  if (viewer.schoolId === null) throw new AppError(409, ERROR_CODES.CLUB_NO_SCHOOL, MESSAGES.noSchool);
  return viewer.schoolId;
}

// ── Feed ──────────────────────────────────────────────────────────────────────

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

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

const imageUrl = (key: string, mime: string, thumb: boolean) =>
  `${CLUB_IMAGE_PATH}/${key}${thumb ? '-thumb' : ''}.${extensionOf(mime)}`;

export const extensionOf = (mime: string) =>
  mime === 'image/png' ? 'png' : mime === 'image/webp' ? 'webp' : 'jpg';

function toImage(row: { id: number; key: string; mime: string; width: number; height: number }): ClubImage {
  return {
    id: row.id,
    url: imageUrl(row.key, row.mime, false),
    thumbUrl: imageUrl(row.key, row.mime, true),
    width: row.width,
    height: row.height,
  };
}

async function imagesByPost(db: Executor, postIds: number[]): Promise<Map<number, ClubImage[]>> {
  const byPost = new Map<number, ClubImage[]>();
  if (postIds.length === 0) return byPost;
  const rows = await db
    .selectFrom('club_images')
    .select(['id', 'key', 'mime', 'width', 'height', 'post_id'])
    .where('post_id', 'in', postIds)
    .orderBy('post_id')
    .orderBy('position')
    .execute();
  for (const row of rows) {
    const list = byPost.get(row.post_id as number) ?? [];
    list.push(toImage(row));
    byPost.set(row.post_id as number, list);
  }
  return byPost;
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

/**
 * A post the viewer may see: an approved post of the viewer's school, or the viewer's own post in
 * any status. Anything else is 404, so an id never tells whether another school's post exists.
 */
async function findVisiblePostRow(db: Executor, viewer: ClubViewer, postId: number) {
  const row = await db
    .selectFrom('club_posts')
    .select(['id', 'profile_id', 'school_id', 'status', 'reason', 'content', 'decided_at'])
    .where('id', '=', postId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  const visible =
    row &&
    (row.profile_id === viewer.profileId || (row.status === 'APPROVED' && row.school_id === viewer.schoolId));
  if (!visible) throw new AppError(404, ERROR_CODES.CLUB_POST_NOT_FOUND, MESSAGES.postNotFound);
  return row;
}

export async function getPost(db: Executor, viewer: ClubViewer, postId: number): Promise<ClubPost> {
  await findVisiblePostRow(db, viewer, postId);
  const [post] = await hydratePosts(db, viewer.profileId, [postId]);
  return post as ClubPost;
}

export async function getRejection(db: Executor, viewer: ClubViewer, postId: number): Promise<Rejection> {
  const row = await findVisiblePostRow(db, viewer, postId);
  if (row.profile_id !== viewer.profileId || row.status !== 'REJECTED' || row.reason === null)
    throw new AppError(404, ERROR_CODES.CLUB_NOT_REJECTED, MESSAGES.notRejected);
  return { feedId: row.id, content: row.content, reason: row.reason, decidedAt: iso(row.decided_at) };
}

// ── Images ────────────────────────────────────────────────────────────────────

/** A club_images row for a processed image under a fresh random key (uploads and the demo seed). */
export function newImageRow(ownerProfileId: number, image: ProcessedImage) {
  return {
    key: randomBytes(16).toString('hex'),
    owner_profile_id: ownerProfileId,
    mime: image.mime,
    width: image.width,
    height: image.height,
    bytes: image.bytes,
    thumb_width: image.thumbWidth,
    thumb_height: image.thumbHeight,
    thumb_bytes: image.thumbBytes,
  };
}

export async function insertImage(
  db: Executor,
  ownerProfileId: number,
  image: ProcessedImage,
): Promise<ClubImage> {
  const row = await db
    .insertInto('club_images')
    .values(newImageRow(ownerProfileId, image))
    .returning(['id', 'key', 'mime', 'width', 'height'])
    .executeTakeFirstOrThrow();
  return toImage(row);
}

/** The stored bytes behind an image URL, for the image host. */
export async function readImage(db: Executor, key: string, thumb: boolean) {
  const row = await db
    .selectFrom('club_images')
    .select(['mime', thumb ? 'thumb_bytes as bytes' : 'bytes'])
    .where('key', '=', key)
    .executeTakeFirst();
  return row ? { mime: row.mime, bytes: Buffer.from(row.bytes) } : null;
}

/**
 * Attaches the viewer's images to a post in the order given and detaches the post's other images.
 * An image of someone else, or already on another post, fails the whole write.
 */
async function attachImages(
  trx: Transaction<Database>,
  ownerProfileId: number,
  postId: number,
  ids: number[],
) {
  await trx
    .updateTable('club_images')
    .set({ post_id: null })
    .where('post_id', '=', postId)
    .where('id', 'not in', ids.length > 0 ? ids : [0])
    .execute();
  for (const [position, id] of ids.entries()) {
    const result = await trx
      .updateTable('club_images')
      .set({ post_id: postId, position })
      .where('id', '=', id)
      .where('owner_profile_id', '=', ownerProfileId)
      .where((eb) => eb.or([eb('post_id', 'is', null), eb('post_id', '=', postId)]))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1)
      throw new AppError(400, ERROR_CODES.CLUB_IMAGE_NOT_FOUND, MESSAGES.imageNotFound);
  }
}

// ── Writing ───────────────────────────────────────────────────────────────────

export interface PostInput {
  content: string;
  imageIds: number[];
}

export async function createPost(
  db: Db,
  viewer: ClubViewer,
  input: PostInput,
  challenge: { week: string; id: number } | null = null,
): Promise<number> {
  const schoolId = requireSchool(viewer);
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('club_posts')
      .values({
        profile_id: viewer.profileId,
        school_id: schoolId,
        class_name: viewer.className,
        grade_id: viewer.gradeId,
        content: input.content,
        challenge_week: challenge?.week ?? null,
        challenge_id: challenge?.id ?? null,
      })
      .onConflict((oc) =>
        oc
          .columns(['profile_id', 'challenge_week'])
          .where('challenge_week', 'is not', null)
          .where('deleted_at', 'is', null)
          .doNothing(),
      )
      .returning('id')
      .executeTakeFirst();
    if (!inserted) throw new AppError(409, ERROR_CODES.CLUB_CHALLENGE_DONE, MESSAGES.challengeDone);
    await attachImages(trx, viewer.profileId, inserted.id, input.imageIds);
    return inserted.id;
  });
}

async function lockOwnPost(trx: Transaction<Database>, viewer: ClubViewer, postId: number) {
  const row = await trx
    .selectFrom('club_posts')
    .select(['id', 'profile_id', 'status', 'content', 'reason'])
    .where('id', '=', postId)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  if (!row || (row.profile_id !== viewer.profileId && row.status !== 'APPROVED'))
    throw new AppError(404, ERROR_CODES.CLUB_POST_NOT_FOUND, MESSAGES.postNotFound);
  if (row.profile_id !== viewer.profileId)
    throw new AppError(403, ERROR_CODES.CLUB_NOT_AUTHOR, MESSAGES.notAuthor);
  return row;
}

/** Edits a pending or rejected post and sends it back to the queue; the replaced text is kept. */
export async function updatePost(
  db: Db,
  viewer: ClubViewer,
  postId: number,
  input: Partial<PostInput> & { content: string },
) {
  await db.transaction().execute(async (trx) => {
    const row = await lockOwnPost(trx, viewer, postId);
    if (row.status === 'APPROVED')
      throw new AppError(409, ERROR_CODES.CLUB_NOT_EDITABLE, MESSAGES.notEditable);
    await trx
      .insertInto('club_post_edits')
      .values({
        post_id: postId,
        previous_content: row.content,
        previous_status: row.status,
        previous_reason: row.reason,
      })
      .execute();
    await trx
      .updateTable('club_posts')
      .set({
        content: input.content,
        status: 'PENDING',
        reason: null,
        moderator_user_id: null,
        decided_at: null,
        submitted_at: sql`app_now()`,
        updated_at: sql`app_now()`,
      })
      .where('id', '=', postId)
      .execute();
    if (input.imageIds) await attachImages(trx, viewer.profileId, postId, input.imageIds);
  });
}

/** Soft-deletes the author's own post and removes the notifications that point to it. */
export async function deletePost(db: Db, viewer: ClubViewer, postId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockOwnPost(trx, viewer, postId);
    await trx
      .updateTable('club_posts')
      .set({ deleted_at: sql`app_now()`, updated_at: sql`app_now()` })
      .where('id', '=', postId)
      .execute();
    // The author's approval or rejection notices of the post would open a page that is gone.
    await sql`delete from notifications where profile_id = ${viewer.profileId}
      and product_type = ${PRODUCT_TYPES.CLUB} and data->>'feedId' = ${String(postId)}`.execute(trx);
  });
}

// ── Likes (one per profile and post; counters move in the same statement) ───────

export async function setLike(db: Executor, viewer: ClubViewer, postId: number, liked: boolean) {
  const row = await findVisiblePostRow(db, viewer, postId);
  if (row.status !== 'APPROVED')
    throw new AppError(404, ERROR_CODES.CLUB_POST_NOT_FOUND, MESSAGES.postNotFound);
  const change = liked
    ? sql`insert into club_likes (post_id, profile_id) values (${postId}, ${viewer.profileId})
        on conflict do nothing returning 1`
    : sql`delete from club_likes where post_id = ${postId} and profile_id = ${viewer.profileId} returning 1`;
  const sign = liked ? 1 : -1;
  const { rows } = await sql<{ like_count: number }>`with changed as (${change})
    update club_posts set like_count = like_count + ${sign} * (select count(*) from changed)::int
    where id = ${postId} returning like_count`.execute(db);
  return { likeCount: rows[0]?.like_count ?? 0, likedByMe: liked };
}

// ── Comments (moderated like posts: visible to others once approved) ───────────

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

export async function addComment(
  db: Executor,
  viewer: ClubViewer,
  postId: number,
  content: string,
): Promise<number> {
  const row = await findVisiblePostRow(db, viewer, postId);
  if (row.status !== 'APPROVED')
    throw new AppError(404, ERROR_CODES.CLUB_POST_NOT_FOUND, MESSAGES.postNotFound);
  const inserted = await db
    .insertInto('club_comments')
    .values({ post_id: postId, profile_id: viewer.profileId, content })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

// ── Reports ─────────────────────────────────────────────────────────────────────

export async function reportPost(db: Executor, viewer: ClubViewer, postId: number, reason: string) {
  await findVisiblePostRow(db, viewer, postId);
  await sql`with reported as (
      insert into club_reports (post_id, profile_id, reason) values (${postId}, ${viewer.profileId}, ${reason})
      on conflict do nothing returning 1)
    update club_posts set report_count = report_count + (select count(*) from reported)::int
    where id = ${postId}`.execute(db);
  return { reported: true };
}

// ── Moderation ──────────────────────────────────────────────────────────────────

export async function moderatorSchools(db: Executor, userId: number) {
  const schools = await db
    .selectFrom('club_moderators as m')
    .innerJoin('schools as s', 's.id', 'm.school_id')
    .select(['s.id', 's.name'])
    .where('m.user_id', '=', userId)
    .orderBy('s.name')
    .execute();
  if (schools.length === 0) throw new AppError(403, ERROR_CODES.CLUB_NOT_MODERATOR, MESSAGES.notModerator);
  return schools;
}

/** Pending posts and comments of the moderator's schools, oldest first. */
export async function moderationQueue(db: Executor, userId: number, limit = 50) {
  const schools = await moderatorSchools(db, userId);
  const schoolIds = schools.map((s) => s.id);
  const schoolName = new Map(schools.map((s) => [s.id, s.name]));
  const [posts, comments] = await Promise.all([
    db
      .selectFrom('club_posts as p')
      .innerJoin('profiles as a', 'a.id', 'p.profile_id')
      .select([
        'p.id',
        'p.content',
        'p.school_id',
        'p.report_count',
        'p.submitted_at',
        'p.profile_id',
        'p.class_name',
        'a.name',
        'a.avatar',
      ])
      .where('p.school_id', 'in', schoolIds)
      .where('p.status', '=', 'PENDING')
      .where('p.deleted_at', 'is', null)
      .orderBy('p.submitted_at')
      .orderBy('p.id')
      .limit(limit)
      .execute(),
    db
      .selectFrom('club_comments as c')
      .innerJoin('club_posts as p', 'p.id', 'c.post_id')
      .innerJoin('profiles as a', 'a.id', 'c.profile_id')
      .select([
        'c.id',
        'c.post_id',
        'c.content',
        'p.school_id',
        'c.created_at',
        'c.profile_id',
        'a.class_name',
        'a.name',
        'a.avatar',
      ])
      .where('p.school_id', 'in', schoolIds)
      .where('c.status', '=', 'PENDING')
      .where('p.deleted_at', 'is', null)
      .orderBy('c.created_at')
      .orderBy('c.id')
      .limit(limit)
      .execute(),
  ]);
  const images = await imagesByPost(
    db,
    posts.map((p) => p.id),
  );
  const items: ModerationItem[] = [
    ...posts.map((p) => ({
      kind: 'post' as const,
      id: p.id,
      postId: p.id,
      content: p.content,
      images: images.get(p.id) ?? [],
      author: { profileId: p.profile_id, name: p.name, avatar: p.avatar, className: p.class_name },
      schoolName: schoolName.get(p.school_id) ?? '',
      reportCount: p.report_count,
      submittedAt: iso(p.submitted_at) as string,
    })),
    ...comments.map((c) => ({
      kind: 'comment' as const,
      id: c.id,
      postId: c.post_id,
      content: c.content,
      images: [],
      author: { profileId: c.profile_id, name: c.name, avatar: c.avatar, className: c.class_name },
      schoolName: schoolName.get(c.school_id) ?? '',
      reportCount: 0,
      submittedAt: iso(c.created_at) as string,
    })),
  ];
  items.sort((a, b) => a.submittedAt.localeCompare(b.submittedAt) || a.id - b.id);
  return { schools, items: items.slice(0, limit), reasons: [...CLUB_REJECTION_REASONS] };
}

export type DecisionKind = 'APPROVED' | 'REJECTED';

/**
 * Approves or rejects a pending post with ONE conditional UPDATE: of moderators deciding at once,
 * PostgreSQL lets the first update win and re-checks `status = 'PENDING'` for the others after the
 * row lock, so they update nothing and get 409. The author's notification is written in the same
 * transaction; the caller publishes the unread count after commit.
 */
export async function decidePost(
  db: Db,
  moderatorUserId: number,
  postId: number,
  decision: DecisionKind,
  reason: string | null,
): Promise<{ decision: Decision; authorProfileId: number }> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('club_posts')
      .set({
        status: decision,
        reason: decision === 'REJECTED' ? reason : null,
        moderator_user_id: moderatorUserId,
        decided_at: sql`app_now()`,
        updated_at: sql`app_now()`,
      })
      .where('id', '=', postId)
      .where('status', '=', 'PENDING')
      .where('deleted_at', 'is', null)
      .where('school_id', 'in', (eb) =>
        eb.selectFrom('club_moderators').select('school_id').where('user_id', '=', moderatorUserId),
      )
      .returning(['id', 'profile_id', 'status', 'reason', 'decided_at', 'content'])
      .executeTakeFirst();
    if (!updated) throw await whyNotDecided(trx, moderatorUserId, postId);
    const title = clubPostTitle(updated.content);
    const notification: NewNotification = {
      profileId: updated.profile_id,
      productType: PRODUCT_TYPES.CLUB,
      content:
        decision === 'APPROVED'
          ? `Bài viết "${title}" của bạn đã được duyệt.`
          : `Bài viết "${title}" của bạn chưa được duyệt.`,
      data: {
        feedNotificationStatus:
          decision === 'APPROVED' ? FEED_NOTIFICATION_STATUS.APPROVED : FEED_NOTIFICATION_STATUS.REJECTED,
        feedId: updated.id,
      },
      reason: decision === 'REJECTED' ? reason : null,
    };
    await insertNotifications(trx as unknown as Db, [notification]);
    return {
      authorProfileId: updated.profile_id,
      decision: {
        id: updated.id,
        status: updated.status,
        reason: updated.reason,
        decidedAt: iso(updated.decided_at) as string,
      },
    };
  });
}

async function whyNotDecided(db: Executor, moderatorUserId: number, postId: number): Promise<AppError> {
  const row = await db
    .selectFrom('club_posts')
    .select(['status', 'school_id', 'deleted_at'])
    .where('id', '=', postId)
    .executeTakeFirst();
  const mine = row
    ? await db
        .selectFrom('club_moderators')
        .select('school_id')
        .where('user_id', '=', moderatorUserId)
        .where('school_id', '=', row.school_id)
        .executeTakeFirst()
    : undefined;
  if (!row || row.deleted_at !== null || !mine)
    return new AppError(404, ERROR_CODES.CLUB_POST_NOT_FOUND, MESSAGES.postNotFound);
  return new AppError(409, ERROR_CODES.CLUB_ALREADY_DECIDED, alreadyDecidedMessage(row.status));
}

/** The same single-statement decision for a comment; a rejected comment's author is told it is hidden. */
export async function decideComment(
  db: Db,
  moderatorUserId: number,
  commentId: number,
  decision: DecisionKind,
  reason: string | null,
): Promise<{ decision: Decision; authorProfileId: number | null }> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('club_comments')
      .set({
        status: decision,
        reason: decision === 'REJECTED' ? reason : null,
        moderator_user_id: moderatorUserId,
        decided_at: sql`app_now()`,
      })
      .where('id', '=', commentId)
      .where('status', '=', 'PENDING')
      .where('post_id', 'in', (eb) =>
        eb
          .selectFrom('club_posts as p')
          .innerJoin('club_moderators as m', 'm.school_id', 'p.school_id')
          .select('p.id')
          .where('m.user_id', '=', moderatorUserId),
      )
      .returning(['id', 'post_id', 'profile_id', 'status', 'reason', 'decided_at'])
      .executeTakeFirst();
    if (!updated) {
      const row = await trx
        .selectFrom('club_comments')
        .select(['status', 'post_id'])
        .where('id', '=', commentId)
        .executeTakeFirst();
      if (!row || row.status === 'PENDING')
        throw new AppError(404, ERROR_CODES.CLUB_COMMENT_NOT_FOUND, MESSAGES.commentNotFound);
      throw new AppError(
        409,
        ERROR_CODES.CLUB_ALREADY_DECIDED,
        'Bình luận này đã được một thầy cô khác xử lý',
      );
    }
    if (decision === 'APPROVED') {
      await trx
        .updateTable('club_posts')
        .set((eb) => ({ comment_count: eb('comment_count', '+', 1) }))
        .where('id', '=', updated.post_id)
        .execute();
    } else {
      await insertNotifications(trx as unknown as Db, [
        {
          profileId: updated.profile_id,
          productType: PRODUCT_TYPES.CLUB,
          content: 'Bình luận của bạn đã bị ẩn vì chưa phù hợp.',
          data: { feedNotificationStatus: 'HIDDEN', feedId: updated.post_id },
          reason,
        },
      ]);
    }
    return {
      authorProfileId: decision === 'REJECTED' ? updated.profile_id : null,
      decision: {
        id: updated.id,
        status: updated.status,
        reason: updated.reason,
        decidedAt: iso(updated.decided_at) as string,
      },
    };
  });
}

// ── Weekly in-app view ──────────────────────────────────────────────────────────

const VIETNAM_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;

/** Monday 00:00 of the week holding `now` in Vietnam (UTC+7, no daylight saving), as an instant. */
export function weekOf(now: Date) {
  const local = new Date(now.getTime() + VIETNAM_OFFSET_MS);
  const daysSinceMonday = (local.getUTCDay() + 6) % 7;
  const mondayLocal =
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - daysSinceMonday * DAY_MS;
  const start = new Date(mondayLocal - VIETNAM_OFFSET_MS);
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return {
    start,
    end: new Date(start.getTime() + 7 * DAY_MS),
    startDay: day(mondayLocal),
    endDay: day(mondayLocal + 6 * DAY_MS),
    /** Weeks since 1970-01-05 (a Monday): picks the week's challenge. */
    index: Math.floor((mondayLocal - Date.UTC(1970, 0, 5)) / (7 * DAY_MS)),
  };
}

export async function weekChallenge(db: Executor, weekIndex: number) {
  const { count } = await db
    .selectFrom('club_challenges')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  if (Number(count) === 0) return null;
  return (
    (await db
      .selectFrom('club_challenges')
      .select(['id', 'title', 'prompt'])
      .where('position', '=', weekIndex % Number(count))
      .executeTakeFirst()) ?? null
  );
}

export async function requireWeekChallenge(db: Executor, now: Date) {
  const week = weekOf(now);
  const challenge = await weekChallenge(db, week.index);
  if (!challenge) throw new AppError(409, ERROR_CODES.CLUB_NO_CHALLENGE, MESSAGES.noChallenge);
  return { week: week.startDay, id: challenge.id };
}

export async function weeklySummary(db: Executor, profileId: number, now: Date): Promise<WeeklySummary> {
  const week = weekOf(now);
  const profile = await profileById(db, profileId).select(['id', 'name']).executeTakeFirstOrThrow();
  const [attended, posts, challenge] = await Promise.all([
    sql<{ count: number }>`select count(*)::int as count from attendance
      where profile_id = ${profileId} and joined_at >= ${week.start} and joined_at < ${week.end}`.execute(db),
    db
      .selectFrom('club_posts')
      .select((eb) => [eb.fn.countAll<number>().as('count')])
      .where('profile_id', '=', profileId)
      .where('deleted_at', 'is', null)
      .where('created_at', '>=', week.start)
      .where('created_at', '<', week.end)
      .executeTakeFirstOrThrow(),
    weekChallenge(db, week.index),
  ]);
  const goal = await loadDailyGoal(db, profileId, now.getTime());
  const likes = await sql<{ count: number }>`select count(*)::int as count from club_likes l
      join club_posts p on p.id = l.post_id
      where p.profile_id = ${profileId} and p.deleted_at is null
        and l.created_at >= ${week.start} and l.created_at < ${week.end}`.execute(db);
  const submission = challenge
    ? await db
        .selectFrom('club_posts')
        .select(['id', 'status'])
        .where('profile_id', '=', profileId)
        .where('challenge_week', '=', sql<Date>`${week.startDay}::date`)
        .where('deleted_at', 'is', null)
        .executeTakeFirst()
    : undefined;
  return {
    profileId: profile.id,
    profileName: profile.name,
    weekStart: week.startDay,
    weekEnd: week.endDay,
    classesAttended: attended.rows[0]?.count ?? 0,
    posts: Number(posts.count),
    likesReceived: likes.rows[0]?.count ?? 0,
    dailyGoal: { streak: goal.streak, todayMet: goal.met, days: goal.week },
    challenge: challenge
      ? {
          ...challenge,
          submission: submission ? { postId: submission.id, status: submission.status } : null,
        }
      : null,
  };
}
