import { fetchDone, fetchFailed, fetchRefused } from '../shared/fetch-examples';
import type { MachineTestModel } from '../shared/machine-test-model';
import { practiceSessionMachine } from './practice-session.machine';
import type { OpenedSession } from './practice-session.types';

/** Two items keep the generated paths short; the page shows 10 the same way. */
export const examplePracticeSession: OpenedSession = {
  sessionId: 41,
  unit: { id: 3, grade: 3, title: 'My family' },
  items: [
    {
      id: 101,
      kind: 'picture',
      skill: 'vocabulary',
      difficulty: 1,
      prompt: 'Chọn từ tiếng Anh đúng với bức tranh',
      picture: '👩',
      choices: ['mother', 'brother', 'grandfather', 'dog'],
    },
    {
      id: 102,
      kind: 'fill_gap',
      skill: 'grammar',
      difficulty: 3,
      prompt: 'Điền từ còn thiếu vào chỗ trống',
      text: 'She ___ my sister.',
    },
  ],
  answered: [],
  resumed: false,
  targetDifficulty: 1,
  queued: [],
};

export const exampleUnits = [
  {
    id: 3,
    grade: 3,
    title: 'My family',
    itemCount: 45,
    masteredCount: 9,
    progressPercent: 20,
    dueReviews: 2,
    recommended: true,
  },
];

export const exampleWrongResult = {
  itemId: 101,
  correct: false,
  correctAnswer: 'mother',
  explanation: 'Bức tranh là "mẹ", tiếng Anh là "mother". Ví dụ: This is my mother. Đáp án đúng: "mother".',
};

export const exampleSummary = {
  sessionId: 41,
  unitTitle: 'My family',
  total: 2,
  answered: 2,
  correct: 1,
  diamonds: 0,
  finishedAt: '2026-11-23T10:00:00.000Z',
};

const resumedComplete: OpenedSession = {
  ...examplePracticeSession,
  resumed: true,
  answered: [
    { ...exampleWrongResult, itemId: 101 },
    { itemId: 102, correct: true, correctAnswer: 'is', explanation: null },
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
    { itemId: 102, answer: 'is' },
  ],
};

export const practiceSessionTestModel: MachineTestModel = {
  machine: practiceSessionMachine,
  scenarios: [{ name: 'a pupil opens AI Practice', input: { profileId: 7 } }],
  examples: [
    fetchDone('loadUnits', exampleUnits),
    fetchFailed('loadUnits'),
    { type: 'unit.chosen', example: { unitId: 3 } },
    { type: 'units.requested' },
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
      fetchRefused(id, 6303, 'Lượt luyện tập này đã kết thúc, em hãy bắt đầu lượt mới nhé'),
    ]),
    fetchDone('finishSession', exampleSummary),
    fetchFailed('finishSession'),
    fetchRefused('finishSession', 6301, 'Không tìm thấy lượt luyện tập này'),
  ],
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.index,
      snapshot.context.queue.length,
      Object.keys(snapshot.context.results).length,
      snapshot.context.session?.resumed ?? null,
    ]),
  fakeActions: { saveQueue: () => {}, announceWalletChanged: () => {} },
};
