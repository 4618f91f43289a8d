import { ERROR_CODES } from '../../contracts/error-codes';
import type { MonthlyReport } from '../../contracts/report';
import { EnvelopeError } from '../shared/api-result';
import { fetchDone, fetchFailed } from '../shared/fetch-examples';
import type { MachineTestModel } from '../shared/machine-test-model';
import { monthlyReportMachine } from './monthly-report.machine';
import type { MonthlyReportInput } from './monthly-report.types';

/** A report with data: 3 of 4 sessions attended in October 2026. */
export const exampleReport: MonthlyReport = {
  profileId: 11,
  profileName: 'Nguyễn Hoàng Minh Anh',
  month: '2026-10',
  previousMonth: '2026-09',
  hasData: true,
  generatedAt: '2026-11-01T00:00:00.000Z',
  sections: {
    attendance: {
      status: 'ready',
      data: {
        attended: 3,
        scheduled: 4,
        rate: 75,
        missed: 1,
        previous: { attended: 4, scheduled: 4, rate: 100 },
        weeks: [{ weekStart: '2026-09-28', label: 'Tuần 1', attended: 1, missed: 0 }],
        sessions: [
          {
            id: 501,
            startsAt: '2026-10-06T12:00:00.000Z',
            title: 'Tiếng Anh lớp 3: Unit 1',
            courseTitle: 'Tiếng Anh lớp 3',
            teacherName: 'Cô Lan',
            teacherTitle: 'GV chuyên',
            attended: true,
            joinedAt: '2026-10-06T12:02:00.000Z',
          },
        ],
      },
    },
    lessons: { status: 'empty' },
    teacherComments: { status: 'empty' },
    practice: { status: 'empty' },
    dailyGoal: {
      status: 'ready',
      data: {
        daysMet: 2,
        daysRepaired: 1,
        daysSoFar: 31,
        longestStreak: 3,
        streak: 0,
        days: [
          { day: '2026-10-01', status: 'met' },
          { day: '2026-10-02', status: 'repaired' },
          { day: '2026-10-03', status: 'met' },
          { day: '2026-10-04', status: 'missed' },
        ],
      },
    },
    speak: { status: 'empty' },
    club: { status: 'empty' },
    loyalty: { status: 'empty' },
    contest: { status: 'empty' },
  },
};

export const exampleEmptyReport: MonthlyReport = {
  ...exampleReport,
  hasData: false,
  sections: { ...exampleReport.sections, attendance: { status: 'empty' }, dailyGoal: { status: 'empty' } },
};

export const exampleShareLink = {
  id: 7,
  month: '2026-10',
  profileId: 11,
  path: '/link?token=rs1.7.1790000000.abc',
  expiresAt: '2026-12-01T00:00:00.000Z',
  createdAt: '2026-11-01T00:00:00.000Z',
};

export const accountInput: MonthlyReportInput = {
  source: { kind: 'account' },
  profileId: 11,
  month: '2026-10',
  months: ['2026-11', '2026-10', '2026-09'],
  profiles: [
    { id: 11, name: 'Nguyễn Hoàng Minh Anh' },
    { id: 12, name: 'Nguyễn Gia Bảo' },
  ],
};

export const sharedInput: MonthlyReportInput = {
  source: { kind: 'shared', token: 'rs1.7.1790000000.abc' },
  profileId: null,
  month: '2026-10',
  months: ['2026-10'],
  profiles: [],
};

const failure = new EnvelopeError(ERROR_CODES.FORBIDDEN, 'Bạn không có quyền truy cập hồ sơ này');

export const monthlyReportTestModel: MachineTestModel = {
  machine: monthlyReportMachine,
  scenarios: [
    { name: 'parent with two children', input: accountInput },
    { name: 'shared link, read-only', input: sharedInput },
  ],
  examples: [
    { type: 'month.selected', example: { month: '2026-09' } },
    { type: 'profile.selected', example: { profileId: 12 } },
    { type: 'retry.requested' },
    { type: 'share.requested' },
    { type: 'share.revokeRequested' },
    fetchDone('fetchReport', exampleReport),
    fetchDone('fetchReport', exampleEmptyReport),
    fetchFailed('fetchReport', failure),
    fetchDone('createShareLink', exampleShareLink),
    fetchFailed('createShareLink', new Error('offline')),
    fetchDone('revokeShareLink', undefined),
    fetchFailed('revokeShareLink', new Error('offline')),
  ],
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.source.kind,
      snapshot.context.report?.hasData ?? null,
      snapshot.context.shareLink !== null,
      snapshot.context.shareError !== null,
    ]),
  fakeActions: { showSelection: () => {} },
};
