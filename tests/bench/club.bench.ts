/**
 * npm run bench:club — one page of the club feed (issue 11) at 1,000,000 posts in PostgreSQL: the
 * repository's own query (`feedPageQuery`, built and run through Kysely as `listFeed` does) beside
 * a baseline measured in the same run: the very SQL text and parameters it compiles to, sent
 * straight through `pg` with the same concurrency. First page vs a deep page (row 250,000 of the
 * busiest school) shows that keyset paging keeps a deep page as cheap as the first. Not part of
 * `npm test`.
 *
 * BENCH_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres): a database of its own,
 * bench_club_<pid>, is created there and dropped at the end. BENCH_SECONDS (default 10) per
 * scenario and side, BENCH_CONNECTIONS (default 10).
 */
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { feedPageQuery, listFeed } from '../../server/club/club-feed.repository';
import type { ClubViewer } from '../../server/club/club-viewer.repository';
import type { FeedCursor } from '../../server/club/feed-cursor';
import { migrate } from '../../server/db/migrate';
import type { Database } from '../../server/db/schema';
import type { ClubScope } from '../../src/domain/club';

const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const POSTS = 1_000_000;
const PROFILES = 10_000;
const SCHOOLS = 20;
const CLASSES = ['1A', '2A', '3A', '3B', '4A', '4C', '5B', '5C'];
const PAGE = 10;
const DEEP_ROW = 250_000;
const DATABASE = `bench_club_${process.pid}`;
const dbUrl = () => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DATABASE}`;
  return url.toString();
};

/**
 * Set-based: half of the profiles (so half of the posts) belong to one busy school; 90 % of the posts
 * are approved, the rest pending or rejected (with a reason), a few deleted.
 */
async function seed(client: pg.Client): Promise<number> {
  const started = Date.now();
  await client.query(`insert into schools (province_id, name, level)
    select (select min(id) from provinces), 'Trường thử nghiệm ' || g, 'primary' from generate_series(1, ${SCHOOLS}) g`);
  const { rows } = await client.query<{ id: number }>('select id from schools order by id');
  const busy = rows[0]!.id;
  await client.query(`insert into users (phone, name)
    select '08' || lpad(g::text, 8, '0'), 'Bench ' || g from generate_series(1, ${PROFILES}) g`);
  await client.query(`insert into profiles (user_id, name, is_default, grade_id, class_name, school_id)
    select u.id, 'Học sinh ' || u.id, true, 1 + u.id % 5,
           (array['${CLASSES.join("','")}'])[1 + u.id % ${CLASSES.length}],
           case when u.id <= ${PROFILES / 2} then ${busy}
                else (select id from schools order by id offset (u.id % ${SCHOOLS - 1}) + 1 limit 1) end
    from users u order by u.id`);
  await client.query(`insert into club_posts (profile_id, school_id, class_name, grade_id, content, status, reason,
      created_at, updated_at, submitted_at, deleted_at, like_count)
    select p.id, p.school_id, p.class_name, p.grade_id, 'Bài viết thử nghiệm số ' || g,
           case when g % 20 = 0 then 'PENDING' when g % 20 = 1 then 'REJECTED' else 'APPROVED' end,
           case when g % 20 = 1 then 'Nội dung chưa phù hợp với câu lạc bộ của trường.' end,
           now() - g * interval '3 seconds', now() - g * interval '3 seconds', now() - g * interval '3 seconds',
           case when g % 997 = 0 then now() end, g % 7
    from generate_series(1, ${POSTS}) g
    join profiles p on p.id = (select min(id) from profiles) + (g % ${PROFILES})`);
  await client.query('analyze');
  console.log(
    `seeded ${POSTS.toLocaleString('en')} posts in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return busy;
}

interface Result {
  runs: number;
  p50: number;
  p99: number;
}

