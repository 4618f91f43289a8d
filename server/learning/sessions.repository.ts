import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { TEACHER_PREFIX, TEACHER_TYPE_TITLES } from '../../src/domain/constants';
import type { Db, RowOf } from '../db/database';
import { JOIN_OPENS_BEFORE_MS, upcomingStarts, vietnamWeekNumber } from './schedule-time';

const MINUTE_MS = 60_000;
/** Home shows this many next sessions. */
export const UPCOMING_LIMIT = 10;

export interface TeacherView {
  id: number;
  name: string;
  gender: 'MALE' | 'FEMALE';
  teacherType: 'MAIN_TEACHER' | 'SUB_TEACHER' | 'EXAM_TEACHER';
  /** 'Thầy <name>' or 'Cô <name>'. */
  displayName: string;
  /** 'GV chuyên', 'GV luyện tập' or 'GV phòng luyện tập'. */
  typeTitle: string;
}

export interface SessionView {
  id: number;
  scheduleId: number;
  title: string;
  courseTitle: string;
  levelName: string;
  sessionType: string;
  startsAt: string;
  endsAt: string;
  joinOpensAt: string;
  canJoin: boolean;
  teacher: TeacherView | null;
}

export function teacherView(row: {
  id: number;
  name: string;
  gender: 'MALE' | 'FEMALE';
  teacher_type: 'MAIN_TEACHER' | 'SUB_TEACHER' | 'EXAM_TEACHER';
}): TeacherView {
  return {
    id: row.id,
    name: row.name,
    gender: row.gender,
    teacherType: row.teacher_type,
    displayName: `${TEACHER_PREFIX[row.gender]} ${row.name}`,
    typeTitle: TEACHER_TYPE_TITLES[row.teacher_type],
  };
}

/**
 * What generating a schedule's sessions needs of it: its timing, teacher and course title (over the
 * `class_schedules as cs` join `courses as c`), for regularSessionRow.
 */
export const SESSION_SCHEDULE_COLUMNS = [
  'cs.course_id',
  'cs.weekday',
  'cs.start_time',
  'cs.duration_minutes',
  'cs.main_teacher_id',
  'c.title as course_title',
] as const;

/**
 * The class_sessions row of a weekly schedule's REGULAR session at `startsAt`. The Vietnamese
 * calendar week picks the lesson of the course's plan: the sessions of one week (Tuesday and
 * Thursday, say) teach the same lesson, the next week the next one, and every generator (the seat's
 * transaction, the hourly job, the demo seed) agrees on the content.
 */
export function regularSessionRow(
  schedule: { id: number; duration_minutes: number; main_teacher_id: number | null; course_title: string },
  plan: readonly { title: string; objectives: unknown; vocabulary: unknown }[],
  startsAt: Date,
) {
  const week = vietnamWeekNumber(startsAt.getTime());
  const lesson = plan.length > 0 ? plan[week % plan.length] : undefined;
  return {
    class_schedule_id: schedule.id,
    session_type: 'REGULAR',
    starts_at: startsAt,
    duration_minutes: schedule.duration_minutes,
    teacher_id: schedule.main_teacher_id,
    title: lesson ? `${schedule.course_title}: ${lesson.title}` : schedule.course_title,
    objectives: JSON.stringify(lesson?.objectives ?? []),
    vocabulary: JSON.stringify(lesson?.vocabulary ?? []),
  };
}

/**
 * Materialises the REGULAR sessions of these weekly schedules for the next SESSION_HORIZON_DAYS.
 * Idempotent (unique schedule + start). Called when a seat is taken (in its transaction), by the demo
 * seed, and by the hourly job (`upcoming-sessions-job.ts`) that keeps the horizon rolling; reads never
 * write. Content rotates through the course's lesson plan.
 */
export async function ensureUpcomingSessions(db: Db, scheduleIds: number[], nowMs: number): Promise<void> {
  if (scheduleIds.length === 0) return;
  const schedules = await db
    .selectFrom('class_schedules as cs')
    .innerJoin('courses as c', 'c.id', 'cs.course_id')
    .select(['cs.id', ...SESSION_SCHEDULE_COLUMNS])
    .where('cs.id', 'in', scheduleIds)
    .where('cs.active', '=', true)
    .execute();
  if (schedules.length === 0) return;
  const lessons = await db
    .selectFrom('course_lessons')
    .select(['course_id', 'position', 'title', 'objectives', 'vocabulary'])
    .where('course_id', 'in', [...new Set(schedules.map((s) => s.course_id))])
    .orderBy('position')
    .execute();
  const rows = schedules.flatMap((schedule) => {
    const plan = lessons.filter((l) => l.course_id === schedule.course_id);
    return upcomingStarts(schedule.weekday, schedule.start_time, schedule.duration_minutes, nowMs).map(
      (startsAt) => regularSessionRow(schedule, plan, startsAt),
    );
  });
  if (rows.length === 0) return;
  await db
    .insertInto('class_sessions')
    .values(rows)
    .onConflict((oc) => oc.columns(['class_schedule_id', 'starts_at']).doNothing())
    .execute();
}

/** Schedules per batch of the job: a few hundred rows per insert, well under the parameter limit. */
const SCHEDULES_PER_BATCH = 200;

/**
 * The job's run: the sessions of every schedule that holds at least one seat, up to the horizon, in
 * batches of schedules. Answers how many schedules it looked at.
 */
export async function ensureAllUpcomingSessions(db: Db, nowMs: number): Promise<number> {
  const held = await db
    .selectFrom('profile_schedules')
    .select('class_schedule_id')
    .distinct()
    .where('class_schedule_id', 'is not', null)
    .orderBy('class_schedule_id')
    .execute();
  const ids = held.map((row) => row.class_schedule_id as number);
  for (let start = 0; start < ids.length; start += SCHEDULES_PER_BATCH) {
    await ensureUpcomingSessions(db, ids.slice(start, start + SCHEDULES_PER_BATCH), nowMs);
  }
  return ids.length;
}

