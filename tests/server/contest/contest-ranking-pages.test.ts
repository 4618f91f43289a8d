import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueContestToken } from '../../../server/contest/contest-registration.repository';
import { statementCounter } from '../support/statement-counter';
import { createTestApp, engines, type TestApp } from '../support/test-app';
import { expectError, expectOk } from '../user/user-test-kit';
import {
  ADMIN_PHONE,
  contestGet,
  contestGetCounted,
  contestLogin,
  contestSend,
  createOpenRound,
  newPupil,
  PUPIL_PHONE,
  roundIdByName,
} from './contest-kit';

interface Page {
  totalElements: number;
  page: number;
  size: number;
  content: { rank: number; profileId?: number; schoolId?: number; provinceId: number }[];
}

/**
 * A ranking page is the caller's access in one statement (token → contest profile → round → the
 * scope's checks), then, unless the instance already holds that page at the round's current ranks,
 * the page and its group's size in one more (issue 35); and it refuses as the several-statement
 * version did, in the same order.
 */
describe.each(engines())('ranking pages: access in one statement, rows shared (%s)', (engine) => {
  let t: TestApp;
  let pupilToken: string;
  let finished: number;
  let school: { id: number; provinceId: number };
  const { counter, plugin } = statementCounter();
  beforeAll(async () => {
    t = await createTestApp({ engine, wrapDb: (db) => db.withPlugin(plugin) });
    const pupil = await contestLogin(t, PUPIL_PHONE);
    pupilToken = pupil.token;
    school = { id: pupil.profile.schoolId as number, provinceId: pupil.profile.provinceId };
    finished = await roundIdByName(t, 'Vòng 1');
    // Ranks fresh before counting (the demo data may have left them to the first reader).
    expectOk(await contestGet(t, `/api/contest/ranking/me?roundId=${finished}`, pupilToken));
  }, 200_000);
  afterAll(async () => {
    await t?.close();
  });

  const statementsOf = (url: string, token?: string) => contestGetCounted(t, counter, url, token);

  /** A province admin of the demo pupil's province: no school and no grade of its own. */
  async function provinceAdmin(): Promise<string> {
    const user = await t.db
      .insertInto('users')
      .values({ phone: '0979990002', name: 'Sở thử', source: 1, password_hash: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const profile = await t.db
      .insertInto('profiles')
      .values({ user_id: user.id, name: 'Sở thử', is_default: true, is_contest: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('contest_profiles')
      .values({
        profile_id: profile.id,
        name: 'Sở thử',
        role: 'province_admin',
        province_id: school.provinceId,
      })
      .execute();
    return issueContestToken(t.db, user.id, profile.id);
  }

  it.each([
    'province?size=50',
    'school/grade?grade=4',
    `school/grade?grade=4&provinceId=<province>`,
    'school/province',
    'student/school',
    'student/province',
  ])('GET ranking/%s reads a page in two statements, then from the cache in one', async (path) => {
    const url = `/api/contest/ranking/${path.replace('<province>', String(school.provinceId))}`;
    const withRound = `${url}${url.includes('?') ? '&' : '?'}roundId=${finished}`;
    const { res, statements } = await statementsOf(withRound, pupilToken);
    const page = expectOk(res) as Page;
    expect(statements).toBe(2);
    expect(page.totalElements).toBeGreaterThan(0);
    expect(page.content.length).toBe(Math.min(page.totalElements, page.size));
    const ranks = page.content.map((row) => row.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const again = await statementsOf(withRound, pupilToken);
    expect(again.statements).toBe(1);
    expect(expectOk(again.res)).toEqual(page);
  });

  it('checks access on every request, also for a page the instance holds', async () => {
    const url = `/api/contest/ranking/student/province?roundId=${finished}&provinceId=${school.provinceId}`;
    expectOk(await contestGet(t, url, pupilToken));
    const other = await t.db
      .selectFrom('schools')
      .select('id')
      .where('province_id', '<>', school.provinceId)
      .executeTakeFirstOrThrow();
    const stranger = await newPupil(t, other.id, 4);
    const refused = await statementsOf(`${url}&grade=4`, stranger.token);
    expect(expectError(refused.res, 403, 4011).message).toBe('Bạn không có quyền xem bảng xếp hạng này');
    expect(refused.statements).toBe(1);
    const revoked = await statementsOf(url, 'not-a-live-token');
    expectError(revoked.res, 401, 2003);
  });

  it('pages of 2 are the full list cut in pieces, with the same total, and past the end is empty', async () => {
    const url = `/api/contest/ranking/student/province?roundId=${finished}`;
    const all = expectOk(await contestGet(t, `${url}&size=100`, pupilToken)) as Page;
    expect(all.totalElements).toBeGreaterThan(2);
    const pieces: Page['content'] = [];
    for (let page = 0; page * 2 < all.totalElements; page += 1) {
      const slice = expectOk(await contestGet(t, `${url}&size=2&page=${page}`, pupilToken)) as Page;
      expect(slice.totalElements).toBe(all.totalElements);
      pieces.push(...slice.content);
    }
    expect(pieces).toEqual(all.content);
    const past = expectOk(await contestGet(t, `${url}&size=2&page=1000`, pupilToken)) as Page;
    expect(past).toEqual({ totalElements: all.totalElements, content: [], page: 1000, size: 2 });
  });

  it('refuses as before, each in at most one statement: token, round, school, scope, grade', async () => {
    const url = `/api/contest/ranking/student/school?roundId=${finished}`;
    const missing = await statementsOf(url);
    expectError(missing.res, 401, 2001);
    expect(missing.statements).toBe(0);
    const bad = await statementsOf(url, 'not-a-live-token');
    expectError(bad.res, 401, 2003);
    expect(bad.statements).toBe(1);
    const noRound = await statementsOf('/api/contest/ranking/province?roundId=987654', pupilToken);
    expect(expectError(noRound.res, 404, 4002).message).toBe('Không tìm thấy vòng thi');
    expect(noRound.statements).toBe(1);

    const other = await t.db
      .selectFrom('schools')
      .select(['id', 'province_id'])
      .where('province_id', '<>', school.provinceId)
      .executeTakeFirstOrThrow();
    const schoolAdmin = (await contestLogin(t, ADMIN_PHONE)).token;
    const foreign = await statementsOf(`${url}&schoolId=${other.id}`, schoolAdmin);
    expect(expectError(foreign.res, 403, 4011).message).toBe('Bạn không có quyền xem bảng xếp hạng này');
    expect(foreign.statements).toBe(1);
    expectError(
      await contestGet(
        t,
        `/api/contest/ranking/student/province?roundId=${finished}&provinceId=${other.province_id}`,
        pupilToken,
      ),
      403,
      4011,
    );

    const admin = await provinceAdmin();
    const noSchool = await statementsOf(url, admin);
    expect(expectError(noSchool.res, 400, 4013).message).toBe('Vui lòng chọn trường');
    expect(noSchool.statements).toBe(1);
    const unknown = await statementsOf(`${url}&schoolId=987654`, admin);
    expect(expectError(unknown.res, 404, 4013).message).toBe('Không tìm thấy trường học');
    expectError(await contestGet(t, `${url}&schoolId=${other.id}&grade=4`, admin), 403, 4011);
    // Neither the round nor a province admin has a grade: the pupils' grade must be asked.
    const noGrade = await statementsOf(`${url}&schoolId=${school.id}`, admin);
    expect(expectError(noGrade.res, 400, 4012).message).toBe('Vui lòng chọn khối lớp');
    expect(noGrade.statements).toBe(1);
    const ownSchool = expectOk(await contestGet(t, `${url}&schoolId=${school.id}&grade=4`, admin)) as Page;
    const asPupil = expectOk(await contestGet(t, url, pupilToken)) as Page;
    expect(ownSchool).toEqual(asPupil);
  });

  it('after a submit the stale ranks are refreshed first, and no page held from before is served', async () => {
    const roundId = await createOpenRound(t);
    const submit = async (pupil: Awaited<ReturnType<typeof newPupil>>) => {
      const body = { roundId };
      const started = expectOk(await contestSend(t, 'POST', '/api/contest/attempts', pupil.token, body));
      expectOk(
        await contestSend(t, 'POST', `/api/contest/attempts/${started.attemptId}/submit`, pupil.token, {}),
      );
    };
    const first = await newPupil(t, school.id, 3);
    await submit(first);
    const url = `/api/contest/ranking/student/school?roundId=${roundId}`;
    const after = await statementsOf(url, first.token);
    const page = expectOk(after.res) as Page;
    expect(page.totalElements).toBe(1);
    expect(page.content[0]).toMatchObject({ rank: 1, rankLevel: 'G', profileId: first.profile.id });
    expect(after.statements).toBeGreaterThan(2);
    const fresh = await statementsOf(url, first.token);
    expect(expectOk(fresh.res)).toEqual(page);
    expect(fresh.statements).toBe(1);

    // A second pupil's submit makes the ranks stale: the refresh bumps their version, so the page
    // held for the first pupil alone is not what anyone is answered.
    const second = await newPupil(t, school.id, 3);
    await submit(second);
    const both = expectOk(await contestGet(t, url, first.token)) as Page;
    expect(both.totalElements).toBe(2);
    expect(new Set(both.content.map((row) => row.profileId))).toEqual(
      new Set([first.profile.id, second.profile.id]),
    );
  });
});
