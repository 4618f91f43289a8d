import type { Redis } from 'ioredis';

/** Where the link reports an outage and its end: once each, structured (pino's signature). */
export interface LinkLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/**
 * The process's connections to Redis (REDIS_URL), which is optional at run time: rate-limit counters
 * and live unread counts fall back to this process while it is away, and the link reconnects on its
 * own. Nothing waits for Redis: boot does not, and a command while it is away fails at once (no
 * offline queue) or after `timeoutMs` (a server that accepts but never answers).
 */
export interface RedisLink {
  /** Commands: rate-limit scripts and publishing. */
  readonly commands: Redis;
  /** The notification bus's subscriber (a subscribed connection cannot run other commands). */
  readonly subscriber: Redis;
  /** Both connections are ready. */
  isUp(): boolean;
  /** Called each time the subscriber becomes ready, so its channels can be subscribed again. */
  onSubscriberReady(listener: () => void): void;
  close(): Promise<void>;
}

export interface RedisLinkOptions {
  /** Connect and command timeout (REDIS_TIMEOUT_MS). */
  timeoutMs: number;
  log: LinkLog;
}

/** Reconnect after 100 ms, then back off to one attempt every 5 s for as long as Redis stays away. */
function reconnectDelay(attempt: number): number {
  return Math.min(100 * 2 ** Math.min(attempt, 6), 5_000);
}

/**
 * Opens both connections in the background. Every 'error' event is handled (ioredis prints an
 * unstructured stack trace for each unhandled one, ~135 lines a minute while Redis is away): the
 * first of an outage is logged as one warning, its end as one info line.
 */
export async function openRedisLink(url: string, { timeoutMs, log }: RedisLinkOptions): Promise<RedisLink> {
  // Imported here: a process without REDIS_URL never loads the Redis client (boot time).
  const { Redis } = await import('ioredis');
  const connect = (role: string) =>
    new Redis(url, {
      connectionName: `uniclass-${role}`,
      lazyConnect: false,
      connectTimeout: timeoutMs,
      commandTimeout: timeoutMs,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      autoResubscribe: false,
      retryStrategy: reconnectDelay,
    });
  const commands = connect('commands');
  const subscriber = connect('subscriber');

  let closing = false;
  let reportedDown = false;
  const isUp = () => commands.status === 'ready' && subscriber.status === 'ready';
  const reportDown = (error: unknown) => {
    if (closing || reportedDown) return;
    reportedDown = true;
    log.warn(
      {
        event: 'redis.unavailable',
        err: { message: error instanceof Error ? error.message : String(error) },
      },
      'Redis unreachable: rate limits and live unread counts run in this process until it is back',
    );
  };
  const reportUpIfBoth = () => {
    if (!isUp() || !reportedDown) return;
    reportedDown = false;
    log.info({ event: 'redis.available' }, 'Redis reachable again: rate limits and live counts shared');
  };
  for (const connection of [commands, subscriber]) {
    connection.on('error', reportDown);
    connection.on('close', () => {
      if (!closing) reportDown(new Error('connection closed'));
    });
    connection.on('ready', reportUpIfBoth);
  }

  return {
    commands,
    subscriber,
    isUp,
    onSubscriberReady(listener) {
      subscriber.on('ready', listener);
    },
    async close() {
      closing = true;
      // quit() waits for a reply that never comes from an unreachable server; disconnect() does not.
      await Promise.allSettled(
        [commands, subscriber].map((connection) =>
          connection.status === 'ready' ? connection.quit() : Promise.resolve(connection.disconnect()),
        ),
      );
    },
  };
}
