/**
 * npm run bench:contest — the contest at national scale on PostgreSQL (issue 13), in a database of
 * its own that is created and dropped: PUPILS contest pupils (default 2,000,000) with results of
 * one round, rankings materialised by the round's close job (timed); one province holds BIG_PROVINCE
 * (default 100,000) pupils.
 *
 * 1. A rankings page (pupils of a province and grade, page 50) and the "my rank" lookup, each
 *    through the API with autocannon beside the SQL statements the endpoint executed (captured from
 *    Kysely's log), replayed through `pg` with the same concurrency: p99 ratio. "My rank" is one
 *    statement (token → contest profile → round → its rows). A page is the caller's access (one
 *    statement), then the page's read (one more) unless the instance holds the page: with the page
 *    cache on, the SQL side is the page's read alone; with it off, both statements. The bench fails
 *    if an endpoint ran other statements. Beside them, the floor of HTTP itself: a bare Fastify
 *    route answering a constant, at the same concurrency.
 * 2. Results day: 100 connections on 70 % "my rank" and 30 % a ranking page, against the
 *    per-request path (the same answers computed from contest_results when asked) in the same run.
 * 3. The XLSX export of the big province, streamed: peak RSS of the process while it streams,
 *    against the RSS before, and the same for a province ten times smaller.
 *
 * BENCH_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres), BENCH_SECONDS (default
 * 10), BENCH_CONNECTIONS (default 10: HTTP clients, and SQL clients of the baseline), BENCH_POOL
 * (default 10, the app's DATABASE_POOL_SIZE: database connections of the app, and shared by the
 * baseline's clients, so 100 clients fit a server of max_connections 100), BENCH_WARMUP (default
 * 3: unmeasured seconds on the endpoint and the bare handler before each is measured), BENCH_PUPILS,
 * BENCH_BIG_PROVINCE. Not part of `npm test`.
 */
import { loadavg } from 'node:os';
import Fastify from 'fastify';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { drainRankJobs, enqueueClosedRounds } from '../../server/contest/contest-rank-jobs';
import { issueContestToken } from '../../server/contest/contest-registration.repository';
import { migrate } from '../../server/db/migrate';
import type { Database } from '../../server/db/schema';
import {
  API_VS_SQL_HEADER,
  endpointAgainstItsSql,
  listenLocally,
  printTable,
  runAutocannon,
  runBench,
  type Scenario,
  startBenchApp,
  statementCapture,
} from './bench-runner';

const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const POOL = Number(process.env.BENCH_POOL ?? 10);
const WARM_UP = Number(process.env.BENCH_WARMUP ?? 3);
const READERS = 100;
const PUPILS = Number(process.env.BENCH_PUPILS ?? 2_000_000);
const BIG_PROVINCE = Number(process.env.BENCH_BIG_PROVINCE ?? 100_000);
const SCHOOLS_PER_PROVINCE = 150;
const DB_NAME = `bench_contest_${process.pid}`;

const secondsSince = (start: number) => ((Date.now() - start) / 1000).toFixed(1);

async function seed(
  client: pg.Client,
): Promise<{ roundId: number; bigProvince: number; smallProvince: number }> {
  let t = Date.now();
  const provinces = (await client.query<{ id: number }>('select id from provinces order by id')).rows.map(
    (r) => r.id,
  );
  const bigProvince = provinces[0]!;
  const others = provinces.slice(1);
  await client.query(`insert into schools (province_id, name, level)
    select p.id, 'Trường bench ' || p.id || '-' || k, 'primary'
      from provinces p cross join generate_series(1, ${SCHOOLS_PER_PROVINCE}) k`);
  // Schools of a province numbered 0..n-1, so a pupil picks one with a modulo.
  await client.query(`create temporary table bench_schools as
    select id, province_id, (row_number() over (partition by province_id order by id) - 1)::int as k
      from schools where name like 'Trường bench %'`);
  await client.query('create index on bench_schools (province_id, k)');
  // BIG_PROVINCE pupils in the first province, the rest spread over the others; grades 1–5.
  await client.query(`insert into contest_profiles (name, role, school_id, province_id, grade, class_name)
    select 'Học sinh ' || g, 'pupil', s.id, s.province_id, 1 + g % 5, (1 + g % 5) || 'A'
      from generate_series(1, ${PUPILS}) g
      join bench_schools s
        on s.province_id = case when g <= ${BIG_PROVINCE} then ${bigProvince}
                                else (array[${others.join(',')}])[1 + g % ${others.length}] end
       and s.k = (g / 7) % ${SCHOOLS_PER_PROVINCE}`);
  console.log(`contest_profiles: ${PUPILS.toLocaleString('en')} in ${secondsSince(t)} s`);
  t = Date.now();
  const round = await client.query<{
    id: number;
  }>(`insert into contest_rounds (name, start_time, end_time, duration_minutes)
    values ('Vòng bench', now() - interval '2 days', now() - interval '1 day', 30) returning id`);
  const roundId = round.rows[0]!.id;
  await client.query(`insert into contest_results (round_id, contest_profile_id, province_id, school_id, grade, score, time_used_ms)
    select ${roundId}, id, province_id, school_id, grade, (id::bigint * 7919) % 61, 60000 + (id::bigint * 104729) % 1740000
      from contest_profiles where role = 'pupil'`);
  await client.query('analyze');
  console.log(`contest_results in ${secondsSince(t)} s`);
  const small = await client.query<{ province_id: number }>(
    `select province_id from contest_results where round_id = ${roundId} and province_id <> ${bigProvince}
      group by province_id order by count(*) limit 1`,
  );
  return { roundId, bigProvince, smallProvince: small.rows[0]!.province_id };
}

