import { PRODUCT_TYPES } from '../../src/domain/constants';
import type { Db } from '../db/database';
import { countUnread } from './notification.queries';
import type { NotificationChannel } from './notification.tables';
import type { NotificationBus } from './notification-bus';

/** The product types a notification belongs to (ALL is only a filter). */
export type NotificationProductType = typeof PRODUCT_TYPES.AI_CLASS | typeof PRODUCT_TYPES.CLUB;

/** What another area (club moderation, class reminders) sends to one profile. */
export interface NewNotification {
  profileId: number;
  productType: NotificationProductType;
  content: string;
  /** Defaults to IN_APP, the only channel the panel shows. */
  channel?: NotificationChannel;
  /** e.g. { feedNotificationStatus: 'APPROVED', feedId: 12 } for club moderation. */
  data?: Record<string, unknown> | null;
  /** Why a post was rejected (shown on /uniclass-club-feeds?rejected=true). */
  reason?: string | null;
  /** Defaults to now(); seeds and imports set it. */
  createdAt?: Date;
}

/**
 * Inserts notifications with whatever connection the caller holds (its transaction included) and
 * returns the ids. It does not publish: a transaction's rows are not visible before commit, so the
 * caller publishes after commit with `NotificationService.publishUnread`.
 */
export async function insertNotifications(db: Db, inputs: readonly NewNotification[]): Promise<string[]> {
  if (inputs.length === 0) return [];
  const rows = await db
    .insertInto('notifications')
    .values(
      inputs.map((n) => ({
        profile_id: n.profileId,
        channel: n.channel ?? 'IN_APP',
        product_type: n.productType,
        content: n.content,
        data: n.data ? JSON.stringify(n.data) : null,
        reason: n.reason ?? null,
        ...(n.createdAt ? { created_at: n.createdAt } : {}),
      })),
    )
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

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
