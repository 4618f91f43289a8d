import { and, assign, setup } from 'xstate';
import { ERROR_CODES } from '../../contracts/error-codes';
import { CLUB_QUEUE_POLL_MS } from '../../domain/club';
import { EnvelopeError } from '../shared/api-result';
import { type MachineTypes, notProvidedActor } from '../shared/not-provided';
import { errorNotice, showErrorIn } from '../shared/notice';
import type {
  ClubModerationContext,
  ClubModerationEvent,
  DecideInput,
  Decision,
  ModerationQueue,
} from './club-moderation.types';

/** A decision went through: on to the next item with `message`, or to the empty queue after the last. */
const leaveWithSuccess = (message: string) =>
  [
    {
      guard: 'hasOtherItems',
      target: 'reviewing',
      actions: { type: 'leaveWithSuccess', params: { message } },
    },
    { target: 'empty', actions: { type: 'leaveWithSuccess', params: { message } } },
  ] as const;

/**
 * A decision failed: an item another moderator already decided leaves the queue with the server's
 * message; any other failure shows the message and goes back to `retryFrom`.
 */
const leaveOnError = (retryFrom: 'reviewing' | 'choosingReason') =>
  [
    {
      guard: and(['isDecidedElsewhere', 'hasOtherItems']),
      target: 'reviewing',
      actions: 'leaveWithServerMessage',
    },
    { guard: 'isDecidedElsewhere', target: 'empty', actions: 'leaveWithServerMessage' },
    showErrorIn<ClubModerationContext, ClubModerationEvent, typeof retryFrom>(retryFrom),
  ] as const;

/**
 * Approving or rejecting the first item of the queue: one call (`decide`, invoke `id`), then the next
 * item with `successMessage`; a rejection sends the chosen reason.
 */
const deciding = (
  id: 'approve' | 'reject',
  description: string,
  successMessage: string,
  retryFrom: 'reviewing' | 'choosingReason',
) =>
  ({
    meta: { description },
    invoke: {
      id,
      src: 'decide',
      input: ({ context }: { context: ClubModerationContext }): DecideInput => ({
        item: context.items[0] ?? { kind: 'post', id: 0 },
        approve: id === 'approve',
        reason: id === 'approve' ? '' : context.reason.trim(),
      }),
      onDone: leaveWithSuccess(successMessage),
      onError: leaveOnError(retryFrom),
    },
  }) as const;

/**
 * The moderation console of /quan-tri/club (issue 11): the queue of the moderator's schools, oldest
 * first; approve, or reject with a reason a child understands, then the next item. When another
 * moderator decided first, the server's message says so and the item leaves the queue.
 */
export const clubModerationMachine = setup({
  types: {} as MachineTypes<ClubModerationContext, ClubModerationEvent>,
  actors: {
    fetchQueue: notProvidedActor<ModerationQueue>('fetchQueue'),
    decide: notProvidedActor<Decision, DecideInput>('decide'),
  },
  actions: {
    leaveWithSuccess: assign(({ context }, params: { message: string }) => ({
      items: context.items.slice(1),
      reason: '',
      notice: { tone: 'success' as const, message: params.message },
    })),
    leaveWithServerMessage: assign(({ context, event }) => ({
      items: context.items.slice(1),
      reason: '',
      notice: errorNotice('error' in event ? event.error : null),
    })),
  },
  guards: {
    isNotModerator: ({ event }) =>
      'error' in event &&
      event.error instanceof EnvelopeError &&
      event.error.errorCode === ERROR_CODES.CLUB_NOT_MODERATOR,
    isDecidedElsewhere: ({ event }) =>
      'error' in event &&
      event.error instanceof EnvelopeError &&
      event.error.errorCode === ERROR_CODES.CLUB_ALREADY_DECIDED,
    hasItems: ({ context }) => context.items.length > 0,
    hasOtherItems: ({ context }) => context.items.length > 1,
    hasReason: ({ context }) => context.reason.trim().length > 0,
  },
  delays: { queuePoll: CLUB_QUEUE_POLL_MS },
}).createMachine({
  id: 'clubModeration',
  context: { items: [], schools: [], reasons: [], reason: '', notice: null },
  initial: 'loading',
  on: { 'notice.dismissed': { actions: assign({ notice: null }) } },
  states: {
    loading: {
      meta: { description: 'Đang tải hàng chờ duyệt của các trường mình phụ trách' },
      invoke: {
        id: 'fetchQueue',
        src: 'fetchQueue',
        onDone: [
          {
            guard: ({ event }) => event.output.items.length > 0,
            target: 'reviewing',
            actions: assign(({ event }) => ({ ...event.output, reason: '', notice: null })),
          },
          { target: 'empty', actions: assign(({ event }) => ({ ...event.output, reason: '' })) },
        ],
        onError: [{ guard: 'isNotModerator', target: 'forbidden' }, showErrorIn('failed')],
      },
    },
    forbidden: {
      meta: { description: 'Tài khoản không phải người kiểm duyệt: trang 403' },
      type: 'final',
    },
    failed: {
      meta: { description: 'Không tải được hàng chờ: lỗi và nút thử lại' },
      on: { 'queue.refreshed': { target: 'loading', actions: assign({ notice: null }) } },
    },
    empty: {
      meta: { description: 'Không còn bài nào chờ duyệt; tự kiểm tra lại sau 30 giây' },
      after: { queuePoll: 'loading' },
      on: { 'queue.refreshed': 'loading' },
    },
    reviewing: {
      meta: { description: 'Đang xem bài đầu hàng chờ: duyệt, từ chối hoặc để sau' },
      on: {
        'item.approved': { target: 'approving', actions: assign({ notice: null }) },
        'item.rejectStarted': { target: 'choosingReason', actions: assign({ notice: null, reason: '' }) },
        'item.skipped': {
          guard: 'hasOtherItems',
          actions: assign(({ context }) => ({
            items: [...context.items.slice(1), ...context.items.slice(0, 1)],
          })),
        },
        'queue.refreshed': 'loading',
      },
    },
    choosingReason: {
      meta: { description: 'Chọn hoặc viết lý do từ chối mà học sinh hiểu được' },
      on: {
        'reason.changed': { actions: assign({ reason: ({ event }) => event.reason }) },
        'reject.confirmed': { guard: 'hasReason', target: 'rejecting' },
        'reject.cancelled': { target: 'reviewing', actions: assign({ reason: '' }) },
      },
    },
    approving: deciding(
      'approve',
      'Đang duyệt (POST /club/moderation/{id}/approve)',
      'Đã duyệt',
      'reviewing',
    ),
    rejecting: deciding(
      'reject',
      'Đang từ chối với lý do đã chọn',
      'Đã từ chối và gửi lý do cho học sinh',
      'choosingReason',
    ),
  },
});
