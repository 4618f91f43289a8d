import type { APIRequestContext, Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { CLUB_MODERATION_ROUTE, CLUB_PENDING_MESSAGE } from '../../src/domain/club';
import { ROUTES } from '../../src/domain/constants';
import { wallClockNow } from '../support/wall-clock';
import { BELL_NAME, DEMO_PASSWORD, DEMO_PHONES, expect, test } from './support/fixtures';

const MINH_ANH = DEMO_PHONES.parentThreeProfiles;
const MODERATOR = '0901000009';

const bell = (page: Page) => page.getByRole('button', { name: BELL_NAME });
const badge = (page: Page) => bell(page).getByTestId('notification-badge');
const panel = (page: Page) => page.getByRole('dialog', { name: 'Thông báo' });

async function unreadCount(page: Page): Promise<number> {
  await expect(bell(page)).toBeVisible();
  return (await badge(page).count()) === 0 ? 0 : Number(await badge(page).textContent());
}

/** The moderator works in a browser context of her own (another person, another computer). */
async function moderatorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(ROUTES.login);
  await page.getByLabel('Số điện thoại').fill(MODERATOR);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith(ROUTES.login));
  await page.goto(CLUB_MODERATION_ROUTE);
  await expect(page.getByRole('heading', { name: 'Kiểm duyệt câu lạc bộ' })).toBeVisible();
  return page;
}

/** Oldest first: skips the older items until the post with this text is the one shown. */
async function bringToFront(mod: Page, text: string): Promise<void> {
  const content = mod.getByTestId('moderation-content');
  for (let i = 0; i < 40; i += 1) {
    await expect(content).toBeVisible();
    if ((await content.textContent())?.includes(text)) return;
    await mod.getByRole('button', { name: 'Để sau, xem mục tiếp theo' }).click();
  }
  throw new Error(`"${text}" không có trong hàng chờ duyệt`);
}

async function writePost(page: Page, text: string): Promise<number> {
  await page.getByLabel('Con muốn chia sẻ điều gì với các bạn?').fill(text);
  const created = page.waitForResponse(
    (r) => /\/main\/club\/feeds(\/\d+)?$/.test(new URL(r.url()).pathname) && r.request().method() !== 'GET',
  );
  await page.getByRole('button', { name: /^Gửi (lại )?bài$/ }).click();
  const body = await (await created).json();
  expect(body.data.status).toBe('PENDING');
  await expect(page.getByRole('status').filter({ hasText: CLUB_PENDING_MESSAGE })).toBeVisible();
  return body.data.id as number;
}

/**
 * Deleting her posts removes their notifications too, so Minh Anh's demo notifications are as seeded
 * for the specs that count them (notifications.spec.ts).
 */
async function deletePosts(request: APIRequestContext, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const login = await request.post('/main/user/login', {
    data: { phone: MINH_ANH, password: DEMO_PASSWORD, platform: 'WEB' },
  });
  const { accessToken } = (await login.json()).data;
  for (const id of ids) {
    const res = await request.delete(`/main/club/feeds/${id}`, {
      headers: { access_token: accessToken, access_user: MINH_ANH },
    });
    expect(res.ok()).toBe(true);
  }
}

