import { sql } from 'kysely';
import { isSubjectLicenceValid, liveTrialEnd } from '../../src/domain/licence';
import type { Db } from '../db/database';
import { listLicences } from './licences.repository';
import { SLOT_COLUMNS } from './schedule-slot-columns';
import { type TeacherView, teacherView } from './sessions.repository';

export interface SlotView {
  id: number;
  weekday: number;
  startTime: string;
  durationMinutes: number;
  seatsLeft: number;
  teacher: TeacherView | null;
  /** The profile already holds this slot. */
  enrolled: boolean;
}

export interface CourseCatalogueView {
  id: number;
  code: string;
  title: string;
  description: string;
  licenceCode: string;
  isTutor: boolean;
  /** SPEC §5 for this course and profile (tutor courses accept trials). */
  licenceValid: boolean;
  /** The end of the profile's live trial of this course (the sign-up trial, ADR 0015), or null. */
  trialEndsAt: string | null;
  subscribed: boolean;
  levels: { id: number; level: number; name: string; slots: SlotView[] }[];
}

/**
 * Courses a profile can pick slots in: those of its grade and those for every grade, with their
 * levels and active weekly slots (seats left, main teacher) and whether its licences allow it.
 */
export async function loadCatalogue(
  db: Db,
  profileId: number,
  nowMs: number,
): Promise<CourseCatalogueView[]> {
  const ldb = db;
  const profile = await ldb
    .selectFrom('profiles')
    .select('grade_id')
    .where('id', '=', profileId)
    .executeTakeFirst();
  const courses = await ldb
    .selectFrom('courses')
    .selectAll()
    .where('active', '=', true)
    .where((eb) =>
      profile?.grade_id
        ? eb.or([eb('grade_id', 'is', null), eb('grade_id', '=', profile.grade_id)])
        : eb('grade_id', 'is', null),
    )
    .orderBy(sql`grade_id is null`)
    .orderBy('id')
    .execute();
  if (courses.length === 0) return [];
  const courseIds = courses.map((c) => c.id);
  const [levels, slots, held, subscriptions, licences] = await Promise.all([
    ldb
      .selectFrom('course_levels')
      .selectAll()
      .where('course_id', 'in', courseIds)
      .orderBy('level')
      .execute(),
    ldb
      .selectFrom('class_schedules as cs')
      .leftJoin('teachers as t', 't.id', 'cs.main_teacher_id')
      .select([
        'cs.id',
        ...SLOT_COLUMNS,
        't.id as teacher_id',
        't.name as teacher_name',
        't.gender as teacher_gender',
        't.teacher_type',
      ])
      .where('cs.course_id', 'in', courseIds)
      .where('cs.active', '=', true)
      .orderBy('cs.weekday')
      .orderBy('cs.start_time')
      .execute(),
    ldb
      .selectFrom('profile_schedules')
      .select('class_schedule_id')
      .where('profile_id', '=', profileId)
      .where('class_schedule_id', 'is not', null)
      .execute(),
    ldb.selectFrom('course_subscriptions').select('course_id').where('profile_id', '=', profileId).execute(),
    listLicences(ldb, profileId, nowMs),
  ]);
  const heldIds = new Set(held.map((h) => h.class_schedule_id));
  const subscribed = new Set(subscriptions.map((s) => s.course_id));
  const out: CourseCatalogueView[] = [];
  for (const course of courses) {
    out.push({
      id: course.id,
      code: course.code,
      title: course.title,
      description: course.description,
      licenceCode: course.licence_code,
      isTutor: course.is_tutor,
      licenceValid: isSubjectLicenceValid(licences, course.licence_code, {
        allowTrial: course.is_tutor,
        now: nowMs,
      }),
      trialEndsAt: liveTrialEnd(licences, course.licence_code, nowMs),
      subscribed: subscribed.has(course.id),
      levels: levels
        .filter((l) => l.course_id === course.id)
        .map((l) => ({
          id: l.id,
          level: l.level,
          name: l.name,
          slots: slots
            .filter((s) => s.level_id === l.id)
            .map((s) => ({
              id: s.id,
              weekday: s.weekday,
              startTime: s.start_time,
              durationMinutes: s.duration_minutes,
              seatsLeft: Math.max(0, s.capacity - s.seats_taken),
              enrolled: heldIds.has(s.id),
              teacher:
                s.teacher_id !== null && s.teacher_name !== null && s.teacher_gender && s.teacher_type
                  ? teacherView({
                      id: s.teacher_id,
                      name: s.teacher_name,
                      gender: s.teacher_gender,
                      teacher_type: s.teacher_type,
                    })
                  : null,
            })),
        })),
    });
  }
  return out;
}

export interface EnrolmentView {
  id: number;
  scheduleId: number;
  courseId: number;
  courseTitle: string;
  levelId: number;
  levelName: string;
  weekday: number;
  startTime: string;
  durationMinutes: number;
}

/** The seats a profile holds, with course and level. */
export async function listEnrolments(db: Db, profileId: number): Promise<EnrolmentView[]> {
  const rows = await db
    .selectFrom('profile_schedules as ps')
    .innerJoin('class_schedules as cs', 'cs.id', 'ps.class_schedule_id')
    .innerJoin('courses as c', 'c.id', 'cs.course_id')
    .innerJoin('course_levels as lv', 'lv.id', 'cs.level_id')
    .select([
      'ps.id',
      'cs.id as schedule_id',
      'c.id as course_id',
      'c.title as course_title',
      'lv.id as level_id',
      'lv.name as level_name',
      'cs.weekday',
      'cs.start_time',
      'cs.duration_minutes',
    ])
    .where('ps.profile_id', '=', profileId)
    .orderBy('cs.weekday')
    .orderBy('cs.start_time')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    scheduleId: r.schedule_id,
    courseId: r.course_id,
    courseTitle: r.course_title,
    levelId: r.level_id,
    levelName: r.level_name,
    weekday: r.weekday,
    startTime: r.start_time,
    durationMinutes: r.duration_minutes,
  }));
}
