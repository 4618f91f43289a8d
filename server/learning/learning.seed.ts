import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { activationCodeHint, hashActivationCode } from './activation-codes';
import {
  DEMO_ACTIVATION_CODES,
  DEMO_COURSES,
  DEMO_LESSONS,
  DEMO_TEACHERS,
  SCHEDULE_E2E_ACCOUNT,
} from './learning-seed-data';
import { ensureUpcomingSessions } from './sessions.repository';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const CLASS_MINUTES = 45;
/** The demo's live session starts this soon after seeding, so 'Vào học' is open at once. */
const LIVE_DEMO_START_MS = 5 * MINUTE_MS;
const LIVE_DEMO_MINUTES = 60;

/** Demo licences by [phone, profile name]: code, trial, end relative to the seed in days. */
const DEMO_LICENCES: [string, string, string, boolean, number][] = [
  ['0901000001', 'Nguyễn Hoàng Minh Anh', 'EN-AI-G3', false, 300],
  ['0901000001', 'Nguyễn Hoàng Minh Anh', 'EN-AI-G2', false, -20],
  ['0901000001', 'Nguyễn Hoàng Minh Anh', 'EN-TUTOR', true, 7],
  ['0901000001', 'Nguyễn Gia Bảo', 'EN-AI-G5', false, 200],
  ['0901000001', 'Bảo Ngọc', 'EN-AI-G1', true, 10],
  ['0901000003', 'Lê Phương Linh', 'EN-AI-G2', false, 365],
  ['0901000005', 'Hoàng Gia Huy', 'EN-AI-G2', false, 200],
  [SCHEDULE_E2E_ACCOUNT.phone, SCHEDULE_E2E_ACCOUNT.profileName, 'EN-AI-G2', false, 365],
];

