import { ConfigQuery, ConfigValue } from '../../src/contracts/config';
import { AppError, commonErrorResponses, Envelope, ErrorEnvelope, ok } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import type { RoutesPlugin } from '../http/route-types';
import { findConfigValue } from './configs.repository';

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
          200: Envelope(ConfigValue),
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
