import { Type } from 'typebox';
import {
  CreateShareLinkBody,
  ListShareLinksQuery,
  MonthlyReport,
  MonthlyReportQuery,
  ProfileIdField,
  RevokedShareLink,
  SharedReport,
  SharedReportQuery,
  ShareLink,
  ShareLinkList,
  ShareLinkParams,
} from '../../src/contracts/report';
import { assertOwnProfile } from '../auth/profile-access';
import { authOf, requireAuth } from '../auth/require-auth';
import { routeArea } from '../auth/signed-in-area';
import { commonErrorResponses, Envelope, ok } from '../http/envelope';
import type { RoutesPlugin } from '../http/route-types';
import { actingProfile } from '../learning/learning-plan';
import { perMinute } from '../plugins/rate-limit';
import { replayMonthEnd } from './month-end-job';
import {
  assertReportableMonth,
  buildMonthlyReport,
  createShareLink,
  listShareLinks,
  openSharedReport,
  revokeShareLink,
} from './report.repository';

const { tags, errors, signedIn } = routeArea('main: report', 401, 403, 404, 410);

/** /bao-cao-hoc-tap/bao-cao-thang, its share links, and the no-login view behind /link. */
export const reportRoutes: RoutesPlugin = async (app) => {
  app.get(
    '/report/monthly',
    signedIn(
      "A profile's monthly learning report (Vietnam-time month), compared with the month before",
      { querystring: MonthlyReportQuery },
      MonthlyReport,
    ),
    async (request) => {
      const { month } = request.query;
      const profileId = await actingProfile(request, request.query.profile_id);
      const nowMs = app.clock.now();
      assertReportableMonth(month, nowMs);
      return ok(await buildMonthlyReport(app.db, profileId, month, nowMs));
    },
  );

  app.post(
    '/report/share-links',
    signedIn(
      'A read-only link to the report, signed, valid 30 days, revocable',
      { body: CreateShareLinkBody },
      ShareLink,
      20,
    ),
    async (request) => {
      const auth = authOf(request);
      const { profile_id: profileId, month } = request.body;
      await assertOwnProfile(app.db, auth, profileId);
      const nowMs = app.clock.now();
      assertReportableMonth(month, nowMs);
      return ok(
        await createShareLink(app.db, { userId: auth.userId, profileId, month, nowMs }),
        'Đã tạo liên kết',
      );
    },
  );

  app.get(
    '/report/share-links',
    signedIn(
      "The live share links of a profile's month",
      { querystring: ListShareLinksQuery },
      ShareLinkList,
    ),
    async (request) => {
      const { profile_id: profileId, month } = request.query;
      await assertOwnProfile(app.db, authOf(request), profileId);
      return ok(await listShareLinks(app.db, profileId, month, app.clock.now()));
    },
  );

  app.post(
    '/report/share-links/:id/revoke',
    signedIn(
      'Revoke a share link: whoever holds it can no longer open the report',
      { params: ShareLinkParams },
      RevokedShareLink,
    ),
    async (request) => {
      await revokeShareLink(app.db, authOf(request).userId, request.params.id);
      return ok({ id: request.params.id, revoked: true }, 'Đã thu hồi liên kết');
    },
  );

  app.get(
    '/link/report',
    {
      schema: {
        tags,
        summary: 'The report behind a share token, without login (read-only)',
        querystring: SharedReportQuery,
        response: { 200: Envelope(SharedReport), ...errors },
      },
      config: perMinute(60),
    },
    async (request) => ok(await openSharedReport(app.db, request.query.token, app.clock.now())),
  );

  // Development and e2e only (absent in production, like /main/dev/sms-outbox): announce last
  // month's report of one of the caller's profiles again, through the real month-end job.
  if (app.config.nodeEnv !== 'production')
    app.post(
      '/dev/report/month-end',
      {
        schema: {
          tags: ['main: dev'],
          summary:
            "Re-run the month-end job for last month's report of one own profile (never in production)",
          body: Type.Object({ profile_id: ProfileIdField }, { additionalProperties: false }),
          response: {
            200: Envelope(Type.Object({ sent: Type.Integer() })),
            ...errors,
            ...commonErrorResponses,
          },
        },
        preHandler: requireAuth,
      },
      async (request) => {
        await assertOwnProfile(app.db, authOf(request), request.body.profile_id);
        return ok({ sent: await replayMonthEnd(app.db, request.body.profile_id, app.clock.now()) });
      },
    );
};
