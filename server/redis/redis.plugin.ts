import fp from 'fastify-plugin';
import { openRedisLink } from './redis-link';

/**
 * `app.redis`: the process's Redis link when REDIS_URL is set (null otherwise), opened in the
 * background, so a Redis that is down or unreachable never delays boot.
 */
export const redisPlugin = fp(
  async (app) => {
    const link = app.config.redisUrl
      ? await openRedisLink(app.config.redisUrl, { timeoutMs: app.config.redisTimeoutMs, log: app.log })
      : null;
    app.decorate('redis', link);
    if (link) app.addHook('onClose', async () => link.close());
  },
  { name: 'redis' },
);
