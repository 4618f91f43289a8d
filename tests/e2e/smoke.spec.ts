import type { Page } from '@playwright/test';
import { ROUTES } from '../../src/domain/constants';
import { DEMO_PHONES, expect, loginThroughUi, test } from './support/fixtures';

const TITLE = 'Uniclass — Học tiếng Anh cùng AI';

test.describe('khói: sản phẩm chạy được', () => {
  test('trang chủ tải sạch: không lỗi console, không vi phạm CSP', async ({
    page,
    navigate,
    pageProblems,
  }) => {
    await navigate(ROUTES.home);
    await expect(page).toHaveTitle(TITLE);
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    // Lazy chunks and late effects may still log after the first paint.
    await page.waitForLoadState('networkidle');
    expect(pageProblems).toEqual([]);
  });

  test('header của khách có "Kích hoạt tài khoản" và "Vào học" dẫn tới đăng nhập', async ({
    page,
    navigate,
  }) => {
    await navigate(ROUTES.home);
    await expect(page.getByRole('link', { name: 'Kích hoạt tài khoản' })).toBeVisible();
    const enter = page.getByRole('link', { name: 'Vào học' });
    await expect(enter).toBeVisible();
    await enter.click();
    await expect(page).toHaveURL((url) => url.pathname === ROUTES.login);
  });

  test('trang HTML có CSP script-src chặt (không inline script)', async ({ request }) => {
    const response = await request.get(ROUTES.home);
    expect(response.status()).toBe(200);
    const csp = response.headers()['content-security-policy'] ?? '';
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });

  test('điều hướng tới một route SPA bất kỳ trả về index.html (history fallback)', async ({ request }) => {
    // The server falls back only for navigations (Accept: text/html), as a browser sends them.
    const response = await request.get('/mot-trang-khong-ton-tai', { headers: { accept: 'text/html' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    expect(await response.text()).toContain('<div id="root">');
  });

  test('GET /healthz trả lời 200', async ({ request }) => {
    const response = await request.get('/healthz');
    expect(response.status()).toBe(200);
  });

  test('/docs phục vụ tài liệu OpenAPI có các route của main API', async ({ request }) => {
    const page = await request.get('/docs');
    expect(page.status()).toBe(200);
    expect(page.headers()['content-type']).toContain('text/html');
    const spec = await request.get('/docs/json');
    expect(spec.status()).toBe(200);
    const document = (await spec.json()) as { openapi?: string; paths?: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths ?? {})).toContain('/main/user/login');
  });

  test('route API không tồn tại trả về 404 với envelope', async ({ request }) => {
    const response = await request.get('/main/khong-ton-tai');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('application/json');
    const body = (await response.json()) as { errorCode?: unknown; message?: unknown };
    expect(typeof body.errorCode).toBe('number');
    expect(body.errorCode).not.toBe(0);
    expect(typeof body.message).toBe('string');
    expect(body.message).not.toBe('');
  });
});

/** Counts the page's document loads (the first one and every reload), not the SPA's own navigations. */
function countDocumentLoads(page: Page): () => number {
  let loads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1;
  });
  return () => loads;
}

test.describe('khói: chunk của trang không tải được (sau khi triển khai bản mới, mạng chập chờn)', () => {
  const LOGIN_CHUNK = '**/assets/login-page-*.js';

  test('tải lại trang một lần rồi hiện trang', async ({ page, navigate }) => {
    const documentLoads = countDocumentLoads(page);
    let refused = 0;
    await page.route(LOGIN_CHUNK, async (route) => {
      if (refused === 0) {
        refused += 1;
        await route.abort();
      } else await route.continue();
    });
    await navigate(ROUTES.home);
    await page.getByRole('link', { name: 'Vào học' }).click();
    await expect(page.getByRole('heading', { name: 'Đăng nhập' })).toBeVisible();
    expect(refused).toBe(1);
    expect(documentLoads()).toBe(2);
    // The page loaded: a later failure (another deployment) may reload once more.
    expect(await page.evaluate(() => sessionStorage.getItem('chunkReloadTried'))).toBeNull();
  });

  test('lỗi cả sau lần tải lại: trang lỗi với "Tải lại trang", không tải lại lần nữa', async ({
    page,
    navigate,
  }) => {
    const documentLoads = countDocumentLoads(page);
    await page.route(LOGIN_CHUNK, (route) => route.abort());
    await navigate(ROUTES.home);
    await page.getByRole('link', { name: 'Vào học' }).click();
    await expect(page.getByRole('heading', { name: 'Đã có lỗi xảy ra' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tải lại trang' })).toHaveAttribute('href', ROUTES.login);
    // A looping reload would start a third load before the network went quiet.
    await page.waitForLoadState('networkidle');
    expect(documentLoads()).toBe(2);
  });
});

test.describe('khói: công cụ e2e dùng chung', () => {
  test('loginThroughUi() đăng nhập tài khoản demo qua giao diện', async ({ page }) => {
    await loginThroughUi(page, DEMO_PHONES.parentThreeProfiles);
    await expect(page.getByRole('link', { name: 'Vào học' })).toHaveCount(0);
    await expect(page.getByText('Minh Anh', { exact: true }).first()).toBeVisible();
  });

  test('login() mở app với phiên của tài khoản demo, như người dùng quay lại', async ({ page, login }) => {
    await login(DEMO_PHONES.parentThreeProfiles);
    await expect(page.getByRole('link', { name: 'Vào học' })).toHaveCount(0);
    // SPEC §2: the shown name is the last two words of "Nguyễn Hoàng Minh Anh".
    await expect(page.getByText('Minh Anh', { exact: true }).first()).toBeVisible();
  });

  test('readOtp() đọc OTP đăng ký vừa gửi cho một số mới', async ({ request, freshPhone, readOtp }) => {
    const phone = freshPhone();
    expect(phone).toMatch(/^098\d{7}$/);
    const response = await request.post('/main/user/register', { data: { phone } });
    expect(response.status()).toBe(200);
    expect(((await response.json()) as { errorCode: number }).errorCode).toBe(0);
    expect(await readOtp(phone)).toMatch(/^\d{6}$/);
  });
});
