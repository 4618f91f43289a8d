import { sql, type Transaction } from 'kysely';
import { monthOf, monthRange, shiftMonth } from '../../src/domain/report-month';
import type { Database } from '../db/schema';
import { regularSessionRow, SESSION_SCHEDULE_COLUMNS } from '../learning/sessions.repository';

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
export async function seedReport(trx: Transaction<Database>, nowMs: number): Promise<void> {
  const ldb = trx;
  const fromMs = monthRange(shiftMonth(monthOf(nowMs), -HISTORY_MONTHS)).startMs;
  const seats = await ldb
    .selectFrom('profile_schedules as ps')
    .innerJoin('class_schedules as cs', 'cs.id', 'ps.class_schedule_id')
    .innerJoin('courses as c', 'c.id', 'cs.course_id')
    .select(['ps.id as seat_id', 'ps.profile_id', 'cs.id as schedule_id', ...SESSION_SCHEDULE_COLUMNS])
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
        starts.map((startsAt) =>
          regularSessionRow(
            {
              id: seat.schedule_id,
              duration_minutes: seat.duration_minutes,
              main_teacher_id: seat.main_teacher_id,
              course_title: seat.course_title,
            },
            plan,
            startsAt,
          ),
        ),
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

  await seedMinhAnhAreas(trx, nowMs);

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

const MINH_ANH_PHONE = '0901000001';
/** Scores of her speaking attempts: a rising trend from last month to this one. */
const SPEAK_SCORES = { previous: [58, 63, 61, 70], current: [72, 76, 81] };

/**
 * Minh Anh's practice sessions and speaking attempts in last month and this month (so far), and a
 * club post last month when the club seed has none there: the areas' own seeds give her none of
 * these (their demos start empty or with this week's posts). Her practice stays out of 'My family',
 * the unit the practice e2e opens; her trophies and diamonds are the loyalty seed's (a documented
 * balance), and she has no contest profile (0901000001 is the account that is not registered).
 */
async function seedMinhAnhAreas(trx: Transaction<Database>, nowMs: number): Promise<void> {
  const minhAnh = await trx
    .selectFrom('profiles as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.id', 'p.grade_id', 'p.school_id', 'p.class_name'])
    .where('u.phone', '=', MINH_ANH_PHONE)
    .where('p.is_default', '=', true)
    .executeTakeFirst();
  if (!minhAnh) return;
  const grade = minhAnh.grade_id ?? 3;
  const units = await trx
    .selectFrom('practice_units')
    .select(['id', 'position'])
    .where('grade', '=', grade)
    .where('position', '>', 1)
    .orderBy('position')
    .execute();
  const items = await trx
    .selectFrom('practice_items')
    .select(['id', 'unit_id'])
    .where(
      'unit_id',
      'in',
      units.map((u) => u.id),
    )
    .orderBy('id')
    .execute();
  const prompts = await trx
    .selectFrom('speak_prompts as p')
    .innerJoin('speak_topics as t', 't.id', 'p.topic_id')
    .select('p.id')
    .where('t.grade', '=', grade)
    .orderBy('t.position')
    .orderBy('p.position')
    .execute();
  const current = monthOf(nowMs);
  for (const [key, month] of [
    ['previous', shiftMonth(current, -1)],
    ['current', current],
  ] as const) {
    const { startMs, endMs } = monthRange(month);
    const untilMs = Math.min(endMs, nowMs - 60_000);
    if (untilMs <= startMs) continue;
    const at = (fraction: number) => new Date(startMs + Math.floor((untilMs - startMs) * fraction));

    // Practice: finished sessions of eight answers, one unit after the other.
    const fractions = key === 'previous' ? [0.15, 0.45, 0.8] : [0.3, 0.7];
    for (const [index, fraction] of fractions.entries()) {
      const unit = units[index % units.length];
      if (!unit) break;
      const chosen = items.filter((i) => i.unit_id === unit.id).slice(index * 3, index * 3 + 8);
      if (chosen.length === 0) continue;
      const startedAt = at(fraction);
      const session = await trx
        .insertInto('practice_sessions')
        .values({
          profile_id: minhAnh.id,
          unit_id: unit.id,
          item_ids: JSON.stringify(chosen.map((i) => i.id)),
          started_at: startedAt,
          finished_at: new Date(startedAt.getTime() + 8 * 60_000),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Last month one answer in three is wrong; this month one in five.
      const wrongEvery = key === 'previous' ? 3 : 5;
      await trx
        .insertInto('practice_answers')
        .values(
          chosen.map((item, n) => ({
            session_id: session.id,
            item_id: item.id,
            answer: (n + index) % wrongEvery === 0 ? '—' : 'đúng',
            correct: (n + index) % wrongEvery !== 0,
            explanation: null,
            answered_at: new Date(startedAt.getTime() + (n + 1) * 50_000),
          })),
        )
        .execute();
    }

    // AI Speak: a few attempts spread over the month.
    const scores = SPEAK_SCORES[key];
    if (prompts.length > 0)
      await trx
        .insertInto('speak_attempts')
        .values(
          scores.map((score, n) => ({
            profile_id: minhAnh.id,
            prompt_id: prompts[n % prompts.length]!.id,
            client_attempt_id: `seed-report-${month}-${n}`,
            score,
            words: JSON.stringify([]),
            created_at: at((n + 1) / (scores.length + 1)),
          })),
        )
        .execute();

    // Club: one approved post in a month the club seed left empty, liked by two classmates.
    const hasPost = await trx
      .selectFrom('club_posts')
      .select('id')
      .where('profile_id', '=', minhAnh.id)
      .where('created_at', '>=', new Date(startMs))
      .where('created_at', '<', new Date(untilMs))
      .executeTakeFirst();
    if (hasPost || minhAnh.school_id === null) continue;
    const createdAt = at(0.5);
    const post = await trx
      .insertInto('club_posts')
      .values({
        profile_id: minhAnh.id,
        school_id: minhAnh.school_id,
        class_name: minhAnh.class_name,
        grade_id: grade,
        content:
          'Cuối tuần em cùng bố mẹ đi thăm ông bà. Em kể cho ông nghe bằng tiếng Anh: "I love my grandpa!"',
        status: 'APPROVED',
        decided_at: new Date(createdAt.getTime() + 2 * 3_600_000),
        submitted_at: createdAt,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const likers = await trx
      .selectFrom('profiles')
      .select('id')
      .where('school_id', '=', minhAnh.school_id)
      .where('id', '<>', minhAnh.id)
      .orderBy('id')
      .limit(2)
      .execute();
    if (likers.length > 0) {
      await trx
        .insertInto('club_likes')
        .values(likers.map((l) => ({ post_id: post.id, profile_id: l.id, created_at: createdAt })))
        .execute();
      await trx
        .updateTable('club_posts')
        .set({ like_count: likers.length })
        .where('id', '=', post.id)
        .execute();
    }
  }
}
