import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Clock } from '../clock';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import type { RedisLink } from '../redis/redis-link';
import type { PasswordHasher } from '../security/password';
import type { ObjectStorage } from '../storage/object-storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Kysely instance (pg or PGlite). Inside a transaction use its `trx`, never `db`. */
    db: Db;
    config: AppConfig;
    /** The server's "now" (server/clock.ts): routes read the time here, never from Date. */
    clock: Clock;
    /** Hashes new passwords at the configured cost (PASSWORD_HASH_COST). */
    passwords: PasswordHasher;
    /** Uploaded files (server/storage): never write them to the local disk directly. */
    storage: ObjectStorage;
    /** The Redis connections (REDIS_URL), null without; may be down at any moment (server/redis). */
    redis: RedisLink | null;
  }
}

/** What every `*.routes.ts` file and service plugin exports: a TypeBox-typed Fastify plugin. */
export type RoutesPlugin = FastifyPluginAsyncTypebox;

/** Registers an area's route plugins one after the other, in the order listed (the OpenAPI order). */
export async function registerInOrder(app: Parameters<RoutesPlugin>[0], plugins: readonly RoutesPlugin[]) {
  for (const plugin of plugins) await app.register(plugin);
}
