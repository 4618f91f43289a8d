import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Kysely instance (pg or PGlite). Inside a transaction use its `trx`, never `db`. */
    db: Db;
    config: AppConfig;
  }
}

/** What every `*.routes.ts` file and service plugin exports: a TypeBox-typed Fastify plugin. */
export type RoutesPlugin = FastifyPluginAsyncTypebox;
