import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { CategoryKind, LedgerCurrency, LedgerReason } from './loyalty.tables';

/*
 * Demo data of the gift shop: 22 rewards over three categories, and ledgers that explain every
 * seeded balance. Minh Anh (0901000001's default profile) has a real history that sums to her
 * 1250 trophies and 85 diamonds, owns the star frame (worn) and a sticker; every other profile with
 * a balance gets one 'opening_balance' entry.
 */

const CATEGORIES: { code: string; name: string; kind: CategoryKind }[] = [
  { code: 'FRAME', name: 'Khung ảnh đại diện', kind: 'FRAME' },
  { code: 'STICKER', name: 'Nhãn dán', kind: 'STICKER' },
  { code: 'GIFT', name: 'Quà tặng hiện vật', kind: 'GIFT' },
];

interface DemoReward {
  category: string;
  name: string;
  description: string;
  image: string;
  currency: LedgerCurrency;
  price: number;
  stock?: number;
  limit?: number;
  grades?: [number, number];
  /** Days from the seed until the reward stops being offered. */
  endsInDays?: number;
}

const frame = (
  file: string,
  name: string,
  currency: LedgerCurrency,
  price: number,
  extra: Partial<DemoReward> = {},
) =>
  ({
    category: 'FRAME',
    name,
    description: 'Khung viền hiển thị quanh ảnh đại diện của con.',
    image: `loyalty/frames/${file}.svg`,
    currency,
    price,
    limit: 1,
    ...extra,
  }) satisfies DemoReward;

const sticker = (file: string, name: string, currency: LedgerCurrency, price: number) =>
  ({
    category: 'STICKER',
    name,
    description: 'Nhãn dán dùng một lần để khen ngợi hoặc cổ vũ bạn bè.',
    image: `loyalty/stickers/${file}.svg`,
    currency,
    price,
  }) satisfies DemoReward;

const gift = (
  file: string,
  name: string,
  currency: LedgerCurrency,
  price: number,
  stock: number,
  limit?: number,
) =>
  ({
    category: 'GIFT',
    name,
    description: 'Quà hiện vật, Uniclass gửi tới địa chỉ của con trong 7–10 ngày làm việc.',
    image: `loyalty/gifts/${file}.svg`,
    currency,
    price,
    stock,
    ...(limit ? { limit } : {}),
  }) satisfies DemoReward;

export const DEMO_REWARDS: DemoReward[] = [
  frame('star', 'Khung Ngôi sao', 'coin', 300),
  frame('rainbow', 'Khung Cầu vồng', 'coin', 500),
  frame('sakura', 'Khung Hoa anh đào', 'coin', 400),
  frame('dragon', 'Khung Rồng vàng', 'coin', 900),
  frame('dino', 'Khung Khủng long', 'coin', 350, { grades: [1, 3] }),
  frame('diamond', 'Khung Kim cương xanh', 'diamond', 30),
  frame('crown', 'Khung Vương miện', 'diamond', 60),
  frame('astronaut', 'Khung Phi hành gia', 'diamond', 45),
  frame('tet', 'Khung Tết', 'diamond', 25, { endsInDays: 60 }),
  sticker('co-len', 'Nhãn Cố lên!', 'coin', 50),
  sticker('gioi-qua', 'Nhãn Giỏi quá!', 'coin', 50),
  sticker('meo-con', 'Nhãn Mèo con', 'coin', 80),
  sticker('sieu-sao', 'Nhãn Siêu sao', 'coin', 120),
  sticker('ky-lan', 'Nhãn Kỳ lân', 'diamond', 10),
  sticker('ten-lua', 'Nhãn Tên lửa', 'diamond', 8),
  sticker('cau-vong', 'Nhãn Cầu vồng', 'diamond', 12),
  gift('pencil', 'Bộ bút chì Uniclass', 'coin', 600, 200),
  gift('notebook', 'Sổ tay tiếng Anh', 'coin', 1000, 100),
  gift('bottle', 'Bình nước Uniclass', 'coin', 1500, 50),
  gift('backpack', 'Ba lô Uniclass', 'coin', 3000, 20, 1),
  gift('tshirt', 'Áo phông Uniclass', 'coin', 2000, 0),
  gift('cards', 'Bộ thẻ từ vựng', 'diamond', 80, 100),
  gift('bear', 'Gấu bông Uni', 'diamond', 150, 10, 1),
];

type HistoryEntry = [daysAgo: number, LedgerCurrency, amount: number, LedgerReason, note: string];

