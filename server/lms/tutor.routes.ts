import type { FastifyRequest } from 'fastify';
import { TutorVipData, TutorVipQuery } from '../../src/contracts/lms';
import { assertOwnProfile } from '../auth/profile-access';
import { AUTH_MESSAGES } from '../auth/require-auth';
import { findLiveToken } from '../auth/tokens.repository';
import { AppError, commonErrorResponses, Envelope, ErrorEnvelope, ok } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import type { RoutesPlugin } from '../http/route-types';
import { hasLiveTutorLicence } from './tutor.repository';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer ([^\s]{1,512})$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/** SPEC §6: tutor/VIP access is decided by this call (getLmsBearer, Authorization: Bearer <access token>). */
export const lmsTutorRoutes: RoutesPlugin = async (app) => {
  app.get(
    '/api/auth/lms/tutor/check-vip',
    {
      schema: {
        tags: ['lms'],
        summary:
          'Whether a profile holds a live tutor licence (trial accepted: the tutor variant of SPEC §5)',
        querystring: TutorVipQuery,
        response: {
          200: Envelope(TutorVipData),
          401: ErrorEnvelope,
          403: ErrorEnvelope,
          404: ErrorEnvelope,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const token = bearerToken(request);
      if (!token) throw new AppError(401, ERROR_CODES.UNAUTHENTICATED, AUTH_MESSAGES.missing);
      const owner = await findLiveToken(app.db, token, ['access']);
      if (!owner) throw new AppError(401, ERROR_CODES.TOKEN_INVALID, AUTH_MESSAGES.invalid);
      const { profileId } = request.query;
      await assertOwnProfile(app.db, owner, profileId);
      return ok({ isVip: await hasLiveTutorLicence(app.db, profileId, app.clock.now()), profileId });
    },
  );
};