/** A main-app account with a linked contest profile (a pupil of the big province, or its admin). */
async function account(
  client: pg.Client,
  phone: string,
  role: 'pupil' | 'province_admin',
  provinceId: number,
): Promise<{ userId: number; profileId: number }> {
  const user = await client.query<{ id: number }>(
    `insert into users (phone, name) values ($1, 'Bench') returning id`,
    [phone],
  );
  const userId = user.rows[0]!.id;
  const profile = await client.query<{ id: number }>(
    `insert into profiles (user_id, name, is_default, is_contest) values ($1, 'Bench', true, true) returning id`,
    [userId],
  );
  const profileId = profile.rows[0]!.id;
  if (role === 'pupil') {
    // Link one existing pupil of the big province to this account.
    await client.query(
      `update contest_profiles set profile_id = $1
        where id = (select id from contest_profiles where province_id = $2 and grade = 3 order by id offset 5000 limit 1)`,
      [profileId, provinceId],
    );
  } else {
    await client.query(
      `insert into contest_profiles (profile_id, name, role, province_id) values ($1, 'Sở bench', 'province_admin', $2)`,
      [profileId, provinceId],
    );
  }
  return { userId, profileId };
}

/** Streams an export to nowhere while sampling RSS; answers bytes, seconds and peak RSS in MB. */
async function measureExport(url: string, headers: Record<string, string>) {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  const response = await fetch(url, { headers });
  if (!response.ok || !response.body) throw new Error(`${url}: HTTP ${response.status}`);
  let bytes = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
  }
  clearInterval(sampler);
  const mb = (n: number) => n / 1024 / 1024;
  return {
    bytes,
    seconds: (performance.now() - started) / 1000,
    rssBeforeMb: mb(before),
    rssPeakMb: mb(peak),
  };
}

/**
 * The per-request path the materialisation replaces: every answer computed from contest_results
 * when asked (window functions over the group for a page; counts and averages over the groups for
 * "my rank"), on a pool as large as the app's. It skips the token lookup, so it is the cheaper side.
 */
