/**
 * One page of one of the five materialised rankings (SPEC §7, ADR 0016) in two reads of one statement
 * each: the caller's access (live contest token → contest profile → the round → the scope's checks:
 * school, who may see it, grade), then the page's keyset range and its group's size, which the route
 * may serve from its cache. Like "my rank", the access drives a one-row relation with left joins that
 * keeps a row whatever is missing, and `outcome` says what was, with the checks in the order the
 * several-statement version applied them (requireContest, roundForRanking, resolveSchool, the scope
 * rule of contest-access.ts, the grade).
 */
import { type RawBuilder, sql } from 'kysely';
import type { RankingRow } from '../../src/contracts/contest';
import type { ContestProvinceResultsTable, ContestSchoolResultsTable } from './contest.tables';
import {
  CALLER_REFUSALS,
  type CallerRefusal,
  callerAndRound,
  type Executor,
  medal,
  type Paging,
  positions,
  type RankingSlice,
  SCOPE_COLUMNS,
  type StudentRow,
  type StudentScope,
  toStudentRow,
} from './contest-ranking-rows';

/** Materialised positions: a page seeks on them, a row does not show them. */
type Positions = 'position' | 'province_position' | 'province_group_size';

/** Why a ranking page has no rows, in the order the checks apply (the route maps each to its 4xx). */
export type RankingPageRefusal =
  | CallerRefusal
  | 'school-required'
  | 'school-not-found'
  | 'forbidden'
  | 'grade-required';

/** A group of a ranking at one version of the round's rankings: what one page's rows depend on. */
export interface RankingPageOf {
  request: RankingPageRequest;
  roundId: number;
  ranksVersion: number;
  /** The province or school the rows are of (null: a nationwide ranking). */
  groupId: number | null;
  grade: number | null;
}

export type RankingAccess =
  | { outcome: RankingPageRefusal }
  | { outcome: 'ok'; ranksDirty: boolean; page: RankingPageOf };

/** What a ranking endpoint asks; a missing group or grade defaults to the caller's, as SPEC §7 says. */
export type RankingPageRequest =
  | { ranking: 'province'; roundId: number }
  /** A grade nationwide; `provinceId` only narrows the rows shown (their ranks stay national). */
  | { ranking: 'school/grade'; roundId: number; grade: number; provinceId: number | null }
  /** All grades of one province's schools. */
  | { ranking: 'school/province'; roundId: number; provinceId: number | null }
  | { ranking: 'student/school'; roundId: number; schoolId: number | null; grade: number | null }
  | { ranking: 'student/province'; roundId: number; provinceId: number | null; grade: number | null };

/**
 * How one ranking fills the driving row `d` (its extra joins and refusals, the resolved group and
 * grade) and reads from it, once the caller passed every check, its group's size and its page.
 */
interface RankingReader {
  joins: RawBuilder<unknown>;
  refusals: RawBuilder<unknown>;
  group: RawBuilder<unknown>;
  grade: RawBuilder<unknown>;
  total: RawBuilder<unknown>;
  /** The page's rows, with `pos` (their position), in a lateral subquery over `d`. */
  page: (first: number, last: number) => RawBuilder<unknown>;
  toRow: (row: never) => RankingRow;
}

const NONE = sql``;

/** SPEC §7: pupils compete within their grade: the asked grade, else the round's, else the caller's. */
const gradeOrDefault = (asked: number | null) =>
  sql`coalesce(${asked}::int, rd.grade, case when cp.role = 'pupil' then cp.grade end)`;

