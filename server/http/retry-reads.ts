import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { isConnectionError } from '../db/connection-errors';

/**
 * A GET (or HEAD) whose handler failed because its database connection was lost runs once more: it
 * is idempotent by definition, and the pool hands the second run a fresh connection. This covers the
 * reads the connection layer cannot resend on its own (those inside a transaction). Must be installed
 * before the routes are registered.
 */
export function retryReadsOnLostConnection(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!methods.every((method) => method === 'GET' || method === 'HEAD')) return;
    const handler = route.handler as RouteHandlerMethod;
    // A handler that answers through `reply` and returns nothing (@fastify/static's) must return
    // the reply from an async wrapper, or Fastify sends an empty answer before the file streams.
    const run = async function (this: unknown, ...args: Parameters<RouteHandlerMethod>) {
      const result = await handler.apply(this as never, args);
      return result === undefined ? args[1] : result;
    };
    route.handler = async function retryOnce(request, reply) {
      try {
        return await run.call(this, request, reply);
      } catch (error) {
        if (!isConnectionError(error) || reply.sent) throw error;
        request.log.info({ err: error }, 'read retried after a lost database connection');
        return run.call(this, request, reply);
      }
    };
  });
}
