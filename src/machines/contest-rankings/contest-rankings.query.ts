/** Pure helpers of the rankings machine: the request of a tab, the caller's row, who may export. */
import type { RankingRow } from '../../contracts/contest';
import type {
  ContestRankingsContext,
  ExportRequest,
  ExportScope,
  RankingBasics,
  RankingFilters,
  RankingRequest,
  RankingTab,
  RankingViewer,
} from './contest-rankings.types';

export const RANKING_TABS: readonly RankingTab[] = [
  'student/school',
  'student/province',
  'school/province',
  'school/grade',
  'province',
];

/** Which filters each ranking takes (SPEC §7 query parameters). */
export const TAB_FILTERS: Readonly<Record<RankingTab, ReadonlyArray<keyof RankingFilters>>> = {
  province: [],
  'school/grade': ['grade', 'provinceId'],
  'school/province': ['provinceId'],
  'student/school': ['grade'],
  'student/province': ['provinceId', 'grade'],
};

/** Pupils and school admins start on their school; a province admin on the province's pupils. */
export function defaultTab(viewer: RankingViewer): RankingTab {
  return viewer.schoolId === null ? 'student/province' : 'student/school';
}

export function defaultFilters(viewer: RankingViewer, roundGrade: number | null): RankingFilters {
  return { provinceId: viewer.provinceId, schoolId: viewer.schoolId, grade: roundGrade ?? viewer.grade ?? 1 };
}

type QueryContext = Pick<ContestRankingsContext, 'tab' | 'filters' | 'page' | 'size' | 'roundId' | 'viewer'>;

/** The request of the shown tab; a filter the tab does not take is left out. */
export function rankingRequest(context: QueryContext): RankingRequest {
  const { tab, filters, page, size, roundId, viewer } = context;
  const base = { tab, roundId, page, size };
  const grade = filters.grade ?? viewer.grade ?? 1;
  switch (tab) {
    case 'province':
      return base;
    case 'school/grade':
      return { ...base, grade, ...(filters.provinceId === null ? {} : { provinceId: filters.provinceId }) };
    case 'school/province':
      return { ...base, provinceId: filters.provinceId ?? viewer.provinceId };
    case 'student/school': {
      const schoolId = filters.schoolId ?? viewer.schoolId;
      return { ...base, grade, ...(schoolId === null ? {} : { schoolId }) };
    }
    case 'student/province':
      return { ...base, grade, provinceId: filters.provinceId ?? viewer.provinceId };
  }
}

/** The caller's row in a ranking (pupils only: ranking/me). */
export function myRowOf(me: RankingBasics['me'], tab: RankingTab): RankingRow | null {
  if (!me) return null;
  switch (tab) {
    case 'province':
      return me.province;
    case 'school/grade':
      return me.schoolInGrade;
    case 'school/province':
      return me.schoolInProvince;
    case 'student/school':
      return me.studentInSchool;
    case 'student/province':
      return me.studentInProvince;
  }
}

/** The filters under which `row` is ranked in `tab` (national ranks are shown without a province). */
export function filtersOfRow(row: RankingRow, tab: RankingTab, current: RankingFilters): RankingFilters {
  switch (tab) {
    case 'province':
      return current;
    case 'school/grade':
      return { ...current, provinceId: null, grade: row.grade ?? current.grade };
    case 'school/province':
      return { ...current, provinceId: row.provinceId };
    case 'student/school':
      return { ...current, schoolId: row.schoolId ?? current.schoolId, grade: row.grade ?? current.grade };
    case 'student/province':
      return { ...current, provinceId: row.provinceId, grade: row.grade ?? current.grade };
  }
}

/** Whether a ranking row is the caller's own (or their school's, or their province's). */
export function isMyRow(row: RankingRow, tab: RankingTab, viewer: RankingViewer): boolean {
  if (tab === 'province') return row.provinceId === viewer.provinceId;
  if (tab === 'school/grade' || tab === 'school/province') return row.schoolId === viewer.schoolId;
  return row.profileId === viewer.profileId;
}

/**
 * Exports (server rule, docs/decisions/0009-contest.md): a school admin exports their school; a
 * province admin exports their province, or one of its schools once a school is chosen.
 */
export function mayExport(viewer: RankingViewer, scope: ExportScope, filters: RankingFilters): boolean {
  if (scope === 'province') return viewer.role === 'province_admin';
  if (viewer.role === 'school_admin') return viewer.schoolId !== null;
  return viewer.role === 'province_admin' && filters.schoolId !== null;
}

/** Every grade of the school or province, in rank order within each grade. */
export function exportRequest(
  scope: ExportScope,
  context: Pick<ContestRankingsContext, 'roundId' | 'filters' | 'viewer'>,
): ExportRequest {
  const { roundId, filters, viewer } = context;
  // Every grade, one sheet each (issue 31): the table's grade filter (Khối 1 by default) used to cut
  // the file down to one grade, under the same file name whatever the grade.
  if (scope === 'province') return { scope, roundId, provinceId: filters.provinceId ?? viewer.provinceId };
  const schoolId = filters.schoolId ?? viewer.schoolId;
  return { scope, roundId, ...(schoolId === null ? {} : { schoolId }) };
}