function studentReader(
  scope: StudentScope,
  group: RawBuilder<unknown>,
): Omit<RankingReader, 'joins' | 'refusals' | 'grade'> {
  const columns = SCOPE_COLUMNS[scope];
  const inGroup = sql`r.round_id = d.round_id and ${sql.ref(`r.${columns.group}`)} = d.group_id and r.grade = d.grade`;
  return {
    group,
    total: sql`select ${sql.ref(`r.${columns.size}`)} as total from contest_results r
                where ${inGroup} and ${sql.ref(`r.${columns.position}`)} = 1`,
    page: (first, last) => sql`
      select ${sql.ref(`r.${columns.position}`)} as pos,
             r.contest_profile_id, r.score, r.time_used_ms, r.grade, r.province_id, r.school_id,
             r.province_rank, r.province_group_size, r.school_rank, r.school_group_size,
             pupil.name, pupil.class_name, s.name as school_name, pv.name as province_name
        from contest_results r
        join contest_profiles pupil on pupil.id = r.contest_profile_id
        join schools s on s.id = r.school_id
        join provinces pv on pv.id = r.province_id
       where ${inGroup} and ${sql.ref(`r.${columns.position}`)} between ${first} and ${last}`,
    toRow: (row: StudentRow) => toStudentRow(row, scope),
  };
}

type SchoolPageRow = Omit<ContestSchoolResultsTable, 'round_id' | Positions> & {
  school_name: string;
  province_name: string;
};

function toSchoolRow(row: SchoolPageRow): RankingRow {
  const { rankLevel, rankLevelName } = medal(row.rank, row.group_size);
  const school: RankingRow = {
    rank: row.rank,
    rankLevel,
    rankLevelName,
    score: row.average_score,
    provinceId: row.province_id,
    provinceName: row.province_name,
    schoolId: row.school_id,
    schoolName: row.school_name,
    participants: row.participants,
  };
  if (row.grade > 0) school.grade = row.grade;
  return school;
}

/**
 * Schools of a grade by rank: the nationwide positions, or the positions within the province `group`
 * when there is one (grade 0 always has one: it ranks a province).
 */
function schoolReader(group: RawBuilder<unknown> | null, grade: RawBuilder<unknown>): RankingReader {
  const [position, size, inProvince] =
    group === null
      ? [sql.ref('sr.position'), sql.ref('sr.group_size'), NONE]
      : [
          sql.ref('sr.province_position'),
          sql.ref('sr.province_group_size'),
          sql`and sr.province_id = d.group_id`,
        ];
  const inGrade = sql`sr.round_id = d.round_id and sr.grade = d.grade ${inProvince}`;
  return {
    joins: NONE,
    refusals: NONE,
    group: group ?? sql`null::int`,
    grade,
    total: sql`select ${size} as total from contest_school_results sr where ${inGrade} and ${position} = 1`,
    page: (first, last) => sql`
      select ${position} as pos, sr.school_id, sr.grade, sr.province_id, sr.participants, sr.average_score,
             sr.rank, sr.group_size, s.name as school_name, pv.name as province_name
        from contest_school_results sr
        join schools s on s.id = sr.school_id
        join provinces pv on pv.id = sr.province_id
       where ${inGrade} and ${position} between ${first} and ${last}`,
    toRow: toSchoolRow,
  };
}

type ProvincePageRow = Omit<ContestProvinceResultsTable, 'round_id' | 'position'> & { name: string };

const provinceReader: RankingReader = {
  joins: NONE,
  refusals: NONE,
  group: sql`null::int`,
  grade: sql`null::int`,
  total: sql`select pr.group_size as total from contest_province_results pr
              where pr.round_id = d.round_id and pr.position = 1`,
  page: (first, last) => sql`
    select pr.position as pos, pr.province_id, pv.name, pr.participants, pr.average_score, pr.rank, pr.group_size
      from contest_province_results pr
      join provinces pv on pv.id = pr.province_id
     where pr.round_id = d.round_id and pr.position between ${first} and ${last}`,
  toRow: (row: ProvincePageRow) => {
    const { rankLevel, rankLevelName } = medal(row.rank, row.group_size);
    return {
      rank: row.rank,
      rankLevel,
      rankLevelName,
      score: row.average_score,
      provinceId: row.province_id,
      provinceName: row.name,
      participants: row.participants,
    };
  },
};

