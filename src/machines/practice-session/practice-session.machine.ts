import { assign, setup } from 'xstate';
import { PRACTICE_RESEND_MS } from '../../domain/constants';
import { EnvelopeError, userMessageOf } from '../shared/api-result';
import { type MachineTypes, notProvidedAction, notProvidedActor } from '../shared/not-provided';
import type {
  AnswerResult,
  DailyGoal,
  FinishedSession,
  LoadUnitsInput,
  OpenedSession,
  PracticeSessionContext,
  PracticeSessionData,
  PracticeSessionEvent,
  PracticeSessionInput,
  QueuedAnswer,
  RepairStreakInput,
  SavedQueue,
  SendAnswerInput,
  StartSessionInput,
  UnitsView,
} from './practice-session.types';

/** The first item neither confirmed nor queued (resuming a session lands there). */
function firstOpenIndex(
  session: PracticeSessionData,
  results: Record<number, AnswerResult>,
  queue: QueuedAnswer[],
): number {
  const index = session.items.findIndex(
    (item) => !results[item.id] && !queue.some((q) => q.itemId === item.id),
  );
  return index === -1 ? session.items.length : index;
}

/** Params of `saveQueue`, run after every change of the queue so a page leave loses no answer. */
const savedQueue = ({ context }: { context: PracticeSessionContext }): SavedQueue => ({
  sessionId: context.session!.sessionId,
  queue: context.queue,
});

const currentItemId = (context: PracticeSessionContext) => context.session?.items[context.index]?.id;

const failWith = {
  type: 'showFailure',
  params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
} as const;
/** The head of the queue is confirmed: its result is stored and the shorter queue saved. */
const storeSent = [
  { type: 'storeResult', params: ({ event }: { event: { output: AnswerResult } }) => event.output },
  { type: 'saveQueue', params: savedQueue },
] as const;

type SendingState = 'flushing' | 'sending' | 'resending';
type StillOffline = ReadonlyArray<{ guard?: 'isSessionComplete'; target: string }>;

/**
 * A state that sends the queue head by head (its invoke has the given `id`): `state` again while
 * more are queued, then `sent`. A refusal drops the queue (it can never be sent); a lost connection
 * leads to `stillOffline`, the answers staying queued and saved.
 */
function sendingQueue(
  description: string,
  id: string,
  state: SendingState,
  sent: string,
  stillOffline: StillOffline,
) {
  return {
    meta: { description },
    invoke: {
      id,
      src: 'sendAnswer',
      input: ({ context }: { context: PracticeSessionContext }) => ({
        sessionId: context.session!.sessionId,
        answer: context.queue[0]!,
      }),
      onDone: [
        { guard: 'hasMoreQueued', target: state, reenter: true, actions: storeSent },
        { target: sent, actions: storeSent },
      ],
      onError: [
        {
          guard: 'isRefusal',
          target: 'failed',
          actions: [failWith, 'dropQueue', { type: 'saveQueue', params: savedQueue }],
        },
        ...stillOffline,
      ],
    },
  } as const;
}

/** 'Câu tiếp theo': the next item, or `afterLast` once the last one is answered. */
const nextQuestionOr = <const TAfterLast extends string>(afterLast: TAfterLast) =>
  [
    { guard: 'isLastItem', target: afterLast },
    { target: 'question', actions: 'advanceItem' },
  ] as const;

/**
 * /ai-practice and /phong-tap-luyen: the units of a grade with the daily goal and its streak (a missed
 * yesterday can be repaired with diamonds), then a session of items, one on screen at a time (a
 * listening item plays its audio on request). Answers go to a
 * queue sent in order; a lost connection keeps them queued, lets the pupil go on, and resends them
 * (on the next answer, or after PRACTICE_RESEND_MS while waiting). Every change of the queue is
 * saved (`saveQueue`, per session, in the browser's storage), so coming back resumes the server's open
 * session: the answers this device still held are resent first (`flushing`), then the first
 * unanswered item. The summary, with the streak it grew, comes after every answer is confirmed.
 */
