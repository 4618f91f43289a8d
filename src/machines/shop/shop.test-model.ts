import { ERROR_CODES } from '../../contracts/error-codes';
import type { ItemsData, RewardItem, Wallet } from '../../contracts/loyalty';
import { fetchDone, fetchFailed, fetchRefused } from '../shared/fetch-examples';
import { type MachineTestModel, noopActions } from '../shared/machine-test-model';
import { shopMachine } from './shop.machine';
import type { ShopInput } from './shop.types';

export const SHOP_INJECTED_ACTIONS = ['announceWalletChanged'] as const;

export const exampleShopInput: ShopInput = { profileId: 11, currency: 'COIN' };

const item = (overrides: Partial<RewardItem>): RewardItem => ({
  id: 4,
  name: 'Khung Cầu vồng',
  description: 'Khung viền hiển thị quanh ảnh đại diện của con.',
  image: 'loyalty/frames/rainbow.svg',
  frame_image: 'loyalty/frames/rainbow.svg',
  category_id: 1,
  category_code: 'FRAME',
  category_name: 'Khung ảnh đại diện',
  kind: 'FRAME',
  price: 500,
  currency: 'COIN',
  stock_left: null,
  limit: 1,
  owned_count: 0,
  usable_count: 0,
  owned: false,
  used: false,
  in_use: false,
  requires_delivery: false,
  available_until: null,
  blocked_reason: null,
  ...overrides,
});

export const exampleItems = {
  affordable: item({}),
  tooDear: item({ id: 9, name: 'Ba lô Uniclass', kind: 'GIFT', price: 3000, blocked_reason: 'Chưa đủ cúp' }),
  ownedFrame: item({ id: 2, name: 'Khung Ngôi sao', owned: true, owned_count: 1, usable_count: 1 }),
};

export const exampleWallet: Wallet = {
  point: 3420,
  points: { coin: 1250, diamond: 85 },
  avatar_border: 'loyalty/frames/star.svg',
  user_gift_list: [],
};

export const exampleCatalogue: ItemsData = {
  page: 'STORE',
  categories: [{ id: 1, code: 'FRAME', name: 'Khung ảnh đại diện', kind: 'FRAME' }],
  items: [exampleItems.affordable, exampleItems.tooDear],
};

const ledgerEntry = {
  id: 40,
  currency: 'COIN' as const,
  amount: -300,
  balance_after: 950,
  reason: 'redeem',
  reason_text: 'Đổi quà',
  note: 'Khung Ngôi sao',
  created_at: '2026-10-01T10:00:00.000Z',
};

export const shopTestModel: MachineTestModel = {
  machine: shopMachine,
  scenarios: [{ name: 'trophy shop of Minh Anh', input: exampleShopInput }],
  examples: [
    { type: 'shop.pageSelected', example: { page: 'USER_OWNED' } },
    { type: 'shop.categorySelected', example: { category: 'FRAME' } },
    { type: 'shop.retryRequested' },
    { type: 'shop.redeemRequested', example: { item: exampleItems.affordable } },
    { type: 'shop.redeemRequested', example: { item: exampleItems.tooDear } },
    { type: 'shop.redeemConfirmed', example: {} },
    { type: 'shop.redeemCancelled' },
    { type: 'shop.useRequested', example: { item: exampleItems.ownedFrame } },
    { type: 'shop.noticeDismissed' },
    { type: 'shop.historyOpened' },
    { type: 'shop.historyMoreRequested' },
    { type: 'shop.historyClosed' },
    fetchDone('loadShop', { wallet: exampleWallet, catalogue: exampleCatalogue }),
    fetchFailed('loadShop'),
    {
      type: 'xstate.done.actor.redeemReward',
      example: {
        output: { owned_item_id: 7, reward_id: 4, ledger_entry_id: 41, points: { coin: 750, diamond: 85 } },
      },
    },
    fetchRefused(
      'redeemReward',
      ERROR_CODES.LOYALTY_OUT_OF_STOCK,
      'Quà này đã hết, bạn hãy chọn quà khác nhé',
    ),
    fetchFailed('redeemReward'),
    {
      type: 'xstate.done.actor.useReward',
      example: {
        output: {
          owned_item_id: 3,
          reward_id: 2,
          kind: 'FRAME',
          avatar_border: 'loyalty/frames/star.svg',
          used_at: '2026-10-01T10:00:00.000Z',
        },
      },
    },
    fetchRefused('useReward', ERROR_CODES.LOYALTY_ALREADY_USED, 'Khung ảnh này đang được sử dụng'),
    fetchDone('loadLedger', { entries: [ledgerEntry], next_cursor: 40 }),
    fetchDone('loadLedger', { entries: [ledgerEntry], next_cursor: null }),
    fetchFailed('loadLedger'),
  ],
  // The state and whether more history exists decide behaviour; the data shown does not.
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.historyCursor !== null]),
  fakeActions: noopActions(SHOP_INJECTED_ACTIONS),
};