/** Minh Anh's history, oldest first: earns 1600 trophies and 85 diamonds, spends 350 trophies. */
function minhAnhHistory(): HistoryEntry[] {
  const classes: HistoryEntry[] = Array.from({ length: 20 }, (_, i) => [
    80 - i * 4,
    'coin',
    10,
    'class_attended',
    `Buổi học Tiếng Anh AI Lớp 3 số ${i + 1}`,
  ]);
  const history: HistoryEntry[] = [
    [90, 'coin', 300, 'admin_grant', 'Quà chào mừng bạn mới'],
    [85, 'diamond', 20, 'admin_grant', 'Quà chào mừng bạn mới'],
    ...classes,
    [70, 'coin', 150, 'practice_done', 'Luyện tập: Animals'],
    [55, 'coin', 150, 'practice_done', 'Luyện tập: My family'],
    [50, 'coin', -300, 'redeem', 'Khung Ngôi sao'],
    [40, 'coin', 150, 'practice_done', 'Luyện tập: Colours'],
    [30, 'coin', 500, 'contest_medal', 'Huy chương Bạc – Vòng trường'],
    [30, 'diamond', 50, 'contest_medal', 'Huy chương Bạc – Vòng trường'],
    [20, 'diamond', 15, 'practice_done', 'Chuỗi 7 ngày luyện tập'],
    [12, 'coin', 150, 'practice_done', 'Luyện tập: Food'],
    [10, 'coin', -50, 'redeem', 'Nhãn Giỏi quá!'],
  ];
  return history.sort((a, b) => b[0] - a[0]);
}

export const MINH_ANH_PHONE = '0901000001';

/** Runs inside the demo seed's transaction, after the accounts and profiles exist. */
export async function seedLoyalty(trx: Db, nowMs: number): Promise<void> {
  await trx
    .insertInto('loyalty_categories')
    .values(CATEGORIES.map((c, position) => ({ ...c, position })))
    .execute();
  const categoryId = new Map(
    (await trx.selectFrom('loyalty_categories').select(['id', 'code']).execute()).map((c) => [c.code, c.id]),
  );
  const now = nowMs;
  await trx
    .insertInto('loyalty_rewards')
    .values(
      DEMO_REWARDS.map((r, position) => ({
        category_id: categoryId.get(r.category)!,
        name: r.name,
        description: r.description,
        image: r.image,
        frame_image: r.category === 'FRAME' ? r.image : null,
        currency: r.currency,
        price: r.price,
        stock_total: r.stock ?? null,
        stock_left: r.stock ?? null,
        per_profile_limit: r.limit ?? null,
        active_until: r.endsInDays ? new Date(now + r.endsInDays * 86_400_000) : null,
        grade_min: r.grades?.[0] ?? null,
        grade_max: r.grades?.[1] ?? null,
        position,
      })),
    )
    .execute();

  // The seeded balances become ledger entries: zero them, then let the ledger trigger rebuild them.
  const balances = await trx
    .selectFrom('profiles as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.id', 'p.loyalty_coin', 'p.loyalty_diamond', 'p.is_default', 'u.phone'])
    .where((eb) => eb.or([eb('p.loyalty_coin', '>', 0), eb('p.loyalty_diamond', '>', 0)]))
    .orderBy('p.id')
    .execute();
  await sql`update profiles set loyalty_coin = 0, loyalty_diamond = 0`.execute(trx);
  const minhAnh = balances.find((b) => b.phone === MINH_ANH_PHONE && b.is_default);
  const entries = balances.flatMap((b) => {
    if (b === minhAnh)
      return minhAnhHistory().map(([daysAgo, currency, amount, reason, note]) => ({
        profile_id: b.id,
        currency,
        amount,
        reason,
        note,
        idempotency_key: `seed:${reason}:${daysAgo}:${currency}:${note}`,
        created_at: new Date(now - daysAgo * 86_400_000),
      }));
    return (['coin', 'diamond'] as const)
      .filter((c) => (c === 'coin' ? b.loyalty_coin : b.loyalty_diamond) > 0)
      .map((currency) => ({
        profile_id: b.id,
        currency,
        amount: currency === 'coin' ? b.loyalty_coin : b.loyalty_diamond,
        reason: 'opening_balance' as const,
        note: '',
        idempotency_key: `seed:opening:${currency}`,
        created_at: new Date(now - 100 * 86_400_000),
      }));
  });
  if (entries.length > 0) await trx.insertInto('loyalty_ledger').values(entries).execute();
  if (!minhAnh) return;

  // Her two redeems own their items: the star frame (worn) and the 'Giỏi quá!' sticker.
  const redeems = await trx
    .selectFrom('loyalty_ledger as l')
    .innerJoin('loyalty_rewards as r', 'r.name', 'l.note')
    .select(['l.id', 'l.created_at', 'r.id as reward_id', 'r.frame_image'])
    .where('l.profile_id', '=', minhAnh.id)
    .where('l.reason', '=', 'redeem')
    .execute();
  for (const redeem of redeems) {
    const worn = redeem.frame_image !== null;
    await trx
      .insertInto('loyalty_owned_items')
      .values({
        profile_id: minhAnh.id,
        reward_id: redeem.reward_id,
        ledger_id: redeem.id,
        redeemed_at: redeem.created_at,
        used_at: worn ? redeem.created_at : null,
        in_use: worn,
      })
      .execute();
    if (worn)
      await trx
        .updateTable('profiles')
        .set({ avatar_border: redeem.frame_image })
        .where('id', '=', minhAnh.id)
        .execute();
  }
}
