import { EventEmitter } from 'node:events';
import type { RedisLink } from '../redis/redis-link';

/** What the stream sends to a profile's open panels: its new total of unread IN_APP notifications. */
export interface UnreadMessage {
  countUnread: number;
}

export type UnreadListener = (message: UnreadMessage) => void;

/**
 * Carries unread counts from whoever changes notifications to the processes holding that profile's
 * streams. In one process an EventEmitter is enough; several processes share Redis pub/sub.
 */
export interface NotificationBus {
  publish(profileId: number, message: UnreadMessage): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(profileId: number, listener: UnreadListener): Promise<() => void>;
  close(): Promise<void>;
}

const channelOf = (profileId: number, prefix = '') => `${prefix}notifications:unread:${profileId}`;

/** Within one process: the publisher's own listeners are the only ones there are. */
export function createLocalBus(): NotificationBus {
  const emitter = new EventEmitter();
  // Every open panel of every profile is one listener of its channel name; no leak warning needed.
  emitter.setMaxListeners(0);
  return {
    async publish(profileId, message) {
      emitter.emit(channelOf(profileId), message);
    },
    async subscribe(profileId, listener) {
      emitter.on(channelOf(profileId), listener);
      return () => {
        emitter.off(channelOf(profileId), listener);
      };
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * Across processes, through Redis pub/sub on the link's two connections (a subscribed connection
 * cannot publish). A Redis channel per profile is subscribed only while this process holds at least
 * one stream of that profile, so processes receive only what they deliver. Redis is optional at run
 * time: while it is away a publication goes to this process's own streams (the others catch up at
 * their next load), a stream opens all the same, and its channel is subscribed once the link is back.
 */
export function createRedisBus(link: RedisLink, prefix = ''): NotificationBus {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const deliverHere = (channel: string, message: UnreadMessage) => local.emit(channel, message);
  link.subscriber.on('message', (channel: string, payload: string) => {
    try {
      const message = JSON.parse(payload) as UnreadMessage;
      if (typeof message.countUnread === 'number') deliverHere(channel, message);
    } catch {
      // Another publisher's malformed payload must not take the process down.
    }
  });
  const subscribe = async (channel: string) => {
    if (link.subscriber.status !== 'ready') return;
    // A failure (Redis just went away) is made good when the subscriber is ready again.
    await link.subscriber.subscribe(channel).catch(() => {});
  };
  // After an outage (or a first connection that came late) the channels of the open streams again.
  link.onSubscriberReady(() => {
    for (const channel of local.eventNames()) void subscribe(String(channel));
  });
  return {
    async publish(profileId, message) {
      const channel = channelOf(profileId, prefix);
      if (link.isUp()) {
        try {
          await link.commands.publish(channel, JSON.stringify(message));
          return;
        } catch {
          // Fall through: this process's own streams still get it.
        }
      }
      deliverHere(channel, message);
    },
    async subscribe(profileId, listener) {
      const channel = channelOf(profileId, prefix);
      const first = local.listenerCount(channel) === 0;
      local.on(channel, listener);
      if (first) await subscribe(channel);
      return () => {
        local.off(channel, listener);
        if (local.listenerCount(channel) === 0 && link.subscriber.status === 'ready')
          void link.subscriber.unsubscribe(channel).catch(() => {});
      };
    },
    async close() {
      local.removeAllListeners();
    },
  };
}

export function createNotificationBus(link: RedisLink | null, prefix = ''): NotificationBus {
  return link ? createRedisBus(link, prefix) : createLocalBus();
}
