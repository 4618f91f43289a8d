import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCursor } from '../../../server/notification/notification.cursor';
import { DEMO_NOTIFICATIONS } from '../../../server/notification/seed-notifications';
import { PRODUCT_TYPES } from '../../../src/domain/constants';
import { monthOf, shiftMonth } from '../../../src/domain/report-month';
import { createTestApp, engines, type TestApp } from '../support/test-app';
import type { Session } from '../user/user-test-kit';
import { allPages, body, list, patch, sessionOf, unreadInDb } from './notification-kit';

const MINH_ANH = 'Nguyễn Hoàng Minh Anh';
const BAO_NGOC = 'Bảo Ngọc';

describe.each(engines())('notification API (%s)', (engine) => {
  let t: TestApp;
  let minhAnh: Session & { profileId: number };
  let baoNgoc: Session & { profileId: number };

  beforeAll(async () => {
    t = await createTestApp({ engine });
    minhAnh = await sessionOf(t, MINH_ANH);
    baoNgoc = await sessionOf(t, BAO_NGOC);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the first page: 10 newest IN_APP actions, 2 announcements, 7 unread, a cursor', async () => {
    const res = await list(t, minhAnh, { limit: 10, productType: 'ALL' });
    expect(res.statusCode).toBe(200);
    const { resultCode, data } = body(res);
    expect(resultCode).toBe(1);
    expect(data.countUnread).toBe(7);
    expect(data.common).toHaveLength(2);
    expect(
      data.common.every((c: { isRead: number; id: string }) => c.isRead === 1 && c.id.startsWith('common-')),
    ).toBe(true);
    expect(data.actions.map((a: { content: string }) => a.content)).toEqual(
      DEMO_NOTIFICATIONS.slice(0, 10).map((n) => n.content),
    );
    expect(data.actions.every((a: { channel: string }) => a.channel === 'IN_APP')).toBe(true);
    expect(typeof data.cursor).toBe('string');
    const rejected = data.actions.find(
      (a: { data: { feedNotificationStatus?: string } | null }) =>
        a.data?.feedNotificationStatus === 'REJECTED',
    );
    expect(rejected.reason).toMatch(/thông tin cá nhân/);
    expect(rejected.data.feedId).toBe(102);
  });

  it('seeds the report notification with the link that opens last month’s report (issue 31)', async () => {
    const { data } = body(await list(t, minhAnh, { limit: 10, productType: 'ALL' }));
    const report = data.actions.find((a: { content: string }) => a.content.startsWith('Báo cáo học tập'));
    const lastMonth = shiftMonth(monthOf(t.clock.now()), -1);
    expect(report.data).toEqual({
      link: `/bao-cao-hoc-tap/bao-cao-thang?profile_id=${minhAnh.profileId}&month=${lastMonth}`,
    });
  });

  it('pages through all 25 without duplicates or gaps while new notifications arrive between pages', async () => {
    let created = 0;
    const pages = await allPages(t, minhAnh, 'ALL', async () => {
      created += 1;
      const res = await t.app.inject({
        method: 'POST',
        url: '/main/dev/notifications',
        payload: {
          profileId: minhAnh.profileId,
          productType: PRODUCT_TYPES.CLUB,
          content: `Thông báo mới giữa hai trang ${created}`,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
    });
    expect(pages.map((p) => p.length)).toEqual([10, 10, 5]);
    const contents = pages.flat().map((a) => a.content);
    expect(contents).toEqual(DEMO_NOTIFICATIONS.map((n) => n.content));
    expect(new Set(pages.flat().map((a) => a.id)).size).toBe(25);
    expect(created).toBe(2);
    // The new ones are there on a fresh first page, newest first.
    const fresh = body(await list(t, minhAnh, { limit: 10 })).data;
    expect(fresh.actions[0].content).toBe('Thông báo mới giữa hai trang 2');
    expect(fresh.countUnread).toBe(9);
    // The tests below start from "everything read".
    expect(body(await patch(t, minhAnh, 'mark-all-read')).resultCode).toBe(1);
  });

  it('filters by product type, counting unread per filter, and never shows other channels', async () => {
    const ai = (await allPages(t, minhAnh, PRODUCT_TYPES.AI_CLASS)).flat();
    const club = (await allPages(t, minhAnh, PRODUCT_TYPES.CLUB)).flat();
    expect(ai.every((a) => a.productType === PRODUCT_TYPES.AI_CLASS)).toBe(true);
    expect(club.every((a) => a.productType === PRODUCT_TYPES.CLUB)).toBe(true);
    expect(ai.length).toBe(DEMO_NOTIFICATIONS.filter((n) => n.productType === PRODUCT_TYPES.AI_CLASS).length);
    expect(club.length).toBe(
      DEMO_NOTIFICATIONS.filter((n) => n.productType === PRODUCT_TYPES.CLUB).length + 2,
    );
    const all = (await allPages(t, minhAnh)).flat();
    expect(all.some((a) => /^(PUSH|SMS|EMAIL):/.test(a.content))).toBe(false);

    const aiCommon = body(await list(t, minhAnh, { productType: PRODUCT_TYPES.AI_CLASS })).data.common;
    expect(aiCommon.map((c: { productType: string }) => c.productType)).toEqual([PRODUCT_TYPES.AI_CLASS]);
    // Announcements come with the first page only.
    const cursor = body(await list(t, minhAnh)).data.cursor;
    expect(body(await list(t, minhAnh, { cursor })).data.common).toEqual([]);
  });

  it('counts unread per product type', async () => {
    // After the paging test marked everything read: make 2 AI and 1 club unread.
    const all = (await allPages(t, minhAnh)).flat();
    const ai = all.filter((a) => a.productType === PRODUCT_TYPES.AI_CLASS).slice(0, 2);
    const club = all.filter((a) => a.productType === PRODUCT_TYPES.CLUB).slice(0, 1);
    for (const a of [...ai, ...club])
      expect(body(await patch(t, minhAnh, `${a.id}/unread`)).resultCode).toBe(1);
    const count = async (productType: string) =>
      body(await list(t, minhAnh, { productType })).data.countUnread;
    expect(await count('ALL')).toBe(3);
    expect(await count(PRODUCT_TYPES.AI_CLASS)).toBe(2);
    expect(await count(PRODUCT_TYPES.CLUB)).toBe(1);
  });

  it('read, unread and mark-all-read are idempotent', async () => {
    const [target] = (await allPages(t, minhAnh)).flat();
    const before = await unreadInDb(t, minhAnh.profileId);
    await patch(t, minhAnh, `${target!.id}/unread`);
    const unreadOnce = await unreadInDb(t, minhAnh.profileId);
    const again = await patch(t, minhAnh, `${target!.id}/unread`);
    expect(again.statusCode).toBe(200);
    expect(body(again).resultCode).toBe(1);
    expect(await unreadInDb(t, minhAnh.profileId)).toBe(unreadOnce);
    expect(unreadOnce).toBeGreaterThanOrEqual(before);

    for (let i = 0; i < 2; i++) {
      const res = await patch(t, minhAnh, `${target!.id}/read`);
      expect(res.statusCode).toBe(200);
      expect(body(res).resultCode).toBe(1);
      expect(await unreadInDb(t, minhAnh.profileId)).toBe(unreadOnce - 1);
    }
    for (let i = 0; i < 2; i++) {
      const res = await patch(t, minhAnh, 'mark-all-read');
      expect(res.statusCode).toBe(200);
      expect(body(res).resultCode).toBe(1);
      expect(await unreadInDb(t, minhAnh.profileId)).toBe(0);
    }
    expect(body(await list(t, minhAnh)).data.countUnread).toBe(0);
  });

  it("refuses another profile's notification and changes nothing", async () => {
    const [target] = (await allPages(t, minhAnh)).flat();
    await patch(t, minhAnh, `${target!.id}/unread`);
    const before = await unreadInDb(t, minhAnh.profileId);
    for (const path of [`${target!.id}/read`, `${target!.id}/unread`]) {
      const res = await patch(t, baoNgoc, path);
      expect(res.statusCode).toBe(404);
      expect(body(res).resultCode).toBe(0);
    }
    await patch(t, baoNgoc, 'mark-all-read');
    expect(await unreadInDb(t, minhAnh.profileId)).toBe(before);
    // Same answer as an id that does not exist at all: nothing is revealed.
    const missing = await patch(t, baoNgoc, '999999999/read');
    expect(missing.statusCode).toBe(404);
    expect(body(missing).resultCode).toBe(0);
  });

  it('"Bảo Ngọc" has no notifications', async () => {
    const { data } = body(await list(t, baoNgoc));
    expect(data.actions).toEqual([]);
    // Grade 1: outside the audience of both demo announcements.
    expect(data.common).toEqual([]);
    expect(data.countUnread).toBe(0);
    expect(data.cursor).toBeNull();
  });

  it('rejects malformed cursors and ids with 400, and requests without a session with 401', async () => {
    for (const cursor of [
      '%%%',
      'bm90LWEtY3Vyc29y',
      encodeCursor({ createdAt: '2024-02-30T00:00:00.000000Z', id: '1' }),
    ]) {
      const res = await list(t, minhAnh, { cursor });
      expect(res.statusCode, cursor).toBe(400);
      expect(body(res).resultCode ?? 0).toBeFalsy();
    }
    expect(body(await list(t, minhAnh, { cursor: 'null' })).data.common).toHaveLength(2);
    expect((await patch(t, minhAnh, 'abc/read')).statusCode).toBe(400);
    expect((await patch(t, minhAnh, '99999999999999999999/read')).statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: '/main/notification/list' });
    expect(anonymous.statusCode).toBe(401);
    expect(body(anonymous).resultCode ?? 0).toBeFalsy();
  });

  it('GET /notify/list answers the newest few with minimal fields and the unread total', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/main/notify/list?limit=3',
      headers: { access_token: minhAnh.accessToken, access_user: minhAnh.phone },
    });
    expect(res.statusCode).toBe(200);
    const { resultCode, data } = body(res);
    expect(resultCode).toBe(1);
    expect(data.items).toHaveLength(3);
    expect(Object.keys(data.items[0]).sort()).toEqual([
      'content',
      'createdAt',
      'id',
      'isRead',
      'productType',
    ]);
    expect(data.countUnread).toBe(await unreadInDb(t, minhAnh.profileId));
  });

  it('POST /main/dev/notifications creates one through the shared module (not in production)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/main/dev/notifications',
      payload: {
        profileId: baoNgoc.profileId,
        productType: PRODUCT_TYPES.AI_CLASS,
        content: 'Xin chào Bảo Ngọc',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { data } = body(await list(t, baoNgoc));
    expect(data.actions.map((a: { content: string }) => a.content)).toEqual(['Xin chào Bảo Ngọc']);
    expect(data.countUnread).toBe(1);
  });
});

describe('notification dev route in production', () => {
  it('does not exist', async () => {
    const t = await createTestApp({ config: { nodeEnv: 'production' } });
    try {
      const res = await t.app.inject({ method: 'POST', url: '/main/dev/notifications', payload: {} });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
