import { EventEmitter } from 'node:events';

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
 * Across processes: one publishing and one subscribing Redis connection per process (a subscribed
 * connection cannot publish). A Redis channel per profile is subscribed only while this process
 * holds at least one stream of that profile, so processes receive only what they deliver.
 */
export async function createRedisBus(url: string, prefix = ''): Promise<NotificationBus> {
  // Imported here: a single process without REDIS_URL never loads the Redis client (boot time).
  const { Redis } = await import('ioredis');
  const publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url, { lazyConnect: false });
  const local = new EventEmitter();
  local.setMaxListeners(0);
  subscriber.on('message', (channel: string, payload: string) => {
    try {
      const message = JSON.parse(payload) as UnreadMessage;
      if (typeof message.countUnread === 'number') local.emit(channel, message);
    } catch {
      // Another publisher's malformed payload must not take the process down.
    }
  });
  return {
    async publish(profileId, message) {
      await publisher.publish(channelOf(profileId, prefix), JSON.stringify(message));
    },
    async subscribe(profileId, listener) {
      const channel = channelOf(profileId, prefix);
      const first = local.listenerCount(channel) === 0;
      local.on(channel, listener);
      if (first) await subscriber.subscribe(channel);
      return () => {
        local.off(channel, listener);
        if (local.listenerCount(channel) === 0) void subscriber.unsubscribe(channel).catch(() => {});
      };
    },
    async close() {
      local.removeAllListeners();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}

export async function createNotificationBus(redisUrl: string | null, prefix = ''): Promise<NotificationBus> {
  return redisUrl ? createRedisBus(redisUrl, prefix) : createLocalBus();
}
