import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_NOTIFICATIONS } from '../../server/notification/seed-notifications';
import { ROUTES } from '../../src/domain/constants';
import { BELL_NAME, DEMO_PASSWORD, DEMO_PHONES, expect, test } from './support/fixtures';

const PARENT = DEMO_PHONES.parentThreeProfiles;
const SEEDED_UNREAD = new Set(DEMO_NOTIFICATIONS.filter((n) => n.unread).map((n) => n.content));

interface Action {
  id: string;
  content: string;
  isRead: 0 | 1;
}

/**
 * Puts Minh Anh's notifications back to the seeded read state through the API (anything created
 * later counts as read), so each test starts from the demo data whatever ran before.
 */
async function resetReadState(request: APIRequestContext): Promise<void> {
  const login = await request.post('/main/user/login', {
    data: { phone: PARENT, password: DEMO_PASSWORD, platform: 'WEB' },
  });
  expect(login.ok()).toBe(true);
  const { accessToken } = (await login.json()).data;
  const headers = { access_token: accessToken, access_user: PARENT };
  let cursor: string | null = null;
  do {
    const res: Awaited<ReturnType<APIRequestContext['get']>> = await request.get('/main/notification/list', {
      headers,
      params: { limit: 50, productType: 'ALL', ...(cursor ? { cursor } : {}) },
    });
    const { data } = (await res.json()) as { data: { actions: Action[]; cursor: string | null } };
    for (const action of data.actions) {
      const wantUnread = SEEDED_UNREAD.has(action.content);
      if (wantUnread !== (action.isRead === 0)) {
        const r = await request.patch(`/main/notification/${action.id}/${wantUnread ? 'unread' : 'read'}`, {
          headers,
          data: {},
        });
        expect(r.ok()).toBe(true);
      }
    }
    cursor = data.cursor;
  } while (cursor);
}

const bell = (page: Page) => page.getByRole('button', { name: BELL_NAME });
const badge = (page: Page) => bell(page).getByTestId('notification-badge');
const panel = (page: Page) => page.getByRole('dialog', { name: 'Thông báo' });
const items = (page: Page) => panel(page).getByRole('tabpanel').getByRole('listitem');