export const practiceSessionMachine = setup({
  types: {} as MachineTypes<PracticeSessionContext, PracticeSessionEvent, PracticeSessionInput>,
  actors: {
    loadUnits: notProvidedActor<UnitsView, LoadUnitsInput>('loadUnits'),
    startSession: notProvidedActor<OpenedSession, StartSessionInput>('startSession'),
    sendAnswer: notProvidedActor<AnswerResult, SendAnswerInput>('sendAnswer'),
    finishSession: notProvidedActor<FinishedSession, { sessionId: number; profileId: number }>(
      'finishSession',
    ),
    repairStreak: notProvidedActor<DailyGoal, RepairStreakInput>('repairStreak'),
  },
  delays: { resend: PRACTICE_RESEND_MS },
  guards: {
    isSessionComplete: ({ context }) =>
      context.session !== null &&
      firstOpenIndex(context.session, context.results, context.queue) >= context.session.items.length,
    hasMoreQueued: ({ context }) => context.queue.length > 1,
    isLastItem: ({ context }) =>
      context.session !== null && context.index >= context.session.items.length - 1,
    hasQueue: ({ context }) => context.queue.length > 0,
    canRepairStreak: ({ context }) => context.dailyGoal?.repair?.affordable === true,
    hasAudio: ({ context }) => context.session?.items[context.index]?.hasAudio === true,
    isRefusal: ({ event }) => (event as { error?: unknown }).error instanceof EnvelopeError,
  },
  actions: {
    advanceItem: assign({ index: ({ context }) => context.index + 1 }),
    saveQueue: notProvidedAction<SavedQueue>('saveQueue'),
    /** Plays the listening item's audio (GET /practice/items/:id/audio): the browser never has its text. */
    playItemAudio: notProvidedAction<{ itemId: number }>('playItemAudio'),
    /** The finished session paid diamonds: the header's wallet follows (issue 31). */
    announceWalletChanged: notProvidedAction<void>('announceWalletChanged'),
    showFailure: assign((_, params: { error: unknown }) => ({ error: userMessageOf(params.error) })),
    /** A new session starts from nothing. */
    clearSession: assign({ session: null, index: 0, results: {}, queue: [], summary: null, error: null }),
    /** The server refused: the queued answers can never be sent. */
    dropQueue: assign({ queue: [] }),
    // The answer sent is always the head of the queue.
    storeResult: assign(({ context }, output: AnswerResult) => {
      const [sent, ...rest] = context.queue;
      if (!sent) return {};
      return {
        results: { ...context.results, [sent.itemId]: { ...output, itemId: sent.itemId } },
        queue: rest,
      };
    }),
  },
}).createMachine({
  id: 'practice-session',
  context: ({ input }) => ({
    profileId: input.profileId,
    grade: null,
    grades: [],
    dailyGoal: null,
    units: [],
    unitId: null,
    session: null,
    index: 0,
    results: {},
    queue: [],
    summary: null,
    error: null,
  }),
  initial: 'loadingUnits',
  states: {
    loadingUnits: {
      meta: { description: 'Đang tải các bài luyện tập của lớp, tiến độ và mục tiêu hôm nay' },
      invoke: {
        id: 'loadUnits',
        src: 'loadUnits',
        input: ({ context }) => ({ profileId: context.profileId, grade: context.grade }),
        onDone: {
          target: 'choosingUnit',
          actions: assign(({ event }) => ({
            units: event.output.units,
            grade: event.output.grade,
            grades: event.output.grades,
            dailyGoal: event.output.dailyGoal,
            error: null,
          })),
        },
        onError: { target: 'unitsFailed', actions: failWith },
      },
    },
    unitsFailed: {
      meta: { description: 'Không tải được danh sách bài: thử lại' },
      on: { 'units.requested': 'loadingUnits' },
    },
    choosingUnit: {
      meta: { description: 'Chọn bài (unit) để luyện tập; mục tiêu hôm nay và chuỗi ngày học' },
      on: {
        'unit.chosen': {
          target: 'loading',
          actions: assign({ unitId: ({ event }) => event.unitId, error: null }),
        },
        'grade.chosen': {
          target: 'loadingUnits',
          actions: assign({ grade: ({ event }) => event.grade, error: null }),
        },
        'streak.repairRequested': { guard: 'canRepairStreak', target: 'repairingStreak' },
      },
    },
    repairingStreak: {
      meta: { description: 'Đang dùng kim cương để giữ chuỗi ngày học (sửa ngày hôm qua)' },
      invoke: {
        id: 'repairStreak',
        src: 'repairStreak',
        input: ({ context }) => ({ profileId: context.profileId, day: context.dailyGoal!.repair!.day }),
        onDone: {
          target: 'choosingUnit',
          actions: assign({ dailyGoal: ({ event }) => event.output, error: null }),
        },
        onError: { target: 'choosingUnit', actions: failWith },
      },
    },
    loading: {
      meta: { description: 'Đang tạo (hoặc mở lại) lượt luyện tập' },
      invoke: {
        id: 'startSession',
        src: 'startSession',
        input: ({ context }) => ({ profileId: context.profileId, unitId: context.unitId! }),
        onDone: {
          target: 'routing',
          actions: assign(({ event }) => {
            const { queued, ...session } = event.output;
            const results = Object.fromEntries(session.answered.map((a) => [a.itemId, a]));
            return {
              session,
              results,
              queue: queued,
              index: firstOpenIndex(session, results, queued),
              error: null,
            };
          }),
        },
        onError: { target: 'loadFailed', actions: failWith },
      },
    },
    routing: {
      meta: { description: 'Gửi lại câu trả lời còn lưu, rồi câu đầu tiên chưa làm, hoặc kết thúc' },
      always: [
        { guard: 'hasQueue', target: 'flushing' },
        { guard: 'isSessionComplete', target: 'finishing' },
        { target: 'question' },
      ],
    },
    flushing: sendingQueue(
      'Mở lại lượt: gửi các câu trả lời còn lưu trên máy từ lần trước',
      'flushAnswer',
      'flushing',
      'routing',
      // Still offline: the answers stay queued (and saved); go on, or wait if all are answered.
      [{ guard: 'isSessionComplete', target: 'waitingForNetwork' }, { target: 'question' }],
    ),
    loadFailed: {
      meta: { description: 'Không tải được lượt luyện tập: hiện lỗi và nút thử lại' },
      on: { 'session.retried': 'loading', 'units.requested': 'loadingUnits' },
    },
    question: {
      meta: { description: 'Một câu hỏi trên màn hình, chờ em trả lời' },
      on: {
        'audio.requested': {
          guard: 'hasAudio',
          actions: {
            type: 'playItemAudio',
            params: ({ context }) => ({ itemId: currentItemId(context)! }),
          },
        },
        'answer.submitted': {
          target: 'sending',
          actions: [
            assign(({ context, event }) => ({
              queue: [...context.queue, { itemId: currentItemId(context)!, answer: event.answer }],
              error: null,
            })),
            { type: 'saveQueue', params: savedQueue },
          ],
        },
      },
    },
    sending: sendingQueue(
      'Gửi các câu trả lời trong hàng đợi theo thứ tự',
      'sendAnswer',
      'sending',
      'answered',
      [{ target: 'offline' }],
    ),
    answered: {
      meta: { description: 'Đúng, hoặc sai kèm lời giải thích và câu ví dụ' },
      on: {
        'question.next': nextQuestionOr('finishing'),
        'audio.requested': {
          guard: 'hasAudio',
          actions: {
            type: 'playItemAudio',
            params: ({ context }) => ({ itemId: currentItemId(context)! }),
          },
        },
      },
    },
    offline: {
      meta: { description: 'Mất kết nối: câu trả lời đã lưu, sẽ gửi lại; em vẫn làm tiếp được' },
      after: { resend: 'sending' },
      on: { 'question.next': nextQuestionOr('waitingForNetwork') },
    },
    waitingForNetwork: {
      meta: { description: 'Câu cuối đã làm, chờ mạng để gửi nốt câu trả lời' },
      after: { resend: 'resending' },
    },
    resending: sendingQueue('Gửi lại hàng đợi trước khi kết thúc', 'resendAnswer', 'resending', 'finishing', [
      { target: 'waitingForNetwork' },
    ]),
    finishing: {
      meta: { description: 'Kết thúc lượt: nhận tổng kết (và kim cương)' },
      invoke: {
        id: 'finishSession',
        src: 'finishSession',
        input: ({ context }) => ({ sessionId: context.session!.sessionId, profileId: context.profileId }),
        onDone: {
          target: 'summary',
          actions: [
            assign({
              summary: ({ event }) => event.output.summary,
              dailyGoal: ({ event }) => event.output.dailyGoal,
            }),
            'announceWalletChanged',
          ],
        },
        onError: [
          { guard: 'isRefusal', target: 'failed', actions: failWith },
          { target: 'finishFailed', actions: failWith },
        ],
      },
    },
    finishFailed: {
      meta: { description: 'Chưa gửi được tổng kết: thử lại' },
      on: { 'session.retried': 'finishing' },
    },
    summary: {
      meta: { description: 'Tổng kết: số câu đúng, kim cương, chuỗi ngày học; có thể luyện lượt mới' },
      on: {
        'units.requested': {
          target: 'loadingUnits',
          actions: 'clearSession',
        },
        'session.restarted': {
          target: 'loading',
          actions: 'clearSession',
        },
      },
    },
    failed: {
      meta: { description: 'Máy chủ từ chối (ví dụ lượt đã kết thúc): bắt đầu lại' },
      on: {
        'session.restarted': {
          target: 'loading',
          actions: 'clearSession',
        },
      },
    },
  },
});

export type PracticeSessionMachine = typeof practiceSessionMachine;
