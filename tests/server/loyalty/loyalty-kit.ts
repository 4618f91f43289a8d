import { issueSession } from '../../../server/auth/tokens.repository';
import { grantPoints } from '../../../server/loyalty/loyalty.grants';
import type { LedgerCurrency } from '../../../server/loyalty/loyalty.tables';
import type { TestApp } from '../support/test-app';

let counter = 0;

/** A fresh account with one grade-3 profile, a live session and the given balances (granted). */
export async function makePupil(t: TestApp, balances: { coin?: number; diamond?: number } = {}) {
  counter += 1;
  const phone = `096${String((process.pid * 1000 + counter) % 10_000_000).padStart(7, '0')}`;
  const user = await t.db
    .insertInto('users')
    .values({ phone, source: 1, name: `Phụ huynh ${counter}`, password_hash: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const profile = await t.db
    .insertInto('profiles')
    .values({ user_id: user.id, name: `Học sinh ${counter}`, is_default: true, grade_id: 3 })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const currency of ['coin', 'diamond'] as const) {
    const amount = balances[currency] ?? 0;
    if (amount > 0)
      await grantPoints(t.db, {
        profileId: profile.id,
        currency,
        amount,
        reason: 'admin_grant',
        idempotencyKey: `test-start:${currency}`,
      });
  }
  const { accessToken } = await issueSession(t.db, user.id, profile.id);
  return {
    phone,
    userId: user.id,
    profileId: profile.id,
    headers: { access_token: accessToken, access_user: phone },
  };
}

export type Pupil = Awaited<ReturnType<typeof makePupil>>;

/** A reward of the seeded FRAME/STICKER/GIFT category with the given terms. */
export async function makeReward(
  t: TestApp,
  {
    category = 'STICKER',
    currency = 'coin',
    price = 100,
    stock = null,
    limit = null,
    activeUntil = null,
    activeFrom = null,
    grades = null,
  }: {
    category?: 'FRAME' | 'STICKER' | 'GIFT';
    currency?: LedgerCurrency;
    price?: number;
    stock?: number | null;
    limit?: number | null;
    activeUntil?: Date | null;
    activeFrom?: Date | null;
    grades?: [number, number] | null;
  } = {},
) {
  const cat = await t.db
    .selectFrom('loyalty_categories')
    .select('id')
    .where('code', '=', category)
    .executeTakeFirstOrThrow();
  counter += 1;
  const row = await t.db
    .insertInto('loyalty_rewards')
    .values({
      category_id: cat.id,
      name: `Quà thử ${counter}`,
      image: 'loyalty/stickers/co-len.svg',
      frame_image: category === 'FRAME' ? 'loyalty/frames/rainbow.svg' : null,
      currency,
      price,
      stock_total: stock,
      stock_left: stock,
      per_profile_limit: limit,
      active_from: activeFrom,
      active_until: activeUntil,
      grade_min: grades?.[0] ?? null,
      grade_max: grades?.[1] ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function balances(t: TestApp, profileId: number) {
  const p = await t.db
    .selectFrom('profiles')
    .select(['loyalty_coin', 'loyalty_diamond'])
    .where('id', '=', profileId)
    .executeTakeFirstOrThrow();
  return { coin: p.loyalty_coin, diamond: p.loyalty_diamond };
}

/** Sum of the ledger per currency: must always equal the balances. */
export async function ledgerSums(t: TestApp, profileId: number) {
  const rows = await t.db
    .selectFrom('loyalty_ledger')
    .select((eb) => ['currency', eb.fn.sum<string>('amount').as('sum')])
    .where('profile_id', '=', profileId)
    .groupBy('currency')
    .execute();
  const of = (c: string) => Number(rows.find((r) => r.currency === c)?.sum ?? 0);
  return { coin: of('coin'), diamond: of('diamond') };
}

export function redeem(
  t: TestApp,
  pupil: Pick<Pupil, 'headers' | 'profileId'>,
  rewardId: number,
  { key, body, ip = '10.9.0.1' }: { key?: string; body?: object; ip?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/main/loyalty/rewards/${rewardId}/redeem`,
    headers: { ...pupil.headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload: body ?? { profile_id: pupil.profileId },
    remoteAddress: ip,
  });
}
