import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type {
  Delivery,
  ItemsData,
  LedgerData,
  RedeemData,
  RewardItem,
  ShopPage,
  UseData,
  Wallet,
} from '../../src/contracts/loyalty';
import { isValidVietnamesePhone, toLocal09 } from '../../src/domain/phone';
import type { Db } from '../db/database';
import { profileById } from '../db/queries/profiles';
import { AppError } from '../http/envelope';
import { ERROR_CODES, type ErrorCode } from '../http/error-codes';
import { CURRENCY_NAME, LOYALTY_MESSAGES as M, REASON_TEXT, toCurrencyCode } from './loyalty.rules';
import type { CategoryKind, LedgerCurrency, LedgerReason } from './loyalty.tables';

/*
 * All SQL of the loyalty area (ADR 0007). Every write locks the profile row first (`lockProfile`),
 * then the reward row: one lock order, so concurrent redeems, uses, grants and refunds of a profile
 * are serialised and never deadlock. Balances move only through ledger inserts (trigger of 0050).
 */

const iso = (value: Date | string) => new Date(value).toISOString();

export interface LockedProfile {
  id: number;
  coin: number;
  diamond: number;
  gradeId: number | null;
}

/** `select … for update` of the profile row: the serialisation point of every loyalty write. */
export async function lockProfile(db: Db, profileId: number): Promise<LockedProfile | null> {
  const row = await profileById(db, profileId)
    .select(['id', 'loyalty_coin', 'loyalty_diamond', 'grade_id'])
    .forUpdate()
    .executeTakeFirst();
  return row
    ? { id: row.id, coin: row.loyalty_coin, diamond: row.loyalty_diamond, gradeId: row.grade_id }
    : null;
}

const balanceOf = (profile: LockedProfile, currency: LedgerCurrency) =>
  currency === 'coin' ? profile.coin : profile.diamond;

// ── Reads ─────────────────────────────────────────────────────────────────────────────────────

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

async function gradeLevelOf(db: Db, gradeId: number | null): Promise<number | null> {
  if (gradeId === null) return null;
  const grade = await db.selectFrom('grades').select('level').where('id', '=', gradeId).executeTakeFirst();
  return grade?.level ?? null;
}

const fitsGrade = (level: number | null, min: number | null, max: number | null) =>
  (min === null && max === null) || (level !== null && level >= (min ?? 1) && level <= (max ?? 12));

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

// ── Redeem ────────────────────────────────────────────────────────────────────────────────────

export interface RedeemInput {
  profileId: number;
  rewardId: number;
  delivery: Delivery | undefined;
  now: Date;
}

async function findReward(db: Db, rewardId: number) {
  return db
    .selectFrom('loyalty_rewards as r')
    .innerJoin('loyalty_categories as c', 'c.id', 'r.category_id')
    .selectAll('r')
    .select(['c.kind'])
    .where('r.id', '=', rewardId)
    .executeTakeFirst();
}

function checkedDelivery(kind: CategoryKind, delivery: Delivery | undefined): Delivery | null {
  if (kind !== 'GIFT') {
    if (delivery) throw new AppError(400, ERROR_CODES.LOYALTY_DELIVERY_REQUIRED, M.deliveryNotNeeded);
    return null;
  }
  const name = delivery?.recipient_name.trim() ?? '';
  const address = delivery?.address.trim() ?? '';
  if (!delivery || name === '' || address.length < 5)
    throw new AppError(400, ERROR_CODES.LOYALTY_DELIVERY_REQUIRED, M.deliveryRequired);
  if (!isValidVietnamesePhone(delivery.phone))
    throw new AppError(400, ERROR_CODES.LOYALTY_DELIVERY_REQUIRED, M.badPhone);
  return { recipient_name: name, phone: toLocal09(delivery.phone), address };
}

/**
 * The redeem itself, inside the caller's transaction. Every refusal is decided before the first
 * write; the stock decrement is conditional (`stock_left > 0`) so it can never oversell.
 */
