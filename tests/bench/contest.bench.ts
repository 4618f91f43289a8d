/**
 * npm run bench:contest — the contest at national scale on PostgreSQL (issue 13), in a database of
 * its own that is created and dropped: PUPILS contest pupils (default 2,000,000) with results of
 * one round, ranks materialised by the server's own refresh; one province holds BIG_PROVINCE
 * (default 100,000) pupils.
 *
 * 1. A rankings page (pupils of a province and grade, page 50) and the "my rank" lookup, each
 *    through the API with autocannon beside the very SQL statements the endpoint executed
 *    (captured from Kysely's log), replayed through `pg` with the same concurrency: p99 ratio.
 *    "My rank" is one statement (token → contest profile → round → five rows), so its baseline is
 *    that one statement; the bench fails if the endpoint ran more.
 * 2. Results day: 200 concurrent readers on a mix of both reads (req/s, p99, errors).
 * 3. The XLSX export of the big province, streamed: peak RSS of the process while it streams,
 *    against the RSS before, and the same for a province ten times smaller.
 *
 * BENCH_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres), BENCH_SECONDS (default
 * 10), BENCH_CONNECTIONS (default 10), BENCH_PUPILS, BENCH_BIG_PROVINCE. Not part of `npm test`.
 */
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { refreshRanks } from '../../server/contest/contest.repository';
import { issueContestToken } from '../../server/contest/contest-registration.repository';
import { migrate } from '../../server/db/migrate';
import type { Database } from '../../server/db/schema';
import {
  API_VS_SQL_HEADER,
  endpointAgainstItsSql,
  printTable,
  runAutocannon,
  runBench,
  startBenchApp,
  statementCapture,
} from './bench-runner';

const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const READERS = 200;
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

async function main(): Promise<void> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${DB_NAME}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DB_NAME}`;
  const client = new pg.Client({ connectionString: url.toString() });
  const capture = statementCapture();
  const pool = new pg.Pool({ connectionString: url.toString(), max: 10 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: capture.log });
  try {
    await client.connect();
    await migrate(db);
    const { roundId, bigProvince, smallProvince } = await seed(client);
    const t = Date.now();
    await refreshRanks(db, roundId);
    await client.query('analyze');
    console.log(`ranks materialised (server refresh) in ${secondsSince(t)} s`);
    const pupil = await account(client, '0800000001', 'pupil', bigProvince);
    const provinceAdmin = await account(client, '0800000002', 'province_admin', bigProvince);
    const pupilToken = await issueContestToken(db, pupil.userId, pupil.profileId);
    const adminToken = await issueContestToken(db, provinceAdmin.userId, provinceAdmin.profileId);
    const pupilHeaders = { authorization: `Bearer ${pupilToken}` };

    const { app, origin } = await startBenchApp(db);
    const api = '/contest/api/contest';

    const scenarios = [
      {
        name: 'ranking page (pupils of a province, grade 3, page 50)',
        path: `${api}/ranking/student/province?roundId=${roundId}&provinceId=${bigProvince}&grade=3&page=50&size=20`,
      },
      {
        name: 'my rank (ranking/me, five rows, one statement)',
        path: `${api}/ranking/me?roundId=${roundId}`,
      },
    ];
    const rows = await endpointAgainstItsSql({
      origin,
      scenarios,
      headers: pupilHeaders,
      capture,
      baseline: { connectionString: url.toString() },
      load: { seconds: SECONDS, connections: CONNECTIONS },
      replayOrder: 'sequential',
    });
    if (rows[1]![1] !== '1')
      throw new Error(`my rank ran ${rows[1]![1]} statements; it must be one (issue 13)`);

    const resultsDay = await runAutocannon(
      origin,
      [
        scenarios[0]!.path,
        `${api}/ranking/me?roundId=${roundId}`,
        `${api}/ranking/student/school?roundId=${roundId}&page=0&size=20`,
        `${api}/ranking/province?roundId=${roundId}&page=0&size=50`,
      ],
      pupilHeaders,
      { seconds: SECONDS, connections: READERS },
    );

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
      `\n${PUPILS.toLocaleString('en')} pupils; ${CONNECTIONS} connections, ${SECONDS} s per scenario; SQL = the same statements through pg\n`,
    );
    printTable(API_VS_SQL_HEADER, rows);
    console.log(
      `\nresults day: ${READERS} concurrent readers, ${SECONDS} s: ${resultsDay.rps.toFixed(0)} req/s, ` +
        `p50 ${resultsDay.p50.toFixed(1)} ms, p99 ${resultsDay.p99.toFixed(1)} ms, errors/non-2xx ${resultsDay.errors}`,
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
