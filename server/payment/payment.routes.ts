import {
  CreateOrderBody,
  MarkPaidResult,
  OrderParams,
  PackageList,
  PaymentOrder,
} from '../../src/contracts/payment';
import { assertOwnProfile } from '../auth/profile-access';
import { authOf } from '../auth/require-auth';
import { routeArea } from '../auth/signed-in-area';
import { assertStaffToken } from '../auth/staff-token';
import { commonErrorResponses, Envelope, ok } from '../http/envelope';
import type { RoutesPlugin } from '../http/route-types';
import {
  createOrder,
  findOwnOrder,
  listPackages,
  markOrderPaid,
  PAYMENT_MESSAGES,
  toOrderView,
} from './payment.repository';

const { tags, errors, signedIn } = routeArea('main: payment', 401, 403, 404, 409);

/** /payment: course packages, bank-transfer orders with a VietQR code, staff confirmation. */
export const paymentRoutes: RoutesPlugin = async (app) => {
  app.get(
    '/payment/packages',
    {
      schema: {
        tags,
        summary: 'Course packages on sale, with prices in VND',
        response: { 200: Envelope(PackageList), ...commonErrorResponses },
      },
    },
    async () => ok({ items: await listPackages(app.db) }),
  );

  app.post(
    '/payment/orders',
    signedIn(
      'Order a package for a profile: bank-transfer details and a VietQR payload',
      { body: CreateOrderBody },
      PaymentOrder,
      20,
    ),
    async (request) => {
      const auth = authOf(request);
      await assertOwnProfile(app.db, auth, request.body.profile_id);
      const order = await createOrder(app.db, {
        userId: auth.userId,
        profileId: request.body.profile_id,
        packageId: request.body.package_id,
        idempotencyKey: request.body.idempotency_key,
        acceptGradeMismatch: request.body.accept_grade_mismatch,
      });
      return ok(toOrderView(order, app.config.paymentBank), 'Đã tạo đơn hàng');
    },
  );

  app.get(
    '/payment/orders/:orderCode',
    signedIn(
      "One of the account's orders: whether the transfer has been confirmed",
      { params: OrderParams },
      PaymentOrder,
    ),
    async (request) => {
      const order = await findOwnOrder(app.db, authOf(request).userId, request.params.orderCode);
      return ok(toOrderView(order, app.config.paymentBank));
    },
  );

  app.post(
    '/admin/payment/orders/:orderCode/mark-paid',
    {
      schema: {
        tags: ['main: admin'],
        summary: 'Staff: the transfer arrived — mark the order paid and grant its licence (idempotent)',
        params: OrderParams,
        response: { 200: Envelope(MarkPaidResult), ...errors },
      },
      preHandler: async (request) => assertStaffToken(request, PAYMENT_MESSAGES.adminOnly),
    },
    async (request) => {
      const result = await markOrderPaid(app.db, request.params.orderCode, app.clock.now());
      return ok(
        {
          order: toOrderView(result.order, app.config.paymentBank),
          licence: {
            id: result.licence.id,
            licenseCode: result.licence.licence_code,
            endTime: new Date(result.licence.end_time).toISOString(),
          },
          changed: result.changed,
        },
        result.changed ? 'Đã xác nhận thanh toán' : 'Đơn hàng đã được thanh toán trước đó',
      );
    },
  );
};
