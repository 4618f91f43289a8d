/**
 * npm run bench:notifications — GET /main/notification/list (first and deep pages, a filtered tab)
 * and the unread count against 1,000,000 notifications of 10,000 profiles in PostgreSQL, beside a
 * baseline measured in the same run: the very SQL statements the endpoint executed (captured from
 * Kysely's log), replayed through `pg` with the same concurrency. Not part of `npm test`.
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test); a schema of its own is
 * created and dropped. BENCH_SECONDS (default 10) per scenario, BENCH_CONNECTIONS (default 10).
 */
import type pg from 'pg';
import { issueSession } from '../../server/auth/tokens.repository';
import { encodeCursor } from '../../server/notification/notification.cursor';
import {
  API_VS_SQL_HEADER,
  endpointAgainstItsSql,
  inBenchSchema,
  printTable,
  runBench,
  startBenchApp,
} from './bench-runner';

const URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PROFILES = 10_000;
const TOTAL = 1_000_000;
/** One busy profile holds 50,000 rows so "deep" means page 4,000, not page 10. */
const HEAVY_ROWS = 50_000;
const DEEP_OFFSET = 40_000;
const SCHEMA = `bench_notifications_${process.pid}`;

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

async function main(): Promise<void> {
  await inBenchSchema(URL, SCHEMA, async ({ admin, db, capture, baseline }) => {
    await seed(admin);
    const session = await issueSession(db, 1, 1);
    const headers = { access_token: session.accessToken, access_user: '0800000001' };
    const deep = await admin.query<{ position: string; id: string }>(
      `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as position, id::text as id
       from notifications where profile_id = 1 and channel = 'IN_APP'
       order by created_at desc, id desc offset ${DEEP_OFFSET} limit 1`,
    );
    const deepCursor = encodeCursor({ createdAt: deep.rows[0]!.position, id: deep.rows[0]!.id });

    const { app, origin } = await startBenchApp(db);

    const scenarios = [
      { name: 'list, first page (ALL)', path: '/main/notification/list?limit=10&productType=ALL' },
      {
        name: `list, deep page (row ${DEEP_OFFSET.toLocaleString('en')})`,
        path: `/main/notification/list?limit=10&productType=ALL&cursor=${deepCursor}`,
      },
      { name: 'list, first page (CLUB)', path: '/main/notification/list?limit=10&productType=UNICLASS_CLUB' },
      { name: 'countUnread (/notify/list?limit=1)', path: '/main/notify/list?limit=1' },
    ];
    const rows = await endpointAgainstItsSql({
      origin,
      scenarios,
      headers,
      capture,
      baseline,
      load: { seconds: SECONDS, connections: CONNECTIONS },
      replayOrder: 'firstThenParallel',
    });
    await app.close();
    console.log(
      `\n${CONNECTIONS} connections, ${SECONDS} s per scenario; SQL = the same statements through pg\n`,
    );
    printTable(API_VS_SQL_HEADER, rows);
  });
}

runBench(main);
