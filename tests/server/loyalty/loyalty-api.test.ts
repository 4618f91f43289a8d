import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../server/http/error-codes';
import { grantPoints } from '../../../server/loyalty/loyalty.grants';
import { refundOwnedItem } from '../../../server/loyalty/loyalty-owned-items.repository';
import { createTestApp, engines, type TestApp } from '../support/test-app';
import { authHeaders, envelope, expectError, expectOk, login, type Session } from '../user/user-test-kit';
import { balances, ledgerSums, makePupil, makeReward, redeem } from './loyalty-kit';

describe.each(engines())('loyalty API (%s)', (engine) => {
  let t: TestApp;
  let minhAnh: Session & { profileId: number };
  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    t = await createTestApp({ engine });
    const session = await login(t, '0901000001');
    const profile = await t.db
      .selectFrom('profiles as p')
      .innerJoin('users as u', 'u.id', 'p.user_id')
      .select('p.id')
      .where('u.phone', '=', '0901000001')
      .where('p.is_default', '=', true)
      .executeTakeFirstOrThrow();
    minhAnh = { ...session, profileId: profile.id };
  });
  afterAll(async () => {
    await t.close();
  });

  describe('demo data', () => {
    it('Minh Anh: 1250 trophies and 85 diamonds explained by her ledger, 2 items, the star frame worn', async () => {
      const wallet = expectOk(await get(`/main/loyalty/profiles/${minhAnh.profileId}`, authHeaders(minhAnh)));
      expect(wallet.points).toEqual({ coin: 1250, diamond: 85 });
      expect(await ledgerSums(t, minhAnh.profileId)).toEqual({ coin: 1250, diamond: 85 });
      expect(wallet.avatar_border).toBe('loyalty/frames/star.svg');
      expect(wallet.user_gift_list).toHaveLength(2);
      const frame = wallet.user_gift_list.find((g: { category_code: string }) => g.category_code === 'FRAME');
      expect(frame).toMatchObject({ name: 'Khung Ngôi sao', in_use: true });
      expect(typeof frame.category_id).toBe('number');
    });

    it('a catalogue of at least 20 items over frames, stickers and physical gifts, each with an image', async () => {
      const data = expectOk(
        await get(
          `/main/loyalty/profiles/${minhAnh.profileId}/items?category_code=ALL`,
          authHeaders(minhAnh),
        ),
      );
      expect(data.items.length).toBeGreaterThanOrEqual(20);
      expect(new Set(data.items.map((i: { kind: string }) => i.kind))).toEqual(
        new Set(['FRAME', 'STICKER', 'GIFT']),
      );
      for (const item of data.items) expect(item.image).toMatch(/^loyalty\/.+\.svg$/);
      const image = await t.app.inject({ method: 'GET', url: `/static-images/${data.items[0].image}` });
      expect(image.statusCode).toBe(200);
      expect(data.items.find((i: { name: string }) => i.name === 'Áo phông Uniclass').blocked_reason).toBe(
        'Đã hết quà',
      );
      expect(data.items.find((i: { name: string }) => i.name === 'Ba lô Uniclass').blocked_reason).toBe(
        'Chưa đủ cúp',
      );
    });

    it('every seeded profile balance equals its ledger', async () => {
      const rows = await sql<{ id: number; bad: boolean }>`
        select p.id, (p.loyalty_coin <> coalesce(sum(l.amount) filter (where l.currency = 'coin'), 0)
          or p.loyalty_diamond <> coalesce(sum(l.amount) filter (where l.currency = 'diamond'), 0)) as bad
        from profiles p left join loyalty_ledger l on l.profile_id = p.id group by p.id`.execute(t.db);
      expect(rows.rows.filter((r) => r.bad)).toEqual([]);
    });
  });

  describe('reads', () => {
    it('filters the store by category and currency, and lists owned items on USER_OWNED', async () => {
      const headers = authHeaders(minhAnh);
      const base = `/main/loyalty/profiles/${minhAnh.profileId}/items`;
      const frames = expectOk(await get(`${base}?category_code=FRAME&currency=DIAMOND`, headers));
      expect(frames.items.length).toBeGreaterThan(0);
      expect(
        frames.items.every(
          (i: { kind: string; currency: string }) => i.kind === 'FRAME' && i.currency === 'DIAMOND',
        ),
      ).toBe(true);
      const owned = expectOk(await get(`${base}?category_code=ALL&page=USER_OWNED`, headers));
      expect(owned.page).toBe('USER_OWNED');
      expect(owned.items.map((i: { name: string }) => i.name).sort()).toEqual([
        'Khung Ngôi sao',
        'Nhãn Giỏi quá!',
      ]);
      const sticker = owned.items.find((i: { kind: string }) => i.kind === 'STICKER');
      expect(sticker).toMatchObject({ owned: true, used: false, usable_count: 1 });
    });

    it('pages the history newest first with a cursor', async () => {
      const headers = authHeaders(minhAnh);
      const url = `/main/loyalty/profiles/${minhAnh.profileId}/ledger`;
      const first = expectOk(await get(`${url}?limit=10`, headers));
      expect(first.entries).toHaveLength(10);
      expect(first.entries[0].reason_text).toBe('Tham gia lớp học');
      const times = first.entries.map((e: { created_at: string }) => e.created_at);
      expect([...times].sort().reverse()).toEqual(times);
      const second = expectOk(await get(`${url}?limit=50&cursor=${first.next_cursor}`, headers));
      const all = [...first.entries, ...second.entries];
      expect(second.next_cursor).toBeNull();
      expect(new Set(all.map((e: { id: number }) => e.id)).size).toBe(all.length);
      expect(
        all
          .filter((e: { currency: string }) => e.currency === 'COIN')
          .reduce((s: number, e: { amount: number }) => s + e.amount, 0),
      ).toBe(1250);
      const diamonds = expectOk(await get(`${url}?currency=DIAMOND`, headers));
      expect(diamonds.entries.every((e: { currency: string }) => e.currency === 'DIAMOND')).toBe(true);
    });

    it("another account's profile: 403 on every endpoint; no login: 401; bad input: 400", async () => {
      const other = await makePupil(t, { coin: 500 });
      const reward = await makeReward(t, { price: 10 });
      for (const url of ['', '/items', '/ledger']) {
        expectError(await get(`/main/loyalty/profiles/${other.profileId}${url}`, authHeaders(minhAnh)), 403);
      }
      expectError(
        await redeem(t, { headers: authHeaders(minhAnh), profileId: other.profileId }, reward),
        403,
      );
      const used = await t.app.inject({
        method: 'POST',
        url: `/main/loyalty/rewards/${reward}/used`,
        headers: authHeaders(minhAnh),
        payload: { profile_id: other.profileId },
      });
      expectError(used, 403);
      expectError(await get(`/main/loyalty/profiles/${other.profileId}`, {}), 401);
      expectError(await get(`/main/loyalty/profiles/${other.profileId}/items?page=SHOP`, other.headers), 400);
      expectError(await redeem(t, other, reward, { body: { profile_id: '1' } }), 400);
      expect(await balances(t, other.profileId)).toEqual({ coin: 500, diamond: 0 });
    });
  });

  describe('redeem', () => {
    it('charges the price once, records the item and the ledger entry, and answers the new points', async () => {
      const pupil = await makePupil(t, { coin: 300, diamond: 7 });
      const reward = await makeReward(t, { price: 120, stock: 3 });
      const data = expectOk(await redeem(t, pupil, reward));
      expect(data.points).toEqual({ coin: 180, diamond: 7 });
      expect(await balances(t, pupil.profileId)).toEqual({ coin: 180, diamond: 7 });
      expect(await ledgerSums(t, pupil.profileId)).toEqual({ coin: 180, diamond: 7 });
      const stock = await t.db
        .selectFrom('loyalty_rewards')
        .select('stock_left')
        .where('id', '=', reward)
        .executeTakeFirstOrThrow();
      expect(stock.stock_left).toBe(2);
    });

    it.each([
      [
        'insufficient balance',
        { price: 501 },
        409,
        ERROR_CODES.LOYALTY_INSUFFICIENT_BALANCE,
        'Bạn chưa đủ cúp để đổi quà này',
      ],
      [
        'out of stock',
        { stock: 0 },
        409,
        ERROR_CODES.LOYALTY_OUT_OF_STOCK,
        'Quà này đã hết, bạn hãy chọn quà khác nhé',
      ],
      [
        'ended',
        (now: number) => ({ activeUntil: new Date(now - 1000) }),
        409,
        ERROR_CODES.LOYALTY_ITEM_INACTIVE,
        'Quà này hiện không còn được đổi',
      ],
      [
        'not started',
        (now: number) => ({ activeFrom: new Date(now + 86_400_000) }),
        409,
        ERROR_CODES.LOYALTY_ITEM_INACTIVE,
        'Quà này hiện không còn được đổi',
      ],
      [
        'other grades',
        { grades: [6, 9] as [number, number] },
        409,
        ERROR_CODES.LOYALTY_GRADE_NOT_ELIGIBLE,
        'Quà này không dành cho khối lớp của bạn',
      ],
      [
        'a gift without address',
        { category: 'GIFT' as const },
        400,
        ERROR_CODES.LOYALTY_DELIVERY_REQUIRED,
        'Vui lòng nhập họ tên, số điện thoại và địa chỉ nhận quà',
      ],
    ])(
      'refuses %s with a Vietnamese message and changes nothing',
      async (_, terms, status, code, message) => {
        const pupil = await makePupil(t, { coin: 500 });
        // Terms that depend on the date are written as a function of the app's clock.
        const fixed = typeof terms === 'function' ? terms(t.clock.now()) : terms;
        const reward = await makeReward(t, { price: 100, ...fixed });
        const res = await redeem(t, pupil, reward);
        expect(res.statusCode).toBe(status);
        expect(envelope(res)).toMatchObject({ errorCode: code, message });
        expect(await balances(t, pupil.profileId)).toEqual({ coin: 500, diamond: 0 });
        const owned = await t.db
          .selectFrom('loyalty_owned_items')
          .select('id')
          .where('profile_id', '=', pupil.profileId)
          .execute();
        expect(owned).toEqual([]);
      },
    );

    it('diamond prices are refused in diamonds; the per-profile limit is enforced', async () => {
      const pupil = await makePupil(t, { coin: 1000, diamond: 5 });
      const gem = await makeReward(t, { currency: 'diamond', price: 6 });
      expect(envelope(await redeem(t, pupil, gem)).message).toBe('Bạn chưa đủ kim cương để đổi quà này');
      const limited = await makeReward(t, { price: 10, limit: 2 });
      expectOk(await redeem(t, pupil, limited));
      expectOk(await redeem(t, pupil, limited));
      const third = await redeem(t, pupil, limited);
      expectError(third, 409, ERROR_CODES.LOYALTY_LIMIT_REACHED);
      expect(envelope(third).message).toBe('Bạn đã đổi quà này đủ số lần cho phép');
      expect(await balances(t, pupil.profileId)).toEqual({ coin: 980, diamond: 5 });
    });

    it('a physical gift with an address goes to the fulfilment list', async () => {
      const pupil = await makePupil(t, { coin: 1000 });
      const gift = await makeReward(t, { category: 'GIFT', price: 400, stock: 2 });
      const delivery = {
        recipient_name: 'Nguyễn Văn Hùng',
        phone: '+84 901 000 001',
        address: '12 Hàng Bài, Hà Nội',
      };
      const data = expectOk(
        await redeem(t, pupil, gift, { body: { profile_id: pupil.profileId, delivery } }),
      );
      const row = await t.db
        .selectFrom('loyalty_fulfilments')
        .selectAll()
        .where('owned_item_id', '=', data.owned_item_id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        recipient_name: 'Nguyễn Văn Hùng',
        phone: '0901000001',
        status: 'pending',
      });
      const sticker = await makeReward(t, { price: 1 });
      expectError(await redeem(t, pupil, sticker, { body: { profile_id: pupil.profileId, delivery } }), 400);
    });

    it('Idempotency-Key: the same key replays the first answer; another body with it is refused (422)', async () => {
      const pupil = await makePupil(t, { coin: 250 });
      const reward = await makeReward(t, { price: 100 });
      const first = expectOk(await redeem(t, pupil, reward, { key: 'confirm-1' }));
      const again = expectOk(await redeem(t, pupil, reward, { key: 'confirm-1' }));
      expect(again).toEqual(first);
      expect(await balances(t, pupil.profileId)).toEqual({ coin: 150, diamond: 0 });
      const other = await makeReward(t, { price: 100 });
      const reused = await redeem(t, pupil, other, { key: 'confirm-1' });
      expectError(reused, 422, ERROR_CODES.LOYALTY_IDEMPOTENCY_MISMATCH);
      // A refusal is an answer too: replayed even after the balance would allow it.
      const costly = await makeReward(t, { price: 200 });
      expectError(
        await redeem(t, pupil, costly, { key: 'confirm-2' }),
        409,
        ERROR_CODES.LOYALTY_INSUFFICIENT_BALANCE,
      );
      await grantPoints(t.db, {
        profileId: pupil.profileId,
        currency: 'coin',
        amount: 100,
        reason: 'admin_grant',
        idempotencyKey: 'top-up',
      });
      expectError(
        await redeem(t, pupil, costly, { key: 'confirm-2' }),
        409,
        ERROR_CODES.LOYALTY_INSUFFICIENT_BALANCE,
      );
      expectOk(await redeem(t, pupil, costly, { key: 'confirm-3' }));
      // After 24 hours the key is free again.
      await sql`update loyalty_idempotency set created_at = now() - interval '25 hours' where key = 'confirm-1'`.execute(
        t.db,
      );
      await grantPoints(t.db, {
        profileId: pupil.profileId,
        currency: 'coin',
        amount: 100,
        reason: 'admin_grant',
        idempotencyKey: 'top-up-2',
      });
      const fresh = expectOk(await redeem(t, pupil, reward, { key: 'confirm-1' }));
      expect(fresh.owned_item_id).not.toBe(first.owned_item_id);
      expect(await balances(t, pupil.profileId)).toEqual(await ledgerSums(t, pupil.profileId));
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: `/main/loyalty/rewards/${reward}/redeem`,
            headers: { ...pupil.headers, 'idempotency-key': 'x'.repeat(201) },
            payload: { profile_id: pupil.profileId },
          })
        ).statusCode,
      ).toBe(400);
    });
  });

  describe('use', () => {
    const use = (pupil: { headers: Record<string, string>; profileId: number }, rewardId: number) =>
      t.app.inject({
        method: 'POST',
        url: `/main/loyalty/rewards/${rewardId}/used`,
        headers: pupil.headers,
        payload: { profile_id: pupil.profileId },
      });

    it('a frame sets avatarBorder (basic-info shows it), takes the previous one off, and cannot be worn twice', async () => {
      const pupil = await makePupil(t, { coin: 1000 });
      const first = await makeReward(t, { category: 'FRAME', price: 100 });
      const second = await makeReward(t, { category: 'FRAME', price: 100 });
      expectError(await use(pupil, first), 409, ERROR_CODES.LOYALTY_NOT_OWNED);
      expectOk(await redeem(t, pupil, first));
      expectOk(await redeem(t, pupil, second));
      expect(expectOk(await use(pupil, first)).avatar_border).toBe('loyalty/frames/rainbow.svg');
      const again = await use(pupil, first);
      expectError(again, 409, ERROR_CODES.LOYALTY_ALREADY_USED);
      expect(envelope(again).message).toBe('Khung ảnh này đang được sử dụng');
      expectOk(await use(pupil, second));
      const worn = await t.db
        .selectFrom('loyalty_owned_items')
        .select(['reward_id'])
        .where('profile_id', '=', pupil.profileId)
        .where('in_use', '=', true)
        .execute();
      expect(worn).toEqual([{ reward_id: second }]);
      const info = expectOk(
        await t.app.inject({ method: 'GET', url: '/main/user/basic-info', headers: pupil.headers }),
      );
      expect(info.user.profiles[0].avatarBorder).toBe('loyalty/frames/rainbow.svg');
    });

    it('a sticker is used once per copy; a physical gift cannot be used', async () => {
      const pupil = await makePupil(t, { coin: 1000 });
      const sticker = await makeReward(t, { price: 10 });
      expectOk(await redeem(t, pupil, sticker));
      expectOk(await use(pupil, sticker));
      const twice = await use(pupil, sticker);
      expectError(twice, 409, ERROR_CODES.LOYALTY_ALREADY_USED);
      expect(envelope(twice).message).toBe('Vật phẩm này đã được sử dụng');
      const gift = await makeReward(t, { category: 'GIFT', price: 10 });
      expectOk(
        await redeem(t, pupil, gift, {
          body: {
            profile_id: pupil.profileId,
            delivery: { recipient_name: 'A', phone: '0912345678', address: '1 Lê Lợi, Huế' },
          },
        }),
      );
      expectError(await use(pupil, gift), 409, ERROR_CODES.LOYALTY_NOT_USABLE);
    });
  });

  describe('ledger model', () => {
    it('is append-only, never negative, and a refund gives back what was paid, once', async () => {
      const pupil = await makePupil(t, { coin: 100 });
      await expect(
        sql`update loyalty_ledger set amount = 1 where profile_id = ${pupil.profileId}`.execute(t.db),
      ).rejects.toThrow(/append-only/);
      await expect(
        sql`delete from loyalty_ledger where profile_id = ${pupil.profileId}`.execute(t.db),
      ).rejects.toThrow(/append-only/);
      await expect(
        t.db
          .insertInto('loyalty_ledger')
          .values({
            profile_id: pupil.profileId,
            currency: 'coin',
            amount: -101,
            reason: 'redeem',
            idempotency_key: null,
          })
          .execute(),
      ).rejects.toThrow();
      expect(await balances(t, pupil.profileId)).toEqual({ coin: 100, diamond: 0 });
      const frame = await makeReward(t, { category: 'FRAME', price: 60, stock: 1 });
      const { owned_item_id } = expectOk(await redeem(t, pupil, frame));
      expectOk(
        await t.app.inject({
          method: 'POST',
          url: `/main/loyalty/rewards/${frame}/used`,
          headers: pupil.headers,
          payload: { profile_id: pupil.profileId },
        }),
      );
      expect(await refundOwnedItem(t.db, owned_item_id)).toBe(true);
      expect(await refundOwnedItem(t.db, owned_item_id)).toBe(false);
      expect(await balances(t, pupil.profileId)).toEqual({ coin: 100, diamond: 0 });
      const profile = await t.db
        .selectFrom('profiles')
        .select('avatar_border')
        .where('id', '=', pupil.profileId)
        .executeTakeFirstOrThrow();
      expect(profile.avatar_border).toBeNull();
      const stock = await t.db
        .selectFrom('loyalty_rewards')
        .select('stock_left')
        .where('id', '=', frame)
        .executeTakeFirstOrThrow();
      expect(stock.stock_left).toBe(1);
      // Deleting the profile still cascades through the append-only ledger.
      await t.db.deleteFrom('access_tokens').where('profile_id', '=', pupil.profileId).execute();
      await t.db.deleteFrom('profiles').where('id', '=', pupil.profileId).execute();
      const left = await t.db
        .selectFrom('loyalty_ledger')
        .select('id')
        .where('profile_id', '=', pupil.profileId)
        .execute();
      expect(left).toEqual([]);
    });
  });

  describe('earning', () => {
    it('attending a class pays 10 trophies once per session, however often the lesson is opened', async () => {
      const headers = authHeaders(minhAnh);
      const sessions = expectOk(await get('/main/user/class-sessions', headers));
      const live = sessions.find((s: { canJoin: boolean }) => s.canJoin);
      const before = await balances(t, minhAnh.profileId);
      const join = () =>
        t.app.inject({
          method: 'POST',
          url: '/main/user/lesson/join',
          headers,
          payload: { session_id: live.id },
        });
      const [a, b] = await Promise.all([join(), join()]);
      expectOk(a);
      expectOk(b);
      expectOk(await join());
      expect(await balances(t, minhAnh.profileId)).toEqual({ ...before, coin: before.coin + 10 });
      const entries = await t.db
        .selectFrom('loyalty_ledger')
        .select(['amount', 'reason'])
        .where('profile_id', '=', minhAnh.profileId)
        .where('idempotency_key', '=', `attendance:${live.id}`)
        .execute();
      expect(entries).toEqual([{ amount: 10, reason: 'class_attended' }]);
    });
  });
});
