/** Contest rounds as a profile sees them: times, status by the database clock, participants. */
import { sql } from 'kysely';
import type { ContestRound, RoundStatus } from '../../src/contracts/contest';
import type { Executor, RowOf } from '../db/database';

// ── Rounds ────────────────────────────────────────────────────────────────────────────────────

const statusSql = sql<RoundStatus>`case when app_now() < r.start_time then 'upcoming' when app_now() < r.end_time then 'open' else 'closed' end`;

function roundQuery(db: Executor) {
  return db.selectFrom('contest_rounds as r').select([
    'r.id',
    'r.name',
    'r.grade',
    'r.start_time',
    'r.end_time',
    'r.duration_minutes',
    'r.allow_retries',
    'r.ranks_dirty',
    statusSql.as('status'),
    (eb) =>
      eb
        .selectFrom('contest_questions as q')
        .select((q) => q.fn.countAll<string>().as('n'))
        .whereRef('q.round_id', '=', 'r.id')
        .as('question_count'),
  ]);
}

type RoundRow = RowOf<typeof roundQuery>;

export interface RoundRecord extends ContestRound {
  ranksDirty: boolean;
}

function toRound(row: RoundRow): RoundRecord {
  return {
    id: row.id,
    name: row.name,
    grade: row.grade,
    startTime: row.start_time.toISOString(),
    endTime: row.end_time.toISOString(),
    durationMinutes: row.duration_minutes,
    status: row.status,
    allowRetries: row.allow_retries,
    questionCount: Number(row.question_count ?? 0),
    ranksDirty: row.ranks_dirty,
  };
}

export async function findRound(db: Executor, roundId: number): Promise<RoundRecord | null> {
  const row = await roundQuery(db).where('r.id', '=', roundId).executeTakeFirst();
  return row ? toRound(row) : null;
}

/** Rounds a contest profile may see: its grade's and the all-grade ones, newest first. */
export async function listRounds(db: Executor, grade: number | null): Promise<RoundRecord[]> {
  let query = roundQuery(db).orderBy('r.start_time', 'desc').orderBy('r.id', 'desc');
  if (grade !== null)
    query = query.where((eb) => eb.or([eb('r.grade', 'is', null), eb('r.grade', '=', grade)]));
  return (await query.execute()).map(toRound);
}

export async function countParticipants(db: Executor, roundId: number): Promise<number> {
  const { count } = await db
    .selectFrom('contest_attempts')
    .select(sql<string>`count(distinct contest_profile_id)`.as('count'))
    .where('round_id', '=', roundId)
    .executeTakeFirstOrThrow();
  return Number(count);
}
