import { assign, setup } from 'xstate';
import { CONNECTION_ERROR_MESSAGE, EnvelopeError } from '../shared/api-result';
import { type MachineTypes, notProvidedAction, notProvidedActor } from '../shared/not-provided';
import { errorNotice, keepErrorIn } from '../shared/notice';
import type {
  LedgerData,
  LedgerInput,
  LoadShopInput,
  LoadShopOutput,
  RedeemData,
  RedeemInput,
  ShopContext,
  ShopEvent,
  ShopInput,
  UseData,
  UseInput,
} from './shop.types';

type Ev<T extends ShopEvent['type']> = Extract<ShopEvent, { type: T }>;

/** Whose wallet, in which currency: what the catalogue and the history are both asked about. */
const walletOf = (context: ShopContext) => ({ profileId: context.profileId, currency: context.currency });

/** Closing the redeem dialog (before sending, or after a lost connection): back to the items. */
const closeRedeem = { target: 'browsing', actions: 'forgetSelection' } as const;

/** A done redeem or use: the success notice names the reward the pupil chose. */
const noticeForSelected =
  (done: string) =>
  ({ context }: { context: ShopContext }) => ({
    tone: 'success' as const,
    message: `${done}: ${context.selected!.name}`,
  });

/**
 * The gift shop (/cua-hang-qua-tang): wallet and items of one currency and page, a category filter,
 * a confirmation dialog whose redeem key is created once (a double click or a retry after a lost
 * connection sends the same key, so the server charges once), use of owned items, and the history.
 * After a redeem or a use, `announceWalletChanged` lets the app refresh the header everywhere.
 */
