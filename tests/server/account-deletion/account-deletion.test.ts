import { describe, expect, it } from 'vitest';
import { engines, useTestApp } from '../support/test-app';
import { authHeaders, expectError, expectOk, latestOtp, login } from '../user/user-test-kit';

describe.each(engines())('account deletion API (%s)', (engine) => {
  const t = useTestApp({ engine });

  it('OTP → deletion: nothing of the account remains readable, other accounts untouched, phone can register again', async () => {
    const phone = '0901000001';
    const session = await login(t, phone);
    const second = await login(t, phone);
    const headers = authHeaders(session);
    const profileIds = session.user.profiles.map((p) => p.id);
    const other = await login(t, '0901000003');
    const seatsBefore = await t.db
      .selectFrom('profile_schedules as ps')
      .innerJoin('class_schedules as cs', 'cs.id', 'ps.class_schedule_id')
      .select(['cs.id', 'cs.seats_taken'])
      .where('ps.profile_id', 'in', profileIds)
      .execute();
    expect(seatsBefore.length).toBeGreaterThan(0);

    const requested = expectOk(
      await t.app.inject({ method: 'POST', url: '/main/user/delete-account/request', headers, payload: {} }),
    );
    expect(requested).toMatchObject({ sent: true, maskedPhone: '090****001' });
    const otp = await latestOtp(t, phone);
    const wrong = otp === '000000' ? '111111' : '000000';
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/main/user/delete-account/confirm',
        headers,
        payload: { otp: wrong },
      }),
      400,
    );
    expect(
      await t.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst(),
    ).toBeDefined();

    const deleted = expectOk(
      await t.app.inject({
        method: 'POST',
        url: '/main/user/delete-account/confirm',
        headers,
        payload: { otp },
      }),
    );
    expect(deleted).toEqual({ deleted: true, profilesDeleted: 3 });

    // Every session of the account is gone, not only the one that asked.
    for (const s of [session, second]) {
      expectError(
        await t.app.inject({ method: 'GET', url: '/main/user/basic-info', headers: authHeaders(s) }),
        401,
      );
    }
    const ldb = t.db;
    expect(await t.db.selectFrom('users').select('id').where('phone', '=', phone).execute()).toEqual([]);
    expect(await t.db.selectFrom('profiles').select('id').where('id', 'in', profileIds).execute()).toEqual(
      [],
    );
    expect(
      await ldb.selectFrom('attendance').select('session_id').where('profile_id', 'in', profileIds).execute(),
    ).toEqual([]);
    expect(
      await ldb.selectFrom('licences').select('id').where('profile_id', 'in', profileIds).execute(),
    ).toEqual([]);
    expect(await t.db.selectFrom('otp_codes').select('id').where('phone', '=', phone).execute()).toEqual([]);
    expect(
      await t.db.selectFrom('access_tokens').select('id').where('profile_id', 'in', profileIds).execute(),
    ).toEqual([]);
    const notifications = await t.db
      .selectFrom('report_teacher_comments')
      .select('id')
      .where('profile_id', 'in', profileIds)
      .execute();
    expect(notifications).toEqual([]);
    // Seats go back to their classes.
    for (const seat of seatsBefore) {
      const after = await ldb
        .selectFrom('class_schedules')
        .select('seats_taken')
        .where('id', '=', seat.id)
        .executeTakeFirstOrThrow();
      expect(after.seats_taken).toBeLessThan(seat.seats_taken);
    }
    const log = await t.db.selectFrom('account_deletions').selectAll().execute();
    expect(log).toHaveLength(1);
    expect(JSON.stringify(log)).not.toContain('0901000001');

    // Another account is untouched.
    expectOk(
      await t.app.inject({ method: 'GET', url: '/main/user/basic-info', headers: authHeaders(other) }),
    );

    // The phone is a stranger again: it can register.
    const exists = expectOk(
      await t.app.inject({ method: 'POST', url: '/main/user/check-exist', payload: { phone } }),
    );
    expect(exists.exists).toBe(false);
    expectOk(await t.app.inject({ method: 'POST', url: '/main/user/register', payload: { phone } }));
    const registerOtp = await latestOtp(t, phone);
    const registered = expectOk(
      await t.app.inject({
        method: 'POST',
        url: '/main/user/register-confirm',
        payload: {
          phone,
          name: 'Phụ huynh mới',
          grade: 2,
          password: 'Moi12345',
          otp: registerOtp,
          source: 1,
        },
      }),
    );
    expect(registered.user.profiles).toHaveLength(1);
  });

  it('needs a login and a well-formed OTP; without a request the OTP is refused', async () => {
    expectError(
      await t.app.inject({ method: 'POST', url: '/main/user/delete-account/request', payload: {} }),
      401,
    );
    const session = await login(t, '0901000002');
    const headers = authHeaders(session);
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/main/user/delete-account/confirm',
        headers,
        payload: { otp: 'abc' },
      }),
      400,
      1001,
    );
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/main/user/delete-account/confirm',
        headers,
        payload: { otp: '123456' },
      }),
      400,
    );
    expectOk(await t.app.inject({ method: 'GET', url: '/main/user/basic-info', headers }));
  });
});
