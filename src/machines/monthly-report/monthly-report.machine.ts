import { assign, setup } from 'xstate';
import { type MachineTypes, notProvidedAction, notProvidedActor } from '../shared/not-provided';
import { keepErrorIn } from '../shared/notice';
import type {
  FetchReportInput,
  MonthlyReport,
  MonthlyReportContext,
  MonthlyReportEvent,
  MonthlyReportInput,
  ShareLink,
} from './monthly-report.types';

/** After another month or profile was chosen: the page shows (and the address keeps) the new choice. */
const showSelection = {
  type: 'showSelection',
  params: ({ context: { profileId, month } }: { context: MonthlyReportContext }) => ({ profileId, month }),
} as const;

/**
 * /bao-cao-hoc-tap/bao-cao-thang, /link and /app: load a profile's month, show it (or say the month
 * is empty, or why it failed), switch month or child, and — for the account only — create and
 * revoke a read-only share link while the report stays on screen.
 */
export const monthlyReportMachine = setup({
  types: {} as MachineTypes<MonthlyReportContext, MonthlyReportEvent, MonthlyReportInput>,
  actors: {
    fetchReport: notProvidedActor<MonthlyReport, FetchReportInput>('fetchReport'),
    createShareLink: notProvidedActor<ShareLink, { profileId: number; month: string }>('createShareLink'),
    revokeShareLink: notProvidedActor<void, { id: number }>('revokeShareLink'),
  },
  actions: {
    /** Keeps the address bar in step with what is shown (profile_id and month). */
    showSelection: notProvidedAction<{ profileId: number | null; month: string }>('showSelection'),
  },
  guards: {
    canShare: ({ context }) => context.source.kind === 'account' && context.report !== null,
    isOfferedMonth: ({ context, event }) =>
      event.type === 'month.selected' &&
      event.month !== context.month &&
      context.months.includes(event.month),
    isOtherProfile: ({ context, event }) =>
      event.type === 'profile.selected' &&
      event.profileId !== context.profileId &&
      context.profiles.some((p) => p.id === event.profileId),
  },
}).createMachine({
  id: 'monthlyReport',
  context: ({ input }) => ({ ...input, report: null, error: null, shareLink: null, shareError: null }),
  initial: 'loading',
  on: {
    'month.selected': {
      guard: 'isOfferedMonth',
      target: '.loading',
      actions: [assign({ month: ({ event }) => event.month }), showSelection],
    },
    'profile.selected': {
      guard: 'isOtherProfile',
      target: '.loading',
      actions: [assign({ profileId: ({ event }) => event.profileId }), showSelection],
    },
  },
  states: {
    loading: {
      meta: { description: 'Đang tải báo cáo của tháng' },
      entry: assign({ report: null, error: null, shareLink: null, shareError: null }),
      invoke: {
        id: 'fetchReport',
        src: 'fetchReport',
        input: ({ context }) => ({
          source: context.source,
          profileId: context.profileId,
          month: context.month,
        }),
        onDone: [
          {
            guard: ({ event }) => event.output.hasData,
            target: 'ready',
            actions: assign({ report: ({ event }) => event.output }),
          },
          { target: 'empty', actions: assign({ report: ({ event }) => event.output }) },
        ],
        onError: keepErrorIn('failed', 'error'),
      },
    },
    ready: {
      meta: { description: 'Báo cáo có dữ liệu: biểu đồ, số liệu và bằng chứng' },
      initial: 'idle',
      states: {
        idle: {
          meta: { description: 'Chưa tạo liên kết chia sẻ' },
          on: { 'share.requested': { guard: 'canShare', target: 'creatingLink' } },
        },
        creatingLink: {
          meta: { description: 'Đang tạo liên kết chia sẻ (30 ngày, chỉ xem)' },
          entry: assign({ shareError: null }),
          invoke: {
            id: 'createShareLink',
            src: 'createShareLink',
            input: ({ context }) => ({ profileId: context.report?.profileId ?? 0, month: context.month }),
            onDone: { target: 'linkShown', actions: assign({ shareLink: ({ event }) => event.output }) },
            onError: keepErrorIn('idle', 'shareError'),
          },
        },
        linkShown: {
          meta: { description: 'Liên kết chia sẻ đã tạo, có thể thu hồi' },
          on: { 'share.revokeRequested': 'revokingLink' },
        },
        revokingLink: {
          meta: { description: 'Đang thu hồi liên kết' },
          invoke: {
            id: 'revokeShareLink',
            src: 'revokeShareLink',
            input: ({ context }) => ({ id: context.shareLink?.id ?? 0 }),
            onDone: { target: 'idle', actions: assign({ shareLink: null }) },
            onError: keepErrorIn('linkShown', 'shareError'),
          },
        },
      },
    },
    empty: {
      meta: { description: 'Tháng không có dữ liệu học tập: báo cáo trống, không có số 0 giả' },
    },
    failed: {
      meta: { description: 'Không tải được báo cáo: hiện lý do và nút thử lại' },
      on: { 'retry.requested': 'loading' },
    },
  },
});

export type MonthlyReportMachine = typeof monthlyReportMachine;
