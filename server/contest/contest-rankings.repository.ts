/**
 * The contest's rankings (SPEC §7, ADR 0016): their materialisation — ranks, medals' group sizes
 * and each row's position in its group — and the reads of one page or of the caller's own rows.
 */
import { type Kysely, sql } from 'kysely';
import type { RankingRow } from '../../src/contracts/contest';
import { MEDAL_NAMES, medalLevel } from '../../src/domain/contest';
import type { Db, RowOf } from '../db/database';
import type { Database } from '../db/schema';
import { hashToken } from '../security/tokens';
import { closeExpiredAttempts } from './contest-attempts.repository';

type Executor = Kysely<Database>;

// ── Rankings ──────────────────────────────────────────────────────────────────────────────────

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
    .set({ ranked_at: sql`app_now()` })
    .where('id', '=', roundId)
    .execute();
}

export function medal(
  rank: number,
  groupSize: number,
): Pick<RankingRow, 'rank' | 'rankLevel' | 'rankLevelName'> {
  const rankLevel = medalLevel(rank, groupSize);
  return { rank, rankLevel, rankLevelName: MEDAL_NAMES[rankLevel] };
}

export interface Paging {
  page: number;
  size: number;
}

export interface RankingSlice {
  totalElements: number;
  content: RankingRow[];
}

export function studentRows(db: Executor) {
  return db
    .selectFrom('contest_results as r')
    .innerJoin('contest_profiles as cp', 'cp.id', 'r.contest_profile_id')
    .innerJoin('schools as s', 's.id', 'r.school_id')
    .innerJoin('provinces as pv', 'pv.id', 'r.province_id')
    .select([
      'r.contest_profile_id',
      'r.score',
      'r.time_used_ms',
      'r.grade',
      'r.province_id',
      'r.school_id',
      'r.province_rank',
      'r.province_group_size',
      'r.school_rank',
      'r.school_group_size',
      'cp.name',
      'cp.class_name',
      's.name as school_name',
      'pv.name as province_name',
    ]);
}

type StudentRow = RowOf<typeof studentRows>;

export type StudentScope = 'province' | 'school';

/** The pupils of one province (or school) in a round; `grade: null` is every grade (exports). */
export interface StudentFilter {
  roundId: number;
  scope: StudentScope;
  groupId: number;
  grade: number | null;
}
type OneGrade = StudentFilter & { grade: number };

/** The contest_results columns of a pupil ranking scope: its group, rank, group size and position. */
export const SCOPE_COLUMNS = {
  province: {
    group: 'province_id',
    rank: 'province_rank',
    size: 'province_group_size',
    position: 'province_position',
  },
  school: { group: 'school_id', rank: 'school_rank', size: 'school_group_size', position: 'school_position' },
} as const;

export function toStudentRow(row: StudentRow, scope: StudentScope): RankingRow {
  const rank = row[SCOPE_COLUMNS[scope].rank] ?? 0;
  const size = row[SCOPE_COLUMNS[scope].size] ?? 0;
  return {
    ...medal(rank, size),
    score: row.score,
    provinceId: row.province_id,
    provinceName: row.province_name,
    schoolId: row.school_id,
    schoolName: row.school_name,
    profileId: row.contest_profile_id,
    studentName: row.name,
    grade: row.grade,
    className: row.class_name,
    timeUsed: row.time_used_ms,
  };
}

/** Positions (1-based) of one page: the keyset range a page reads instead of an OFFSET scan. */
function positions(paging: Paging): [first: number, last: number] {
  return [paging.page * paging.size + 1, (paging.page + 1) * paging.size];
}

