import { describe, expect, it } from 'vitest';
import { redeemRegistrationVerification } from '../../../server/auth/registration-verification.repository';
import { ERROR_CODES } from '../../../server/http/error-codes';
import { hashToken } from '../../../server/security/tokens';
import { engines, useTestApp } from '../support/test-app';
import {
  authHeaders,
  DEMO_PASSWORD,
  envelope,
  expectError,
  expectOk,
  freshPhone,
  latestOtp,
  login,
  skipCooldown,
  verifiedRegistration,
} from './user-test-kit';

describe.each(engines())('user auth (%s)', (engine) => {
  const t = useTestApp({ engine });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/main${url}`, payload: payload as object, headers });

  describe('check-exist', () => {
    it.each(['/user/check-exist', '/user/check-exist-v2'])(
      '%s treats every SPEC §5 form as one phone',
      async (path) => {
        for (const phone of ['0901000001', '+84901000001', '84901000001', '901000001', '0901 000 001']) {
          expect(expectOk(await post(path, { phone, platform: 'WEB' }))).toEqual({ exists: true });
        }
        expect(expectOk(await post(path, { phone: '0987654320', platform: 'WEB' }))).toEqual({
          exists: false,
        });
      },
    );

    it('refuses an invalid phone and unknown fields with 400', async () => {
      const bad = expectError(await post('/user/check-exist', { phone: '12345', platform: 'WEB' }), 400);
      expect(bad.message).toBe('Số điện thoại không hợp lệ');
      expectError(
        await post('/user/check-exist', { phone: '0901000001', admin: true }),
        400,
        ERROR_CODES.VALIDATION_FAILED,
      );
      expectError(await post('/user/check-exist', {}), 400, ERROR_CODES.VALIDATION_FAILED);
    });
  });

  describe('login', () => {
    it('answers user, uniclassToken and an access token bound to the default profile, for every phone form', async () => {
      for (const phone of ['+84901000001', '84901000001', '901000001', '0901 000 001']) {
        const session = await login(t, phone);
        expect(session.user.phone).toBe('0901000001');
        expect(session.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(session.uniclassToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(session.uniclassToken).not.toBe(session.accessToken);
        const row = await t.db
          .selectFrom('access_tokens')
          .select(['profile_id', 'purpose'])
          .where('token_hash', '=', hashToken(session.accessToken))
          .executeTakeFirstOrThrow();
        const defaultProfile = session.user.profiles.find((p) => p.isDefault);
        expect(row).toEqual({ profile_id: defaultProfile?.id, purpose: 'access' });
      }
    });

    it('returns the full User shape of src/domain/entities.ts', async () => {
      const session = await login(t, '0901000001');
      expect(session.user).toMatchObject({ phone: '0901000001', source: 1 });
      expect(session.user.profiles).toHaveLength(3);
      expect(session.user.profiles[0]).toMatchObject({
        name: 'Nguyễn Hoàng Minh Anh',
        isDefault: true,
        gradeId: 3,
        gradeLevel: 3,
        className: '3A',
        avatar: 'avatars/default-01.svg',
        avatarBorder: 'loyalty/frames/star.svg', // she wears the star frame (loyalty demo data)
        isContest: false,
        loyalty: { point: 3420, points: { coin: 1250, diamond: 85 } },
      });
      expect(session.user.profiles[0]).toHaveProperty('schoolId');
      expect((session.user.profiles[0] as unknown as { schedules: unknown[] }).schedules).toHaveLength(2);
    });

    it('tells a wrong password (401) from an unregistered phone (404)', async () => {
      const wrong = expectError(
        await post('/user/login', { phone: '0901000003', password: 'Sai12345', platform: 'WEB' }),
        401,
        ERROR_CODES.INVALID_CREDENTIALS,
      );
      expect(wrong.message).toBe('Số điện thoại hoặc mật khẩu không đúng');
      const unknown = expectError(
        await post('/user/login', { phone: '0909999999', password: 'Sai12345', platform: 'WEB' }),
        404,
        ERROR_CODES.PHONE_NOT_REGISTERED,
      );
      expect(unknown.message).toBe('Số điện thoại chưa được đăng ký');
      expectError(await post('/user/login', { phone: '0901000003', platform: 'WEB' }), 400);
      expectError(await post('/user/login', { phone: 'abc', password: 'x', platform: 'WEB' }), 400);
    });

    it('never stores a raw token: only SHA-256 hashes are at rest', async () => {
      const session = await login(t, '0901000002');
      const hashes = await t.db.selectFrom('access_tokens').select('token_hash').execute();
      const stored = hashes.map((h) => h.token_hash);
      expect(stored).not.toContain(session.accessToken);
      expect(stored).not.toContain(session.uniclassToken);
      expect(stored).toContain(hashToken(session.accessToken));
      expect(stored).toContain(hashToken(session.uniclassToken));
    });
  });

  describe('auth headers', () => {
    it('401 without headers, with a bad token, or with a phone of another account', async () => {
      const session = await login(t, '0901000001');
      const get = (headers: Record<string, string>) =>
        t.app.inject({ method: 'GET', url: '/main/user/basic-info', headers });
      expectError(await get({}), 401, ERROR_CODES.UNAUTHENTICATED);
      expectError(await get({ access_token: session.accessToken }), 401, ERROR_CODES.UNAUTHENTICATED);
      expectError(
        await get({ access_token: 'x'.repeat(43), access_user: '0901000001' }),
        401,
        ERROR_CODES.TOKEN_INVALID,
      );
      expectError(await get(authHeaders(session, '0901000002')), 401, ERROR_CODES.TOKEN_USER_MISMATCH);
      // Every SPEC §5 form of the right phone is the same user.
      for (const form of ['+84901000001', '84901000001', '901000001']) {
        expect(expectOk(await get(authHeaders(session, form))).user.phone).toBe('0901000001');
      }
    });

    it('the uniclassToken is not an access token', async () => {
      const session = await login(t, '0901000001');
      const res = await t.app.inject({
        method: 'GET',
        url: '/main/user/basic-info',
        headers: { access_token: session.uniclassToken, access_user: session.phone },
      });
      expectError(res, 401, ERROR_CODES.TOKEN_INVALID);
    });

    it('an expired token is refused', async () => {
      const session = await login(t, '0901000001');
      await t.db
        .updateTable('access_tokens')
        .set({ expires_at: new Date(t.clock.now() - 1000) })
        .where('token_hash', '=', hashToken(session.accessToken))
        .execute();
      const res = await t.app.inject({
        method: 'GET',
        url: '/main/user/basic-info',
        headers: authHeaders(session),
      });
      expectError(res, 401, ERROR_CODES.TOKEN_INVALID);
    });
  });

  describe('logout', () => {
    it('revokes the token used and its session, not other sessions', async () => {
      const a = await login(t, '0901000001');
      const b = await login(t, '0901000001');
      const switched = expectOk(
        await post('/user/switch-profile', { profile_id: a.user.profiles[1]?.id }, authHeaders(a)),
      ).accessToken as string;
      expect(expectOk(await post('/user/logout', {}, authHeaders(a)))).toEqual({ loggedOut: true });
      const basic = (token: string) =>
        t.app.inject({
          method: 'GET',
          url: '/main/user/basic-info',
          headers: { access_token: token, access_user: a.phone },
        });
      expectError(await basic(a.accessToken), 401, ERROR_CODES.TOKEN_INVALID);
      expectError(await basic(switched), 401, ERROR_CODES.TOKEN_INVALID);
      expectOk(await basic(b.accessToken));
      expectError(await post('/user/logout', {}, authHeaders(a)), 401);
    });
  });

  describe('registration with OTP', () => {
    it('register sends a 6-digit OTP (hashed at rest); register-confirm creates the account and logs in', async () => {
      const phone = freshPhone();
      const sent = expectOk(await post('/user/register', { phone: `+84${phone.slice(1)}` }));
      expect(sent).toEqual({ sent: true, expiresInSeconds: 300, resendAfterSeconds: 60 });
      const otp = await latestOtp(t, phone);
      expect(otp).toMatch(/^\d{6}$/);
      const outbox = await t.db
        .selectFrom('sms_outbox')
        .select('body')
        .where('phone', '=', phone)
        .executeTakeFirstOrThrow();
      expect(outbox.body).toBe(`Uniclass: mã đăng ký tài khoản là ${otp} (5 phút). Không chia sẻ mã.`);
      const stored = await t.db
        .selectFrom('otp_codes')
        .select('code_hash')
        .where('phone', '=', phone)
        .execute();
      expect(stored.map((r) => r.code_hash)).not.toContain(otp);

      const data = expectOk(
        await post('/user/register-confirm', {
          phone,
          name: '  Trần   An ',
          grade: 4,
          password: 'Matkhau123',
          otp,
          source: 1,
        }),
      );
      expect(data.user).toMatchObject({
        phone,
        source: 1,
        profiles: [{ name: 'Trần An', gradeId: 4, isDefault: true }],
      });
      expect(
        expectOk(
          await t.app.inject({
            method: 'GET',
            url: '/main/user/basic-info',
            headers: authHeaders({ phone, accessToken: data.accessToken }),
          }),
        ).user.phone,
      ).toBe(phone);
      const hash = await t.db
        .selectFrom('users')
        .select('password_hash')
        .where('phone', '=', phone)
        .executeTakeFirstOrThrow();
      expect(hash.password_hash).toMatch(/^\$argon2id\$/);
      // The OTP is single use.
      expectError(
        await post('/user/register-confirm', {
          phone: freshPhone(),
          name: 'X',
          grade: 1,
          password: 'Matkhau123',
          otp,
        }),
        400,
      );
      // The phone is now taken.
      expectError(await post('/user/register', { phone }), 409, ERROR_CODES.PHONE_ALREADY_REGISTERED);
    });

    it('validates name, grade and password before touching the OTP', async () => {
      const phone = freshPhone();
      const base = { phone, name: 'Bé Na', grade: 2, password: 'Matkhau123', otp: '123456' };
      const weak = expectError(await post('/user/register-confirm', { ...base, password: 'chiconchu' }), 400);
      expect(weak.message).toBe('Mật khẩu cần ít nhất 8 ký tự, gồm cả chữ và số');
      expectError(
        await post('/user/register-confirm', { ...base, password: '12345678' }),
        400,
        ERROR_CODES.PASSWORD_TOO_WEAK,
      );
      expectError(
        await post('/user/register-confirm', { ...base, password: 'ab1' }),
        400,
        ERROR_CODES.PASSWORD_TOO_WEAK,
      );
      expectError(
        await post('/user/register-confirm', { ...base, grade: 13 }),
        400,
        ERROR_CODES.VALIDATION_FAILED,
      );
      expectError(
        await post('/user/register-confirm', { ...base, grade: '3' }),
        400,
        ERROR_CODES.VALIDATION_FAILED,
      );
      expectError(await post('/user/register-confirm', { ...base, name: '' }), 400);
      expectError(await post('/user/register-confirm', { ...base, name: 'x'.repeat(101) }), 400);
      expectError(await post('/user/register-confirm', { ...base, phone: '0123' }), 400);
    });

    it('an expired OTP is refused', async () => {
      const phone = freshPhone();
      expectOk(await post('/user/register', { phone }));
      const otp = await latestOtp(t, phone);
      await t.db
        .updateTable('otp_codes')
        .set({ expires_at: new Date(t.clock.now() - 1000) })
        .where('phone', '=', phone)
        .execute();
      expectError(
        await post('/user/register-confirm', { phone, name: 'A', grade: 1, password: 'Matkhau123', otp }),
        400,
        ERROR_CODES.OTP_EXPIRED,
      );
    });

    it('five wrong tries kill the OTP, even for the right code', async () => {
      const phone = freshPhone();
      expectOk(await post('/user/register', { phone }));
      const otp = await latestOtp(t, phone);
      const wrong = otp === '000000' ? '111111' : '000000';
      const body = { phone, name: 'A', grade: 1, password: 'Matkhau123' };
      for (let i = 0; i < 5; i += 1) {
        expectError(
          await post('/user/register-confirm', { ...body, otp: wrong }),
          400,
          ERROR_CODES.OTP_INVALID,
        );
      }
      expectError(
        await post('/user/register-confirm', { ...body, otp }),
        429,
        ERROR_CODES.OTP_TOO_MANY_ATTEMPTS,
      );
      // A new code works again.
      await skipCooldown(t, phone);
      expectOk(await post('/user/register', { phone }));
      expectOk(await post('/user/register-confirm', { ...body, otp: await latestOtp(t, phone) }));
    });

    it('resend has a 60 s cool-down and at most 5 sends per hour; a new code retires the old one', async () => {
      const phone = freshPhone();
      expectOk(await post('/user/register', { phone }));
      const first = await latestOtp(t, phone);
      const tooSoon = expectError(
        await post('/user/register', { phone }),
        429,
        ERROR_CODES.OTP_RESEND_TOO_SOON,
      );
      expect(tooSoon.message).toMatch(/^Vui lòng đợi \d+ giây trước khi yêu cầu mã mới$/);
      for (let i = 2; i <= 5; i += 1) {
        await skipCooldown(t, phone);
        expectOk(await post('/user/register', { phone }));
      }
      await skipCooldown(t, phone);
      expectError(await post('/user/register', { phone }), 429, ERROR_CODES.RATE_LIMITED);
      const latest = await latestOtp(t, phone);
      if (latest !== first) {
        expectError(
          await post('/user/register-confirm', {
            phone,
            name: 'A',
            grade: 1,
            password: 'Matkhau123',
            otp: first,
          }),
          400,
          ERROR_CODES.OTP_INVALID,
        );
      }
      expectOk(
        await post('/user/register-confirm', {
          phone,
          name: 'A',
          grade: 1,
          password: 'Matkhau123',
          otp: latest,
        }),
      );
    });

    it('register-confirm-v2 creates the account with the proof of register-verify-otp and answers like login', async () => {
      const phone = freshPhone();
      const verificationToken = await verifiedRegistration(t, phone);
      expect(verificationToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const body = { name: 'Lan', grade: 6, password: 'Matkhau123', source: 1 };
      // A refused detail does not spend the proof: the form is fixed and sent again.
      expectError(
        await post('/user/register-confirm-v2', { ...body, phone, password: 'yeu', verificationToken }),
        400,
        ERROR_CODES.PASSWORD_TOO_WEAK,
      );
      const data = expectOk(
        await post('/user/register-confirm-v2', { ...body, phone: `84${phone.slice(1)}`, verificationToken }),
      );
      expect(data.user).toMatchObject({ phone, profiles: [{ name: 'Lan', gradeId: 6 }] });
      expect(typeof data.accessToken).toBe('string');
      expect(typeof data.uniclassToken).toBe('string');
      expectError(
        await post('/user/register-confirm-v2', { ...body, phone, verificationToken }),
        409,
        ERROR_CODES.PHONE_ALREADY_REGISTERED,
      );
      expectError(
        await post('/user/register-confirm-v2', { ...body, phone: freshPhone(), otp: '1' }),
        400,
        ERROR_CODES.VALIDATION_FAILED,
      );
    });
  });

  describe('registration OTP checked at its own step (register-verify-otp)', () => {
    const details = { name: 'Bé Na', grade: 2, password: 'Matkhau123' };

    it('right code → a proof, wrong code → 400 with the Vietnamese message, and the wrong try counts', async () => {
      const phone = freshPhone();
      expectOk(await post('/user/register', { phone }));
      const otp = await latestOtp(t, phone);
      const wrong = otp === '000000' ? '111111' : '000000';
      const refused = expectError(
        await post('/user/register-verify-otp', { phone, otp: wrong }),
        400,
        ERROR_CODES.OTP_INVALID,
      );
      expect(refused.message).toBe('Mã xác thực không đúng');
      const row = await t.db
        .selectFrom('otp_codes')
        .select(['attempts', 'consumed_at'])
        .where('phone', '=', phone)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ attempts: 1, consumed_at: null });
      const res = await post('/user/register-verify-otp', { phone: `+84 ${phone.slice(1)}`, otp });
      const data = expectOk(res);
      expect(envelope(res).message).toBe('Mã xác thực hợp lệ');
      expect(data).toEqual({
        verificationToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        expiresInSeconds: 900,
      });
      // Only the hash is stored, bound to the phone.
      const proof = await t.db
        .selectFrom('registration_verifications')
        .select(['phone', 'token_hash'])
        .where('phone', '=', phone)
        .executeTakeFirstOrThrow();
      expect(proof).toEqual({ phone, token_hash: hashToken(data.verificationToken) });
    });

    it('a code is spent by the check: the same code again, or in register-confirm, is refused', async () => {
      const phone = freshPhone();
      expectOk(await post('/user/register', { phone }));
      const otp = await latestOtp(t, phone);
      expectOk(await post('/user/register-verify-otp', { phone, otp }));
      const again = expectError(
        await post('/user/register-verify-otp', { phone, otp }),
        400,
        ERROR_CODES.OTP_INVALID,
      );
      expect(again.message).toBe('Mã xác thực không đúng hoặc đã được sử dụng, vui lòng yêu cầu mã mới');
      expectError(
        await post('/user/register-confirm', { ...details, phone, otp }),
        400,
        ERROR_CODES.OTP_INVALID,
      );
    });

    it('a proof is single use, bound to its phone, and dies after 15 minutes', async () => {
      const phone = freshPhone();
      const token = await verifiedRegistration(t, phone);
      const other = freshPhone();
      const elsewhere = expectError(
        await post('/user/register-confirm-v2', { ...details, phone: other, verificationToken: token }),
        400,
        ERROR_CODES.REGISTRATION_NOT_VERIFIED,
      );
      expect(elsewhere.message).toBe(
        'Phiên xác thực số điện thoại đã hết hạn hoặc đã được dùng, vui lòng nhận mã OTP mới',
      );
      const missing = expectError(
        await post('/user/register-confirm-v2', { ...details, phone: other }),
        400,
        ERROR_CODES.REGISTRATION_NOT_VERIFIED,
      );
      expect(missing.message).toBe('Vui lòng xác thực số điện thoại bằng mã OTP trước khi đăng ký');
      expectError(
        await post('/user/register-confirm-v2', { ...details, phone, verificationToken: 'x'.repeat(43) }),
        400,
        ERROR_CODES.REGISTRATION_NOT_VERIFIED,
      );
      await t.db
        .updateTable('registration_verifications')
        .set({ expires_at: new Date(t.clock.now() - 1000) })
        .where('phone', '=', phone)
        .execute();
      expectError(
        await post('/user/register-confirm-v2', { ...details, phone, verificationToken: token }),
        400,
        ERROR_CODES.REGISTRATION_NOT_VERIFIED,
      );
      expect(await t.db.selectFrom('users').select('id').where('phone', '=', phone).execute()).toEqual([]);
      // A used proof is spent in the database, so even a second account could not reuse it.
      const second = freshPhone();
      const used = await verifiedRegistration(t, second);
      expectOk(
        await post('/user/register-confirm-v2', { ...details, phone: second, verificationToken: used }),
      );
      const spent = await t.db
        .selectFrom('registration_verifications')
        .select('used_at')
        .where('token_hash', '=', hashToken(used))
        .executeTakeFirstOrThrow();
      expect(spent.used_at).toBeInstanceOf(Date);
      expect(await redeemRegistrationVerification(t.db, second, used)).toBe(false);
    });

    it('an expired code is refused at the check', async () => {
      const phone = freshPhone();
      expectOk(await post('/user/register', { phone }));
      const otp = await latestOtp(t, phone);
      await t.db
        .updateTable('otp_codes')
        .set({ expires_at: new Date(t.clock.now() - 1000) })
        .where('phone', '=', phone)
        .execute();
      const expired = expectError(
        await post('/user/register-verify-otp', { phone, otp }),
        400,
        ERROR_CODES.OTP_EXPIRED,
      );
      expect(expired.message).toBe('Mã xác thực đã hết hạn, vui lòng yêu cầu mã mới');
    });

    it('five wrong checks kill the code, even for the right digits; a new code works again', async () => {
      const phone = freshPhone();
      expectOk(await post('/user/register', { phone }));
      const otp = await latestOtp(t, phone);
      const wrong = otp === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i += 1) {
        expectError(
          await post('/user/register-verify-otp', { phone, otp: wrong }),
          400,
          ERROR_CODES.OTP_INVALID,
        );
      }
      const dead = expectError(
        await post('/user/register-verify-otp', { phone, otp }),
        429,
        ERROR_CODES.OTP_TOO_MANY_ATTEMPTS,
      );
      expect(dead.message).toBe('Bạn đã nhập sai mã quá 5 lần, vui lòng yêu cầu mã mới');
      // Wrong tries at the check and at register-confirm share the one counter of the code.
      expectError(
        await post('/user/register-confirm', { ...details, phone, otp }),
        429,
        ERROR_CODES.OTP_TOO_MANY_ATTEMPTS,
      );
      await skipCooldown(t, phone);
      expectOk(await post('/user/register', { phone }));
      expectOk(await post('/user/register-verify-otp', { phone, otp: await latestOtp(t, phone) }));
    });

    it('refuses malformed bodies with 400 and never answers for a phone without a code', async () => {
      expectError(await post('/user/register-verify-otp', { phone: '0123', otp: '123456' }), 400);
      expectError(
        await post('/user/register-verify-otp', { phone: freshPhone() }),
        400,
        ERROR_CODES.VALIDATION_FAILED,
      );
      expectError(
        await post('/user/register-verify-otp', { phone: freshPhone(), otp: '123456', extra: 1 }),
        400,
        ERROR_CODES.VALIDATION_FAILED,
      );
      // A registered phone has no registration code: the same 400 as any phone without one.
      expectError(
        await post('/user/register-verify-otp', { phone: '0901000001', otp: '123456' }),
        400,
        ERROR_CODES.OTP_INVALID,
      );
    });

    it('a double submit answers 2xx or a clear 4xx, never 5xx: one proof per code, one account per proof', async () => {
      const phone = freshPhone();
      expectOk(await post('/user/register', { phone }));
      const otp = await latestOtp(t, phone);
      const checks = await Promise.all(
        Array.from({ length: 4 }, () => post('/user/register-verify-otp', { phone, otp })),
      );
      const statuses = checks.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([200, 400, 400, 400]);
      const token = envelope(checks.find((r) => r.statusCode === 200)!).data.verificationToken as string;
      for (const r of checks.filter((c) => c.statusCode === 400))
        expect(envelope(r).errorCode).toBe(ERROR_CODES.OTP_INVALID);
      const signUps = await Promise.all(
        Array.from({ length: 4 }, () =>
          post('/user/register-confirm-v2', { ...details, phone, verificationToken: token }),
        ),
      );
      const signUpStatuses = signUps.map((r) => r.statusCode);
      expect(signUpStatuses.filter((s) => s === 200)).toHaveLength(1);
      for (const r of signUps.filter((c) => c.statusCode !== 200)) {
        expect([400, 409], r.body).toContain(r.statusCode);
        expect([ERROR_CODES.REGISTRATION_NOT_VERIFIED, ERROR_CODES.PHONE_ALREADY_REGISTERED]).toContain(
          envelope(r).errorCode,
        );
      }
      expect(await t.db.selectFrom('users').select('id').where('phone', '=', phone).execute()).toHaveLength(
        1,
      );
    });
  });

  describe('forgot password', () => {
    async function newAccount(): Promise<string> {
      const phone = freshPhone('097');
      const verificationToken = await verifiedRegistration(t, phone);
      expectOk(
        await post('/user/register-confirm-v2', {
          phone,
          name: 'Hoa',
          grade: 3,
          password: 'Cumatkhau1',
          verificationToken,
        }),
      );
      // The sign-up's OTP started the phone's cool-down; these tests send the reset code next.
      await skipCooldown(t, phone);
      return phone;
    }

    it('OTP + new password changes it and revokes every token of the account', async () => {
      const phone = await newAccount();
      const s1 = await login(t, phone, 'Cumatkhau1');
      expectError(
        await post('/user/forgot-password', { phone: '0909999998' }),
        404,
        ERROR_CODES.PHONE_NOT_REGISTERED,
      );
      expectOk(await post('/user/forgot-password', { phone: `+84${phone.slice(1)}`, platform: 'WEB' }));
      const otp = await latestOtp(t, phone);
      expectError(
        await post('/user/forgot-password-confirm', { phone, otp, password: 'yeu' }),
        400,
        ERROR_CODES.PASSWORD_TOO_WEAK,
      );
      expect(
        expectOk(await post('/user/forgot-password-confirm', { phone, otp, password: 'Moimatkhau2' })),
      ).toEqual({
        passwordChanged: true,
      });
      expectError(
        await t.app.inject({ method: 'GET', url: '/main/user/basic-info', headers: authHeaders(s1) }),
        401,
        ERROR_CODES.TOKEN_INVALID,
      );
      expectError(await post('/user/login', { phone, password: 'Cumatkhau1', platform: 'WEB' }), 401);
      await login(t, phone, 'Moimatkhau2');
    });

    it('two steps through infoNewPass: OTP → reset token, then the password with that token as headers', async () => {
      const phone = await newAccount();
      const s1 = await login(t, phone, 'Cumatkhau1');
      expectOk(await post('/user/forgot-password', { phone }));
      const otp = await latestOtp(t, phone);
      const info = expectOk(await post('/user/forgot-password-confirm', { phone, otp }));
      expect(info).toMatchObject({ passwordChanged: false, phone });
      // The reset token is not a session token.
      expectError(
        await t.app.inject({
          method: 'GET',
          url: '/main/user/basic-info',
          headers: { access_token: info.accessToken, access_user: phone },
        }),
        401,
      );
      // Without its headers, or with another phone, the password step is refused.
      expectError(await post('/user/forgot-password-confirm', { phone, password: 'Moimatkhau3' }), 401);
      expectError(
        await post(
          '/user/forgot-password-confirm',
          { phone, password: 'Moimatkhau3' },
          { access_token: info.accessToken, access_user: '0901000001' },
        ),
        401,
      );
      const done = await post(
        '/user/forgot-password-confirm',
        { phone, password: 'Moimatkhau3' },
        { access_token: info.accessToken, access_user: `84${phone.slice(1)}` },
      );
      expect(expectOk(done)).toEqual({ passwordChanged: true });
      // The reset token is spent with the rest.
      expectError(
        await post(
          '/user/forgot-password-confirm',
          { phone, password: 'Moimatkhau4' },
          { access_token: info.accessToken, access_user: phone },
        ),
        401,
      );
      expectError(
        await t.app.inject({ method: 'GET', url: '/main/user/basic-info', headers: authHeaders(s1) }),
        401,
      );
      await login(t, phone, 'Moimatkhau3');
      expectError(await post('/user/forgot-password-confirm', { phone }), 400);
    });
  });

  describe('one-time login token', () => {
    it('is issued to a signed-in user, exchanged once, bound to the issuing profile, and stored hashed', async () => {
      const session = await login(t, '0901000001');
      const second = session.user.profiles[1]!.id;
      const switched = expectOk(
        await post('/user/switch-profile', { profile_id: second }, authHeaders(session)),
      ).accessToken;
      expectError(await post('/user/login-token', {}), 401);
      const issued = expectOk(
        await post('/user/login-token', {}, { access_token: switched, access_user: session.phone }),
      );
      expect(issued.path).toBe(`/login/${issued.token}`);
      expect(new Date(issued.expiresAt).getTime() - t.clock.now()).toBeLessThanOrEqual(120_000);
      const stored = await t.db.selectFrom('login_tokens').select('token_hash').execute();
      expect(stored.map((r) => r.token_hash)).toContain(hashToken(issued.token));
      expect(stored.map((r) => r.token_hash)).not.toContain(issued.token);

      const exchanged = expectOk(await post('/user/login-token/exchange', { token: issued.token }));
      expect(exchanged.user.phone).toBe('0901000001');
      const bound = await t.db
        .selectFrom('access_tokens')
        .select('profile_id')
        .where('token_hash', '=', hashToken(exchanged.accessToken))
        .executeTakeFirstOrThrow();
      expect(bound.profile_id).toBe(second);
      expectError(
        await post('/user/login-token/exchange', { token: issued.token }),
        401,
        ERROR_CODES.LOGIN_TOKEN_INVALID,
      );
    });

    it('concurrent exchanges of one token: exactly one wins; expired tokens fail', async () => {
      const session = await login(t, '0901000003');
      const { token } = expectOk(await post('/user/login-token', {}, authHeaders(session)));
      const results = await Promise.all([1, 2, 3].map(() => post('/user/login-token/exchange', { token })));
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(results.filter((r) => r.statusCode === 401)).toHaveLength(2);

      const late = expectOk(await post('/user/login-token', {}, authHeaders(session))).token;
      await t.db
        .updateTable('login_tokens')
        .set({ expires_at: new Date(t.clock.now() - 1000) })
        .where('token_hash', '=', hashToken(late))
        .execute();
      expectError(
        await post('/user/login-token/exchange', { token: late }),
        401,
        ERROR_CODES.LOGIN_TOKEN_INVALID,
      );
      expectError(await post('/user/login-token/exchange', {}), 400);
      expect(envelope(await post('/user/login-token/exchange', { token: 'nope' })).errorCode).toBe(
        ERROR_CODES.LOGIN_TOKEN_INVALID,
      );
    });
  });

  it('demo password still works after all of the above', async () => {
    await login(t, '0901000005', DEMO_PASSWORD);
  });
});