function readerOf(request: RankingPageRequest): RankingReader {
  switch (request.ranking) {
    case 'province':
      return provinceReader;
    case 'school/grade':
      return schoolReader(
        request.provinceId === null ? null : sql`${request.provinceId}::int`,
        sql`${request.grade}::int`,
      );
    case 'school/province':
      return schoolReader(sql`coalesce(${request.provinceId}::int, cp.province_id)`, sql`0`);
    case 'student/school': {
      const grade = gradeOrDefault(request.grade);
      const schoolId = sql`coalesce(${request.schoolId}::int, cp.school_id)`;
      return {
        ...studentReader('school', sql`sc.id`),
        joins: sql`left join schools sc on sc.id = ${schoolId}`,
        // A province admin sees the schools of its province, anyone else their own (contest-access.ts).
        refusals: sql`
          when ${schoolId} is null then 'school-required'
          when sc.id is null then 'school-not-found'
          when not (case when cp.role = 'province_admin' then cp.province_id = sc.province_id
                         else coalesce(cp.school_id = sc.id, false) end) then 'forbidden'
          when ${grade} is null then 'grade-required'`,
        grade,
      };
    }
    case 'student/province': {
      const grade = gradeOrDefault(request.grade);
      const provinceId = sql`coalesce(${request.provinceId}::int, cp.province_id)`;
      return {
        ...studentReader('province', provinceId),
        joins: NONE,
        // The pupils and admins of that province (contest-access.ts).
        refusals: sql`
          when cp.province_id <> ${provinceId} then 'forbidden'
          when ${grade} is null then 'grade-required'`,
        grade,
      };
    }
  }
}

/** Who may read which group of which ranking, and at which version of the round's rankings. */
interface AccessRow {
  outcome: RankingPageRefusal | 'ok';
  round_id: number | null;
  ranks_dirty: boolean | null;
  ranks_version: number | null;
  group_id: number | null;
  grade: number | null;
}

/**
 * The caller's right to a ranking page, in ONE statement: live contest token → contest profile →
 * the round → the ranking's own checks, and the group and grade the page is of (the caller's where
 * the request left them out). `ranksDirty` tells the caller the round's ranks need a refresh before
 * they are read (rare: only after a submit; the route refreshes and asks again).
 */
export async function rankingAccessOfToken(
  db: Executor,
  rawToken: string,
  request: RankingPageRequest,
): Promise<RankingAccess> {
  const reader = readerOf(request);
  const result = await sql<AccessRow>`
    select case ${CALLER_REFUSALS} ${reader.refusals} else 'ok' end as outcome,
           rd.id as round_id, rd.ranks_dirty, rd.ranks_version,
           ${reader.group} as group_id, ${reader.grade} as grade
      ${callerAndRound(rawToken, request.roundId)}
      ${reader.joins}`.execute(db);
  const [row] = result.rows;
  if (!row) throw new Error('ranking access: the driving row is missing');
  if (row.outcome !== 'ok') return { outcome: row.outcome };
  return {
    outcome: 'ok',
    ranksDirty: row.ranks_dirty === true,
    page: {
      request,
      roundId: row.round_id as number,
      ranksVersion: row.ranks_version ?? 0,
      groupId: row.group_id,
      grade: row.grade,
    },
  };
}

interface PageRow {
  total: number | null;
  /** Null on the one row of an empty page. */
  pos: number | null;
}

/**
 * One page of a group the caller may read (see rankingAccessOfToken), in ONE statement: its keyset
 * range and its group's size. The rows depend only on `page` and `paging`, never on who asks, so a
 * page can be shared by every caller who may read it (ranking-page-cache.ts).
 */
export async function readRankingPage(
  db: Executor,
  page: RankingPageOf,
  paging: Paging,
): Promise<RankingSlice> {
  const reader = readerOf(page.request);
  const [first, last] = positions(paging);
  // The driving row `d` the total and page fragments read, here from the access's answer; `offset
  // 0` keeps it a subquery of its own, so the total is read once, not once per page row.
  const result = await sql<PageRow>`
    select d.total, p.*
      from (select d.*, (${reader.total}) as total
              from (select ${page.roundId}::int as round_id,
                           ${page.groupId}::int as group_id, ${page.grade}::int as grade) d
            offset 0) d
      left join lateral (${reader.page(first, last)}) p on true
     order by p.pos`.execute(db);
  const [head] = result.rows;
  const content = result.rows.filter((row) => row.pos !== null).map((row) => reader.toRow(row as never));
  return { totalElements: head?.total ?? 0, content };
}
