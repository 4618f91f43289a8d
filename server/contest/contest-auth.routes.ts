import { Type } from 'typebox';
import {
  AutoLoginBody,
  ContestProfile,
  ContestSession,
  LoginBody,
  OtpSent,
  RegisterBody,
  SendOtpBody,
  VerifyOtpBody,
} from '../../src/contracts/contest';
import { IP_LIMITS } from '../auth/auth-limits';
import { sendOtp, verifyOtp } from '../auth/otp';
import { authenticate } from '../auth/require-auth';
import { routeArea } from '../auth/signed-in-area';
import { AppError, ok } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import type { RoutesPlugin } from '../http/route-types';
import { perAddress } from '../plugins/rate-limit';
import { createSmsProvider } from '../sms/sms-provider-factory';
import { signInWithPassword } from '../user/password-login';
import { assertStrongPassword, cleanClassName, cleanName, parsePhone } from '../user/user-rules';
import { requireContest } from './contest-access';
import { CONTEST_MESSAGES } from './contest-messages';
import {
  type ContestProfileRecord,
  confirmRegistration,
  findAccount,
  findContestProfileOfMainProfile,
  findContestProfileOfUser,
  hasPendingRegistration,
  issueContestToken,
  savePendingRegistration,
} from './contest-registration.repository';
import { findSchool } from './contest-schools.repository';

const { schema } = routeArea('contest', 401, 403, 404, 409, 502);

function publicProfile({ userId: _userId, ...profile }: ContestProfileRecord) {
  return profile;
}

function registrationMissing() {
  return new AppError(404, ERROR_CODES.CONTEST_REGISTRATION_NOT_FOUND, CONTEST_MESSAGES.registrationMissing);
}

/** register → OTP → verify-otp, login with the main app's password, auto-login from a main session. */
export const contestAuthRoutes: RoutesPlugin = async (app) => {
  const sms = createSmsProvider(app.config, app.db, app.log);

  const sessionOf = async (userId: number, profile: ContestProfileRecord | null) => {
    if (!profile?.mainProfileId) {
      throw new AppError(403, ERROR_CODES.CONTEST_NOT_REGISTERED, CONTEST_MESSAGES.notRegistered);
    }
    const token = await issueContestToken(app.db, userId, profile.mainProfileId);
    return ok({ token, profile: publicProfile(profile) });
  };

  /** register and send-otp end alike: the contest OTP goes out, the answer says how long it lives. */
  const otpSent = async (phone: string) => {
    const { expiresInSeconds } = await sendOtp(app.db, sms, phone, 'contest');
    return ok({ sent: true, expiresInSeconds });
  };

  app.post(
    '/api/contest/register',
    {
      schema: schema(
        'Start a contest registration: keeps the form and sends the OTP',
        { body: RegisterBody },
        OtpSent,
      ),
      config: perAddress(IP_LIMITS.register),
    },
    async (request) => {
      const phone = parsePhone(request.body.phone);
      const name = cleanName(request.body.name);
      assertStrongPassword(request.body.password);
      if (await findAccount(app.db, phone)) {
        throw new AppError(409, ERROR_CODES.PHONE_ALREADY_REGISTERED, CONTEST_MESSAGES.phoneTaken);
      }
      if (!(await findSchool(app.db, request.body.schoolId))) {
        throw new AppError(404, ERROR_CODES.CONTEST_SCHOOL_NOT_FOUND, CONTEST_MESSAGES.schoolNotFound);
      }
      await savePendingRegistration(app.db, {
        phone,
        name,
        passwordHash: await app.passwords.hash(request.body.password),
        schoolId: request.body.schoolId,
        grade: request.body.grade,
        className: cleanClassName(request.body.className),
      });
      return otpSent(phone);
    },
  );

  app.post(
    '/api/contest/send-otp',
    {
      schema: schema(
        'Send (again) the OTP of a pending registration or of a contest account',
        { body: SendOtpBody },
        OtpSent,
      ),
      config: perAddress(IP_LIMITS.otpSend),
    },
    async (request) => {
      const phone = parsePhone(request.body.phone);
      const account = await findAccount(app.db, phone);
      const known = account
        ? (await findContestProfileOfUser(app.db, account.id)) !== null
        : await hasPendingRegistration(app.db, phone);
      if (!known) throw registrationMissing();
      return otpSent(phone);
    },
  );

  app.post(
    '/api/contest/verify-otp',
    {
      schema: schema(
        'Check the OTP: finishes a registration or signs a contest account in',
        { body: VerifyOtpBody },
        ContestSession,
      ),
      config: perAddress(IP_LIMITS.otpVerify),
    },
    async (request) => {
      const phone = parsePhone(request.body.phone);
      await verifyOtp(app.db, phone, 'contest', request.body.otp);
      const created = await confirmRegistration(app.db, phone);
      if (created) {
        return sessionOf(created.userId, await findContestProfileOfMainProfile(app.db, created.profileId));
      }
      const account = await findAccount(app.db, phone);
      if (!account) throw registrationMissing();
      return sessionOf(account.id, await findContestProfileOfUser(app.db, account.id));
    },
  );

  app.post(
    '/api/contest/login',
    {
      schema: schema(
        'Sign in to the contest with the phone and password of the main app',
        { body: LoginBody },
        ContestSession,
      ),
      config: perAddress(IP_LIMITS.login),
    },
    async (request) => {
      const phone = parsePhone(request.body.phone);
      // The main login's rule and counter: one password, one lock, one probe budget.
      const found = await findAccount(app.db, phone);
      const account = await signInWithPassword(
        app.db,
        { ip: request.ip, phone09: phone, password: request.body.password },
        found && { ...found, passwordHash: found.password_hash },
      );
      return sessionOf(account.id, await findContestProfileOfUser(app.db, account.id));
    },
  );

  app.post(
    '/api/contest/auto-login',
    {
      schema: schema(
        'Contest token for the main session’s profile, when it is linked to a contest profile',
        { body: Type.Optional(AutoLoginBody) },
        ContestSession,
      ),
      config: perAddress(IP_LIMITS.login),
    },
    async (request) => {
      const auth = await authenticate(app.db, request);
      const profile = auth.profileId ? await findContestProfileOfMainProfile(app.db, auth.profileId) : null;
      return sessionOf(auth.userId, profile);
    },
  );

  app.get(
    '/api/contest/me',
    {
      schema: schema('The contest profile of the contest token', {}, ContestProfile),
    },
    async (request) => {
      const { phone: _phone, ...caller } = await requireContest(request);
      return ok(publicProfile(caller));
    },
  );
};
