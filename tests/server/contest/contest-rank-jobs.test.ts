import type { LightMyRequestResponse } from 'fastify';
import { type KyselyPlugin, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONTEST_MESSAGES } from '../../../server/contest/contest-messages';
import { drainRankJobs, enqueueClosedRounds } from '../../../server/contest/contest-rank-jobs';
import { ERROR_CODES } from '../../../src/contracts/error-codes';
import { medalLevel } from '../../../src/domain/contest';
import { createTestApp, engines, type TestApp } from '../support/test-app';
import { expectError, expectOk } from '../user/user-test-kit';
import { ADMIN_PHONE, contestGet, contestLogin, createClosedRound, PUPIL_PHONE } from './contest-kit';

interface Row {
  rank: number;
  rankLevel: string;
  profileId?: number;
  schoolId?: number;
  provinceId?: number;
  score: number;
  participants?: number;
}
const okAs = <T>(res: LightMyRequestResponse) => expectOk(res) as T;

interface Page {
  totalElements: number;
  content: Row[];
}

/** Issue 35: rankings materialised once per round close by a job; pages read by position ranges. */
describe.each(engines())('materialised rankings (%s)', (engine) => {
  let t: TestApp;
  let pupilToken: string;
  let adminToken: string;
  let school: { id: number; provinceId: number };
  let grade: number;
  beforeAll(async () => {
    t = await createTestApp({ engine });
    const pupil = await contestLogin(t, PUPIL_PHONE);
    pupilToken = pupil.token;
    adminToken = (await contestLogin(t, ADMIN_PHONE)).token;
    school = { id: pupil.profile.schoolId as number, provinceId: pupil.profile.provinceId };
    grade = pupil.profile.grade as number;
  });
  afterAll(async () => {
    await t.close();
  });

  /**
   * A round that ended an hour ago with `n` results in the pupil's school and grade (scores with
   * ties: score and time repeat every 4 and 3 pupils), plus the seeded pupil's, marked stale as a
   * submit would leave it.
   */
  async function closedRound(n: number): Promise<number> {
    const roundId = await createClosedRound(t, `Vòng đóng ${n}`, { ranksDirty: true });
    const profiles = await t.db
      .insertInto('contest_profiles')
      .values(
        Array.from({ length: n }, (_, i) => ({
          name: `Học sinh xếp hạng ${i}`,
          school_id: school.id,
          province_id: school.provinceId,
          grade,
        })),
      )
      .returning('id')
      .execute();
    const me = await t.db
      .selectFrom('contest_profiles as cp')
      .innerJoin('profiles as p', 'p.id', 'cp.profile_id')
      .innerJoin('users as u', 'u.id', 'p.user_id')
      .select('cp.id')
      .where('u.phone', '=', PUPIL_PHONE)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('contest_results')
      .values(
        [...profiles.map((p) => p.id), me.id].map((id, i) => ({
          round_id: roundId,
          contest_profile_id: id,
          province_id: school.provinceId,
          school_id: school.id,
          grade,
          score: 100 - (i % 4) * 10,
          time_used_ms: 60_000 + (i % 3) * 1000,
        })),
      )
      .execute();
    return roundId;
  }

  /** The old on-the-fly ranking of a pupil group: rank() over score desc, time used, when asked. */
  async function onTheFly(roundId: number, scope: 'province_id' | 'school_id', groupId: number) {
    const rows = await sql<{ id: number; rank: number; n: number }>`
      select contest_profile_id as id, rank() over (order by score desc, time_used_ms)::int as rank,
             count(*) over ()::int as n
        from contest_results
       where round_id = ${roundId} and ${sql.ref(scope)} = ${groupId} and grade = ${grade}
       order by score desc, time_used_ms, contest_profile_id`.execute(t.db);
    return rows.rows.map((r) => ({ profileId: r.id, rank: r.rank, rankLevel: medalLevel(r.rank, r.n) }));
  }

  async function allPages(url: string, size: number): Promise<{ total: number; rows: Row[]; pages: number }> {
    const rows: Row[] = [];
    let total = -1;
    let pages = 0;
    for (let page = 0; ; page++) {
      const body = okAs<Page>(await contestGet(t, `${url}&page=${page}&size=${size}`, pupilToken));
      total = body.totalElements;
      pages++;
      if (body.content.length === 0) break;
      expect(body.content.length).toBeLessThanOrEqual(size);
      rows.push(...body.content);
    }
    return { total, rows, pages };
  }

  it('runs the close job once per close and materialises what the on-the-fly ranking says (ties and medals)', async () => {
    const roundId = await closedRound(23);
    expect(await enqueueClosedRounds(t.db)).toBeGreaterThanOrEqual(1);
    expect(await enqueueClosedRounds(t.db)).toBe(0);
    const runs = await drainRankJobs(t.db);
    expect(runs.filter((r) => r.roundId === roundId)).toEqual([
      expect.objectContaining({ reason: 'close', recomputed: true }),
    ]);
    expect(await drainRankJobs(t.db)).toEqual([]);
    expect(await enqueueClosedRounds(t.db)).toBe(0);

    for (const [path, scope, groupId] of [
      ['student/school', 'school_id', school.id],
      ['student/province', 'province_id', school.provinceId],
    ] as const) {
      const { total, rows } = await allPages(
        `/api/contest/ranking/${path}?roundId=${roundId}&grade=${grade}`,
        5,
      );
      const expected = await onTheFly(roundId, scope, groupId);
      expect(total).toBe(expected.length);
      expect(rows.map((r) => ({ profileId: r.profileId, rank: r.rank, rankLevel: r.rankLevel }))).toEqual(
        expected,
      );
    }
    // Ties: 24 rows, score repeats every 4 and time every 3, so equal (score, time) pairs share a rank.
    const ranks = (await onTheFly(roundId, 'school_id', school.id)).map((r) => r.rank);
    expect(new Set(ranks).size).toBeLessThan(ranks.length);
  });

  it('pupil rankings stay scoped to the caller’s own province and school', async () => {
    const roundId = await closedRound(2);
    await drainRankJobs(t.db);
    const other = await t.db
      .selectFrom('provinces')
      .select('id')
      .where('id', '<>', school.provinceId)
      .executeTakeFirstOrThrow();
    expectError(
      await contestGet(
        t,
        `/api/contest/ranking/student/province?roundId=${roundId}&grade=${grade}&provinceId=${other.id}`,
        pupilToken,
      ),
      403,
    );
  });

  it('answers a read before the job by computing the round on that read; the close job then has nothing to do', async () => {
    const roundId = await closedRound(7);
    const first = okAs<Page>(
      await contestGet(
        t,
        `/api/contest/ranking/student/school?roundId=${roundId}&grade=${grade}`,
        pupilToken,
      ),
    );
    expect(first.totalElements).toBe(8);
    expect(first.content.map((r) => r.rank)).toEqual(
      (await onTheFly(roundId, 'school_id', school.id)).map((r) => r.rank),
    );
    await enqueueClosedRounds(t.db);
    const runs = (await drainRankJobs(t.db)).filter((r) => r.roundId === roundId);
    expect(runs).toEqual([expect.objectContaining({ reason: 'close', recomputed: false })]);
  });

  it('pages by position with no gap and no duplicate, for pupils, schools and provinces', async () => {
    const roundId = await closedRound(31);
    await drainRankJobs(t.db);
    for (const [url, size] of [
      [`/api/contest/ranking/student/school?roundId=${roundId}&grade=${grade}`, 4],
      [`/api/contest/ranking/student/province?roundId=${roundId}&grade=${grade}`, 7],
      [`/api/contest/ranking/school/province?roundId=${roundId}`, 1],
      [`/api/contest/ranking/school/grade?roundId=${roundId}&grade=${grade}`, 1],
      [`/api/contest/ranking/province?roundId=${roundId}`, 1],
    ] as const) {
      const { total, rows, pages } = await allPages(url, size);
      const keys = rows.map((r) => r.profileId ?? r.schoolId ?? r.provinceId);
      expect(new Set(keys).size).toBe(keys.length);
      expect(keys.length).toBe(total);
      expect(pages).toBe(Math.ceil(total / size) + 1);
      const rankOrder = rows.map((r) => r.rank);
      expect(rankOrder).toEqual([...rankOrder].sort((a, b) => a - b));
    }
  });

  const staff = () => ({ 'x-admin-token': t.app.config.adminToken ?? '' });
  const recompute = (roundId: number | string, headers: Record<string, string> = staff()) =>
    t.app.inject({ method: 'POST', url: `/contest/api/contest/admin/rounds/${roundId}/rankings`, headers });
  const rankJob = (jobId: number | string, headers: Record<string, string> = staff()) =>
    t.app.inject({ url: `/contest/api/contest/admin/rank-jobs/${jobId}`, headers });
  interface Accepted {
    roundId: number;
    jobId: number;
  }
  interface Job extends Accepted {
    reason: string;
    requestedAt: string;
    finishedAt: string | null;
    rankedAt: string | null;
  }
  /** The 202 of a recompute: the job to follow, nothing about its outcome. */
  function accepted(res: LightMyRequestResponse): Accepted {
    expect(res.statusCode, res.body).toBe(202);
    const body = res.json() as { errorCode: number; message: string; data: Accepted };
    expect(body.errorCode).toBe(ERROR_CODES.OK);
    expect(Object.keys(body.data).sort()).toEqual(['jobId', 'roundId']);
    return body.data;
  }

  it('lets staff recompute a round in the background (202, then its job finishes), and refuses anyone else', async () => {
    const roundId = await closedRound(3);
    await enqueueClosedRounds(t.db);
    await drainRankJobs(t.db);
    await t.db.updateTable('contest_results').set({ score: 0 }).where('round_id', '=', roundId).execute();
    const bearer = { authorization: `Bearer ${adminToken}` };
    const refused: Record<string, string>[] = [{}, { 'x-admin-token': 'wrong' }, bearer];
    for (const headers of refused) {
      expectError(await recompute(roundId, headers), 403, ERROR_CODES.ADMIN_TOKEN_INVALID);
      expectError(await rankJob(1, headers), 403, ERROR_CODES.ADMIN_TOKEN_INVALID);
    }
    expectError(await recompute(999_999), 404, ERROR_CODES.CONTEST_ROUND_NOT_FOUND);
    for (const bad of ['abc', '0', '-1', '1.5'])
      expectError(await rankJob(bad), 400, ERROR_CODES.VALIDATION_FAILED);
    expectError(await recompute('abc'), 400, ERROR_CODES.VALIDATION_FAILED);
    const unknown = expectError(await rankJob(999_999), 404, ERROR_CODES.CONTEST_RANK_JOB_NOT_FOUND);
    expect(unknown.message).toBe(CONTEST_MESSAGES.rankJobNotFound);

    const { jobId, ...rest } = accepted(await recompute(roundId));
    expect(rest).toEqual({ roundId });
    expect(jobId).toBeGreaterThan(0);
    const done = await vi.waitFor(
      async () => {
        const job = okAs<Job>(await rankJob(jobId));
        expect(job.finishedAt).not.toBeNull();
        return job;
      },
      { timeout: 10_000, interval: 20 },
    );
    expect(done).toMatchObject({ jobId, roundId, reason: 'admin' });
    expect(Date.parse(done.requestedAt)).toBeLessThanOrEqual(Date.parse(done.finishedAt ?? ''));
    expect(done.rankedAt).toBe(done.finishedAt);
    const page = okAs<Page>(
      await contestGet(t, `/api/contest/ranking/school/province?roundId=${roundId}`, pupilToken),
    );
    expect(page.content[0]).toMatchObject({ score: 0, rank: 1 });
    const jobs = await t.db
      .selectFrom('contest_rank_jobs')
      .select(['id', 'reason', 'finished_at'])
      .where('round_id', '=', roundId)
      .orderBy('id')
      .execute();
    expect(jobs.map((j) => [j.reason, j.finished_at !== null])).toEqual([
      ['close', true],
      ['admin', true],
    ]);
    // A round's close job is followed the same way.
    expect(okAs<Job>(await rankJob(jobs[0]!.id))).toMatchObject({ roundId, reason: 'close' });
  });

  it('answers 202 even when the recompute fails: logged, its job stays pending (a second POST joins it) until the interval runner’s retry', async () => {
    const roundId = await closedRound(2);
    await enqueueClosedRounds(t.db);
    await drainRankJobs(t.db);
    const logged = vi.spyOn(t.app.log, 'error');
    // The job's last write fails, so its transaction (the ranks and the job row) rolls back.
    await sql
      .raw(`
        create function test_fail_recompute() returns trigger language plpgsql as $$
          begin raise exception 'test: the recompute fails'; end $$;
        create trigger test_fail_recompute before update on contest_rank_jobs
          for each row when (old.reason = 'admin') execute function test_fail_recompute();`)
      .execute(t.db);
    let jobId = 0;
    try {
      const failures = () =>
        logged.mock.calls.filter(([, message]) => String(message).includes('staff recompute failed'));
      const first = accepted(await recompute(roundId));
      jobId = first.jobId;
      await vi.waitFor(() => expect(failures()).toHaveLength(1), { timeout: 10_000, interval: 20 });
      expect(okAs<Job>(await rankJob(first.jobId))).toMatchObject({ reason: 'admin', finishedAt: null });
      const second = accepted(await recompute(roundId));
      expect(second.jobId).toBe(first.jobId);
      await vi.waitFor(() => expect(failures()).toHaveLength(2), { timeout: 10_000, interval: 20 });
      expect(okAs<Job>(await rankJob(first.jobId)).finishedAt).toBeNull();
    } finally {
      await sql
        .raw('drop trigger test_fail_recompute on contest_rank_jobs; drop function test_fail_recompute();')
        .execute(t.db);
      logged.mockRestore();
    }
    // The interval runner's next tick (startRankJobs drains the same queue).
    const runs = await drainRankJobs(t.db);
    expect(runs.filter((r) => r.roundId === roundId)).toEqual([
      expect.objectContaining({ jobId, reason: 'admin', recomputed: true }),
    ]);
    const job = okAs<Job>(await rankJob(jobId));
    expect(job.finishedAt).not.toBeNull();
    expect(job.rankedAt).toBe(job.finishedAt);
  });

  it('documents the recompute’s 202 and the job’s 200 and 404 in OpenAPI', async () => {
    const spec = (await t.app.inject({ url: '/docs/json' })).json();
    const post = spec.paths['/contest/api/contest/admin/rounds/{roundId}/rankings']?.post;
    const get = spec.paths['/contest/api/contest/admin/rank-jobs/{jobId}']?.get;
    expect(Object.keys(post.responses)).toContain('202');
    expect(Object.keys(post.responses)).not.toContain('200');
    expect(
      Object.keys(post.responses['202'].content['application/json'].schema.properties.data.properties),
    ).toEqual(['roundId', 'jobId']);
    expect(Object.keys(get.responses)).toEqual(expect.arrayContaining(['200', '400', '403', '404']));
    expect(get.tags).toEqual(['contest: admin']);
  });
});

