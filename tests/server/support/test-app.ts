import { randomBytes } from 'node:crypto';
import type { RouteOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { type App, buildApp } from '../../../server/app';
import { type Clock, systemClock } from '../../../server/clock';
import { type AppConfig, loadConfig } from '../../../server/config';
import { createDatabase, type Db } from '../../../server/db/database';
import { timed } from '../../support/timings';
import {
  DATABASE_PREFIX,
  databaseUrl,
  ensureTemplates,
  pgliteTemplate,
  type TemplateKind,
  templateDatabaseName,
} from './database-templates';

export { TEST_PASSWORDS } from './database-templates';

export type Engine = 'pglite' | 'postgres';

/** The engines a suite should run against: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function engines(): Engine[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestAppOptions {
  engine?: Engine;
  /** Demo seed (5 accounts, schools); default true. */
  seed?: boolean;
  /** Config overrides, e.g. { distDir } for static tests. */
  config?: Partial<AppConfig>;
  /** Called for every route as it is registered (route enumeration for fuzzing). */
  onRoute?: (route: RouteOptions) => void;
  /** Wraps the database the app uses (e.g. `db.withPlugin(...)` to count statements). */
  wrapDb?: (db: Db) => Db;
  /** Runs after buildApp and before ready: add test-only routes or hooks here. */
  configure?: (app: App) => void | Promise<void>;
  /**
   * The app's clock. Default: the machine's, because PostgreSQL's own defaults (created_at, the
   * lifetimes of tokens) run on wall time; a test of a date rule pins one (`manualClock`).
   */
  clock?: Clock;
}

export interface TestApp {
  app: App;
  db: Db;
  engine: Engine;
  config: AppConfig;
  /** The app's clock: tests take "now" from here, never from Date. */
  clock: Clock;
  /** Closes the app and the database; for postgres also drops the test's schema. */
  close(): Promise<void>;
}

const NO_DIR = { databaseUrl: null, dataDir: '' };

/**
 * The run id of the global setup (tests/server/support/global-setup.ts), which names this run's
 * templates; a script outside vitest (a benchmark) gets one of its own process.
 */
function currentRunId(): string {
  try {
    return inject('databaseRunId');
  } catch {
    return `${Math.floor(performance.timeOrigin / 1000)}_${process.pid}`;
  }
}

/**
 * A fresh, isolated database: in-memory PGlite, or a database of its own on TEST_DATABASE_URL's
 * server. `migrated`/`seeded` start from this run's templates (database-templates.ts): a PGlite
 * tarball load, or a PostgreSQL `CREATE DATABASE … TEMPLATE` copy.
 */
export function createTestDatabase(engine: Engine = 'pglite', from: 'empty' | TemplateKind = 'empty') {
  return timed('database setup', () => openTestDatabase(engine, from));
}

async function openTestDatabase(engine: Engine, from: 'empty' | TemplateKind) {
  const runId = currentRunId();
  if (engine === 'pglite') {
    const pgliteLoadDataDir = from === 'empty' ? undefined : await pgliteTemplate(runId, from);
    const handle = await createDatabase(NO_DIR, { pgliteDataDir: 'memory://', pgliteLoadDataDir });
    return { ...handle, url: null, dispose: handle.close };
  }
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set');
  if (from !== 'empty') await ensureTemplates(runId);
  // One database per test database, so parallel vitest workers never see each other's rows.
  const name = `${DATABASE_PREFIX}${runId}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(
      from === 'empty'
        ? `create database ${name}`
        : `create database ${name} template ${templateDatabaseName(runId, from)}`,
    );
  } finally {
    await admin.end();
  }
  const url = databaseUrl(baseUrl, name);
  const handle = await createDatabase({ databaseUrl: url, dataDir: '' });
  return {
    ...handle,
    url,
    dispose: async () => {
      await handle.close();
      await dropDatabase(baseUrl, name);
    },
  };
}

/**
 * Drops a test database once its pool has let go of it. A plain drop waits for nothing, so it is
 * retried while a connection is still closing (55006); FORCE, which kills such a connection under a
 * pool that is still ending it, is the last resort.
 */
async function dropDatabase(baseUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      try {
        await client.query(`drop database if exists ${name}`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006') throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}

/** The real app over a fresh migrated (and by default seeded) database, silent, ready for inject. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const engine = options.engine ?? 'pglite';
  const seed = options.seed !== false;
  const clock = options.clock ?? systemClock;
  const database = await createTestDatabase(engine, seed ? 'seeded' : 'migrated');
  try {
    const config = loadConfig(
      { NODE_ENV: 'test', LOG_LEVEL: 'silent', PASSWORD_HASH_COST: 'low' },
      options.config,
    );
    const appDb = options.wrapDb ? options.wrapDb(database.db) : database.db;
    const app = await timed('app boot', async () => {
      const built = await buildApp({ db: appDb, config, logger: false, onRoute: options.onRoute, clock });
      await options.configure?.(built);
      await built.ready();
      return built;
    });
    return {
      app,
      db: database.db,
      engine,
      config,
      clock,
      close: async () => {
        await app.close();
        await database.dispose();
      },
    };
  } catch (error) {
    await database.dispose();
    throw error;
  }
}

/**
 * One app for the enclosing describe block: built before its tests, closed after them. The returned
 * object is filled in by the `beforeAll` hook, so read its fields inside tests and hooks only.
 */
export function useTestApp(options: TestAppOptions = {}, buildTimeoutMs = 200_000): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(options));
  }, buildTimeoutMs);
  afterAll(async () => {
    await t.close?.();
  });
  return t;
}
