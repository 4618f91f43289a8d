import { Service3Health } from '../../src/contracts/service3';
import { Envelope, ok } from '../http/envelope';
import type { RoutesPlugin } from '../http/route-types';
import { consultRoutes } from '../learning/consult.routes';

/** The third service (SPEC §7: postService3), mounted at /service3. */
export const service3Plugin: RoutesPlugin = async (app) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['service3'],
        summary: 'service3 liveness',
        response: { 200: Envelope(Service3Health) },
      },
    },
    async () => ok({ service: 'service3' as const }),
  );
  // ── Registration point: service3 areas ──
  await app.register(consultRoutes);
};
