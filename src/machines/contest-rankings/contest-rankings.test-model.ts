import type { AnyMachineSnapshot } from 'xstate';
import type { MyRanking, RankingPage, RankingRow } from '../../contracts/contest';
import { fetchDone, fetchFailed } from '../shared/fetch-examples';
import { type MachineTestModel, noopActions } from '../shared/machine-test-model';
import { contestRankingsMachine } from './contest-rankings.machine';
import type { ContestRankingsContext, RankingViewer } from './contest-rankings.types';

export const CONTEST_RANKINGS_INJECTED_ACTIONS = ['saveFile'] as const;

export const examplePupil: RankingViewer = {
  profileId: 5201,
  role: 'pupil',
  provinceId: 4,
  schoolId: 12,
  grade: 4,
};
export const exampleSchoolAdmin: RankingViewer = {
  profileId: 5202,
  role: 'school_admin',
  provinceId: 4,
  schoolId: 12,
  grade: null,
};

const place = {
  provinceId: 4,
  provinceName: 'Đà Nẵng',
  schoolId: 12,
  schoolName: 'Trường Tiểu học Phù Đổng',
};
const pupilRow = (rank: number, profileId: number, name: string): RankingRow => ({
  rank,
  rankLevel: rank === 1 ? 'G' : 'C',
  rankLevelName: rank === 1 ? 'Vàng' : 'Khuyến khích',
  score: 100 - rank,
  ...place,
  profileId,
  studentName: name,
  grade: 4,
  className: '4A',
  timeUsed: 600_000,
});

/** A full page of 45 rows (three pages of 20): more pages exist. */
export const examplePage: RankingPage = {
  totalElements: 45,
  page: 0,
  size: 20,
  content: [pupilRow(1, 5300, 'Lê Minh Khôi'), pupilRow(2, 5201, 'Phạm Đức Anh')],
};
export const emptyPage: RankingPage = { totalElements: 0, page: 0, size: 20, content: [] };

/** The pupil's rows: 23rd of the province (page 2), 2nd of the school. */
export const exampleMine: MyRanking = {
  studentInSchool: pupilRow(2, 5201, 'Phạm Đức Anh'),
  studentInProvince: pupilRow(23, 5201, 'Phạm Đức Anh'),
  schoolInProvince: {
    rank: 3,
    rankLevel: 'S',
    rankLevelName: 'Bạc',
    score: 71.5,
    ...place,
    participants: 40,
  },
  schoolInGrade: null,
  province: {
    rank: 5,
    rankLevel: 'B',
    rankLevelName: 'Đồng',
    score: 64.2,
    provinceId: 4,
    provinceName: 'Đà Nẵng',
  },
};

const provinces = [
  { id: 4, name: 'Đà Nẵng' },
  { id: 1, name: 'Hà Nội' },
];

/**
 * Only what decides later behaviour: the state value, the tab (jump-to-me needs a row in it) and
 * whether the caller's rows are known. Filter values, page numbers, rows and progress bytes are
 * left out on purpose: every filter/page combination as a distinct state would make the paths
 * explode, and the examples (one filter change, page 1 of a 45-row ranking) already take each guard
 * both ways.
 */
function serializeState(snapshot: AnyMachineSnapshot): string {
  const context = snapshot.context as ContestRankingsContext;
  return JSON.stringify([snapshot.value, context.tab, context.basics.me !== null]);
}

export const contestRankingsTestModel: MachineTestModel = {
  machine: contestRankingsMachine,
  scenarios: [
    { name: 'học sinh', input: { roundId: 1, roundGrade: null, viewer: examplePupil } },
    { name: 'quản trị trường', input: { roundId: 1, roundGrade: null, viewer: exampleSchoolAdmin } },
  ],
  examples: [
    { type: 'tab.selected', example: { tab: 'student/province' } },
    { type: 'filters.changed', example: { filters: { grade: 5 } } },
    { type: 'page.selected', example: { page: 1 } },
    { type: 'export.requested', example: { scope: 'school' } },
    { type: 'export.progressed', example: { loadedBytes: 65_536, totalBytes: null } },
    {
      type: 'export.finished',
      example: { file: { blob: new Blob(['xlsx']), fileName: 'xep-hang-truong-12-moi-khoi-vong-1.xlsx' } },
    },
    { type: 'export.failed', example: { error: new Error('Export failed: Forbidden') } },
    fetchDone('fetchPage', examplePage),
    fetchDone('fetchPage', emptyPage),
    fetchFailed('fetchPage'),
    fetchDone('fetchBasics', { me: exampleMine, provinces }),
    fetchFailed('fetchBasics'),
  ],
  serializeState,
  fakeActions: noopActions(CONTEST_RANKINGS_INJECTED_ACTIONS),
};