async function addScheduleE2eAccount(trx: Transaction<Database>): Promise<void> {
  // Same password and school as 0901000003, whose situation this account repeats.
  const twin = await trx
    .selectFrom('users as u')
    .innerJoin('profiles as p', 'p.user_id', 'u.id')
    .select(['u.password_hash', 'u.source', 'p.school_id'])
    .where('u.phone', '=', '0901000003')
    .where('p.is_default', '=', true)
    .executeTakeFirst();
  if (!twin) return;
  const user = await trx
    .insertInto('users')
    .values({
      phone: SCHEDULE_E2E_ACCOUNT.phone,
      source: twin.source,
      name: SCHEDULE_E2E_ACCOUNT.name,
      password_hash: twin.password_hash,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('profiles')
    .values({
      user_id: user.id,
      name: SCHEDULE_E2E_ACCOUNT.profileName,
      avatar: 'avatars/default-06.svg',
      is_default: true,
      grade_id: SCHEDULE_E2E_ACCOUNT.grade,
      class_name: SCHEDULE_E2E_ACCOUNT.className,
      school_id: twin.school_id,
    })
    .execute();
}

/**
 * Demo learning plan, inside the seeding transaction after the accounts: teachers, courses with
 * levels, lessons and weekly slots; the accounts' existing schedules become seats in those slots;
 * licences (active, expired, trial), sessions for two weeks plus one starting in five minutes for
 * 0901000001's default profile, the activation codes of the README, and the e2e account 0901000006.
 */
export async function seedLearning(trx: Transaction<Database>, nowMs: number): Promise<void> {
  const ldb = trx;
  await addScheduleE2eAccount(trx);

  const teacherIds = new Map<string, number>();
  for (const teacher of DEMO_TEACHERS) {
    const row = await ldb
      .insertInto('teachers')
      .values({ name: teacher.name, gender: teacher.gender, teacher_type: teacher.type, avatar: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    teacherIds.set(teacher.key, row.id);
  }
  const subTeacherId = teacherIds.get('bao') ?? null;

  // course title → level number → slot key 'weekday|HH:MM' → schedule id
  const slotIds = new Map<string, Map<number, Map<string, number>>>();
  const courseIds = new Map<string, number>();
  const levelIds = new Map<string, number>();
  const mainTeacherOf = new Map<string, number | null>();
  for (const course of DEMO_COURSES) {
    const { id: courseId } = await ldb
      .insertInto('courses')
      .values({
        code: course.code,
        title: course.title,
        description: course.description,
        licence_code: course.licenceCode,
        grade_id: course.grade,
        is_tutor: course.isTutor,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    courseIds.set(course.title, courseId);
    mainTeacherOf.set(course.title, teacherIds.get(course.slots[0]?.teacher ?? '') ?? null);
    const levels = new Map<number, Map<string, number>>();
    for (const [index, name] of course.levels.entries()) {
      const { id } = await ldb
        .insertInto('course_levels')
        .values({ course_id: courseId, level: index + 1, name })
        .returning('id')
        .executeTakeFirstOrThrow();
      levelIds.set(`${course.title}|${index + 1}`, id);
      levels.set(index + 1, new Map());
    }
    await ldb
      .insertInto('course_lessons')
      .values(
        DEMO_LESSONS.map((lesson, index) => ({
          course_id: courseId,
          position: index + 1,
          title: lesson.title,
          objectives: JSON.stringify(lesson.objectives),
          vocabulary: JSON.stringify(lesson.vocabulary),
        })),
      )
      .execute();
    for (const slot of course.slots) {
      const { id } = await ldb
        .insertInto('class_schedules')
        .values({
          course_id: courseId,
          level_id: levelIds.get(`${course.title}|${slot.level}`) as number,
          weekday: slot.weekday,
          start_time: slot.startTime,
          duration_minutes: CLASS_MINUTES,
          capacity: slot.capacity,
          main_teacher_id: teacherIds.get(slot.teacher) ?? null,
          sub_teacher_id: subTeacherId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      levels.get(slot.level)?.set(`${slot.weekday}|${slot.startTime}`, id);
    }
    slotIds.set(course.title, levels);
  }

  // The accounts' schedules (seeded as plain rows) take seats in the matching level-1 slot.
  const seats = await ldb
    .selectFrom('profile_schedules')
    .select(['id', 'course_title', 'weekday', 'start_time'])
    .where('class_schedule_id', 'is', null)
    .orderBy('id')
    .execute();
  for (const seat of seats) {
    const courseId = courseIds.get(seat.course_title);
    const levelOne = slotIds.get(seat.course_title)?.get(1);
    if (courseId === undefined || !levelOne) continue;
    const key = `${seat.weekday}|${seat.start_time}`;
    let scheduleId = levelOne.get(key);
    if (scheduleId === undefined) {
      ({ id: scheduleId } = await ldb
        .insertInto('class_schedules')
        .values({
          course_id: courseId,
          level_id: levelIds.get(`${seat.course_title}|1`) as number,
          weekday: seat.weekday,
          start_time: seat.start_time,
          duration_minutes: CLASS_MINUTES,
          capacity: 12,
          main_teacher_id: mainTeacherOf.get(seat.course_title) ?? null,
          sub_teacher_id: subTeacherId,
        })
        .returning('id')
        .executeTakeFirstOrThrow());
      levelOne.set(key, scheduleId);
    }
    await ldb
      .updateTable('profile_schedules')
      .set({ class_schedule_id: scheduleId })
      .where('id', '=', seat.id)
      .execute();
    await ldb
      .updateTable('class_schedules')
      .set((eb) => ({ seats_taken: eb('seats_taken', '+', 1) }))
      .where('id', '=', scheduleId)
      .execute();
  }

  const profiles = await ldb
    .selectFrom('profiles as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.id', 'p.name', 'u.phone', 'p.is_default'])
    .execute();
  const profileId = (phone: string, name: string) =>
    profiles.find((p) => p.phone === phone && p.name === name)?.id;
  const licenceRows = DEMO_LICENCES.flatMap(([phone, name, code, isTrial, days]) => {
    const id = profileId(phone, name);
    if (id === undefined) return [];
    const endMs = nowMs + days * DAY_MS;
    return [
      {
        profile_id: id,
        licence_code: code,
        is_trial: isTrial,
        starts_at: new Date(Math.min(nowMs, endMs) - 365 * DAY_MS),
        end_time: new Date(endMs),
        source: 'seed' as const,
      },
    ];
  });
  if (licenceRows.length > 0) await ldb.insertInto('licences').values(licenceRows).execute();

  const held = await ldb
    .selectFrom('profile_schedules')
    .select('class_schedule_id')
    .where('class_schedule_id', 'is not', null)
    .execute();
  await ensureUpcomingSessions(trx, [...new Set(held.map((h) => h.class_schedule_id as number))], nowMs);

  // One extra session within the hour for 0901000001's default profile: 'Vào học' is live in a demo.
  const minhAnh = profileId('0901000001', 'Nguyễn Hoàng Minh Anh');
  const firstSeat =
    minhAnh === undefined
      ? undefined
      : await ldb
          .selectFrom('profile_schedules')
          .select('class_schedule_id')
          .where('profile_id', '=', minhAnh)
          .where('class_schedule_id', 'is not', null)
          .orderBy('id')
          .executeTakeFirst();
  if (firstSeat?.class_schedule_id) {
    const lesson = DEMO_LESSONS[0];
    await ldb
      .insertInto('class_sessions')
      .values({
        class_schedule_id: firstSeat.class_schedule_id,
        session_type: 'ADDITIONAL',
        starts_at: new Date(Math.ceil((nowMs + LIVE_DEMO_START_MS) / MINUTE_MS) * MINUTE_MS),
        duration_minutes: LIVE_DEMO_MINUTES,
        teacher_id: subTeacherId,
        title: `Buổi học bổ trợ: ${lesson?.title ?? 'Ôn tập'}`,
        objectives: JSON.stringify(lesson?.objectives ?? []),
        vocabulary: JSON.stringify(lesson?.vocabulary ?? []),
      })
      .onConflict((oc) => oc.columns(['class_schedule_id', 'starts_at']).doNothing())
      .execute();
  }

  await ldb
    .insertInto('activation_codes')
    .values(
      DEMO_ACTIVATION_CODES.map((c) => ({
        code_hash: hashActivationCode(c.code),
        code_hint: activationCodeHint(c.code),
        licence_code: c.licenceCode,
        duration_days: c.days,
        is_trial: c.isTrial,
        expires_at: new Date(nowMs + (c.state === 'expired' ? -30 : 365) * DAY_MS),
        used_at: c.state === 'used' ? new Date(nowMs - 10 * DAY_MS) : null,
      })),
    )
    .execute();
}