/** Issue 35: closing the app waits for a staff recompute still running in the background. */
describe.each(engines())('staff recompute and app.close (%s)', (engine) => {
  it('app.close() returns only once the background drain has finished', async () => {
    let slow = false;
    let lastStatementAt = 0;
    // Each of the app's statements takes 40 ms longer from the POST on (its drain takes ten or so).
    const delay: KyselyPlugin = {
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        if (slow) await new Promise((resolve) => setTimeout(resolve, 40));
        lastStatementAt = performance.now();
        return args.result;
      },
    };
    const t = await createTestApp({ engine, wrapDb: (db) => db.withPlugin(delay) });
    try {
      const roundId = await createClosedRound(t, 'Vòng đóng');
      slow = true;
      const res = await t.app.inject({
        method: 'POST',
        url: `/contest/api/contest/admin/rounds/${roundId}/rankings`,
        headers: { 'x-admin-token': t.app.config.adminToken ?? '' },
      });
      expect(res.statusCode, res.body).toBe(202);
      const { jobId } = (res.json() as { data: { jobId: number } }).data;
      await t.app.close();
      const closedAt = performance.now();
      // A drain that outlived the close would finish a statement within 40 ms (and finish its job);
      // on PGlite the read below would also queue behind its transaction, so the time tells.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(lastStatementAt).toBeLessThanOrEqual(closedAt);
      slow = false;
      const job = await t.db
        .selectFrom('contest_rank_jobs')
        .select('finished_at')
        .where('id', '=', jobId)
        .executeTakeFirstOrThrow();
      expect(job.finished_at).not.toBeNull();
    } finally {
      await t.close();
    }
  }, 200_000);
});
