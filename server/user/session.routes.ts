import {
  BasicInfoSchema,
  SwitchProfileBody,
  SwitchProfileSchema,
  UserChangeQuery,
  UserChangeSchema,
} from '../../src/contracts/user';
import { assertOwnProfile } from '../auth/profile-access';
import { authOf, signedIn } from '../auth/require-auth';
import { ErrorEnvelope, ok } from '../http/envelope';
import type { RoutesPlugin } from '../http/route-types';
import { switchProfile } from './user-profiles.repository';
import { loadUser, userChangeState } from './user-views.repository';

const authErrors = { 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };

/** basic-info, switch-profile and change detection: the session side of the user area. */
export const sessionRoutes: RoutesPlugin = async (app) => {
  app.get(
    '/user/basic-info',
    signedIn(
      ['main: user'],
      'The signed-in user with every profile (default first)',
      {},
      BasicInfoSchema,
      authErrors,
    ),
    async (request) => ok({ user: await loadUser(app.db, authOf(request).userId) }),
  );

  app.post(
    '/user/switch-profile',
    signedIn(
      ['main: user'],
      'A new access token bound to another profile of the same account',
      { body: SwitchProfileBody },
      SwitchProfileSchema,
      authErrors,
    ),
    async (request) => {
      const auth = authOf(request);
      const profileId = request.body.profile_id;
      await assertOwnProfile(app.db, auth, profileId);
      return ok({ accessToken: await switchProfile(app.db, auth.userId, profileId, auth.sessionId) });
    },
  );

  app.get(
    '/user/check-status-user-change',
    signedIn(
      ['main: user'],
      'When the account or its profiles last changed; changed=true when later than ?since',
      { querystring: UserChangeQuery },
      UserChangeSchema,
      authErrors,
    ),
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
