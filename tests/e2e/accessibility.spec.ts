import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { CLUB_MODERATION_ROUTE } from '../../src/domain/club';
import { ROUTES } from '../../src/domain/constants';
import { CONTEST_ROUTES } from '../../src/domain/contest';
import { DEMO_PHONES, expect, loginThroughUi, test } from './support/fixtures';

/**
 * Issue 16: axe-core on every route of SPEC §2 that exists (and the areas added since), logged out
 * and logged in, plus the open notification panel and profile menu. The WCAG 2.x A and AA rules run
 * (the level the product commits to); serious and critical findings fail the test.
 */
const ROUTES_TO_CHECK: readonly string[] = [
  ROUTES.home,
  ROUTES.aiClass,
  ROUTES.clubFeeds,
  `${ROUTES.clubFeeds}?rejected=true`,
  ROUTES.clubPopupRules,
  CLUB_MODERATION_ROUTE,
  ROUTES.aiPractice,
  ROUTES.aiTopic,
  ROUTES.accountInfo,
  ROUTES.courses,
  ROUTES.activation,
  ROUTES.activationIndex,
  `${ROUTES.giftShop}?isTrophy=true`,
  `${ROUTES.giftShop}?isTrophy=false`,
  ROUTES.login,
  ROUTES.register,
  `${ROUTES.register}?schedules=0`,
  ROUTES.chooseProfile,
  ROUTES.updateInfo,
  `${ROUTES.updateInfo}?default=true`,
  ROUTES.updateContestInfo,
  ROUTES.practiceRoom,
  ROUTES.lesson,
  ROUTES.app,
  ROUTES.link,
  `${ROUTES.tokenLogin}/khong-hop-le`,
  ROUTES.monthlyReport,
  ROUTES.downloadAppSuggestion,
  ROUTES.payment,
  ROUTES.privacyPolicy,
  ROUTES.refund,
  ROUTES.rule,
  ROUTES.permission,
  ROUTES.deleteAccount,
  CONTEST_ROUTES.home,
  CONTEST_ROUTES.rankings,
  '/khong-co-trang-nay',
];

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

const ENFORCED_IMPACTS = new Set(['serious', 'critical']);
const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** axe reads every element's colours: long pages take seconds on a busy two-core machine. */
const AXE_TEST_TIMEOUT_MS = 90_000;

/** First renders of lazy pages can take long on a busy machine; the checks are about content, not speed. */
const RENDER_TIMEOUT_MS = 30_000;

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
}

/** Waits until the page has rendered its content: its main heading, or at least the app root. */
async function settle(page: Page): Promise<void> {
  await expect(page.locator('#root')).not.toBeEmpty({ timeout: RENDER_TIMEOUT_MS });
  await expect(page.getByRole('progressbar', { name: 'Đang tải trang' })).toHaveCount(0, {
    timeout: RENDER_TIMEOUT_MS,
  });
  await page
    .locator('h1')
    .first()
    .waitFor({ state: 'visible', timeout: 5_000 })
    .catch(() => undefined);
}

/** The serious and critical violations, one readable line per failing element. */
async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  // Only violations are read: axe then skips collecting the details of every passing node.
  let builder = new AxeBuilder({ page }).withTags(WCAG_AA_TAGS).options({ resultTypes: ['violations'] });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => ENFORCED_IMPACTS.has(v.impact ?? ''))
    .flatMap((v) =>
      v.nodes.map(
        (n) => `${v.id} (${v.impact}) ${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1] ?? ''}`,
      ),
    );
}

async function expectAccessible(page: Page, include?: string): Promise<void> {
  await settle(page);
  const found = await seriousViolations(page, include);
  expect(found, `axe trên ${new URL(page.url()).pathname}${new URL(page.url()).search}`).toEqual([]);
}

test.describe('khả năng truy cập (axe-core)', () => {
  test.describe.configure({ timeout: AXE_TEST_TIMEOUT_MS });

  test.describe('chưa đăng nhập', () => {
    for (const path of ROUTES_TO_CHECK) {
      test(`${path}`, async ({ page }) => {
        await open(page, path);
        await expectAccessible(page);
      });
    }
  });

  test.describe('đã đăng nhập', () => {
    // One real login through /dang-nhap for the group: each test then opens its page in a fresh
    // context holding that session (the SPA keeps it in localStorage and cookies), as a logged-in
    // pupil opening a link would, instead of logging in again before each of ~40 pages.
    let session: StorageState;
    test.beforeAll(async ({ browser, workerServer }, testInfo) => {
      testInfo.setTimeout(AXE_TEST_TIMEOUT_MS);
      const context = await browser.newContext({ baseURL: workerServer.baseUrl });
      const page = await context.newPage();
      await loginThroughUi(page, DEMO_PHONES.parentThreeProfiles);
      // The header shows the chosen profile once the post-login flow has stored it.
      await expect(page.getByRole('button', { name: /^Hồ sơ: / })).toBeVisible({
        timeout: RENDER_TIMEOUT_MS,
      });
      session = await context.storageState();
      await context.close();
    });
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern.
    test.use({ storageState: async ({}, use) => use(session) });

    for (const path of ROUTES_TO_CHECK) {
      test(`${path}`, async ({ page }) => {
        await open(page, path);
        await expectAccessible(page);
      });
    }

    test('bài viết Club (chi tiết)', async ({ page }) => {
      await open(page, ROUTES.clubFeeds);
      const detail = page.locator(`a[href^="${ROUTES.clubFeeds}/detail/"]`).first();
      await detail.click();
      await expect(page).toHaveURL(/\/detail\//);
      await expectAccessible(page);
    });

    test('bảng thông báo đang mở', async ({ page }) => {
      await open(page, ROUTES.home);
      await page.getByRole('button', { name: /^Thông báo/ }).click();
      const panel = page.getByRole('dialog', { name: 'Thông báo' });
      await expect(panel.getByRole('listitem').first()).toBeVisible();
      await expectAccessible(page);
    });

    test('menu hồ sơ đang mở', async ({ page }) => {
      await open(page, ROUTES.home);
      await page.getByRole('button', { name: /^Hồ sơ: / }).click();
      await expect(page.getByRole('menuitem', { name: 'Đăng xuất' })).toBeVisible();
      await expectAccessible(page);
    });
  });

  test.describe('đăng nhập qua giao diện', () => {
    test('sau đăng nhập và mỗi lần chuyển trang, focus ở tiêu đề chính của trang', async ({ page }) => {
      await loginThroughUi(page, DEMO_PHONES.parentThreeProfiles);
      // The login itself was a route change: focus left the form for the new page's heading.
      await expect(page.locator('main h1')).toBeFocused();
      await page
        .getByRole('navigation', { name: 'Điều hướng chính' })
        .getByRole('link', { name: 'AI Practice' })
        .click();
      await expect(page).toHaveURL((url) => url.pathname === ROUTES.aiPractice);
      await expect(page.locator('main h1')).toBeFocused();
      await expect(page).toHaveTitle('AI Practice — Uniclass');
    });
  });
});
