/** The weekly in-app view: the week's challenge and what the profile did this week (ADR 0006). */
import { sql } from 'kysely';
import type { WeeklySummary } from '../../src/contracts/club';
import type { Executor } from '../db/database';
import { profileById } from '../db/queries/profiles';
import { AppError } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import { loadDailyGoal } from '../practice/daily-goal.repository';
import { CLUB_MESSAGES } from './club-messages';

const VIETNAM_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;

/** Monday 00:00 of the week holding `now` in Vietnam (UTC+7, no daylight saving), as an instant. */
export function weekOf(now: Date) {
  const local = new Date(now.getTime() + VIETNAM_OFFSET_MS);
  const daysSinceMonday = (local.getUTCDay() + 6) % 7;
  const mondayLocal =
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - daysSinceMonday * DAY_MS;
  const start = new Date(mondayLocal - VIETNAM_OFFSET_MS);
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return {
    start,
    end: new Date(start.getTime() + 7 * DAY_MS),
    startDay: day(mondayLocal),
    endDay: day(mondayLocal + 6 * DAY_MS),
    /** Weeks since 1970-01-05 (a Monday): picks the week's challenge. */
    index: Math.floor((mondayLocal - Date.UTC(1970, 0, 5)) / (7 * DAY_MS)),
  };
}

export async function weekChallenge(db: Executor, weekIndex: number) {
  const { count } = await db
    .selectFrom('club_challenges')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  if (Number(count) === 0) return null;
  return (
    (await db
      .selectFrom('club_challenges')
      .select(['id', 'title', 'prompt'])
      .where('position', '=', weekIndex % Number(count))
      .executeTakeFirst()) ?? null
  );
}

export async function requireWeekChallenge(db: Executor, now: Date) {
  const week = weekOf(now);
  const challenge = await weekChallenge(db, week.index);
  if (!challenge) throw new AppError(409, ERROR_CODES.CLUB_NO_CHALLENGE, CLUB_MESSAGES.noChallenge);
  return { week: week.startDay, id: challenge.id };
}

export async function weeklySummary(db: Executor, profileId: number, now: Date): Promise<WeeklySummary> {
  const week = weekOf(now);
  const profile = await profileById(db, profileId).select(['id', 'name']).executeTakeFirstOrThrow();
  const [attended, posts, challenge] = await Promise.all([
    sql<{ count: number }>`select count(*)::int as count from attendance
      where profile_id = ${profileId} and joined_at >= ${week.start} and joined_at < ${week.end}`.execute(db),
    db
      .selectFrom('club_posts')
      .select((eb) => [eb.fn.countAll<number>().as('count')])
      .where('profile_id', '=', profileId)
      .where('deleted_at', 'is', null)
      .where('created_at', '>=', week.start)
      .where('created_at', '<', week.end)
      .executeTakeFirstOrThrow(),
    weekChallenge(db, week.index),
  ]);
  const goal = await loadDailyGoal(db, profileId, now.getTime());
  const likes = await sql<{ count: number }>`select count(*)::int as count from club_likes l
      join club_posts p on p.id = l.post_id
      where p.profile_id = ${profileId} and p.deleted_at is null
        and l.created_at >= ${week.start} and l.created_at < ${week.end}`.execute(db);
  const submission = challenge
    ? await db
        .selectFrom('club_posts')
        .select(['id', 'status'])
        .where('profile_id', '=', profileId)
        .where('challenge_week', '=', sql<Date>`${week.startDay}::date`)
        .where('deleted_at', 'is', null)
        .executeTakeFirst()
    : undefined;
  return {
    profileId: profile.id,
    profileName: profile.name,
    weekStart: week.startDay,
    weekEnd: week.endDay,
    classesAttended: attended.rows[0]?.count ?? 0,
    posts: Number(posts.count),
    likesReceived: likes.rows[0]?.count ?? 0,
    dailyGoal: { streak: goal.streak, todayMet: goal.met, days: goal.week },
    challenge: challenge
      ? {
          ...challenge,
          submission: submission ? { postId: submission.id, status: submission.status } : null,
        }
      : null,
  };
}
