/** Loyalty (reward shop) endpoints of the main API; shapes come from src/contracts/loyalty.ts. */
import type {
  Delivery,
  ItemsData,
  ItemsQuery,
  LedgerData,
  LedgerQuery,
  RedeemData,
  UseData,
  Wallet,
} from '../../contracts/loyalty';
import type { ApiEnvelope, RequestOptions } from '../http/envelope';
import { get, post } from '../http/main-helpers';

/** GET /loyalty/profiles/{profileId}: the wallet (point, points, user_gift_list). */
export function getLoyaltyProfile(profileId: number, options?: RequestOptions): Promise<ApiEnvelope<Wallet>> {
  return get(`/loyalty/profiles/${profileId}`, options);
}

/** GET /loyalty/profiles/{profileId}/items?category_code=&page=&currency=. */
export function getLoyaltyItems(
  profileId: number,
  query: ItemsQuery,
  options?: RequestOptions,
): Promise<ApiEnvelope<ItemsData>> {
  return get(`/loyalty/profiles/${profileId}/items`, { params: { ...query }, signal: options?.signal });
}

/** GET /loyalty/profiles/{profileId}/ledger?cursor=: the history, newest first. */
export function getLoyaltyLedger(
  profileId: number,
  query: LedgerQuery,
  options?: RequestOptions,
): Promise<ApiEnvelope<LedgerData>> {
  return get(`/loyalty/profiles/${profileId}/ledger`, { params: { ...query }, signal: options?.signal });
}

/** POST /loyalty/rewards/{id}/used with profile_id. */
export function markRewardUsed(
  rewardId: number,
  profileId: number,
  options?: RequestOptions,
): Promise<ApiEnvelope<UseData>> {
  return post(`/loyalty/rewards/${rewardId}/used`, { profile_id: profileId }, options);
}

/**
 * POST /loyalty/rewards/{id}/redeem with profile_id (and the delivery of a physical gift). The
 * Idempotency-Key makes a retry of the same confirmation replay the first answer.
 */
export function redeemReward(
  rewardId: number,
  profileId: number,
  extra: { idempotencyKey?: string; delivery?: Delivery } = {},
  options?: RequestOptions,
): Promise<ApiEnvelope<RedeemData>> {
  const body = extra.delivery
    ? { profile_id: profileId, delivery: extra.delivery }
    : { profile_id: profileId };
  return post(`/loyalty/rewards/${rewardId}/redeem`, body, {
    ...options,
    ...(extra.idempotencyKey ? { headers: { 'Idempotency-Key': extra.idempotencyKey } } : {}),
  });
}
