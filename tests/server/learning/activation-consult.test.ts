import { describe, expect, it } from 'vitest';
import { ACTIVATION_MAX_FAILURES_PER_IP } from '../../../server/learning/activation';
import { hashActivationCode } from '../../../server/learning/activation-codes';
import { engines, type TestApp, useTestApp } from '../support/test-app';
import { expectError, expectOk, login } from '../user/user-test-kit';
import { makeAccount, type TestAccount } from './learning-kit';

function activate(
  t: TestApp,
  account: Pick<TestAccount, 'headers'>,
  code: string,
  ip = '10.2.0.1',
  extra: { profile_id?: number; accept_grade_mismatch?: boolean } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/main/user/activate-code',
    headers: account.headers,
    payload: { code, ...extra },
    remoteAddress: ip,
  });
}

let codeCounter = 0;
/** A fresh unused code of this licence (the demo codes are shared by the tests of one database). */
async function freshCode(t: TestApp, licenceCode: string): Promise<string> {
  codeCounter += 1;
  const code = `GRADE-${process.pid}-${codeCounter}-K7QM`;
  await t.db
    .insertInto('activation_codes')
    .values({
      code_hash: hashActivationCode(code),
      code_hint: 'K7QM',
      licence_code: licenceCode,
      duration_days: 30,
      expires_at: new Date(t.clock.now() + 86_400_000),
    })
    .execute();
  return code;
}

