import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStoreModule from '@fastify/rate-limit/store/LocalStore.js';
import RedisStoreModule from '@fastify/rate-limit/store/RedisStore.js';
import type { Redis } from 'ioredis';
import type { RedisLink } from '../redis/redis-link';

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];

/** The plugin's stores, with the constructor arguments their files take. */
const LocalStore = LocalStoreModule as unknown as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => FastifyRateLimitStore;
const RedisStore = RedisStoreModule as unknown as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => FastifyRateLimitStore;

/**
 * Counts in Redis while the link is up (every process shares the counters: its Lua script is one
 * atomic step), and in this process while it is not, or when a Redis call fails: a Redis outage
 * leaves every limit working per process instead of turning them off or making each request wait
 * for a timeout (3.6–4.8 s per rate-limited request before, issue 32).
 */
class FallbackStore implements FastifyRateLimitStore {
  constructor(
    private readonly local: FastifyRateLimitStore,
    private readonly shared: FastifyRateLimitStore | null,
    private readonly link: RedisLink | null,
  ) {}

  incr(key: string, callback: IncrCallback, timeWindow: number, max: number): void {
    if (!this.shared || !this.link?.isUp()) {
      this.local.incr(key, callback, timeWindow, max);
      return;
    }
    this.shared.incr(
      key,
      (error, result) => {
        if (error) this.local.incr(key, callback, timeWindow, max);
        else callback(null, result);
      },
      timeWindow,
      max,
    );
  }

  child(options: ChildOptions): FastifyRateLimitStore {
    return new FallbackStore(this.local.child(options), this.shared?.child(options) ?? null, this.link);
  }
}

/** The plugin's `store` option: Redis-backed with the in-process fallback when `link` exists, else in-process. */
export function createFallbackStore(link: RedisLink | null, nameSpace: string): FastifyRateLimitStoreCtor {
  return class extends FallbackStore {
    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const continueExceeding = options.continueExceeding === true;
      const exponentialBackoff = options.exponentialBackoff === true;
      super(
        new LocalStore(continueExceeding, exponentialBackoff),
        link ? new RedisStore(continueExceeding, exponentialBackoff, link.commands, nameSpace) : null,
        link,
      );
    }
  };
}
