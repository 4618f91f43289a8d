import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNotificationService } from '../../../server/notification/create-notification';
import { markAllRead } from '../../../server/notification/notification.repository';
import type { NotificationBus, UnreadMessage } from '../../../server/notification/notification-bus';
import { createTestApp, engines, type TestApp } from '../support/test-app';
import { sessionOf } from './notification-kit';

/**
 * A bus whose first publication is slow, as a busy Redis or event loop makes it: without ordering,
 * the count read before a mark-all would reach the browser after the mark-all's 0.
 */
function slowFirstBus(delayMs: number) {
  const delivered: UnreadMessage[] = [];
  let calls = 0;
  const bus: NotificationBus = {
    async publish(_profileId, message) {
      calls += 1;
      if (calls === 1) await new Promise((resolve) => setTimeout(resolve, delayMs));
      delivered.push(message);
    },
    async subscribe() {
      return () => {};
    },
    async close() {},
  };
  return { bus, delivered };
}

describe.each(engines())('unread count publication order (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(async () => {
    await t.close();
  });

  it('the last count a profile receives is the count after the last change', async () => {
    const { profileId } = await sessionOf(t, 'Nguyễn Hoàng Minh Anh');
    const { bus, delivered } = slowFirstBus(150);
    const service = createNotificationService(t.app.db, bus, (error) => {
      throw error;
    });

    const before = service.publishUnread([profileId]);
    // Let the first publication read its count before the mark-all commits.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await markAllRead(t.app.db, profileId)).toBeGreaterThan(0);
    const after = service.publishUnread([profileId]);
    await Promise.all([before, after]);

    expect(delivered).toHaveLength(2);
    expect(delivered[0]!.countUnread).toBeGreaterThan(0);
    expect(delivered.at(-1)).toEqual({ countUnread: 0 });
  });
});
