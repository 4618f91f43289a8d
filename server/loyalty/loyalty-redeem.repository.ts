/** Redeeming a reward, with its Idempotency-Key replay. */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Delivery, RedeemData } from '../../src/contracts/loyalty';
import { isValidVietnamesePhone, toLocal09 } from '../../src/domain/phone';
import type { Db } from '../db/database';
import { AppError } from '../http/envelope';
import { ERROR_CODES, type ErrorCode } from '../http/error-codes';
import { LOYALTY_MESSAGES as M } from './loyalty.rules';
import type { CategoryKind } from './loyalty.tables';
import { balanceOf, findReward, fitsGrade, gradeLevelOf, lockProfile } from './loyalty-rows';

export interface RedeemInput {
  profileId: number;
  rewardId: number;
  delivery: Delivery | undefined;
  now: Date;
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
