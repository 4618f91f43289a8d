/** Payment endpoints of the main API (issue 15); shapes from src/contracts/payment. */
import type {
  CreateOrderBody,
  PackageList,
  PaymentGradeMismatch,
  PaymentOrder,
} from '../../contracts/payment';
import type { ApiEnvelope, RequestOptions } from '../http/envelope';
import { get, post } from '../http/main-helpers';

/** GET /payment/packages */
export function getPaymentPackages(options: RequestOptions = {}) {
  return get<ApiEnvelope<PackageList>>('/payment/packages', options);
}

/** POST /payment/orders; a package of another grade answers 409 (6423) with both grades as data. */
export function createPaymentOrder(body: CreateOrderBody, options: RequestOptions = {}) {
  return post<ApiEnvelope<PaymentOrder | PaymentGradeMismatch>>('/payment/orders', body, options);
}

/** GET /payment/orders/:orderCode */
export function getPaymentOrder(orderCode: string, options: RequestOptions = {}) {
  return get<ApiEnvelope<PaymentOrder>>(`/payment/orders/${encodeURIComponent(orderCode)}`, options);
}
