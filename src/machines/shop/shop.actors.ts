/** Real actors of the gift shop, from the src/api functions injected at the composition root. */

import type * as loyaltyApi from '../../api/main/loyalty';
import type { CurrencyCode, LedgerData, RedeemData, UseData } from '../../contracts/loyalty';
import { dataOf } from '../shared/api-result';
import { fetchData } from '../shared/fetch-data';
import { fromRequest } from '../shared/from-request';
import type { LedgerInput, LoadShopInput, LoadShopOutput, RedeemInput, UseInput } from './shop.types';

/** The calls of src/api/main/loyalty.ts the shop makes, injected at the composition root. */
export type ShopApi = Pick<
  typeof loyaltyApi,
  'getLoyaltyProfile' | 'getLoyaltyItems' | 'getLoyaltyLedger' | 'redeemReward' | 'markRewardUsed'
>;

/**
 * A call whose actor was stopped never settles: under React's StrictMode the actor is stopped and
 * restarted, and the aborted first request must not arrive as a failure of the restarted one.
 */
async function unlessAborted<T>(signal: AbortSignal, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (signal.aborted) return new Promise<never>(() => {});
    throw error;
  }
}

export function createShopActors(api: ShopApi) {
  return {
    loadShop: fromRequest<LoadShopOutput, LoadShopInput>(({ input, signal }) =>
      unlessAborted(signal, async () => {
        const [wallet, catalogue] = await Promise.all([
          api.getLoyaltyProfile(input.profileId, { signal }),
          api.getLoyaltyItems(
            input.profileId,
            { category_code: 'ALL', page: input.page, currency: input.currency },
            { signal },
          ),
        ]);
        return { wallet: dataOf(wallet), catalogue: dataOf(catalogue) };
      }),
    ),
    redeemReward: fromRequest<RedeemData, RedeemInput>(async ({ input, signal }) =>
      dataOf(
        await api.redeemReward(
          input.rewardId,
          input.profileId,
          { idempotencyKey: input.idempotencyKey, ...(input.delivery ? { delivery: input.delivery } : {}) },
          { signal },
        ),
      ),
    ),
    useReward: fetchData<UseData, UseInput>((input, options) =>
      api.markRewardUsed(input.rewardId, input.profileId, options),
    ),
    loadLedger: fromRequest<LedgerData, LedgerInput>(({ input, signal }) =>
      unlessAborted(signal, async () =>
        dataOf(
          await api.getLoyaltyLedger(
            input.profileId,
            {
              currency: input.currency as CurrencyCode,
              ...(input.cursor === null ? {} : { cursor: input.cursor }),
            },
            { signal },
          ),
        ),
      ),
    ),
  };
}
