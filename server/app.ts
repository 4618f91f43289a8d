import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import { authPlugin } from './auth/auth.plugin';
import { type Clock, systemClock } from './clock';
import { clubImageHostRoutes } from './club/club-image-host';
import { healthRoutes } from './common/health.routes';
import type { AppConfig } from './config';
import { contestPlugin } from './contest/contest.plugin';
import type { Db } from './db/database';
import { serializerOnFirstUse } from './http/compile-on-first-use';
import { ERROR_CODES } from './http/error-codes';
import { installErrorHandling } from './http/error-handler';
import { loggerOptions, requestLogController } from './http/logger';
import './http/route-types';
import { retryReadsOnLostConnection } from './http/retry-reads';
import { createValidatorCompiler } from './http/validation';
import { lmsPlugin } from './lms/lms.plugin';
import { mainPlugin } from './main/main.plugin';
import { docsPlugin } from './plugins/docs';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityPlugin } from './plugins/security';
import { createHtmlFallback, spaPlugin } from './plugins/spa';
import { staticImagesPlugin } from './plugins/static-images';
import { redisPlugin } from './redis/redis.plugin';
import { passwordHasher } from './security/password';
import { service3Plugin } from './service3/service3.plugin';
import { createObjectStorage } from './storage/create-storage';

export interface BuildAppOptions {
  db: Db;
  config: AppConfig;
  /** pino options, or false for silence (tests). Defaults to LOG_LEVEL with redaction. */
  logger?: FastifyServerOptions['logger'];
  /** Called for every route as it is registered (the fuzz tests enumerate routes with it). */
  onRoute?: (route: RouteOptions) => void;
  /** Where routes read "now"; the machine's clock unless a test pins a day. */
  clock?: Clock;
}

export type App = FastifyInstance;

/** Largest JSON body we accept; avatar uploads (multipart) set their own limit. */
const BODY_LIMIT_BYTES = 256 * 1024;

/**
 * Requests in flight when shutdown starts still finish, but their keep-alive sockets would hold
 * server.close() open forever: answer them with `Connection: close` so the socket ends with them.
 */
function closeKeepAliveOnShutdown(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}

/**
 * The whole server as one Fastify instance: external plugins first, then the four services under
 * their prefixes, then the static SPA. `main.ts` only listens; tests call `app.inject`.
 */
export async function buildApp({
  db,
  config,
  logger,
  onRoute,
  clock = systemClock,
}: BuildAppOptions): Promise<App> {
  const app = Fastify({
    logger: logger ?? loggerOptions(config),
    logController: requestLogController(config),
    bodyLimit: BODY_LIMIT_BYTES,
    // TRUST_PROXY: behind a reverse proxy, request.ip (every per-IP limit) is the real client.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    routerOptions: { maxParamLength: 200 },
    // A malformed or over-long URL fails in the router, before the error handler: keep the envelope.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      reply.code(error.statusCode ?? 400).send({
        errorCode: ERROR_CODES.BAD_REQUEST,
        message: 'Đường dẫn không hợp lệ hoặc quá dài',
        data: null,
      });
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  if (onRoute) app.addHook('onRoute', (route) => onRoute(route as RouteOptions));
  retryReadsOnLostConnection(app);
  app.setValidatorCompiler(createValidatorCompiler());
  app.setSerializerCompiler(serializerOnFirstUse);
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('clock', clock);
  app.decorate('passwords', passwordHasher(config.passwordHashCost));
  // Uploaded files: local disk or an S3-compatible bucket (STORAGE_DRIVER), the same for every area.
  const storage = await createObjectStorage(config);
  app.decorate('storage', storage);
  app.addHook('onClose', async () => storage.close());
  installErrorHandling(app, { htmlFallback: createHtmlFallback(config.distDir) });
  closeKeepAliveOnShutdown(app);

  await app.register(securityPlugin);
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Quality 11 (the default) costs far more CPU than it saves bytes on dynamic JSON.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(redisPlugin);
  await app.register(rateLimitPlugin);
  await app.register(docsPlugin);
  await app.register(authPlugin);

  await app.register(healthRoutes);
  await app.register(mainPlugin, { prefix: '/main' });
  await app.register(lmsPlugin, { prefix: '/lms' });
  await app.register(contestPlugin, { prefix: '/contest' });
  await app.register(service3Plugin, { prefix: '/service3' });
  await app.register(staticImagesPlugin);
  await app.register(clubImageHostRoutes);

  await app.register(spaPlugin);
  return app;
}