export async function redeemInTransaction(trx: Db, input: RedeemInput): Promise<RedeemData> {
  const profile = await lockProfile(trx, input.profileId);
  if (!profile) throw new AppError(404, ERROR_CODES.PROFILE_NOT_FOUND, 'Không tìm thấy hồ sơ');
  const reward = await findReward(trx, input.rewardId);
  if (!reward) throw new AppError(404, ERROR_CODES.LOYALTY_REWARD_NOT_FOUND, M.notFound);
  const nowMs = input.now.getTime();
  if (
    (reward.active_from !== null && new Date(reward.active_from).getTime() > nowMs) ||
    (reward.active_until !== null && new Date(reward.active_until).getTime() <= nowMs)
  )
    throw new AppError(409, ERROR_CODES.LOYALTY_ITEM_INACTIVE, M.inactive);
  if (!fitsGrade(await gradeLevelOf(trx, profile.gradeId), reward.grade_min, reward.grade_max))
    throw new AppError(409, ERROR_CODES.LOYALTY_GRADE_NOT_ELIGIBLE, M.notForGrade);
  const delivery = checkedDelivery(reward.kind as CategoryKind, input.delivery);
  if (reward.per_profile_limit !== null) {
    const { count } = await trx
      .selectFrom('loyalty_owned_items')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('profile_id', '=', profile.id)
      .where('reward_id', '=', reward.id)
      .where('refunded_at', 'is', null)
      .executeTakeFirstOrThrow();
    if (Number(count) >= reward.per_profile_limit)
      throw new AppError(409, ERROR_CODES.LOYALTY_LIMIT_REACHED, M.limitReached);
  }
  if (balanceOf(profile, reward.currency) < reward.price)
    throw new AppError(409, ERROR_CODES.LOYALTY_INSUFFICIENT_BALANCE, M.insufficient(reward.currency));
  if (reward.stock_left !== null) {
    const taken = await trx
      .updateTable('loyalty_rewards')
      .set((eb) => ({ stock_left: eb('stock_left', '-', 1) }))
      .where('id', '=', reward.id)
      .where('stock_left', '>', 0)
      .returning('stock_left')
      .executeTakeFirst();
    if (!taken) throw new AppError(409, ERROR_CODES.LOYALTY_OUT_OF_STOCK, M.outOfStock);
  }
  const entry = await trx
    .insertInto('loyalty_ledger')
    .values({
      profile_id: profile.id,
      currency: reward.currency,
      amount: -reward.price,
      reason: 'redeem',
      note: reward.name.slice(0, 200),
      idempotency_key: null,
    })
    .returning(['id', 'balance_after'])
    .executeTakeFirstOrThrow();
  const owned = await trx
    .insertInto('loyalty_owned_items')
    .values({ profile_id: profile.id, reward_id: reward.id, ledger_id: entry.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (delivery)
    await trx
      .insertInto('loyalty_fulfilments')
      .values({ owned_item_id: owned.id, ...delivery })
      .execute();
  return {
    owned_item_id: owned.id,
    reward_id: reward.id,
    ledger_entry_id: entry.id,
    points: {
      coin: reward.currency === 'coin' ? entry.balance_after : profile.coin,
      diamond: reward.currency === 'diamond' ? entry.balance_after : profile.diamond,
    },
  };
}

export interface IdempotencyScope {
  userId: number;
  key: string;
}

type StoredAnswer =
  | { status: 200; data: RedeemData }
  | { status: number; errorCode: number; message: string };

export function redeemRequestHash(input: Pick<RedeemInput, 'profileId' | 'rewardId' | 'delivery'>): string {
  const d = input.delivery;
  const canonical = JSON.stringify([
    input.rewardId,
    input.profileId,
    d ? [d.recipient_name, d.phone, d.address] : null,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

/**
 * Claims the key for this request, or returns the answer stored under it. A key older than 24 hours
 * is reclaimed. A concurrent request with the same key waits on the primary key until the first one
 * commits, then reads its answer.
 */
async function claimKey(trx: Db, scope: IdempotencyScope, hash: string): Promise<StoredAnswer | null> {
  const claimed = await trx
    .insertInto('loyalty_idempotency')
    .values({ user_id: scope.userId, key: scope.key, request_hash: hash })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'key'])
        .doUpdateSet({ request_hash: hash, status_code: null, response: null, created_at: sql`app_now()` })
        .where('loyalty_idempotency.created_at', '<', sql<Date>`app_now() - interval '24 hours'`),
    )
    .returning('user_id')
    .executeTakeFirst();
  if (claimed) return null;
  const stored = await trx
    .selectFrom('loyalty_idempotency')
    .select(['request_hash', 'response'])
    .where('user_id', '=', scope.userId)
    .where('key', '=', scope.key)
    .executeTakeFirstOrThrow();
  if (stored.request_hash !== hash)
    throw new AppError(422, ERROR_CODES.LOYALTY_IDEMPOTENCY_MISMATCH, M.keyReused);
  return stored.response as StoredAnswer;
}

async function storeAnswer(trx: Db, scope: IdempotencyScope, answer: StoredAnswer): Promise<void> {
  await trx
    .updateTable('loyalty_idempotency')
    .set({ status_code: answer.status, response: JSON.stringify(answer) })
    .where('user_id', '=', scope.userId)
    .where('key', '=', scope.key)
    .execute();
}

/**
 * Redeems in one transaction. With an Idempotency-Key the first answer — success or refusal — is
 * stored in the same transaction and replayed for 24 hours; a refusal rolls back to a savepoint so
 * that only the stored answer is kept.
 */
export async function redeemReward(
  db: Db,
  input: RedeemInput,
  scope: IdempotencyScope | null,
): Promise<RedeemData> {
  const answer = await db.transaction().execute(async (trx): Promise<StoredAnswer> => {
    if (!scope) return { status: 200, data: await redeemInTransaction(trx, input) };
    const replay = await claimKey(trx, scope, redeemRequestHash(input));
    if (replay) return replay;
    await sql`savepoint loyalty_redeem`.execute(trx);
    let fresh: StoredAnswer;
    try {
      fresh = { status: 200, data: await redeemInTransaction(trx, input) };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await sql`rollback to savepoint loyalty_redeem`.execute(trx);
      fresh = { status: error.statusCode, errorCode: error.errorCode, message: error.message };
    }
    await storeAnswer(trx, scope, fresh);
    return fresh;
  });
  if ('data' in answer) return answer.data;
  throw new AppError(answer.status, answer.errorCode as ErrorCode, answer.message);
}

// ── Use ───────────────────────────────────────────────────────────────────────────────────────

/** Wears a frame (sets avatar_border, takes the previous frame off) or uses one unused sticker. */
export async function useReward(
  db: Db,
  { profileId, rewardId, now }: { profileId: number; rewardId: number; now: Date },
): Promise<UseData> {
  return db.transaction().execute(async (trx) => {
    await lockProfile(trx, profileId);
    const reward = await findReward(trx, rewardId);
    if (!reward) throw new AppError(404, ERROR_CODES.LOYALTY_REWARD_NOT_FOUND, M.notFound);
    const copies = await trx
      .selectFrom('loyalty_owned_items')
      .select(['id', 'used_at', 'in_use'])
      .where('profile_id', '=', profileId)
      .where('reward_id', '=', rewardId)
      .where('refunded_at', 'is', null)
      .orderBy('id')
      .execute();
    if (copies.length === 0) throw new AppError(409, ERROR_CODES.LOYALTY_NOT_OWNED, M.notOwned);
    const kind = reward.kind as CategoryKind;
    if (kind === 'GIFT') throw new AppError(409, ERROR_CODES.LOYALTY_NOT_USABLE, M.giftNotUsable);
    if (kind === 'FRAME') {
      if (copies.some((c) => c.in_use))
        throw new AppError(409, ERROR_CODES.LOYALTY_ALREADY_USED, M.frameInUse);
      await trx
        .updateTable('loyalty_owned_items')
        .set({ in_use: false })
        .where('profile_id', '=', profileId)
        .where('in_use', '=', true)
        .execute();
      const copy = copies[0]!;
      await trx
        .updateTable('loyalty_owned_items')
        .set({ in_use: true, used_at: now })
        .where('id', '=', copy.id)
        .execute();
      await trx
        .updateTable('profiles')
        .set({ avatar_border: reward.frame_image })
        .where('id', '=', profileId)
        .execute();
      return {
        owned_item_id: copy.id,
        reward_id: rewardId,
        kind,
        avatar_border: reward.frame_image,
        used_at: iso(now),
      };
    }
    const unused = copies.find((c) => c.used_at === null);
    if (!unused) throw new AppError(409, ERROR_CODES.LOYALTY_ALREADY_USED, M.stickerUsed);
    await trx.updateTable('loyalty_owned_items').set({ used_at: now }).where('id', '=', unused.id).execute();
    const { avatar_border } = await profileById(trx, profileId)
      .select('avatar_border')
      .executeTakeFirstOrThrow();
    return { owned_item_id: unused.id, reward_id: rewardId, kind, avatar_border, used_at: iso(now) };
  });
}

// ── Refund (staff tool; property-tested) ──────────────────────────────────────────────────────

/**
 * Gives back what an owned item cost (a cancelled physical gift, a support decision): a 'refund'
 * ledger entry keyed by the item, the stock back, the frame taken off. Answers false when the item
 * was already refunded. Runs in the caller's transaction when given one.
 */
export async function refundOwnedItem(db: Db, ownedItemId: number): Promise<boolean> {
  const run = async (trx: Db) => {
    const target = await trx
      .selectFrom('loyalty_owned_items')
      .select('profile_id')
      .where('id', '=', ownedItemId)
      .executeTakeFirst();
    if (!target) return false;
    await lockProfile(trx, target.profile_id);
    const item = await trx
      .selectFrom('loyalty_owned_items as o')
      .innerJoin('loyalty_ledger as l', 'l.id', 'o.ledger_id')
      .innerJoin('loyalty_rewards as r', 'r.id', 'o.reward_id')
      .select([
        'o.id',
        'o.in_use',
        'o.refunded_at',
        'o.reward_id',
        'l.amount',
        'l.currency',
        'r.name',
        'r.stock_left',
      ])
      .where('o.id', '=', ownedItemId)
      .executeTakeFirstOrThrow();
    if (item.refunded_at !== null) return false;
    await trx
      .insertInto('loyalty_ledger')
      .values({
        profile_id: target.profile_id,
        currency: item.currency,
        amount: -item.amount,
        reason: 'refund',
        note: item.name.slice(0, 200),
        idempotency_key: `refund:${item.id}`,
      })
      .execute();
    await trx
      .updateTable('loyalty_owned_items')
      .set({ refunded_at: sql`app_now()`, in_use: false })
      .where('id', '=', item.id)
      .execute();
    if (item.in_use)
      await trx
        .updateTable('profiles')
        .set({ avatar_border: null })
        .where('id', '=', target.profile_id)
        .execute();
    if (item.stock_left !== null)
      await trx
        .updateTable('loyalty_rewards')
        .set((eb) => ({ stock_left: eb('stock_left', '+', 1) }))
        .where('id', '=', item.reward_id)
        .execute();
    await trx
      .updateTable('loyalty_fulfilments')
      .set({ status: 'cancelled' })
      .where('owned_item_id', '=', item.id)
      .execute();
    return true;
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}

// ── Grant (the hook other areas call: loyalty.grants.ts) ──────────────────────────────────────

export interface GrantResult {
  /** False when this key had already paid (a retry): nothing changed. */
  granted: boolean;
  ledgerEntryId: number;
  balance: number;
}

export interface LedgerGrant {
  profileId: number;
  currency: LedgerCurrency;
  amount: number;
  reason: LedgerReason;
  /** Trimmed, 1..200 characters; unique per profile. */
  idempotencyKey: string;
  /** At most 200 characters. */
  note: string;
}

/**
 * One grant inside the caller's transaction: locks the profile row, answers the earlier entry of
 * this key (and the current balance) when it already paid, else inserts the ledger entry (the
 * trigger of 0050 moves the balance). Throws RangeError for an unknown profile.
 */
export async function grantInTransaction(trx: Db, grant: LedgerGrant): Promise<GrantResult> {
  if (!(await lockProfile(trx, grant.profileId)))
    throw new RangeError(`grantPoints: profile ${grant.profileId} does not exist`);
  const earlier = await trx
    .selectFrom('loyalty_ledger')
    .select(['id', 'balance_after', 'currency'])
    .where('profile_id', '=', grant.profileId)
    .where('idempotency_key', '=', grant.idempotencyKey)
    .executeTakeFirst();
  if (earlier) {
    const current = await trx
      .selectFrom('profiles')
      .select(['loyalty_coin', 'loyalty_diamond'])
      .where('id', '=', grant.profileId)
      .executeTakeFirstOrThrow();
    const balance = earlier.currency === 'coin' ? current.loyalty_coin : current.loyalty_diamond;
    return { granted: false, ledgerEntryId: earlier.id, balance };
  }
  const entry = await trx
    .insertInto('loyalty_ledger')
    .values({
      profile_id: grant.profileId,
      currency: grant.currency,
      amount: grant.amount,
      reason: grant.reason,
      note: grant.note,
      idempotency_key: grant.idempotencyKey,
    })
    .returning(['id', 'balance_after'])
    .executeTakeFirstOrThrow();
  return { granted: true, ledgerEntryId: entry.id, balance: entry.balance_after };
}

// ── Spend (the hook other areas call to charge: loyalty.grants.ts spendPoints) ─────────────────

export type SpendResult =
  | { status: 'spent' | 'already_spent'; ledgerEntryId: number; balance: number }
  | { status: 'insufficient'; balance: number };

/**
 * One charge inside the caller's transaction, the mirror of grantInTransaction: locks the profile row,
 * answers the earlier entry of this key when it already charged (a retry), refuses (nothing written)
 * when the balance is short, else inserts the negative entry. Throws RangeError for an unknown profile.
 */
export async function spendInTransaction(trx: Db, spend: LedgerGrant): Promise<SpendResult> {
  const profile = await lockProfile(trx, spend.profileId);
  if (!profile) throw new RangeError(`spendPoints: profile ${spend.profileId} does not exist`);
  const balance = balanceOf(profile, spend.currency);
  const earlier = await trx
    .selectFrom('loyalty_ledger')
    .select('id')
    .where('profile_id', '=', spend.profileId)
    .where('idempotency_key', '=', spend.idempotencyKey)
    .executeTakeFirst();
  if (earlier) return { status: 'already_spent', ledgerEntryId: earlier.id, balance };
  if (balance < spend.amount) return { status: 'insufficient', balance };
  const entry = await trx
    .insertInto('loyalty_ledger')
    .values({
      profile_id: spend.profileId,
      currency: spend.currency,
      amount: -spend.amount,
      reason: spend.reason,
      note: spend.note,
      idempotency_key: spend.idempotencyKey,
    })
    .returning(['id', 'balance_after'])
    .executeTakeFirstOrThrow();
  return { status: 'spent', ledgerEntryId: entry.id, balance: entry.balance_after };
}
