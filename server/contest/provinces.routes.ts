import { Type } from 'typebox';
import { ProvinceSchema } from '../../src/contracts/lms';
import { IP_LIMITS } from '../auth/auth-limits';
import { assertNotProbing, spendUnknownPhoneProbe } from '../auth/probe-budget';
import { routeArea } from '../auth/signed-in-area';
import { ok } from '../http/envelope';
import type { RoutesPlugin } from '../http/route-types';
import { perAddress } from '../plugins/rate-limit';
import { findProvinceByPhone } from '../schools/schools.repository';
import { phoneExists } from '../user/user-accounts.repository';
import { parsePhone } from '../user/user-rules';
import { requireContest } from './contest-access';

/** Accepts 09x, 9x, 84… and +84… forms; the database keeps the 09x form. */
const PhoneQuery = Type.String({ minLength: 9, maxLength: 15, pattern: '^\\+?[0-9]{9,14}$' });

const { schema } = routeArea('contest', 401, 403);

/**
 * GET /api/contest/provinces/find-by-phone: the province of the school of the account's default
 * profile. Like its sibling schools/find-by-phone it needs a contest token (issue 32: it answered
 * any phone without one), and as an answer about a phone it spends the address's enumeration budget
 * (probe-budget.ts) like check-exist: an unregistered phone counts, a registered one waits out an
 * address still probing.
 */
export const contestProvinceRoutes: RoutesPlugin = async (app) => {
  app.get(
    '/api/contest/provinces/find-by-phone',
    {
      schema: schema(
        'Province of the school of the account with this phone (contest token)',
        { querystring: Type.Object({ phoneNumber: PhoneQuery }, { additionalProperties: false }) },
        Type.Union([ProvinceSchema, Type.Null()]),
      ),
      config: perAddress(IP_LIMITS.findByPhone),
    },
    async (request) => {
      await requireContest(request);
      const phone = parsePhone(request.query.phoneNumber);
      if (await phoneExists(app.db, phone)) await assertNotProbing(app.db, request.ip);
      else await spendUnknownPhoneProbe(app.db, request.ip, phone);
      return ok((await findProvinceByPhone(app.db, phone)) ?? null);
    },
  );
};
