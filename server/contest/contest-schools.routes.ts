import { Type } from 'typebox';
import {
  ContestSchool,
  PhoneQuery,
  SchoolSearchPage,
  SchoolSearchQuery,
  StudentNumberBody,
  StudentNumberData,
  TeamData,
  TeamQuery,
} from '../../src/contracts/contest';
import { samePhone } from '../../src/domain/phone';
import { IP_LIMITS } from '../auth/auth-limits';
import { routeArea } from '../auth/signed-in-area';
import { AppError, Envelope, errorResponses, ok } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import type { RoutesPlugin } from '../http/route-types';
import { perAddress } from '../plugins/rate-limit';
import { parsePhone } from '../user/user-rules';
import { assertAllowed, mayExportSchool, requireContest } from './contest-access';
import { CONTEST_MESSAGES } from './contest-messages';
import { resolveSchool } from './contest-ranking-scope';
import { findSchoolsByPhone, searchSchools, setStudentNumber } from './contest-schools.repository';
import { loadTeam } from './contest-teams.repository';

const { tags, schema } = routeArea('contest', 401, 403, 404);

/** Schools (search for registration, head counts, look-up by phone) and the caller's team. */
export const contestSchoolRoutes: RoutesPlugin = async (app) => {
  app.get(
    '/api/contest/schools',
    {
      schema: {
        tags,
        summary:
          'Schools of a province for the registration form: searched by name (diacritics optional), paged; no token',
        querystring: SchoolSearchQuery,
        response: { 200: Envelope(SchoolSearchPage), ...errorResponses(404) },
      },
      config: perAddress(IP_LIMITS.contestSchoolSearch),
    },
    async (request) => {
      const { provinceId, q, page, size } = request.query;
      const found = await searchSchools(app.db, { provinceId, query: q ?? '', page, size });
      if (!found) throw new AppError(404, ERROR_CODES.PROVINCE_NOT_FOUND, CONTEST_MESSAGES.provinceNotFound);
      return ok({ ...found, page, size });
    },
  );

  app.post(
    '/api/contest/schools/student-number',
    {
      schema: schema(
        'A school admin declares the school’s head count; answers it with the pupils registered',
        { body: StudentNumberBody },
        StudentNumberData,
      ),
    },
    async (request) => {
      const caller = await requireContest(request);
      const school = await resolveSchool(app.db, request.body.schoolId);
      assertAllowed(mayExportSchool(caller, school), CONTEST_MESSAGES.schoolForbidden);
      return ok(await setStudentNumber(app.db, school.id, request.body.studentNumber));
    },
  );

  app.get(
    '/api/contest/schools/find-by-phone',
    {
      schema: schema(
        'Schools of the profiles of the caller’s own phone (contest token)',
        { querystring: PhoneQuery },
        Type.Array(ContestSchool),
      ),
      config: perAddress(IP_LIMITS.findByPhone),
    },
    async (request) => {
      const caller = await requireContest(request);
      const phone = parsePhone(request.query.phoneNumber);
      // A phone number must not reveal which school a child attends: only one's own.
      if (!samePhone(phone, caller.phone)) {
        throw new AppError(403, ERROR_CODES.CONTEST_SCOPE_FORBIDDEN, CONTEST_MESSAGES.phoneForbidden);
      }
      return ok(await findSchoolsByPhone(app.db, phone));
    },
  );

  app.get(
    '/api/contest/team',
    {
      schema: schema(
        'The caller’s team: members deduplicated and sorted by total score (SPEC §4)',
        { querystring: TeamQuery },
        TeamData,
      ),
    },
    async (request) => {
      const caller = await requireContest(request);
      return ok(await loadTeam(app.db, caller.id));
    },
  );
};
