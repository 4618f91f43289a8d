import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../server/http/error-codes';
import { engines, type TestApp, useTestApp } from '../support/test-app';
import { envelope, expectError, expectOk, login } from '../user/user-test-kit';
import { makeAccount, makeSlot, slotId, type TestAccount } from './learning-kit';

function save(t: TestApp, account: Pick<TestAccount, 'headers'>, body: object, ip = '10.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: '/main/user/save-schedules',
    headers: account.headers,
    payload: body,
    remoteAddress: ip,
  });
}

async function seatsTaken(t: TestApp, scheduleId: number) {
  const row = await t.db
    .selectFrom('class_schedules')
    .select(['seats_taken'])
    .where('id', '=', scheduleId)
    .executeTakeFirstOrThrow();
  return row.seats_taken;
}

describe.each(engines())('POST /main/user/save-schedules (%s)', (engine) => {
  const t = useTestApp({ engine });

  it('20 parents racing for the last seat: exactly one wins, the others get 409 "hết chỗ"', async () => {
    const scheduleId = await makeSlot(t, 'AI-G2', 1);
    const parents = await Promise.all(
      Array.from({ length: 20 }, () => makeAccount(t, { licence: { code: 'EN-AI-G2', days: 30 } })),
    );
    const responses = await Promise.all(
      parents.map((parent, i) => save(t, parent, { schedule_id: scheduleId, action: 1 }, `10.1.0.${i + 1}`)),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const r of responses.filter((r) => r.statusCode === 409)) {
      expect(envelope(r)).toMatchObject({
        errorCode: ERROR_CODES.CONFLICT,
        message: 'Lớp học này đã hết chỗ. Vui lòng chọn khung giờ khác.',
      });
    }
    expect(await seatsTaken(t, scheduleId)).toBe(1);
    const holders = await t.db
      .selectFrom('profile_schedules')
      .select('profile_id')
      .where('class_schedule_id', '=', scheduleId)
      .execute();
    expect(holders).toHaveLength(1);
  });

  it('a repeated identical request answers the same success and takes no second seat, even concurrently', async () => {
    const scheduleId = await makeSlot(t, 'AI-G2', 5, '06:30');
    const parent = await makeAccount(t, { licence: { code: 'en-ai-g2', days: 30 } });
    const body = { schedule_id: scheduleId, action: 1, profile_id: parent.profileId };
    const [a, b, c] = await Promise.all([
      save(t, parent, body),
      save(t, parent, body),
      save(t, parent, body),
    ]);
    const first = expectOk(a);
    expect(expectOk(b)).toEqual(first);
    expect(expectOk(c)).toEqual(first);
    expect(expectOk(await save(t, parent, body))).toEqual(first);
    expect(await seatsTaken(t, scheduleId)).toBe(1);
  });

  it('after saving, login and basic-info list the new schedule in profile.schedules', async () => {
    const slot = await slotId(t, 'AI-G2', 1, 6, '18:00');
    const linh = await login(t, '0901000003');
    const headers = { access_token: linh.accessToken, access_user: '0901000003' };
    const before = expectOk(await t.app.inject({ method: 'GET', url: '/main/user/basic-info', headers }));
    const profileBefore = before.user.profiles.find((p: { isDefault: boolean }) => p.isDefault);
    expect(profileBefore.schedules).toEqual([]);
    const saved = expectOk(await save(t, { headers }, { schedule_id: slot, action: 1 }));
    expect(saved).toMatchObject({ courseTitle: 'Tiếng Anh AI Lớp 2', weekday: 6, startTime: '18:00' });
    const after = expectOk(await t.app.inject({ method: 'GET', url: '/main/user/basic-info', headers }));
    const profileAfter = after.user.profiles.find((p: { isDefault: boolean }) => p.isDefault);
    expect(profileAfter.schedules).toEqual([
      { id: saved.id, courseTitle: 'Tiếng Anh AI Lớp 2', weekday: 6, startTime: '18:00' },
    ]);
    const relogin = await login(t, '0901000003');
    const relogged = relogin.user.profiles.find((p) => p.isDefault) as unknown as { schedules: unknown[] };
    expect(relogged.schedules).toHaveLength(1);
  });

  describe('licence rule of SPEC §5 on a new registration', () => {
    it('refuses without a licence for the course, with an expired one, and with a trial one', async () => {
      const slot = await slotId(t, 'AI-G2', 1, 3, '20:00');
      const none = await makeAccount(t);
      const expired = await makeAccount(t, { licence: { code: 'EN-AI-G2', days: -1 } });
      const trial = await makeAccount(t, { licence: { code: 'EN-AI-G2', isTrial: true, days: 30 } });
      const otherCourse = await makeAccount(t, { licence: { code: 'EN-AI-G3', days: 30 } });
      for (const account of [none, expired, trial, otherCourse]) {
        const body = expectError(
          await save(t, account, { schedule_id: slot, action: 1 }),
          403,
          ERROR_CODES.FORBIDDEN,
        );
        expect(body.message).toContain('giấy phép');
      }
      expect(await seatsTaken(t, slot)).toBe(0);
    });

    it('matches the licence code case-insensitively, and the tutor course accepts a trial', async () => {
      const lower = await makeAccount(t, { licence: { code: 'en-ai-g2', days: 30 } });
      expectOk(await save(t, lower, { schedule_id: await slotId(t, 'AI-G2', 1, 3, '20:00'), action: 1 }));
      const tutorTrial = await makeAccount(t, { licence: { code: 'EN-TUTOR', isTrial: true, days: 7 } });
      expectOk(
        await save(t, tutorTrial, { schedule_id: await slotId(t, 'TUTOR-1-1', 1, 3, '17:00'), action: 1 }),
      );
    });
  });

  it('changes the schedule (2) within a level and the level (3), moving the seat', async () => {
    const parent = await makeAccount(t, { licence: { code: 'EN-AI-G2', days: 30 } });
    const tue = await slotId(t, 'AI-G2', 1, 2, '19:30');
    const sat = await slotId(t, 'AI-G2', 1, 7, '09:00');
    const advanced = await slotId(t, 'AI-G2', 2, 5, '19:00');
    expectError(await save(t, parent, { schedule_id: sat, action: 2 }), 409);
    expectOk(await save(t, parent, { schedule_id: tue, action: 1 }));
    const tueSeats = await seatsTaken(t, tue);
    expectError(await save(t, parent, { schedule_id: advanced, action: 2 }), 400);
    expectOk(await save(t, parent, { schedule_id: sat, action: 2 }));
    expect(await seatsTaken(t, tue)).toBe(tueSeats - 1);
    // Already on the target: any change answers success without touching seats (idempotent).
    expectOk(await save(t, parent, { schedule_id: sat, action: 3 }));
    const moved = expectOk(await save(t, parent, { schedule_id: advanced, action: 3 }));
    expect(expectOk(await save(t, parent, { schedule_id: advanced, action: 3 }))).toEqual(moved);
    const seats = await t.db
      .selectFrom('profile_schedules')
      .select('class_schedule_id')
      .where('profile_id', '=', parent.profileId)
      .execute();
    expect(seats.map((s) => s.class_schedule_id)).toEqual([advanced]);
  });

  it("refuses other accounts' profiles, unknown schedules and bad bodies, in Vietnamese", async () => {
    const a = await makeAccount(t, { licence: { code: 'EN-AI-G2', days: 30 } });
    const b = await makeAccount(t);
    const slot = await slotId(t, 'AI-G2', 1, 2, '19:30');
    expectError(await save(t, a, { schedule_id: slot, action: 1, profile_id: b.profileId }), 403);
    expect(expectError(await save(t, a, { schedule_id: 999_999, action: 1 }), 404).message).toBe(
      'Không tìm thấy lịch học này. Vui lòng chọn lịch khác.',
    );
    expectError(await save(t, a, { schedule_id: slot, action: 4 }), 400);
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/main/user/save-schedules',
        payload: { schedule_id: slot, action: 1 },
      }),
      401,
    );
  });
});
