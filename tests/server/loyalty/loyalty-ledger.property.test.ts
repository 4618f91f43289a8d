import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../server/http/envelope';
import { grantPoints } from '../../../server/loyalty/loyalty.grants';
import { refundOwnedItem } from '../../../server/loyalty/loyalty-owned-items.repository';
import { redeemReward } from '../../../server/loyalty/loyalty-redeem.repository';
import { createTestApp, type TestApp } from '../support/test-app';
import { balances, ledgerSums, makePupil, makeReward } from './loyalty-kit';

type Step =
  | { kind: 'earn'; currency: 'coin' | 'diamond'; amount: number; key: number }
  | { kind: 'redeem'; reward: number }
  | { kind: 'refund'; pick: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('earn' as const),
    currency: fc.constantFrom('coin' as const, 'diamond' as const),
    amount: fc.integer({ min: 1, max: 300 }),
    // Few keys, so that retries of one key (which must not pay twice) happen often.
    key: fc.integer({ min: 0, max: 8 }),
  }),
  fc.record({ kind: fc.constant('redeem' as const), reward: fc.integer({ min: 0, max: 3 }) }),
  fc.record({ kind: fc.constant('refund' as const), pick: fc.nat() }),
);

/**
 * Whatever sequence of earnings (with repeated keys), redeems (affordable or not, in stock or not)
 * and refunds (including repeated ones) happens, the balance equals the ledger sum, never goes below
 * zero, and matches a simple model of what should have happened.
 */
describe('ledger property (pglite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('balance = ledger sum = model after random earn/redeem/refund sequences', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        run += 1;
        const pupil = await makePupil(t);
        const rewards = [
          {
            id: await makeReward(t, { price: 120 }),
            currency: 'coin' as const,
            price: 120,
            stock: null as number | null,
          },
          {
            id: await makeReward(t, { price: 40, stock: 2 }),
            currency: 'coin' as const,
            price: 40,
            stock: 2 as number | null,
          },
          {
            id: await makeReward(t, { currency: 'diamond', price: 15 }),
            currency: 'diamond' as const,
            price: 15,
            stock: null,
          },
          {
            id: await makeReward(t, { category: 'FRAME', currency: 'diamond', price: 60, limit: 1 }),
            currency: 'diamond' as const,
            price: 60,
            stock: null,
          },
        ];
        const model = { coin: 0, diamond: 0 };
        const paidKeys = new Set<string>();
        const owned: { id: number; reward: number; refunded: boolean }[] = [];
        for (const s of steps) {
          if (s.kind === 'earn') {
            const key = `run${run}:${s.key}`;
            const result = await grantPoints(t.db, {
              profileId: pupil.profileId,
              currency: s.currency,
              amount: s.amount,
              reason: 'practice_done',
              idempotencyKey: key,
            });
            expect(result.granted).toBe(!paidKeys.has(key));
            if (result.granted) {
              paidKeys.add(key);
              model[s.currency] += s.amount;
            }
          } else if (s.kind === 'redeem') {
            const r = rewards[s.reward]!;
            const limitHit = s.reward === 3 && owned.some((o) => o.reward === 3 && !o.refunded);
            const expectOk = !limitHit && model[r.currency] >= r.price && (r.stock === null || r.stock > 0);
            try {
              const data = await redeemReward(
                t.db,
                {
                  profileId: pupil.profileId,
                  rewardId: r.id,
                  delivery: undefined,
                  now: new Date(t.clock.now()),
                },
                null,
              );
              expect(expectOk).toBe(true);
              model[r.currency] -= r.price;
              if (r.stock !== null) r.stock -= 1;
              owned.push({ id: data.owned_item_id, reward: s.reward, refunded: false });
            } catch (error) {
              if (!(error instanceof AppError)) throw error;
              expect(expectOk).toBe(false);
            }
          } else if (owned.length > 0) {
            const item = owned[s.pick % owned.length]!;
            const refunded = await refundOwnedItem(t.db, item.id);
            expect(refunded).toBe(!item.refunded);
            if (refunded) {
              const r = rewards[item.reward]!;
              model[r.currency] += r.price;
              if (r.stock !== null) r.stock += 1;
              item.refunded = true;
            }
          }
          const now = await balances(t, pupil.profileId);
          expect(now.coin).toBeGreaterThanOrEqual(0);
          expect(now.diamond).toBeGreaterThanOrEqual(0);
        }
        const final = await balances(t, pupil.profileId);
        expect(final).toEqual(model);
        expect(await ledgerSums(t, pupil.profileId)).toEqual(final);
      }),
      { numRuns: 25 },
    );
  });
});
