import {
  BasicInfoSchema,
  SwitchProfileBody,
  SwitchProfileSchema,
  UserChangeQuery,
  UserChangeSchema,
} from '../../src/contracts/user';
import { assertOwnProfile } from '../auth/profile-access';
import { authOf, requireAuth } from '../auth/require-auth';
import { commonErrorResponses, Envelope, ErrorEnvelope, ok } from '../http/envelope';
import type { RoutesPlugin } from '../http/route-types';
import { loadUser, switchProfile, userChangeState } from './user.repository';

const authErrors = { 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };

/** basic-info, switch-profile and change detection: the session side of the user area. */
export const sessionRoutes: RoutesPlugin = async (app) => {
  app.get(
    '/user/basic-info',
    {
      schema: {
        tags: ['main: user'],
        summary: 'The signed-in user with every profile (default first)',
        response: { 200: Envelope(BasicInfoSchema), ...authErrors, ...commonErrorResponses },
      },
      preHandler: requireAuth,
    },
    async (request) => ok({ user: await loadUser(app.db, authOf(request).userId) }),
  );

  app.post(
    '/user/switch-profile',
    {
      schema: {
        tags: ['main: user'],
        summary: 'A new access token bound to another profile of the same account',
        body: SwitchProfileBody,
        response: { 200: Envelope(SwitchProfileSchema), ...authErrors, ...commonErrorResponses },
      },
      preHandler: requireAuth,
    },
    async (request) => {
      const auth = authOf(request);
      const profileId = request.body.profile_id;
      await assertOwnProfile(app.db, auth, profileId);
      return ok({ accessToken: await switchProfile(app.db, auth.userId, profileId, auth.sessionId) });
    },
  );

  app.get(
    '/user/check-status-user-change',
    {
      schema: {
        tags: ['main: user'],
        summary: 'When the account or its profiles last changed; changed=true when later than ?since',
        querystring: UserChangeQuery,
        response: { 200: Envelope(UserChangeSchema), ...authErrors, ...commonErrorResponses },
      },
      preHandler: requireAuth,
    },
    async (request) => {
      const auth = authOf(request);
      const state = await userChangeState(app.db, auth.userId);
      const since = request.query.since ? new Date(request.query.since) : null;
      return ok({
        changed: since !== null && Date.parse(state.updatedAt) > since.getTime(),
        updatedAt: state.updatedAt,
        profileId: auth.profileId,
        profileCount: state.profileCount,
      });
    },
  );
};
