import { Type } from 'typebox';
import { UserText } from '../../src/contracts/common';
import { ERROR_CODES } from '../../src/contracts/error-codes';
import { ProductTypeField } from '../../src/contracts/notification';
import { profileExists } from '../dev/dev.repository';
import { commonErrorResponses, Envelope, ok } from '../http/envelope';
import type { RoutesPlugin } from '../http/route-types';
import type { NotificationService } from './create-notification';
import { NOTIFICATION_CHANNELS } from './notification.tables';

/**
 * POST /dev/notifications: creates a notification through the same module other areas use, so
 * e2e tests and QA can watch the live badge. Registered only outside production.
 */
export function notificationDevRoutes(service: NotificationService): RoutesPlugin {
  return async (app) => {
    app.post(
      '/dev/notifications',
      {
        schema: {
          tags: ['main: dev'],
          summary: 'Create a notification for a profile (never in production)',
          body: Type.Object(
            {
              profileId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
              productType: ProductTypeField,
              content: UserText({ minLength: 1, maxLength: 2000 }),
              channel: Type.Optional(Type.Union(NOTIFICATION_CHANNELS.map((c) => Type.Literal(c)))),
              reason: Type.Optional(UserText({ maxLength: 2000 })),
              data: Type.Optional(
                Type.Object(
                  {
                    feedNotificationStatus: Type.Optional(Type.String({ maxLength: 40 })),
                    feedId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
                  },
                  { additionalProperties: false },
                ),
              ),
            },
            { additionalProperties: false },
          ),
          response: {
            201: Envelope(Type.Object({ id: Type.String() })),
            404: commonErrorResponses[400],
            ...commonErrorResponses,
          },
        },
      },
      async (request, reply) => {
        if (!(await profileExists(app.db, request.body.profileId)))
          return reply
            .status(404)
            .send({ errorCode: ERROR_CODES.NOT_FOUND, message: 'Không tìm thấy hồ sơ', data: null });
        const [id] = await service.create(request.body);
        return reply.status(201).send(ok({ id: id! }));
      },
    );
  };
}
