/**
 * The named fixtures UI models refer to (`{ fixture: 'loginAsParent' }`): things a user or the
 * server does that take more than a click, all against the real server.
 */
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import {
  DEMO_NOTIFICATION_PROFILE,
  DEMO_NOTIFICATIONS,
} from '../../../server/notification/seed-notifications';
import { ROUTES } from '../../../src/domain/constants';
import { BELL_NAME, DEMO_PASSWORD, DEMO_PHONES } from '../support/fixtures';
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

/**
 * Makes the parent's seeded profile the default again: a path that switched profiles changes it on
 * the server, and every path starts from the same account.
 */
async function restoreParentProfile(request: APIRequestContext): Promise<void> {
  const headers = await apiLogin(request, PARENT);
  const info = await request.get('/main/user/basic-info', { headers });
  const { user } = (await info.json()).data as {
    user: { profiles: Array<{ id: number; name: string; isDefault: boolean }> };
  };
  const seeded = user.profiles.find((p) => p.name === DEMO_NOTIFICATION_PROFILE);
  if (!seeded || seeded.isDefault) return;
  const switched = await request.post('/main/user/switch-profile', {
    headers,
    data: { profile_id: seeded.id },
  });
  expect(switched.ok(), 'switch back to the seeded profile').toBe(true);
}

/** The profile menu's "Chuyển sang hồ sơ này" of another profile: the app switches, then reloads. */
async function switchProfileInMenu(page: Page, to: string): Promise<void> {
  await page.getByRole('button', { name: /^Hồ sơ: / }).click();
  await page
    .getByRole('group', { name: to })
    .getByRole('menuitem', { name: 'Chuyển sang hồ sơ này' })
    .click();
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

/**
 * Logs this browser's session out on the server (POST /main/user/logout with the token the page
 * holds), as a logout on another device of the same session does: the next request of the page is
 * answered 401 with an error envelope.
 */
async function revokeBrowserSession(page: Page, request: APIRequestContext): Promise<void> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'access_token');
  const phone = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').phone as string);
  expect(cookie?.value, 'the page holds an access token').toBeTruthy();
  const res = await request.post('/main/user/logout', {
    headers: { access_token: cookie!.value, access_user: phone },
    data: {},
  });
  expect(res.ok(), 'session revoked on the server').toBe(true);
}

const panel = (page: Page) => page.getByRole('dialog', { name: 'Thông báo' });

async function ensurePanelOpen(page: Page): Promise<void> {
  if (await panel(page).isVisible()) return;
  await page.getByRole('button', { name: BELL_NAME }).click();
  await expect(panel(page)).toBeVisible();
}

async function clickNotification(page: Page, content: string): Promise<void> {
  await ensurePanelOpen(page);
  await panel(page).getByRole('listitem').filter({ hasText: content }).getByRole('button').click();
}

/**
 * Logs another account in on the page the path has open. The browser holds the scenario's session:
 * it is dropped first, as a logout on the device would.
 */
async function loginAgainAs(page: Page, phone: string): Promise<void> {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await uiLogin(page, phone);
}

/** The route checks' accounts whose contest answer is "contest" (server/db/seed/demo-accounts.ts). */
const routeCheckFixtures: RunContext['fixtures'] = {
  // The seeded school admin of the contest: a contest profile with grade and class, no schedule.
  loginAsContestWithoutSchedule: ({ page }) => loginAgainAs(page, '0901000008'),
  // A contest profile with grade, without class: the post-login checks send it to /update-contest-info.
  loginAsContestWithoutClass: ({ page }) => loginAgainAs(page, '0901000004'),
};

export const uiFixtures: RunContext['fixtures'] = {
  ...routeCheckFixtures,
  loginAsParent: async ({ page, request }) => {
    await restoreParentProfile(request);
    await uiLogin(page, PARENT);
  },
  loginAsNoGrade: ({ page }) => uiLogin(page, DEMO_PHONES.noGrade),
  loginAsNoSchedules: ({ page }) => uiLogin(page, DEMO_PHONES.noSchedules),
  loginAsLandingPageNoSchool: ({ page }) => uiLogin(page, DEMO_PHONES.ldpNoSchool),
  // The seeded club moderator: the layout-exempt source 102 (server/db/seed/demo-accounts.ts).
  loginAsLayoutExempt: ({ page }) => uiLogin(page, '0901000009'),
  changeProfileInAnotherTab: async ({ page }) => {
    // A second tab of the same browser stores another profile; a page without the app, so its own
    // actors do not report on the QA channel this path listens to.
    const other = await page.context().newPage();
    await other.goto('/healthz');
    await other.evaluate(() => {
      const current = JSON.parse(localStorage.getItem('k12_profile') ?? '{}') as { id?: number };
      const user = JSON.parse(localStorage.getItem('user') ?? '{}') as { profiles?: Array<{ id: number }> };
      const another = user.profiles?.find((p) => p.id !== current.id);
      if (!another) throw new Error('the stored user has no other profile');
      localStorage.setItem('k12_profile', JSON.stringify(another));
    });
    await other.close();
  },
  openOneTimeLoginLink: async ({ page, request }) => {
    const headers = await apiLogin(request, PARENT);
    const res = await request.post('/main/user/login-token', { headers, data: {} });
    expect(res.ok(), 'one-time login token').toBe(true);
    const { token } = (await res.json()).data as { token: string };
    await page.goto(`${ROUTES.tokenLogin}/${token}`);
  },
  revokeBrowserSession: ({ page, request }) => revokeBrowserSession(page, request),
  resetNotifications: async ({ request }) => {
    await restoreParentProfile(request);
    await resetNotifications(request);
  },
  switchToProfileWithoutNotifications: ({ page }) => switchProfileInMenu(page, 'Bảo Ngọc'),
  openNotificationPanel: async ({ page }) => {
    // `panel.opened` is sent when the panel opens: close it first when a step left it open.
    if (await panel(page).isVisible()) await page.keyboard.press('Escape');
    await expect(panel(page)).toHaveCount(0);
    await page.getByRole('button', { name: BELL_NAME }).click();
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
