import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_CLICK_NAV_MS,
  NOTIFICATION_PAGE_SIZE,
  PRODUCT_TYPES,
  ROUTES,
} from '../../src/domain/constants';
import {
  exampleItems,
  fullPage,
  lastPage,
  notificationsTestModel as model,
} from '../../src/machines/notifications/notifications.test-model';
import { NOTIFICATION_TABS } from '../../src/machines/notifications/notifications.types';
import { itCoversEveryStateAndTransition } from './support/generated-paths-suite';
import { MachineHarness } from './support/machine-harness';

/** Logged in, the bell clicked while the first page loads, the page loaded. */
async function active(): Promise<MachineHarness> {
  const h = new MachineHarness(model, undefined).start();
  h.send({ type: 'session.profileChanged', profileId: 11 });
  h.send({ type: 'panel.opened' });
  await h.resolve('fetchFirstPage', fullPage);
  return h;
}

const panelIs = (h: MachineHarness, panel: 'open' | 'closed') =>
  expect(h.snapshot.value).toMatchObject({ active: { panel } });

describe('notifications machine', () => {
  itCoversEveryStateAndTransition(model);

  it('quotes the tabs exactly and uses the spec constants', () => {
    expect(NOTIFICATION_TABS.map((t) => t.label)).toEqual(['Tất cả', 'AI CLass', 'Club']);
    expect([NOTIFICATION_PAGE_SIZE, NOTIFICATION_CLICK_NAV_MS]).toEqual([10, 200]);
  });

  it('loads the first page of ALL for the profile and takes the badge from it', async () => {
    const h = await active();
    expect(h.promises.started[0]).toEqual({
      id: 'fetchFirstPage',
      input: { productType: 'ALL', cursor: null },
    });
    expect(h.snapshot.context.countUnread).toBe(1);
    expect(h.snapshot.context.hasMore).toBe(true);
  });

  it('loads the next page by cursor while the last page had 10 actions, then stops', async () => {
    const h = await active();
    h.send({ type: 'list.endReached' });
    expect(h.promises.inputOf('fetchNextPage')).toEqual({ productType: 'ALL', cursor: 'cursor-page-2' });
    await h.resolve('fetchNextPage', lastPage);
    expect(h.snapshot.context.actions).toHaveLength(12);
    h.send({ type: 'list.endReached' });
    expect(h.promises.isPending('fetchNextPage')).toBe(false);
  });

  it('a tab reloads from scratch with its filter and keeps the all-products badge', async () => {
    const h = await active();
    h.send({ type: 'tab.selected', productType: PRODUCT_TYPES.CLUB });
    expect(h.snapshot.context.actions).toEqual([]);
    expect(h.promises.inputOf('fetchFirstPage')).toEqual({ productType: PRODUCT_TYPES.CLUB, cursor: null });
    await h.resolve('fetchFirstPage', { ...fullPage, countUnread: 0 });
    expect(h.snapshot.context.countUnread).toBe(1);
  });

  it('clicking an unread APPROVED item marks it read, decrements once and opens the post after 200 ms', async () => {
    const h = await active();
    h.send({ type: 'notification.clicked', id: exampleItems.approved.id });
    expect(h.snapshot.context.countUnread).toBe(0);
    expect(h.promises.inputOf('sendReadState')).toEqual({ kind: 'read', id: 'n1' });
    h.advance(NOTIFICATION_CLICK_NAV_MS - 1);
    expect(h.actionsOf('navigate')).toEqual([]);
    h.advance(1);
    expect(h.actionsOf('navigate').map((a) => [a.params, a.at])).toEqual([
      [{ to: ROUTES.clubFeedDetail(101) }, 200],
    ]);
    // Navigation does not cancel the request.
    expect(h.promises.isPending('sendReadState')).toBe(true);
    h.send({ type: 'notification.clicked', id: exampleItems.approved.id });
    expect(h.snapshot.context.countUnread).toBe(0);
  });

  it('a tab switch or a new click never cancels a read request in flight', async () => {
    const h = await active();
    h.send({ type: 'notification.clicked', id: exampleItems.approved.id });
    h.send({ type: 'tab.selected', productType: PRODUCT_TYPES.CLUB });
    h.send({ type: 'notification.clicked', id: exampleItems.other.id });
    expect(h.promises.aborted).toEqual([]);
    expect(h.promises.isPending('sendReadState')).toBe(true);
  });

  it('never lets the count go below 0', async () => {
    const h = await active();
    h.send({ type: 'unread.changed', countUnread: 0 });
    h.send({ type: 'notification.clicked', id: exampleItems.approved.id });
    expect(h.snapshot.context.countUnread).toBe(0);
  });

  it('REJECTED stores the reason and goes to the feed with rejected=true; others go to /lop-hoc', async () => {
    const h = await active();
    h.send({ type: 'notification.clicked', id: exampleItems.rejected.id });
    h.advance(200);
    expect(h.actionsOf('storeRejectedReason').map((a) => a.params)).toEqual([
      { reason: 'Ảnh có thông tin cá nhân' },
    ]);
    expect(h.actionsOf('navigate').map((a) => a.params)).toEqual([
      { to: `${ROUTES.clubFeeds}?rejected=true` },
    ]);
    expect(h.promises.started.some((s) => s.id === 'sendReadState')).toBe(false);
    // The navigation closed the panel: the pupil opens it again.
    h.send({ type: 'panel.opened' });
    await h.resolve('fetchFirstPage', fullPage);
    h.send({ type: 'notification.clicked', id: exampleItems.other.id });
    h.advance(200);
    expect(h.actionsOf('navigate').at(-1)?.params).toEqual({ to: ROUTES.aiClass });
  });

  // The generated paths click only listed rows (the test model's `when`), as the panel does; a click
  // racing a reload (the rows just gone) must still do no harm.
  it('a click on an item the list no longer holds reads nothing and falls back to /lop-hoc', async () => {
    const h = await active();
    h.send({ type: 'tab.selected', productType: PRODUCT_TYPES.CLUB });
    h.send({ type: 'notification.clicked', id: exampleItems.approved.id });
    expect(h.snapshot.context.countUnread).toBe(1);
    expect(h.snapshot.context.readJobs).toEqual([]);
    h.advance(200);
    expect(h.actionsOf('navigate').map((a) => a.params)).toEqual([{ to: ROUTES.aiClass }]);
  });

  it('the month-end report notification opens the monthly report it links to', async () => {
    const h = await active();
    h.send({ type: 'notification.clicked', id: exampleItems.report.id });
    expect(h.actionsOf('navigate')).toHaveLength(0);
    h.advance(200);
    expect(h.actionsOf('navigate').map((a) => a.params)).toEqual([
      { to: `${ROUTES.monthlyReport}?profile_id=11&month=2026-10` },
    ]);
  });

  it('mark all read sets every item read and the count to 0, then tells the server once', async () => {
    const h = await active();
    h.send({ type: 'notifications.markAllRequested' });
    h.send({ type: 'notifications.markAllRequested' });
    expect(h.snapshot.context.countUnread).toBe(0);
    expect(h.snapshot.context.actions.every((n: { isRead: number }) => n.isRead === 1)).toBe(true);
    expect(h.promises.inputOf('sendReadState')).toEqual({ kind: 'all' });
    await h.resolve('sendReadState', undefined);
    expect(h.snapshot.value).toMatchObject({ active: { sync: 'idle' } });
  });

  it('mark all read with nothing unread sends nothing (the panel hides the button then)', async () => {
    const h = await active();
    h.send({ type: 'unread.changed', countUnread: 0 });
    h.send({ type: 'notifications.markAllRequested' });
    expect(h.snapshot.context.readJobs).toEqual([]);
    expect(h.snapshot.value).toMatchObject({ active: { sync: 'idle' } });
  });

  it('only logs errors and stays usable', async () => {
    const h = await active();
    h.send({ type: 'notification.clicked', id: exampleItems.approved.id });
    await h.reject('sendReadState', new Error('Network Error'));
    h.send({ type: 'list.endReached' });
    await h.reject('fetchNextPage', new Error('Network Error'));
    expect(h.actionsOf('logError')).toHaveLength(2);
    expect(h.snapshot.context.countUnread).toBe(0);
    h.send({ type: 'list.endReached' });
    expect(h.promises.isPending('fetchNextPage')).toBe(true);
  });

  it('another profile starts over; logging out empties the panel', async () => {
    const h = await active();
    h.send({ type: 'list.endReached' });
    h.send({ type: 'session.profileChanged', profileId: 12 });
    expect(h.promises.aborted).toContain('fetchNextPage');
    expect(h.snapshot.context).toMatchObject({ profileId: 12, countUnread: 0, actions: [] });
    expect(h.promises.isPending('fetchFirstPage')).toBe(true);
    h.send({ type: 'session.profileChanged', profileId: null });
    expect(h.snapshot.value).toBe('inactive');
  });

  it('the badge loads with the session; opening the panel shows the first page again, once', async () => {
    const h = new MachineHarness(model, undefined).start();
    h.send({ type: 'session.profileChanged', profileId: 11 });
    panelIs(h, 'closed');
    await h.resolve('fetchFirstPage', fullPage);
    expect(h.snapshot.context.countUnread).toBe(1);
    h.send({ type: 'panel.opened' });
    panelIs(h, 'open');
    expect(h.snapshot.context.actions).toEqual([]);
    await h.resolve('fetchFirstPage', fullPage);
    const loads = () => h.promises.started.filter((s) => s.id === 'fetchFirstPage').length;
    expect(loads()).toBe(2);
    h.send({ type: 'panel.opened' });
    expect(loads()).toBe(2);
    h.send({ type: 'panel.closed' });
    panelIs(h, 'closed');
    h.send({ type: 'panel.opened' });
    expect(loads()).toBe(3);
  });

  it('the list answers no tab, scroll, click or mark-all-read while the panel is closed', async () => {
    const h = await active();
    h.send({ type: 'panel.closed' });
    const before = h.snapshot;
    h.send({ type: 'tab.selected', productType: PRODUCT_TYPES.CLUB });
    h.send({ type: 'list.endReached' });
    h.send({ type: 'notification.clicked', id: exampleItems.approved.id });
    h.send({ type: 'notifications.markAllRequested' });
    expect(h.snapshot.value).toEqual(before.value);
    expect(h.snapshot.context).toEqual(before.context);
    expect(h.promises.started.map((s) => s.id)).toEqual(['fetchFirstPage']);
  });

  it('the panel stays open through the 200 ms wait and closes as the page changes', async () => {
    const h = await active();
    h.send({ type: 'notification.clicked', id: exampleItems.other.id });
    h.advance(NOTIFICATION_CLICK_NAV_MS - 1);
    panelIs(h, 'open');
    h.advance(1);
    expect(h.actionsOf('navigate')).toHaveLength(1);
    panelIs(h, 'closed');
  });

  it('logging out or another profile closes the panel', async () => {
    const h = await active();
    h.send({ type: 'session.profileChanged', profileId: 12 });
    panelIs(h, 'closed');
  });
});
