import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { rateLimitResponse } from '../http/error-handler';

/**
 * Rate limiting is opt-in per route (`config: { rateLimit: { max, timeWindow } }`), so a login
 * storm does not throttle the notification poller. With REDIS_URL the counters are shared by all
 * processes; without it they live in this process.
 */
/** A route's `config` entry that lets one client call it `max` times a minute. */
export function perMinute(max: number) {
  return { rateLimit: { max, timeWindow: '1 minute' } };
}

export const rateLimitPlugin = fp(
  async (app) => {
    // Imported only with REDIS_URL: a single process never loads the Redis client (boot time).
    const redis = app.config.redisUrl
      ? new (await import('ioredis')).Redis(app.config.redisUrl, {
          connectTimeout: 500,
          maxRetriesPerRequest: 1,
          lazyConnect: false,
        })
      : null;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: `${app.config.redisPrefix}rl:` } : {}),
      // A Redis outage must not take login down with it.
      skipOnError: true,
      errorResponseBuilder: rateLimitResponse,
    });
  },
  { name: 'rate-limit' },
);
