import { and, assign, raise, setup, stateIn } from 'xstate';
import {
  FEED_NOTIFICATION_STATUS,
  NOTIFICATION_CLICK_NAV_MS,
  NOTIFICATION_PAGE_SIZE,
  PRODUCT_TYPES,
  ROUTES,
} from '../../domain/constants';
import type { NotificationItem } from '../../domain/entities';
import { type MachineTypes, notProvidedAction, notProvidedActor } from '../shared/not-provided';
import type {
  FetchPageInput,
  FetchPageOutput,
  NotificationsContext,
  NotificationsEvent,
  NotificationsInput,
  NotificationsActionParams as P,
  ReadJob,
} from './notifications.types';

type ClickEvent = Extract<NotificationsEvent, { type: 'notification.clicked' }>;
type TabEvent = Extract<NotificationsEvent, { type: 'tab.selected' }>;

/** SPEC §4 tab switch: reload from scratch with the product filter. */
const selectTab = [
  {
    type: 'selectTab' as const,
    params: ({ event }: { event: TabEvent }) => ({ productType: event.productType }),
  },
  'resetList' as const,
];
const readClicked = {
  type: 'readClicked' as const,
  params: ({ event }: { event: ClickEvent }) => ({ id: event.id }),
};

type ListFields = Pick<NotificationsContext, 'common' | 'actions' | 'cursor' | 'hasMore'>;
const emptyList = (): ListFields => ({ common: [], actions: [], cursor: null, hasMore: false });

function findItem(context: NotificationsContext, id: string): NotificationItem | undefined {
  return context.actions.find((n) => n.id === id) ?? context.common.find((n) => n.id === id);
}

function isUnreadAction(context: NotificationsContext, id: string): boolean {
  return context.actions.some((n) => n.id === id && n.isRead === 0);
}

/** A job already waiting is not queued twice (a reload can show an item unread again before it is sent). */
function withJob(jobs: ReadJob[], job: ReadJob): ReadJob[] {
  const same = (other: ReadJob) =>
    other.kind === job.kind && (job.kind === 'all' || (other as { id: string }).id === job.id);
  return jobs.some(same) ? jobs : [...jobs, job];
}

function statusOf(context: NotificationsContext): string | undefined {
  return context.clicked?.data?.feedNotificationStatus;
}

/** A monthly report path ('/bao-cao-hoc-tap/bao-cao-thang?profile_id=…&month=…'), never another page. */
function isReportLink(link: string | undefined): link is string {
  return typeof link === 'string' && link.startsWith(`${ROUTES.monthlyReport}?`);
}

function hasMorePages(output: FetchPageOutput): boolean {
  return output.actions.length >= NOTIFICATION_PAGE_SIZE && output.cursor !== null;
}

/**
 * SPEC §2 notification panel and §4 notification read / mark all read / tab switch, for the
 * profile of the session. Four regions run side by side while a profile is active:
 * - `list`: first page per tab (and on every panel opening), then the next pages on scroll;
 * - `reading`: a click marks the item read at once and navigates after NOTIFICATION_CLICK_NAV_MS;
 * - `sync`: read-state changes reach the server one at a time, so a navigation never cancels them;
 * - `panel`: whether the panel under the bell is open; its controls send events only while it is.
 * The live unread count arrives as `unread.changed` from the app root's stream. Errors are only
 * logged (SPEC §8).
 */