describe.each(engines())('learning plan API (%s)', (engine) => {
  const t = useTestApp({ engine });

  describe('activation codes', () => {
    it('a code works once (typed loosely), creates a licence, then extends it with another code', async () => {
      const parent = await makeAccount(t, { grade: 3 });
      const first = expectOk(await activate(t, parent, ' uc-g3-7kq2 m8vd '));
      expect(first).toMatchObject({
        extended: false,
        licence: { licenseCode: 'EN-AI-G3', isTrial: false, status: 'active' },
      });
      const days = (Date.parse(first.licence.endTime) - t.clock.now()) / 86_400_000;
      expect(Math.round(days)).toBe(365);
      const again = expectError(await activate(t, parent, 'UC-G3-7KQ2-M8VD'), 409);
      expect(again.message).toBe('Mã kích hoạt này đã được sử dụng.');
      // A second code of the same licence extends the live one.
      await t.db
        .updateTable('activation_codes')
        .set({ used_at: null, used_by_profile_id: null })
        .where('licence_code', '=', 'EN-AI-G3')
        .where('code_hint', '=', 'M8VD')
        .execute();
      const extended = expectOk(await activate(t, parent, 'UC-G3-7KQ2-M8VD'));
      expect(extended.extended).toBe(true);
      expect(Date.parse(extended.licence.endTime) - Date.parse(first.licence.endTime)).toBe(365 * 86_400_000);
      const courses = expectOk(
        await t.app.inject({ method: 'GET', url: '/main/user/courses', headers: parent.headers }),
      );
      expect(courses.licences).toHaveLength(1);
    });

    it('only hashes are stored', async () => {
      const rows = await t.db.selectFrom('activation_codes').select(['code_hash', 'code_hint']).execute();
      for (const row of rows) expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(rows)).not.toContain('UC-G2-4HXP');
    });

    it('wrong, used and expired codes get clear Vietnamese messages; 5 failures lock the account for 15 minutes', async () => {
      const parent = await makeAccount(t);
      expect(expectError(await activate(t, parent, 'NOPE-NOPE-NOPE'), 400).message).toBe(
        'Mã kích hoạt không đúng. Vui lòng kiểm tra lại.',
      );
      expect(expectError(await activate(t, parent, 'UC-OLD-1A2B-3C4D'), 410).message).toBe(
        'Mã kích hoạt đã hết hạn sử dụng.',
      );
      expect(expectError(await activate(t, parent, 'UC-USED-9Z8Y-7X6W'), 409).message).toBe(
        'Mã kích hoạt này đã được sử dụng.',
      );
      // Different IPs: the per-account counter locks, even a correct code is refused now.
      await activate(t, parent, 'WRONG-CODE-0001', '10.3.0.1');
      await activate(t, parent, 'WRONG-CODE-0002', '10.3.0.2');
      const locked = expectError(await activate(t, parent, 'UC-G2-4HXP-9RTB', '10.3.0.3'), 429);
      expect(locked.message).toBe('Bạn đã nhập sai mã quá nhiều lần. Vui lòng thử lại sau 15 phút.');
      const unused = await t.db
        .selectFrom('activation_codes')
        .select('used_at')
        .where('code_hint', '=', '9RTB')
        .executeTakeFirstOrThrow();
      expect(unused.used_at).toBeNull();
    });

    it('one pupil cannot lock out a school behind one address; the loose per-IP ceiling still holds', async () => {
      // Issue 10 item 3: 5 wrong codes from one address used to lock every account behind it.
      const ip = '10.4.0.1';
      const pupil = await makeAccount(t, { grade: 5 });
      for (let i = 0; i < 5; i += 1) await activate(t, pupil, `WRONG-IP-${i}000`, ip);
      expectError(await activate(t, pupil, 'UC-G5-2WJN-6FZC', ip), 429);
      // Another pupil of the same school, same address, with a valid code.
      expectOk(await activate(t, await makeAccount(t, { grade: 5 }), 'UC-G5-2WJN-6FZC', ip));
      // Visitors (no session) meet a loose per-address ceiling: many parents each mistyping once
      // stay under it (300 per 15 minutes per address)...
      const visitor = async (code: string) =>
        t.app.inject({
          method: 'POST',
          url: '/main/user/activate-code-no-token',
          payload: { phone: (await makeAccount(t)).phone, code },
          remoteAddress: '10.4.0.2',
        });
      for (let i = 0; i < 20; i += 1) expectError(await visitor(`TYPO-${i}-AAAA`), 400);
      // ...which, once reached, refuses the address's visitors...
      await t.db
        .updateTable('attempt_guards')
        .set({ failures: ACTIVATION_MAX_FAILURES_PER_IP })
        .where('key', '=', 'activation:ip:10.4.0.2')
        .execute();
      expectError(await visitor('UC-TUTOR-5NQE-TRY7'), 429);
      // ...but never a signed-in parent there (issue 32: counted per account, not per address).
      expectOk(await activate(t, await makeAccount(t), 'UC-TUTOR-5NQE-TRY7', '10.4.0.2'));
    });

    it('per code: the same wrong code typed from many accounts locks that code only', async () => {
      for (let i = 0; i < 5; i += 1)
        await activate(t, await makeAccount(t), 'UC-USED-9Z8Y-7X6W', `10.8.0.${i}`);
      const locked = expectError(
        await activate(t, await makeAccount(t), 'UC-USED-9Z8Y-7X6W', '10.8.1.1'),
        429,
      );
      expect(locked.message).toBe('Bạn đã nhập sai mã quá nhiều lần. Vui lòng thử lại sau 15 phút.');
      expectError(await activate(t, await makeAccount(t), 'ANOTHER-WRONG-1', '10.8.1.1'), 400);
    });

    it('a code of another grade answers 409 with both grades and changes nothing until the parent chooses', async () => {
      // Issue 16: a G5 code on a grade-4 profile used to say success; the schedule page then found no licence.
      const parent = await makeAccount(t, { grade: 4 });
      const sibling = await t.db
        .insertInto('profiles')
        .values({ user_id: parent.userId, name: 'Trần Bảo Châu', is_default: false, grade_id: 5 })
        .returning('id')
        .executeTakeFirstOrThrow();
      const profileName = (
        await t.db
          .selectFrom('profiles')
          .select('name')
          .where('id', '=', parent.profileId)
          .executeTakeFirstOrThrow()
      ).name;
      const code = await freshCode(t, 'EN-AI-G5');
      const refused = expectError(await activate(t, parent, code, '10.9.0.1'), 409, 5003);
      expect(refused.message).toBe(
        `Mã kích hoạt này dành cho Lớp 5, nhưng hồ sơ ${profileName} đang học Lớp 4. ` +
          'Vui lòng chọn hồ sơ khác hoặc xác nhận vẫn kích hoạt.',
      );
      expect(refused.data).toEqual({
        profileId: parent.profileId,
        profileName,
        profileGrade: { id: 4, name: 'Lớp 4' },
        codeGrade: { id: 5, name: 'Lớp 5' },
      });
      // Nothing changed: the code is unused, no licence, and no failure was counted.
      const row = await t.db
        .selectFrom('activation_codes')
        .select('used_at')
        .where('code_hash', '=', hashActivationCode(code))
        .executeTakeFirstOrThrow();
      expect(row.used_at).toBeNull();
      const licences = await t.db
        .selectFrom('licences')
        .select('id')
        .where('profile_id', '=', parent.profileId)
        .execute();
      expect(licences).toEqual([]);
      const failures = await t.db
        .selectFrom('attempt_guards')
        .select('failures')
        .where('key', '=', `activation:acct:${parent.userId}`)
        .execute();
      expect(failures.filter((row) => row.failures > 0)).toEqual([]);
      // Asked six times: still not a lock (a parent hesitating is not a guesser).
      for (let i = 0; i < 5; i += 1) expectError(await activate(t, parent, code, '10.9.0.1'), 409, 5003);

      // The parent picks the grade-5 child: no question, the licence goes there.
      const chosen = expectOk(await activate(t, parent, code, '10.9.0.1', { profile_id: sibling.id }));
      expect(chosen).toMatchObject({ profileName: 'Trần Bảo Châu', licence: { licenseCode: 'EN-AI-G5' } });

      // Or confirms: another G5 code goes to the grade-4 profile after all.
      const second = await freshCode(t, 'EN-AI-G5');
      expectError(await activate(t, parent, second, '10.9.0.1'), 409, 5003);
      const confirmed = expectOk(
        await activate(t, parent, second, '10.9.0.1', { accept_grade_mismatch: true }),
      );
      expect(confirmed).toMatchObject({ profileName, licence: { licenseCode: 'EN-AI-G5' } });

      // A used code says so, whatever its grade.
      expect(expectError(await activate(t, parent, second, '10.9.0.1'), 409, 1008).message).toBe(
        'Mã kích hoạt này đã được sử dụng.',
      );
    });

    it('codes of courses without a grade, and profiles without one, are activated without asking', async () => {
      const parent = await makeAccount(t, { grade: 4 });
      expectOk(await activate(t, parent, await freshCode(t, 'EN-CAM-STARTERS'), '10.9.1.1'));
      const ungraded = await makeAccount(t);
      await t.db
        .updateTable('profiles')
        .set({ grade_id: null })
        .where('id', '=', ungraded.profileId)
        .execute();
      expectOk(await activate(t, ungraded, await freshCode(t, 'EN-AI-G5'), '10.9.1.1'));
      const same = await makeAccount(t, { grade: 5 });
      expectOk(await activate(t, same, await freshCode(t, 'EN-AI-G5'), '10.9.1.1'));
    });

    it('a visitor is asked too, about the default profile, and may confirm', async () => {
      const parent = await makeAccount(t, { grade: 4 });
      const code = await freshCode(t, 'EN-AI-G3');
      const visitor = (payload: object) =>
        t.app.inject({
          method: 'POST',
          url: '/main/user/activate-code-no-token',
          payload: { phone: parent.phone, code, ...payload },
          remoteAddress: '10.9.2.1',
        });
      const refused = expectError(await visitor({}), 409, 5003);
      expect(refused.data).toMatchObject({ profileGrade: { id: 4 }, codeGrade: { id: 3, name: 'Lớp 3' } });
      expect(expectOk(await visitor({ accept_grade_mismatch: true })).licence.licenseCode).toBe('EN-AI-G3');
    });

    it('a visitor activates with the phone; unknown phones answer like wrong codes', async () => {
      const visitor = (payload: object) =>
        t.app.inject({
          method: 'POST',
          url: '/main/user/activate-code-no-token',
          payload,
          remoteAddress: '10.6.0.1',
        });
      const done = expectOk(await visitor({ phone: '0901000005', code: 'UC-CAM-8BYL-3KDS' }));
      expect(done).toMatchObject({
        profileName: 'Hoàng Gia Huy',
        licence: { licenseCode: 'EN-CAM-STARTERS' },
      });
      const unknown = expectError(await visitor({ phone: '0981234567', code: 'UC-TUTOR-5NQE-TRY7' }), 400);
      expect(unknown.message).toBe('Mã kích hoạt hoặc số điện thoại không đúng. Vui lòng kiểm tra lại.');
      expectError(await visitor({ phone: 'abc', code: 'UC-TUTOR-5NQE-TRY7' }), 400);
    });
  });

  describe('registration consult (service3)', () => {
    const payload = {
      requestType: 2,
      fullName: 'Nguyễn Văn Hùng',
      phone: '0901000001',
      platform: 'WEB',
      followCourse: 'Tiếng Anh AI Lớp 3',
      grade: 3,
      birthday: null,
    };
    it('stores a request and answers repeats within 10 minutes with the same row', async () => {
      const send = (body: object) =>
        t.app.inject({
          method: 'POST',
          url: '/service3/register/consult',
          payload: body,
          remoteAddress: '10.7.0.1',
        });
      const [a, b] = await Promise.all([send(payload), send({ ...payload, phone: '+84 901 000 001' })]);
      expect(expectOk(a)).toEqual(expectOk(b));
      const other = expectOk(await send({ ...payload, requestType: 3 }));
      expect(other.requestId).not.toBe(expectOk(a).requestId);
      const rows = await t.db
        .selectFrom('consult_requests')
        .selectAll()
        .where('phone', '=', '0901000001')
        .execute();
      expect(rows).toHaveLength(2);
      expect(rows[0]).toMatchObject({
        full_name: 'Nguyễn Văn Hùng',
        follow_course: 'Tiếng Anh AI Lớp 3',
        grade: '3',
        status: 'new',
      });
      expectError(await send({ ...payload, phone: '12' }), 400);
    });
  });

  describe('sessions, lesson and tutor VIP', () => {
    it("0901000001's default profile has upcoming sessions with a main and a sub teacher, one live now", async () => {
      const parent = await login(t, '0901000001');
      const headers = { access_token: parent.accessToken, access_user: '0901000001' };
      const sessions = expectOk(
        await t.app.inject({ method: 'GET', url: '/main/user/class-sessions', headers }),
      );
      expect(sessions.length).toBeGreaterThan(1);
      const live = sessions.find((s: { canJoin: boolean }) => s.canJoin);
      expect(live).toMatchObject({
        sessionType: 'ADDITIONAL',
        teacher: { typeTitle: 'GV luyện tập', displayName: 'Thầy Trần Quốc Bảo' },
      });
      expect(
        sessions.some((s: { teacher: { typeTitle: string } }) => s.teacher?.typeTitle === 'GV chuyên'),
      ).toBe(true);
      const lesson = expectOk(
        await t.app.inject({
          method: 'POST',
          url: '/main/user/lesson/join',
          headers,
          payload: { session_id: live.id },
        }),
      );
      expect(lesson.objectives.length).toBeGreaterThan(0);
      expect(lesson.vocabulary[0]).toEqual({ word: 'mother', meaning: 'mẹ' });
      expect(lesson.attendance.recorded).toBe(true);
      // Issue 16: the open class hands out its own classroom on the default provider (Jitsi).
      expect(lesson.classroomUrl).toMatch(/^https:\/\/meet\.jit\.si\/uniclass-[0-9a-f]{20}$/);
      const again = expectOk(
        await t.app.inject({
          method: 'POST',
          url: '/main/user/lesson/join',
          headers,
          payload: { session_id: live.id },
        }),
      );
      expect(again.classroomUrl).toBe(lesson.classroomUrl);
      const later = sessions.find((s: { canJoin: boolean }) => !s.canJoin);
      const early = expectOk(
        await t.app.inject({
          method: 'POST',
          url: '/main/user/lesson/join',
          headers,
          payload: { session_id: later.id },
        }),
      );
      expect(early.attendance).toEqual({ recorded: false, joinedAt: null });
      expect(early.classroomUrl).toBeNull();
      const stranger = await makeAccount(t);
      expectError(
        await t.app.inject({
          method: 'POST',
          url: '/main/user/lesson/join',
          headers: stranger.headers,
          payload: { session_id: live.id },
        }),
        403,
      );
      const plan = expectOk(await t.app.inject({ method: 'GET', url: '/main/user/learning-plan', headers }));
      expect(plan.licences.map((l: { status: string }) => l.status).sort()).toEqual([
        'active',
        'expired',
        'trial',
      ]);
    });

    it('check-vip: bearer token, own profile, trial tutor licence counts', async () => {
      const parent = await login(t, '0901000001');
      const minhAnh = parent.user.profiles.find((p) => p.isDefault)!;
      const bao = parent.user.profiles.find((p) => p.name === 'Nguyễn Gia Bảo')!;
      const ask = (profileId: number, token = parent.accessToken) =>
        t.app.inject({
          method: 'GET',
          url: `/lms/api/auth/lms/tutor/check-vip?profileId=${profileId}`,
          headers: { authorization: `Bearer ${token}` },
        });
      expect(expectOk(await ask(minhAnh.id))).toEqual({ isVip: true, profileId: minhAnh.id });
      expect(expectOk(await ask(bao.id)).isVip).toBe(false);
      expectError(await ask(minhAnh.id, 'not-a-token'), 401);
      const other = await makeAccount(t);
      expectError(await ask(other.profileId), 403);
    });
  });
});