test.describe('Nhà trường (câu lạc bộ)', () => {
  test('khách: không có khung soạn bài, không có vòng tải mãi, mà có lời mời đăng nhập quay lại đúng trang (issue 31)', async ({
    page,
    navigate,
  }) => {
    for (const path of [ROUTES.clubFeeds, ROUTES.clubFeedDetail(101)]) {
      await navigate(path);
      const login = page.getByRole('main').getByRole('link', { name: 'Đăng nhập để xem bảng tin' });
      await expect(login).toBeVisible();
      await expect(page.getByRole('region', { name: /Soạn bài viết|Đăng bài mới/ })).toHaveCount(0);
      await expect(page.getByRole('textbox')).toHaveCount(0);
      await expect(page.getByRole('status', { name: /^Đang tải/ })).toHaveCount(0);
      await expect(login).toHaveAttribute('href', `${ROUTES.login}?tiep=${encodeURIComponent(path)}`);
    }
  });

  const created: number[] = [];
  test.afterEach(async ({ request }) => {
    await deletePosts(request, created.splice(0));
  });

  test('Minh Anh đăng bài có ảnh → chờ duyệt; cô duyệt → chuông tăng ngay, bấm mở bài; bị từ chối → thấy lý do, sửa và gửi lại → vào lại hàng chờ', async ({
    page,
    browser,
    login,
  }) => {
    test.setTimeout(180_000);
    const stamp = wallClockNow().toString(36);
    const approvedText = `Tranh lớp 3A ${stamp}`;
    const rejectedText = `Bài thứ hai ${stamp}`;
    const reason = `Con hãy viết rõ hơn nhé (${stamp})`;

    await login(MINH_ANH);
    await page.goto(ROUTES.clubFeeds);
    await expect(page.getByRole('heading', { name: 'Nhà trường', level: 1 })).toBeVisible();

    // Text and a picture: the picture uploads with its own progress, then the post waits for a teacher.
    const png = await sharp({ create: { width: 96, height: 64, channels: 3, background: '#36a' } })
      .png()
      .toBuffer();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 've-tranh.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByRole('list', { name: 'Ảnh đã chọn' }).getByText('Đã tải lên')).toBeVisible();
    const approvedId = await writePost(page, approvedText);
    created.push(approvedId);
    const mine = page.getByRole('feed').getByRole('article').filter({ hasText: approvedText });
    await expect(mine.getByText('Đang chờ duyệt')).toBeVisible();
    await expect(mine.getByRole('img')).toHaveCount(1);
    const before = await unreadCount(page);

    // The moderator approves it in /quan-tri/club.
    const mod = await moderatorPage(browser);
    await bringToFront(mod, approvedText);
    await mod.getByRole('button', { name: 'Duyệt', exact: true }).click();
    await expect(mod.getByRole('status').filter({ hasText: 'Đã duyệt' })).toBeVisible();

    // Minh Anh's bell goes up live, without a reload; the notification opens the post.
    await expect(badge(page)).toHaveText(String(before + 1));
    await bell(page).click();
    await panel(page)
      .getByRole('button', { name: new RegExp(`${approvedText}.*đã được duyệt`) })
      .click();
    await page.waitForURL(`**${ROUTES.clubFeedDetail(approvedId)}`);
    await expect(page.getByRole('article').getByText(approvedText)).toBeVisible();

    // A second post is rejected with a reason.
    await page.goto(ROUTES.clubFeeds);
    const rejectedId = await writePost(page, rejectedText);
    created.push(rejectedId);
    await mod.reload();
    await bringToFront(mod, rejectedText);
    await mod.getByRole('button', { name: 'Từ chối', exact: true }).click();
    await mod.getByLabel('Hoặc viết lý do khác').fill(reason);
    await mod.getByRole('button', { name: 'Xác nhận từ chối' }).click();
    await expect(mod.getByRole('status').filter({ hasText: 'Đã từ chối' })).toBeVisible();

    // The bell's notification leads to /uniclass-club-feeds?rejected=true with the reason.
    // The approval notice was read by the click above: one unread more than at the start.
    await expect(badge(page)).toHaveText(String(before + 1));
    await bell(page).click();
    await panel(page)
      .getByRole('button', { name: new RegExp(`${rejectedText}.*chưa được duyệt`) })
      .click();
    await page.waitForURL(
      (url) => url.pathname === ROUTES.clubFeeds && url.searchParams.get('rejected') === 'true',
    );
    const dialog = page.getByRole('dialog', { name: 'Bài viết chưa được duyệt' });
    await expect(dialog.getByText(`Lý do: ${reason}`)).toBeVisible();

    // A direct link shows the same stored reason.
    await page.reload();
    await expect(dialog.getByText(`Lý do: ${reason}`)).toBeVisible();

    // Edit and send again: the post is back in the moderator's queue.
    await dialog.getByRole('button', { name: 'Sửa và gửi lại' }).click();
    const textarea = page.getByLabel('Con muốn chia sẻ điều gì với các bạn?');
    await expect(textarea).toHaveValue(rejectedText);
    const resubmitted = `${rejectedText} (đã sửa)`;
    expect(await writePost(page, resubmitted)).toBe(rejectedId);
    await mod.reload();
    await bringToFront(mod, resubmitted);
    await mod.context().close();
  });
});