/** The class schedules a profile holds a seat in. */
export async function enrolledScheduleIds(db: Db, profileId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('profile_schedules')
    .select('class_schedule_id')
    .where('profile_id', '=', profileId)
    .where('class_schedule_id', 'is not', null)
    .execute();
  return rows.map((r) => r.class_schedule_id as number);
}

function sessionQuery(db: Db) {
  return db
    .selectFrom('class_sessions as s')
    .innerJoin('class_schedules as cs', 'cs.id', 's.class_schedule_id')
    .innerJoin('courses as c', 'c.id', 'cs.course_id')
    .innerJoin('course_levels as lv', 'lv.id', 'cs.level_id')
    .leftJoin('teachers as t', 't.id', 's.teacher_id')
    .select([
      's.id',
      's.class_schedule_id',
      's.title',
      's.session_type',
      's.starts_at',
      's.duration_minutes',
      's.objectives',
      's.vocabulary',
      's.classroom_room',
      'c.title as course_title',
      'lv.name as level_name',
      't.id as teacher_id',
      't.name as teacher_name',
      't.gender as teacher_gender',
      't.teacher_type',
    ]);
}

/** A session row as read directly (`starts_at` a Date) or through JSON (an ISO string). */
type SessionRow = Omit<RowOf<typeof sessionQuery>, 'starts_at'> & { starts_at: Date | string };

export function toSessionView(row: SessionRow, nowMs: number): SessionView {
  const start = new Date(row.starts_at).getTime();
  const end = start + row.duration_minutes * MINUTE_MS;
  const opens = start - JOIN_OPENS_BEFORE_MS;
  return {
    id: row.id,
    scheduleId: row.class_schedule_id,
    title: row.title,
    courseTitle: row.course_title,
    levelName: row.level_name,
    sessionType: row.session_type,
    startsAt: new Date(start).toISOString(),
    endsAt: new Date(end).toISOString(),
    joinOpensAt: new Date(opens).toISOString(),
    canJoin: nowMs >= opens && nowMs < end,
    teacher:
      row.teacher_id !== null && row.teacher_name !== null && row.teacher_gender && row.teacher_type
        ? teacherView({
            id: row.teacher_id,
            name: row.teacher_name,
            gender: row.teacher_gender,
            teacher_type: row.teacher_type,
          })
        : null,
  };
}

/** The next sessions (not yet ended) of a profile's class schedules, soonest first. */
function upcomingSessionsQuery(db: Db, profileId: number, nowMs: number) {
  return sessionQuery(db)
    .where('s.class_schedule_id', 'in', (eb) =>
      eb.selectFrom('profile_schedules').select('class_schedule_id').where('profile_id', '=', profileId),
    )
    .where(sql<boolean>`s.starts_at + make_interval(mins => s.duration_minutes) > ${new Date(nowMs)}`)
    .orderBy('s.starts_at')
    .orderBy('s.id')
    .limit(UPCOMING_LIMIT);
}

export async function listUpcomingSessions(db: Db, profileId: number, nowMs: number): Promise<SessionView[]> {
  const rows = await upcomingSessionsQuery(db, profileId, nowMs).execute();
  return rows.map((row) => toSessionView(row, nowMs));
}

/**
 * The home's read in one statement (issue 17: ≤ 2 round trips with the token's): the profile's
 * owner, for the caller to check (undefined: no such profile), with its next sessions. The sessions
 * come through JSON, so their times are ISO strings.
 */
export async function upcomingSessionsOfProfile(
  db: Db,
  profileId: number,
  nowMs: number,
): Promise<{ ownerId: number | undefined; sessions: SessionView[] }> {
  const row = await db
    .selectFrom('profiles as p')
    .select(['p.user_id', jsonArrayFrom(upcomingSessionsQuery(db, profileId, nowMs)).as('sessions')])
    .where('p.id', '=', profileId)
    .executeTakeFirst();
  return {
    ownerId: row?.user_id,
    sessions: (row?.sessions ?? []).map((session) => toSessionView(session, nowMs)),
  };
}

export interface LessonView extends SessionView {
  objectives: string[];
  vocabulary: { word: string; meaning: string }[];
  /** The session's video classroom, only while the join window is open (null before and after). */
  classroomUrl: string | null;
}

/**
 * The classroom of a session: a room stored as a whole https URL is used as is (a meeting created at
 * another provider); a room name is appended to the configured provider's base URL.
 */
export function classroomUrlOf(room: string, baseUrl: string): string {
  if (/^https:\/\//i.test(room)) return room;
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return `${base}${encodeURIComponent(room)}`;
}

export async function findSession(db: Db, sessionId: number) {
  return sessionQuery(db).where('s.id', '=', sessionId).executeTakeFirst();
}

export function toLessonView(row: SessionRow, nowMs: number, classroomBaseUrl: string): LessonView {
  const objectives = Array.isArray(row.objectives) ? row.objectives.map(String) : [];
  const vocabulary = Array.isArray(row.vocabulary)
    ? (row.vocabulary as { word?: unknown; meaning?: unknown }[]).map((v) => ({
        word: String(v.word ?? ''),
        meaning: String(v.meaning ?? ''),
      }))
    : [];
  const session = toSessionView(row, nowMs);
  // The room is handed out only while the class is open, so a link cannot be passed around early.
  const classroomUrl = session.canJoin ? classroomUrlOf(row.classroom_room, classroomBaseUrl) : null;
  return { ...session, objectives, vocabulary, classroomUrl };
}
