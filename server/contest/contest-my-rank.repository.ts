/**
 * A pupil's own rows in the five materialised rankings (SPEC §7, ADR 0016): "my rank" in one
 * statement, and the latest ranked result the main app shows.
 */
import { sql } from 'kysely';
import type { RankingRow } from '../../src/contracts/contest';
import {
  CALLER_REFUSALS,
  type CallerRefusal,
  callerAndRound,
  type Executor,
  medal,
  type StudentRow,
  toStudentRow,
} from './contest-ranking-rows';

export interface MyRows {
  studentInSchool: RankingRow | null;
  studentInProvince: RankingRow | null;
  schoolInProvince: RankingRow | null;
  schoolInGrade: RankingRow | null;
  province: RankingRow | null;
}

type MyRow = StudentRow & {
  s0_rank: number | null;
  s0_size: number | null;
  s0_avg: number | null;
  s0_n: number | null;
  sg_rank: number | null;
  sg_size: number | null;
  sg_avg: number | null;
  sg_n: number | null;
  p_rank: number | null;
  p_size: number | null;
  p_avg: number | null;
  p_n: number | null;
};

const NO_ROWS: MyRows = {
  studentInSchool: null,
  studentInProvince: null,
  schoolInProvince: null,
  schoolInGrade: null,
  province: null,
};

/** A school's or province's row of "my rank": its rank, medal, average and participants. */
function groupRow(rank: number, size: number | null, average: number | null, participants: number | null) {
  const { rankLevel, rankLevelName } = medal(rank, size ?? 0);
  return { rank, rankLevel, rankLevelName, score: average ?? 0, participants: participants ?? 0 };
}

function toMyRows(row: MyRow): MyRows {
  if (row.contest_profile_id === null || row.province_rank === null) return NO_ROWS;
  const schoolInProvince =
    row.s0_rank === null ? null : groupRow(row.s0_rank, row.s0_size, row.s0_avg, row.s0_n);
  const schoolInGrade =
    row.sg_rank === null ? null : groupRow(row.sg_rank, row.sg_size, row.sg_avg, row.sg_n);
  const province = row.p_rank === null ? null : groupRow(row.p_rank, row.p_size, row.p_avg, row.p_n);
  return {
    studentInSchool: toStudentRow(row, 'school'),
    studentInProvince: toStudentRow(row, 'province'),
    schoolInProvince: schoolInProvince && {
      rank: schoolInProvince.rank,
      rankLevel: schoolInProvince.rankLevel,
      rankLevelName: schoolInProvince.rankLevelName,
      score: schoolInProvince.score,
      provinceId: row.province_id,
      provinceName: row.province_name,
      schoolId: row.school_id,
      schoolName: row.school_name,
      participants: schoolInProvince.participants,
    },
    schoolInGrade: schoolInGrade && {
      rank: schoolInGrade.rank,
      rankLevel: schoolInGrade.rankLevel,
      rankLevelName: schoolInGrade.rankLevelName,
      score: schoolInGrade.score,
      provinceId: row.province_id,
      provinceName: row.province_name,
      schoolId: row.school_id,
      schoolName: row.school_name,
      grade: row.grade,
      participants: schoolInGrade.participants,
    },
    province: province && {
      rank: province.rank,
      rankLevel: province.rankLevel,
      rankLevelName: province.rankLevelName,
      score: province.score,
      provinceId: row.province_id,
      provinceName: row.province_name,
      participants: province.participants,
    },
  };
}

/** Why a "my rank" lookup has no rows, in the order the checks apply (the route maps each to 401/403/404). */
export type MyRankingRefusal = CallerRefusal | 'not-pupil';

export type MyRankingLookup =
  | { outcome: MyRankingRefusal }
  | { outcome: 'ok'; ranksDirty: boolean; rows: MyRows };

/**
 * "My rank" in ONE statement (issue 13: a pupil's own rank is one query): the live contest token →
 * its contest profile → the round → the caller's rows in the five rankings, all on primary or unique
 * keys. A driving one-row relation with left joins keeps a row whatever is missing, and `outcome`
 * says what was: the same checks, in the same order, as requireContest + roundForRanking + the
 * pupil-only rule. `ranksDirty` tells the caller the round's ranks need a refresh before they are
 * read (rare: only after a submit; the route refreshes and asks again).
 */
export async function myRankingOfToken(
  db: Executor,
  rawToken: string,
  roundId: number,
): Promise<MyRankingLookup> {
  const result = await sql<MyRow & { outcome: MyRankingRefusal | 'ok'; ranks_dirty: boolean | null }>`
    select case ${CALLER_REFUSALS}
                when cp.role <> 'pupil' then 'not-pupil'
                else 'ok' end as outcome,
           rd.ranks_dirty,
           r.contest_profile_id, r.score, r.time_used_ms, r.grade, r.province_id, r.school_id,
           r.province_rank, r.province_group_size, r.school_rank, r.school_group_size,
           cp.name, cp.class_name, s.name as school_name, pv.name as province_name,
           s0.rank as s0_rank, s0.group_size as s0_size, s0.average_score as s0_avg, s0.participants as s0_n,
           sg.rank as sg_rank, sg.group_size as sg_size, sg.average_score as sg_avg, sg.participants as sg_n,
           p.rank as p_rank, p.group_size as p_size, p.average_score as p_avg, p.participants as p_n
      ${callerAndRound(rawToken, roundId)}
      left join contest_results r
             on r.round_id = rd.id and r.contest_profile_id = cp.id and cp.role = 'pupil'
      left join schools s on s.id = r.school_id
      left join provinces pv on pv.id = r.province_id
      left join contest_school_results s0 on s0.round_id = r.round_id and s0.grade = 0 and s0.school_id = r.school_id
      left join contest_school_results sg on sg.round_id = r.round_id and sg.grade = r.grade and sg.school_id = r.school_id
      left join contest_province_results p on p.round_id = r.round_id and p.province_id = r.province_id`.execute(
    db,
  );
  const row = result.rows[0];
  if (!row) throw new Error('my rank: the driving row is missing');
  if (row.outcome !== 'ok') return { outcome: row.outcome };
  return { outcome: 'ok', ranksDirty: row.ranks_dirty === true, rows: toMyRows(row) };
}

/** The latest closed round in which a main-app profile's contest profile has a ranked result. */
export async function latestRankedResult(db: Executor, mainProfileId: number) {
  const row = await db
    .selectFrom('contest_results as r')
    .innerJoin('contest_profiles as cp', 'cp.id', 'r.contest_profile_id')
    .innerJoin('contest_rounds as cr', 'cr.id', 'r.round_id')
    .select(['r.round_id', 'cr.name', 'r.score', 'r.province_rank', 'r.province_group_size'])
    .where('cp.profile_id', '=', mainProfileId)
    .where('r.province_rank', 'is not', null)
    .orderBy('cr.end_time', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row || row.province_rank === null || row.province_group_size === null) return null;
  return {
    roundId: row.round_id,
    roundName: row.name,
    score: row.score,
    totalElements: row.province_group_size,
    rank: row.province_rank,
    ...medal(row.province_rank, row.province_group_size),
  };
}