async function startPerRequestPath(
  connectionString: string,
  roundId: number,
  mainProfileId: number,
  provinceId: number,
) {
  const pool = new pg.Pool({ connectionString, max: 10 });
  const me = await pool.query<{ id: number }>('select id from contest_profiles where profile_id = $1', [
    mainProfileId,
  ]);
  const contestProfileId = me.rows[0]!.id;
  const app = Fastify({ logger: false });
  app.get('/page', async () => {
    const rows = await pool.query(
      `select x.*, cp.name, cp.class_name, s.name as school_name, pv.name as province_name
         from (select contest_profile_id, score, time_used_ms, grade, province_id, school_id,
                      rank() over (order by score desc, time_used_ms) as rank, count(*) over () as group_size
                 from contest_results where round_id = $1 and province_id = $2 and grade = 3
                order by rank, contest_profile_id offset 1000 limit 20) x
         join contest_profiles cp on cp.id = x.contest_profile_id
         join schools s on s.id = x.school_id
         join provinces pv on pv.id = x.province_id`,
      [roundId, provinceId],
    );
    return { errorCode: 0, message: '', data: rows.rows };
  });
  app.get('/me', async () => {
    const rows = await pool.query(
      `with me as (select * from contest_results where round_id = $1 and contest_profile_id = $2),
            better as (select r.* from contest_results r, me where r.round_id = $1 and r.grade = me.grade
                          and r.province_id = me.province_id),
            schools as (select school_id, grade, province_id, avg(score) as average
                          from contest_results where round_id = $1 group by school_id, grade, province_id),
            schools_all as (select school_id, province_id, avg(score) as average
                              from contest_results where round_id = $1 group by school_id, province_id),
            provinces as (select province_id, avg(score) as average
                            from contest_results where round_id = $1 group by province_id)
       select (select 1 + count(*) filter (where (b.score, -b.time_used_ms) > (me.score, -me.time_used_ms))
                 from better b) as province_rank,
              (select count(*) from better) as province_size,
              (select 1 + count(*) filter (where (b.score, -b.time_used_ms) > (me.score, -me.time_used_ms)
                                             and b.school_id = me.school_id)
                 from better b) as school_rank,
              (select 1 + count(*) from schools s where s.grade = me.grade and s.average >
                 (select average from schools where school_id = me.school_id and grade = me.grade)) as school_in_grade,
              (select 1 + count(*) from schools_all s where s.province_id = me.province_id and s.average >
                 (select average from schools_all where school_id = me.school_id)) as school_in_province,
              (select 1 + count(*) from provinces p where p.average >
                 (select average from provinces where province_id = me.province_id)) as province
         from me`,
      [roundId, contestProfileId],
    );
    return { errorCode: 0, message: '', data: rows.rows };
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

/** The floor of HTTP on this machine at the bench's concurrency: a route with nothing behind it. */
async function constantRoute() {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ errorCode: 0, message: '', data: { totalElements: 0, content: [] } }));
  const origin = await listenLocally(app);
  try {
    return await runAutocannon(origin, ['/'], {}, { seconds: SECONDS, connections: CONNECTIONS });
  } finally {
    await app.close();
  }
}

