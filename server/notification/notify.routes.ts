import {
  LatestData,
  LatestQuery,
  NotificationEnvelope,
  NotificationFailureEnvelope,
} from '../../src/contracts/notification';
import { authOf, requireAuth } from '../auth/require-auth';
import { commonErrorResponses, ErrorEnvelope } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import type { RoutesPlugin } from '../http/route-types';
import { loadLatest } from './notification.repository';
import { notificationFailure, notificationOk } from './notification-answers';

/** Enough for a header preview or a native widget; the panel uses /notification/list. */
const LATEST_DEFAULT = 5;

/**
 * GET /notify/list: the lightweight "latest notifications" list — the newest IN_APP notifications of
 * the profile with minimal fields and the total unread count; no announcements, no paging.
 */
export const notifyRoutes: RoutesPlugin = async (app) => {
  app.get(
    '/notify/list',
    {
      schema: {
        tags: ['main: notification'],
        summary: 'Newest IN_APP notifications (minimal fields) and the unread count',
        querystring: LatestQuery,
        response: {
          200: NotificationEnvelope(LatestData),
          401: ErrorEnvelope,
          403: NotificationFailureEnvelope,
          ...commonErrorResponses,
        },
      },
      preHandler: requireAuth,
    },
    async (request, reply) => {
      const { profileId } = authOf(request);
      if (profileId === null)
        return reply
          .status(403)
          .send(notificationFailure(ERROR_CODES.FORBIDDEN, 'Tài khoản chưa có hồ sơ học tập'));
      const { rows, unread } = await loadLatest(app.db, profileId, request.query.limit ?? LATEST_DEFAULT);
      return notificationOk({
        items: rows.map((row) => ({
          id: row.id,
          productType: row.product_type,
          content: row.content,
          createdAt: new Date(row.created_at).toISOString(),
          isRead: (row.is_read ? 1 : 0) as 0 | 1,
        })),
        countUnread: unread,
      });
    },
  );
};
