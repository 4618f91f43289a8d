import { ROUTES } from '../../src/domain/constants';
import { DEMO_PHONES, expect, test } from './support/fixtures';

/**
 * Issue 12 in Chromium against the real server: Minh Anh (0901000001) redeems the 'Khung Cầu vồng'
 * frame (500 cúp, one per pupil). Her trophies are read from the header first, since other specs may
 * have paid her attendance trophies before this one runs.
 */
const FRAME = 'Khung Cầu vồng';
const PRICE = 500;

test.describe('cửa hàng quà tặng', () => {
  test('đổi khung ảnh: số cúp giảm ngay ở mọi tab, nhấn đúp chỉ trừ một lần, dùng khung thì hiện quanh ảnh đại diện', async ({
    page,
    context,
    login,
    pageProblems,
  }) => {
    // Two whole apps boot in this test (a second tab) and it walks the shop, the ledger and the frame:
    // the default 30 s is one app's budget.
    test.setTimeout(60_000);
    await login(DEMO_PHONES.parentThreeProfiles);
    // Three profiles and a default: the landing is /; wait for it so it cannot override our navigation.
    await page.waitForURL((url) => url.pathname === ROUTES.home);
    const trophyLink = page.getByRole('link', { name: /^Cúp: \d+$/ });
    await expect(trophyLink).toBeVisible();
    const before = Number(await trophyLink.textContent());
    expect(before).toBeGreaterThanOrEqual(PRICE);
    // She already wears the star frame of the demo data.
    await expect(page.locator('header img[data-avatar-frame]').first()).toHaveAttribute(
      'src',
      /frames\/star\.svg$/,
    );

    // A second tab of the same browser, open before the redeem.
    const otherTab = await context.newPage();
    await otherTab.goto(ROUTES.aiClass);
    // The second tab boots a whole app: give it the time of a first load.
    await expect(otherTab.getByRole('link', { name: `Cúp: ${before}` })).toBeVisible({ timeout: 20_000 });

    await trophyLink.click();
    await expect(page).toHaveURL(
      (url) => url.pathname === ROUTES.giftShop && url.searchParams.get('isTrophy') === 'true',
    );
    await expect(page.getByRole('heading', { name: 'Cửa hàng quà tặng' })).toBeVisible();
    await page.getByRole('button', { name: 'Khung ảnh đại diện' }).click();
    const card = page.getByRole('listitem', { name: FRAME });
    await expect(card).toContainText(`${PRICE} cúp`);
    // A card the pupil cannot afford explains why 'Đổi quà' is disabled.
    await page.getByRole('button', { name: 'Tất cả' }).click();
    const backpack = page.getByRole('listitem', { name: 'Ba lô Uniclass' });
    await expect(backpack.getByRole('button', { name: 'Đổi quà' })).toBeDisabled();
    await expect(backpack).toContainText('Chưa đủ cúp');

    await card.getByRole('button', { name: 'Đổi quà' }).dblclick();
    const dialog = page.getByRole('dialog', { name: 'Đổi quà' });
    await expect(dialog).toContainText(`Đổi ${FRAME} với giá ${PRICE} cúp?`);
    await dialog.getByRole('button', { name: 'Đổi quà' }).dblclick();
    await expect(page.getByRole('status').filter({ hasText: `Đổi quà thành công: ${FRAME}` })).toBeVisible();
    await expect(dialog).toBeHidden();

    const after = before - PRICE;
    await expect(page.getByRole('link', { name: `Cúp: ${after}` })).toBeVisible();
    await expect(otherTab.getByRole('link', { name: `Cúp: ${after}` })).toBeVisible();

    // Charged once: one redeem of the frame in the history, and the limit of one is reached.
    await page.getByRole('button', { name: 'Lịch sử' }).click();
    const history = page.getByRole('dialog', { name: 'Lịch sử' });
    await expect(history.getByRole('listitem').filter({ hasText: `Đổi quà · ${FRAME}` })).toHaveCount(1);
    await history.getByRole('button', { name: 'Đóng' }).click();
    await expect(card).toContainText('Đã đạt giới hạn đổi');

    await page.getByRole('tab', { name: 'Quà của tôi' }).click();
    const owned = page.getByRole('listitem', { name: FRAME });
    await expect(owned).toContainText('Chưa dùng');
    await owned.getByRole('button', { name: 'Sử dụng' }).click();
    await expect(owned.getByRole('button', { name: 'Đang dùng' })).toBeDisabled();
    await expect(page.locator('header img[data-avatar-frame]').first()).toHaveAttribute(
      'src',
      /frames\/rainbow\.svg$/,
    );
    await expect(otherTab.locator('header img[data-avatar-frame]').first()).toHaveAttribute(
      'src',
      /frames\/rainbow\.svg$/,
    );
    // The profile menu shows the frame around her avatar too.
    await page.getByRole('button', { name: 'Hồ sơ: Minh Anh' }).click();
    await expect(page.getByRole('menu').locator('img[data-avatar-frame]').first()).toHaveAttribute(
      'src',
      /frames\/rainbow\.svg$/,
    );
    expect(pageProblems).toEqual([]);
  });

  test('trang kim cương: quà của tôi trống có lời nhắn, lịch sử chỉ có kim cương', async ({
    page,
    login,
  }) => {
    await login(DEMO_PHONES.parentThreeProfiles);
    await page.waitForURL((url) => url.pathname === ROUTES.home);
    await page.getByRole('link', { name: /^Kim cương: \d+$/ }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('isTrophy') === 'false');
    await expect(page.getByRole('listitem', { name: 'Khung Kim cương xanh' })).toContainText('30 kim cương');
    await page.getByRole('tab', { name: 'Quà của tôi' }).click();
    await expect(page.getByText('Con chưa có quà nào ở đây. Hãy đổi quà trong Cửa hàng nhé!')).toBeVisible();
    await page.getByRole('button', { name: 'Lịch sử' }).click();
    const history = page.getByRole('dialog', { name: 'Lịch sử' });
    await expect(history.getByRole('listitem').first()).toContainText('kim cương');
    await expect(history.getByRole('listitem').filter({ hasText: 'cúp' })).toHaveCount(0);
  });
});
