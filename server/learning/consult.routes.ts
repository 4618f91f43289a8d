import { ConsultAnswer, RegisterConsultBody } from '../../src/contracts/service3';
import { isValidVietnamesePhone, toLocal09 } from '../../src/domain/phone';
import { AppError, commonErrorResponses, Envelope, ok } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import type { RoutesPlugin } from '../http/route-types';
import { perMinute } from '../plugins/rate-limit';
import { storeConsultRequest } from './consult.repository';

/** POST <service3>/register/consult: the registration-consult payload of SPEC §3. */
export const consultRoutes: RoutesPlugin = async (app) => {
  app.post(
    '/register/consult',
    {
      schema: {
        tags: ['service3'],
        summary:
          'Store a registration-consult request for the sales team (repeats within 10 min answer the first)',
        body: RegisterConsultBody,
        response: {
          200: Envelope(ConsultAnswer),
          ...commonErrorResponses,
        },
      },
      config: perMinute(10),
    },
    async (request) => {
      const body = request.body;
      if (!isValidVietnamesePhone(body.phone))
        throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, 'Số điện thoại không hợp lệ');
      const fullName = body.fullName.trim();
      if (fullName === '') throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, 'Vui lòng nhập họ tên');
      const answer = await storeConsultRequest(app.db, {
        requestType: body.requestType,
        fullName,
        phone: toLocal09(body.phone),
        platform: body.platform,
        followCourse: body.followCourse.trim(),
        grade: String(body.grade),
        birthday: body.birthday === '' ? null : body.birthday,
        userId: null,
      });
      return ok(answer, 'Yêu cầu tư vấn đã được ghi nhận. Uniclass sẽ liên hệ với bạn sớm.');
    },
  );
};
