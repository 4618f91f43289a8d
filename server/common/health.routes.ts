import { Type } from 'typebox';
import { pingDatabase } from '../db/database';
import { Envelope, ok } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import type { RoutesPlugin } from '../http/route-types';

const HealthData = Type.Object({ db: Type.Union([Type.Literal('up'), Type.Literal('down')]) });
const DB_PROBE_TIMEOUT_MS = 2_000;

/** GET /healthz: 200 when the database answers `select 1`, 503 otherwise (for load balancers). */
export const healthRoutes: RoutesPlugin = async (app) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: Envelope(HealthData), 503: Envelope(HealthData) },
      },
    },
    async (request, reply) => {
      try {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          pingDatabase(app.db),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('database probe timed out')), DB_PROBE_TIMEOUT_MS);
          }),
        ]).finally(() => clearTimeout(timer));
        return ok({ db: 'up' as const });
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        return reply.status(503).send({
          errorCode: ERROR_CODES.SERVICE_UNAVAILABLE,
          message: 'Cơ sở dữ liệu không phản hồi',
          data: { db: 'down' as const },
        });
      }
    },
  );
};
