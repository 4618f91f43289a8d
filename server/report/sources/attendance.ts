import { sql } from 'kysely';
import type { AttendanceCounts, AttendedSession } from '../../../src/contracts/report';
import { weekStartOf, weeksOfMonth } from '../../../src/domain/report-month';
import { EMPTY, type MonthRows, previousMonth, type ReportSource, teacherLabels } from './source';

/**
 * The class sessions that started in the month and had ended by `nowMs` and that the profile was expected at
 * (it held a seat in the class when the session started) or did attend, with their teachers and
 * whether the profile joined.
 */
export const sessionsOfMonth: MonthRows<AttendedSession> = async (db, profileId, range, nowMs) => {
  const rows = await db
    .selectFrom('class_sessions as s')
    .innerJoin('class_schedules as cs', 'cs.id', 's.class_schedule_id')
    .innerJoin('courses as c', 'c.id', 'cs.course_id')
    .leftJoin('teachers as t', 't.id', 's.teacher_id')
    .leftJoin('attendance as a', (join) =>
      join.onRef('a.session_id', '=', 's.id').on('a.profile_id', '=', profileId),
    )
    .select([
      's.id',
      's.starts_at',
      's.title',
      'c.title as course_title',
      't.name as teacher_name',
      't.gender as teacher_gender',
      't.teacher_type',
      'a.joined_at',
    ])
    .where('s.starts_at', '>=', new Date(range.startMs))
    .where('s.starts_at', '<', new Date(range.endMs))
    // Only sessions that are over: one under way is neither attended nor missed yet.
    .where(sql<boolean>`s.starts_at + make_interval(mins => s.duration_minutes) <= ${new Date(nowMs)}`)
    .where((eb) =>
      eb.or([
        eb('a.profile_id', 'is not', null),
        eb.exists(
          eb
            .selectFrom('profile_schedules as ps')
            .select('ps.id')
            .where('ps.profile_id', '=', profileId)
            .whereRef('ps.class_schedule_id', '=', 's.class_schedule_id')
            .whereRef('ps.created_at', '<=', 's.starts_at'),
        ),
      ]),
    )
    .orderBy('s.starts_at')
    .orderBy('s.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    startsAt: new Date(r.starts_at).toISOString(),
    title: r.title,
    courseTitle: r.course_title,
    ...teacherLabels(r.teacher_name, r.teacher_gender, r.teacher_type),
    attended: r.joined_at !== null,
    joinedAt: r.joined_at ? new Date(r.joined_at).toISOString() : null,
  }));
};

/** Whole percent, rounded half up; 0 of 0 never reaches here (the section is empty then). */
export function percent(part: number, whole: number): number {
  return Math.round((part * 100) / whole);
}

function counts(sessions: AttendedSession[]): AttendanceCounts | null {
  if (sessions.length === 0) return null;
  const attended = sessions.filter((s) => s.attended).length;
  return { attended, scheduled: sessions.length, rate: percent(attended, sessions.length) };
}

/** Attendance: sessions attended and missed, per week, against the previous month. */
export const attendanceSource: ReportSource<'attendance'> = async (db, profileId, range, nowMs) => {
  const sessions = await sessionsOfMonth(db, profileId, range, nowMs);
  const current = counts(sessions);
  if (!current) return EMPTY;
  const previous = counts(await previousMonth(sessionsOfMonth, db, profileId, range, nowMs));
  const weeks = weeksOfMonth(range.month).map((weekStart, index) => {
    const inWeek = sessions.filter((s) => weekStartOf(Date.parse(s.startsAt)) === weekStart);
    const attended = inWeek.filter((s) => s.attended).length;
    return { weekStart, label: `Tuần ${index + 1}`, attended, missed: inWeek.length - attended };
  });
  return {
    status: 'ready',
    data: { ...current, missed: current.scheduled - current.attended, previous, weeks, sessions },
  };
};
