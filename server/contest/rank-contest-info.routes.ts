import { RankContestInfo, RankContestInfoQuery } from '../../src/contracts/contest';
import { assertOwnProfile } from '../auth/profile-access';
import { authOf, requireAuth } from '../auth/require-auth';
import { commonErrorResponses, Envelope, ErrorEnvelope, ok } from '../http/envelope';
import type { RoutesPlugin } from '../http/route-types';
import { latestRankedResult } from './contest-my-rank.repository';

/** GET /main/user/rank-contest-info?profile_id=: the profile's latest contest result (main-app auth). */
export const rankContestInfoRoutes: RoutesPlugin = async (app) => {
  app.get(
    '/user/rank-contest-info',
    {
      schema: {
        tags: ['main: user'],
        summary: 'Latest ranked contest result of one of the caller’s profiles (null when none)',
        querystring: RankContestInfoQuery,
        response: {
          200: Envelope(RankContestInfo),
          401: ErrorEnvelope,
          403: ErrorEnvelope,
          404: ErrorEnvelope,
          ...commonErrorResponses,
        },
      },
      preHandler: requireAuth,
    },
    async (request) => {
      await assertOwnProfile(app.db, authOf(request), request.query.profile_id);
      return ok(await latestRankedResult(app.db, request.query.profile_id));
    },
  );
};
