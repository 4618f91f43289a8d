import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { Kysely, sql, type Transaction } from 'kysely';
import pg from 'pg';
import type { AppConfig } from '../config';
import { PGliteDialect } from './pglite-dialect';
import { ResilientPostgresDialect } from './resilient-postgres';
import type { Database } from './schema';

export type Db = Kysely<Database>;

/**
 * What a repository function runs its statements on: the database, or the transaction of a
 * multi-step write that calls it. Only `Db` may open a transaction (Kysely has no nested ones).
 */
export type Executor = Kysely<Database> | Transaction<Database>;

/** The row a repository's query-builder function (`(db) => db.selectFrom(…).select(…)`) selects. */
export type RowOf<Query extends (...args: never[]) => { executeTakeFirstOrThrow(): Promise<unknown> }> =
  Awaited<ReturnType<ReturnType<Query>['executeTakeFirstOrThrow']>>;

/** One round trip that needs no table (`select 1`): the health probe's question to the database. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

/** Where the pool reports a lost connection (pino's signature). */
export interface DatabaseLog {
  warn(details: object, message: string): void;
}

export interface DatabaseHandle {
  db: Db;
  engine: 'postgres' | 'pglite';
  /** The embedded instance, for tooling (dumps); undefined on PostgreSQL. */
  pglite?: PGlite;
  /** Reports lost connections to `log` from now on (they are survived either way). */
  logTo(log: DatabaseLog): void;
  close(): Promise<void>;
}

/**
 * The `application_name` of this process's connections ('uniclass-web/<pid>'): a DBA sees which
 * instance holds which backend, and the fault tests end exactly this process's connections.
 */
export const APPLICATION_NAME = `uniclass-web/${process.pid}`;

/** How long a request waits for a pooled connection (the pool full, or the server unreachable). */
const CONNECT_TIMEOUT_MS = 10_000;

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

/**
 * PGlite's memory is WebAssembly memory, which never shrinks: PostgreSQL's default 128 MB of shared
 * buffers is RSS for the life of the process. The embedded engine serves a demo or one small
 * school, whose whole database fits in a few MB, so 16 MB is plenty (issue 17 item 5).
 */
const PGLITE_CONF = ['shared_buffers=16MB', 'wal_buffers=1MB'];

/**
 * initdb of an empty PGlite directory, in a short-lived child process. PGlite runs initdb in a
 * second and third WebAssembly instance whose memory the server would otherwise keep for good
 * (≈ 900 MB RSS after a first boot against ≈ 450 MB after a restart); the child's is returned to
 * the system when it exits. The fresh cluster is kept as a tarball in the system's temp directory,
 * per PGlite version, so later first boots (a new DATA_DIR, every e2e run) load it instead of
 * running initdb again. A no-op once the directory holds a cluster.
 */
function initPgliteDirApart(dataDir: string): void {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pgliteUrl = pathToFileURL(entry).href;
  // <package>/dist/index.cjs → <package>/package.json (not exported, so read, not required).
  const manifest = path.join(path.dirname(entry), '..', 'package.json');
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  const cache = path.join(tmpdir(), `uniclass-pglite-cluster-${version}.tar`);
  const script = `
    const { PGlite } = await import(${JSON.stringify(pgliteUrl)});
    const fs = await import('node:fs');
    const cache = ${JSON.stringify(cache)};
    const cached = fs.existsSync(cache) ? new Blob([fs.readFileSync(cache)]) : undefined;
    const pg = await PGlite.create(${JSON.stringify(dataDir)}, cached ? { loadDataDir: cached } : {});
    if (!cached) {
      const dump = await pg.dumpDataDir('none');
      const partial = cache + '.' + process.pid;
      fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      fs.renameSync(partial, cache);
    }
    await pg.close();`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { stdio: 'inherit' });
  if (result.status !== 0) {
    throw new Error(`PGlite initdb in ${dataDir} failed (exit ${result.status ?? result.signal})`);
  }
}

/** DATABASE_URL → node-postgres pool; otherwise the embedded PGlite under DATA_DIR. */
export async function createDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'> & Partial<Pick<AppConfig, 'databasePoolSize'>>,
  options: DatabaseOptions = {},
): Promise<DatabaseHandle> {
  if (config.databaseUrl) return createPostgres(config.databaseUrl, config.databasePoolSize ?? 10, options);

  const dataDir = options.pgliteDataDir ?? pgliteDir(config);
  if (!dataDir.startsWith('memory://')) {
    mkdirSync(dataDir, { recursive: true });
    if (!options.pgliteLoadDataDir) initPgliteDirApart(dataDir);
  }
  // Imported here, not at the top: a PostgreSQL boot never loads the embedded engine.
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create(dataDir, {
    ...(options.pgliteLoadDataDir ? { loadDataDir: options.pgliteLoadDataDir } : {}),
    postgresqlconf: PGLITE_CONF,
    // node-postgres returns int8 as text; PGlite would return bigint. Same type on both engines.
    parsers: { 20: (value: string) => value },
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  const close = async () => {
    // Kysely skips the driver's destroy when no query ever ran; the WASM instance must close anyway.
    await db.destroy();
    if (!client.closed) await client.close();
  };
  return { db, engine: 'pglite', pglite: client, logTo: () => {}, close };
}

/**
 * node-postgres pool behind Kysely. PostgreSQL may close any connection at any time (restart,
 * failover, an idle-session kill, pg_terminate_backend): an unhandled 'error' on the pool or on a
 * checked-out client used to end the process (issue 32). Here every client has a listener: the
 * error is logged once per connection, the pool drops the client (pg-pool never hands out one whose
 * connection failed), and the next request opens a new one; reads lost with it are sent again
 * (resilient-postgres.ts).
 */
function createPostgres(databaseUrl: string, poolSize: number, options: DatabaseOptions): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    // DATABASE_POOL_SIZE: instances × pool size must stay under the server's max_connections (README).
    max: poolSize,
    application_name: APPLICATION_NAME,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // A peer that vanished without closing (a failed-over host) is noticed by TCP keepalive.
    keepAlive: true,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  let log: DatabaseLog | null = null;
  const reported = new WeakSet<object>();
  const report = (error: Error, client?: object) => {
    if (client) {
      if (reported.has(client)) return;
      reported.add(client);
    }
    log?.warn(
      {
        event: 'db.connection_lost',
        err: { message: error.message, code: (error as { code?: string }).code },
        applicationName: APPLICATION_NAME,
      },
      'PostgreSQL connection lost: dropped from the pool, a new one opens on demand',
    );
  };
  // An idle client's error reaches both listeners; `reported` keeps it to one log line.
  pool.on('error', report);
  pool.on('connect', (client) => client.on('error', (error) => report(error, client)));
  const db = new Kysely<Database>({ dialect: new ResilientPostgresDialect({ pool }) });
  return {
    db,
    engine: 'postgres',
    logTo: (next) => {
      log = next;
    },
    // Kysely ends the pool when the instance is destroyed.
    close: () => db.destroy(),
  };
}
