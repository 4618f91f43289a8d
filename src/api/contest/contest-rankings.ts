/** The five contest rankings (SPEC §7); query parameters are passed through as given. */
import type { MedalLevel } from '../../domain/constants';
import { getLmsContest } from '../http/contest-helpers';
import type { ApiEnvelope, QueryParams, RequestOptions } from '../http/envelope';

/** Usual filters; the spec does not detail them, so any further parameter passes through. */
export interface RankingQuery extends QueryParams {
  roundId?: number | string;
  provinceId?: number | string;
  schoolId?: number | string;
  gradeId?: number | string;
  page?: number;
  size?: number;
}

export interface RankingRow {
  rank: number;
  rankLevel: MedalLevel | null;
  rankLevelName: string | null;
  [field: string]: unknown;
}

export interface RankingPage {
  totalElements: number;
  content: RankingRow[];
}

type Ranking = (query?: RankingQuery, options?: RequestOptions) => Promise<ApiEnvelope<RankingPage>>;

function ranking(path: string): Ranking {
  return (query = {}, options) => getLmsContest(path, { params: query, signal: options?.signal });
}

/** GET /api/contest/ranking/province. */
export const getProvinceRanking: Ranking = ranking('/api/contest/ranking/province');
/** GET /api/contest/ranking/school/grade. */
export const getSchoolGradeRanking: Ranking = ranking('/api/contest/ranking/school/grade');
/** GET /api/contest/ranking/school/province. */
export const getSchoolProvinceRanking: Ranking = ranking('/api/contest/ranking/school/province');
/** GET /api/contest/ranking/student/school. */
export const getStudentSchoolRanking: Ranking = ranking('/api/contest/ranking/student/school');
/** GET /api/contest/ranking/student/province. */
export const getStudentProvinceRanking: Ranking = ranking('/api/contest/ranking/student/province');
