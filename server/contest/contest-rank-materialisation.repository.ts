/**
 * The materialisation of a round's rankings (SPEC §7, ADR 0016): per pupil, school and province,
 * the rank, the group size the medals need and each row's position in its group, written in one
 * set-based transaction under the round's advisory lock. Run by the round's close job, by staff's
 * recompute, and by the first reader of a round a submit made stale.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { closeExpiredAttempts } from './contest-attempts.repository';
import type { Executor } from './contest-ranking-rows';

/** Arbitrary constant (with the round id) for the advisory lock of one round's rank refresh. */
const RANK_REFRESH_LOCK = 7_212_060;

/**
 * Recomputes a round's materialised ranks when a submit has marked them stale. The flag is cleared
 * first in its own statement, so a submit that lands during the refresh marks it stale again and
 * the next reader refreshes once more; the advisory lock keeps refreshes of a round one at a time.
 */
export async function refreshRanksIfStale(db: Db, roundId: number): Promise<boolean> {
  await closeExpiredAttempts(db, { roundId });
  const claimed = await db
    .updateTable('contest_rounds')
    .set({ ranks_dirty: false })
    .where('id', '=', roundId)
    .where('ranks_dirty', '=', true)
    .returning('id')
    .executeTakeFirst();
  if (!claimed) return false;
  try {
    await refreshRanks(db, roundId);
  } catch (error) {
    await db.updateTable('contest_rounds').set({ ranks_dirty: true }).where('id', '=', roundId).execute();
    throw error;
  }
  return true;
}

/** Waits for (then holds, until `trx` ends) the right to recompute a round's ranks. */
export async function lockRoundRanks(trx: Executor, roundId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(${RANK_REFRESH_LOCK}, ${roundId})`.execute(trx);
}

/** Recomputes a round's ranks in one transaction, one refresh of a round at a time. */
export function refreshRanks(db: Db, roundId: number): Promise<void> {
  return db.transaction().execute(async (trx) => {
    await lockRoundRanks(trx, roundId);
    await recomputeRanks(trx, roundId);
  });
}

/** Set-based recomputation of every rank of a round (pupils, schools, provinces), inside `trx`. */
export async function recomputeRanks(trx: Executor, roundId: number): Promise<void> {
  await sql`
      update contest_results r
         set province_rank = x.province_rank, province_group_size = x.province_group_size,
             province_position = x.province_position,
             school_rank = x.school_rank, school_group_size = x.school_group_size,
             school_position = x.school_position
        from (select contest_profile_id,
                     rank() over (partition by province_id, grade order by score desc, time_used_ms) as province_rank,
                     count(*) over (partition by province_id, grade) as province_group_size,
                     row_number() over (partition by province_id, grade
                                        order by score desc, time_used_ms, contest_profile_id) as province_position,
                     rank() over (partition by school_id, grade order by score desc, time_used_ms) as school_rank,
                     count(*) over (partition by school_id, grade) as school_group_size,
                     row_number() over (partition by school_id, grade
                                        order by score desc, time_used_ms, contest_profile_id) as school_position
                from contest_results where round_id = ${roundId}) x
       where r.round_id = ${roundId} and r.contest_profile_id = x.contest_profile_id
         and (r.province_rank, r.province_group_size, r.province_position,
              r.school_rank, r.school_group_size, r.school_position)
             is distinct from (x.province_rank, x.province_group_size::int, x.province_position::int,
                               x.school_rank, x.school_group_size::int, x.school_position::int)`.execute(trx);
  await trx.deleteFrom('contest_school_results').where('round_id', '=', roundId).execute();
  // grade 0: all of a school's pupils, ranked among the schools of its province; grade 1-12: a
  // school's pupils of that grade, ranked among every school of the country.
  await sql`
      insert into contest_school_results (round_id, school_id, grade, province_id, participants, average_score,
                                          rank, group_size, position, province_position, province_group_size)
      select ${roundId}, school_id, grade, province_id, participants, average_score, rank, group_size,
             row_number() over (partition by grade order by rank, school_id),
             row_number() over (partition by grade, province_id order by rank, school_id),
             count(*) over (partition by grade, province_id)
        from (select s.*,
                     rank() over (partition by grade, case when grade = 0 then province_id end
                                  order by average_score desc) as rank,
                     count(*) over (partition by grade, case when grade = 0 then province_id end) as group_size
                from (select school_id, 0 as grade, min(province_id) as province_id, count(*)::int as participants,
                             round(avg(score), 2)::float8 as average_score
                        from contest_results where round_id = ${roundId} group by school_id
                      union all
                      select school_id, grade, min(province_id), count(*)::int, round(avg(score), 2)::float8
                        from contest_results where round_id = ${roundId} group by school_id, grade) s) ranked`.execute(
    trx,
  );
  await trx.deleteFrom('contest_province_results').where('round_id', '=', roundId).execute();
  await sql`
      insert into contest_province_results (round_id, province_id, participants, average_score, rank, group_size, position)
      select ${roundId}, province_id, participants, average_score,
             rank() over (order by average_score desc), count(*) over (),
             row_number() over (order by average_score desc, province_id)
        from (select province_id, count(*)::int as participants, round(avg(score), 2)::float8 as average_score
                from contest_results where round_id = ${roundId} group by province_id) p`.execute(trx);
  await trx
    .updateTable('contest_rounds')
    .set({ ranked_at: sql`app_now()`, ranks_version: sql`ranks_version + 1` })
    .where('id', '=', roundId)
    .execute();
}
