import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../server/http/error-codes';
import { grantPoints } from '../../../server/loyalty/loyalty.grants';
import { createTestApp, engines, type TestApp } from '../support/test-app';
import { envelope } from '../user/user-test-kit';
import { balances, ledgerSums, makePupil, makeReward, redeem } from './loyalty-kit';

/** Money-like writes under concurrent identical requests (real parallel connections on PostgreSQL). */
describe.each(engines())('loyalty concurrency (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(async () => {
    await t.close();
  });

  it('200 concurrent redeems of one item by one profile with enough for 3: exactly 3 succeed', async () => {
    const pupil = await makePupil(t, { coin: 350 });
    const reward = await makeReward(t, { price: 100 });
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => redeem(t, pupil, reward, { ip: `10.2.${i >> 8}.${i & 255}` })),
    );
    const ok = responses.filter((r) => r.statusCode === 200);
    const refused = responses.filter((r) => r.statusCode !== 200);
    expect(ok).toHaveLength(3);
    expect(refused).toHaveLength(197);
    for (const r of refused) expect(envelope(r).errorCode).toBe(ERROR_CODES.LOYALTY_INSUFFICIENT_BALANCE);
    expect(await balances(t, pupil.profileId)).toEqual({ coin: 50, diamond: 0 });
    expect(await ledgerSums(t, pupil.profileId)).toEqual({ coin: 50, diamond: 0 });
    const owned = await t.db
      .selectFrom('loyalty_owned_items')
      .select('id')
      .where('profile_id', '=', pupil.profileId)
      .execute();
    expect(owned).toHaveLength(3);
    const negative = await t.db
      .selectFrom('loyalty_ledger')
      .select('id')
      .where('balance_after', '<', 0)
      .execute();
    expect(negative).toEqual([]);
  });

  it('stock 5 with 50 profiles racing: exactly 5 get it, never oversold', async () => {
    const reward = await makeReward(t, { price: 10, stock: 5 });
    const pupils = await Promise.all(Array.from({ length: 50 }, () => makePupil(t, { coin: 100 })));
    const responses = await Promise.all(
      pupils.map((p, i) => redeem(t, p, reward, { ip: `10.3.0.${i + 1}` })),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(5);
    const refused = responses.filter((r) => r.statusCode !== 200);
    expect(refused).toHaveLength(45);
    for (const r of refused) expect(envelope(r).errorCode).toBe(ERROR_CODES.LOYALTY_OUT_OF_STOCK);
    const row = await t.db
      .selectFrom('loyalty_rewards')
      .select('stock_left')
      .where('id', '=', reward)
      .executeTakeFirstOrThrow();
    expect(row.stock_left).toBe(0);
    const charged = await Promise.all(pupils.map((p) => balances(t, p.profileId)));
    expect(charged.filter((b) => b.coin === 90)).toHaveLength(5);
    expect(charged.filter((b) => b.coin === 100)).toHaveLength(45);
  });

  it('1,000 repeats of one Idempotency-Key: one ledger entry, every answer the same', async () => {
    const pupil = await makePupil(t, { coin: 5000 });
    const reward = await makeReward(t, { price: 7 });
    const before = await t.db
      .selectFrom('loyalty_ledger')
      .select('id')
      .where('profile_id', '=', pupil.profileId)
      .execute();
    const responses = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        redeem(t, pupil, reward, { key: 'double-tap-7f3a', ip: `10.4.${i >> 8}.${i & 255}` }),
      ),
    );
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    expect(new Set(responses.map((r) => JSON.stringify(envelope(r).data))).size).toBe(1);
    const after = await t.db
      .selectFrom('loyalty_ledger')
      .select('id')
      .where('profile_id', '=', pupil.profileId)
      .execute();
    expect(after.length - before.length).toBe(1);
    expect(await balances(t, pupil.profileId)).toEqual({ coin: 4993, diamond: 0 });
  });

  it('grantPoints: 100 concurrent calls with one key pay once; inside a rolled-back transaction nothing stays', async () => {
    const pupil = await makePupil(t);
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        grantPoints(t.db, {
          profileId: pupil.profileId,
          currency: 'diamond',
          amount: 5,
          reason: 'contest_medal',
          idempotencyKey: 'contest:round-1:medal',
        }),
      ),
    );
    expect(results.filter((r) => r.granted)).toHaveLength(1);
    expect(await balances(t, pupil.profileId)).toEqual({ coin: 0, diamond: 5 });
    await expect(
      t.db.transaction().execute(async (trx) => {
        await grantPoints(trx, {
          profileId: pupil.profileId,
          currency: 'coin',
          amount: 30,
          reason: 'practice_done',
          idempotencyKey: 'practice:42',
        });
        throw new Error('the caller fails after granting');
      }),
    ).rejects.toThrow('the caller fails');
    expect(await balances(t, pupil.profileId)).toEqual({ coin: 0, diamond: 5 });
    const retried = await grantPoints(t.db, {
      profileId: pupil.profileId,
      currency: 'coin',
      amount: 30,
      reason: 'practice_done',
      idempotencyKey: 'practice:42',
    });
    expect(retried.granted).toBe(true);
    expect(await ledgerSums(t, pupil.profileId)).toEqual({ coin: 30, diamond: 5 });
  });
});
