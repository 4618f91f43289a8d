/**
 * npm run bench:loyalty — POST /main/loyalty/rewards/{id}/redeem at BENCH_CONNECTIONS (default 50)
 * connections on PostgreSQL, each connection redeeming for its own profile with a fresh
 * Idempotency-Key per request, beside a baseline measured in the same run: the plain balance UPDATE
 * (`update profiles set loyalty_coin = loyalty_coin - price where id = $1 and loyalty_coin >= price`)
 * at the same concurrency through a pool of the same size. Not part of `npm test`.
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test); a schema of its own is
 * created and dropped. BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 50).
 */
import autocannon from 'autocannon';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { issueSession } from '../../server/auth/tokens.repository';
import { loadConfig } from '../../server/config';
import { migrate } from '../../server/db/migrate';
import type { Database } from '../../server/db/schema';

const URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** The app's own pool size (server/db/database.ts). */
const POOL_SIZE = 10;
const SCHEMA = `bench_loyalty_${process.pid}`;
const PHONE = '0800000001';

interface Result {
  rps: number;
  p50: number;
  p99: number;
  total: number;
}

async function seed(admin: pg.Client): Promise<{ profileIds: number[]; rewardId: number }> {
  await admin.query(`set search_path = ${SCHEMA}`);
  await admin.query(`insert into users (phone, name) values ('${PHONE}', 'Bench')`);
  await admin.query(`insert into profiles (user_id, name, is_default, grade_id)
    select 1, 'Bench profile ' || g, g = 1, 3 from generate_series(1, ${CONNECTIONS}) g`);
  // Balances arrive through the ledger like every balance (the trigger applies them).
  await admin.query(`insert into loyalty_ledger (profile_id, currency, amount, reason, idempotency_key)
    select id, 'coin', 1000000000, 'opening_balance', 'bench' from profiles`);
  await admin.query(
    `insert into loyalty_categories (code, name, kind) values ('STICKER', 'Nhãn dán', 'STICKER')`,
  );
  const reward = await admin.query<{
    id: number;
  }>(`insert into loyalty_rewards (category_id, name, image, currency, price)
    values (1, 'Nhãn thử', 'loyalty/stickers/co-len.svg', 'coin', 1) returning id`);
  const profiles = await admin.query<{ id: number }>('select id from profiles order by id');
  await admin.query('analyze');
  return { profileIds: profiles.rows.map((r) => r.id), rewardId: reward.rows[0]!.id };
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

function redeemThroughApi(url: string, token: string, profileIds: number[]): Promise<Result> {
  let connection = 0;
  let request = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        method: 'POST',
        connections: CONNECTIONS,
        duration: SECONDS,
        headers: { access_token: token, access_user: PHONE, 'content-type': 'application/json' },
        requests: [
          {
            setupRequest: (req, context) => {
              context.profileId ??= profileIds[connection++ % profileIds.length]!;
              request += 1;
              return {
                ...req,
                headers: { ...req.headers, 'idempotency-key': `bench-${request}` },
                body: JSON.stringify({ profile_id: context.profileId }),
              };
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        if (result.non2xx > 0) return reject(new Error(`redeem: ${result.non2xx} non-2xx answers`));
        resolve({
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          total: result.requests.total,
        });
      },
    );
  });
}

async function plainUpdate(pool: pg.Pool, profileIds: number[]): Promise<Result> {
  const latencies: number[] = [];
  const deadline = Date.now() + SECONDS * 1000;
  const worker = async (profileId: number) => {
    while (Date.now() < deadline) {
      const start = performance.now();
      const res = await pool.query(
        'update profiles set loyalty_coin = loyalty_coin - $2 where id = $1 and loyalty_coin >= $2',
        [profileId, 1],
      );
      if (res.rowCount !== 1) throw new Error('baseline update changed no row');
      latencies.push(performance.now() - start);
    }
  };
  await Promise.all(profileIds.map(worker));
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / SECONDS,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    total: latencies.length,
  };
}

async function main(): Promise<void> {
  const admin = new pg.Client({ connectionString: URL });
  await admin.connect();
  await admin.query(`create schema ${SCHEMA}`);
  const options = `-c search_path=${SCHEMA}`;
  const pool = new pg.Pool({ connectionString: URL, max: POOL_SIZE, options });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const baselinePool = new pg.Pool({ connectionString: URL, max: POOL_SIZE, options });
  try {
    await migrate(db);
    const { profileIds, rewardId } = await seed(admin);
    const session = await issueSession(db, 1, profileIds[0]!);
    const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', ALLOW_OUTBOX_SMS: '1' });
    const app = await buildApp({ db, config, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const url = `http://127.0.0.1:${port}/main/loyalty/rewards/${rewardId}/redeem`;

    const api = await redeemThroughApi(url, session.accessToken, profileIds);
    await app.close();
    // The books must balance after the storm: one ledger entry and one owned item per redeem, and
    // every balance equal to its ledger (checked before the baseline, which bypasses the ledger).
    const check = await admin.query<{ entries: number; owned: number; drift: number }>(`
      select (select count(*)::int from loyalty_ledger where reason = 'redeem') as entries,
             (select count(*)::int from loyalty_owned_items) as owned,
             (select count(*)::int from profiles p
               where p.loyalty_coin <> (select sum(amount) from loyalty_ledger l where l.profile_id = p.id)) as drift`);
    const books = check.rows[0]!;
    const baseline = await plainUpdate(baselinePool, profileIds);

    const rows = [
      ['redeem (API, Idempotency-Key)', api],
      ['plain balance UPDATE (pg)', baseline],
    ] as const;
    console.log(
      `\n${CONNECTIONS} connections, ${SECONDS} s each, pool of ${POOL_SIZE}, PostgreSQL ${URL.replace(/\/\/.*@/, '//')}\n`,
    );
    console.log('| scenario | req/s | p50 ms | p99 ms | requests |');
    console.log('|---|---|---|---|---|');
    for (const [name, r] of rows)
      console.log(
        `| ${name} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.total} |`,
      );
    console.log(
      `\nredeem vs plain UPDATE: throughput ×${(api.rps / Math.max(baseline.rps, 1)).toFixed(2)}, ` +
        `p99 ×${(api.p99 / Math.max(baseline.p99, 0.1)).toFixed(2)}`,
    );
    console.log(
      `books after the redeems: ${books.entries} ledger entries, ${books.owned} owned items, ` +
        `${books.drift} balances differing from their ledger`,
    );
    if (books.entries !== books.owned || books.drift !== 0) throw new Error('the books do not balance');
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
