/** Real actors of /payment, from the src/api functions injected at the composition root. */

import type { ApiEnvelope, RequestOptions } from '../../api/http/envelope';
import { ERROR_CODES } from '../../contracts/error-codes';
import type { CreateOrderBody, PackageList } from '../../contracts/payment';
import { dataOf } from '../shared/api-result';
import { fromRequest } from '../shared/from-request';
import type {
  CoursePackage,
  OrderOutcome,
  OrderRequest,
  PaymentGradeMismatch,
  PaymentOrder,
} from './payment-order.types';

type OrderAnswer = ApiEnvelope<PaymentOrder | PaymentGradeMismatch>;

/** The order, the grades to ask about (409, PAYMENT_GRADE_MISMATCH), or an EnvelopeError with the server's reason. */
export function orderOutcomeOf(envelope: OrderAnswer): OrderOutcome {
  const data = envelope?.data;
  if (envelope?.errorCode === ERROR_CODES.PAYMENT_GRADE_MISMATCH && data && 'packageGrade' in data)
    return { kind: 'gradeMismatch', mismatch: data };
  return { kind: 'ordered', order: dataOf(envelope) as PaymentOrder };
}

export interface PaymentApi {
  getPaymentPackages(options: RequestOptions): Promise<ApiEnvelope<PackageList>>;
  createPaymentOrder(body: CreateOrderBody, options: RequestOptions): Promise<OrderAnswer>;
  getPaymentOrder(orderCode: string, options: RequestOptions): Promise<ApiEnvelope<PaymentOrder>>;
}

export function createPaymentOrderActors(api: PaymentApi) {
  return {
    fetchPackages: fromRequest<CoursePackage[], void>(
      async ({ signal }) => dataOf(await api.getPaymentPackages({ signal })).items,
    ),
    createOrder: fromRequest<OrderOutcome, OrderRequest & { idempotencyKey: string }>(
      async ({ input, signal }) =>
        orderOutcomeOf(
          await api.createPaymentOrder(
            {
              package_id: input.packageId,
              profile_id: input.profileId,
              idempotency_key: input.idempotencyKey,
              ...(input.acceptGradeMismatch ? { accept_grade_mismatch: true } : {}),
            },
            { signal },
          ),
        ),
    ),
    fetchOrder: fromRequest<PaymentOrder, { orderCode: string }>(async ({ input, signal }) =>
      dataOf(await api.getPaymentOrder(input.orderCode, { signal })),
    ),
  };
}
