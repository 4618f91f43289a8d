import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../server/http/error-codes';
import { crc16, vietQrPayload } from '../../../server/payment/vietqr';
import { makeAccount } from '../learning/learning-kit';
import { engines, useTestApp } from '../support/test-app';
import { expectError, expectOk } from '../user/user-test-kit';

const ADMIN = { 'x-admin-token': 'dev-admin-token' };

describe('VietQR payload', () => {
  it('computes CRC-16/CCITT-FALSE like the EMVCo check value', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it('builds the NAPAS fields in order, ending with its own CRC', () => {
    const payload = vietQrPayload({
      bankBin: '970436',
      accountNumber: '0011004567890',
      amount: 1490000,
      note: 'UCABCD2345',
    });
    expect(payload.startsWith('000201010212')).toBe(true);
    expect(payload).toContain('0010A000000727');
    expect(payload).toContain('0006970436011300110045678900208QRIBFTTA');
    expect(payload).toContain('5303704540714900005802VN62140810UCABCD2345');
    expect(payload.slice(-8, -4)).toBe('6304');
    expect(payload.slice(-4)).toBe(crc16(payload.slice(0, -4)));
  });

  it('refuses a note with characters banks would drop', () => {
    expect(() =>
      vietQrPayload({ bankBin: '970436', accountNumber: '0011', amount: 1, note: 'Đơn #1' }),
    ).toThrow();
  });
});

describe.each(engines())('payment API (%s)', (engine) => {
  const t = useTestApp({ engine });

  /** The package of the grade makeAccount gives its profile (2). */
  async function firstPackage(grade = 2) {
    const list = expectOk(await t.app.inject({ method: 'GET', url: '/main/payment/packages' }));
    const items = list.items as Array<{
      id: number;
      grade: number | null;
      price: number;
      months: number;
      licenceCode: string;
    }>;
    return items.find((item) => item.grade === grade)!;
  }

  it('lists the packages of the database with VND prices', async () => {
    const list = expectOk(await t.app.inject({ method: 'GET', url: '/main/payment/packages' }));
    expect(list.items.length).toBeGreaterThanOrEqual(5);
    expect(list.items[0]).toEqual({
      id: expect.any(Number),
      name: 'Tiếng Anh AI lớp 1 — 6 tháng',
      grade: 1,
      months: 6,
      price: 1_490_000,
      licenceCode: 'EN-AI-G1',
    });
  });

  it('order → paid → licence, once, even when staff confirm twice at the same time', async () => {
    const parent = await makeAccount(t);
    const pkg = await firstPackage();
    const order = expectOk(
      await t.app.inject({
        method: 'POST',
        url: '/main/payment/orders',
        headers: parent.headers,
        payload: { package_id: pkg.id, profile_id: parent.profileId },
      }),
    );
    expect(order).toMatchObject({ amount: pkg.price, status: 'pending', paidAt: null });
    expect(order.orderCode).toMatch(/^UC[A-Z2-9]{8}$/);
    expect(order.qrPayload).toContain(
      `08${String(order.orderCode.length).padStart(2, '0')}${order.orderCode}`,
    );
    expect(order.qrPayload).toContain(`54${String(String(pkg.price).length).padStart(2, '0')}${pkg.price}`);

    const [a, b] = await Promise.all(
      [1, 2].map(() =>
        t.app.inject({
          method: 'POST',
          url: `/main/admin/payment/orders/${order.orderCode}/mark-paid`,
          headers: ADMIN,
        }),
      ),
    );
    const results = [expectOk(a!), expectOk(b!)];
    expect(results.map((r) => r.changed).sort()).toEqual([false, true]);
    expect(results[0].licence.id).toBe(results[1].licence.id);
    const licences = await t.db
      .selectFrom('licences')
      .select(['licence_code', 'source', 'end_time', 'starts_at'])
      .where('profile_id', '=', parent.profileId)
      .execute();
    expect(licences).toHaveLength(1);
    expect(licences[0]).toMatchObject({ licence_code: pkg.licenceCode, source: 'purchase' });
    const months =
      (Date.parse(String(licences[0]!.end_time)) - Date.parse(String(licences[0]!.starts_at))) / 86_400_000;
    expect(months).toBeGreaterThan(pkg.months * 28);
    expect(months).toBeLessThan(pkg.months * 31.5);

    const seen = expectOk(
      await t.app.inject({
        method: 'GET',
        url: `/main/payment/orders/${order.orderCode}`,
        headers: parent.headers,
      }),
    );
    expect(seen.status).toBe('paid');
  });

  it('warns before selling a package of another grade (as activation does): 409 with both grades, nothing created, then the confirmed order', async () => {
    const parent = await makeAccount(t, { grade: 3 });
    const { name: profileName } = await t.db
      .selectFrom('profiles')
      .select('name')
      .where('id', '=', parent.profileId)
      .executeTakeFirstOrThrow();
    const gradeOne = await firstPackage(1);
    const order = (extra: object = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/main/payment/orders',
        headers: parent.headers,
        payload: { package_id: gradeOne.id, profile_id: parent.profileId, ...extra },
      });
    const refused = expectError(await order(), 409, ERROR_CODES.PAYMENT_GRADE_MISMATCH);
    expect(refused.message).toBe(
      `Gói học này dành cho Lớp 1, nhưng hồ sơ ${profileName} đang học Lớp 3. Vui lòng chọn gói của Lớp 3 hoặc xác nhận vẫn mua.`,
    );
    expect(refused.data).toEqual({
      profileId: parent.profileId,
      profileName,
      profileGrade: { id: 3, name: 'Lớp 3' },
      packageGrade: { id: 1, name: 'Lớp 1' },
    });
    const orders = () =>
      t.db.selectFrom('payment_orders').select('id').where('profile_id', '=', parent.profileId).execute();
    expect(await orders()).toEqual([]);
    // The profile's own grade, and packages for every grade, need no confirmation.
    expectOk(
      await t.app.inject({
        method: 'POST',
        url: '/main/payment/orders',
        headers: parent.headers,
        payload: { package_id: (await firstPackage(3)).id, profile_id: parent.profileId },
      }),
    );
    expectOk(await order({ accept_grade_mismatch: true }));
    expect(await orders()).toHaveLength(2);
  });

  it('a retried order with the same idempotency key is the same order', async () => {
    const parent = await makeAccount(t);
    const pkg = await firstPackage();
    const payload = { package_id: pkg.id, profile_id: parent.profileId, idempotency_key: 'retry-key-0001' };
    const [a, b] = await Promise.all(
      [1, 2].map(() =>
        t.app.inject({ method: 'POST', url: '/main/payment/orders', headers: parent.headers, payload }),
      ),
    );
    expect(expectOk(a!).orderCode).toBe(expectOk(b!).orderCode);
  });

  it('refuses another account’s profile, an unknown package, bad input and a missing admin token', async () => {
    const parent = await makeAccount(t);
    const stranger = await makeAccount(t);
    const pkg = await firstPackage();
    const url = '/main/payment/orders';
    expectError(
      await t.app.inject({
        method: 'POST',
        url,
        headers: parent.headers,
        payload: { package_id: pkg.id, profile_id: stranger.profileId },
      }),
      403,
    );
    expectError(
      await t.app.inject({
        method: 'POST',
        url,
        headers: parent.headers,
        payload: { package_id: 999999, profile_id: parent.profileId },
      }),
      404,
      6420,
    );
    expectError(
      await t.app.inject({
        method: 'POST',
        url,
        headers: parent.headers,
        payload: { package_id: '1', profile_id: parent.profileId },
      }),
      400,
    );
    expectError(
      await t.app.inject({
        method: 'POST',
        url,
        payload: { package_id: pkg.id, profile_id: parent.profileId },
      }),
      401,
    );
    const order = expectOk(
      await t.app.inject({
        method: 'POST',
        url,
        headers: parent.headers,
        payload: { package_id: pkg.id, profile_id: parent.profileId },
      }),
    );
    expectError(
      await t.app.inject({
        method: 'POST',
        url: `/main/admin/payment/orders/${order.orderCode}/mark-paid`,
        headers: { 'x-admin-token': 'nope' },
      }),
      403,
      6430,
    );
    expectError(
      await t.app.inject({
        method: 'GET',
        url: `/main/payment/orders/${order.orderCode}`,
        headers: stranger.headers,
      }),
      404,
    );
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/main/admin/payment/orders/UCNOTHERE/mark-paid',
        headers: ADMIN,
      }),
      404,
      6421,
    );
    const unchanged = await t.db
      .selectFrom('payment_orders')
      .select('status')
      .where('order_code', '=', order.orderCode)
      .executeTakeFirstOrThrow();
    expect(unchanged.status).toBe('pending');
  });
});
