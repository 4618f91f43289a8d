import type { CoursePackage, PaymentGradeMismatch, PaymentOrder } from '../../contracts/payment';

export interface PaymentOrderInput {
  /** The account's profiles; `grade` is the grade level (1–12) the profile studies, if any. */
  profiles: { id: number; name: string; grade: number | null }[];
}

export interface OrderRequest {
  packageId: number;
  profileId: number;
  /** The parent confirmed a package of another grade than the profile's. */
  acceptGradeMismatch?: boolean;
}

/** What an order request ends in: the order, or the two grades to ask the parent about (409, PAYMENT_GRADE_MISMATCH). */
export type OrderOutcome =
  | { kind: 'ordered'; order: PaymentOrder }
  | { kind: 'gradeMismatch'; mismatch: PaymentGradeMismatch };

export interface PaymentOrderContext extends PaymentOrderInput {
  packages: CoursePackage[];
  /** The last order request, sent again once the parent confirms a grade mismatch. */
  request: OrderRequest | null;
  mismatch: PaymentGradeMismatch | null;
  order: PaymentOrder | null;
  error: string | null;
}

export type PaymentOrderEvent =
  | { type: 'order.submitted'; request: OrderRequest }
  | { type: 'grade.confirmed' }
  | { type: 'order.cancelled' }
  | { type: 'order.restarted' }
  | { type: 'status.checkRequested' }
  | { type: 'retry.requested' };

export type { CoursePackage, PaymentGradeMismatch, PaymentOrder };
