/**
 * npm run bench:basic-info — the shell's reads on PostgreSQL against 10,000 accounts of 2 profiles
 * with 3 weekly schedules each: GET /main/user/basic-info and /main/user/check-status-user-change,
 * beside the same statements replayed through `pg` in the same run (bench-runner.ts). The access-token
 * lookup is the first of each request's statements: what auth costs per request. Not part of `npm test`.
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test); a schema of its own is
 * created and dropped. BENCH_SECONDS (default 10) per scenario, BENCH_CONNECTIONS (default 10).
 */
import type pg from 'pg';
import { issueSession } from '../../server/auth/tokens.repository';
import {
  API_VS_SQL_HEADER,
  endpointAgainstItsSql,
  inBenchSchema,
  printTable,
  runBench,
  startBenchApp,
} from './bench-runner';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ACCOUNTS = 10_000;
const SCHEMA = `bench_basic_info_${process.pid}`;

async function seed(admin: pg.Client): Promise<void> {
  await admin.query(`set search_path = ${SCHEMA}`);
  await admin.query(`insert into users (phone, name)
    select '08' || lpad(g::text, 8, '0'), 'Bench ' || g from generate_series(1, ${ACCOUNTS}) g`);
  await admin.query(`insert into profiles (user_id, name, is_default, grade_id)
    select u.id, 'Hồ sơ ' || k || ' của ' || u.id, k = 1, 1 + (u.id + k) % 5
    from users u cross join generate_series(1, 2) k order by u.id, k`);
  await admin.query(`insert into profile_schedules (profile_id, course_title, weekday, start_time)
    select p.id, 'Tiếng Anh ' || k, 1 + (p.id + k) % 7, lpad((8 + k)::text, 2, '0') || ':00'
    from profiles p cross join generate_series(1, 3) k`);
  await admin.query('analyze');
}

async function main(): Promise<void> {
  await inBenchSchema(URL, SCHEMA, async ({ admin, db, capture, baseline }) => {
    await seed(admin);
    const { rows } = await admin.query<{ id: number; profile: number }>(
      `select u.id, p.id as profile from users u join profiles p on p.user_id = u.id and p.is_default
       where u.phone = '0800005000'`,
    );
    const account = rows[0]!;
    const session = await issueSession(db, account.id, account.profile);
    const headers = { access_token: session.accessToken, access_user: '0800005000' };

    const { app, origin } = await startBenchApp(db);

    const scenarios = [
      { name: 'basic-info', path: '/main/user/basic-info' },
      { name: 'check-status-user-change', path: '/main/user/check-status-user-change' },
    ];
    const table = await endpointAgainstItsSql({
      origin,
      scenarios,
      headers,
      capture,
      baseline,
      load: { seconds: SECONDS, connections: CONNECTIONS },
      replayOrder: 'sequential',
    });
    await app.close();
    printTable(API_VS_SQL_HEADER, table);
  });
}

runBench(main);
