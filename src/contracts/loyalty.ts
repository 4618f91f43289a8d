/**
 * The loyalty endpoints of the main API (SPEC §3 reward wallet, §7 /loyalty/...), written once:
 * the server route validates and serialises with these schemas, src/api takes their Static types.
 * Field names follow SPEC's snake_case of this area (user_gift_list, category_id, category_code).
 */
import { type Static, Type } from 'typebox';
import { Id, IdFields, LiteralUnion, Nullable, strict } from './common';

const Count = Type.Integer({ minimum: 0 });
const IsoTime = Type.String({ maxLength: 40 });

/** COIN = trophies (cúp), DIAMOND = kim cương. */
export const CurrencyCode = LiteralUnion('COIN', 'DIAMOND');
export type CurrencyCode = Static<typeof CurrencyCode>;

/** STORE: what can be redeemed; USER_OWNED: what the profile owns (SPEC §3). */
export const ShopPage = LiteralUnion('STORE', 'USER_OWNED');
export type ShopPage = Static<typeof ShopPage>;

/** How an item behaves once owned: a frame is worn, a sticker used once, a gift shipped. */
export const CategoryKind = LiteralUnion('FRAME', 'STICKER', 'GIFT');
export type CategoryKind = Static<typeof CategoryKind>;

export const Points = Type.Object({ coin: Count, diamond: Count });
export type Points = Static<typeof Points>;

// ── GET /loyalty/profiles/{profileId} ────────────────────────────────────────────────────────
export const ProfileParams = IdFields('profileId');
export type ProfileParams = Static<typeof ProfileParams>;

export const UserGift = Type.Object({
  id: Id,
  reward_id: Id,
  category_id: Id,
  category_code: Type.String(),
  name: Type.String(),
  image: Type.String(),
  redeemed_at: IsoTime,
  used_at: Nullable(IsoTime),
  in_use: Type.Boolean(),
});
export type UserGift = Static<typeof UserGift>;

export const Wallet = Type.Object({
  point: Count,
  points: Points,
  avatar_border: Nullable(Type.String()),
  user_gift_list: Type.Array(UserGift),
});
export type Wallet = Static<typeof Wallet>;

// ── GET /loyalty/profiles/{profileId}/items ──────────────────────────────────────────────────
export const ItemsQuery = Type.Object(
  {
    /** A category code, or ALL. */
    category_code: Type.Optional(Type.String({ pattern: '^[A-Z_]{2,30}$', maxLength: 30 })),
    page: Type.Optional(ShopPage),
    currency: Type.Optional(CurrencyCode),
  },
  strict,
);
export type ItemsQuery = Static<typeof ItemsQuery>;

export const RewardCategory = Type.Object({
  id: Id,
  code: Type.String(),
  name: Type.String(),
  kind: CategoryKind,
});
export type RewardCategory = Static<typeof RewardCategory>;

export const RewardItem = Type.Object({
  id: Id,
  name: Type.String(),
  description: Type.String(),
  image: Type.String(),
  /** Frames: the border drawn around the avatar once used. */
  frame_image: Nullable(Type.String()),
  category_id: Id,
  category_code: Type.String(),
  category_name: Type.String(),
  kind: CategoryKind,
  price: Type.Integer({ minimum: 1 }),
  currency: CurrencyCode,
  /** null: unlimited. */
  stock_left: Nullable(Count),
  /** Per-profile limit; null: none. */
  limit: Nullable(Type.Integer({ minimum: 1 })),
  owned_count: Count,
  /** Owned copies that can still be used (an unused sticker, a frame not worn). */
  usable_count: Count,
  owned: Type.Boolean(),
  /** Every owned copy is used (stickers) or the frame is being worn. */
  used: Type.Boolean(),
  in_use: Type.Boolean(),
  requires_delivery: Type.Boolean(),
  available_until: Nullable(IsoTime),
  /** Why 'Đổi quà' is disabled now (Vietnamese), or null when it can be redeemed. */
  blocked_reason: Nullable(Type.String()),
});
export type RewardItem = Static<typeof RewardItem>;

export const ItemsData = Type.Object({
  page: ShopPage,
  categories: Type.Array(RewardCategory),
  items: Type.Array(RewardItem),
});
export type ItemsData = Static<typeof ItemsData>;

// ── GET /loyalty/profiles/{profileId}/ledger ─────────────────────────────────────────────────
export const LedgerQuery = Type.Object(
  {
    /** The id of the last entry of the previous page. */
    cursor: Type.Optional(Id),
    currency: Type.Optional(CurrencyCode),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
  },
  strict,
);
export type LedgerQuery = Static<typeof LedgerQuery>;

export const LedgerEntry = Type.Object({
  id: Id,
  currency: CurrencyCode,
  /** Positive: earned or refunded; negative: spent. */
  amount: Type.Integer(),
  balance_after: Count,
  reason: Type.String(),
  /** The reason for people: 'Tham gia lớp học', 'Đổi quà' … */
  reason_text: Type.String(),
  note: Type.String(),
  created_at: IsoTime,
});
export type LedgerEntry = Static<typeof LedgerEntry>;

export const LedgerData = Type.Object({ entries: Type.Array(LedgerEntry), next_cursor: Nullable(Id) });
export type LedgerData = Static<typeof LedgerData>;

// ── POST /loyalty/rewards/{id}/redeem and /used ──────────────────────────────────────────────
export const RewardParams = IdFields('id');
export type RewardParams = Static<typeof RewardParams>;

/** Where a physical gift is shipped (required for GIFT items, refused for the others). */
export const Delivery = Type.Object(
  {
    recipient_name: Type.String({ minLength: 1, maxLength: 100 }),
    phone: Type.String({ minLength: 9, maxLength: 20 }),
    address: Type.String({ minLength: 5, maxLength: 300 }),
  },
  strict,
);
export type Delivery = Static<typeof Delivery>;

export const RedeemBody = Type.Object({ profile_id: Id, delivery: Type.Optional(Delivery) }, strict);
export type RedeemBody = Static<typeof RedeemBody>;

/** Header of a redeem: one key per confirmation; a retry with the same key replays the first answer. */
export const IdempotencyKeyHeader = 'idempotency-key';
export const IDEMPOTENCY_KEY_MAX = 200;

export const RedeemData = Type.Object({
  owned_item_id: Id,
  reward_id: Id,
  ledger_entry_id: Id,
  points: Points,
});
export type RedeemData = Static<typeof RedeemData>;

export const UseBody = IdFields('profile_id');
export type UseBody = Static<typeof UseBody>;

export const UseData = Type.Object({
  owned_item_id: Id,
  reward_id: Id,
  kind: CategoryKind,
  avatar_border: Nullable(Type.String()),
  used_at: IsoTime,
});
export type UseData = Static<typeof UseData>;
