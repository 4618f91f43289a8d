import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueContestToken } from '../../../server/contest/contest-registration.repository';
import { hashToken } from '../../../server/security/tokens';
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

/**
 * "My rank" (`GET ranking/me`) is one statement: token → contest profile → round → the five rows
 * (issue 13), and it answers every refusal the several-statement version answered.
 */
describe.each(engines())('my rank in one statement (%s)', (engine) => {
  let t: TestApp;
  let pupilToken: string;
  let finished: number;
  const { counter, plugin } = statementCounter();
  beforeAll(async () => {
    t = await createTestApp({ engine, wrapDb: (db) => db.withPlugin(plugin) });
    pupilToken = (await contestLogin(t, PUPIL_PHONE)).token;
    finished = await roundIdByName(t, 'Vòng 1');
    // Ranks fresh before counting (the demo data may have left them to the first reader).
    expectOk(await contestGet(t, `/api/contest/ranking/me?roundId=${finished}`, pupilToken));
  }, 200_000);
  afterAll(async () => {
    await t?.close();
  });

  const statementsOf = (url: string, token?: string) => contestGetCounted(t, counter, url, token);

  it('answers the five rows of the pupil in exactly one statement', async () => {
    const { res, statements } = await statementsOf(`/api/contest/ranking/me?roundId=${finished}`, pupilToken);
    const me = expectOk(res);
    expect(statements).toBe(1);
    expect(me.studentInSchool).toMatchObject({ studentName: 'Phạm Đức Anh', score: 50, grade: 4 });
    expect(me.studentInProvince.rank).toBeGreaterThan(0);
    expect(me.schoolInProvince.schoolName).toBe('Trường Tiểu học Phù Đổng');
    expect(me.schoolInGrade).toMatchObject({ grade: 4, schoolName: 'Trường Tiểu học Phù Đổng' });
    expect(me.province.provinceName).toBe('Đà Nẵng');
  });

  it('the counter counts (a contest login is more than one statement)', async () => {
    counter.count = 0;
    await contestLogin(t, ADMIN_PHONE);
    expect(counter.count).toBeGreaterThan(1);
  });

  it('refuses as before, each in at most one statement: no token, bad token, not registered, no round, not a pupil', async () => {
    const url = `/api/contest/ranking/me?roundId=${finished}`;
    const missing = await statementsOf(url);
    expectError(missing.res, 401, 2001);
    expect(missing.statements).toBe(0);

    const bad = await statementsOf(url, 'not-a-live-token');
    expectError(bad.res, 401, 2003);
    expect(bad.statements).toBe(1);

    // A contest token of a main-app profile that has no contest profile.
    const user = await t.db
      .insertInto('users')
      .values({ phone: '0979990001', name: 'Chưa dự thi', source: 1, password_hash: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const profile = await t.db
      .insertInto('profiles')
      .values({ user_id: user.id, name: 'Chưa dự thi', is_default: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    const unregistered = await issueContestToken(t.db, user.id, profile.id);
    const notRegistered = await statementsOf(url, unregistered);
    expect(expectError(notRegistered.res, 403, 4001).message).toBe('Tài khoản chưa đăng ký dự thi');
    expect(notRegistered.statements).toBe(1);

    const noRound = await statementsOf('/api/contest/ranking/me?roundId=987654', pupilToken);
    expect(expectError(noRound.res, 404, 4002).message).toBe('Không tìm thấy vòng thi');
    expect(noRound.statements).toBe(1);

    const admin = (await contestLogin(t, ADMIN_PHONE)).token;
    const notPupil = await statementsOf(url, admin);
    expect(expectError(notPupil.res, 403, 4011).message).toBe('Chỉ thí sinh mới được làm bài thi');
    expect(notPupil.statements).toBe(1);

    // A revoked token is a bad token.
    await t.db
      .updateTable('access_tokens')
      .set({ revoked_at: new Date(t.clock.now()) })
      .where('token_hash', '=', hashToken(pupilToken))
      .execute();
    expectError((await statementsOf(url, pupilToken)).res, 401, 2003);
    pupilToken = (await contestLogin(t, PUPIL_PHONE)).token;
  });

  it('a pupil with no result gets null rows; after a submit the stale ranks are refreshed first', async () => {
    const school = await t.db
      .selectFrom('schools')
      .select('id')
      .where('level', '=', 'primary')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const roundId = await createOpenRound(t);
    const pupil = await newPupil(t, school.id, 3);
    const before = expectOk(await contestGet(t, `/api/contest/ranking/me?roundId=${roundId}`, pupil.token));
    expect(before).toEqual({
      studentInSchool: null,
      studentInProvince: null,
      schoolInProvince: null,
      schoolInGrade: null,
      province: null,
    });
    const started = expectOk(await contestSend(t, 'POST', '/api/contest/attempts', pupil.token, { roundId }));
    expectOk(
      await contestSend(t, 'POST', `/api/contest/attempts/${started.attemptId}/submit`, pupil.token, {}),
    );
    const stale = await t.db
      .selectFrom('contest_rounds')
      .select('ranks_dirty')
      .where('id', '=', roundId)
      .executeTakeFirstOrThrow();
    expect(stale.ranks_dirty).toBe(true);
    const after = await statementsOf(`/api/contest/ranking/me?roundId=${roundId}`, pupil.token);
    const me = expectOk(after.res);
    expect(me.studentInSchool).toMatchObject({ rank: 1, rankLevel: 'G', score: 0, grade: 3 });
    expect(me.studentInProvince).toMatchObject({ rank: 1, rankLevel: 'G' });
    expect(me.province).not.toBeNull();
    expect(after.statements).toBeGreaterThan(1);
    const fresh = await statementsOf(`/api/contest/ranking/me?roundId=${roundId}`, pupil.token);
    expect(expectOk(fresh.res)).toEqual(me);
    expect(fresh.statements).toBe(1);
  });
});
