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
import type { ApiEnvelope, QueryParams, RequestOptions } from '../http/envelope';
import { postAtEndpoint } from '../http/main-endpoints';
import { get, post } from '../http/main-helpers';

/** GET /loyalty/profiles/{profileId}: the wallet (point, points, user_gift_list). */
export function getLoyaltyProfile(profileId: number, options?: RequestOptions): Promise<ApiEnvelope<Wallet>> {
  return get(`/loyalty/profiles/${profileId}`, options);
}

/** `(profileId, query, options)`: GET /loyalty/profiles/{profileId}/{list}?query. */
function profileListEndpoint<Query extends QueryParams, Data>(list: 'items' | 'ledger') {
  return (profileId: number, query: Query, options?: RequestOptions): Promise<ApiEnvelope<Data>> =>
    get(`/loyalty/profiles/${profileId}/${list}`, { params: { ...query }, signal: options?.signal });
}

/** GET /loyalty/profiles/{profileId}/items?category_code=&page=&currency=. */
export const getLoyaltyItems = profileListEndpoint<ItemsQuery, ItemsData>('items');

/** GET /loyalty/profiles/{profileId}/ledger?cursor=: the history, newest first. */
export const getLoyaltyLedger = profileListEndpoint<LedgerQuery, LedgerData>('ledger');

/** POST /loyalty/rewards/{id}/used with profile_id. */
export const markRewardUsed = postAtEndpoint<number, UseData>(
  (rewardId) => `/loyalty/rewards/${rewardId}/used`,
  (profileId) => ({ profile_id: profileId }),
);

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
