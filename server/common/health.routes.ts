import { Type } from 'typebox';
import { LiteralUnion } from '../../src/contracts/common';
import { pingDatabase } from '../db/database';
import { Envelope, ok } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import type { RoutesPlugin } from '../http/route-types';

const PROBE_TIMEOUT_MS = 2_000;

const HealthData = Type.Object({
  /** up: everything answers; degraded: serving, with Redis or storage away; down: no database. */
  status: LiteralUnion('up', 'degraded', 'down'),
  database: LiteralUnion('up', 'down'),
  /** disabled: no REDIS_URL (one process counts on its own by design). */
  redis: LiteralUnion('up', 'down', 'disabled'),
  storage: LiteralUnion('up', 'down'),
});

/** Resolves to whether `probe` settled well within the timeout. */
async function answers(probe: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('probe timed out')), PROBE_TIMEOUT_MS);
      }),
    ]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /healthz for load balancers and operators: each dependency and an overall status. Without the
 * database nothing works: 503. Without Redis (rate limits and live counts then run per process) or
 * the object storage (uploads and uploaded avatars fail) the instance still serves: 200 'degraded',
 * so a balancer keeps it while an operator sees what is missing.
 */
export const healthRoutes: RoutesPlugin = async (app) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness, and each dependency: database, Redis, object storage',
        response: { 200: Envelope(HealthData), 503: Envelope(HealthData) },
      },
    },
    async (request, reply) => {
      const [database, storage] = await Promise.all([
        answers(() => pingDatabase(app.db)),
        answers(() => app.storage.probe()),
      ]);
      const redis = app.redis ? (app.redis.isUp() ? 'up' : 'down') : 'disabled';
      const data = {
        database: database ? ('up' as const) : ('down' as const),
        redis: redis as 'up' | 'down' | 'disabled',
        storage: storage ? ('up' as const) : ('down' as const),
      };
      if (!database) {
        request.log.error('health check: database unreachable');
        return reply.status(503).send({
          errorCode: ERROR_CODES.SERVICE_UNAVAILABLE,
          message: 'Cơ sở dữ liệu không phản hồi',
          data: { status: 'down' as const, ...data },
        });
      }
      const degraded = data.redis === 'down' || data.storage === 'down';
      return ok({ status: degraded ? ('degraded' as const) : ('up' as const), ...data });
    },
  );
};
