/**
 * The named fixtures UI models refer to (`{ fixture: 'loginAsParent' }`): things a user or the
 * server does that take more than a click, all against the real server.
 */
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { DEMO_NOTIFICATIONS } from '../../../server/notification/seed-notifications';
import { ROUTES } from '../../../src/domain/constants';
import { DEMO_PASSWORD, DEMO_PHONES } from '../support/fixtures';
import type { RunContext } from './browser-runner';

const PARENT = DEMO_PHONES.parentThreeProfiles;
const SEEDED_UNREAD = new Set(DEMO_NOTIFICATIONS.filter((n) => n.unread).map((n) => n.content));

async function apiLogin(request: APIRequestContext, phone: string): Promise<Record<string, string>> {
  const login = await request.post('/main/user/login', {
    data: { phone, password: DEMO_PASSWORD, platform: 'WEB' },
  });
  expect(login.ok(), 'API login').toBe(true);
  const { accessToken } = (await login.json()).data as { accessToken: string };
  return { access_token: accessToken, access_user: phone };
}

async function uiLogin(page: Page, phone: string): Promise<void> {
  await page.goto(ROUTES.login);
  await page.getByLabel('Số điện thoại').fill(phone);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith(ROUTES.login));
  await expect(page.getByRole('button', { name: /^Hồ sơ: / })).toBeVisible();
}

/** Puts the parent's notifications back to the seeded read state, so every path starts alike. */
async function resetNotifications(request: APIRequestContext): Promise<void> {
  const headers = await apiLogin(request, PARENT);
  let cursor: string | null = null;
  do {
    const res = await request.get('/main/notification/list', {
      headers,
      params: { limit: 50, productType: 'ALL', ...(cursor ? { cursor } : {}) },
    });
    const { data } = (await res.json()) as {
      data: { actions: Array<{ id: string; content: string; isRead: 0 | 1 }>; cursor: string | null };
    };
    for (const action of data.actions) {
      const unread = SEEDED_UNREAD.has(action.content);
      if (unread !== (action.isRead === 0)) {
        const r = await request.patch(`/main/notification/${action.id}/${unread ? 'unread' : 'read'}`, {
          headers,
          data: {},
        });
        expect(r.ok()).toBe(true);
      }
    }
    cursor = data.cursor;
  } while (cursor);
}

const panel = (page: Page) => page.getByRole('dialog', { name: 'Thông báo' });

async function ensurePanelOpen(page: Page): Promise<void> {
  if (await panel(page).isVisible()) return;
  await page.getByRole('button', { name: 'Thông báo', exact: true }).click();
  await expect(panel(page)).toBeVisible();
}

async function clickNotification(page: Page, content: string): Promise<void> {
  await ensurePanelOpen(page);
  await panel(page).getByRole('listitem').filter({ hasText: content }).getByRole('button').click();
}

export const uiFixtures: RunContext['fixtures'] = {
  loginAsParent: ({ page }) => uiLogin(page, PARENT),
  openOneTimeLoginLink: async ({ page, request }) => {
    const headers = await apiLogin(request, PARENT);
    const res = await request.post('/main/user/login-token', { headers, data: {} });
    expect(res.ok(), 'one-time login token').toBe(true);
    const { token } = (await res.json()).data as { token: string };
    await page.goto(`${ROUTES.tokenLogin}/${token}`);
  },
  resetNotifications: ({ request }) => resetNotifications(request),
  openNotificationPanel: async ({ page }) => {
    // `panel.opened` is sent when the panel opens: close it first when a step left it open.
    if (await panel(page).isVisible()) await page.keyboard.press('Escape');
    await expect(panel(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Thông báo', exact: true }).click();
  },
  ensureNotificationPanelOpen: ({ page }) => ensurePanelOpen(page),
  clickApprovedNotification: ({ page }) => clickNotification(page, DEMO_NOTIFICATIONS[0]!.content),
  clickOtherNotification: async ({ page }) => {
    const other = DEMO_NOTIFICATIONS.find((n) => n.productType === 'UNICLASS_AI_CLASS');
    await clickNotification(page, other!.content);
  },
  notificationArrives: async ({ page, request }) => {
    const profileId = await page.evaluate(() => JSON.parse(localStorage.getItem('k12_profile') ?? '{}').id);
    const created = await request.post('/main/dev/notifications', {
      data: { profileId, productType: 'UNICLASS_CLUB', content: 'Bài viết mới của lớp 3A' },
    });
    expect(created.status(), 'dev notification created').toBe(201);
  },
};
