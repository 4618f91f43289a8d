import type { EventObject, StateValue } from 'xstate';
import { exampleItems } from '../../../../src/machines/notifications/notifications.test-model';
import type { MachineUiModel } from '../ui-model';

/** 'Thông báo', with ', N chưa đọc' while items are unread. */
const bell = { role: 'button', name: /^Thông báo(, \d+ chưa đọc)?$/ };
const panel = { role: 'dialog', name: 'Thông báo' };
const list = { role: 'tabpanel', within: panel };
const clickedId = (event: EventObject) => (event as EventObject & { id: string }).id;
const profileOf = (event: EventObject) => (event as EventObject & { profileId: number | null }).profileId;
const NOTIFICATION_LIST = '/main/notification/list';
const activeRegion = (value: StateValue) =>
  typeof value === 'object' ? (value as { active?: Record<string, string> }).active : undefined;
const readingIs = (value: StateValue, reading: string) => activeRegion(value)?.reading === reading;

/** Clicking the item `id` in the panel; from `reading.idle` the page clock pauses first. */
function clickOf(id: string, fixture: string): MachineUiModel['events'] {
  return [
    {
      type: 'notification.clicked',
      when: (e, from) => clickedId(e) === id && readingIs(from, 'idle'),
      actions: [{ fixture: 'pausePageClock' }, { fixture }],
    },
    { type: 'notification.clicked', when: (e) => clickedId(e) === id, actions: [{ fixture }] },
  ];
}

/**
 * What the bell and the panel show in each notifications state, and how a pupil or the server causes
 * each event (SPEC §2, §4). The clicked items are the seeded ones of the same kind as the test
 * model's examples: an unread APPROVED club post, a read REJECTED one, an AI Class item, the read
 * monthly report notification of the month-end job.
 */
export const notificationsUiModel: MachineUiModel = {
  machine: 'notifications',
  machineId: 'notifications',
  scenarios: {
    // The list as the examples have it (REJECTED read, a read monthly report); the page's timers on a
    // clock a path can pause (the 200 ms before navigating), flowing like the real one until then.
    'đăng xuất': {
      setup: [
        { fixture: 'resetNotifications' },
        { fixture: 'alignNotificationsWithExamples' },
        { fixture: 'installPageClock' },
        { goto: '/' },
      ],
    },
  },
  states: {
    inactive: { shows: 'no bell (visitor header)', checks: [{ hidden: bell }] },
    active: { shows: 'the bell in the user header', checks: [{ visible: bell }] },
    'active.list.loading': {
      shows: 'no notification rows yet (the panel, when open, says Đang tải…)',
      checks: [{ count: { role: 'listitem', within: list }, equals: 0 }],
    },
    'active.list.ready': {
      shows: 'the panel, when open, is not busy',
      checks: [{ hidden: { text: 'Đang tải…', within: panel } }],
    },
    'active.list.loadingMore': {
      shows: 'the list busy loading the next page (marked in the panel, when open)',
      checks: [{ attribute: list, name: 'aria-busy', equals: 'true', whereShown: true }],
    },
    'active.reading.idle': { shows: 'no navigation pending', checks: [{ visible: bell }] },
    'active.reading.navigating': {
      shows: 'the bell still shown while the 200 ms wait runs (the panel stays open until the page changes)',
      checks: [{ visible: bell }],
    },
    'active.sync': { shows: 'read state syncing is invisible to the pupil', checks: [{ visible: bell }] },
    'active.panel.closed': { shows: 'the bell alone, the panel closed', checks: [{ hidden: panel }] },
    'active.panel.open': {
      shows: 'the panel open under the bell, which says so',
      checks: [{ visible: panel }, { attribute: bell, name: 'aria-expanded', equals: 'true' }],
    },
  },
  events: [
    {
      // The app root forwards a profile change only when the id differs: the browser's way to enter
      // `active` again is choosing another profile (the path's example id is the first profile's).
      type: 'session.profileChanged',
      when: (e, from) => profileOf(e) !== null && activeRegion(from) !== undefined,
      actions: [{ fixture: 'switchToProfileWithoutNotifications' }],
    },
    {
      type: 'session.profileChanged',
      when: (e) => profileOf(e) !== null,
      actions: [{ fixture: 'loginAsParent' }],
    },
    {
      type: 'session.profileChanged',
      actions: [
        { click: { role: 'button', name: /^Hồ sơ: / } },
        { click: { role: 'menuitem', name: 'Đăng xuất' } },
      ],
    },
    { type: 'panel.opened', actions: [{ click: bell }] },
    { type: 'panel.closed', actions: [{ fixture: 'closeNotificationPanel' }] },
    { type: 'tab.selected', actions: [{ click: { role: 'tab', name: 'Club', within: panel } }] },
    { type: 'list.endReached', actions: [{ scrollToEnd: list }] },
    // A first click pauses the page clock: the path's next step lands within the 200 ms before
    // navigating however busy the machine is (the panel opened again), or resumes the clock.
    ...clickOf(exampleItems.approved.id, 'clickApprovedNotification'),
    ...clickOf(exampleItems.rejected.id, 'clickRejectedNotification'),
    ...clickOf(exampleItems.report.id, 'clickReportNotification'),
    ...clickOf(exampleItems.other.id, 'clickOtherNotification'),
    {
      type: 'xstate.after.clickNav.notifications.active.reading.navigating',
      actions: [{ fixture: 'resumePageClock' }],
    },
    {
      type: 'notifications.markAllRequested',
      actions: [{ click: { role: 'button', name: 'Đánh dấu đã đọc', within: panel } }],
    },
    { type: 'unread.changed', actions: [{ fixture: 'notificationArrives' }] },
  ],
  requests: {
    fetchFirstPage: { url: (url) => url.pathname === NOTIFICATION_LIST && !url.searchParams.has('cursor') },
    fetchNextPage: { url: (url) => url.pathname === NOTIFICATION_LIST && url.searchParams.has('cursor') },
    sendReadState: {
      method: 'PATCH',
      url: (url) => /^\/main\/notification\/(mark-all-read|[^/]+\/read)$/.test(url.pathname),
    },
  },
};
