import { PRODUCT_TYPES } from '../../src/domain/constants';
import type { Db } from '../db/database';
import { countUnread, insertNotifications, type NewNotification } from './notification.repository';
import type { NotificationBus } from './notification-bus';

/** The notification area's API for the rest of the server (`app.notifications`). */
export interface NotificationService {
  /** Inserts (outside any transaction) and pushes the new unread counts to open panels. */
  create(inputs: NewNotification | readonly NewNotification[]): Promise<string[]>;
  /** Pushes each profile's current unread count; call it after committing your own insert. */
  publishUnread(profileIds: readonly number[]): Promise<void>;
  bus: NotificationBus;
}

export function createNotificationService(
  db: Db,
  bus: NotificationBus,
  onPublishError: (error: unknown) => void,
): NotificationService {
  // One publication at a time per profile: two writers that each count and then publish could
  // otherwise overtake each other (a count read before a mark-all commit published after its 0),
  // leaving the badge on a stale number until the next change.
  const inFlight = new Map<number, Promise<void>>();
  const countAndPublish = async (profileId: number) => {
    try {
      const count = await countUnread(db, profileId, PRODUCT_TYPES.ALL);
      await bus.publish(profileId, { countUnread: count });
    } catch (error) {
      // The change is committed; a lost live update only delays the badge until the next load.
      onPublishError(error);
    }
  };
  const publishOne = (profileId: number): Promise<void> => {
    const next = (inFlight.get(profileId) ?? Promise.resolve()).then(() => countAndPublish(profileId));
    inFlight.set(profileId, next);
    void next.then(() => {
      if (inFlight.get(profileId) === next) inFlight.delete(profileId);
    });
    return next;
  };
  const publishUnread = async (profileIds: readonly number[]) => {
    for (const profileId of new Set(profileIds)) await publishOne(profileId);
  };
  return {
    bus,
    publishUnread,
    async create(inputs) {
      const list = Array.isArray(inputs) ? inputs : [inputs as NewNotification];
      const ids = await insertNotifications(db, list);
      await publishUnread(list.filter((n) => (n.channel ?? 'IN_APP') === 'IN_APP').map((n) => n.profileId));
      return ids;
    },
  };
}
