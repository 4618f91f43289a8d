import type {
  CurrencyCode,
  Delivery,
  ItemsData,
  LedgerData,
  LedgerEntry,
  RedeemData,
  RewardItem,
  ShopPage,
  UseData,
  Wallet,
} from '../../contracts/loyalty';

export interface ShopInput {
  profileId: number;
  /** COIN: the trophy view (?isTrophy=true); DIAMOND: the diamond view. */
  currency: CurrencyCode;
}

export interface ShopNotice {
  tone: 'success' | 'error';
  message: string;
}

export interface ShopContext extends ShopInput {
  page: ShopPage;
  /** A category code or 'ALL'; filters the loaded items on screen. */
  category: string;
  wallet: Wallet | null;
  catalogue: ItemsData | null;
  /** Why the page could not load (Vietnamese). */
  loadError: string | null;
  /** The item of the open confirmation dialog. */
  selected: RewardItem | null;
  /** Created once per confirmation; a double click or a retry sends the same key. */
  redeemKey: string | null;
  /** Confirmations opened so far: makes every redeem key of this actor distinct. */
  confirmations: number;
  delivery: Delivery | null;
  /** The server's or the connection's message of the last failed redeem. */
  redeemError: string | null;
  notice: ShopNotice | null;
  history: LedgerEntry[];
  historyCursor: number | null;
  historyError: string | null;
}

export interface LoadShopInput {
  profileId: number;
  currency: CurrencyCode;
  page: ShopPage;
}

export interface LoadShopOutput {
  wallet: Wallet;
  catalogue: ItemsData;
}

export interface RedeemInput {
  profileId: number;
  rewardId: number;
  idempotencyKey: string;
  delivery: Delivery | null;
}

export interface UseInput {
  profileId: number;
  rewardId: number;
}

export interface LedgerInput {
  profileId: number;
  currency: CurrencyCode;
  cursor: number | null;
}

export type ShopEvent =
  | { type: 'shop.pageSelected'; page: ShopPage }
  | { type: 'shop.categorySelected'; category: string }
  | { type: 'shop.retryRequested' }
  | { type: 'shop.redeemRequested'; item: RewardItem }
  | { type: 'shop.redeemConfirmed'; delivery?: Delivery }
  | { type: 'shop.redeemCancelled' }
  | { type: 'shop.useRequested'; item: RewardItem }
  | { type: 'shop.noticeDismissed' }
  | { type: 'shop.historyOpened' }
  | { type: 'shop.historyMoreRequested' }
  | { type: 'shop.historyClosed' };

export type { LedgerData, RedeemData, UseData };
