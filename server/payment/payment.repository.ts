import { randomInt } from 'node:crypto';
import type { CoursePackage, PaymentGradeMismatch, PaymentOrder } from '../../src/contracts/payment';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import { AppError } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import { createOrExtendLicence } from '../learning/activation';
import { profileWithGrade } from '../learning/activation.repository';
import type { PaymentOrdersTable } from './payment.tables';
import { vietQrPayload } from './vietqr';

/** No 0/O, 1/I: the code is typed by hand into a banking app when the QR is not used. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

export const PAYMENT_MESSAGES = {
  packageNotFound: 'Không tìm thấy gói học này',
  orderNotFound: 'Không tìm thấy đơn hàng',
  orderNotPayable: 'Đơn hàng này không thể xác nhận thanh toán',
  adminOnly: 'Chỉ nhân viên được xác nhận thanh toán',
} as const;

/** The 409 of a package whose grade is not the profile's (issue 31, worded as activation's). */
export function gradeMismatchMessage(mismatch: PaymentGradeMismatch): string {
  return (
    `Gói học này dành cho ${mismatch.packageGrade.name}, nhưng hồ sơ ${mismatch.profileName} ` +
    `đang học ${mismatch.profileGrade.name}. Vui lòng chọn gói của ${mismatch.profileGrade.name} hoặc xác nhận vẫn mua.`
  );
}

export function newOrderCode(): string {
  let code = 'UC';
  for (let i = 0; i < CODE_LENGTH; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** Adds calendar months in UTC (a 12-month package bought on 31 January ends on 31 January). */
export function addMonths(from: Date, months: number): Date {
  const end = new Date(from.getTime());
  end.setUTCMonth(end.getUTCMonth() + months);
  return end;
}

export async function listPackages(db: Db): Promise<CoursePackage[]> {
  const rows = await db
    .selectFrom('course_packages as cp')
    .leftJoin('grades as g', 'g.id', 'cp.grade_id')
    .select(['cp.id', 'cp.name', 'g.level', 'cp.months', 'cp.price_vnd', 'cp.licence_code'])
    .where('cp.active', '=', true)
    .orderBy('cp.position')
    .orderBy('cp.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    grade: r.level,
    months: r.months,
    price: r.price_vnd,
    licenceCode: r.licence_code,
  }));
}

type OrderRow = Pick<
  PaymentOrdersTable,
  'order_code' | 'amount_vnd' | 'package_name' | 'profile_id' | 'idempotency_key' | 'licence_id'
> & { status: 'pending' | 'paid' | 'cancelled'; created_at: Date; paid_at: Date | null; id: number };

const ORDER_COLUMNS = [
  'id',
  'order_code',
  'amount_vnd',
  'package_name',
  'profile_id',
  'status',
  'idempotency_key',
  'licence_id',
  'created_at',
  'paid_at',
] as const;

export function toOrderView(row: OrderRow, bank: AppConfig['paymentBank']): PaymentOrder {
  return {
    orderCode: row.order_code,
    amount: row.amount_vnd,
    qrPayload: vietQrPayload({
      bankBin: bank.bin,
      accountNumber: bank.accountNumber,
      amount: row.amount_vnd,
      note: row.order_code,
    }),
    status: row.status,
    packageName: row.package_name,
    profileId: row.profile_id,
    bank: {
      bankName: bank.name,
      bankBin: bank.bin,
      accountNumber: bank.accountNumber,
      accountName: bank.accountName,
    },
    createdAt: new Date(row.created_at).toISOString(),
    paidAt: row.paid_at ? new Date(row.paid_at).toISOString() : null,
  };
}

/**
 * A pending order of a package for one profile of the account. With an idempotency key, two
 * identical requests (a double tap, a retry after a lost answer) get the same order: the partial
 * unique index decides, so it holds across processes. A package of another grade than the profile's
 * answers 409 with both grades and creates nothing, unless `acceptGradeMismatch` says the parent
 * confirmed (issue 31, the way activation codes do, ADR 0005).
 */
