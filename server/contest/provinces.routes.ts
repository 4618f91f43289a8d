import { Type } from 'typebox';
import { ProvinceSchema } from '../../src/contracts/lms';
import { toLocal09 } from '../../src/domain/phone';
import { IP_LIMITS } from '../auth/auth-limits';
import { commonErrorResponses, Envelope, ok } from '../http/envelope';
import type { RoutesPlugin } from '../http/route-types';
import { findProvinceByPhone } from '../schools/schools.repository';

/** Accepts 09x, 9x, 84… and +84… forms; the database keeps the 09x form. */
const PhoneQuery = Type.String({ minLength: 9, maxLength: 15, pattern: '^\\+?[0-9]{9,14}$' });

/** GET /api/contest/provinces/find-by-phone: the province of the account's default profile's school. */
export const contestProvinceRoutes: RoutesPlugin = async (app) => {
  app.get(
    '/api/contest/provinces/find-by-phone',
    {
      schema: {
        tags: ['contest'],
        summary: 'Province of the school of the account with this phone',
        querystring: Type.Object({ phoneNumber: PhoneQuery }, { additionalProperties: false }),
        response: { 200: Envelope(Type.Union([ProvinceSchema, Type.Null()])), ...commonErrorResponses },
      },
      config: { rateLimit: IP_LIMITS.findByPhone },
    },
    async (request) => ok((await findProvinceByPhone(app.db, toLocal09(request.query.phoneNumber))) ?? null),
  );
};
