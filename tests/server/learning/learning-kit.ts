import { issueSession } from '../../../server/auth/tokens.repository';
import type { TestApp } from '../support/test-app';

let phoneCounter = 0;

/** A fresh account (09x phone unique per call) with one default graded profile and a live session. */
export async function makeAccount(
  t: TestApp,
  {
    grade = 2,
    licence,
  }: { grade?: number; licence?: { code: string; isTrial?: boolean; days: number } } = {},
) {
  phoneCounter += 1;
  const phone = `097${String((process.pid * 100 + phoneCounter) % 10_000_000).padStart(7, '0')}`;
  const ldb = t.db;
  const user = await ldb
    .insertInto('users')
    .values({ phone, source: 1, name: `Phụ huynh ${phoneCounter}`, password_hash: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const profile = await ldb
    .insertInto('profiles')
    .values({ user_id: user.id, name: `Học sinh ${phoneCounter}`, is_default: true, grade_id: grade })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (licence) {
    await ldb
      .insertInto('licences')
      .values({
        profile_id: profile.id,
        licence_code: licence.code,
        is_trial: licence.isTrial ?? false,
        end_time: new Date(t.clock.now() + licence.days * 86_400_000),
        source: 'purchase',
      })
      .execute();
  }
  const { accessToken } = await issueSession(t.db, user.id, profile.id);
  return {
    phone,
    userId: user.id,
    profileId: profile.id,
    headers: { access_token: accessToken, access_user: phone },
  };
}

export type TestAccount = Awaited<ReturnType<typeof makeAccount>>;

/** A course slot id of the seeded catalogue, by course code, level and 'weekday|HH:MM'. */
export async function slotId(
  t: TestApp,
  courseCode: string,
  level: number,
  weekday: number,
  startTime: string,
) {
  const row = await t.db
    .selectFrom('class_schedules as cs')
    .innerJoin('courses as c', 'c.id', 'cs.course_id')
    .innerJoin('course_levels as lv', 'lv.id', 'cs.level_id')
    .select('cs.id')
    .where('c.code', '=', courseCode)
    .where('lv.level', '=', level)
    .where('cs.weekday', '=', weekday)
    .where('cs.start_time', '=', startTime)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A new slot of a seeded course with the given capacity (level 1). */
export async function makeSlot(t: TestApp, courseCode: string, capacity: number, startTime = '06:15') {
  const ldb = t.db;
  const level = await ldb
    .selectFrom('course_levels as lv')
    .innerJoin('courses as c', 'c.id', 'lv.course_id')
    .select(['lv.id', 'c.id as course_id'])
    .where('c.code', '=', courseCode)
    .where('lv.level', '=', 1)
    .executeTakeFirstOrThrow();
  const row = await ldb
    .insertInto('class_schedules')
    .values({
      course_id: level.course_id,
      level_id: level.id,
      weekday: 1,
      start_time: startTime,
      duration_minutes: 45,
      capacity,
      main_teacher_id: null,
      sub_teacher_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
