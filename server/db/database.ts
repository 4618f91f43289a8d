import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { AppConfig } from '../config';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  engine: 'postgres' | 'pglite';
  /** The embedded instance, for tooling (dumps); undefined on PostgreSQL. */
  pglite?: PGlite;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** Overrides config: 'memory://' for an in-memory PGlite. */
  pgliteDataDir?: string;
  /** Postgres only: run every connection with this search_path (tests use one schema each). */
  searchPath?: string;
  /** PGlite only: start from a `dumpDataDir()` tarball instead of running initdb (tests: ~1 s vs ~3.5 s). */
  pgliteLoadDataDir?: Blob;
}

/** PGlite data directory for a config: `<DATA_DIR>/pglite`. */
export function pgliteDir(config: Pick<AppConfig, 'dataDir'>): string {
  return path.join(config.dataDir, 'pglite');
}

/** DATABASE_URL → node-postgres pool; otherwise the embedded PGlite under DATA_DIR. */
export async function createDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
  options: DatabaseOptions = {},
): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: 10,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    // Kysely ends the pool when the instance is destroyed.
    return { db, engine: 'postgres', close: () => db.destroy() };
  }

  const dataDir = options.pgliteDataDir ?? pgliteDir(config);
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, {
    ...(options.pgliteLoadDataDir ? { loadDataDir: options.pgliteLoadDataDir } : {}),
    // node-postgres returns int8 as text; PGlite would return bigint. Same type on both engines.
    parsers: { 20: (value: string) => value },
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  const close = async () => {
    // Kysely skips the driver's destroy when no query ever ran; the WASM instance must close anyway.
    await db.destroy();
    if (!client.closed) await client.close();
  };
  return { db, engine: 'pglite', pglite: client, close };
}
