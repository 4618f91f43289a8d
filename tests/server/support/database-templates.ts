import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { systemClock } from '../../../server/clock';
import { createDatabase } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';
import { seedIfEmpty } from '../../../server/db/seed/seed';
import { type PasswordHasher, passwordHasher } from '../../../server/security/password';
import { timed } from '../../support/timings';

/*
 * Issue 29: a test database starts from a template made once per vitest run, never by migrating and
 * seeding again. The first worker that needs a template builds both kinds (migrated, migrated +
 * seeded) for both engines, under a lock directory; the others wait for it:
 * - PGlite: a `dumpDataDir()` tarball on disk, which every test database loads (~1 s, no initdb);
 * - PostgreSQL (TEST_DATABASE_URL): two template databases; a test database is
 *   `CREATE DATABASE … TEMPLATE` of one of them (a file copy, no SQL replayed).
 * The run's directory and databases are named by `runId` (tests/server/support/global-setup.ts) and
 * dropped when the run ends.
 */

export type TemplateKind = 'migrated' | 'seeded';

const lowCost = passwordHasher('low');
/** Test apps hash at the low cost (PASSWORD_HASH_COST=low); the one test of the standard cost asks for it. */
export const TEST_PASSWORDS: PasswordHasher = {
  hash: (password) => timed('hashing', () => lowCost.hash(password)),
};

/** Every database of one run starts with this prefix; the run id follows. */
export const DATABASE_PREFIX = 'uc_test_';

const BUILD_TIMEOUT_MS = 300_000;

export function runDirectory(runId: string): string {
  return path.join(tmpdir(), `uniclass-test-run-${runId}`);
}

export function templateDatabaseName(runId: string, kind: TemplateKind): string {
  return `${DATABASE_PREFIX}${runId}_${kind}`;
}

/** The same server, another database. */
export function databaseUrl(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function admin<T>(baseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function fill(db: Parameters<typeof migrate>[0], kind: TemplateKind): Promise<void> {
  await migrate(db);
  if (kind === 'seeded') await seedIfEmpty(db, { nowMs: systemClock.now(), passwords: TEST_PASSWORDS });
}

async function buildPglite(file: string, kind: TemplateKind): Promise<void> {
  const handle = await createDatabase({ databaseUrl: null, dataDir: '' }, { pgliteDataDir: 'memory://' });
  try {
    await fill(handle.db, kind);
    // Checkpoint so the dump holds every committed page.
    await sql`checkpoint`.execute(handle.db);
    const dump = (await handle.pglite!.dumpDataDir('none')) as Blob;
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
}

async function buildPostgres(baseUrl: string, name: string, kind: TemplateKind): Promise<void> {
  await admin(baseUrl, async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  });
  const handle = await createDatabase({ databaseUrl: databaseUrl(baseUrl, name), dataDir: '' });
  try {
    await fill(handle.db, kind);
  } finally {
    // A template must have no connection open when it is copied.
    await handle.close();
  }
}

async function buildAll(runId: string, dir: string): Promise<void> {
  for (const kind of ['migrated', 'seeded'] as const)
    await buildPglite(path.join(dir, `pglite-${kind}.tar`), kind);
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (baseUrl)
    for (const kind of ['migrated', 'seeded'] as const)
      await buildPostgres(baseUrl, templateDatabaseName(runId, kind), kind);
}

/**
 * Waits until this run's templates exist, building them if no other worker is. Answers the run's
 * directory. Outside a vitest run (no run id) it builds for this process alone.
 */
export async function ensureTemplates(runId: string): Promise<string> {
  const dir = runDirectory(runId);
  const ready = path.join(dir, 'ready');
  if (existsSync(ready)) return dir;
  mkdirSync(dir, { recursive: true });
  const lock = path.join(dir, 'building');
  let builder = false;
  try {
    mkdirSync(lock);
    builder = true;
  } catch {
    // Another worker builds them.
  }
  if (builder) {
    try {
      await buildAll(runId, dir);
      writeFileSync(`${ready}.partial`, String(process.pid));
      renameSync(`${ready}.partial`, ready);
    } catch (error) {
      writeFileSync(path.join(dir, 'failed'), String(error instanceof Error ? error.stack : error));
      throw error;
    }
    return dir;
  }
  const deadline = performance.now() + BUILD_TIMEOUT_MS;
  while (!existsSync(ready)) {
    if (existsSync(path.join(dir, 'failed')))
      throw new Error(`test database templates failed: ${readFileSync(path.join(dir, 'failed'), 'utf8')}`);
    if (performance.now() > deadline) throw new Error('test database templates were not built in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return dir;
}

const dumps = new Map<string, Blob>();

/** The PGlite tarball of a kind, read once per worker. */
export async function pgliteTemplate(runId: string, kind: TemplateKind): Promise<Blob> {
  const dir = await ensureTemplates(runId);
  const file = path.join(dir, `pglite-${kind}.tar`);
  let dump = dumps.get(file);
  if (!dump) {
    dump = new Blob([readFileSync(file)]);
    dumps.set(file, dump);
  }
  return dump;
}

/** Drops every database and directory of a run (global teardown), and those of runs that died. */
export async function dropRun(runId: string, baseUrl: string | undefined): Promise<void> {
  rmSync(runDirectory(runId), { recursive: true, force: true });
  if (!baseUrl) return;
  await admin(baseUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where datname like $1`,
      [`${DATABASE_PREFIX}${runId}_%`],
    );
    for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`);
  });
}

/** Databases left by runs that were killed: their run id starts with the time it began. */
export async function dropStaleRuns(baseUrl: string, olderThanMs: number, nowMs: number): Promise<void> {
  await admin(baseUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where datname like $1`,
      [`${DATABASE_PREFIX}%`],
    );
    for (const { datname } of rows) {
      const started = Number(/^uc_test_(\d+)/.exec(datname)?.[1] ?? Number.NaN) * 1000;
      if (Number.isFinite(started) && nowMs - started > olderThanMs)
        await client.query(`drop database if exists ${datname} with (force)`);
    }
  });
}