async function openPanel(page: Page): Promise<void> {
  await bell(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(items(page).first()).toBeVisible();
}

test.describe('thông báo', () => {
  test.beforeEach(async ({ request }) => {
    await resetReadState(request);
  });

  test("tên của chuông đọc cả số chưa đọc: 'Thông báo, 7 chưa đọc', rồi 'Thông báo' khi hết", async ({
    page,
    login,
  }) => {
    await login(PARENT);
    await expect(page.getByRole('button', { name: 'Thông báo, 7 chưa đọc', exact: true })).toBeVisible();
    await openPanel(page);
    await panel(page).getByRole('button', { name: 'Đánh dấu đã đọc' }).click();
    await expect(page.getByRole('button', { name: 'Thông báo', exact: true })).toBeVisible();
  });

  test('chuông hiện 7 thông báo chưa đọc; Escape đóng bảng và trả focus về chuông', async ({
    page,
    login,
  }) => {
    await login(PARENT);
    await expect(badge(page)).toHaveText('7');
    await openPanel(page);
    await expect(panel(page)).toHaveCSS('height', '500px');
    await expect(panel(page).getByRole('heading', { name: 'Thông báo', exact: true })).toBeVisible();
    await expect(panel(page).getByRole('button', { name: 'Đánh dấu đã đọc' })).toBeVisible();
    await expect(panel(page).getByRole('tab')).toHaveText(['Tất cả', 'AI CLass', 'Club']);
    await expect(panel(page).getByRole('tab', { name: 'Tất cả' })).toHaveAttribute('aria-selected', 'true');
    // 2 announcements + the first 10 notifications, newest first, with prefix and Vietnamese time.
    await expect(items(page)).toHaveCount(12);
    // Issue 16: the announcements are pinned in their own named group above the newer items.
    const pinned = panel(page).getByRole('region', { name: 'Thông báo chung' });
    await expect(pinned.getByRole('listitem')).toHaveCount(2);
    await expect(
      pinned.getByRole('listitem').filter({ hasText: DEMO_NOTIFICATIONS[0]!.content }),
    ).toHaveCount(0);
    await expect(items(page).nth(2)).toContainText(`[Club]${DEMO_NOTIFICATIONS[0]!.content}`);
    await expect(items(page).nth(2)).toContainText(/\d{2}:\d{2} ngày \d{1,2}\/\d{1,2}\/\d{4}/);
    await expect(items(page).nth(2).getByRole('button')).toHaveAttribute('data-unread', 'true');
    await page.keyboard.press('Escape');
    await expect(panel(page)).toHaveCount(0);
    await expect(bell(page)).toBeFocused();
  });

  test('các tab lọc theo loại và tải lại từ đầu', async ({ page, login }) => {
    await login(PARENT);
    await openPanel(page);
    await panel(page).getByRole('tab', { name: 'AI CLass' }).click();
    await expect(panel(page).getByRole('tab', { name: 'AI CLass' })).toHaveAttribute('aria-selected', 'true');
    await expect(items(page).first()).toContainText('[AI Class]');
    const aiTexts = await items(page).allInnerTexts();
    expect(aiTexts.every((text) => text.includes('[AI Class]'))).toBe(true);
    await panel(page).getByRole('tab', { name: 'Club' }).click();
    await expect(items(page).first()).toContainText('[Club]');
    const clubTexts = await items(page).allInnerTexts();
    expect(clubTexts.length).toBeGreaterThan(0);
    expect(clubTexts.every((text) => text.includes('[Club]'))).toBe(true);
  });

  test('cuộn xuống tải trang 2 rồi trang 3', async ({ page, login }) => {
    await login(PARENT);
    await openPanel(page);
    await expect(items(page)).toHaveCount(12);
    const list = panel(page).getByRole('tabpanel');
    const scrollToEnd = () => list.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await scrollToEnd();
    await expect(items(page)).toHaveCount(22);
    await scrollToEnd();
    await expect(items(page)).toHaveCount(27);
    await expect(items(page).last()).toContainText(DEMO_NOTIFICATIONS.at(-1)!.content);
  });

  test('bấm thông báo APPROVED chưa đọc: giảm số đếm và mở bài viết', async ({ page, login }) => {
    await login(PARENT);
    await openPanel(page);
    await items(page).filter({ hasText: DEMO_NOTIFICATIONS[0]!.content }).getByRole('button').click();
    await expect(page).toHaveURL((url) => url.pathname === ROUTES.clubFeedDetail(101));
    // The panel stays open for the 200 ms before navigating and closes with the navigation.
    await expect(panel(page)).toHaveCount(0);
    await expect(badge(page)).toHaveText('6');
    await expect(page.getByRole('heading', { name: 'Bài viết #101' })).toBeVisible();
  });

  test('bấm thông báo REJECTED: trang câu lạc bộ hiện lý do', async ({ page, login }) => {
    await login(PARENT);
    await openPanel(page);
    const rejected = DEMO_NOTIFICATIONS[2]!;
    await items(page).filter({ hasText: rejected.content }).getByRole('button').click();
    await expect(page).toHaveURL(
      (url) => url.pathname === ROUTES.clubFeeds && url.search === '?rejected=true',
    );
    await expect(page.getByText(`Lý do: ${rejected.reason}`)).toBeVisible();
    await expect(badge(page)).toHaveText('6');
    // The reason survives a reload (stored).
    await page.reload();
    await expect(page.getByText(`Lý do: ${rejected.reason}`)).toBeVisible();
  });

  test("'Đánh dấu đã đọc' xóa số trên chuông, rồi ẩn đi khi không còn gì chưa đọc", async ({
    page,
    login,
  }) => {
    await login(PARENT);
    await openPanel(page);
    const markAll = panel(page).getByRole('button', { name: 'Đánh dấu đã đọc' });
    await markAll.click();
    await expect(badge(page)).toHaveCount(0);
    await expect(panel(page).locator('[data-unread="true"]')).toHaveCount(0);
    await expect(markAll).toHaveCount(0);
    // Saved on the server: a reload keeps it, and the panel offers nothing to mark.
    await page.reload();
    await expect(bell(page)).toBeVisible();
    await expect(badge(page)).toHaveCount(0);
    await openPanel(page);
    await expect(markAll).toHaveCount(0);
  });

  test('thông báo tạo trên máy chủ cập nhật chuông ngay, không cần tải lại', async ({
    page,
    login,
    request,
  }) => {
    await login(PARENT);
    await expect(badge(page)).toHaveText('7');
    const profileId = await page.evaluate(() => JSON.parse(localStorage.getItem('k12_profile') ?? '{}').id);
    expect(typeof profileId).toBe('number');
    const created = await request.post('/main/dev/notifications', {
      data: { profileId, productType: 'UNICLASS_CLUB', content: 'Bài viết mới của lớp 3A' },
    });
    expect(created.status()).toBe(201);
    await expect(badge(page)).toHaveText('8');
  });

  test('"Bảo Ngọc" không có thông báo', async ({ page, login }) => {
    await login(PARENT);
    await expect(badge(page)).toHaveText('7');
    const switchAction = (to: string) =>
      page.getByRole('group', { name: to }).getByRole('menuitem', { name: 'Chuyển sang hồ sơ này' });
    await page.getByRole('button', { name: /^Hồ sơ: / }).click();
    const reloaded = page.waitForEvent('framenavigated');
    await switchAction('Bảo Ngọc').click();
    await reloaded;
    try {
      // The access token is now Bảo Ngọc's: the panel lists her notifications (none).
      await expect(badge(page)).toHaveCount(0);
      await bell(page).click();
      await expect(panel(page).getByText('Không có thông báo')).toBeVisible();
      await expect(items(page)).toHaveCount(0);
      await page.keyboard.press('Escape');
    } finally {
      // Leave the parent on Minh Anh for later specs (only offered when she is not the default).
      await page.getByRole('button', { name: /^Hồ sơ: / }).click();
      const back = switchAction('Minh Anh');
      if (await back.count()) {
        const again = page.waitForEvent('framenavigated');
        await back.click();
        await again;
      }
    }
  });
});
