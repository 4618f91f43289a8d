import type { ColumnType, Generated } from 'kysely';

/* Row types of migration 0050 (loyalty, ADR 0007). Columns stay snake_case as in SQL. */

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** jsonb: written JSON.stringify-ed. */
type Json = ColumnType<unknown, string | null | undefined, string | null>;

export type LedgerCurrency = 'coin' | 'diamond';
export type LedgerReason =
  | 'class_attended'
  | 'practice_done'
  | 'speak_done'
  | 'contest_medal'
  | 'redeem'
  | 'admin_grant'
  | 'refund'
  | 'opening_balance'
  | 'streak_repair';
export type CategoryKind = 'FRAME' | 'STICKER' | 'GIFT';
export type FulfilmentStatus = 'pending' | 'shipped' | 'delivered' | 'cancelled';

export interface LoyaltyLedgerTable {
  id: Generated<number>;
  profile_id: number;
  currency: LedgerCurrency;
  amount: number;
  /** Set by the insert trigger from the profile's new balance. */
  balance_after: Generated<number>;
  reason: LedgerReason;
  note: Generated<string>;
  idempotency_key: string | null;
  created_at: CreatedAt;
}

export interface LoyaltyCategoriesTable {
  id: Generated<number>;
  code: string;
  name: string;
  kind: CategoryKind;
  position: Generated<number>;
}

export interface LoyaltyRewardsTable {
  id: Generated<number>;
  category_id: number;
  name: string;
  description: Generated<string>;
  image: string;
  frame_image: string | null;
  currency: LedgerCurrency;
  price: number;
  stock_total: number | null;
  stock_left: number | null;
  per_profile_limit: number | null;
  active_from: NullableTimestamp;
  active_until: NullableTimestamp;
  grade_min: number | null;
  grade_max: number | null;
  position: Generated<number>;
  created_at: CreatedAt;
}

export interface LoyaltyOwnedItemsTable {
  id: Generated<number>;
  profile_id: number;
  reward_id: number;
  ledger_id: number;
  redeemed_at: CreatedAt;
  used_at: NullableTimestamp;
  in_use: Generated<boolean>;
  refunded_at: NullableTimestamp;
}

export interface LoyaltyFulfilmentsTable {
  id: Generated<number>;
  owned_item_id: number;
  recipient_name: string;
  phone: string;
  address: string;
  status: Generated<FulfilmentStatus>;
  created_at: CreatedAt;
}

export interface LoyaltyIdempotencyTable {
  user_id: number;
  key: string;
  request_hash: string;
  status_code: number | null;
  response: Json;
  /** Reset when an expired key is claimed again. */
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** The loyalty area's tables; server/db/schema.ts's Database extends this. */
export interface LoyaltyTables {
  loyalty_ledger: LoyaltyLedgerTable;
  loyalty_categories: LoyaltyCategoriesTable;
  loyalty_rewards: LoyaltyRewardsTable;
  loyalty_owned_items: LoyaltyOwnedItemsTable;
  loyalty_fulfilments: LoyaltyFulfilmentsTable;
  loyalty_idempotency: LoyaltyIdempotencyTable;
}
