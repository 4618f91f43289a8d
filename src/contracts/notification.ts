import { type Static, type TSchema, Type } from 'typebox';
import { PRODUCT_TYPES } from '../domain/constants';
import { LiteralUnion, Nullable, strict } from './common';

/*
 * Notifications (ADR 0004). These routes answer { resultCode, errorCode, message, data }: a truthy
 * resultCode is success (SPEC §8); errorCode is kept for the shared helpers.
 */

export function NotificationEnvelope<T extends TSchema>(data: T) {
  return Type.Object({ resultCode: Type.Integer(), errorCode: Type.Integer(), message: Type.String(), data });
}

export const NotificationFailureEnvelope = NotificationEnvelope(Type.Null());

export const ProductTypeFilterField = LiteralUnion(
  PRODUCT_TYPES.ALL,
  PRODUCT_TYPES.AI_CLASS,
  PRODUCT_TYPES.CLUB,
);

export const ProductTypeField = LiteralUnion(PRODUCT_TYPES.AI_CLASS, PRODUCT_TYPES.CLUB);

/** PATCH /main/notification/:id/read|unread — int8 ids as decimal strings; 18 digits cannot overflow int8. */
export const NotificationIdParams = Type.Object(
  { id: Type.String({ pattern: '^[1-9][0-9]{0,17}$', maxLength: 18 }) },
  strict,
);

export const NotificationData = Nullable(
  Type.Object({
    feedNotificationStatus: Type.Optional(Type.String()),
    feedId: Type.Optional(Type.Union([Type.String(), Type.Integer()])),
    /** A page of the SPA the notification opens, e.g. the monthly report (issue 15). */
    link: Type.Optional(Type.String()),
  }),
);

export const NotificationItemSchema = Type.Object({
  id: Type.String(),
  channel: Type.String(),
  productType: Type.String(),
  content: Type.String(),
  createdAt: Type.String(),
  isRead: LiteralUnion(0, 1),
  reason: Nullable(Type.String()),
  data: NotificationData,
});
export type NotificationItem = Static<typeof NotificationItemSchema>;

/** GET /main/notification/list */
export const NotificationListQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
    // 'null' (the literal text) and '' also mean the first page: SPEC §7 sends "cursor (or null)".
    cursor: Type.Optional(Type.String({ maxLength: 200 })),
    productType: Type.Optional(ProductTypeFilterField),
  },
  strict,
);
export type NotificationListQuery = Static<typeof NotificationListQuery>;

export const NotificationListData = Type.Object({
  common: Type.Array(NotificationItemSchema),
  actions: Type.Array(NotificationItemSchema),
  countUnread: Type.Integer(),
  cursor: Nullable(Type.String()),
});
export type NotificationListData = Static<typeof NotificationListData>;

/** GET /main/notify/list */
export const LatestQuery = Type.Object(
  { limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 20 })) },
  strict,
);

export const LatestData = Type.Object({
  items: Type.Array(
    Type.Object({
      id: Type.String(),
      productType: Type.String(),
      content: Type.String(),
      createdAt: Type.String(),
      isRead: LiteralUnion(0, 1),
    }),
  ),
  countUnread: Type.Integer(),
});
export type LatestData = Static<typeof LatestData>;

/** POST /main/notification/stream-ticket */
export const StreamTicket = Type.Object({ ticket: Type.String(), expiresInSeconds: Type.Integer() });
export type StreamTicket = Static<typeof StreamTicket>;

/** GET /main/notification/stream?ticket= (text/event-stream) */
export const StreamQuery = Type.Object(
  { ticket: Type.String({ minLength: 20, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }) },
  strict,
);
