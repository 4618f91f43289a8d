import { sql } from 'kysely';
import type { DailyGoal } from '../../src/contracts/practice';
import {
  addDays,
  currentStreak,
  DAILY_GOAL_PRACTICE_ITEMS,
  dayStatus,
  daysFrom,
  goalDayOf,
  mondayOf,
  repairableDay,
  STREAK_REPAIR_DIAMONDS,
  type StreakHistory,
} from '../../src/domain/daily-goal';
import type { Db } from '../db/database';
import { profileById } from '../db/queries/profiles';
import { AppError } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import { spendPoints } from '../loyalty/loyalty.grants';

/*
 * The daily goal and the streak (issue 33, ADR 0014; the rules are src/domain/daily-goal.ts). What a
 * day achieved is counted from the practice answers and speak attempts themselves, by Vietnam
 * calendar day (UTC+7, whatever the database's time zone); only repairs are stored.
 */

export const DAILY_GOAL_MESSAGES = {
  notRepairable:
    'Chỉ sửa được ngày hôm qua khi em lỡ mục tiêu, hôm trước đó vẫn giữ chuỗi, và tuần đó chưa sửa ngày nào',
  notEnoughDiamonds: `Em cần ${STREAK_REPAIR_DIAMONDS} kim cương để giữ chuỗi ngày học`,
  repaired: 'Đã giữ chuỗi ngày học',
} as const;

/** An instant's Vietnam calendar day in SQL, as 'YYYY-MM-DD'. */
const vietnamDayOf = (column: string) =>
  sql<string>`to_char((${sql.ref(column)} at time zone 'UTC') + interval '7 hours', 'YYYY-MM-DD')`;

/** Practice answers per Vietnam day (days with at least one). */
async function answersPerDay(db: Db, profileId: number): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('practice_answers as a')
    .innerJoin('practice_sessions as s', 's.id', 'a.session_id')
    .select([vietnamDayOf('a.answered_at').as('day'), sql<number>`count(*)::int`.as('n')])
    .where('s.profile_id', '=', profileId)
    .groupBy(sql`1`)
    .execute();
  return new Map(rows.map((row) => [row.day, Number(row.n)]));
}

/** Vietnam days on which the profile spoke every prompt of at least one topic (server-scored). */
async function speakTopicDays(db: Db, profileId: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('speak_attempts as a')
        .innerJoin('speak_prompts as p', 'p.id', 'a.prompt_id')
        .select([
          vietnamDayOf('a.created_at').as('day'),
          'p.topic_id',
          sql<number>`count(distinct a.prompt_id)::int`.as('spoken'),
        ])
        .where('a.profile_id', '=', profileId)
        // Only scores the server made count (issue 30): a client-claimed attempt proves nothing.
        .where('a.scored_by_server', '=', true)
        .groupBy([sql`1`, 'p.topic_id'])
        .as('x'),
    )
    .select('x.day')
    .distinct()
    .where(
      'x.spoken',
      '>=',
      sql<number>`(select count(*)::int from speak_prompts q where q.topic_id = x.topic_id)`,
    )
    .execute();
  return new Set(rows.map((row) => row.day));
}

async function repairedDays(db: Db, profileId: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('streak_repairs')
    .select(sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'))
    .where('profile_id', '=', profileId)
    .execute();
  return new Set(rows.map((row) => row.day));
}

export interface GoalRecord extends StreakHistory {
  /** Practice answers per day. */
  answers: Map<string, number>;
  speakDays: Set<string>;
}

/** Everything the streak rules need about one profile, from its whole history. */
export async function goalRecord(db: Db, profileId: number): Promise<GoalRecord> {
  const answers = await answersPerDay(db, profileId);
  const speakDays = await speakTopicDays(db, profileId);
  const metDays = new Set(speakDays);
  for (const [day, n] of answers) if (n >= DAILY_GOAL_PRACTICE_ITEMS) metDays.add(day);
  return { answers, speakDays, metDays, repairedDays: await repairedDays(db, profileId) };
}

/** The goal of `today` and the streak as the pupil sees them. */
export function dailyGoalOf(record: GoalRecord, today: string, diamonds: number): DailyGoal {
  const repairDay = repairableDay(record, today);
  const monday = mondayOf(today);
  return {
    today,
    practiceItems: record.answers.get(today) ?? 0,
    practiceTarget: DAILY_GOAL_PRACTICE_ITEMS,
    speakTopicDone: record.speakDays.has(today),
    met: record.metDays.has(today),
    streak: currentStreak(record, today),
    repair: repairDay
      ? { day: repairDay, cost: STREAK_REPAIR_DIAMONDS, affordable: diamonds >= STREAK_REPAIR_DIAMONDS }
      : null,
    week: daysFrom(monday, addDays(monday, 6)).map((day) => ({ day, status: dayStatus(record, day, today) })),
  };
}

/** The profile's daily goal at `nowMs`. */
export async function loadDailyGoal(db: Db, profileId: number, nowMs: number): Promise<DailyGoal> {
  const record = await goalRecord(db, profileId);
  const wallet = await profileById(db, profileId).select('loyalty_diamond').executeTakeFirstOrThrow();
  return dailyGoalOf(record, goalDayOf(nowMs), wallet.loyalty_diamond);
}

/** The ledger key of a repair: the same day is never charged twice, whatever the retries. */
export const streakRepairKey = (day: string) => `streak-repair:${day}`;

/**
 * Repairs a missed day with diamonds, in one transaction that locks the profile (through the
 * ledger's spend): refused (409, nothing written) unless `day` is the day the rules let the pupil
 * repair now; a retry of a repair already made answers the same goal without charging again.
 */
export async function repairStreak(
  db: Db,
  input: { profileId: number; day: string; nowMs: number },
): Promise<DailyGoal> {
  const today = goalDayOf(input.nowMs);
  return db.transaction().execute(async (trx) => {
    await profileById(trx, input.profileId).select('id').forUpdate().executeTakeFirstOrThrow();
    const before = await goalRecord(trx, input.profileId);
    if (!before.repairedDays.has(input.day)) {
      if (repairableDay(before, today) !== input.day)
        throw new AppError(
          409,
          ERROR_CODES.PRACTICE_STREAK_NOT_REPAIRABLE,
          DAILY_GOAL_MESSAGES.notRepairable,
        );
      const spent = await spendPoints(trx, {
        profileId: input.profileId,
        currency: 'diamond',
        amount: STREAK_REPAIR_DIAMONDS,
        reason: 'streak_repair',
        idempotencyKey: streakRepairKey(input.day),
        note: `Giữ chuỗi ngày ${input.day.split('-').reverse().join('/')}`,
      });
      if (spent.status === 'insufficient')
        throw new AppError(
          409,
          ERROR_CODES.LOYALTY_INSUFFICIENT_BALANCE,
          DAILY_GOAL_MESSAGES.notEnoughDiamonds,
        );
      await trx
        .insertInto('streak_repairs')
        .values({
          profile_id: input.profileId,
          day: input.day,
          week_start: mondayOf(input.day),
          ledger_entry_id: spent.ledgerEntryId,
        })
        .execute();
    }
    const record = await goalRecord(trx, input.profileId);
    const wallet = await profileById(trx, input.profileId)
      .select('loyalty_diamond')
      .executeTakeFirstOrThrow();
    return dailyGoalOf(record, today, wallet.loyalty_diamond);
  });
}
