/** Who is looking at the club, and which posts they may see (ADR 0006). */
import type { Executor } from '../db/database';
import { profileById } from '../db/queries/profiles';
import { AppError } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import { CLUB_MESSAGES } from './club-messages';

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

export function requireSchool(viewer: ClubViewer): number {
  if (viewer.schoolId === null) throw new AppError(409, ERROR_CODES.CLUB_NO_SCHOOL, CLUB_MESSAGES.noSchool);
  return viewer.schoolId;
}

/**
 * A post the viewer may see: an approved post of the viewer's school, or the viewer's own post in
 * any status. Anything else is 404, so an id never tells whether another school's post exists.
 */
export async function findVisiblePostRow(db: Executor, viewer: ClubViewer, postId: number) {
  const row = await db
    .selectFrom('club_posts')
    .select(['id', 'profile_id', 'school_id', 'status', 'reason', 'content', 'decided_at'])
    .where('id', '=', postId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  const visible =
    row &&
    (row.profile_id === viewer.profileId || (row.status === 'APPROVED' && row.school_id === viewer.schoolId));
  if (!visible) throw new AppError(404, ERROR_CODES.CLUB_POST_NOT_FOUND, CLUB_MESSAGES.postNotFound);
  return row;
}
