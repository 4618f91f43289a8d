import { assign, setup } from 'xstate';
import type { AttemptView, SubmitResult } from '../../contracts/contest';
import {
  CONTEST_AUTOSAVE_DEBOUNCE_MS,
  CONTEST_AUTOSAVE_RETRY_MS,
  CONTEST_COUNTDOWN_TICK_MS,
} from '../../domain/contest';
import { type MachineTypes, notProvidedAction, notProvidedActor } from '../shared/not-provided';
import { keepErrorIn } from '../shared/notice';
import type {
  AnswerMap,
  ExamRoomContext,
  ExamRoomEvent,
  ExamRoomInput,
  ExamRoomActionParams as P,
  SaveAnswerInput,
  SubmitExamInput,
} from './exam-room.types';

const firstPending = (pending: AnswerMap): [string, AnswerMap[string]] | undefined =>
  Object.entries(pending)[0];
const sameAnswer = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
/** Monotonic (device clock changes do not move it) and still running while a tab is throttled. */
const monotonicNow = () => performance.now();

function fromServer(attempt: AttemptView, draft: AnswerMap) {
  const saved: AnswerMap = Object.fromEntries(attempt.answers.map((a) => [String(a.questionId), a.answer]));
  const known = new Set(attempt.questions.map((q) => String(q.id)));
  // Draft answers the server does not have yet are kept and saved again; others are already safe.
  const pending = Object.fromEntries(
    Object.entries(draft).filter(([id, answer]) => known.has(id) && !sameAnswer(saved[id], answer)),
  );
  const remainingMs = Math.max(0, Date.parse(attempt.deadline) - Date.parse(attempt.serverNow));
  return {
    attempt,
    answers: { ...saved, ...pending },
    pending,
    remainingMs,
    deadlineAt: monotonicNow() + remainingMs,
    result:
      attempt.status === 'in_progress' || attempt.score === null
        ? null
        : { score: attempt.score, timeUsed: attempt.timeUsed ?? 0, status: attempt.status },
    error: null,
  };
}

/** Keeps the unsaved answers on the device (they survive a reload or a lost connection). */
const persistDraft = {
  type: 'persistDraft',
  params: ({ context }: { context: ExamRoomContext }) => ({
    roundId: context.roundId,
    draft: context.pending,
  }),
} as const;
const recordAnswer = ['recordAnswer', persistDraft] as const;
const openAttempt = {
  type: 'openAttempt',
  params: ({ event }: { event: { output: AttemptView } }) => ({ attempt: event.output }),
} as const;

/**
 * The exam room: start (or resume) the attempt, answer with debounced autosave (retried while
 * offline, kept on the device until the server has it), a countdown from the server's deadline,
 * then submit — by the pupil or at time-up — and show the result.
 */
