import type { Page } from '@playwright/test';
import { ROUTES } from '../../src/domain/constants';
import { CONTEST_ROUTES } from '../../src/domain/contest';
import {
  DEMO_PASSWORD,
  DEMO_PHONES,
  expect,
  loginThroughUi,
  test,
  waitForRouteChecks,
} from './support/fixtures';

/** The profile menu button is named after the shown name (SPEC §2: last two words). */
const profileButton = (page: Page, shownName: string) =>
  page.getByRole('button', { name: `Hồ sơ: ${shownName}` });

async function switchProfile(page: Page, from: string, to: string): Promise<number> {
  await profileButton(page, from).click();
  const action = page
    .getByRole('group', { name: to })
    .getByRole('menuitem', { name: 'Chuyển sang hồ sơ này' });
  const reloaded = page.waitForEvent('load');
  const startedAt = performance.now();
  await action.click();
  await reloaded;
  return performance.now() - startedAt;
}

test.describe('tài khoản: đăng nhập, header và hồ sơ', () => {
  test('đăng nhập rồi đăng xuất', async ({ page, login }) => {
    await login(DEMO_PHONES.parentThreeProfiles);
    // Several profiles, one of them the default: no chooser, the class page (issue 16).
    await expect(page).toHaveURL((url) => url.pathname === ROUTES.home);
    await expect(page.getByRole('link', { name: 'Vào học' })).toHaveCount(0);

    await profileButton(page, 'Minh Anh').click();
    await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();

    await expect(page).toHaveURL((url) => url.pathname === ROUTES.home);
    await expect(page.getByRole('link', { name: 'Vào học' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kích hoạt tài khoản' })).toBeVisible();
    // Logged out for real: a guarded page sends the visitor to the login page.
    await page.goto(ROUTES.accountInfo);
    await expect(page).toHaveURL((url) => url.pathname === ROUTES.login);
  });

  test('header hiện "Minh Anh", 1250 cúp và 85 kim cương dẫn tới cửa hàng', async ({ page, login }) => {
    await login(DEMO_PHONES.parentThreeProfiles);
    await expect(profileButton(page, 'Minh Anh')).toBeVisible();
    await expect(page.getByText('Minh Anh', { exact: true }).first()).toBeVisible();

    const trophies = page.getByRole('link', { name: 'Cúp: 1250' });
    const diamonds = page.getByRole('link', { name: 'Kim cương: 85' });
    await expect(trophies).toHaveText('1250');
    await expect(diamonds).toHaveText('85');
    await expect(trophies).toHaveAttribute('href', `${ROUTES.giftShop}?isTrophy=true`);
    await expect(diamonds).toHaveAttribute('href', `${ROUTES.giftShop}?isTrophy=false`);
  });

  test('menu hồ sơ dùng được bằng bàn phím', async ({ page, login }) => {
    await login(DEMO_PHONES.parentThreeProfiles);
    const button = profileButton(page, 'Minh Anh');
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await expect(menu.getByRole('menuitem', { name: 'Chuyển sang hồ sơ này' })).toHaveCount(2);
    await expect(menu.getByRole('menuitem', { name: 'Thông tin cơ bản' })).toHaveAttribute(
      'href',
      ROUTES.accountInfo,
    );
    await expect(menu.getByRole('menuitem', { name: 'Khóa học' })).toHaveAttribute('href', ROUTES.courses);
    // Not a contest profile: no contest link (issue 13).
    await expect(menu.getByRole('menuitem', { name: 'Cuộc thi tiếng Anh' })).toHaveCount(0);
    await page.keyboard.press('End');
    await expect(menu.getByRole('menuitem', { name: 'Đăng xuất' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test('hồ sơ dự thi thấy mục "Cuộc thi tiếng Anh" trong menu hồ sơ', async ({ page, login }) => {
    await login(DEMO_PHONES.contestNoClass);
    await expect(page).toHaveURL((url) => url.pathname === ROUTES.updateContestInfo, { timeout: 10_000 });
    await profileButton(page, 'Đức Anh').click();
    const contestItem = page.getByRole('menuitem', { name: 'Cuộc thi tiếng Anh' });
    await expect(contestItem).toBeVisible();
    await expect(contestItem).toHaveAttribute('href', CONTEST_ROUTES.home);
  });

  test('menu hồ sơ mở ngay sau khi đăng nhập vẫn mở khi các bước kiểm tra chuyển trang', async ({ page }) => {
    // The contest data the post-login checks wait for is held until the pupil has opened the menu,
    // so the checks' move to /update-contest-info always comes while it is open.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname.endsWith('/user-contest-data'),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await loginThroughUi(page, DEMO_PHONES.contestNoClass);
    await profileButton(page, 'Đức Anh').click();
    const menu = page.getByRole('menu', { name: 'Hồ sơ và tài khoản' });
    await expect(menu).toBeVisible();
    const focused = menu.getByRole('menuitem').first();
    await expect(focused).toBeFocused();

    release();
    await expect(page).toHaveURL((url) => url.pathname === ROUTES.updateContestInfo, { timeout: 10_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Thông tin dự thi' })).toBeVisible();
    await waitForRouteChecks(page);
    // The new page's heading did not take the focus out of the menu, so the menu stayed open.
    await expect(menu).toBeVisible();
    await expect(focused).toBeFocused();
  });

  test('chuyển sang "Gia Bảo" tải lại trang với hồ sơ mới sau ít nhất 600 ms', async ({ page, login }) => {
    await login(DEMO_PHONES.parentThreeProfiles);
    const elapsed = await switchProfile(page, 'Minh Anh', 'Gia Bảo');
    // SPEC §4: 300 ms settle + basic info (≤ 700 ms race) + 300 ms before the reload.
    expect(elapsed).toBeGreaterThanOrEqual(600);
    await expect(profileButton(page, 'Gia Bảo')).toBeVisible();

    // Put the demo parent back on Minh Anh so later tests meet the seeded default profile.
    await switchProfile(page, 'Gia Bảo', 'Minh Anh');
    await expect(profileButton(page, 'Minh Anh')).toBeVisible();
  });

  // 0901000002 → /update-info?default=true is asserted in account-pages.spec.ts, just before that
  // spec completes the profile (spec files share one database and run in name order).
  const landings = [
    { phone: DEMO_PHONES.noSchedules, path: ROUTES.register, search: '?schedules=0' },
    { phone: DEMO_PHONES.contestNoClass, path: ROUTES.updateContestInfo, search: '' },
    { phone: DEMO_PHONES.ldpNoSchool, path: ROUTES.updateInfo, search: '' },
  ];
  for (const { phone, path, search } of landings) {
    test(`${phone} được đưa tới ${path}${search}`, async ({ page, login }) => {
      await login(phone);
      await expect(page).toHaveURL((url) => url.pathname === path && url.search === search, {
        timeout: 10_000,
      });
    });
  }
});

test.describe('tài khoản: lỗi đăng nhập', () => {
  test('sai mật khẩu báo lỗi rõ ràng và giữ số điện thoại đã nhập', async ({ page, navigate }) => {
    await navigate(ROUTES.login);
    await page.getByLabel('Số điện thoại').fill(DEMO_PHONES.parentThreeProfiles);
    await page.getByLabel('Mật khẩu', { exact: true }).fill('SaiMatKhau123');
    await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText(/mật khẩu/i);
    await expect(page).toHaveURL((url) => url.pathname === ROUTES.login);
    await expect(page.getByLabel('Số điện thoại')).toHaveValue(DEMO_PHONES.parentThreeProfiles);
  });

  test('số điện thoại chưa đăng ký báo lỗi rõ ràng', async ({ page, navigate, freshPhone }) => {
    await navigate(ROUTES.login);
    await page.getByLabel('Số điện thoại').fill(freshPhone());
    await page.getByLabel('Mật khẩu', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('Số điện thoại chưa được đăng ký');
    await expect(page).toHaveURL((url) => url.pathname === ROUTES.login);
  });

  test('số điện thoại sai định dạng bị chặn ngay trên trình duyệt', async ({ page, navigate }) => {
    await navigate(ROUTES.login);
    await page.getByLabel('Số điện thoại').fill('12345');
    await page.getByLabel('Mật khẩu', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('Số điện thoại không hợp lệ');
  });
});

test.describe('tài khoản: đăng ký', () => {
  test('đăng ký số mới qua OTP rồi vào app với hồ sơ mới', async ({
    page,
    navigate,
    freshPhone,
    readOtp,
  }) => {
    const phone = freshPhone();
    await navigate(ROUTES.register);
    await page.getByLabel('Số điện thoại').fill(phone);
    await page.getByRole('button', { name: 'Tiếp tục' }).click();

    const otp = await readOtp(phone);
    await page.getByLabel('Mã OTP').fill(otp);
    // The OTP is its own step of the form (registration machine: enteringOtp → enteringDetails).
    await page.getByRole('button', { name: 'Tiếp tục' }).click();
    await page.getByLabel('Họ và tên').fill('Trần Thị Lan');
    await page.getByLabel('Lớp', { exact: true }).selectOption({ label: 'Lớp 4' });
    await page.getByLabel('Mật khẩu', { exact: true }).fill('HocVui2024');
    await page.getByLabel('Nhập lại mật khẩu').fill('HocVui2024');
    await page.getByRole('button', { name: 'Đăng ký', exact: true }).click();

    await expect(profileButton(page, 'Thị Lan')).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('link', { name: 'Vào học' })).toHaveCount(0);
    // The same checks as after a login (SPEC §4): a graded profile without schedule goes to the
    // schedule page, as the next login of this account would (issue 16: it stayed on an empty /).
    await expect(page).toHaveURL(
      (url) => url.pathname === ROUTES.register && url.searchParams.get('schedules') === '0',
    );
    await expect(page.getByRole('heading', { name: 'Đăng ký lịch học' })).toBeVisible();
  });

  test('mã OTP sai được báo ngay ở bước OTP, có đếm ngược gửi lại, quay lại không mất gì đã nhập', async ({
    page,
    navigate,
    freshPhone,
    readOtp,
  }) => {
    const phone = freshPhone();
    await navigate(ROUTES.register);
    await page.getByLabel('Số điện thoại').fill(phone);
    await page.getByRole('button', { name: 'Tiếp tục' }).click();

    // The server's 60 s cool-down, counted down by the registration machine.
    const resend = page.getByRole('button', { name: /^Gửi lại mã \(\d+ giây\)$/ });
    await expect(resend).toBeDisabled();
    const secondsOf = async () => Number((await resend.textContent())?.match(/(\d+) giây/)?.[1]);
    const first = await secondsOf();
    expect(first).toBeGreaterThan(50);
    expect(first).toBeLessThanOrEqual(60);
    await expect.poll(secondsOf, { timeout: 5_000 }).toBeLessThan(first);

    const otp = await readOtp(phone);
    await page.getByLabel('Mã OTP').fill(otp === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Tiếp tục' }).click();
    await expect(page.getByRole('alert')).toContainText('Mã xác thực không đúng');
    await expect(page.getByLabel('Mã OTP')).toBeVisible();
    await expect(page.getByLabel('Họ và tên')).toHaveCount(0);

    await page.getByLabel('Mã OTP').fill(otp);
    await page.getByRole('button', { name: 'Tiếp tục' }).click();
    await page.getByLabel('Họ và tên').fill('Ngô Bảo Châu');
    await page.getByLabel('Lớp', { exact: true }).selectOption({ label: 'Lớp 5' });
    await page.getByLabel('Mật khẩu', { exact: true }).fill('HocVui2024');
    await page.getByLabel('Nhập lại mật khẩu').fill('HocVui2024');

    // Back to the phone and forward again: the verified phone goes straight to the details, all kept.
    await page.getByRole('button', { name: 'Đổi số điện thoại' }).click();
    await expect(page.getByLabel('Số điện thoại')).toHaveValue(phone);
    await page.getByRole('button', { name: 'Tiếp tục' }).click();
    await expect(page.getByLabel('Họ và tên')).toHaveValue('Ngô Bảo Châu');
    await expect(page.getByLabel('Lớp', { exact: true })).toHaveValue('5');
    await expect(page.getByLabel('Mật khẩu', { exact: true })).toHaveValue('HocVui2024');
    await expect(page.getByLabel('Nhập lại mật khẩu')).toHaveValue('HocVui2024');

    await page.getByRole('button', { name: 'Đăng ký', exact: true }).click();
    await expect(profileButton(page, 'Bảo Châu')).toBeVisible({ timeout: 10_000 });
    await expect(page).toHaveURL(
      (url) => url.pathname === ROUTES.register && url.searchParams.get('schedules') === '0',
    );
  });

  test('mật khẩu nhập lại không khớp được báo trước khi gửi', async ({
    page,
    navigate,
    freshPhone,
    readOtp,
  }) => {
    const phone = freshPhone();
    await navigate(ROUTES.register);
    await page.getByLabel('Số điện thoại').fill(phone);
    await page.getByRole('button', { name: 'Tiếp tục' }).click();
    await page.getByLabel('Mã OTP').fill(await readOtp(phone));
    await page.getByRole('button', { name: 'Tiếp tục' }).click();
    await page.getByLabel('Họ và tên').fill('Lê Minh');
    await page.getByLabel('Lớp', { exact: true }).selectOption({ label: 'Lớp 2' });
    await page.getByLabel('Mật khẩu', { exact: true }).fill('HocVui2024');
    await page.getByLabel('Nhập lại mật khẩu').fill('HocVui2025');
    await page.getByRole('button', { name: 'Đăng ký', exact: true }).click();
    await expect(page.getByText('Mật khẩu nhập lại không khớp')).toBeVisible();
    await expect(page.getByLabel('Họ và tên')).toHaveValue('Lê Minh');
  });
});

test.describe('màn hình hẹp', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true });

  test('trang chủ chuyển sang trang giới thiệu', async ({ page }) => {
    await page.goto(ROUTES.home);
    await expect(page).toHaveURL((url) => url.pathname === '/site/');
  });

  test('chuyển đi trước khi tải mã ứng dụng', async ({ page }) => {
    // The inline <head> check stops the document before the app's scripts arrive: the preload
    // scanner may have asked for them, but none is downloaded, and the app never starts.
    const downloaded: string[] = [];
    page.on('requestfinished', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/assets/')) downloaded.push(pathname);
    });
    await page.goto(ROUTES.aiClass);
    await expect(page).toHaveURL((url) => url.pathname === '/site/');
    expect(downloaded).toEqual([]);
  });

  test('/kich-hoat-tai-khoan ở lại và hiện banner tải app', async ({ page, navigate }) => {
    await navigate(ROUTES.activation);
    await expect(page).toHaveURL((url) => url.pathname === ROUTES.activation);
    await expect(page.getByText('Tải App Uniclass ngay')).toBeVisible();
    await expect(page.getByText('Nhận tài khoản học thử miễn phí')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cài đặt' })).toBeVisible();
  });
});
