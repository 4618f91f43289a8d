import type { Db } from '../db/database';

/*
 * SQL of the learning routes that belongs to no topic of its own. The area's other SQL lives by topic:
 * catalogue.repository.ts, sessions.repository.ts, licences.repository.ts, enrolment.repository.ts
 * (seats, driven by the rules of enrolment.ts),
 * activation.ts (codes) and consult.repository.ts — each a set of functions taking `db` or a transaction first.
 */

/** Follows an active course (idempotent); null when there is no such active course. */
export async function subscribeCourse(db: Db, profileId: number, courseId: number): Promise<number | null> {
  const course = await db
    .selectFrom('courses')
    .select('id')
    .where('id', '=', courseId)
    .where('active', '=', true)
    .executeTakeFirst();
  if (!course) return null;
  await db
    .insertInto('course_subscriptions')
    .values({ profile_id: profileId, course_id: course.id })
    .onConflict((oc) => oc.columns(['profile_id', 'course_id']).doNothing())
    .execute();
  return course.id;
}

/** Records that the profile joined a session (once); answers when it first joined. */
export async function recordAttendance(db: Db, sessionId: number, profileId: number): Promise<string> {
  const row = await db
    .insertInto('attendance')
    .values({ session_id: sessionId, profile_id: profileId })
    .onConflict((oc) => oc.columns(['session_id', 'profile_id']).doUpdateSet({ profile_id: profileId }))
    .returning('joined_at')
    .executeTakeFirstOrThrow();
  return new Date(row.joined_at).toISOString();
}

export async function profileName(db: Db, profileId: number): Promise<string> {
  const row = await db.selectFrom('profiles').select('name').where('id', '=', profileId).executeTakeFirst();
  return row?.name ?? '';
}

/** The default profile of the account with this phone (09x form), for the visitor's activation. */
export function defaultProfileByPhone(db: Db, phone09: string): Promise<{ id: number } | undefined> {
  return db
    .selectFrom('profiles as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.id'])
    .where('u.phone', '=', phone09)
    .where('p.is_default', '=', true)
    .executeTakeFirst();
}
