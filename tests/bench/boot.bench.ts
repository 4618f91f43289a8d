/**
 * npm run bench:boot — what a cold start costs (issue 17 items 5 and 6), each server a process of its
 * own as `npm start` runs it, timed from spawn to the first 200 of /healthz:
 *
 * - PostgreSQL, migrated and seeded database: the server bundle (`dist-server/main.mjs`, what
 *   `npm start` runs) against tsx transpiling the source graph (what it ran before), alternated.
 * - PGlite, the embedded default: a first boot on an empty DATA_DIR (initdb from the cached cluster,
 *   migrations, demo seed), the same without the cached cluster (a fresh machine's very first start),
 *   and a restart on the data it left — against a first boot on an empty PostgreSQL database in the
 *   same run (the baseline: the same migrations and seed on the production engine).
 *
 * Wall time depends on what else the machine runs, so each row also gives the CPU seconds the server
 * process (and its initdb child) spent, read from /proc, and the RSS at /healthz. Ratios compare rows
 * of this run; nothing absolute is asserted. Not part of `npm test`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
// @ts-expect-error plain ESM script without types
import { ensureServerBuild, SERVER_OUT_DIR } from '../../scripts/build-server.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BOOT_TIMEOUT_MS = 600_000;
const CLOCK_TICKS = 100; // USER_HZ on Linux

interface Boot {
  seconds: number;
  cpuSeconds: number;
  rssMb: number;
}

/** `start`: scripts/start.mjs, what `npm start` runs (its dist/ and dist-server/ checks included). */
type Launcher = 'bundle' | 'tsx' | 'start';

function commandOf(launcher: Launcher): string[] {
  if (launcher === 'start') return [path.join(ROOT, 'scripts', 'start.mjs')];
  return launcher === 'bundle'
    ? [path.join(SERVER_OUT_DIR, 'main.mjs')]
    : // tsx's loader in the server's own process (its CLI would put the server in a child).
      ['--import', 'tsx', path.join(ROOT, 'server', 'main.ts')];
}

/** utime + stime + children's (initdb runs in a child), in seconds. */
function cpuSecondsOf(pid: number): number {
  const fields = (readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1] ?? '').split(' ');
  // After "pid (comm) ": state is field 0, utime 11, stime 12, cutime 13, cstime 14.
  const ticks = [11, 12, 13, 14].reduce((total, index) => total + Number(fields[index]), 0);
  return ticks / CLOCK_TICKS;
}

function rssMbOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/\d+/)?.[0] ?? 0) / 1024;
}

