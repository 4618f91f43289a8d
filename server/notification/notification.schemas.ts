import { Type } from 'typebox';
import { PRODUCT_TYPES } from '../../src/domain/constants';
import { ERROR_CODES } from '../http/error-codes';

/** SPEC §8: notification routes answer resultCode (truthy = success); errorCode is kept for the shared helpers. */
export function notificationOk<T>(data: T) {
  return { resultCode: 1, errorCode: ERROR_CODES.OK, message: 'Thành công', data };
}

export function notificationFailure(errorCode: number, message: string) {
  return { resultCode: 0, errorCode, message, data: null };
}

export const NotificationEnvelope = <T extends ReturnType<typeof Type.Object> | ReturnType<typeof Type.Null>>(
  data: T,
) =>
  Type.Object({
    resultCode: Type.Integer(),
    errorCode: Type.Integer(),
    message: Type.String(),
    data,
  });

export const NotificationFailureEnvelope = Type.Object({
  resultCode: Type.Integer(),
  errorCode: Type.Integer(),
  message: Type.String(),
  data: Type.Null(),
});

export const ProductTypeFilterField = Type.Union([
  Type.Literal(PRODUCT_TYPES.ALL),
  Type.Literal(PRODUCT_TYPES.AI_CLASS),
  Type.Literal(PRODUCT_TYPES.CLUB),
]);

export const ProductTypeField = Type.Union([
  Type.Literal(PRODUCT_TYPES.AI_CLASS),
  Type.Literal(PRODUCT_TYPES.CLUB),
]);

/** int8 ids as decimal strings; 18 digits cannot overflow int8. */
export const NotificationIdParams = Type.Object(
  { id: Type.String({ pattern: '^[1-9][0-9]{0,17}$', maxLength: 18 }) },
  { additionalProperties: false },
);

export const NotificationData = Type.Union([
  Type.Object({
    feedNotificationStatus: Type.Optional(Type.String()),
    feedId: Type.Optional(Type.Union([Type.String(), Type.Integer()])),
    /** A page of the SPA the notification opens, e.g. the monthly report (issue 15). */
    link: Type.Optional(Type.String()),
  }),
  Type.Null(),
]);

export const NotificationItemSchema = Type.Object({
  id: Type.String(),
  channel: Type.String(),
  productType: Type.String(),
  content: Type.String(),
  createdAt: Type.String(),
  isRead: Type.Union([Type.Literal(0), Type.Literal(1)]),
  reason: Type.Union([Type.String(), Type.Null()]),
  data: NotificationData,
});

export const NotificationListQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
    // 'null' (the literal text) and '' also mean the first page: SPEC §7 sends "cursor (or null)".
    cursor: Type.Optional(Type.String({ maxLength: 200 })),
    productType: Type.Optional(ProductTypeFilterField),
  },
  { additionalProperties: false },
);

export const NotificationListData = Type.Object({
  common: Type.Array(NotificationItemSchema),
  actions: Type.Array(NotificationItemSchema),
  countUnread: Type.Integer(),
  cursor: Type.Union([Type.String(), Type.Null()]),
});

export const LatestQuery = Type.Object(
  { limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 20 })) },
  { additionalProperties: false },
);

export const LatestData = Type.Object({
  items: Type.Array(
    Type.Object({
      id: Type.String(),
      productType: Type.String(),
      content: Type.String(),
      createdAt: Type.String(),
      isRead: Type.Union([Type.Literal(0), Type.Literal(1)]),
    }),
  ),
  countUnread: Type.Integer(),
});
