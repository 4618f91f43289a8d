import type { ColumnType, Generated } from 'kysely';

/** Row types of migration 0080 (course packages and bank-transfer orders). */

export type OrderStatus = 'pending' | 'paid' | 'cancelled';

export interface CoursePackagesTable {
  id: Generated<number>;
  name: string;
  grade_id: number | null;
  months: number;
  price_vnd: number;
  licence_code: string;
  position: Generated<number>;
  active: Generated<boolean>;
}

export interface PaymentOrdersTable {
  id: Generated<number>;
  order_code: string;
  user_id: number | null;
  profile_id: number | null;
  package_id: number;
  package_name: string;
  amount_vnd: number;
  licence_code: string;
  months: number;
  status: Generated<OrderStatus>;
  idempotency_key: string | null;
  licence_id: number | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  paid_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface PaymentTables {
  course_packages: CoursePackagesTable;
  payment_orders: PaymentOrdersTable;
}