async function healthy(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`);
    return response.status === 200;
  } catch {
    return false;
  }
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** A port nothing listens on now (the OS picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function boot(launcher: Launcher, env: Record<string, string>): Promise<Boot> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, commandOf(launcher), {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SEED_DEMO: '1',
      ALLOW_OUTBOX_SMS: '1',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    while (!(await healthy(port))) {
      if (child.exitCode !== null) throw new Error(`${launcher} server exited with ${child.exitCode}`);
      if (performance.now() - started > BOOT_TIMEOUT_MS) throw new Error(`${launcher} server did not boot`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const seconds = (performance.now() - started) / 1000;
    return { seconds, cpuSeconds: cpuSecondsOf(child.pid ?? 0), rssMb: rssMbOf(child.pid ?? 0) };
  } finally {
    await stop(child);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function medianBoot(boots: Boot[]): Boot {
  return {
    seconds: median(boots.map((b) => b.seconds)),
    cpuSeconds: median(boots.map((b) => b.cpuSeconds)),
    rssMb: median(boots.map((b) => b.rssMb)),
  };
}

function row(name: string, result: Boot): void {
  const cells = [
    name.padEnd(46),
    `${result.seconds.toFixed(2).padStart(7)} s`,
    `${result.cpuSeconds.toFixed(2).padStart(7)} s CPU`,
    `${result.rssMb.toFixed(0).padStart(5)} MB RSS`,
  ];
  console.log(cells.join('   '));
}

const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}x`;

async function withDatabase<T>(run: (url: string) => Promise<T>): Promise<T> {
  const name = `bench_boot_${process.pid}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    return await run(url.href);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

async function pgliteFirstBoot(options: { cachedCluster: boolean }): Promise<Boot> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'uniclass-boot-'));
  // A TMPDIR of its own hides the initdb cache (server/db/database.ts keeps it in os.tmpdir()).
  const ownTmp = options.cachedCluster ? undefined : mkdtempSync(path.join(tmpdir(), 'uniclass-tmp-'));
  try {
    return await boot('bundle', { DATA_DIR: dataDir, ...(ownTmp ? { TMPDIR: ownTmp } : {}) });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (ownTmp) rmSync(ownTmp, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  await ensureServerBuild();
  console.log(`Boot bench, median of ${RUNS} (time to the first 200 of /healthz, NODE_ENV=production)\n`);

  await withDatabase(async (databaseUrl) => {
    const postgresFirst = await boot('bundle', { DATABASE_URL: databaseUrl });
    row('PostgreSQL first boot (migrations + seed)', postgresFirst);

    // The first `npm start` of this run builds dist/ when the checkout's build is stale; not counted.
    await boot('start', { DATABASE_URL: databaseUrl });
    const restarts: Record<Launcher, Boot[]> = { bundle: [], tsx: [], start: [] };
    for (let run = 0; run < RUNS; run++) {
      for (const launcher of ['tsx', 'bundle', 'start'] as const) {
        restarts[launcher].push(await boot(launcher, { DATABASE_URL: databaseUrl }));
      }
    }
    const bundle = medianBoot(restarts.bundle);
    const tsx = medianBoot(restarts.tsx);
    row('PostgreSQL cold start, tsx (before)', tsx);
    row('PostgreSQL cold start, bundle (npm start)', bundle);
    row('PostgreSQL restart, npm start (built checkout)', medianBoot(restarts.start));

    const firstBoots: Boot[] = [];
    for (let run = 0; run < RUNS; run++) firstBoots.push(await pgliteFirstBoot({ cachedCluster: true }));
    const pgliteFirst = medianBoot(firstBoots);
    const pgliteUncached = await pgliteFirstBoot({ cachedCluster: false });
    const dataDir = mkdtempSync(path.join(tmpdir(), 'uniclass-boot-'));
    await boot('bundle', { DATA_DIR: dataDir });
    const restartsPglite: Boot[] = [];
    for (let run = 0; run < RUNS; run++) restartsPglite.push(await boot('bundle', { DATA_DIR: dataDir }));
    rmSync(dataDir, { recursive: true, force: true });
    const pgliteRestart = medianBoot(restartsPglite);
    row('PGlite first boot (cached initdb, migr., seed)', pgliteFirst);
    row('PGlite very first boot (initdb, migr., seed)', pgliteUncached);
    row('PGlite restart', pgliteRestart);

    console.log('\nRatios (same run):');
    console.log(
      `  bundle vs tsx cold start on PostgreSQL: ${ratio(bundle.seconds, tsx.seconds)} time, ` +
        `${ratio(bundle.cpuSeconds, tsx.cpuSeconds)} CPU, ${ratio(bundle.rssMb, tsx.rssMb)} RSS`,
    );
    console.log(
      `  PGlite vs PostgreSQL first boot: ${ratio(pgliteFirst.seconds, postgresFirst.seconds)} time, ` +
        `${ratio(pgliteFirst.rssMb, postgresFirst.rssMb)} RSS`,
    );
    console.log(
      `  PGlite restart vs PostgreSQL cold start: ${ratio(pgliteRestart.seconds, bundle.seconds)} time, ` +
        `${ratio(pgliteRestart.rssMb, bundle.rssMb)} RSS`,
    );
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
