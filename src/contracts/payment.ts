/**
 * Course packages and bank-transfer orders (issue 15, ADR 0010). No card data exists anywhere:
 * the parent transfers with a VietQR code, the order code is the transfer note, and staff (or a
 * bank webhook later) mark the order paid, which creates the licence.
 */
import { type Static, Type } from 'typebox';
import { Id, LiteralUnion, Nullable, strict } from './common';

export const CoursePackage = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** Grade level 1–12, null for packages open to every grade. */
  grade: Nullable(Type.Integer()),
  months: Type.Integer(),
  /** Whole VND. */
  price: Type.Integer(),
  licenceCode: Type.String(),
});
export type CoursePackage = Static<typeof CoursePackage>;

/** GET /main/payment/packages */
export const PackageList = Type.Object({ items: Type.Array(CoursePackage) });
export type PackageList = Static<typeof PackageList>;

/** POST /main/payment/orders */
export const CreateOrderBody = Type.Object(
  {
    package_id: Id,
    profile_id: Id,
    /** A retry with the same key answers the same order instead of creating another. */
    idempotency_key: Type.Optional(Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })),
    /** The parent confirmed a package of another grade than the profile's (issue 31, as activation). */
    accept_grade_mismatch: Type.Optional(Type.Boolean()),
  },
  strict,
);
export type CreateOrderBody = Static<typeof CreateOrderBody>;

const GradeRef = Type.Object({ id: Type.Integer(), name: Type.String() });
/**
 * data of the 409 (errorCode 6423) of POST /payment/orders when the package is for another grade than
 * the profile's: no order was created; the client asks the parent, as activation does (ADR 0005).
 */
export const PaymentGradeMismatch = Type.Object({
  profileId: Type.Integer(),
  profileName: Type.String(),
  profileGrade: GradeRef,
  packageGrade: GradeRef,
});
export type PaymentGradeMismatch = Static<typeof PaymentGradeMismatch>;

export const BankTransfer = Type.Object({
  bankName: Type.String(),
  bankBin: Type.String(),
  accountNumber: Type.String(),
  accountName: Type.String(),
});
export type BankTransfer = Static<typeof BankTransfer>;

export const PaymentOrder = Type.Object({
  orderCode: Type.String(),
  amount: Type.Integer(),
  /** EMVCo/VietQR payload: any Vietnamese banking app scans it with amount and note filled in. */
  qrPayload: Type.String(),
  status: LiteralUnion('pending', 'paid', 'cancelled'),
  packageName: Type.String(),
  profileId: Nullable(Type.Integer()),
  bank: BankTransfer,
  createdAt: Type.String(),
  paidAt: Nullable(Type.String()),
});
export type PaymentOrder = Static<typeof PaymentOrder>;

/** GET /main/payment/orders/:orderCode — the parent checks whether the transfer arrived. */
export const OrderParams = Type.Object(
  { orderCode: Type.String({ minLength: 6, maxLength: 20, pattern: '^[A-Z0-9]+$' }) },
  strict,
);
export type OrderParams = Static<typeof OrderParams>;

/** POST /main/admin/payment/orders/:orderCode/mark-paid (header x-admin-token). */
export const MarkPaidResult = Type.Object({
  order: PaymentOrder,
  licence: Type.Object({ id: Type.Integer(), licenseCode: Type.String(), endTime: Type.String() }),
  /** False when the order was already paid: the call is idempotent. */
  changed: Type.Boolean(),
});
export type MarkPaidResult = Static<typeof MarkPaidResult>;
