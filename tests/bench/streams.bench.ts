/**
 * npm run bench:streams — live notification streams at the evening peak (issue 35): N SSE clients on
 * loopback against one server process (the bundle `npm start` runs, PostgreSQL), then two processes
 * sharing Redis pub/sub with every client on one and the change made through the other.
 *
 * Per scenario: the server's RSS before and after the streams opened (and per stream), the time to
 * open them all (ticket + first `unread` event each), the server's CPU while the streams sit idle
 * (BENCH_IDLE_SECONDS, default 30: at least one shared heartbeat falls inside) with how many clients
 * got a heartbeat meanwhile, and the time from POST /main/dev/notifications until every stream has
 * the new count (median of BENCH_DELIVERIES, default 3). All N streams belong to one profile (the
 * demo pupil with N tabs): one notification fans out to all N, the worst case for one publish.
 * The baseline in the same run is 1,000 streams (BENCH_BASELINE_STREAMS) against 10,000
 * (BENCH_STREAMS); ratios compare rows of this run. Not part of `npm test`.
 *
 * Needs PostgreSQL (BENCH_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres; a database
 * of its own is created and dropped) and Redis for the two-instance rows (BENCH_REDIS_URL, default
 * redis://127.0.0.1:6379; a key prefix of its own). Raises its open-file limit to the hard limit
 * when the soft one is below what N sockets need (the servers inherit it).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
// @ts-expect-error plain ESM script without types
import { ensureServerBuild, SERVER_OUT_DIR } from '../../scripts/build-server.mjs';
import { issueSession } from '../../server/auth/tokens.repository';
import { createDatabase } from '../../server/db/database';
import { generateToken, hashToken } from '../../server/security/tokens';
import { printTable } from './bench-runner';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const STREAMS = Number(process.env.BENCH_STREAMS ?? 10_000);
const BASELINE_STREAMS = Number(process.env.BENCH_BASELINE_STREAMS ?? 1_000);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 30);
const DELIVERIES = Number(process.env.BENCH_DELIVERIES ?? 3);
const OPEN_CONCURRENCY = 200;
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const BOOT_TIMEOUT_MS = 600_000;
const CLOCK_TICKS = 100; // USER_HZ on Linux

/** Re-runs this script under `ulimit -n <hard>` when N sockets would not fit the soft limit. */
function ensureFileLimit(): boolean {
  if (process.env.BENCH_STREAMS_RAISED === '1') return false;
  const limits = spawnSync('sh', ['-c', 'ulimit -Sn; ulimit -Hn'], { encoding: 'utf8' })
    .stdout.trim()
    .split('\n');
  const [soft, hard] = limits.map((value) => (value === 'unlimited' ? Infinity : Number(value)));
  const needed = STREAMS + 1_000;
  if ((soft ?? 0) >= needed) return false;
  if ((hard ?? 0) < needed)
    throw new Error(`open-file hard limit ${hard} < ${needed}: raise it (ulimit -Hn)`);
  const target = hard === Infinity ? needed : hard!;
  console.log(`raising the open-file limit ${soft} → ${target}`);
  const result = spawnSync(
    'sh',
    [
      '-c',
      `ulimit -n ${target} && exec "$0" "$@"`,
      process.execPath,
      ...process.execArgv,
      ...process.argv.slice(1),
    ],
    { stdio: 'inherit', env: { ...process.env, BENCH_STREAMS_RAISED: '1' } },
  );
  process.exit(result.status ?? 1);
}

function cpuSecondsOf(pid: number): number {
  const fields = (readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1] ?? '').split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

function rssMbOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/\d+/)?.[0] ?? 0) / 1024;
}

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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Server {
  child: ChildProcess;
  port: number;
  pid: number;
}

async function startServer(databaseUrl: string, redis: string | null, prefix: string): Promise<Server> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(SERVER_OUT_DIR, 'main.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      // development: POST /main/dev/notifications (what QA uses to create one) is registered.
      NODE_ENV: 'development',
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      REDIS_PREFIX: prefix,
      ...(redis ? { REDIS_URL: redis } : { REDIS_URL: '' }),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (performance.now() - started > BOOT_TIMEOUT_MS) throw new Error('server did not boot');
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).status === 200) break;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  return { child, port, pid: child.pid ?? 0 };
}

function stopServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null) return resolve();
    server.child.once('exit', () => resolve());
    server.child.kill('SIGTERM');
  });
}

