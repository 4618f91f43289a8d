import { Type } from 'typebox';
import { PhoneField } from '../../src/contracts/user';
import { authOf } from '../auth/require-auth';
import { routeArea } from '../auth/signed-in-area';
import { commonErrorResponses, Envelope, ok } from '../http/envelope';
import type { RoutesPlugin } from '../http/route-types';
import { latestOutboxMessages } from '../sms/sms-outbox.repository';
import { parsePhone } from '../user/user-rules';
import { endOtpCooldown, unsetDefaultProfile } from './dev.repository';

const OUTBOX_LIMIT = 20;
const { tags, signedIn } = routeArea('main: dev', 401);

/**
 * Development/test helpers. user.routes.ts registers this plugin only when NODE_ENV is not
 * production, so in production the paths do not exist at all (404), whatever QA_TOOLS says.
 */
export const devRoutes: RoutesPlugin = async (app) => {
  app.get(
    '/dev/sms-outbox',
    {
      schema: {
        tags,
        summary: 'Latest SMS of the outbox provider for a phone (never in production)',
        querystring: Type.Object({ phone: PhoneField }, { additionalProperties: false }),
        response: {
          200: Envelope(
            Type.Array(
              Type.Object({
                id: Type.Integer(),
                phone: Type.String(),
                body: Type.String(),
                createdAt: Type.String(),
              }),
            ),
          ),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const phone = parsePhone(request.query.phone);
      return ok(await latestOutboxMessages(app.db, phone, OUTBOX_LIMIT));
    },
  );

  // SPEC §7 basic-info: an account without a default profile is logged out. No endpoint leaves an
  // account in that state (switch-profile always sets one), yet older accounts can be in it: the e2e
  // model paths of the session put the caller's own account there to reach that logout.
  app.post(
    '/dev/account/unset-default-profile',
    signedIn(
      "Leave the caller's own account without a default profile (never in production)",
      { body: Type.Object({}, { additionalProperties: false }) },
      Type.Object({ unset: Type.Integer() }),
    ),
    async (request) => ok({ unset: await unsetDefaultProfile(app.db, authOf(request).userId) }),
  );

  // The 60 s resend cool-down is real time on the server; the e2e test of a second send ends it
  // instead of waiting a minute (the vitest suites move the window themselves).
  app.post(
    '/dev/otp-cooldown/end',
    {
      schema: {
        tags,
        summary: "End a phone's OTP resend cool-down now (never in production)",
        body: Type.Object({ phone: PhoneField }, { additionalProperties: false }),
        response: { 200: Envelope(Type.Object({ ended: Type.Boolean() })), ...commonErrorResponses },
      },
    },
    async (request) => ok({ ended: await endOtpCooldown(app.db, parsePhone(request.body.phone)) }),
  );
};