export const shopMachine = setup({
  types: {} as MachineTypes<ShopContext, ShopEvent, ShopInput>,
  actors: {
    loadShop: notProvidedActor<LoadShopOutput, LoadShopInput>('loadShop'),
    redeemReward: notProvidedActor<RedeemData, RedeemInput>('redeemReward'),
    useReward: notProvidedActor<UseData, UseInput>('useReward'),
    loadLedger: notProvidedActor<LedgerData, LedgerInput>('loadLedger'),
  },
  actions: {
    announceWalletChanged: notProvidedAction<void>('announceWalletChanged'),
    /**
     * Gives the new confirmation its key. Deterministic here (tests, QA); the composition root
     * provides a random one so that keys never repeat across page loads.
     */
    createRedeemKey: assign({
      confirmations: ({ context }) => context.confirmations + 1,
      redeemKey: ({ context }) => `redeem-${context.profileId}-${context.confirmations + 1}`,
    }),
    /** The redeem dialog is closed: its item and key are not sent again. */
    forgetSelection: assign({ selected: null, redeemKey: null }),
  },
  guards: {
    isRedeemable: ({ event }) => (event as Ev<'shop.redeemRequested'>).item.blocked_reason === null,
    isConnectionLost: ({ event }) => !((event as { error?: unknown }).error instanceof EnvelopeError),
    hasMoreHistory: ({ context }) => context.historyCursor !== null,
  },
}).createMachine({
  id: 'shop',
  context: ({ input }) => ({
    ...input,
    page: 'STORE',
    category: 'ALL',
    wallet: null,
    catalogue: null,
    loadError: null,
    selected: null,
    redeemKey: null,
    confirmations: 0,
    delivery: null,
    redeemError: null,
    notice: null,
    history: [],
    historyCursor: null,
    historyError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      meta: { description: 'Đang tải ví và danh sách quà (giữ dữ liệu cũ trên màn hình)' },
      invoke: {
        id: 'loadShop',
        src: 'loadShop',
        input: ({ context }) => ({ ...walletOf(context), page: context.page }),
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({ ...event.output, loadError: null })),
        },
        onError: keepErrorIn('failed', 'loadError'),
      },
    },
    failed: {
      meta: { description: 'Không tải được cửa hàng: hiện lý do và nút Thử lại' },
      on: { 'shop.retryRequested': { target: 'loading' } },
    },
    ready: {
      meta: { description: 'Cửa hàng đã tải' },
      initial: 'browsing',
      on: { 'shop.noticeDismissed': { actions: assign({ notice: null }) } },
      states: {
        browsing: {
          meta: { description: 'Xem quà: đổi trang Cửa hàng/Quà của tôi, lọc theo loại, mở Lịch sử' },
          on: {
            'shop.pageSelected': {
              target: '#shop.loading',
              actions: assign({ page: ({ event }) => event.page, category: 'ALL', notice: null }),
            },
            'shop.categorySelected': { actions: assign({ category: ({ event }) => event.category }) },
            'shop.redeemRequested': {
              guard: 'isRedeemable',
              target: 'confirming',
              actions: [
                assign({
                  selected: ({ event }) => event.item,
                  redeemError: null,
                  delivery: null,
                  notice: null,
                }),
                'createRedeemKey',
              ],
            },
            'shop.useRequested': {
              target: 'using',
              actions: assign({ selected: ({ event }) => event.item, notice: null }),
            },
            'shop.historyOpened': { target: 'history' },
          },
        },
        confirming: {
          meta: { description: 'Hộp thoại xác nhận đổi quà (quà hiện vật: nhập địa chỉ nhận)' },
          on: {
            'shop.redeemConfirmed': {
              target: 'redeeming',
              actions: assign({ delivery: ({ event }) => event.delivery ?? null }),
            },
            'shop.redeemCancelled': closeRedeem,
          },
        },
        redeeming: {
          meta: { description: 'Đang đổi quà (một khóa Idempotency-Key cho lần xác nhận này)' },
          invoke: {
            id: 'redeemReward',
            src: 'redeemReward',
            input: ({ context }) => ({
              profileId: context.profileId,
              rewardId: context.selected!.id,
              idempotencyKey: context.redeemKey!,
              delivery: context.delivery,
            }),
            onDone: {
              target: '#shop.loading',
              actions: [
                assign({
                  notice: noticeForSelected('Đổi quà thành công'),
                  wallet: ({ context, event }) =>
                    context.wallet && { ...context.wallet, points: event.output.points },
                }),
                'forgetSelection',
                'announceWalletChanged',
              ],
            },
            onError: [
              {
                guard: 'isConnectionLost',
                target: 'retryable',
                actions: assign({ redeemError: CONNECTION_ERROR_MESSAGE }),
              },
              keepErrorIn('refused', 'redeemError'),
            ],
          },
        },
        retryable: {
          meta: { description: 'Mất kết nối khi đổi quà: Thử lại gửi lại CÙNG khóa, không trừ hai lần' },
          on: {
            'shop.redeemConfirmed': { target: 'redeeming' },
            'shop.redeemCancelled': closeRedeem,
          },
        },
        refused: {
          meta: { description: 'Máy chủ từ chối (không đủ cúp, hết quà, …): hiện lý do' },
          on: {
            'shop.redeemCancelled': {
              target: '#shop.loading',
              actions: ['forgetSelection', assign({ redeemError: null })],
            },
          },
        },
        using: {
          meta: { description: 'Đang sử dụng vật phẩm (khung ảnh: đeo quanh ảnh đại diện)' },
          invoke: {
            id: 'useReward',
            src: 'useReward',
            input: ({ context }) => ({ profileId: context.profileId, rewardId: context.selected!.id }),
            onDone: {
              target: '#shop.loading',
              actions: [
                assign({
                  notice: noticeForSelected('Đã sử dụng'),
                  selected: null,
                }),
                'announceWalletChanged',
              ],
            },
            onError: {
              target: 'browsing',
              actions: assign({
                notice: ({ event }) => errorNotice(event.error),
                selected: null,
              }),
            },
          },
        },
        history: {
          meta: { description: "'Lịch sử': cúp/kim cương nhận và dùng, mới nhất trước" },
          initial: 'loadingHistory',
          entry: assign({ history: [], historyCursor: null, historyError: null }),
          on: { 'shop.historyClosed': { target: 'browsing' } },
          states: {
            loadingHistory: {
              meta: { description: 'Đang tải một trang lịch sử' },
              invoke: {
                id: 'loadLedger',
                src: 'loadLedger',
                input: ({ context }) => ({ ...walletOf(context), cursor: context.historyCursor }),
                onDone: {
                  target: 'shown',
                  actions: assign({
                    history: ({ context, event }) => [...context.history, ...event.output.entries],
                    historyCursor: ({ event }) => event.output.next_cursor,
                    historyError: null,
                  }),
                },
                onError: keepErrorIn('shown', 'historyError'),
              },
            },
            shown: {
              meta: { description: 'Lịch sử đã hiện; tải thêm khi còn' },
              on: { 'shop.historyMoreRequested': { guard: 'hasMoreHistory', target: 'loadingHistory' } },
            },
          },
        },
      },
    },
  },
});

export type ShopMachine = typeof shopMachine;