/** One EventSource-like client: its latest count and how many heartbeats it saw. */
interface Client {
  count: number;
  pings: number;
  request: http.ClientRequest;
}

/** Clients waiting for a count: resolves once `remaining` reaches 0. */
const waiting = { target: -1, remaining: 0, done: () => {} };

function openStream(port: number, ticket: string): Promise<Client> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: `/main/notification/stream?ticket=${ticket}`, agent: false },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`stream answered ${response.statusCode}`));
          response.resume();
          return;
        }
        const client: Client = { count: -1, pings: 0, request };
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (block.startsWith(':')) client.pings++;
            else {
              const data = block.split('\n').find((line) => line.startsWith('data: '));
              if (data) {
                const first = client.count === -1;
                client.count = (JSON.parse(data.slice(6)) as { countUnread: number }).countUnread;
                if (first) resolve(client);
                else if (client.count === waiting.target && --waiting.remaining === 0) waiting.done();
              }
            }
            end = buffer.indexOf('\n\n');
          }
        });
        response.on('error', () => {});
      },
    );
    request.on('error', reject);
  });
}

interface Bench {
  databaseUrl: string;
  admin: pg.Client;
  accessTokenId: number;
  profileId: number;
}

async function issueTickets(bench: Bench, count: number): Promise<string[]> {
  const tickets = Array.from({ length: count }, () => generateToken());
  // Straight into the table: N POSTs of /stream-ticket would measure the ticket route, not streams.
  for (let from = 0; from < count; from += 5_000) {
    const slice = tickets.slice(from, from + 5_000);
    await bench.admin.query(
      `insert into notification_stream_tickets (ticket_hash, access_token_id, profile_id, expires_at)
       select unnest($1::text[]), $2, $3, app_now() + interval '30 minutes'`,
      [slice.map(hashToken), bench.accessTokenId, bench.profileId],
    );
  }
  return tickets;
}

async function openAll(port: number, tickets: string[]): Promise<Client[]> {
  const clients: Client[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: OPEN_CONCURRENCY }, async () => {
      while (next < tickets.length) clients.push(await openStream(port, tickets[next++]!));
    }),
  );
  return clients;
}

