/**
 * The gift shop's machine with its real implementations (issue 12, ADR 0007). A redeem or a use
 * refreshes the session's basic info, so the header's trophy and diamond counts and the avatar frame
 * change at once; the session stores the fresh user, which other tabs follow (the app root's
 * `crossTabUserChanges`).
 */
import { assign } from 'xstate';
import {
  getLoyaltyItems,
  getLoyaltyLedger,
  getLoyaltyProfile,
  markRewardUsed,
  redeemReward,
} from '../api/main/loyalty';
import { getBasicInfo } from '../api/main/user-session';
import { dataOf } from '../machines/shared/api-result';
import type { MachineLogic } from '../machines/shared/machine-binding';
import { createShopActors } from '../machines/shop/shop.actors';
import type { ShopMachine } from '../machines/shop/shop.machine';
import { qaInspect } from '../qa/inspect-bridge';
import { type AppRootActor, childOf } from './app-root-actor';

function createShopLogic(root: AppRootActor): MachineLogic<ShopMachine> {
  const refreshSessionUser = async () => {
    const { user } = dataOf(await getBasicInfo());
    childOf(root, 'session').send({ type: 'session.userUpdated', user });
  };
  return {
    implementations: {
      actors: createShopActors({
        getLoyaltyProfile,
        getLoyaltyItems,
        getLoyaltyLedger,
        redeemReward,
        markRewardUsed,
      }),
      actions: {
        announceWalletChanged: () => {
          refreshSessionUser().catch((error: unknown) =>
            console.warn('[shop] basic-info refresh failed', error),
          );
        },
        // Random keys: a new page load never reuses the key of an earlier confirmation.
        createRedeemKey: assign({
          confirmations: ({ context }) => context.confirmations + 1,
          redeemKey: () => crypto.randomUUID(),
        }),
      },
    },
    inspect: qaInspect,
  };
}

/** The loyalty area's page machines by binding key (`MachineLogicProvider`). */
export function createLoyaltyPageLogic(root: AppRootActor) {
  return { shop: createShopLogic(root) };
}