export async function createOrder(
  db: Db,
  input: {
    userId: number;
    profileId: number;
    packageId: number;
    idempotencyKey?: string;
    acceptGradeMismatch?: boolean;
  },
): Promise<OrderRow> {
  const pkg = await db
    .selectFrom('course_packages as cp')
    .leftJoin('grades as g', 'g.id', 'cp.grade_id')
    .select([
      'cp.id',
      'cp.name',
      'cp.price_vnd',
      'cp.licence_code',
      'cp.months',
      'g.id as grade_id',
      'g.name as grade_name',
    ])
    .where('cp.id', '=', input.packageId)
    .where('cp.active', '=', true)
    .executeTakeFirst();
  if (!pkg) throw new AppError(404, ERROR_CODES.PACKAGE_NOT_FOUND, PAYMENT_MESSAGES.packageNotFound);
  if (pkg.grade_id !== null && pkg.grade_name !== null && !input.acceptGradeMismatch) {
    const profile = await profileWithGrade(db, input.profileId);
    if (profile?.grade && profile.grade.id !== pkg.grade_id) {
      const mismatch: PaymentGradeMismatch = {
        profileId: profile.id,
        profileName: profile.name,
        profileGrade: profile.grade,
        packageGrade: { id: pkg.grade_id, name: pkg.grade_name },
      };
      throw new AppError(409, ERROR_CODES.PAYMENT_GRADE_MISMATCH, gradeMismatchMessage(mismatch), mismatch);
    }
  }
  const key = input.idempotencyKey ?? null;
  for (;;) {
    const inserted = await db
      .insertInto('payment_orders')
      .values({
        order_code: newOrderCode(),
        user_id: input.userId,
        profile_id: input.profileId,
        package_id: pkg.id,
        package_name: pkg.name,
        amount_vnd: pkg.price_vnd,
        licence_code: pkg.licence_code,
        months: pkg.months,
        idempotency_key: key,
      })
      .onConflict((oc) => oc.doNothing())
      .returning(ORDER_COLUMNS)
      .executeTakeFirst();
    if (inserted) return inserted;
    if (key !== null) {
      const existing = await db
        .selectFrom('payment_orders')
        .select(ORDER_COLUMNS)
        .where('user_id', '=', input.userId)
        .where('idempotency_key', '=', key)
        .executeTakeFirst();
      if (existing) return existing;
    }
    // Otherwise the random order code collided: draw another.
  }
}

export async function findOwnOrder(db: Db, userId: number, orderCode: string): Promise<OrderRow> {
  const row = await db
    .selectFrom('payment_orders')
    .select(ORDER_COLUMNS)
    .where('order_code', '=', orderCode)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new AppError(404, ERROR_CODES.ORDER_NOT_FOUND, PAYMENT_MESSAGES.orderNotFound);
  return row;
}

/**
 * Staff confirm that the transfer arrived: the order is locked, marked paid and its licence is
 * granted (created or extended by the package's months) in ONE transaction. A second call — or a
 * concurrent one — finds the order paid and changes nothing.
 */
export async function markOrderPaid(db: Db, orderCode: string, nowMs: number) {
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('payment_orders')
      .select([...ORDER_COLUMNS, 'licence_code', 'months'])
      .where('order_code', '=', orderCode)
      .forUpdate()
      .executeTakeFirst();
    if (!order) throw new AppError(404, ERROR_CODES.ORDER_NOT_FOUND, PAYMENT_MESSAGES.orderNotFound);
    if (order.status === 'paid' && order.licence_id !== null) {
      const licence = await trx
        .selectFrom('licences')
        .select(['id', 'licence_code', 'end_time'])
        .where('id', '=', order.licence_id)
        .executeTakeFirstOrThrow();
      return { order, licence, changed: false };
    }
    if (order.status !== 'pending' || order.profile_id === null)
      throw new AppError(409, ERROR_CODES.ORDER_NOT_PAYABLE, PAYMENT_MESSAGES.orderNotPayable);
    const licence = await createOrExtendLicence(trx, {
      profileId: order.profile_id,
      licenceCode: order.licence_code,
      isTrial: false,
      source: 'purchase',
      nowMs,
      addTo: (from) => addMonths(from, order.months),
    });
    const paid = await trx
      .updateTable('payment_orders')
      .set({ status: 'paid', paid_at: new Date(nowMs), licence_id: licence.id })
      .where('id', '=', order.id)
      .returning(ORDER_COLUMNS)
      .executeTakeFirstOrThrow();
    return { order: paid, licence, changed: true };
  });
}