async function main(): Promise<void> {
  console.log(
    `load average at the start: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(', ')}`,
  );
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${DB_NAME}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DB_NAME}`;
  const client = new pg.Client({ connectionString: url.toString() });
  const capture = statementCapture();
  const pool = new pg.Pool({ connectionString: url.toString(), max: POOL });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: capture.log });
  try {
    await client.connect();
    await migrate(db);
    const { roundId, bigProvince, smallProvince } = await seed(client);
    const t = Date.now();
    await enqueueClosedRounds(db);
    const runs = await drainRankJobs(db);
    const recomputeSeconds = secondsSince(t);
    if (runs.length !== 1 || runs[0]!.roundId !== roundId) throw new Error('the close job did not run once');
    // The recompute rewrote every result row: vacuum now, or autovacuum would work through the dead
    // rows during the measurements (results day comes long after the round's close job).
    await client.query('vacuum analyze');
    console.log(`rankings materialised (the round's close job) in ${recomputeSeconds} s`);
    const pupil = await account(client, '0800000001', 'pupil', bigProvince);
    const provinceAdmin = await account(client, '0800000002', 'province_admin', bigProvince);
    const pupilToken = await issueContestToken(db, pupil.userId, pupil.profileId);
    const adminToken = await issueContestToken(db, provinceAdmin.userId, provinceAdmin.profileId);
    const pupilHeaders = { authorization: `Bearer ${pupilToken}` };

    const { app, origin } = await startBenchApp(db);
    const uncached = await startBenchApp(db, { RANKING_PAGE_CACHE_ROWS: '0' });
    const api = '/contest/api/contest';
    const pagePath = `${api}/ranking/student/province?roundId=${roundId}&provinceId=${bigProvince}&grade=3&page=50&size=20`;
    const mePath = `${api}/ranking/me?roundId=${roundId}`;

    const scenarios: Scenario[] = [
      {
        // Its first request reads the caller's access, then the page; later ones the access alone.
        // The SQL side is the page's read alone: "the raw SQL of reading the precomputed page".
        name: 'ranking page (pupils of a province, grade 3, page 50), page cache on',
        path: pagePath,
        baseline: (captured) => captured.slice(1),
      },
      {
        name: 'the same page, cache off (RANKING_PAGE_CACHE_ROWS=0)',
        path: pagePath,
        origin: uncached.origin,
      },
      { name: 'my rank (ranking/me, five rows, one statement)', path: mePath },
    ];
    const rows = await endpointAgainstItsSql({
      origin,
      scenarios,
      headers: pupilHeaders,
      capture,
      baseline: { connectionString: url.toString() },
      load: { seconds: SECONDS, connections: CONNECTIONS, poolSize: POOL },
      replayOrder: 'sequential',
      warmUpSeconds: WARM_UP,
    });
    await uncached.app.close();
    // A page: the caller's access, then the page (one statement each); "my rank": one statement.
    for (const [index, expected] of ['2 (SQL: 1)', '2', '1'].entries())
      if (rows[index]![1] !== expected)
        throw new Error(`${scenarios[index]!.name} ran ${rows[index]![1]} statements, not ${expected}`);
    const httpFloor = await constantRoute();

    // Results day: 70 % "my rank", 30 % a ranking page, against the per-request path in the same run.
    const mix = (me: string, page: string) => [...Array<string>(7).fill(me), ...Array<string>(3).fill(page)];
    const resultsDay = await runAutocannon(origin, mix(mePath, pagePath), pupilHeaders, {
      seconds: SECONDS,
      connections: READERS,
    });
    const perRequest = await startPerRequestPath(url.toString(), roundId, pupil.profileId, bigProvince);
    const perRequestDay = await runAutocannon(
      perRequest.origin,
      mix('/me', '/page'),
      {},
      {
        seconds: SECONDS,
        connections: READERS,
      },
    );
    await perRequest.close();

    const adminHeaders = { authorization: `Bearer ${adminToken}` };
    const smallCount = await client.query<{ n: string }>(
      `select count(*) as n from contest_results where round_id = $1 and province_id = $2`,
      [roundId, smallProvince],
    );
    // The province admin may export only their own province: export the small one as its admin too.
    await client.query('update contest_profiles set province_id = $1 where profile_id = $2', [
      smallProvince,
      provinceAdmin.profileId,
    ]);
    const smallExport = await measureExport(
      `${origin}${api}/ranking/export/province?roundId=${roundId}&provinceId=${smallProvince}`,
      adminHeaders,
    );
    await client.query('update contest_profiles set province_id = $1 where profile_id = $2', [
      bigProvince,
      provinceAdmin.profileId,
    ]);
    const bigExport = await measureExport(
      `${origin}${api}/ranking/export/province?roundId=${roundId}&provinceId=${bigProvince}`,
      adminHeaders,
    );
    await app.close();

    console.log(
      `\n${PUPILS.toLocaleString('en')} pupils; ${CONNECTIONS} connections on a pool of ${POOL}, ${SECONDS} s per scenario; ` +
        `SQL = the same statements through pg (${CONNECTIONS} clients, ${POOL} connections)\n`,
    );
    printTable(API_VS_SQL_HEADER, rows);
    console.log(
      `HTTP floor (a bare Fastify route answering a constant, no database), ${CONNECTIONS} connections: ` +
        `${httpFloor.rps.toFixed(0)} req/s, p50 ${httpFloor.p50.toFixed(1)} ms, p99 ${httpFloor.p99.toFixed(1)} ms`,
    );
    console.log(
      `load average at the end: ${loadavg()
        .map((n) => n.toFixed(2))
        .join(', ')}`,
    );
    console.log(`\nresults day (70 % my rank, 30 % page 50), ${READERS} connections, ${SECONDS} s each:`);
    for (const [name, r] of [
      ['materialised (the API)', resultsDay],
      ['per request (on-the-fly SQL, no auth)', perRequestDay],
    ] as const) {
      console.log(
        `  ${name}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ` +
          `errors/non-2xx ${r.errors}`,
      );
    }
    console.log(
      `  throughput ratio ${(resultsDay.rps / Math.max(perRequestDay.rps, 0.001)).toFixed(1)}×; ` +
        `recompute of the round (${PUPILS.toLocaleString('en')} pupils) ${recomputeSeconds} s`,
    );
    for (const [name, rowsCount, e] of [
      ['export, small province', Number(smallCount.rows[0]!.n), smallExport],
      ['export, big province', BIG_PROVINCE, bigExport],
    ] as const) {
      console.log(
        `${name} (${rowsCount.toLocaleString('en')} rows): ${(e.bytes / 1024 / 1024).toFixed(1)} MB in ${e.seconds.toFixed(1)} s, ` +
          `RSS ${e.rssBeforeMb.toFixed(0)} MB before → peak ${e.rssPeakMb.toFixed(0)} MB`,
      );
    }
  } finally {
    await db.destroy();
    await client.end().catch(() => {});
    await admin.query(`drop database if exists ${DB_NAME} with (force)`);
    await admin.end();
  }
}

runBench(main);
