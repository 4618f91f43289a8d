import { randomBytes } from 'node:crypto';
import type { RouteOptions } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { type App, buildApp } from '../../../server/app';
import { type Clock, systemClock } from '../../../server/clock';
import { type AppConfig, loadConfig } from '../../../server/config';
import { createDatabase, type Db } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';
import { seedIfEmpty } from '../../../server/db/seed/seed';

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

/*
 * A fresh PGlite runs initdb (~3.5 s). Each vitest worker builds a migrated (and a migrated + seeded)
 * database once, dumps it, and starts every further test database from that dump (~1 s).
 */
const templates = new Map<string, Promise<Blob>>();

function pgliteTemplate(seed: boolean): Promise<Blob> {
  const key = seed ? 'seeded' : 'migrated';
  let template = templates.get(key);
  if (!template) {
    template = (async () => {
      const handle = await createDatabase(NO_DIR, { pgliteDataDir: 'memory://' });
      try {
        await migrate(handle.db);
        if (seed) await seedIfEmpty(handle.db, systemClock.now());
        // Checkpoint so the dump holds every committed page.
        await sql`checkpoint`.execute(handle.db);
        return (await handle.pglite!.dumpDataDir('none')) as Blob;
      } finally {
        await handle.close();
      }
    })();
    templates.set(key, template);
  }
  return template;
}

/**
 * A fresh, isolated database: in-memory PGlite (optionally from a template), or a new schema on
 * TEST_DATABASE_URL. `migrated`/`seeded` start PGlite from the per-worker template.
 */
export async function createTestDatabase(
  engine: Engine = 'pglite',
  from: 'empty' | 'migrated' | 'seeded' = 'empty',
) {
  if (engine === 'pglite') {
    const pgliteLoadDataDir = from === 'empty' ? undefined : await pgliteTemplate(from === 'seeded');
    const handle = await createDatabase(NO_DIR, { pgliteDataDir: 'memory://', pgliteLoadDataDir });
    return { ...handle, dispose: handle.close };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  // One schema per test database, so parallel vitest workers never see each other's rows.
  const schema = `test_${process.pid}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const handle = await createDatabase({ databaseUrl: url, dataDir: '' }, { searchPath: schema });
  return {
    ...handle,
    schema,
    dispose: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop schema if exists ${schema} cascade`);
      await cleanup.end();
    },
  };
}

/** The real app over a fresh migrated (and by default seeded) database, silent, ready for inject. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const engine = options.engine ?? 'pglite';
  const seed = options.seed !== false;
  const clock = options.clock ?? systemClock;
  const database = await createTestDatabase(engine, seed ? 'seeded' : 'migrated');
  try {
    if (engine === 'postgres') {
      await migrate(database.db);
      if (seed) await seedIfEmpty(database.db, clock.now());
    }
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }, options.config);
    const appDb = options.wrapDb ? options.wrapDb(database.db) : database.db;
    const app = await buildApp({ db: appDb, config, logger: false, onRoute: options.onRoute, clock });
    await options.configure?.(app);
    await app.ready();
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
