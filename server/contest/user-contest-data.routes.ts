import type { FastifyRequest } from 'fastify';
import { UserContestData, UserContestDataQuery } from '../../src/contracts/contest';
import { assertProfileOwner } from '../auth/profile-access';
import {
  AUTH_MESSAGES,
  type AuthContext,
  authenticate,
  hasAccessHeaders,
  toContext,
} from '../auth/require-auth';
import { findLiveToken } from '../auth/tokens.repository';
import { AppError, commonErrorResponses, Envelope, ErrorEnvelope, ok } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import type { RoutesPlugin } from '../http/route-types';
import { contestFlagOfProfile } from './contest-registration.repository';

/**
 * The contest API authenticates with the main access headers, or with `Authorization: <token>`
 * (the contest helpers of the SPA send the stored token that way) holding an access or contest
 * token of ours. Without access_user there is no phone to compare, so the token alone decides.
 */
async function contestAuth(request: FastifyRequest): Promise<AuthContext> {
  if (hasAccessHeaders(request)) return authenticate(request.server.db, request);
  const raw = request.headers.authorization?.replace(/^Bearer\s+/i, '').trim();
  if (!raw || raw.length > 512) throw new AppError(401, ERROR_CODES.UNAUTHENTICATED, AUTH_MESSAGES.missing);
  const owner = await findLiveToken(request.server.db, raw, ['access', 'contest']);
  if (!owner) throw new AppError(401, ERROR_CODES.TOKEN_INVALID, AUTH_MESSAGES.invalid);
  return toContext(owner);
}

/** GET /api/contest/user-contest-data?profileId= (SPEC §7): whether the profile is a contest profile. */
export const userContestDataRoutes: RoutesPlugin = async (app) => {
  app.get(
    '/api/contest/user-contest-data',
    {
      schema: {
        tags: ['contest'],
        summary: 'isContest of one of the caller’s profiles',
        querystring: UserContestDataQuery,
        response: {
          200: Envelope(UserContestData),
          401: ErrorEnvelope,
          403: ErrorEnvelope,
          404: ErrorEnvelope,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const auth = await contestAuth(request);
      request.auth = auth;
      const profile = await contestFlagOfProfile(app.db, request.query.profileId);
      assertProfileOwner(auth, profile?.user_id);
      return ok({ isContest: profile?.is_contest === true });
    },
  );
};
