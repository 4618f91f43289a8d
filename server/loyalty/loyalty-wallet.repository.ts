/** The wallet: balances and owned gifts, and the ledger history. */
import type { LedgerData, Wallet } from '../../src/contracts/loyalty';
import type { Db } from '../db/database';
import { profileById } from '../db/queries/profiles';
import { REASON_TEXT, toCurrencyCode } from './loyalty.rules';
import type { LedgerCurrency } from './loyalty.tables';
import { iso } from './loyalty-rows';

export async function loadWallet(db: Db, profileId: number): Promise<Wallet> {
  const profile = await profileById(db, profileId)
    .select(['loyalty_point', 'loyalty_coin', 'loyalty_diamond', 'avatar_border'])
    .executeTakeFirstOrThrow();
  const gifts = await db
    .selectFrom('loyalty_owned_items as o')
    .innerJoin('loyalty_rewards as r', 'r.id', 'o.reward_id')
    .innerJoin('loyalty_categories as c', 'c.id', 'r.category_id')
    .select([
      'o.id',
      'o.reward_id',
      'r.category_id',
      'c.code',
      'r.name',
      'r.image',
      'o.redeemed_at',
      'o.used_at',
      'o.in_use',
    ])
    .where('o.profile_id', '=', profileId)
    .where('o.refunded_at', 'is', null)
    .orderBy('o.id', 'desc')
    .execute();
  return {
    point: profile.loyalty_point,
    points: { coin: profile.loyalty_coin, diamond: profile.loyalty_diamond },
    avatar_border: profile.avatar_border,
    user_gift_list: gifts.map((g) => ({
      id: g.id,
      reward_id: g.reward_id,
      category_id: g.category_id,
      category_code: g.code,
      name: g.name,
      image: g.image,
      redeemed_at: iso(g.redeemed_at),
      used_at: g.used_at ? iso(g.used_at) : null,
      in_use: g.in_use,
    })),
  };
}

export const LEDGER_PAGE_SIZE = 20;

/** History, newest first, keyset on id. */
export async function listLedger(
  db: Db,
  profileId: number,
  {
    cursor,
    currency,
    limit = LEDGER_PAGE_SIZE,
  }: { cursor?: number; currency?: LedgerCurrency; limit?: number },
): Promise<LedgerData> {
  let query = db
    .selectFrom('loyalty_ledger')
    .select(['id', 'currency', 'amount', 'balance_after', 'reason', 'note', 'created_at'])
    .where('profile_id', '=', profileId)
    .orderBy('id', 'desc')
    .limit(limit + 1);
  if (cursor !== undefined) query = query.where('id', '<', cursor);
  if (currency) query = query.where('currency', '=', currency);
  const rows = await query.execute();
  const page = rows.slice(0, limit);
  return {
    entries: page.map((e) => ({
      id: e.id,
      currency: toCurrencyCode(e.currency),
      amount: e.amount,
      balance_after: e.balance_after,
      reason: e.reason,
      reason_text: REASON_TEXT[e.reason],
      note: e.note,
      created_at: iso(e.created_at),
    })),
    next_cursor: rows.length > limit ? page[page.length - 1]!.id : null,
  };
}
