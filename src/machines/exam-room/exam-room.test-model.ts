import type { AttemptView } from '../../contracts/contest';
import { ERROR_CODES } from '../../contracts/error-codes';
import { fetchDone, fetchFailed, fetchRefused } from '../shared/fetch-examples';
import { type MachineTestModel, noopActions } from '../shared/machine-test-model';
import { examRoomMachine } from './exam-room.machine';

export const EXAM_ROOM_INJECTED_ACTIONS = ['persistDraft', 'clearDraft'] as const;

export const exampleAttempt: AttemptView = {
  attemptId: 77,
  roundId: 2,
  roundName: 'Vòng 2 – Vòng tỉnh',
  status: 'in_progress',
  startedAt: '2026-11-23T10:00:00.000Z',
  serverNow: '2026-11-23T10:00:05.000Z',
  deadline: '2026-11-23T10:20:00.000Z',
  score: null,
  timeUsed: null,
  questions: [
    {
      id: 13,
      position: 1,
      kind: 'choice',
      prompt: 'Choose the correct word: "She ___ to school every day."',
      audioUrl: null,
      options: [
        { id: 'A', text: 'go' },
        { id: 'B', text: 'goes' },
      ],
      points: 10,
    },
    {
      id: 14,
      position: 2,
      kind: 'fill',
      prompt: 'I have two ___ (cat).',
      audioUrl: null,
      options: [],
      points: 10,
    },
  ],
  answers: [],
};

/** One second before the deadline: the next tick is time-up. */
export const lastSecondAttempt: AttemptView = { ...exampleAttempt, serverNow: '2026-11-23T10:19:59.000Z' };
/** Reopened after the deadline, before the server closed it: submitted at once. */
export const expiredAttempt: AttemptView = { ...exampleAttempt, serverNow: exampleAttempt.deadline };
export const submittedAttempt: AttemptView = {
  ...exampleAttempt,
  status: 'submitted',
  score: 20,
  timeUsed: 600_000,
};

export const examRoomTestModel: MachineTestModel = {
  machine: examRoomMachine,
  scenarios: [
    { name: 'chưa có bản nháp', input: { roundId: 2, draft: {} } },
    { name: 'có câu chưa lưu trên máy', input: { roundId: 2, draft: { '14': 'cats' } } },
  ],
  examples: [
    { type: 'answer.changed', example: { questionId: 13, answer: 'B' } },
    fetchDone('startAttempt', exampleAttempt),
    fetchDone('startAttempt', expiredAttempt),
    fetchDone('startAttempt', submittedAttempt),
    fetchRefused('startAttempt', ERROR_CODES.CONTEST_ALREADY_TAKEN, 'Bạn đã làm bài vòng thi này'),
    fetchDone('saveAnswer', { questionId: 13, savedAt: '2026-11-23T10:01:00.000Z' }),
    fetchFailed('saveAnswer'),
    fetchDone('submitExam', { score: 20, timeUsed: 600_000, status: 'submitted' }),
    fetchFailed('submitExam'),
  ],
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      Object.keys(snapshot.context.pending).length > 0,
      snapshot.context.remainingMs > 0,
      snapshot.context.saveFailed,
    ]),
  fakeActions: noopActions(EXAM_ROOM_INJECTED_ACTIONS),
};
