import { Type } from 'typebox';
import { AppError, commonErrorResponses, Envelope, ErrorEnvelope, ok } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import type { RoutesPlugin } from '../http/route-types';
import { findProvinceByCode, listSchoolsByProvinceId } from '../schools/schools.queries';
import { ProvinceCode, ProvinceId, SchoolSchema } from '../schools/schools.schemas';

/** The school pickers of the register and update-info forms (SPEC §7, LMS). */
export const lmsSchoolRoutes: RoutesPlugin = async (app) => {
  app.get(
    '/api/get-list-school/get-list-school',
    {
      schema: {
        tags: ['lms'],
        summary: 'Schools of a province, by province code',
        querystring: Type.Object({ provinceCode: ProvinceCode }, { additionalProperties: false }),
        response: { 200: Envelope(Type.Array(SchoolSchema)), 404: ErrorEnvelope, ...commonErrorResponses },
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
        querystring: Type.Object({ provinceId: ProvinceId }, { additionalProperties: false }),
        response: { 200: Envelope(Type.Array(SchoolSchema)), ...commonErrorResponses },
      },
    },
    async (request) => ok(await listSchoolsByProvinceId(app.db, request.query.provinceId)),
  );
};
