import { ERROR_CODES } from '../../contracts/error-codes';
import { fetchDone, fetchFailed, fetchRefused } from '../shared/fetch-examples';
import type { MachineTestModel } from '../shared/machine-test-model';
import { practiceSessionMachine } from './practice-session.machine';
import type { DailyGoal, OpenedSession, UnitsView } from './practice-session.types';

/** Two items keep the generated paths short; the page shows 10 the same way. */
export const examplePracticeSession: OpenedSession = {
  sessionId: 41,
  unit: { id: 3, grade: 3, title: 'My family', titleVi: 'Gia đình em' },
  items: [
    {
      id: 101,
      kind: 'picture_match',
      skill: 'vocabulary',
      difficulty: 1,
      prompt: 'Chọn từ tiếng Anh đúng với bức tranh',
      picture: '👩',
      choices: ['mother', 'brother', 'grandfather'],
    },
    {
      id: 102,
      kind: 'listening_choice',
      skill: 'listening',
      difficulty: 2,
      prompt: 'Nghe rồi chọn câu trả lời đúng',
      question: 'Bạn ấy giới thiệu ai?',
      choices: ['my sister', 'my brother', 'my aunt'],
      hasAudio: true,
    },
  ],
  answered: [],
  resumed: false,
  targetDifficulty: 1,
  queued: [],
};

const week = (statuses: DailyGoal['week'][number]['status'][]) =>
  statuses.map((status, n) => ({ day: `2026-11-${String(23 + n).padStart(2, '0')}`, status }));

/** Friday missed, Thursday met: Friday can be repaired on Saturday 28 Nov. */
export const exampleDailyGoal: DailyGoal = {
  today: '2026-11-28',
  practiceItems: 3,
  practiceTarget: 10,
  speakTopicDone: false,
  met: false,
  streak: 0,
  repair: { day: '2026-11-27', cost: 10, affordable: true },
  week: week(['met', 'met', 'met', 'met', 'missed', 'pending', 'future']),
};

export const exampleRepairedGoal: DailyGoal = {
  ...exampleDailyGoal,
  streak: 5,
  repair: null,
  week: week(['met', 'met', 'met', 'met', 'repaired', 'pending', 'future']),
};

export const exampleUnits: UnitsView = {
  grade: 3,
  grades: [1, 2, 3, 4, 5, 6, 7, 8, 9],
  units: [
    {
      id: 3,
      grade: 3,
      title: 'My family',
      titleVi: 'Gia đình em',
      theme: 'family',
      itemCount: 22,
      masteredCount: 9,
      progressPercent: 41,
      dueReviews: 2,
      recommended: true,
    },
  ],
  dailyGoal: exampleDailyGoal,
};

export const exampleWrongResult = {
  itemId: 101,
  correct: false,
  correctAnswer: 'mother',
  explanation: '“brother” là anh hoặc em trai. Bức tranh là mẹ: “mother”.',
  example: 'This is my mother. She is a teacher.',
};

export const exampleSummary = {
  sessionId: 41,
  unitTitle: 'My family',
  total: 2,
  answered: 2,
  correct: 1,
  diamonds: 0,
  finishedAt: '2026-11-28T10:00:00.000Z',
};

export const exampleFinished = {
  summary: exampleSummary,
  dailyGoal: { ...exampleRepairedGoal, practiceItems: 12, met: true, streak: 6 },
};

const resumedComplete: OpenedSession = {
  ...examplePracticeSession,
  resumed: true,
  answered: [
    { ...exampleWrongResult, itemId: 101 },
    { itemId: 102, correct: true, correctAnswer: 'my sister', explanation: null, example: null },
  ],
};

/** Coming back after answering the first item offline: this device still holds that answer. */
export const resumedWithQueue: OpenedSession = {
  ...examplePracticeSession,
  resumed: true,
  queued: [{ itemId: 101, answer: 'brother' }],
};

/** Both items answered offline before leaving. */
const resumedAllQueued: OpenedSession = {
  ...examplePracticeSession,
  resumed: true,
  queued: [
    { itemId: 101, answer: 'brother' },
    { itemId: 102, answer: 'my sister' },
  ],
};

export const practiceSessionTestModel: MachineTestModel = {
  machine: practiceSessionMachine,
  scenarios: [{ name: 'a pupil opens AI Practice', input: { profileId: 7 } }],
  examples: [
    fetchDone('loadUnits', exampleUnits),
    fetchFailed('loadUnits'),
    { type: 'unit.chosen', example: { unitId: 3 } },
    { type: 'grade.chosen', example: { grade: 7 } },
    { type: 'units.requested' },
    { type: 'streak.repairRequested' },
    { type: 'audio.requested' },
    fetchDone('repairStreak', exampleRepairedGoal),
    fetchRefused(
      'repairStreak',
      ERROR_CODES.LOYALTY_INSUFFICIENT_BALANCE,
      'Em cần 10 kim cương để giữ chuỗi ngày học',
    ),
    { type: 'answer.submitted', example: { answer: 'brother' } },
    fetchDone('startSession', examplePracticeSession),
    fetchDone('startSession', resumedComplete),
    fetchDone('startSession', resumedWithQueue),
    fetchDone('startSession', resumedAllQueued),
    fetchFailed('startSession'),
    // The three ways an answer reaches the server meet the same three outcomes.
    ...(['sendAnswer', 'resendAnswer', 'flushAnswer'] as const).flatMap((id) => [
      fetchDone(id, exampleWrongResult),
      fetchFailed(id),
      fetchRefused(
        id,
        ERROR_CODES.PRACTICE_SESSION_CLOSED,
        'Lượt luyện tập này đã kết thúc, em hãy bắt đầu lượt mới nhé',
      ),
    ]),
    fetchDone('finishSession', exampleFinished),
    fetchFailed('finishSession'),
    fetchRefused(
      'finishSession',
      ERROR_CODES.PRACTICE_SESSION_NOT_FOUND,
      'Không tìm thấy lượt luyện tập này',
    ),
  ],
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.index,
      snapshot.context.queue.length,
      Object.keys(snapshot.context.results).length,
      snapshot.context.session?.resumed ?? null,
      snapshot.context.dailyGoal?.repair === null,
    ]),
  fakeActions: { saveQueue: () => {}, playItemAudio: () => {}, announceWalletChanged: () => {} },
};
