import { Type } from 'typebox';
import {
  ActivateCodeBody,
  ActivateCodeNoTokenBody,
  ActivationGradeMismatchSchema,
  ActivationResultSchema,
} from '../../src/contracts/learning';
import { isValidVietnamesePhone, toLocal09 } from '../../src/domain/phone';
import { authOf, requireAuth } from '../auth/require-auth';
import { AppError, commonErrorResponses, Envelope, ErrorEnvelope, ok } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import type { RoutesPlugin } from '../http/route-types';
import { perAddress, perMinute } from '../plugins/rate-limit';
import { ACTIVATION_MESSAGES, activateCode, activationGuards, countFailedGuess } from './activation';
import { defaultProfileByPhone, profileName } from './learning.repository';
import { actingProfile } from './learning-plan';

const responses = {
  200: Envelope(ActivationResultSchema),
  401: ErrorEnvelope,
  403: ErrorEnvelope,
  404: ErrorEnvelope,
  409: Type.Object(
    {
      errorCode: Type.Integer(),
      message: Type.String(),
      data: Type.Union([ActivationGradeMismatchSchema, Type.Null()]),
    },
    {
      description:
        'errorCode 1008: the code was already used (data null). errorCode 5003: the code is for another ' +
        'grade than the profile; nothing was activated, data names both grades; send accept_grade_mismatch: true to activate anyway.',
    },
  ),
  410: ErrorEnvelope,
  ...commonErrorResponses,
};
/**
 * Requests of any outcome: per account for a signed-in parent, per address (loose enough for a class
 * activating together behind one NAT address) for a visitor. Wrong codes are what is really limited:
 * per account, phone and code in the database (activation.ts).
 */
const signedInLimit = perMinute(30);
const visitorLimit = perAddress({ max: 300, timeWindow: '1 minute' });
const tags = ['main: learning'];
const VISITOR_WRONG = 'Mã kích hoạt hoặc số điện thoại không đúng. Vui lòng kiểm tra lại.';

/**
 * /kich-hoat-tai-khoan (ADR 0005): a logged-in user activates a code for a profile of theirs; a
 * visitor gives the account's phone and the code goes to its default profile. A code of another
 * grade than the profile's answers 409 (5003) until the body says accept_grade_mismatch: true.
 */
export const activationRoutes: RoutesPlugin = async (app) => {
  app.post(
    '/user/activate-code',
    {
      schema: {
        tags,
        summary: 'Redeem an activation code: creates or extends a licence of the profile',
        body: ActivateCodeBody,
        response: responses,
      },
      preHandler: requireAuth,
      config: signedInLimit,
    },
    async (request) => {
      const profileId = await actingProfile(request, request.body.profile_id);
      const result = await activateCode(app.db, {
        code: request.body.code,
        profileId,
        guards: activationGuards.account(authOf(request).userId),
        nowMs: app.clock.now(),
        acceptGradeMismatch: request.body.accept_grade_mismatch === true,
      });
      return ok(
        { ...result, profileName: await profileName(app.db, profileId) },
        ACTIVATION_MESSAGES.success,
      );
    },
  );

  app.post(
    '/user/activate-code-no-token',
    {
      schema: {
        tags,
        summary: 'A visitor redeems a code for the default profile of the account with this phone',
        body: ActivateCodeNoTokenBody,
        response: responses,
      },
      config: visitorLimit,
    },
    async (request) => {
      if (!isValidVietnamesePhone(request.body.phone))
        throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, 'Số điện thoại không hợp lệ');
      const phone = toLocal09(request.body.phone);
      const guards = activationGuards.visitor(phone, request.ip);
      const profile = await defaultProfileByPhone(app.db, phone);
      // An unknown phone is answered like a wrong code and counted, so the form cannot be used to
      // learn which numbers have an account.
      if (!profile) {
        await countFailedGuess(app.db, [...guards, activationGuards.code(request.body.code)]);
        throw new AppError(400, ERROR_CODES.BAD_REQUEST, VISITOR_WRONG);
      }
      try {
        const result = await activateCode(app.db, {
          code: request.body.code,
          profileId: profile.id,
          guards,
          nowMs: app.clock.now(),
          acceptGradeMismatch: request.body.accept_grade_mismatch === true,
        });
        return ok(
          { ...result, profileName: await profileName(app.db, profile.id) },
          ACTIVATION_MESSAGES.success,
        );
      } catch (error) {
        if (error instanceof AppError && error.message === ACTIVATION_MESSAGES.wrong)
          throw new AppError(400, ERROR_CODES.BAD_REQUEST, VISITOR_WRONG);
        throw error;
      }
    },
  );
};
