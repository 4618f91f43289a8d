/**
 * Contest rankings and their exports: materialised ranks of a round and the slices the ranking and
 * export routes read. The other use cases have their own files (contest-*.repository.ts).
 */
import { sql } from 'kysely';
import type { RankingRow } from '../../src/contracts/contest';
import { MEDAL_NAMES, medalLevel } from '../../src/domain/contest';
import type { Db, Executor, RowOf } from '../db/database';
import { hashToken } from '../security/tokens';
import { closeExpiredAttempts } from './contest-attempts.repository';

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

/** Recomputes a round's ranks in one transaction, one refresh of a round at a time. */
export function refreshRanks(db: Db, roundId: number): Promise<void> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${RANK_REFRESH_LOCK}, ${roundId})`.execute(trx);
    await recomputeRanks(trx, roundId);
  });
}

/** Set-based recomputation of every rank of a round (pupils, schools, provinces), inside `trx`. */
export async function recomputeRanks(trx: Executor, roundId: number): Promise<void> {
  await sql`
      update contest_results r
         set province_rank = x.province_rank, province_group_size = x.province_group_size,
             school_rank = x.school_rank, school_group_size = x.school_group_size
        from (select contest_profile_id,
                     rank() over (partition by province_id, grade order by score desc, time_used_ms) as province_rank,
                     count(*) over (partition by province_id, grade) as province_group_size,
                     rank() over (partition by school_id, grade order by score desc, time_used_ms) as school_rank,
                     count(*) over (partition by school_id, grade) as school_group_size
                from contest_results where round_id = ${roundId}) x
       where r.round_id = ${roundId} and r.contest_profile_id = x.contest_profile_id
         and (r.province_rank, r.province_group_size, r.school_rank, r.school_group_size)
             is distinct from (x.province_rank, x.province_group_size::int, x.school_rank, x.school_group_size::int)`.execute(
    trx,
  );
  await trx.deleteFrom('contest_school_results').where('round_id', '=', roundId).execute();
  // grade 0: all of a school's pupils, ranked among the schools of its province.
  await sql`
      insert into contest_school_results (round_id, school_id, grade, province_id, participants, average_score, rank, group_size)
      select ${roundId}, school_id, 0, province_id, participants, average_score,
             rank() over (partition by province_id order by average_score desc),
             count(*) over (partition by province_id)
        from (select school_id, min(province_id) as province_id, count(*)::int as participants,
                     round(avg(score), 2)::float8 as average_score
                from contest_results where round_id = ${roundId} group by school_id) s`.execute(trx);
  // grade 1-12: a school's pupils of that grade, ranked among every school of the country.
  await sql`
      insert into contest_school_results (round_id, school_id, grade, province_id, participants, average_score, rank, group_size)
      select ${roundId}, school_id, grade, province_id, participants, average_score,
             rank() over (partition by grade order by average_score desc),
             count(*) over (partition by grade)
        from (select school_id, grade, min(province_id) as province_id, count(*)::int as participants,
                     round(avg(score), 2)::float8 as average_score
                from contest_results where round_id = ${roundId} group by school_id, grade) s`.execute(trx);
  await trx.deleteFrom('contest_province_results').where('round_id', '=', roundId).execute();
  await sql`
      insert into contest_province_results (round_id, province_id, participants, average_score, rank, group_size)
      select ${roundId}, province_id, participants, average_score,
             rank() over (order by average_score desc), count(*) over ()
        from (select province_id, count(*)::int as participants, round(avg(score), 2)::float8 as average_score
                from contest_results where round_id = ${roundId} group by province_id) p`.execute(trx);
  await trx
    .updateTable('contest_rounds')
    .set({ ranked_at: sql`app_now()` })
    .where('id', '=', roundId)
    .execute();
}

function medal(rank: number, groupSize: number): Pick<RankingRow, 'rank' | 'rankLevel' | 'rankLevelName'> {
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

function studentRows(db: Executor) {
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

/** The contest_results columns a pupil ranking scope reads: its group, its rank and its group size. */
const SCOPE_COLUMNS = {
  province: { group: 'province_id', rank: 'province_rank', size: 'province_group_size' },
  school: { group: 'school_id', rank: 'school_rank', size: 'school_group_size' },
} as const;

function toStudentRow(row: StudentRow, scope: StudentScope): RankingRow {
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

/** Pupils of one province (or school) and grade, by rank: one index range per page. */
export async function studentRanking(db: Executor, filter: OneGrade, paging: Paging): Promise<RankingSlice> {
  const columns = SCOPE_COLUMNS[filter.scope];
  const base = studentRows(db)
    .where('r.round_id', '=', filter.roundId)
    .where(`r.${columns.group}`, '=', filter.groupId)
    .where('r.grade', '=', filter.grade);
  const rows = await base
    .orderBy(`r.${columns.rank}`)
    .orderBy('r.contest_profile_id')
    .limit(paging.size)
    .offset(paging.page * paging.size)
    .execute();
  const totalElements = await groupSize(db, filter);
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
    .limit(1)
    .executeTakeFirst();
  return row?.size ?? 0;
}

/** Every pupil row of a scope, rank order within each grade, in keyset batches (for exports). */
export async function* studentRowsInBatches(
  db: Executor,
  filter: StudentFilter,
  batchSize = 2_000,
): AsyncGenerator<RankingRow[]> {
  const columns = SCOPE_COLUMNS[filter.scope];
  const rankColumn = `r.${columns.rank}` as const;
  let after: { grade: number; rank: number; id: number } | null = null;
  for (;;) {
    let query = studentRows(db)
      .where('r.round_id', '=', filter.roundId)
      .where(`r.${columns.group}`, '=', filter.groupId);
    if (filter.grade !== null) query = query.where('r.grade', '=', filter.grade);
    if (after) {
      const { grade, rank, id } = after;
      query = query.where(
        sql<boolean>`(r.grade, ${sql.ref(rankColumn)}, r.contest_profile_id) > (${grade}, ${rank}, ${id})`,
      );
    }
    const rows = await query
      .orderBy('r.grade')
      .orderBy(rankColumn)
      .orderBy('r.contest_profile_id')
      .limit(batchSize)
      .execute();
    if (rows.length === 0) return;
    yield rows.map((row) => toStudentRow(row, filter.scope));
    const last = rows[rows.length - 1]!;
    after = {
      grade: last.grade,
      rank: last[columns.rank] ?? 0,
      id: last.contest_profile_id,
    };
    if (rows.length < batchSize) return;
  }
}

interface SchoolFilter {
  roundId: number;
  grade: number;
  provinceId: number | null;
}

/** School results of one round and grade, narrowed to a province when one is given. */
function schoolResults(db: Executor, filter: SchoolFilter) {
  const inGrade = db
    .selectFrom('contest_school_results as sr')
    .where('sr.round_id', '=', filter.roundId)
    .where('sr.grade', '=', filter.grade);
  return filter.provinceId === null ? inGrade : inGrade.where('sr.province_id', '=', filter.provinceId);
}

function schoolRows(db: Executor, filter: SchoolFilter) {
  return schoolResults(db, filter)
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
    ]);
}

type SchoolRow = RowOf<typeof schoolRows>;

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
  const [rows, total] = await Promise.all([
    schoolRows(db, filter)
      .orderBy('sr.rank')
      .orderBy('sr.school_id')
      .limit(paging.size)
      .offset(paging.page * paging.size)
      .execute(),
    schoolResults(db, filter)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { totalElements: Number(total.n), content: rows.map(toSchoolRow) };
}

export async function provinceRanking(db: Executor, roundId: number, paging: Paging): Promise<RankingSlice> {
  const rows = await db
    .selectFrom('contest_province_results as pr')
    .innerJoin('provinces as pv', 'pv.id', 'pr.province_id')
    .select(['pr.province_id', 'pv.name', 'pr.participants', 'pr.average_score', 'pr.rank', 'pr.group_size'])
    .where('pr.round_id', '=', roundId)
    .orderBy('pr.rank')
    .orderBy('pr.province_id')
    .execute();
  const page = rows.slice(paging.page * paging.size, (paging.page + 1) * paging.size);
  return {
    totalElements: rows.length,
    content: page.map((row) => ({
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
