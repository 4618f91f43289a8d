import { createActor } from 'xstate';
import { getApiConfig } from '../api/config';
import { isNotificationOk, type NotificationEnvelope } from '../api/http/envelope';
import { post } from '../api/http/main-helpers';
import {
  getNotificationList,
  markAllNotificationsRead,
  markNotificationRead,
} from '../api/main/notifications';
import { createNotificationsActors } from '../machines/notifications/notifications.actors';
import { notificationsMachine } from '../machines/notifications/notifications.machine';
import { qaInspect } from '../qa/inspect-bridge';
import { storage } from './browser-services';
import type { SessionActor } from './session-actor';

/** A broken or ended live stream is reopened (with a new ticket) after this long. */
const STREAM_RETRY_MS = 5_000;

function ensureOk<T>(envelope: NotificationEnvelope<T>, what: string): T {
  if (!isNotificationOk(envelope)) throw new Error(`${what}: ${envelope?.message ?? 'resultCode false'}`);
  return envelope.data as T;
}

/** The app-wide notifications actor with the real API, EventSource and storage (not started). */
export function createNotificationsActor(navigate: (to: string) => void) {
  const machine = notificationsMachine.provide({
    actors: createNotificationsActors(
      {
        fetchPage: async ({ productType, cursor }, options) =>
          ensureOk(await getNotificationList({ productType, cursor }, options), 'notification list'),
        markRead: async (id, options) => {
          ensureOk(await markNotificationRead(id, options), `mark ${id} read`);
        },
        markAllRead: async (options) => {
          ensureOk(await markAllNotificationsRead(options), 'mark all read');
        },
      },
      {
        getTicket: async (signal) => {
          const envelope = await post<NotificationEnvelope<{ ticket: string }>>(
            '/notification/stream-ticket',
            {},
            {
              signal,
            },
          );
          return ensureOk(envelope, 'stream ticket').ticket;
        },
        openEventSource: (ticket) =>
          new EventSource(
            `${getApiConfig().mainBaseUrl}/notification/stream?ticket=${encodeURIComponent(ticket)}`,
          ),
        retryMs: STREAM_RETRY_MS,
        setTimer: (fn, ms) => window.setTimeout(fn, ms),
        clearTimer: (handle) => window.clearTimeout(handle as number),
      },
    ),
    actions: {
      navigate: (_, { to }) => navigate(to),
      storeRejectedReason: (_, { reason }) => {
        storage.set('rejectedFeedReason', reason);
      },
      // SPEC §8: notification errors are only logged.
      logError: (_, { message, error }) => console.error(`[notifications] ${message}`, error),
    },
  });
  return createActor(machine, {
    input: { rejectedReason: storage.get('rejectedFeedReason') },
    inspect: qaInspect,
  });
}

export type NotificationsActor = ReturnType<typeof createNotificationsActor>;

/** The notifications follow the session's default profile: none while logged out. */
export function forwardSessionProfile(session: SessionActor, notifications: NotificationsActor): () => void {
  let last: number | null | undefined;
  const forward = () => {
    const snapshot = session.getSnapshot();
    const profileId = snapshot.matches('loggedIn') ? (snapshot.context.profile?.id ?? null) : null;
    if (profileId === last) return;
    last = profileId;
    notifications.send({ type: 'session.profileChanged', profileId });
  };
  forward();
  return session.subscribe(forward).unsubscribe;
}
