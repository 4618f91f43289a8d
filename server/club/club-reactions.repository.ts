/**
 * Likes and reports: one per profile and post, the post's counter moving in the same statement.
 */
import { sql } from 'kysely';
import type { Executor } from '../db/database';
import { AppError } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import { CLUB_MESSAGES } from './club-messages';
import { type ClubViewer, findVisiblePostRow } from './club-viewer.repository';

export async function setLike(db: Executor, viewer: ClubViewer, postId: number, liked: boolean) {
  const row = await findVisiblePostRow(db, viewer, postId);
  if (row.status !== 'APPROVED')
    throw new AppError(404, ERROR_CODES.CLUB_POST_NOT_FOUND, CLUB_MESSAGES.postNotFound);
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

export async function reportPost(db: Executor, viewer: ClubViewer, postId: number, reason: string) {
  await findVisiblePostRow(db, viewer, postId);
  await sql`with reported as (
      insert into club_reports (post_id, profile_id, reason) values (${postId}, ${viewer.profileId}, ${reason})
      on conflict do nothing returning 1)
    update club_posts set report_count = report_count + (select count(*) from reported)::int
    where id = ${postId}`.execute(db);
  return { reported: true };
}
