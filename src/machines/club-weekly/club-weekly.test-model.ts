import type { WeeklySummary } from '../../contracts/club';
import { ERROR_CODES } from '../../contracts/error-codes';
import { fetchDone, fetchFailed, fetchRefused } from '../shared/fetch-examples';
import { type MachineTestModel, noopActions } from '../shared/machine-test-model';
import { clubWeeklyMachine } from './club-weekly.machine';

export const exampleWeekly: WeeklySummary = {
  profileId: 1,
  profileName: 'Minh Anh',
  weekStart: '2026-11-23',
  weekEnd: '2026-11-29',
  classesAttended: 2,
  posts: 1,
  likesReceived: 5,
  dailyGoal: {
    streak: 3,
    todayMet: false,
    days: [
      { day: '2026-11-23', status: 'missed' },
      { day: '2026-11-24', status: 'met' },
      { day: '2026-11-25', status: 'met' },
      { day: '2026-11-26', status: 'met' },
      { day: '2026-11-27', status: 'pending' },
      { day: '2026-11-28', status: 'future' },
      { day: '2026-11-29', status: 'future' },
    ],
  },
  challenge: {
    id: 3,
    title: 'Vẽ con vật em yêu',
    prompt: 'Con hãy kể về con vật con yêu nhất.',
    submission: null,
  },
};

export const clubWeeklyTestModel: MachineTestModel = {
  machine: clubWeeklyMachine,
  scenarios: [
    { name: 'ứng dụng mở tổng kết tuần', input: { credentials: { user: '0901000001', token: 't' } } },
  ],
  examples: [
    { type: 'challenge.changed', example: { content: 'Con mèo nhà em tên Mướp' } },
    { type: 'challenge.changed', example: { content: '' } },
    fetchDone('loadWeekly', exampleWeekly),
    fetchRefused('loadWeekly', ERROR_CODES.VALIDATION_FAILED, 'Phiên đăng nhập không hợp lệ'),
    fetchDone('submitChallenge', { id: 900, status: 'PENDING' }),
    fetchFailed('submitChallenge'),
  ],
  // Behaviour depends on the state, whether an answer is written and whether the challenge is open.
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.content.trim().length > 0,
      snapshot.context.summary?.challenge?.submission === null,
    ]),
  fakeActions: noopActions([]),
};
