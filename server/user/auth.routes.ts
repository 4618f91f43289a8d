import type { TSchema } from 'typebox';
import {
  AuthPayloadSchema,
  CheckExistSchema,
  ForgotConfirmBody,
  ForgotConfirmSchema,
  LoggedOutSchema,
  LoginBody,
  LoginTokenBody,
  LoginTokenSchema,
  OtpSentSchema,
  PhoneBody,
  RegisterConfirmBody,
  RegisterConfirmV2Body,
  RegisterVerifyOtpBody,
  RegistrationVerifiedSchema,
} from '../../src/contracts/user';
import { USER_SOURCE } from '../../src/domain/constants';
import { samePhone } from '../../src/domain/phone';
import { limitPerPhone, tooManyTriesMessage } from '../auth/auth-counters';
import {
  CHECK_EXIST_PER_PHONE,
  CHECK_EXIST_WINDOW_SECONDS,
  IP_LIMITS,
  OTP_RESEND_COOLDOWN_SECONDS,
} from '../auth/auth-limits';
import { sendOtp, verifyOtp } from '../auth/otp';
import { assertNotProbing, spendUnknownPhoneProbe } from '../auth/probe-budget';
import {
  issueRegistrationVerification,
  withRegistrationVerification,
} from '../auth/registration-verification.repository';
import { authenticate, authOf, signedIn } from '../auth/require-auth';
import {
  type IssuedSession,
  issueLoginToken,
  issueResetToken,
  issueSession,
  revokeSession,
} from '../auth/tokens.repository';
import type { Db } from '../db/database';
import { AppError, Envelope, errorResponses, ok } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import type { RoutesPlugin } from '../http/route-types';
import { grantSignUpTrial } from '../learning/trial.repository';
import { perAddress } from '../plugins/rate-limit';
import { createSmsProvider } from '../sms/sms-provider-factory';
import {
  exchangeLoginToken,
  findLoginCandidate,
  resetPassword,
  writeAccountWithSession,
} from './login.repository';
import { signInWithPassword } from './password-login';
import { findAccountByPhone, phoneExists } from './user-accounts.repository';
import { assertStrongPassword, cleanName, parsePhone, USER_MESSAGES } from './user-rules';
import { loadUser } from './user-views.repository';

export const REGISTRATION_MESSAGES = {
  verified: 'Mã xác thực hợp lệ',
  notVerified: 'Vui lòng xác thực số điện thoại bằng mã OTP trước khi đăng ký',
  verificationInvalid: 'Phiên xác thực số điện thoại đã hết hạn hoặc đã được dùng, vui lòng nhận mã OTP mới',
} as const;

const authErrors = errorResponses(401, 403, 404, 409, 502);

type IpLimit = (typeof IP_LIMITS)[keyof typeof IP_LIMITS];

/** The options of a sign-up/sign-in POST: anonymous, answers `data` or an auth refusal, limited per address. */
const anonymousPost = <Body extends TSchema, Data extends TSchema>(
  summary: string,
  body: Body,
  data: Data,
  rateLimit: IpLimit,
) => ({
  schema: {
    tags: ['main: user'],
    summary,
    body,
    response: { 200: Envelope(data), ...authErrors },
  },
  config: perAddress(rateLimit),
});