export const notificationsMachine = setup({
  types: {} as MachineTypes<NotificationsContext, NotificationsEvent, NotificationsInput | undefined>,
  actors: {
    fetchPage: notProvidedActor<FetchPageOutput, FetchPageInput>('fetchPage'),
    sendReadState: notProvidedActor<void, ReadJob>('sendReadState'),
  },
  actions: {
    navigate: notProvidedAction<P['navigate']>('navigate'),
    storeRejectedReason: notProvidedAction<P['storeRejectedReason']>('storeRejectedReason'),
    logError: notProvidedAction<P['logError']>('logError'),
    selectTab: assign((_, params: { productType: NotificationsContext['tab'] }) => ({
      tab: params.productType,
    })),
    resetList: assign({ ...emptyList() }),
    /** SPEC §4: the clicked unread item turns read and the count drops, never below 0. */
    readClicked: assign(({ context }, params: { id: string }) => {
      const unread = isUnreadAction(context, params.id);
      return {
        clicked: findItem(context, params.id) ?? null,
        actions: unread
          ? context.actions.map((n) => (n.id === params.id ? { ...n, isRead: 1 as const } : n))
          : context.actions,
        countUnread: unread ? Math.max(0, context.countUnread - 1) : context.countUnread,
        readJobs: unread ? withJob(context.readJobs, { kind: 'read', id: params.id }) : context.readJobs,
      };
    }),
    readAll: assign(({ context }) => ({
      actions: context.actions.map((n) => (n.isRead === 0 ? { ...n, isRead: 1 as const } : n)),
      countUnread: 0,
      readJobs: withJob(context.readJobs, { kind: 'all' }),
    })),
    dropSentJob: assign({ readJobs: ({ context }) => context.readJobs.slice(1) }),
    closePanel: raise({ type: 'panel.closed' }),
  },
  guards: {
    isActiveProfile: (_, params: { profileId: number | null }) => params.profileId !== null,
    hasMore: ({ context }) => context.hasMore,
    /** The list's controls (tabs, rows, scrolling, 'Đánh dấu đã đọc') exist only in the open panel. */
    panelOpen: stateIn({ active: { panel: 'open' } }),
    panelClosed: stateIn({ active: { panel: 'closed' } }),
    hasUnread: ({ context }) => context.countUnread > 0,
    hasReadJobs: ({ context }) => context.readJobs.length > 0,
    clickedApproved: ({ context }) =>
      statusOf(context) === FEED_NOTIFICATION_STATUS.APPROVED && context.clicked?.data?.feedId != null,
    clickedRejected: ({ context }) => statusOf(context) === FEED_NOTIFICATION_STATUS.REJECTED,
    /** The month-end job's 'Báo cáo học tập tháng M/YYYY đã sẵn sàng' carries the report's path. */
    clickedReport: ({ context }) => isReportLink(context.clicked?.data?.link),
  },
  delays: {
    clickNav: NOTIFICATION_CLICK_NAV_MS,
  },
}).createMachine({
  id: 'notifications',
  context: ({ input }) => ({
    profileId: null,
    tab: PRODUCT_TYPES.ALL,
    ...emptyList(),
    countUnread: 0,
    clicked: null,
    readJobs: [],
    rejectedReason: input?.rejectedReason ?? null,
  }),
  initial: 'inactive',
  states: {
    inactive: {
      meta: { description: 'Chưa đăng nhập (hoặc chưa có hồ sơ): không có thông báo' },
      on: {
        'session.profileChanged': {
          guard: { type: 'isActiveProfile', params: ({ event }) => ({ profileId: event.profileId }) },
          target: 'active',
          actions: assign({ profileId: ({ event }) => event.profileId }),
        },
      },
    },
    active: {
      meta: { description: 'Hồ sơ đang dùng: danh sách, đọc và số chưa đọc trực tiếp' },
      type: 'parallel',
      entry: assign({ tab: PRODUCT_TYPES.ALL, countUnread: 0, clicked: null, readJobs: [], ...emptyList() }),
      on: {
        'unread.changed': {
          actions: assign({ countUnread: ({ event }) => Math.max(0, event.countUnread) }),
        },
        'session.profileChanged': [
          {
            // Another profile: everything starts over.
            guard: { type: 'isActiveProfile', params: ({ event }) => ({ profileId: event.profileId }) },
            target: 'active',
            reenter: true,
            actions: assign({ profileId: ({ event }) => event.profileId }),
          },
          { target: 'inactive', actions: assign({ profileId: null, countUnread: 0, ...emptyList() }) },
        ],
      },
      states: {
        list: {
          initial: 'loading',
          // Transitions live on the children: a region-level re-entering transition would re-enter
          // the whole parallel state (its domain is `active`) and cancel the other regions' work.
          states: {
            loading: {
              meta: { description: 'Tải trang đầu của tab đang chọn' },
              on: {
                'tab.selected': { guard: 'panelOpen', target: 'loading', reenter: true, actions: selectTab },
              },
              invoke: {
                id: 'fetchFirstPage',
                src: 'fetchPage',
                input: ({ context }) => ({ productType: context.tab, cursor: null }),
                onDone: {
                  target: 'ready',
                  actions: assign(({ context, event }) => ({
                    common: event.output.common,
                    actions: event.output.actions,
                    cursor: event.output.cursor,
                    hasMore: hasMorePages(event.output),
                    // The badge counts every product type; a filtered tab's count is only that tab's.
                    countUnread:
                      context.tab === PRODUCT_TYPES.ALL ? event.output.countUnread : context.countUnread,
                  })),
                },
                onError: {
                  target: 'ready',
                  actions: {
                    type: 'logError',
                    params: ({ event }) => ({ message: 'notification list failed', error: event.error }),
                  },
                },
              },
            },
            ready: {
              meta: { description: 'Danh sách đã tải; cuộn tới cuối để tải trang tiếp' },
              on: {
                'list.endReached': { guard: and(['hasMore', 'panelOpen']), target: 'loadingMore' },
                'tab.selected': { guard: 'panelOpen', target: 'loading', actions: selectTab },
                // Opening the panel shows what arrived since: the first page again.
                'panel.opened': { guard: 'panelClosed', target: 'loading', actions: 'resetList' },
              },
            },
            loadingMore: {
              meta: { description: 'Tải trang tiếp theo bằng cursor' },
              invoke: {
                id: 'fetchNextPage',
                src: 'fetchPage',
                input: ({ context }) => ({ productType: context.tab, cursor: context.cursor }),
                onDone: {
                  target: 'ready',
                  actions: assign(({ context, event }) => ({
                    actions: [...context.actions, ...event.output.actions],
                    cursor: event.output.cursor,
                    hasMore: hasMorePages(event.output),
                  })),
                },
                onError: {
                  // hasMore stays: scrolling again retries.
                  target: 'ready',
                  actions: {
                    type: 'logError',
                    params: ({ event }) => ({ message: 'next notification page failed', error: event.error }),
                  },
                },
              },
              on: {
                'panel.opened': { guard: 'panelClosed', target: 'loading', actions: 'resetList' },
                'tab.selected': { guard: 'panelOpen', target: 'loading', actions: selectTab },
              },
            },
          },
        },
        reading: {
          initial: 'idle',
          // The panel offers 'Đánh dấu đã đọc' only while something is unread (issue 16).
          on: {
            'notifications.markAllRequested': { guard: and(['hasUnread', 'panelOpen']), actions: 'readAll' },
          },
          states: {
            idle: {
              meta: { description: 'Chờ người dùng chọn một thông báo' },
              on: {
                'notification.clicked': { guard: 'panelOpen', target: 'navigating', actions: readClicked },
              },
            },
            navigating: {
              meta: {
                description:
                  'Đã đánh dấu đã đọc; chờ 200 ms rồi chuyển trang theo trạng thái bài viết (hoặc mở báo cáo tháng)',
              },
              // Another click restarts the wait with the new item.
              on: {
                'notification.clicked': {
                  guard: 'panelOpen',
                  target: 'navigating',
                  reenter: true,
                  actions: readClicked,
                },
              },
              // The page changes and the panel closes with it (SPEC §4).
              after: {
                clickNav: [
                  {
                    guard: 'clickedApproved',
                    target: 'idle',
                    actions: [
                      {
                        type: 'navigate',
                        params: ({ context }) => ({
                          to: ROUTES.clubFeedDetail(context.clicked?.data?.feedId ?? ''),
                        }),
                      },
                      'closePanel',
                    ],
                  },
                  {
                    guard: 'clickedRejected',
                    target: 'idle',
                    actions: [
                      assign({ rejectedReason: ({ context }) => context.clicked?.reason ?? '' }),
                      {
                        type: 'storeRejectedReason',
                        params: ({ context }) => ({ reason: context.clicked?.reason ?? '' }),
                      },
                      { type: 'navigate', params: { to: `${ROUTES.clubFeeds}?rejected=true` } },
                      'closePanel',
                    ],
                  },
                  {
                    guard: 'clickedReport',
                    target: 'idle',
                    actions: [
                      {
                        type: 'navigate',
                        params: ({ context }) => ({ to: context.clicked?.data?.link ?? ROUTES.aiClass }),
                      },
                      'closePanel',
                    ],
                  },
                  {
                    target: 'idle',
                    actions: [{ type: 'navigate', params: { to: ROUTES.aiClass } }, 'closePanel'],
                  },
                ],
              },
            },
          },
        },
        panel: {
          initial: 'closed',
          states: {
            closed: {
              meta: { description: 'Bảng thông báo đóng: chỉ thấy chuông và số chưa đọc' },
              on: { 'panel.opened': 'open' },
            },
            open: {
              meta: { description: 'Bảng thông báo mở dưới chuông: các tab, danh sách, đánh dấu đã đọc' },
              on: { 'panel.closed': 'closed' },
            },
          },
        },
        sync: {
          initial: 'idle',
          states: {
            idle: {
              meta: { description: 'Không còn thay đổi trạng thái đọc nào chờ gửi' },
              always: { guard: 'hasReadJobs', target: 'sending' },
            },
            sending: {
              meta: { description: 'Gửi thay đổi trạng thái đọc đầu hàng đợi lên máy chủ' },
              invoke: {
                id: 'sendReadState',
                src: 'sendReadState',
                input: ({ context }) => context.readJobs[0] ?? { kind: 'all' as const },
                onDone: { target: 'idle', actions: 'dropSentJob' },
                onError: {
                  // The panel keeps the optimistic state: SPEC §8 only logs notification errors.
                  target: 'idle',
                  actions: [
                    {
                      type: 'logError',
                      params: ({ event }) => ({
                        message: 'notification read state not saved',
                        error: event.error,
                      }),
                    },
                    'dropSentJob',
                  ],
                },
              },
            },
          },
        },
      },
    },
  },
});

export type NotificationsMachine = typeof notificationsMachine;