/** CONNECTIONS workers call `run` back to back for SECONDS; latency of each call. */
async function measure(run: () => Promise<unknown>): Promise<Result> {
  const latencies: number[] = [];
  const deadline = Date.now() + SECONDS * 1000;
  const worker = async () => {
    while (Date.now() < deadline) {
      const start = performance.now();
      await run();
      latencies.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { runs: latencies.length, p50: at(0.5), p99: at(0.99) };
}

async function main(): Promise<void> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${DATABASE}`);
  const pool = new pg.Pool({ connectionString: dbUrl(), max: CONNECTIONS });
  const rawPool = new pg.Pool({ connectionString: dbUrl(), max: CONNECTIONS });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const client = new pg.Client({ connectionString: dbUrl() });
  try {
    await migrate(db);
    await client.connect();
    const busy = await seed(client);
    const viewerRow = await client.query<{ id: number; class_name: string; grade_id: number }>(
      'select id, class_name, grade_id from profiles where school_id = $1 order by id limit 1',
      [busy],
    );
    const v = viewerRow.rows[0]!;
    const viewer: ClubViewer = {
      profileId: v.id,
      schoolId: busy,
      className: v.class_name,
      gradeId: v.grade_id,
    };
    const deep = await client.query<{ created_key: string; id: number }>(
      `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_key, id
       from club_posts where school_id = $1 and status = 'APPROVED' and deleted_at is null
       order by created_at desc, id desc offset ${DEEP_ROW} limit 1`,
      [busy],
    );
    const deepCursor: FeedCursor = { createdAt: deep.rows[0]!.created_key, id: deep.rows[0]!.id };
    const schoolPosts = await client.query<{ n: string }>(
      `select count(*) as n from club_posts where school_id = $1 and status = 'APPROVED' and deleted_at is null`,
      [busy],
    );
    console.log(`busiest school: ${Number(schoolPosts.rows[0]!.n).toLocaleString('en')} approved posts`);

    const scenarios: Array<{ name: string; scope: ClubScope; cursor: FeedCursor | null }> = [
      { name: 'school, first page', scope: 'school', cursor: null },
      {
        name: `school, deep page (row ${DEEP_ROW.toLocaleString('en')})`,
        scope: 'school',
        cursor: deepCursor,
      },
      { name: 'class, first page', scope: 'class', cursor: null },
      { name: 'mine, first page', scope: 'mine', cursor: null },
    ];
    const rows: string[][] = [];
    const p99s: Record<string, number> = {};
    for (const s of scenarios) {
      const compiled = feedPageQuery(viewer, s.scope, s.cursor, PAGE).compile(db);
      const probe = await feedPageQuery(viewer, s.scope, s.cursor, PAGE).execute(db);
      if (probe.rows.length !== PAGE + 1) throw new Error(`${s.name}: ${probe.rows.length} rows`);
      const repo = await measure(() => feedPageQuery(viewer, s.scope, s.cursor, PAGE).execute(db));
      const raw = await measure(() => rawPool.query(compiled.sql, compiled.parameters as unknown[]));
      p99s[s.name] = repo.p99;
      rows.push([
        s.name,
        (repo.runs / SECONDS).toFixed(0),
        repo.p50.toFixed(2),
        repo.p99.toFixed(2),
        (raw.runs / SECONDS).toFixed(0),
        raw.p50.toFixed(2),
        raw.p99.toFixed(2),
        (repo.p99 / Math.max(raw.p99, 0.01)).toFixed(2),
      ]);
    }
    // The whole page as the endpoint builds it (ids + posts, images, likes), for scale.
    const full = await measure(() => listFeed(db, viewer, 'school', undefined, PAGE));
    const header = [
      'scenario',
      'repo q/s',
      'repo p50 ms',
      'repo p99 ms',
      'raw q/s',
      'raw p50 ms',
      'raw p99 ms',
      'p99 ×',
    ];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
    console.log(
      `\n${POSTS.toLocaleString('en')} posts, ${CONNECTIONS} connections, ${SECONDS} s per side; raw = the same compiled SQL through pg\n`,
    );
    console.log(line(header));
    console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
    for (const row of rows) console.log(line(row));
    const first = p99s[scenarios[0]!.name]!;
    const deepP99 = p99s[scenarios[1]!.name]!;
    console.log(`\ndeep page p99 / first page p99: ${(deepP99 / Math.max(first, 0.01)).toFixed(2)}`);
    console.log(
      `listFeed (ids + hydration), school first page: ${(full.runs / SECONDS).toFixed(0)} pages/s, p50 ${full.p50.toFixed(2)} ms, p99 ${full.p99.toFixed(2)} ms`,
    );
  } finally {
    await client.end().catch(() => undefined);
    await db.destroy();
    await rawPool.end();
    await admin.query(`drop database if exists ${DATABASE} with (force)`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
