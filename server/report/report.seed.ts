import { sql, type Transaction } from 'kysely';
import { monthOf, monthRange, shiftMonth } from '../../src/domain/report-month';
import type { Database } from '../db/schema';

const DAY_MS = 86_400_000;
const VN_OFFSET_MS = 7 * 3_600_000;
/** Months of class history the demo gets before the current one. */
const HISTORY_MONTHS = 2;

const COMMENTS = [
  'Con phát âm rõ hơn nhiều, mạnh dạn giơ tay trả lời. Cần luyện thêm từ vựng chủ đề gia đình.',
  'Con tập trung tốt trong giờ học, hoàn thành đủ bài tập. Nên ôn lại thì hiện tại tiếp diễn.',
];

/** Weekly starts (weekday 1–7, 'HH:MM' Vietnam time) in [fromMs, untilMs). */
function pastStarts(weekday: number, startTime: string, fromMs: number, untilMs: number): Date[] {
  const [hour, minute] = startTime.split(':').map(Number) as [number, number];
  const starts: Date[] = [];
  for (let day = fromMs; day < untilMs; day += DAY_MS) {
    const wall = new Date(day + VN_OFFSET_MS);
    const isoWeekday = ((wall.getUTCDay() + 6) % 7) + 1;
    if (isoWeekday !== weekday) continue;
    const at =
      Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate(), hour, minute) - VN_OFFSET_MS;
    if (at >= fromMs && at < untilMs) starts.push(new Date(at));
  }
  return starts;
}

/**
 * Demo history for the monthly report, inside the seeding transaction after the learning plan:
 * every seat held by a demo profile is dated back to the start of the month two months ago, its
 * class sessions since then are created, three of every four are attended, and the main teacher
 * leaves a comment for each finished month.
 */
export async function seedReport(trx: Transaction<Database>): Promise<void> {
  const ldb = trx;
  const nowMs = Date.now();
  const fromMs = monthRange(shiftMonth(monthOf(nowMs), -HISTORY_MONTHS)).startMs;
  const seats = await ldb
    .selectFrom('profile_schedules as ps')
    .innerJoin('class_schedules as cs', 'cs.id', 'ps.class_schedule_id')
    .innerJoin('courses as c', 'c.id', 'cs.course_id')
    .select([
      'ps.id as seat_id',
      'ps.profile_id',
      'cs.id as schedule_id',
      'cs.course_id',
      'cs.weekday',
      'cs.start_time',
      'cs.duration_minutes',
      'cs.main_teacher_id',
      'c.title as course_title',
    ])
    .orderBy('ps.id')
    .execute();
  if (seats.length === 0) return;
  // created_at is write-once in the row types; the demo rewrites history on purpose.
  await sql`update profile_schedules set created_at = ${new Date(fromMs)}
    where id in (${sql.join(seats.map((s) => s.seat_id))})`.execute(trx);
  const lessons = await ldb
    .selectFrom('course_lessons')
    .select(['course_id', 'title', 'objectives', 'vocabulary'])
    .orderBy('position')
    .execute();
  for (const seat of seats) {
    const plan = lessons.filter((l) => l.course_id === seat.course_id);
    const starts = pastStarts(seat.weekday, seat.start_time, fromMs, nowMs - seat.duration_minutes * 60_000);
    if (starts.length === 0) continue;
    const sessions = await ldb
      .insertInto('class_sessions')
      .values(
        starts.map((startsAt) => {
          const week = Math.floor(startsAt.getTime() / (7 * DAY_MS));
          const lesson = plan.length > 0 ? plan[week % plan.length] : undefined;
          return {
            class_schedule_id: seat.schedule_id,
            session_type: 'REGULAR',
            starts_at: startsAt,
            duration_minutes: seat.duration_minutes,
            teacher_id: seat.main_teacher_id,
            title: lesson ? `${seat.course_title}: ${lesson.title}` : seat.course_title,
            objectives: JSON.stringify(lesson?.objectives ?? []),
            vocabulary: JSON.stringify(lesson?.vocabulary ?? []),
          };
        }),
      )
      .onConflict((oc) =>
        oc.columns(['class_schedule_id', 'starts_at']).doUpdateSet({ teacher_id: seat.main_teacher_id }),
      )
      .returning(['id', 'starts_at'])
      .execute();
    const attended = sessions.filter((_, index) => index % 4 !== 3);
    if (attended.length > 0) {
      await ldb
        .insertInto('attendance')
        .values(
          attended.map((s) => ({
            session_id: s.id,
            profile_id: seat.profile_id,
            joined_at: new Date(new Date(s.starts_at).getTime() + 2 * 60_000),
          })),
        )
        .onConflict((oc) => oc.columns(['session_id', 'profile_id']).doNothing())
        .execute();
    }
  }
  const commented = new Set<number>();
  for (const seat of seats) {
    if (commented.has(seat.profile_id)) continue;
    commented.add(seat.profile_id);
    await ldb
      .insertInto('report_teacher_comments')
      .values(
        COMMENTS.map((comment, index) => ({
          profile_id: seat.profile_id,
          month: shiftMonth(monthOf(nowMs), -(index + 1)),
          teacher_id: seat.main_teacher_id,
          comment,
        })),
      )
      .execute();
  }

  // The demo accounts' notifications are as the README describes them (Minh Anh: 7 unread, Bảo Ngọc:
  // none): last month counts as already announced, so the month-end job starts with this month.
  await trx
    .insertInto('report_month_notifications')
    .columns(['profile_id', 'month'])
    .expression((eb) =>
      eb.selectFrom('profiles').select(['id', sql.lit(shiftMonth(monthOf(nowMs), -1)).as('month')]),
    )
    .onConflict((oc) => oc.columns(['profile_id', 'month']).doNothing())
    .execute();
}
