/**
 * What every read of the materialised rankings shares (ADR 0016): the pupil row and its mapping to
 * a RankingRow with its medal, the columns of each pupil scope, page positions, and the driving
 * relation "the caller's live contest token → contest profile, and the round" that lets a ranking
 * page and "my rank" each answer in one statement.
 */
import { type Kysely, sql } from 'kysely';
import type { RankingRow } from '../../src/contracts/contest';
import { MEDAL_NAMES, medalLevel } from '../../src/domain/contest';
import type { RowOf } from '../db/database';
import type { Database } from '../db/schema';
import { hashToken } from '../security/tokens';

export type Executor = Kysely<Database>;

/**
 * The medal of `rank` in a group of `groupSize`, as a row's rankLevel and rankLevelName. Rows are
 * written as one object literal with these two fields in it, never as `{ ...medal, ...rest }`: in
 * V8 a spread then extended literal is a slow object, ≈ 13 µs a row against ≈ 0.8 µs measured,
 * which was most of a ranking page's CPU (issue 35).
 */
export function medal(rank: number, groupSize: number): Pick<RankingRow, 'rankLevel' | 'rankLevelName'> {
  const rankLevel = medalLevel(rank, groupSize);
  return { rankLevel, rankLevelName: MEDAL_NAMES[rankLevel] };
}

export interface Paging {
  page: number;
  size: number;
}

export interface RankingSlice {
  totalElements: number;
  content: RankingRow[];
}

/** Positions (1-based) of one page: the keyset range a page reads instead of an OFFSET scan. */
export function positions(paging: Paging): [first: number, last: number] {
  return [paging.page * paging.size + 1, (paging.page + 1) * paging.size];
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

export type StudentRow = RowOf<typeof studentRows>;

export type StudentScope = 'province' | 'school';

/** The pupils of one province (or school) in a round; `grade: null` is every grade (exports). */
export interface StudentFilter {
  roundId: number;
  scope: StudentScope;
  groupId: number;
  grade: number | null;
}

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
  const { rankLevel, rankLevelName } = medal(rank, row[SCOPE_COLUMNS[scope].size] ?? 0);
  return {
    rank,
    rankLevel,
    rankLevelName,
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

/** Why a ranking read answers no rows, as the first checks of every one of them apply. */
export type CallerRefusal = 'bad-token' | 'not-registered' | 'no-round';

/**
 * `from` and joins of a one-row driving relation: the caller's live contest token `tk` (the check
 * of findLiveToken), its contest profile `cp` and the round `rd`. Left joins keep the row whatever
 * is missing; CALLER_REFUSALS (cases of a `case`) says what was, in requireContest's order.
 */
export function callerAndRound(rawToken: string, roundId: number) {
  return sql`
      from (select 1) as one
      left join lateral (
             select t.id, t.profile_id
               from access_tokens t
               join users u on u.id = t.user_id
              where t.token_hash = ${hashToken(rawToken)} and t.purpose = 'contest'
                and t.revoked_at is null and t.expires_at > app_now()
              limit 1) tk on true
      left join contest_profiles cp on cp.profile_id = tk.profile_id
      left join contest_rounds rd on rd.id = ${roundId}`;
}

export const CALLER_REFUSALS = sql`
      when tk.id is null then 'bad-token'
      when cp.id is null then 'not-registered'
      when rd.id is null then 'no-round'`;