/** Pupils of one province (or school) and grade, by rank: one index range per page. */
export async function studentRanking(db: Executor, filter: OneGrade, paging: Paging): Promise<RankingSlice> {
  const columns = SCOPE_COLUMNS[filter.scope];
  const [first, last] = positions(paging);
  const [rows, totalElements] = await Promise.all([
    studentRows(db)
      .where('r.round_id', '=', filter.roundId)
      .where(`r.${columns.group}`, '=', filter.groupId)
      .where('r.grade', '=', filter.grade)
      .where(`r.${columns.position}`, '>=', first)
      .where(`r.${columns.position}`, '<=', last)
      .orderBy(`r.${columns.position}`)
      .execute(),
    groupSize(db, filter),
  ]);
  return { totalElements, content: rows.map((row) => toStudentRow(row, filter.scope)) };
}

/** The size of a pupil ranking group, read from the materialised group size of its first row. */
async function groupSize(db: Executor, filter: OneGrade): Promise<number> {
  const columns = SCOPE_COLUMNS[filter.scope];
  const row = await db
    .selectFrom('contest_results')
    .select(`${columns.size} as size`)
    .where('round_id', '=', filter.roundId)
    .where(columns.group, '=', filter.groupId)
    .where('grade', '=', filter.grade)
    .where(columns.position, '=', 1)
    .executeTakeFirst();
  return row?.size ?? 0;
}

interface SchoolFilter {
  roundId: number;
  grade: number;
  provinceId: number | null;
}

/**
 * School results of one round and grade by rank, one page: the nationwide positions, or the
 * positions within `provinceId` when one is given (grade 0 always has one: it ranks a province).
 */
function schoolRows(db: Executor, filter: SchoolFilter, paging: Paging) {
  const [first, last] = positions(paging);
  const position = filter.provinceId === null ? 'sr.position' : 'sr.province_position';
  const inGrade = db
    .selectFrom('contest_school_results as sr')
    .innerJoin('schools as s', 's.id', 'sr.school_id')
    .innerJoin('provinces as pv', 'pv.id', 'sr.province_id')
    .select([
      'sr.school_id',
      'sr.grade',
      'sr.province_id',
      'sr.participants',
      'sr.average_score',
      'sr.rank',
      'sr.group_size',
      's.name as school_name',
      'pv.name as province_name',
    ])
    .where('sr.round_id', '=', filter.roundId)
    .where('sr.grade', '=', filter.grade)
    .where(position, '>=', first)
    .where(position, '<=', last)
    .orderBy(position);
  return filter.provinceId === null ? inGrade : inGrade.where('sr.province_id', '=', filter.provinceId);
}

type SchoolRow = Awaited<ReturnType<ReturnType<typeof schoolRows>['execute']>>[number];

/** The number of rows of a school ranking, read from its first row. */
async function schoolCount(db: Executor, filter: SchoolFilter): Promise<number> {
  const inGrade = db
    .selectFrom('contest_school_results')
    .where('round_id', '=', filter.roundId)
    .where('grade', '=', filter.grade);
  const first =
    filter.provinceId === null
      ? inGrade.select('group_size as n').where('position', '=', 1)
      : inGrade
          .select('province_group_size as n')
          .where('province_id', '=', filter.provinceId)
          .where('province_position', '=', 1);
  return (await first.executeTakeFirst())?.n ?? 0;
}

function toSchoolRow(row: SchoolRow): RankingRow {
  return {
    ...medal(row.rank, row.group_size),
    score: row.average_score,
    provinceId: row.province_id,
    provinceName: row.province_name,
    schoolId: row.school_id,
    schoolName: row.school_name,
    participants: row.participants,
    ...(row.grade > 0 ? { grade: row.grade } : {}),
  };
}

/**
 * Schools by average score: grade 0 ranks all grades within `provinceId`; a grade ranks that grade
 * nationwide, and `provinceId` then only narrows the rows shown (their ranks stay national).
 */
export async function schoolRanking(
  db: Executor,
  filter: SchoolFilter,
  paging: Paging,
): Promise<RankingSlice> {
  const [rows, totalElements] = await Promise.all([
    schoolRows(db, filter, paging).execute(),
    schoolCount(db, filter),
  ]);
  return { totalElements, content: rows.map(toSchoolRow) };
}

