import type { AnyMachineSnapshot } from 'xstate';
import { PRODUCT_TYPES, ROUTES } from '../../domain/constants';
import type { NotificationItem } from '../../domain/entities';
import type { ExampleEvent } from '../shared/machine-entry';
import { type MachineTestModel, noopActions } from '../shared/machine-test-model';
import { notificationsMachine } from './notifications.machine';
import type { FetchPageOutput, NotificationsContext } from './notifications.types';

export const NOTIFICATIONS_INJECTED_ACTIONS = ['navigate', 'storeRejectedReason', 'logError'] as const;

const item = (id: string, fields: Partial<NotificationItem> = {}): NotificationItem => ({
  id,
  channel: 'IN_APP',
  productType: PRODUCT_TYPES.AI_CLASS,
  content: `Thông báo ${id}`,
  createdAt: '2024-05-01T01:05:00.000Z',
  isRead: 1,
  reason: null,
  data: null,
  ...fields,
});

/**
 * Example items: an unread APPROVED club post, a read REJECTED one, a read item of another status.
 * One unread item (and counts of 0 or 1) keep the traversal small while every guard still has both
 * outcomes.
 */
export const exampleItems = {
  approved: item('n1', {
    productType: PRODUCT_TYPES.CLUB,
    isRead: 0,
    data: { feedNotificationStatus: 'APPROVED', feedId: 101 },
  }),
  rejected: item('n2', {
    productType: PRODUCT_TYPES.CLUB,
    reason: 'Ảnh có thông tin cá nhân',
    data: { feedNotificationStatus: 'REJECTED', feedId: 102 },
  }),
  other: item('n3', { data: { feedNotificationStatus: 'PENDING', feedId: 103 } }),
  /** The month-end job's notification: its link opens the monthly report. */
  report: item('n4', {
    content: 'Báo cáo học tập tháng 10/2026 đã sẵn sàng',
    data: { link: `${ROUTES.monthlyReport}?profile_id=11&month=2026-10` },
  }),
};

const filler = Array.from({ length: 6 }, (_, i) => item(`n${i + 5}`));

/** A full first page (10 actions and a cursor: more pages exist). */
export const fullPage: FetchPageOutput = {
  common: [item('common-1', { content: 'Thông báo chung' })],
  actions: [exampleItems.approved, exampleItems.rejected, exampleItems.other, exampleItems.report, ...filler],
  countUnread: 1,
  cursor: 'cursor-page-2',
};

/** The last page, reached by scrolling. */
export const lastPage: FetchPageOutput = {
  common: [],
  actions: [item('n11'), item('n12')],
  countUnread: 1,
  cursor: null,
};

/** Only what decides later behaviour; the list's length and texts do not. */
function serializeState(snapshot: AnyMachineSnapshot): string {
  const context = snapshot.context as NotificationsContext;
  const navigating = snapshot.matches({ active: { reading: 'navigating' } });
  return JSON.stringify({
    value: snapshot.value,
    tab: context.tab,
    hasMore: context.hasMore,
    count: context.countUnread,
    unread: context.actions.filter((n) => n.isRead === 0).map((n) => n.id),
    jobs: context.readJobs.map((job) => (job.kind === 'read' ? job.id : 'all')),
    clicked: navigating
      ? (context.clicked?.data?.feedNotificationStatus ?? (context.clicked?.data?.link ? 'report' : 'none'))
      : null,
  });
}

/**
 * A pupil clicks a row the panel shows: never while the first page loads (the list is empty then),
 * so the item-less fallback navigation is reached the way the UI reaches it, by a read AI Class item.
 */
function clickOn(shown: NotificationItem): ExampleEvent {
  return {
    type: 'notification.clicked',
    example: { id: shown.id },
    when: (snapshot) => (snapshot.context as NotificationsContext).actions.some((n) => n.id === shown.id),
  };
}

export const notificationsTestModel: MachineTestModel = {
  machine: notificationsMachine,
  scenarios: [{ name: 'đăng xuất', input: undefined }],
  examples: [
    { type: 'session.profileChanged', example: { profileId: 11 } },
    { type: 'session.profileChanged', example: { profileId: null } },
    { type: 'panel.opened' },
    { type: 'panel.closed' },
    { type: 'tab.selected', example: { productType: PRODUCT_TYPES.CLUB } },
    { type: 'list.endReached' },
    ...[exampleItems.approved, exampleItems.rejected, exampleItems.other, exampleItems.report].map(clickOn),
    { type: 'notifications.markAllRequested' },
    { type: 'unread.changed', example: { countUnread: 1 } },
    { type: 'xstate.done.actor.fetchFirstPage', example: { output: fullPage } },
    { type: 'xstate.error.actor.fetchFirstPage', example: { error: new Error('Network Error') } },
    { type: 'xstate.done.actor.fetchNextPage', example: { output: lastPage } },
    { type: 'xstate.error.actor.fetchNextPage', example: { error: new Error('Network Error') } },
    { type: 'xstate.done.actor.sendReadState', example: { output: undefined } },
    { type: 'xstate.error.actor.sendReadState', example: { error: new Error('Network Error') } },
  ],
  serializeState,
  fakeActions: noopActions(NOTIFICATIONS_INJECTED_ACTIONS),
};
