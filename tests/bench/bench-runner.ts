/**
 * What the endpoint benchmarks share: load an endpoint with autocannon, replay the SQL it ran
 * (captured from Kysely's log) through plain `pg` at the same concurrency, and print the two side
 * by side. Each `*.bench.ts` seeds its own data and picks its scenarios.
 *
 * Where things run: the app listens in the bench's main thread; autocannon fires at its port from a
 * worker thread of its own, and the SQL baseline's `pg` loop runs in a worker thread of its own too
 * (replay-worker.mjs, while the app idles). So both sides are "a client thread → a server" (the app
 * and then PostgreSQL, or PostgreSQL alone), no client shares the app's event loop, and all of it
 * (client, app, PostgreSQL) shares the machine's cores, as on a one-box deployment under test.
 *
 * A third column is the ceiling of any HTTP handler in Node on this machine: a bare Fastify route
 * (no plugins, no hooks, no Kysely) that runs the same statements through `pg` and sends the last
 * one's rows. API ÷ bare is what our code costs; bare ÷ SQL is what HTTP itself costs here, and
 * bare p99 × (its p99 over the SQL's) the lowest p99 ratio any endpoint could show.
 */
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { Kysely, type LogEvent, PostgresDialect } from 'kysely';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { migrate } from '../../server/db/migrate';
import type { Database } from '../../server/db/schema';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  /** Non-2xx answers (0 for a replay). */
  errors: number;
}

export interface Load {
  seconds: number;
  connections: number;
  /**
   * Database connections the SQL baseline's and the bare handler's clients share, as the app's
   * clients share its pool (default: one per client). Needed when `connections` is more than
   * PostgreSQL's max_connections leaves to one process (100 clients on a server of 100).
   */
  poolSize?: number;
}

/** GET the paths in turn on each connection for `load.seconds`. */
export function runAutocannon(
  origin: string,
  paths: string[],
  headers: Record<string, string>,
  load: Load,
): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: origin,
        headers,
        connections: load.connections,
        duration: load.seconds,
        // A worker thread, as a real client never runs on the server's event loop: in the main
        // thread its HTTP work would be charged to the endpoint (see the header).
        workers: 1,
        requests: paths.map((path) => ({ path, method: 'GET' })),
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.non2xx,
        });
      },
    );
  });
}

export interface Captured {
  sql: string;
  parameters: readonly unknown[];
}

/** Kysely's `log` option that records the statements run inside `during`, and nothing else. */
export function statementCapture() {
  let capturing = false;
  let captured: Captured[] = [];
  return {
    log: (event: LogEvent) => {
      if (capturing && event.level === 'query')
        captured.push({ sql: event.query.sql, parameters: event.query.parameters });
    },
    async during(run: () => Promise<void>): Promise<Captured[]> {
      captured = [];
      capturing = true;
      try {
        await run();
      } finally {
        capturing = false;
      }
      return captured;
    },
  };
}

export type ReplayOrder = 'sequential' | 'firstThenParallel';

/** Where the SQL baseline connects (a pg.Pool's options): it is opened in the replay's own thread. */
export interface SqlTarget {
  connectionString: string;
  options?: string;
}

/** What replay-worker.mjs is given. */
export interface ReplayJob {
  target: SqlTarget;
  statements: Captured[];
  load: Load;
  order: ReplayOrder;
}

/**
 * Replays one request's statements in a loop on `load.connections` connections, from a worker thread
 * (replay-worker.mjs) as autocannon fires from one. `firstThenParallel`: the first statement (the auth
 * lookup), then the rest at once, as a handler that awaits them together does; `sequential`: one
 * after the other.
 */
