import { getApiConfig } from '../api/config';
import { isNotificationOk, type NotificationEnvelope } from '../api/http/envelope';
import {
  getNotificationList,
  getStreamTicket,
  markAllNotificationsRead,
  markNotificationRead,
} from '../api/main/notifications';
import type { AppRootSources } from '../machines/app-root/app-root.actors';
import { createNotificationsActors } from '../machines/notifications/notifications.actors';
import { notificationsMachine } from '../machines/notifications/notifications.machine';
import type { NotificationsInput } from '../machines/notifications/notifications.types';
import { storage } from './browser-services';

function ensureOk<T>(envelope: NotificationEnvelope<T>, what: string): T {
  if (!isNotificationOk(envelope)) throw new Error(`${what}: ${envelope?.message ?? 'resultCode false'}`);
  return envelope.data as T;
}

/** The notifications machine with the real API and storage (the app root runs it). */
export function createNotificationsLogic(navigate: (to: string) => void) {
  return notificationsMachine.provide({
    actors: createNotificationsActors({
      fetchPage: async ({ productType, cursor }, options) =>
        ensureOk(
          await getNotificationList({ productType, cursor: cursor ?? undefined }, options),
          'notification list',
        ),
      markRead: async (id, options) => {
        ensureOk(await markNotificationRead(id, options), `mark ${id} read`);
      },
      markAllRead: async (options) => {
        ensureOk(await markAllNotificationsRead(options), 'mark all read');
      },
    }),
    actions: {
      navigate: (_, { to }) => navigate(to),
      storeRejectedReason: (_, { reason }) => {
        storage.set('rejectedFeedReason', reason);
      },
      // SPEC §8: notification errors are only logged.
      logError: (_, { message, error }) => console.error(`[notifications] ${message}`, error),
    },
  });
}

export function storedNotificationsInput(): NotificationsInput {
  return { rejectedReason: storage.get('rejectedFeedReason') };
}

/** The live unread-count stream: a single-use ticket, then the browser's EventSource. */
export const unreadStreamSources: Pick<AppRootSources, 'getStreamTicket' | 'openEventSource'> = {
  getStreamTicket: async (signal) => {
    return ensureOk(await getStreamTicket({ signal }), 'stream ticket').ticket;
  },
  openEventSource: (ticket) =>
    new EventSource(`${getApiConfig().mainBaseUrl}/notification/stream?ticket=${encodeURIComponent(ticket)}`),
};
