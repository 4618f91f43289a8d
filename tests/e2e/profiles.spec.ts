import type { Page } from '@playwright/test';
import { ROUTES } from '../../src/domain/constants';
import { DEMO_PASSWORD, DEMO_PHONES, expect, test } from './support/fixtures';

const profileButton = (page: Page, shownName: string) =>
  page.getByRole('button', { name: `Hồ sơ: ${shownName}` });

async function fillLogin(page: Page) {
  await page.getByLabel('Số điện thoại').fill(DEMO_PHONES.parentThreeProfiles);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
}

/** One click on a card of /chon-ho-so: the profile becomes the default and the class page opens. */
async function chooseOnCard(page: Page, name: string) {
  await page.goto(ROUTES.chooseProfile);
  const card = page.getByRole('listitem').filter({ hasText: name });
  await card.getByRole('button', { name: 'Học với hồ sơ này' }).click();
  await expect(page).toHaveURL((url) => url.pathname === ROUTES.home, { timeout: 10_000 });
  await expect(profileButton(page, name)).toBeVisible();
}

test.describe('hồ sơ và liên kết sâu', () => {
  test('mở /thong-tin-tai-khoan/khoa-hoc khi chưa đăng nhập, đăng nhập xong quay lại đúng trang', async ({
    page,
    navigate,
  }) => {
    await navigate(ROUTES.courses);
    await expect(page).toHaveURL((url) => url.pathname === ROUTES.login);
    await fillLogin(page);
    await expect(page).toHaveURL((url) => url.pathname === ROUTES.courses, { timeout: 10_000 });
  });

  for (const attempt of ['//evil.com', 'https://evil.com/x', '/\\evil.com']) {
    test(`không chuyển ra ngoài trang: ?tiep=${attempt}`, async ({ page, navigate }) => {
      await navigate(`${ROUTES.login}?tiep=${encodeURIComponent(attempt)}`);
      await fillLogin(page);
      await expect(page).toHaveURL((url) => url.pathname === ROUTES.home, { timeout: 10_000 });
      expect(new URL(page.url()).host).not.toContain('evil.com');
    });
  }

  test('tài khoản nhiều hồ sơ không bị hỏi chọn hồ sơ lại; một lần bấm ở /chon-ho-so là chọn xong', async ({
    page,
    login,
  }) => {
    // Login plus two switches, each ending in a full page load: three apps boot in this test.
    test.setTimeout(120_000);
    await login(DEMO_PHONES.parentThreeProfiles);
    await expect(page).toHaveURL((url) => url.pathname === ROUTES.home);

    await chooseOnCard(page, 'Gia Bảo');
    await profileButton(page, 'Gia Bảo').click();
    await expect(page.getByRole('group', { name: 'Gia Bảo' })).toContainText('Hồ sơ mặc định');
    await page.keyboard.press('Escape');

    // Put the demo parent back on Minh Anh so later tests meet the seeded default profile.
    await chooseOnCard(page, 'Minh Anh');
  });
});
