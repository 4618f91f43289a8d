/** Loyalty (reward shop) endpoints of the main API. */
import type { Loyalty } from '../../domain/entities';
import type { ApiEnvelope, RequestOptions } from '../http/envelope';
import { get, post } from '../http/main-helpers';

export interface UserGift {
  category_id: number;
  [field: string]: unknown;
}

/** The reward wallet (SPEC §3): loyalty points and the gifts a profile owns. */
export interface RewardWallet extends Loyalty {
  user_gift_list: UserGift[];
}

export interface RewardItem {
  id: number;
  [field: string]: unknown;
}

/** GET /loyalty/profiles/{profileId}: the wallet. */
export function getLoyaltyProfile(
  profileId: number,
  options?: RequestOptions,
): Promise<ApiEnvelope<RewardWallet>> {
  return get(`/loyalty/profiles/${profileId}`, options);
}

/** GET /loyalty/profiles/{profileId}/items?category_code=. */
export function getLoyaltyItems(
  profileId: number,
  categoryCode: string,
  options?: RequestOptions,
): Promise<ApiEnvelope<RewardItem[]>> {
  return get(`/loyalty/profiles/${profileId}/items`, {
    params: { category_code: categoryCode },
    signal: options?.signal,
  });
}

/** POST /loyalty/rewards/{id}/used with profile_id. */
export function markRewardUsed(
  rewardId: number,
  profileId: number,
  options?: RequestOptions,
): Promise<ApiEnvelope<unknown>> {
  return post(`/loyalty/rewards/${rewardId}/used`, { profile_id: profileId }, options);
}

/** POST /loyalty/rewards/{id}/redeem with profile_id. */
export function redeemReward(
  rewardId: number,
  profileId: number,
  options?: RequestOptions,
): Promise<ApiEnvelope<unknown>> {
  return post(`/loyalty/rewards/${rewardId}/redeem`, { profile_id: profileId }, options);
}