export const examRoomMachine = setup({
  types: {} as MachineTypes<ExamRoomContext, ExamRoomEvent, ExamRoomInput>,
  actors: {
    startAttempt: notProvidedActor<AttemptView, number>('startAttempt'),
    saveAnswer: notProvidedActor<unknown, SaveAnswerInput>('saveAnswer'),
    submitExam: notProvidedActor<SubmitResult, SubmitExamInput>('submitExam'),
  },
  actions: {
    openAttempt: assign(({ context }, params: { attempt: AttemptView }) =>
      fromServer(params.attempt, context.pending),
    ),
    persistDraft: notProvidedAction<P['persistDraft']>('persistDraft'),
    clearDraft: notProvidedAction<P['clearDraft']>('clearDraft'),
    recordAnswer: assign(({ context, event }) =>
      event.type === 'answer.changed'
        ? {
            answers: { ...context.answers, [String(event.questionId)]: event.answer },
            pending: { ...context.pending, [String(event.questionId)]: event.answer },
          }
        : {},
    ),
    /** From the deadline, not by counting ticks: a throttled background tab ticks late. */
    tick: assign({
      remainingMs: ({ context }) => Math.max(0, Math.round(context.deadlineAt - monotonicNow())),
    }),
  },
  guards: {
    isClosed: ({ event }) => (event as { output?: AttemptView }).output?.status !== 'in_progress',
    hasPending: ({ context }) => Object.keys(context.pending).length > 0,
    isTimeUp: ({ context }) => context.remainingMs <= 0,
  },
  delays: {
    autosaveDebounce: CONTEST_AUTOSAVE_DEBOUNCE_MS,
    autosaveRetry: CONTEST_AUTOSAVE_RETRY_MS,
    countdownTick: CONTEST_COUNTDOWN_TICK_MS,
  },
}).createMachine({
  id: 'examRoom',
  context: ({ input }) => ({
    roundId: input.roundId,
    attempt: null,
    answers: {},
    pending: input.draft,
    remainingMs: 0,
    deadlineAt: 0,
    result: null,
    error: null,
    saveFailed: false,
  }),
  initial: 'loading',
  states: {
    loading: {
      meta: { description: 'Đang mở bài thi (POST /api/contest/attempts)' },
      invoke: {
        id: 'startAttempt',
        src: 'startAttempt',
        input: ({ context }) => context.roundId,
        onDone: [
          { guard: 'isClosed', target: 'finished', actions: openAttempt },
          { target: 'answering', actions: openAttempt },
        ],
        onError: keepErrorIn('failed', 'error'),
      },
    },
    failed: {
      meta: { description: 'Không mở được bài thi: thông báo và nút thử lại' },
      on: { 'retry.requested': 'loading' },
    },
    answering: {
      meta: { description: 'Đang làm bài: tự lưu câu trả lời và đếm ngược theo giờ máy chủ' },
      type: 'parallel',
      on: { 'exam.submitRequested': 'submitting' },
      states: {
        saver: {
          initial: 'checking',
          states: {
            checking: {
              meta: { description: 'Còn câu chưa lưu thì lưu tiếp' },
              always: [{ guard: 'hasPending', target: 'saving' }, { target: 'idle' }],
            },
            idle: {
              meta: { description: 'Mọi câu trả lời đã được lưu' },
              on: {
                'answer.changed': { target: 'debouncing', actions: recordAnswer },
              },
            },
            debouncing: {
              meta: { description: 'Chờ học sinh ngừng gõ rồi mới lưu' },
              after: { autosaveDebounce: 'saving' },
              on: {
                'answer.changed': { target: 'debouncing', reenter: true, actions: recordAnswer },
              },
            },
            saving: {
              meta: { description: 'Đang lưu một câu trả lời (PUT answers/{questionId})' },
              invoke: {
                id: 'saveAnswer',
                src: 'saveAnswer',
                input: ({ context }) => {
                  const [questionId, answer] = firstPending(context.pending) ?? ['0', ''];
                  return {
                    attemptId: context.attempt?.attemptId ?? 0,
                    questionId: Number(questionId),
                    answer,
                  };
                },
                onDone: {
                  target: 'checking',
                  actions: [
                    assign(({ context, event }) => {
                      const saved = event.output as { questionId?: number } | null;
                      const [id, answer] = firstPending(context.pending) ?? [];
                      const pending = { ...context.pending };
                      // Only drop it if the pupil has not changed it while it was being saved.
                      if (
                        id !== undefined &&
                        (saved?.questionId === undefined || String(saved.questionId) === id) &&
                        sameAnswer(pending[id], answer)
                      ) {
                        delete pending[id];
                      }
                      return { pending, saveFailed: false };
                    }),
                    persistDraft,
                  ],
                },
                onError: { target: 'retrying', actions: assign({ saveFailed: true }) },
              },
              on: { 'answer.changed': { actions: recordAnswer } },
            },
            retrying: {
              meta: { description: 'Mất kết nối: câu trả lời vẫn giữ trên máy, thử lưu lại sau ít giây' },
              after: { autosaveRetry: 'saving' },
              on: { 'answer.changed': { actions: recordAnswer } },
            },
          },
        },
        clock: {
          initial: 'ticking',
          states: {
            ticking: {
              meta: { description: 'Đồng hồ đếm ngược đến hạn nộp của máy chủ' },
              always: { guard: 'isTimeUp', target: '#examRoom.submitting' },
              after: { countdownTick: { target: 'ticking', reenter: true, actions: 'tick' } },
            },
          },
        },
      },
    },
    submitting: {
      meta: { description: 'Đang nộp bài (lưu nốt câu chưa lưu, rồi POST submit)' },
      invoke: {
        id: 'submitExam',
        src: 'submitExam',
        input: ({ context }) => ({ attemptId: context.attempt?.attemptId ?? 0, pending: context.pending }),
        onDone: {
          target: 'finished',
          actions: [
            assign({ result: ({ event }) => event.output, pending: {}, error: null }),
            { type: 'clearDraft', params: ({ context }) => ({ roundId: context.roundId }) },
          ],
        },
        onError: keepErrorIn('submitFailed', 'error'),
      },
    },
    submitFailed: {
      meta: { description: 'Chưa nộp được bài: câu trả lời vẫn giữ trên máy, có nút nộp lại' },
      on: { 'retry.requested': 'submitting' },
    },
    finished: {
      meta: { description: 'Đã nộp bài: điểm và thời gian làm bài' },
      type: 'final',
    },
  },
});
