import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from '../support/test-app';
import { authHeaders, expectError, expectOk, freshPhone, latestOtp, login } from '../user/user-test-kit';
import { ADMIN_PHONE, contestGet, contestLogin, PUPIL_PHONE } from './contest-kit';

describe.each(engines())('contest auth and demo data (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(async () => {
    await t.close();
  });

  it('seeds two rounds, ≥ 200 schools, ≥ 5,000 ranked pupils, and 0901000004 has taken the finished round', async () => {
    const count = async (table: 'schools' | 'contest_rounds' | 'contest_results') =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('contest_rounds')).toBe(2);
    expect(await count('schools')).toBeGreaterThanOrEqual(200);
    expect(await count('contest_results')).toBeGreaterThanOrEqual(5_000);
    const session = await contestLogin(t, PUPIL_PHONE);
    const rounds = expectOk(await contestGet(t, '/api/contest/rounds', session.token));
    const finished = rounds.find((r: { status: string }) => r.status === 'closed');
    expect(finished.myAttempt).toMatchObject({ status: 'submitted', score: 50 });
    expect(
      rounds.some((r: { status: string; myAttempt: unknown }) => r.status === 'open' && r.myAttempt === null),
    ).toBe(true);
  });

  it('logs in with the main app’s phone and password; refuses a wrong password and a non-contest account', async () => {
    const session = await contestLogin(t, PUPIL_PHONE);
    expect(session.token).toMatch(/^[\w-]{40,}$/);
    expect(session.profile).toMatchObject({
      name: 'Phạm Đức Anh',
      role: 'pupil',
      grade: 4,
      provinceName: 'Đà Nẵng',
    });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/contest/api/contest/login',
      payload: { phone: PUPIL_PHONE, password: 'Sai-mat-khau-1' },
    });
    expectError(wrong, 401, 2002);
    const notContest = await t.app.inject({
      method: 'POST',
      url: '/contest/api/contest/login',
      payload: { phone: '0901000001', password: 'Uniclass@123' },
    });
    expect(expectError(notContest, 403, 4001).message).toBe('Tài khoản chưa đăng ký dự thi');
    const admin = await contestLogin(t, ADMIN_PHONE);
    expect(admin.profile.role).toBe('school_admin');
  });

  it('auto-login answers a token for a linked main-app profile only', async () => {
    const pupil = await login(t, PUPIL_PHONE);
    const res = await t.app.inject({
      method: 'POST',
      url: '/contest/api/contest/auto-login',
      headers: authHeaders(pupil),
      payload: {},
    });
    const data = expectOk(res);
    expect(data.profile.name).toBe('Phạm Đức Anh');
    expectOk(await contestGet(t, '/api/contest/me', data.token));
    const parent = await login(t, '0901000001');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/contest/api/contest/auto-login',
      headers: authHeaders(parent),
      payload: {},
    });
    expectError(refused, 403, 4001);
    expectError(
      await t.app.inject({ method: 'POST', url: '/contest/api/contest/auto-login', payload: {} }),
      401,
    );
  });

  it('register → OTP → verify-otp creates an account, an isContest profile and a contest profile', async () => {
    const phone = freshPhone('096');
    const school = await t.db.selectFrom('schools').select('id').orderBy('id').executeTakeFirstOrThrow();
    const form = {
      phone,
      name: 'Đỗ Khánh Vy',
      password: 'Matkhau123',
      schoolId: school.id,
      grade: 5,
      className: '5C',
    };
    expectOk(await t.app.inject({ method: 'POST', url: '/contest/api/contest/register', payload: form }));
    expect(
      await t.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst(),
    ).toBeUndefined();
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/contest/api/contest/verify-otp',
      payload: { phone, otp: '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    const otp = await latestOtp(t, phone);
    const session = expectOk(
      await t.app.inject({ method: 'POST', url: '/contest/api/contest/verify-otp', payload: { phone, otp } }),
    );
    expect(session.profile).toMatchObject({
      name: 'Đỗ Khánh Vy',
      grade: 5,
      className: '5C',
      schoolId: school.id,
    });
    const user = expectOk(
      await t.app.inject({
        method: 'POST',
        url: '/main/user/login',
        payload: { phone, password: 'Matkhau123' },
      }),
    );
    expect(user.user.profiles[0]).toMatchObject({ isContest: true });
    // The same phone cannot register twice.
    expectError(
      await t.app.inject({ method: 'POST', url: '/contest/api/contest/register', payload: form }),
      409,
      3001,
    );
  });

  it('send-otp refuses a phone with neither a registration nor a contest profile; bad input is 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/contest/api/contest/send-otp',
      payload: { phone: freshPhone('093') },
    });
    expectError(res, 404, 4014);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/contest/api/contest/login',
      payload: { phone: PUPIL_PHONE, password: 'x', extra: 1 },
    });
    expectError(bad, 400, 1001);
  });

  it('contest calls need the contest token: none is 401, a main access token is 401', async () => {
    expectError(await contestGet(t, '/api/contest/me'), 401, 2001);
    const main = await login(t, PUPIL_PHONE);
    expectError(await contestGet(t, '/api/contest/me', main.accessToken), 401, 2003);
  });

  it('rank-contest-info gives the main app the latest result of an own profile only', async () => {
    const pupil = await login(t, PUPIL_PHONE);
    const profileId = pupil.user.profiles[0]!.id;
    const info = expectOk(
      await t.app.inject({
        method: 'GET',
        url: `/main/user/rank-contest-info?profile_id=${profileId}`,
        headers: authHeaders(pupil),
      }),
    );
    expect(info).toMatchObject({ roundName: 'Vòng 1 – Vòng trường', score: 50 });
    expect(['G', 'S', 'B', 'C']).toContain(info.rankLevel);
    const parent = await login(t, '0901000001');
    const other = await t.app.inject({
      method: 'GET',
      url: `/main/user/rank-contest-info?profile_id=${profileId}`,
      headers: authHeaders(parent),
    });
    expect(other.statusCode).toBe(403);
  });
});