async function createNotification(port: number, profileId: number): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${port}/main/dev/notifications`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ profileId, productType: 'UNICLASS_CLUB', content: 'Bài viết mới của lớp' }),
  });
  if (response.status !== 201)
    throw new Error(`create answered ${response.status}: ${await response.text()}`);
}

/** ms from the create request until every client holds the new count. */
async function deliver(creator: Server, clients: Client[], profileId: number): Promise<number> {
  const target = clients[0]!.count + 1;
  const started = performance.now();
  const all = new Promise<void>((resolve, reject) => {
    const timeout = setTimeout(
      () => reject(new Error(`${waiting.remaining} streams missed the count`)),
      30_000,
    );
    Object.assign(waiting, {
      target,
      remaining: clients.filter((client) => client.count !== target).length,
      done: () => {
        clearTimeout(timeout);
        resolve();
      },
    });
  });
  await createNotification(creator.port, profileId);
  await all;
  return performance.now() - started;
}

interface Row {
  name: string;
  streams: number;
  rssBeforeMb: number;
  rssAfterMb: number;
  openSeconds: number;
  idleCpuPercent: number;
  heartbeatClients: number;
  deliveryMs: number;
}

async function scenario(
  bench: Bench,
  name: string,
  streams: number,
  options: { redis: boolean },
): Promise<Row> {
  const prefix = `bench-streams-${process.pid}-${streams}:`;
  const redis = options.redis ? REDIS_URL : null;
  const holder = await startServer(bench.databaseUrl, redis, prefix);
  // Through Redis the change is made by another process than the one holding the streams.
  const creator = options.redis ? await startServer(bench.databaseUrl, redis, prefix) : holder;
  try {
    await sleep(2_000);
    const rssBeforeMb = rssMbOf(holder.pid);
    const tickets = await issueTickets(bench, streams);
    const opening = performance.now();
    const clients = await openAll(holder.port, tickets);
    const openSeconds = (performance.now() - opening) / 1000;
    await sleep(2_000);
    const rssAfterMb = rssMbOf(holder.pid);

    for (const client of clients) client.pings = 0;
    const cpuBefore = cpuSecondsOf(holder.pid);
    await sleep(IDLE_SECONDS * 1000);
    const idleCpuPercent = ((cpuSecondsOf(holder.pid) - cpuBefore) / IDLE_SECONDS) * 100;
    const heartbeatClients = clients.filter((client) => client.pings > 0).length;

    const deliveries: number[] = [];
    for (let run = 0; run < DELIVERIES; run++) {
      deliveries.push(await deliver(creator, clients, bench.profileId));
      await sleep(500);
    }
    const deliveryMs = [...deliveries].sort((a, b) => a - b)[Math.floor(deliveries.length / 2)]!;
    console.log(`  ${name}: deliveries ${deliveries.map((ms) => ms.toFixed(0)).join(', ')} ms`);
    for (const client of clients) client.request.destroy();
    return {
      name,
      streams,
      rssBeforeMb,
      rssAfterMb,
      openSeconds,
      idleCpuPercent,
      heartbeatClients,
      deliveryMs,
    };
  } finally {
    await stopServer(holder);
    if (creator !== holder) await stopServer(creator);
  }
}

async function withDatabase(run: (bench: Bench) => Promise<void>): Promise<void> {
  const name = `bench_streams_${process.pid}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.href;
  try {
    // A first boot migrates and seeds the demo accounts; the scenarios then restart on that data.
    await stopServer(await startServer(databaseUrl, null, 'bench-streams-first:'));
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const database = await createDatabase({ databaseUrl, dataDir: '' });
    try {
      const profile = await client.query<{ id: number; user_id: number }>(
        `select id, user_id from profiles where name = 'Nguyễn Hoàng Minh Anh'`,
      );
      const { id: profileId, user_id: userId } = profile.rows[0]!;
      const session = await issueSession(database.db, userId, profileId);
      const token = await client.query<{ id: number }>(`select id from access_tokens where token_hash = $1`, [
        hashToken(session.accessToken),
      ]);
      await run({ databaseUrl, admin: client, accessTokenId: token.rows[0]!.id, profileId });
    } finally {
      await database.close();
      await client.end();
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

async function main(): Promise<void> {
  ensureFileLimit();
  await ensureServerBuild();
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  console.log(`Streams bench: ${BASELINE_STREAMS} vs ${STREAMS} SSE clients on loopback (load ${load})\n`);
  const rows: Row[] = [];
  await withDatabase(async (bench) => {
    rows.push(await scenario(bench, 'one instance', BASELINE_STREAMS, { redis: false }));
    rows.push(await scenario(bench, 'one instance', STREAMS, { redis: false }));
    rows.push(await scenario(bench, 'two instances, Redis (A creates, B streams)', STREAMS, { redis: true }));
  });
  console.log();
  printTable(
    [
      'scenario',
      'streams',
      'RSS before MB',
      'RSS after MB',
      'KB / stream',
      'open all s',
      `idle CPU % (${IDLE_SECONDS} s)`,
      'heartbeat got',
      'deliver to all ms',
    ],
    rows.map((row) => [
      row.name,
      row.streams.toLocaleString('en'),
      row.rssBeforeMb.toFixed(0),
      row.rssAfterMb.toFixed(0),
      (((row.rssAfterMb - row.rssBeforeMb) * 1024) / row.streams).toFixed(1),
      row.openSeconds.toFixed(1),
      row.idleCpuPercent.toFixed(2),
      `${row.heartbeatClients.toLocaleString('en')}/${row.streams.toLocaleString('en')}`,
      row.deliveryMs.toFixed(0),
    ]),
  );
  const [small, large, redis] = rows as [Row, Row, Row];
  const perStream = (row: Row) => (row.rssAfterMb - row.rssBeforeMb) / row.streams;
  console.log(`\nRatios (same run), ${large.streams} vs ${small.streams} streams:`);
  console.log(`  RSS per stream ${(perStream(large) / perStream(small)).toFixed(2)}x`);
  console.log(`  delivery to all ${(large.deliveryMs / small.deliveryMs).toFixed(2)}x`);
  console.log(`  idle CPU ${(large.idleCpuPercent / Math.max(small.idleCpuPercent, 0.01)).toFixed(2)}x`);
  console.log(`  across Redis vs in-process delivery ${(redis.deliveryMs / large.deliveryMs).toFixed(2)}x`);
  const load2 = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  console.log(`\nload at the end: ${load2}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