/** Sign-up, sign-in, password reset, logout and one-time login links (SPEC §7 User). */
export const authRoutes: RoutesPlugin = async (app) => {
  const sms = createSmsProvider(app.config, app.db, app.log);

  const authPayload = async (userId: number, session: IssuedSession) =>
    ok({
      user: await loadUser(app.db, userId),
      uniclassToken: session.uniclassToken,
      accessToken: session.accessToken,
    });

  /** Unknown phones spend the address's enumeration budget; known ones wait out an address still probing. */
  const probe = async (ip: string, phone: string, exists: boolean) => {
    if (exists) await assertNotProbing(app.db, ip);
    else await spendUnknownPhoneProbe(app.db, ip, phone);
  };

  const checkExist = async (phoneInput: string, ip: string) => {
    const phone = parsePhone(phoneInput);
    await limitPerPhone(
      app.db,
      phone,
      'check_exist',
      CHECK_EXIST_PER_PHONE,
      CHECK_EXIST_WINDOW_SECONDS,
      tooManyTriesMessage,
    );
    const exists = await phoneExists(app.db, phone);
    await probe(ip, phone, exists);
    return ok({ exists });
  };
  for (const path of ['/user/check-exist', '/user/check-exist-v2']) {
    app.post(
      path,
      {
        schema: {
          tags: ['main: user'],
          summary: 'Whether a phone (any SPEC §5 form) has an account',
          body: PhoneBody,
          response: { 200: Envelope(CheckExistSchema), ...errorResponses() },
        },
        config: perAddress(IP_LIMITS.checkExist),
      },
      async (request) => checkExist(request.body.phone, request.ip),
    );
  }

  /** Sign-up codes go to unknown phones only, reset codes to known ones; either way the probe is counted. */
  const sendOtpTo = async (phoneInput: string, ip: string, purpose: 'register' | 'reset_password') => {
    const phone = parsePhone(phoneInput);
    const exists = await phoneExists(app.db, phone);
    await probe(ip, phone, exists);
    if (purpose === 'register' && exists) {
      throw new AppError(409, ERROR_CODES.PHONE_ALREADY_REGISTERED, USER_MESSAGES.phoneTaken);
    }
    if (purpose === 'reset_password' && !exists) {
      throw new AppError(404, ERROR_CODES.PHONE_NOT_REGISTERED, USER_MESSAGES.phoneUnknown);
    }
    const { expiresInSeconds } = await sendOtp(app.db, sms, phone, purpose);
    return ok(
      { sent: true, expiresInSeconds, resendAfterSeconds: OTP_RESEND_COOLDOWN_SECONDS },
      'Đã gửi mã xác thực',
    );
  };

  app.post(
    '/user/register',
    anonymousPost('Send the registration OTP', PhoneBody, OtpSentSchema, IP_LIMITS.otpSend),
    async (request) => sendOtpTo(request.body.phone, request.ip, 'register'),
  );

  app.post(
    '/user/register-verify-otp',
    anonymousPost(
      'Check the registration OTP at its own step: spends the code, answers a single-use 15-minute proof for register-confirm-v2',
      RegisterVerifyOtpBody,
      RegistrationVerifiedSchema,
      IP_LIMITS.otpVerify,
    ),
    async (request) => {
      const phone = parsePhone(request.body.phone);
      // No "is the phone registered" answer here: register sends codes to unknown phones only, so a
      // live code already says so, and this route must not become an oracle outside the probe budget.
      const proof = await verifyOtp(app.db, phone, 'register', request.body.otp, (trx) =>
        issueRegistrationVerification(trx, phone),
      );
      if (!proof) throw new Error('register-verify-otp: the OTP passed but no proof was issued');
      return ok(
        { verificationToken: proof.token, expiresInSeconds: proof.expiresInSeconds },
        REGISTRATION_MESSAGES.verified,
      );
    },
  );

  /** How a sign-up proves the phone: the OTP itself (register-confirm) or the proof of register-verify-otp (v2). */
  type PhoneProof = { otp: string } | { verificationToken: string | undefined };

  const register = async (
    body: { phone: string; name: string; grade: number; password: string; source?: number },
    proof: PhoneProof,
  ) => {
    const phone = parsePhone(body.phone);
    const name = cleanName(body.name);
    assertStrongPassword(body.password);
    if (await phoneExists(app.db, phone)) {
      throw new AppError(409, ERROR_CODES.PHONE_ALREADY_REGISTERED, USER_MESSAGES.phoneTaken);
    }
    if ('verificationToken' in proof && !proof.verificationToken) {
      throw new AppError(400, ERROR_CODES.REGISTRATION_NOT_VERIFIED, REGISTRATION_MESSAGES.notVerified);
    }
    const passwordHash = await app.passwords.hash(body.password);
    const account = { phone, name, grade: body.grade, source: body.source ?? USER_SOURCE.WEB, passwordHash };
    // The trial the sign-up page promises is part of the account (ADR 0015): same transaction.
    const write = async (trx: Db) => {
      const created = await writeAccountWithSession(trx, account);
      await grantSignUpTrial(trx, {
        profileId: created.profileId,
        phone,
        gradeId: body.grade,
        nowMs: app.clock.now(),
      });
      return created;
    };
    // The proof is spent in the account's own transaction, after every check that can refuse the
    // details: a weak password or a bad name is fixed and sent again with the same proof, and a
    // sign-up that fails to write (the phone taken meanwhile) leaves it unspent.
    const created =
      'otp' in proof
        ? await verifyOtp(app.db, phone, 'register', proof.otp, write)
        : await withRegistrationVerification(app.db, phone, proof.verificationToken ?? '', write);
    if (!created) {
      throw new AppError(
        400,
        ERROR_CODES.REGISTRATION_NOT_VERIFIED,
        REGISTRATION_MESSAGES.verificationInvalid,
      );
    }
    return authPayload(created.userId, created.session);
  };

  app.post(
    '/user/register-confirm',
    anonymousPost(
      'Create the account with the OTP; answers like login',
      RegisterConfirmBody,
      AuthPayloadSchema,
      IP_LIMITS.otpVerify,
    ),
    async (request) => register(request.body, { otp: request.body.otp }),
  );

  app.post(
    '/user/register-confirm-v2',
    anonymousPost(
      'Create the account without the OTP (SPEC §7), with the proof of register-verify-otp; answers like login',
      RegisterConfirmV2Body,
      AuthPayloadSchema,
      IP_LIMITS.register,
    ),
    async (request) => register(request.body, { verificationToken: request.body.verificationToken }),
  );

  app.post(
    '/user/login',
    anonymousPost(
      'Sign in with phone (any SPEC §5 form) and password',
      LoginBody,
      AuthPayloadSchema,
      IP_LIMITS.login,
    ),
    async (request) => {
      const phone = parsePhone(request.body.phone);
      // An unknown phone answers 404 (check-exist says as much) until the address spent its probe
      // budget; wrong passwords are counted before they are checked (password-login.ts).
      const candidate = await signInWithPassword(
        app.db,
        { ip: request.ip, phone09: phone, password: request.body.password },
        await findLoginCandidate(app.db, phone),
      );
      return authPayload(candidate.userId, await issueSession(app.db, candidate.userId, candidate.profileId));
    },
  );

  app.post(
    '/user/logout',
    signedIn(
      ['main: user'],
      'Revoke the access token used (and its session)',
      {},
      LoggedOutSchema,
      errorResponses(401),
    ),
    async (request) => {
      const auth = authOf(request);
      await revokeSession(app.db, auth.tokenId, auth.sessionId);
      return ok({ loggedOut: true }, 'Đã đăng xuất');
    },
  );

  app.post(
    '/user/forgot-password',
    anonymousPost('Send the password-reset OTP', PhoneBody, OtpSentSchema, IP_LIMITS.otpSend),
    async (request) => sendOtpTo(request.body.phone, request.ip, 'reset_password'),
  );

  app.post(
    '/user/forgot-password-confirm',
    anonymousPost(
      'OTP + new password, or OTP alone (→ infoNewPass), or new password with infoNewPass headers',
      ForgotConfirmBody,
      ForgotConfirmSchema,
      IP_LIMITS.otpVerify,
    ),
    async (request) => {
      const { otp, password } = request.body;
      const phone = parsePhone(request.body.phone);
      if (password !== undefined) assertStrongPassword(password);
      let userId: number;
      if (otp !== undefined) {
        const account = await findAccountByPhone(app.db, phone);
        if (!account) {
          // An existence answer like forgot-password's: it spends the address's probe budget too.
          await spendUnknownPhoneProbe(app.db, request.ip, phone);
          throw new AppError(404, ERROR_CODES.PHONE_NOT_REGISTERED, USER_MESSAGES.phoneUnknown);
        }
        await verifyOtp(app.db, phone, 'reset_password', otp);
        if (password === undefined) {
          const accessToken = await issueResetToken(app.db, account.id);
          return ok({ passwordChanged: false, accessToken, phone }, 'Mã xác thực hợp lệ');
        }
        userId = account.id;
      } else if (password !== undefined) {
        // The password step of infoNewPass: the reset token and phone come as access headers.
        const auth = await authenticate(app.db, request, ['reset']);
        if (!samePhone(auth.phone, phone)) {
          throw new AppError(
            401,
            ERROR_CODES.TOKEN_USER_MISMATCH,
            'Thông tin đăng nhập không khớp, vui lòng đăng nhập lại',
          );
        }
        userId = auth.userId;
      } else {
        throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, 'Vui lòng nhập mã xác thực hoặc mật khẩu mới');
      }
      await resetPassword(app.db, userId, phone, await app.passwords.hash(password));
      return ok({ passwordChanged: true }, 'Đổi mật khẩu thành công');
    },
  );

  app.post(
    '/user/login-token',
    signedIn(
      ['main: user'],
      'Issue a one-time login token for /login/[token] (2 minutes, single use)',
      {},
      LoginTokenSchema,
      errorResponses(401),
    ),
    async (request) => {
      const auth = authOf(request);
      const issued = await issueLoginToken(app.db, auth.userId, auth.profileId, auth.sessionId);
      return ok({
        token: issued.token,
        path: `/login/${issued.token}`,
        expiresAt: issued.expiresAt.toISOString(),
      });
    },
  );

  app.post(
    '/user/login-token/exchange',
    {
      schema: {
        tags: ['main: user'],
        summary: 'Trade a one-time login token for a session; answers like login',
        body: LoginTokenBody,
        response: { 200: Envelope(AuthPayloadSchema), ...errorResponses(401) },
      },
      config: perAddress(IP_LIMITS.loginTokenExchange),
    },
    async (request) => {
      const exchanged = await exchangeLoginToken(app.db, request.body.token);
      if (!exchanged) {
        throw new AppError(
          401,
          ERROR_CODES.LOGIN_TOKEN_INVALID,
          'Liên kết đăng nhập không hợp lệ hoặc đã hết hạn',
        );
      }
      return authPayload(exchanged.userId, exchanged.session);
    },
  );
};
