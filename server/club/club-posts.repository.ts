/**
 * Writing posts and comments: each write of several rows is one transaction that locks the post
 * it depends on (ADR 0006).
 */
import { sql, type Transaction } from 'kysely';
import { PRODUCT_TYPES } from '../../src/domain/constants';
import type { Db, Executor } from '../db/database';
import type { Database } from '../db/schema';
import { AppError } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import { attachImages } from './club-images.repository';
import { CLUB_MESSAGES } from './club-messages';
import { type ClubViewer, findVisiblePostRow, requireSchool } from './club-viewer.repository';

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
    if (!inserted) throw new AppError(409, ERROR_CODES.CLUB_CHALLENGE_DONE, CLUB_MESSAGES.challengeDone);
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
    throw new AppError(404, ERROR_CODES.CLUB_POST_NOT_FOUND, CLUB_MESSAGES.postNotFound);
  if (row.profile_id !== viewer.profileId)
    throw new AppError(403, ERROR_CODES.CLUB_NOT_AUTHOR, CLUB_MESSAGES.notAuthor);
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
      throw new AppError(409, ERROR_CODES.CLUB_NOT_EDITABLE, CLUB_MESSAGES.notEditable);
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

export async function addComment(
  db: Executor,
  viewer: ClubViewer,
  postId: number,
  content: string,
): Promise<number> {
  const row = await findVisiblePostRow(db, viewer, postId);
  if (row.status !== 'APPROVED')
    throw new AppError(404, ERROR_CODES.CLUB_POST_NOT_FOUND, CLUB_MESSAGES.postNotFound);
  const inserted = await db
    .insertInto('club_comments')
    .values({ post_id: postId, profile_id: viewer.profileId, content })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}