export function replay(
  target: SqlTarget,
  statements: Captured[],
  load: Load,
  order: ReplayOrder,
): Promise<LoadResult> {
  const job: ReplayJob = { target, statements, load, order };
  const worker = new Worker(new URL('./replay-worker.mjs', import.meta.url), { workerData: job });
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the replay worker exited with ${code}`)));
  });
}

/**
 * The bare handler of the header: one route that runs `statements` in `order` on a pool of
 * `poolSize` connections and answers the last one's rows in our envelope. Answers its origin and a close.
 */
export async function startBareHandler(
  target: SqlTarget,
  statements: Captured[],
  poolSize: number,
  order: ReplayOrder,
): Promise<{ origin: string; close: () => Promise<void> }> {
  const pool = new pg.Pool({ ...target, max: poolSize });
  const run = (s: Captured) => pool.query(s.sql, s.parameters as unknown[]);
  const [first, ...rest] = statements;
  const app = Fastify({ logger: false });
  app.get('/', async () => {
    let results: pg.QueryResult[];
    if (order === 'sequential') {
      results = [];
      for (const s of statements) results.push(await run(s));
    } else {
      results = [...(first ? [await run(first)] : []), ...(await Promise.all(rest.map(run)))];
    }
    return { errorCode: 0, message: '', data: results.at(-1)?.rows ?? null };
  });
  const origin = await listenLocally(app);
  return {
    origin,
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
}

/** Listens on a free local port; answers the origin (http://127.0.0.1:<port>). */
export async function listenLocally(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/**
 * The production app on `db`, listening locally; answers it and its origin. `env` sets more of its
 * variables (RANKING_PAGE_CACHE_ROWS, say).
 */
export async function startBenchApp(db: Kysely<Database>, env: Record<string, string> = {}) {
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', ALLOW_OUTBOX_SMS: '1', ...env });
  const app = await buildApp({ db, config, logger: false });
  return { app, origin: await listenLocally(app) };
}

/** What a bench in a schema of its own works with (inBenchSchema). */
export interface BenchSchema {
  /** A plain client for seeding; its search_path is not set. */
  admin: pg.Client;
  /** The app's database: every statement is seen by `capture`. */
  db: Kysely<Database>;
  capture: ReturnType<typeof statementCapture>;
  /** Where the captured statements are replayed (the bench's schema). */
  baseline: SqlTarget;
}

/** Runs `bench` in a migrated schema created for it on `url` and dropped afterwards, whatever happens. */
export async function inBenchSchema(
  url: string,
  schema: string,
  bench: (within: BenchSchema) => Promise<void>,
): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const capture = statementCapture();
  const options = `-c search_path=${schema}`;
  const pool = new pg.Pool({ connectionString: url, max: 10, options });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: capture.log });
  try {
    await migrate(db);
    await bench({ admin, db, capture, baseline: { connectionString: url, options } });
  } finally {
    await db.destroy();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  }
}

export interface Scenario {
  name: string;
  path: string;
  /** Another app than the run's `origin` (the same app configured otherwise). */
  origin?: string;
  /**
   * Which of the statements the endpoint ran on its first request the SQL side replays (default:
   * all of them), when the endpoint's steady state runs fewer (a cache) and the baseline is one read.
   */
  baseline?: (captured: Captured[]) => Captured[];
}

export const API_VS_SQL_HEADER = [
  'scenario',
  'statements',
  'API req/s',
  'API p50 ms',
  'API p99 ms',
  'SQL req/s',
  'SQL p50 ms',
  'SQL p99 ms',
  'p99 ×',
  'bare req/s',
  'bare p99 ms',
  'bare p99 ×',
  'API ÷ SQL',
  'bare ÷ SQL',
  'API ÷ bare',
];

/**
 * Each scenario: one probe request whose statements are captured, the endpoint under load, then
 * those statements replayed through `baseline`. Answers one table row per scenario.
 */
export async function endpointAgainstItsSql(options: {
  origin: string;
  scenarios: Scenario[];
  headers: Record<string, string>;
  capture: ReturnType<typeof statementCapture>;
  baseline: SqlTarget;
  load: Load;
  replayOrder: ReplayOrder;
  /**
   * Seconds of unmeasured load on the endpoint and on the bare handler before each is measured
   * (default 0): the first seconds of a route run cold code (JIT, first-use compiles, pool
   * connections being opened), which the replay, whose connections open before its clock, does not.
   */
  warmUpSeconds?: number;
}): Promise<string[][]> {
  const { headers, capture, load } = options;
  const rows: string[][] = [];
  for (const scenario of options.scenarios) {
    const origin = scenario.origin ?? options.origin;
    const captured = await capture.during(async () => {
      const probe = await fetch(`${origin}${scenario.path}`, { headers });
      if (!probe.ok) throw new Error(`${scenario.path}: HTTP ${probe.status} ${await probe.text()}`);
    });
    const warmUp = { ...load, seconds: options.warmUpSeconds ?? 0 };
    if (warmUp.seconds > 0) await runAutocannon(origin, [scenario.path], headers, warmUp);
    const endpoint = await runAutocannon(origin, [scenario.path], headers, load);
    if (endpoint.errors > 0) throw new Error(`${scenario.path}: ${endpoint.errors} non-2xx answers`);
    const statements = scenario.baseline ? scenario.baseline(captured) : captured;
    const sqlOnly = await replay(options.baseline, statements, load, options.replayOrder);
    const bareHandler = await startBareHandler(
      options.baseline,
      statements,
      load.poolSize ?? load.connections,
      options.replayOrder,
    );
    const bare = await (async () => {
      if (warmUp.seconds > 0) await runAutocannon(bareHandler.origin, ['/'], {}, warmUp);
      return runAutocannon(bareHandler.origin, ['/'], {}, load);
    })().finally(bareHandler.close);
    if (bare.errors > 0)
      throw new Error(`${scenario.path}: the bare handler answered ${bare.errors} non-2xx`);
    const ratio = (a: LoadResult, b: LoadResult) => (a.rps / Math.max(b.rps, 1)).toFixed(2);
    rows.push([
      scenario.name,
      statements.length === captured.length
        ? String(captured.length)
        : `${captured.length} (SQL: ${statements.length})`,
      endpoint.rps.toFixed(0),
      endpoint.p50.toFixed(1),
      endpoint.p99.toFixed(1),
      sqlOnly.rps.toFixed(0),
      sqlOnly.p50.toFixed(1),
      sqlOnly.p99.toFixed(1),
      (endpoint.p99 / Math.max(sqlOnly.p99, 0.1)).toFixed(2),
      bare.rps.toFixed(0),
      bare.p99.toFixed(1),
      (bare.p99 / Math.max(sqlOnly.p99, 0.1)).toFixed(2),
      ratio(endpoint, sqlOnly),
      ratio(bare, sqlOnly),
      ratio(endpoint, bare),
    ]);
  }
  return rows;
}

/** A Markdown table with padded columns. */
export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

/** Runs a benchmark's main; any failure exits non-zero. */
export function runBench(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
