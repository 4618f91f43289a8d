import { Type } from 'typebox';
import { AppError, commonErrorResponses, Envelope, ErrorEnvelope, ok } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import type { RoutesPlugin } from '../http/route-types';
import { findConfigValue } from './configs.queries';

const ConfigQuery = Type.Object(
  { key: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.-]+$' }) },
  { additionalProperties: false },
);

/** GET /common/get-config?key= (SPEC §7): a public app setting, e.g. store links or the hotline. */
export const configRoutes: RoutesPlugin = async (app) => {
  app.get(
    '/common/get-config',
    {
      schema: {
        tags: ['main: common'],
        summary: 'Read one public configuration value',
        querystring: ConfigQuery,
        response: {
          200: Envelope(Type.Object({ key: Type.String(), value: Type.Unknown() })),
          404: ErrorEnvelope,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const { key } = request.query;
      const row = await findConfigValue(app.db, key);
      if (!row) throw new AppError(404, ERROR_CODES.CONFIG_NOT_FOUND, 'Không tìm thấy cấu hình');
      return ok({ key, value: row.value });
    },
  );
};