export async function provinceRanking(db: Executor, roundId: number, paging: Paging): Promise<RankingSlice> {
  const [first, last] = positions(paging);
  const rows = await db
    .selectFrom('contest_province_results as pr')
    .innerJoin('provinces as pv', 'pv.id', 'pr.province_id')
    .select(['pr.province_id', 'pv.name', 'pr.participants', 'pr.average_score', 'pr.rank', 'pr.group_size'])
    .where('pr.round_id', '=', roundId)
    .where('pr.position', '>=', first)
    .where('pr.position', '<=', last)
    .orderBy('pr.position')
    .execute();
  const size = await db
    .selectFrom('contest_province_results')
    .select('group_size')
    .where('round_id', '=', roundId)
    .where('position', '=', 1)
    .executeTakeFirst();
  return {
    totalElements: size?.group_size ?? 0,
    content: rows.map((row) => ({
      ...medal(row.rank, row.group_size),
      score: row.average_score,
      provinceId: row.province_id,
      provinceName: row.name,
      participants: row.participants,
    })),
  };
}

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

function toMyRows(row: MyRow): MyRows {
  if (row.contest_profile_id === null || row.province_rank === null) return NO_ROWS;
  const place = { provinceId: row.province_id, provinceName: row.province_name };
  const school = { ...place, schoolId: row.school_id, schoolName: row.school_name };
  return {
    studentInSchool: toStudentRow(row, 'school'),
    studentInProvince: toStudentRow(row, 'province'),
    schoolInProvince:
      row.s0_rank === null
        ? null
        : {
            ...medal(row.s0_rank, row.s0_size ?? 0),
            ...school,
            score: row.s0_avg ?? 0,
            participants: row.s0_n ?? 0,
          },
    schoolInGrade:
      row.sg_rank === null
        ? null
        : {
            ...medal(row.sg_rank, row.sg_size ?? 0),
            ...school,
            grade: row.grade,
            score: row.sg_avg ?? 0,
            participants: row.sg_n ?? 0,
          },
    province:
      row.p_rank === null
        ? null
        : {
            ...medal(row.p_rank, row.p_size ?? 0),
            ...place,
            score: row.p_avg ?? 0,
            participants: row.p_n ?? 0,
          },
  };
}

/** Why a "my rank" lookup has no rows, in the order the checks apply (the route maps each to 401/403/404). */
export type MyRankingRefusal = 'bad-token' | 'not-registered' | 'no-round' | 'not-pupil';

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
    select case when tk.id is null then 'bad-token'
                when cp.id is null then 'not-registered'
                when rd.id is null then 'no-round'
                when cp.role <> 'pupil' then 'not-pupil'
                else 'ok' end as outcome,
           rd.ranks_dirty,
           r.contest_profile_id, r.score, r.time_used_ms, r.grade, r.province_id, r.school_id,
           r.province_rank, r.province_group_size, r.school_rank, r.school_group_size,
           cp.name, cp.class_name, s.name as school_name, pv.name as province_name,
           s0.rank as s0_rank, s0.group_size as s0_size, s0.average_score as s0_avg, s0.participants as s0_n,
           sg.rank as sg_rank, sg.group_size as sg_size, sg.average_score as sg_avg, sg.participants as sg_n,
           p.rank as p_rank, p.group_size as p_size, p.average_score as p_avg, p.participants as p_n
      from (select 1) as one
      left join lateral (
             select t.id, t.profile_id
               from access_tokens t
               join users u on u.id = t.user_id
              where t.token_hash = ${hashToken(rawToken)} and t.purpose = 'contest'
                and t.revoked_at is null and t.expires_at > app_now()
              limit 1) tk on true
      left join contest_profiles cp on cp.profile_id = tk.profile_id
      left join contest_rounds rd on rd.id = ${roundId}
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
    ...medal(row.province_rank, row.province_group_size),
  };
}
