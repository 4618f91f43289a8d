import { sql } from 'kysely';
import { Type } from 'typebox';
import { assertOwnProfile } from '../auth/profile-access';
import { authOf, requireAuth } from '../auth/require-auth';
import { issueProfileToken } from '../auth/sessions';
import { commonErrorResponses, Envelope, ErrorEnvelope, ok } from '../http/envelope';
import type { RoutesPlugin } from '../http/route-types';
import { makeDefaultProfile } from './profile.queries';
import { loadUser } from './user.queries';
import { Id, UserSchema } from './user.schemas';

const authErrors = { 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };

/** basic-info, switch-profile and change detection: the session side of the user area. */
export const sessionRoutes: RoutesPlugin = async (app) => {
  app.get(
    '/user/basic-info',
    {
      schema: {
        tags: ['main: user'],
        summary: 'The signed-in user with every profile (default first)',
        response: {
          200: Envelope(Type.Object({ user: UserSchema })),
          ...authErrors,
          ...commonErrorResponses,
        },
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
        body: Type.Object({ profile_id: Id }, { additionalProperties: false }),
        response: {
          200: Envelope(Type.Object({ accessToken: Type.String() })),
          ...authErrors,
          ...commonErrorResponses,
        },
      },
      preHandler: requireAuth,
    },
    async (request) => {
      const auth = authOf(request);
      const profileId = request.body.profile_id;
      await assertOwnProfile(app.db, auth, profileId);
      const accessToken = await app.db.transaction().execute(async (trx) => {
        await makeDefaultProfile(trx, auth.userId, profileId);
        return issueProfileToken(trx, auth.userId, profileId, auth.sessionId);
      });
      return ok({ accessToken });
    },
  );

  app.get(
    '/user/check-status-user-change',
    {
      schema: {
        tags: ['main: user'],
        summary: 'When the account or its profiles last changed; changed=true when later than ?since',
        querystring: Type.Object(
          { since: Type.Optional(Type.String({ format: 'date-time', maxLength: 40 })) },
          { additionalProperties: false },
        ),
        response: {
          200: Envelope(
            Type.Object({
              changed: Type.Boolean(),
              updatedAt: Type.String(),
              profileId: Type.Union([Type.Integer(), Type.Null()]),
              profileCount: Type.Integer(),
            }),
          ),
          ...authErrors,
          ...commonErrorResponses,
        },
      },
      preHandler: requireAuth,
    },
    async (request) => {
      const auth = authOf(request);
      const row = await app.db
        .selectFrom('users as u')
        .leftJoin('profiles as p', 'p.user_id', 'u.id')
        .select([
          sql<Date>`greatest(u.updated_at, max(p.updated_at))`.as('updated_at'),
          sql<number>`count(p.id)::integer`.as('profile_count'),
        ])
        .where('u.id', '=', auth.userId)
        .groupBy('u.id')
        .executeTakeFirstOrThrow();
      const updatedAt = new Date(row.updated_at);
      const since = request.query.since ? new Date(request.query.since) : null;
      return ok({
        changed: since !== null && updatedAt.getTime() > since.getTime(),
        updatedAt: updatedAt.toISOString(),
        profileId: auth.profileId,
        profileCount: row.profile_count,
      });
    },
  );
};
