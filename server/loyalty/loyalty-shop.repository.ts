/** The shop's catalogue as the profile sees it. */
import type { ItemsData, RewardItem, ShopPage } from '../../src/contracts/loyalty';
import type { Db } from '../db/database';
import { profileById } from '../db/queries/profiles';
import { CURRENCY_NAME, toCurrencyCode } from './loyalty.rules';
import type { CategoryKind, LedgerCurrency } from './loyalty.tables';
import { fitsGrade, gradeLevelOf, iso } from './loyalty-rows';

export interface ItemsFilter {
  categoryCode: string;
  page: ShopPage;
  currency: LedgerCurrency | null;
  now: Date;
}

interface OwnedSummary {
  owned: number;
  used: number;
  inUse: boolean;
}

async function ownedSummaries(db: Db, profileId: number): Promise<Map<number, OwnedSummary>> {
  const rows = await db
    .selectFrom('loyalty_owned_items')
    .select((eb) => [
      'reward_id',
      eb.fn.countAll<string>().as('owned'),
      eb.fn.count<string>('used_at').as('used'),
      eb.fn<boolean>('bool_or', ['in_use']).as('in_use'),
    ])
    .where('profile_id', '=', profileId)
    .where('refunded_at', 'is', null)
    .groupBy('reward_id')
    .execute();
  return new Map(
    rows.map((r) => [
      r.reward_id,
      { owned: Number(r.owned), used: Number(r.used), inUse: Boolean(r.in_use) },
    ]),
  );
}

/** The catalogue as the profile sees it: the store (active, for its grade) or what it owns. */
export async function listItems(db: Db, profileId: number, filter: ItemsFilter): Promise<ItemsData> {
  const profile = await profileById(db, profileId)
    .select(['loyalty_coin', 'loyalty_diamond', 'grade_id'])
    .executeTakeFirstOrThrow();
  const level = await gradeLevelOf(db, profile.grade_id);
  const categories = await db
    .selectFrom('loyalty_categories')
    .select(['id', 'code', 'name', 'kind'])
    .orderBy('position')
    .orderBy('id')
    .execute();
  let query = db
    .selectFrom('loyalty_rewards as r')
    .innerJoin('loyalty_categories as c', 'c.id', 'r.category_id')
    .selectAll('r')
    .select(['c.code as category_code', 'c.name as category_name', 'c.kind'])
    .orderBy('r.position')
    .orderBy('r.id');
  if (filter.categoryCode !== 'ALL') query = query.where('c.code', '=', filter.categoryCode);
  if (filter.currency) query = query.where('r.currency', '=', filter.currency);
  const rewards = await query.execute();
  const owned = await ownedSummaries(db, profileId);
  const nowMs = filter.now.getTime();
  const isActive = (r: (typeof rewards)[number]) =>
    (r.active_from === null || new Date(r.active_from).getTime() <= nowMs) &&
    (r.active_until === null || new Date(r.active_until).getTime() > nowMs);

  const items: RewardItem[] = [];
  for (const r of rewards) {
    const mine = owned.get(r.id) ?? { owned: 0, used: 0, inUse: false };
    if (
      filter.page === 'USER_OWNED'
        ? mine.owned === 0
        : !isActive(r) || !fitsGrade(level, r.grade_min, r.grade_max)
    )
      continue;
    const balance = r.currency === 'coin' ? profile.loyalty_coin : profile.loyalty_diamond;
    const kind = r.kind as CategoryKind;
    const usable =
      kind === 'FRAME'
        ? mine.owned > 0 && !mine.inUse
          ? 1
          : 0
        : kind === 'STICKER'
          ? mine.owned - mine.used
          : 0;
    items.push({
      id: r.id,
      name: r.name,
      description: r.description,
      image: r.image,
      frame_image: r.frame_image,
      category_id: r.category_id,
      category_code: r.category_code,
      category_name: r.category_name,
      kind,
      price: r.price,
      currency: toCurrencyCode(r.currency),
      stock_left: r.stock_left,
      limit: r.per_profile_limit,
      owned_count: mine.owned,
      usable_count: usable,
      owned: mine.owned > 0,
      used: kind === 'FRAME' ? mine.inUse : kind === 'STICKER' && mine.owned > 0 && usable === 0,
      in_use: mine.inUse,
      requires_delivery: kind === 'GIFT',
      available_until: r.active_until ? iso(r.active_until) : null,
      blocked_reason: !isActive(r)
        ? 'Quà đã ngừng đổi'
        : r.stock_left === 0
          ? 'Đã hết quà'
          : r.per_profile_limit !== null && mine.owned >= r.per_profile_limit
            ? 'Đã đạt giới hạn đổi'
            : balance < r.price
              ? `Chưa đủ ${CURRENCY_NAME[r.currency]}`
              : null,
    });
  }
  return {
    page: filter.page,
    categories: categories.map((c) => ({ ...c, kind: c.kind as CategoryKind })),
    items,
  };
}
