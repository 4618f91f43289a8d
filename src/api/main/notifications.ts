/** Notification endpoints of the main API; these answer { resultCode, ... } (SPEC §8). */
import type {
  LatestData,
  NotificationListData,
  NotificationListQuery,
  StreamTicket,
} from '../../contracts/notification';
import { NOTIFICATION_PAGE_SIZE } from '../../domain/constants';
import type { NotificationEnvelope, RequestOptions } from '../http/envelope';
import { get, patch, post } from '../http/main-helpers';

/** GET /notify/list: the newest IN_APP notifications (minimal fields) and the unread count. */
export function getNotifyList(options?: RequestOptions): Promise<NotificationEnvelope<LatestData>> {
  return get('/notify/list', options);
}

/** GET /notification/list?limit=10&cursor=&productType=; the first page omits cursor. */
export function getNotificationList(
  query: NotificationListQuery,
  options?: RequestOptions,
): Promise<NotificationEnvelope<NotificationListData>> {
  const params = {
    limit: query.limit ?? NOTIFICATION_PAGE_SIZE,
    productType: query.productType,
    ...(query.cursor ? { cursor: query.cursor } : {}),
  };
  return get('/notification/list', { params, signal: options?.signal });
}

/** PATCH /notification/{id}/read. */
export function markNotificationRead(id: string, options?: RequestOptions): Promise<NotificationEnvelope> {
  return patch(`/notification/${encodeURIComponent(id)}/read`, {}, options);
}

/** PATCH /notification/{id}/unread. */
export function markNotificationUnread(id: string, options?: RequestOptions): Promise<NotificationEnvelope> {
  return patch(`/notification/${encodeURIComponent(id)}/unread`, {}, options);
}

/** PATCH /notification/mark-all-read. */
export function markAllNotificationsRead(options?: RequestOptions): Promise<NotificationEnvelope> {
  return patch('/notification/mark-all-read', {}, options);
}

/** POST /notification/stream-ticket: a single-use ticket for the EventSource of /notification/stream. */
export function getStreamTicket(options?: RequestOptions): Promise<NotificationEnvelope<StreamTicket>> {
  return post('/notification/stream-ticket', {}, options);
}
