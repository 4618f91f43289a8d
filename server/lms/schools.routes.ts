import { SchoolList, SchoolsByCodeQuery, SchoolsByProvinceQuery } from '../../src/contracts/lms';
import { AppError, commonErrorResponses, Envelope, ErrorEnvelope, ok } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import type { RoutesPlugin } from '../http/route-types';
import { findProvinceByCode, listSchoolsByProvinceId } from '../schools/schools.repository';

/** The school pickers of the register and update-info forms (SPEC §7, LMS). */
export const lmsSchoolRoutes: RoutesPlugin = async (app) => {
  app.get(
    '/api/get-list-school/get-list-school',
    {
      schema: {
        tags: ['lms'],
        summary: 'Schools of a province, by province code',
        querystring: SchoolsByCodeQuery,
        response: { 200: Envelope(SchoolList), 404: ErrorEnvelope, ...commonErrorResponses },
      },
    },
    async (request) => {
      const province = await findProvinceByCode(app.db, request.query.provinceCode);
      if (!province) throw new AppError(404, ERROR_CODES.PROVINCE_NOT_FOUND, 'Không tìm thấy tỉnh/thành phố');
      return ok(await listSchoolsByProvinceId(app.db, province.id));
    },
  );

  app.get(
    '/api/contest/schools/list',
    {
      schema: {
        tags: ['lms'],
        summary: 'Schools of a province, by province id',
        querystring: SchoolsByProvinceQuery,
        response: { 200: Envelope(SchoolList), ...commonErrorResponses },
      },
    },
    async (request) => ok(await listSchoolsByProvinceId(app.db, request.query.provinceId)),
  );
};
