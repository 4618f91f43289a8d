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
import type { MachineLogic } from '../machines/shared/machine-binding';
import { createShopActors } from '../machines/shop/shop.actors';
import type { ShopMachine } from '../machines/shop/shop.machine';
import { qaInspect } from '../qa/inspect-bridge';
import type { AppRootActor } from './app-root-actor';
import { refreshSessionUser } from './session-refresh';

function createShopLogic(root: AppRootActor): MachineLogic<ShopMachine> {
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
        announceWalletChanged: () => refreshSessionUser(root, 'shop'),
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
