/** Real actors of /payment, from the src/api functions injected at the composition root. */

import type { ApiEnvelope, RequestOptions } from '../../api/http/envelope';
import type { CreateOrderBody, PackageList } from '../../contracts/payment';
import { dataOf } from '../shared/api-result';
import { fromRequest } from '../shared/from-request';
import type { CoursePackage, OrderRequest, PaymentOrder } from './payment-order.types';

export interface PaymentApi {
  getPaymentPackages(options: RequestOptions): Promise<ApiEnvelope<PackageList>>;
  createPaymentOrder(body: CreateOrderBody, options: RequestOptions): Promise<ApiEnvelope<PaymentOrder>>;
  getPaymentOrder(orderCode: string, options: RequestOptions): Promise<ApiEnvelope<PaymentOrder>>;
}

export function createPaymentOrderActors(api: PaymentApi) {
  return {
    fetchPackages: fromRequest<CoursePackage[], void>(
      async ({ signal }) => dataOf(await api.getPaymentPackages({ signal })).items,
    ),
    createOrder: fromRequest<PaymentOrder, OrderRequest & { idempotencyKey: string }>(
      async ({ input, signal }) =>
        dataOf(
          await api.createPaymentOrder(
            {
              package_id: input.packageId,
              profile_id: input.profileId,
              idempotency_key: input.idempotencyKey,
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
