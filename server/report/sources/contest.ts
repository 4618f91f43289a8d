import { sql } from 'kysely';
import { MEDAL_NAMES, medalLevel } from '../../../src/domain/contest';
import { EMPTY, inMonthSoFar, type ReportSource } from './source';

/**
 * Contest: the rounds the profile's linked contest profile (contest_profiles.profile_id) took in the
 * month — an attempt submitted or timed out in the month —, each with its counted score and, when
 * the round is ranked, the rank among the province's pupils of the grade and the medal.
 */
export const contestSource: ReportSource<'contest'> = async (db, profileId, range, nowMs) => {
  const rows = await db
    .selectFrom('contest_attempts as a')
    .innerJoin('contest_profiles as cp', 'cp.id', 'a.contest_profile_id')
    .innerJoin('contest_rounds as r', 'r.id', 'a.round_id')
    .leftJoin('contest_results as res', (join) =>
      join
        .onRef('res.round_id', '=', 'a.round_id')
        .onRef('res.contest_profile_id', '=', 'a.contest_profile_id'),
    )
    .select([
      'r.id as round_id',
      'r.name as round_name',
      sql<number>`count(*)::int`.as('attempts'),
      sql<number | null>`max(a.score)`.as('best_score'),
      sql<Date>`max(a.closed_at)`.as('at'),
      sql<number | null>`max(res.score)`.as('result_score'),
      sql<number | null>`max(res.province_rank)`.as('rank'),
      sql<number | null>`max(res.province_group_size)`.as('group_size'),
    ])
    .where('cp.profile_id', '=', profileId)
    .where('a.status', '<>', 'in_progress')
    .where(inMonthSoFar('a.closed_at', range, nowMs))
    .groupBy(['r.id', 'r.name'])
    .orderBy(sql`max(a.closed_at)`)
    .orderBy('r.id')
    .execute();
  if (rows.length === 0) return EMPTY;
  return {
    status: 'ready',
    data: {
      results: rows.map((r) => {
        const rank = r.rank === null ? null : Number(r.rank);
        const groupSize = r.group_size === null ? null : Number(r.group_size);
        return {
          roundId: r.round_id,
          roundName: r.round_name,
          score: Number(r.result_score ?? r.best_score ?? 0),
          attempts: Number(r.attempts),
          rank,
          groupSize,
          medal: rank !== null && groupSize !== null ? MEDAL_NAMES[medalLevel(rank, groupSize)] : null,
          at: new Date(r.at).toISOString(),
        };
      }),
    },
  };
};
