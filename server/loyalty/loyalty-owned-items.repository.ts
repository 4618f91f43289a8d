/** What a profile does with an owned item: use it, or (staff tool; property-tested) refund it. */
import { sql } from 'kysely';
import type { UseData } from '../../src/contracts/loyalty';
import type { Db } from '../db/database';
import { profileById } from '../db/queries/profiles';
import { AppError } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import { LOYALTY_MESSAGES as M } from './loyalty.rules';
import type { CategoryKind } from './loyalty.tables';
import { findReward, iso, lockProfile } from './loyalty-rows';

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
