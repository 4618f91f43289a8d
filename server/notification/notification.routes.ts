import type { FastifyReply } from 'fastify';
import {
  NotificationEnvelope,
  NotificationFailureEnvelope,
  NotificationIdParams,
  NotificationListData,
  NotificationListQuery,
} from '../../src/contracts/notification';
import { NOTIFICATION_PAGE_SIZE, PRODUCT_TYPES } from '../../src/domain/constants';
import { authOf, requireAuth } from '../auth/require-auth';
import { commonErrorResponses, ErrorEnvelope } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import type { RoutesPlugin } from '../http/route-types';
import type { NotificationService } from './create-notification';
import { decodeCursor, encodeCursor } from './notification.cursor';
import { loadNotificationPage, markAllRead, setReadState } from './notification.repository';
import { notificationFailure, notificationOk } from './notification-answers';
import { toActionItem, toCommonItem } from './notification-items';

const TAGS = ['main: notification'];
const NOT_FOUND_MESSAGE = 'Không tìm thấy thông báo';
const NO_PROFILE_MESSAGE = 'Tài khoản chưa có hồ sơ học tập';

const failures = {
  400: ErrorEnvelope,
  401: ErrorEnvelope,
  403: NotificationFailureEnvelope,
  404: NotificationFailureEnvelope,
  429: commonErrorResponses[429],
  500: commonErrorResponses[500],
};

/** The profile the access token is bound to, or a 403 failure answer (null returned). */
function profileOf(request: Parameters<typeof authOf>[0], reply: FastifyReply): number | null {
  const { profileId } = authOf(request);
  if (profileId === null) {
    void reply.status(403).send(notificationFailure(ERROR_CODES.FORBIDDEN, NO_PROFILE_MESSAGE));
    return null;
  }
  return profileId;
}

/** SPEC §7 notification list, read/unread and mark-all-read for the profile of the access token. */
export function notificationRoutes(service: NotificationService): RoutesPlugin {
  return async (app) => {
    app.get(
      '/notification/list',
      {
        schema: {
          tags: TAGS,
          summary: 'Own IN_APP notifications (keyset-paged), announcements and the unread count',
          querystring: NotificationListQuery,
          response: { 200: NotificationEnvelope(NotificationListData), ...failures },
        },
        preHandler: requireAuth,
      },
      async (request, reply) => {
        const profileId = profileOf(request, reply);
        if (profileId === null) return reply;
        const { limit = NOTIFICATION_PAGE_SIZE, productType = PRODUCT_TYPES.ALL } = request.query;
        const rawCursor = request.query.cursor;
        const firstPage = rawCursor === undefined || rawCursor === '' || rawCursor === 'null';
        const cursor = firstPage ? null : decodeCursor(rawCursor);
        if (!firstPage && cursor === null) {
          return reply
            .status(400)
            .send(
              notificationFailure(ERROR_CODES.VALIDATION_FAILED, 'Dữ liệu không hợp lệ: cursor không hợp lệ'),
            );
        }
        const page = await loadNotificationPage(app.db, {
          profileId,
          productType,
          limit,
          cursor,
          withAnnouncements: firstPage,
        });
        const last = page.rows.at(-1);
        return notificationOk({
          common: page.announcements.map(toCommonItem),
          actions: page.rows.map(toActionItem),
          countUnread: page.unread,
          cursor: page.hasMore && last ? encodeCursor({ createdAt: last.position, id: last.id }) : null,
        });
      },
    );

    for (const read of [true, false]) {
      app.patch(
        `/notification/:id/${read ? 'read' : 'unread'}`,
        {
          schema: {
            tags: TAGS,
            summary: read
              ? 'Mark one notification read (idempotent)'
              : 'Mark one notification unread (idempotent)',
            params: NotificationIdParams,
            response: { 200: NotificationEnvelope(NotificationFailureEnvelope.properties.data), ...failures },
          },
          preHandler: requireAuth,
        },
        async (request, reply) => {
          const profileId = profileOf(request, reply);
          if (profileId === null) return reply;
          const result = await setReadState(app.db, profileId, request.params.id, read);
          // Another profile's notification answers exactly like a missing one: no existence leak.
          if (result === 'missing')
            return reply.status(404).send(notificationFailure(ERROR_CODES.NOT_FOUND, NOT_FOUND_MESSAGE));
          if (result === 'changed') await service.publishUnread([profileId]);
          return notificationOk(null);
        },
      );
    }

    app.patch(
      '/notification/mark-all-read',
      {
        schema: {
          tags: TAGS,
          summary: 'Mark every IN_APP notification of the profile read (idempotent)',
          response: { 200: NotificationEnvelope(NotificationFailureEnvelope.properties.data), ...failures },
        },
        preHandler: requireAuth,
      },
      async (request, reply) => {
        const profileId = profileOf(request, reply);
        if (profileId === null) return reply;
        if ((await markAllRead(app.db, profileId)) > 0) await service.publishUnread([profileId]);
        return notificationOk(null);
      },
    );
  };
}
