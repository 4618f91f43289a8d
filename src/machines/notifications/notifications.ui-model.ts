import type { EventObject, StateValue } from 'xstate';
import type { MachineUiModel } from '../shared/ui-model';
import { exampleItems } from './notifications.test-model';

/** 'Thông báo', with ', N chưa đọc' while items are unread. */
const bell = { role: 'button', name: /^Thông báo(, \d+ chưa đọc)?$/ };
const panel = { role: 'dialog', name: 'Thông báo' };
const list = { role: 'tabpanel', within: panel };
const clickedId = (event: EventObject) => (event as EventObject & { id: string }).id;
const profileOf = (event: EventObject) => (event as EventObject & { profileId: number | null }).profileId;
const NOTIFICATION_LIST = '/main/notification/list';
const activeRegion = (value: StateValue) =>
  typeof value === 'object' ? (value as { active?: Record<string, string> }).active : undefined;
const listIs = (value: StateValue, list: string) => activeRegion(value)?.list === list;
const readingIs = (value: StateValue, reading: string) => activeRegion(value)?.reading === reading;

/**
 * What the bell and the panel show in each notifications state, and how a pupil or the server causes
 * each event (SPEC §2, §4). The clicked items are the seeded ones of the same kind as the test
 * model's examples: an unread APPROVED club post, a REJECTED one, an AI Class item.
 */
export const notificationsUiModel: MachineUiModel = {
  machine: 'notifications',
  machineId: 'notifications',
  scenarios: {
    'đăng xuất': { setup: [{ fixture: 'resetNotifications' }, { goto: '/' }] },
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
      shows: "the open panel's list busy loading the next page",
      checks: [{ attribute: list, name: 'aria-busy', equals: 'true' }],
    },
    'active.reading.idle': { shows: 'no navigation pending', checks: [{ visible: bell }] },
    'active.reading.navigating': {
      shows: 'the bell still shown while the 200 ms wait runs',
      checks: [{ visible: bell }],
    },
    'active.sync': { shows: 'read state syncing is invisible to the pupil', checks: [{ visible: bell }] },
  },
  events: [
    // The 200 ms before navigating are over before a second browser action lands.
    ...[
      'notification.clicked',
      'list.endReached',
      'tab.selected',
      'panel.opened',
      'notifications.markAllRequested',
      'unread.changed',
      'session.profileChanged',
    ].map((type) => ({
      type,
      when: (_: EventObject, from: StateValue) => readingIs(from, 'navigating'),
      unsupported: 'a second action cannot land within the 200 ms before navigation',
    })),
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
      // The panel opens while the first page is still held: `panel.opened` is ignored while loading, so
      // later steps find it open without an event the path does not name.
      actions: [{ fixture: 'loginAsParent' }, { click: bell }],
    },
    {
      type: 'session.profileChanged',
      actions: [
        { click: { role: 'button', name: /^Hồ sơ: / } },
        { click: { role: 'menuitem', name: 'Đăng xuất' } },
      ],
    },
    { type: 'panel.opened', actions: [{ fixture: 'openNotificationPanel' }] },
    {
      type: 'tab.selected',
      actions: [
        { fixture: 'ensureNotificationPanelOpen' },
        { click: { role: 'tab', name: 'Club', within: panel } },
      ],
    },
    { type: 'list.endReached', actions: [{ fixture: 'ensureNotificationPanelOpen' }, { scrollToEnd: list }] },
    {
      type: 'notification.clicked',
      when: (_, from) => listIs(from, 'loading'),
      unsupported: 'no rows to click while the first page loads',
    },
    {
      type: 'notification.clicked',
      when: (e) => clickedId(e) === exampleItems.approved.id,
      actions: [{ fixture: 'clickApprovedNotification' }],
    },
    {
      type: 'notification.clicked',
      when: (e) => clickedId(e) === exampleItems.rejected.id,
      // Found by this suite: the test model's REJECTED example is read, the seeded one is unread, so
      // the browser queues a read job the path does not expect. Align the example or the seed first.
      unsupported: "the seeded REJECTED notification is unread; the test model's example is read",
    },
    {
      type: 'notification.clicked',
      when: (e) => clickedId(e) === exampleItems.report.id,
      // The seed announces last month's report as sent (README's notification counts stay as
      // documented); tests/e2e/report.spec.ts creates one with the month-end job and clicks it.
      unsupported: 'no monthly report notification in the demo seed; report.spec.ts clicks a real one',
    },
    { type: 'notification.clicked', actions: [{ fixture: 'clickOtherNotification' }] },
    {
      type: 'notifications.markAllRequested',
      actions: [
        { fixture: 'ensureNotificationPanelOpen' },
        { click: { role: 'button', name: 'Đánh dấu đã đọc', within: panel } },
      ],
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
