import type { TestApp } from '../support/test-app';

/**
 * A class of its own for a test profile: a weekly schedule of an existing course, a seat taken on
 * `seatSince`, sessions at the given instants and attendance for those marked attended.
 */
export async function givenClassHistory(
  t: TestApp,
  profileId: number,
  seatSince: string,
  sessions: { startsAt: string; attended: boolean }[],
) {
  const ldb = t.db;
  const level = await ldb
    .selectFrom('course_levels as l')
    .innerJoin('courses as c', 'c.id', 'l.course_id')
    .select(['l.id', 'l.course_id', 'c.title'])
    .orderBy('l.id')
    .executeTakeFirstOrThrow();
  const teacher = await ldb
    .selectFrom('teachers')
    .select(['id', 'name', 'gender'])
    .where('teacher_type', '=', 'MAIN_TEACHER')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const schedule = await ldb
    .insertInto('class_schedules')
    .values({
      course_id: level.course_id,
      level_id: level.id,
      weekday: 2,
      start_time: '19:00',
      duration_minutes: 45,
      capacity: 10,
      seats_taken: 1,
      main_teacher_id: teacher.id,
      active: false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await ldb
    .insertInto('profile_schedules')
    .values({
      profile_id: profileId,
      course_title: 'Lớp thử',
      weekday: 2,
      start_time: '19:00',
      class_schedule_id: schedule.id,
      created_at: seatSince,
    })
    .execute();
  const ids: number[] = [];
  for (const [index, s] of sessions.entries()) {
    const row = await ldb
      .insertInto('class_sessions')
      .values({
        class_schedule_id: schedule.id,
        session_type: 'REGULAR',
        starts_at: s.startsAt,
        duration_minutes: 45,
        teacher_id: teacher.id,
        title: `${level.title}: Unit ${index + 1}`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
    if (s.attended)
      await ldb
        .insertInto('attendance')
        .values({ session_id: row.id, profile_id: profileId, joined_at: s.startsAt })
        .execute();
  }
  const prefix = teacher.gender === 'MALE' ? 'Thầy' : 'Cô';
  return {
    scheduleId: schedule.id,
    sessionIds: ids,
    teacherName: `${prefix} ${teacher.name}`,
    teacherId: teacher.id,
  };
}
