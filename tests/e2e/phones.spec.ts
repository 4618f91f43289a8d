import type { Page } from '@playwright/test';
import { ROUTES } from '../../src/domain/constants';
import { DEMO_PHONES, expect, test } from './support/fixtures';

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

const onPath = (path: string) => (url: URL) => url.pathname === path;

/** Nothing is wider than the phone's screen (no sideways scrolling to read a page). */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    content: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
  expect(widths.content).toBeLessThanOrEqual(widths.screen);
}

test.describe('điện thoại 375 px: mọi liên kết dẫn tới nơi dùng được', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, userAgent: IPHONE_UA });

  test("trang giới thiệu: 'Vào học' mở trang tải app, không quay về /site/", async ({ page }) => {
    await page.goto('/site/');
    await page.getByRole('link', { name: 'Vào học' }).first().click();
    await expect(page).toHaveURL(onPath(ROUTES.downloadAppSuggestion));
    await expect(page.getByRole('heading', { name: 'Tải App Uniclass' })).toBeVisible();
    // An iPhone sees its own store first.
    await expect(page.getByRole('link', { name: /^Tải trên/ }).first()).toHaveText('Tải trên App Store');
  });

  for (const [name, path, heading] of [
    ['Chính sách bảo mật', ROUTES.privacyPolicy, /Chính sách bảo mật/],
    ['Điều khoản', ROUTES.rule, /Điều khoản/],
  ] as const) {
    test(`trang giới thiệu: '${name}' mở trang đọc được trên điện thoại`, async ({ page }) => {
      await page.goto('/site/');
      await page.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(onPath(path));
      // The page's chunk loads after the redirect; a shared test machine can be slow.
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 15_000 });
      await expectNoSidewaysScroll(page);
    });
  }

  test("/lesson: 'Đăng nhập' dẫn tới trang tải app", async ({ page, navigate }) => {
    await navigate(ROUTES.lesson);
    await page.getByRole('main').getByRole('link', { name: 'Đăng nhập' }).click();
    await expect(page).toHaveURL(onPath(ROUTES.downloadAppSuggestion));
  });

  test("trang kích hoạt: 'Vào học' ở header dẫn tới trang tải app", async ({ page, navigate }) => {
    await navigate(ROUTES.activation);
    await page.getByRole('banner').getByRole('link', { name: 'Vào học' }).click();
    await expect(page).toHaveURL(onPath(ROUTES.downloadAppSuggestion));
  });

  test('header khách: hai nút nằm trên một dòng', async ({ page, navigate }) => {
    await navigate(ROUTES.activation);
    const header = page.getByRole('banner');
    for (const name of ['Kích hoạt tài khoản', 'Vào học']) {
      const box = await header.getByRole('link', { name }).boundingBox();
      expect(box, name).not.toBeNull();
      // One line of text in a 44 px button: a wrapped label makes it taller.
      expect(box?.height ?? 0, name).toBeLessThanOrEqual(48);
      expect((box?.x ?? 0) + (box?.width ?? 0), name).toBeLessThanOrEqual(375);
    }
    await expectNoSidewaysScroll(page);
  });

  test('banner tải app có nút đóng, nhớ trong phiên', async ({ page, navigate }) => {
    await navigate(ROUTES.activation);
    const banner = page.getByRole('complementary', { name: 'Tải ứng dụng' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Đóng' }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toHaveCount(0);

    // A new visit (a new browser session, with an empty sessionStorage) shows it again.
    await page.evaluate(() => window.sessionStorage.clear());
    await page.reload();
    await expect(banner).toBeVisible();
  });
});

test.describe('điện thoại 375 px: không tải mã ứng dụng trước khi chuyển trang', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, userAgent: IPHONE_UA });

  // The ways in lead to the stores' page; every other app route to the marketing site (SPEC §2).
  for (const [from, to] of [
    [ROUTES.login, ROUTES.downloadAppSuggestion],
    [ROUTES.register, ROUTES.downloadAppSuggestion],
    [ROUTES.home, '/site/'],
  ] as const) {
    test(`${from} → ${to}: 0 tệp /assets/*.js tải xong trước khi chuyển`, async ({ page }) => {
      // Issue 35: the preload scanner requested the markup's module script and modulepreloads
      // before the inline check had run. Counted until the page that was left is gone: the stores'
      // page is the app itself and loads its own scripts afterwards.
      let left = false;
      const requested: string[] = [];
      const downloaded: string[] = [];
      const appScript = (url: string) => {
        const { pathname } = new URL(url);
        return !left && pathname.startsWith('/assets/') && pathname.endsWith('.js') ? pathname : null;
      };
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame() && new URL(frame.url()).pathname !== from) left = true;
      });
      page.on('request', (request) => {
        const script = appScript(request.url());
        if (script) requested.push(script);
      });
      page.on('requestfinished', (request) => {
        const script = appScript(request.url());
        if (script) downloaded.push(script);
      });
      await page.goto(from, { waitUntil: 'commit' });
      await expect(page).toHaveURL(onPath(to));
      await page.waitForLoadState('load');
      expect(downloaded).toEqual([]);
      // Not even asked for: a request the redirect cancels may still have been served in full
      // (window.stop() races the network), and on a slow phone link it cost the bytes that arrived.
      expect(requested).toEqual([]);
    });
  }
});

test.describe('màn hình rộng: trang vẫn chạy khi mã được nạp sau bước kiểm tra', () => {
  test('/dang-nhap tải mã ứng dụng và hiện biểu mẫu đăng nhập', async ({ page }) => {
    const scripts: string[] = [];
    page.on('requestfinished', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.push(pathname);
    });
    await page.goto(ROUTES.login);
    await expect(page).toHaveURL(onPath(ROUTES.login));
    await expect(page.getByRole('heading', { name: 'Đăng nhập' })).toBeVisible();
    // The loader preloads the route's page chunk with the entry (issue 17), not after it ran.
    expect(scripts.some((file) => /\/index-[\w-]+\.js$/.test(file))).toBe(true);
    expect(scripts.some((file) => /\/login-page-[\w-]+\.js$/.test(file))).toBe(true);
  });
});

test.describe('điện thoại Android', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, userAgent: ANDROID_UA });

  test('trang tải app đưa Google Play lên đầu', async ({ page, navigate }) => {
    await navigate(ROUTES.downloadAppSuggestion);
    await expect(page.getByRole('link', { name: /^Tải trên/ }).first()).toHaveText('Tải trên Google Play');
  });
});

test.describe('đã đăng nhập, thu hẹp còn 375 px', () => {
  test('nút hồ sơ nằm trọn trong màn hình', async ({ page, login }) => {
    // Logging in happens on a wide screen (narrow screens leave /dang-nhap for the stores).
    await login(DEMO_PHONES.parentThreeProfiles);
    await page.goto(ROUTES.activation);
    await page.setViewportSize({ width: 375, height: 812 });
    const button = page.getByRole('button', { name: /^Hồ sơ: / });
    await expect(button).toBeVisible();
    const box = await button.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
    await expectNoSidewaysScroll(page);
  });
});
