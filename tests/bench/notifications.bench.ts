/**
 * npm run bench:notifications — GET /main/notification/list (first and deep pages, a filtered tab)
 * and the unread count against 1,000,000 notifications of 10,000 profiles in PostgreSQL, beside a
 * baseline measured in the same run: the very SQL statements the endpoint executed (captured from
 * Kysely's log), replayed through `pg` with the same concurrency. Not part of `npm test`.
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test); a schema of its own is
 * created and dropped. BENCH_SECONDS (default 10) per scenario, BENCH_CONNECTIONS (default 10).
 */
import autocannon from 'autocannon';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { issueSession } from '../../server/auth/sessions';
import { loadConfig } from '../../server/config';
import { migrate } from '../../server/db/migrate';
import type { Database } from '../../server/db/schema';
import { encodeCursor } from '../../server/notification/notification.cursor';

const URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PROFILES = 10_000;
const TOTAL = 1_000_000;
/** One busy profile holds 50,000 rows so "deep" means page 4,000, not page 10. */
const HEAVY_ROWS = 50_000;
const DEEP_OFFSET = 40_000;
const SCHEMA = `bench_notifications_${process.pid}`;

interface Captured {
  sql: string;
  parameters: readonly unknown[];
}

async function seed(admin: pg.Client): Promise<void> {
  const started = Date.now();
  await admin.query(`set search_path = ${SCHEMA}`);
  await admin.query(`insert into users (phone, name)
    select '08' || lpad(g::text, 8, '0'), 'Bench ' || g from generate_series(1, ${PROFILES}) g`);
  await admin.query(`insert into profiles (user_id, name, is_default, grade_id)
    select id, 'Bench profile ' || id, true, 1 + id % 5 from users order by id`);
  // Every 20th row is a PUSH (must never be listed), every 10th IN_APP row unread.
  await admin.query(`insert into notifications (profile_id, channel, product_type, content, is_read, created_at)
    select 1 + g % ${PROFILES},
           case when g % 20 = 0 then 'PUSH' else 'IN_APP' end,
           case when g % 2 = 0 then 'UNICLASS_CLUB' else 'UNICLASS_AI_CLASS' end,
           'Thông báo thử nghiệm số ' || g, g % 10 <> 0, now() - g * interval '7 seconds'
    from generate_series(1, ${TOTAL - HEAVY_ROWS}) g`);
  await admin.query(`insert into notifications (profile_id, channel, product_type, content, is_read, created_at)
    select 1, 'IN_APP', case when g % 2 = 0 then 'UNICLASS_CLUB' else 'UNICLASS_AI_CLASS' end,
           'Thông báo của hồ sơ bận số ' || g, g % 10 <> 0, now() - g * interval '13 seconds'
    from generate_series(1, ${HEAVY_ROWS}) g`);
  await admin.query(`insert into notification_announcements (product_type, content, grade_ids, starts_at)
    values ('UNICLASS_AI_CLASS', 'Thông báo chung', null, now() - interval '1 day')`);
  await admin.query('analyze');
  console.log(
    `seeded ${TOTAL.toLocaleString('en')} notifications in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

interface Result {
  rps: number;
  p50: number;
  p99: number;
}

function runAutocannon(url: string, headers: Record<string, string>): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS }, (error, result) => {
      if (error) return reject(error);
      if (result.non2xx > 0) return reject(new Error(`${url}: ${result.non2xx} non-2xx answers`));
      resolve({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 });
    });
  });
}

/** The captured statements of one request: the auth lookup first, then the rest in parallel (as the handler does). */
async function replay(pool: pg.Pool, statements: Captured[]): Promise<Result> {
  const [first, ...rest] = statements;
  const latencies: number[] = [];
  const deadline = Date.now() + SECONDS * 1000;
  const worker = async () => {
    while (Date.now() < deadline) {
      const start = performance.now();
      if (first) await pool.query(first.sql, first.parameters as unknown[]);
      await Promise.all(rest.map((s) => pool.query(s.sql, s.parameters as unknown[])));
      latencies.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { rps: latencies.length / SECONDS, p50: at(0.5), p99: at(0.99) };
}

async function main(): Promise<void> {
  const admin = new pg.Client({ connectionString: URL });
  await admin.connect();
  await admin.query(`create schema ${SCHEMA}`);
  const captured: Captured[] = [];
  let capturing = false;
  const pool = new pg.Pool({ connectionString: URL, max: 10, options: `-c search_path=${SCHEMA}` });
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      if (capturing && event.level === 'query')
        captured.push({ sql: event.query.sql, parameters: event.query.parameters });
    },
  });
  const baselinePool = new pg.Pool({ connectionString: URL, max: 10, options: `-c search_path=${SCHEMA}` });
  try {
    await migrate(db);
    await seed(admin);
    const session = await issueSession(db, 1, 1);
    const headers = { access_token: session.accessToken, access_user: '0800000001' };
    const deep = await admin.query<{ position: string; id: string }>(
      `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as position, id::text as id
       from notifications where profile_id = 1 and channel = 'IN_APP'
       order by created_at desc, id desc offset ${DEEP_OFFSET} limit 1`,
    );
    const deepCursor = encodeCursor({ createdAt: deep.rows[0]!.position, id: deep.rows[0]!.id });

    const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' });
    const app = await buildApp({ db, config, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/main`;

    const scenarios = [
      { name: 'list, first page (ALL)', path: '/notification/list?limit=10&productType=ALL' },
      {
        name: `list, deep page (row ${DEEP_OFFSET.toLocaleString('en')})`,
        path: `/notification/list?limit=10&productType=ALL&cursor=${deepCursor}`,
      },
      { name: 'list, first page (CLUB)', path: '/notification/list?limit=10&productType=UNICLASS_CLUB' },
      { name: 'countUnread (/notify/list?limit=1)', path: '/notify/list?limit=1' },
    ];
    const rows: string[][] = [];
    for (const scenario of scenarios) {
      captured.length = 0;
      capturing = true;
      const probe = await fetch(`${base}${scenario.path}`, { headers });
      capturing = false;
      if (!probe.ok) throw new Error(`${scenario.path}: HTTP ${probe.status} ${await probe.text()}`);
      const statements = [...captured];
      const endpoint = await runAutocannon(`${base}${scenario.path}`, headers);
      const baseline = await replay(baselinePool, statements);
      rows.push([
        scenario.name,
        endpoint.rps.toFixed(0),
        endpoint.p50.toFixed(1),
        endpoint.p99.toFixed(1),
        baseline.rps.toFixed(0),
        baseline.p50.toFixed(1),
        baseline.p99.toFixed(1),
        (endpoint.p99 / Math.max(baseline.p99, 0.1)).toFixed(2),
      ]);
    }
    await app.close();

    const header = [
      'scenario',
      'API req/s',
      'API p50 ms',
      'API p99 ms',
      'SQL req/s',
      'SQL p50 ms',
      'SQL p99 ms',
      'p99 ×',
    ];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
    console.log(
      `\n${CONNECTIONS} connections, ${SECONDS} s per scenario; SQL = the same statements through pg\n`,
    );
    console.log(line(header));
    console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
    for (const row of rows) console.log(line(row));
  } finally {
    await baselinePool.end();
    await db.destroy();
    await admin.query(`drop schema if exists ${SCHEMA} cascade`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
