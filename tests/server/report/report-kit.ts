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

/** Items of one practice unit, two of each skill, by skill. */
async function practiceItems(t: TestApp) {
  const items = await t.db
    .selectFrom('practice_items')
    .select(['id', 'unit_id', 'skill'])
    .orderBy('unit_id')
    .orderBy('id')
    .execute();
  const unitId = items.find((i) => i.skill === 'grammar')!.unit_id;
  const ofUnit = items.filter((i) => i.unit_id === unitId);
  const bySkill = (skill: string) => ofUnit.filter((i) => i.skill === skill).map((i) => i.id);
  return {
    unitId,
    vocabulary: bySkill('vocabulary'),
    grammar: bySkill('grammar'),
    listening: bySkill('listening'),
  };
}

/**
 * Practice sessions of a profile: each at `startedAt`, with answers `[skill, correct]` in order
 * (a session's items of one skill are taken in turn). Returns the session ids.
 */
export async function givenPracticeSessions(
  t: TestApp,
  profileId: number,
  sessions: { startedAt: string; finished: boolean; answers: [string, boolean][] }[],
) {
  const bank = await practiceItems(t);
  const ids: number[] = [];
  for (const s of sessions) {
    const used = { vocabulary: 0, grammar: 0, listening: 0 } as Record<string, number>;
    const itemIds = s.answers.map(([skill]) => {
      const id = (bank as unknown as Record<string, number[]>)[skill]![used[skill]!]!;
      used[skill]! += 1;
      return id;
    });
    const row = await t.db
      .insertInto('practice_sessions')
      .values({
        profile_id: profileId,
        unit_id: bank.unitId,
        item_ids: JSON.stringify(itemIds),
        started_at: s.startedAt,
        finished_at: s.finished ? new Date(Date.parse(s.startedAt) + 600_000) : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
    if (s.answers.length > 0)
      await t.db
        .insertInto('practice_answers')
        .values(
          s.answers.map(([, correct], index) => ({
            session_id: row.id,
            item_id: itemIds[index]!,
            answer: correct ? 'right' : 'wrong',
            correct,
            explanation: null,
            answered_at: s.startedAt,
          })),
        )
        .execute();
  }
  return ids;
}

/** Speaking attempts of a profile on the first seeded prompt, at the given instants and scores. */
export async function givenSpeakAttempts(
  t: TestApp,
  profileId: number,
  attempts: { at: string; score: number }[],
) {
  const prompt = await t.db
    .selectFrom('speak_prompts as p')
    .innerJoin('speak_topics as tp', 'tp.id', 'p.topic_id')
    .select(['p.id', 'p.model_text', 'tp.title'])
    .orderBy('p.id')
    .executeTakeFirstOrThrow();
  const ids: number[] = [];
  for (const [index, a] of attempts.entries()) {
    const row = await t.db
      .insertInto('speak_attempts')
      .values({
        profile_id: profileId,
        prompt_id: prompt.id,
        client_attempt_id: `report-test-${profileId}-${index}`,
        score: a.score,
        words: JSON.stringify([]),
        created_at: a.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return { ids, topic: prompt.title, prompt: prompt.model_text };
}
