import type { CoursePackage, PaymentOrder } from '../../contracts/payment';

export interface PaymentOrderInput {
  profiles: { id: number; name: string }[];
}

export interface OrderRequest {
  packageId: number;
  profileId: number;
}

export interface PaymentOrderContext extends PaymentOrderInput {
  packages: CoursePackage[];
  order: PaymentOrder | null;
  error: string | null;
}

export type PaymentOrderEvent =
  | { type: 'order.submitted'; request: OrderRequest }
  | { type: 'order.restarted' }
  | { type: 'status.checkRequested' }
  | { type: 'retry.requested' };

export type { CoursePackage, PaymentOrder };
