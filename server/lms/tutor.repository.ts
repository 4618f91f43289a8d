import type { Db } from '../db/database';
import { hasValidLicence } from '../learning/licences.repository';

/** Whether the profile holds a live licence of any active tutor course (trials count: SPEC §5, tutor variant). */
export async function hasLiveTutorLicence(db: Db, profileId: number, nowMs: number): Promise<boolean> {
  const tutorCourses = await db
    .selectFrom('courses')
    .select(['licence_code', 'is_tutor'])
    .where('is_tutor', '=', true)
    .where('active', '=', true)
    .execute();
  for (const course of tutorCourses) {
    if (await hasValidLicence(db, profileId, course, nowMs)) return true;
  }
  return false;
}
