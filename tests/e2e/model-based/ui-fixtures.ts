/**
 * The named fixtures UI models refer to (`{ fixture: 'loginAsParent' }`): things a user or the
 * server does that take more than a click, all against the real server.
 */
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import {
  DEMO_ANNOUNCEMENTS,
  DEMO_NOTIFICATION_PROFILE,
  DEMO_NOTIFICATIONS,
} from '../../../server/notification/seed-notifications';
import type { CatalogueCourse } from '../../../src/contracts/learning';
import { ROUTES, SCHEDULE_ACTION } from '../../../src/domain/constants';
import { WEEKDAY_NAMES } from '../../../src/views/pages/ai-class/learning-format';
import { wallClockNow } from '../../support/wall-clock';
import { DEMO_PASSWORD, DEMO_PHONES, storeSessionThroughApi } from '../support/fixtures';
import { freshPhone, readOtp, register, submitSignUp } from '../support/sign-up';
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
/**
 * Opens the profile menu and picks "Chuyển sang hồ sơ này" of `to`. The page a login lands on may
 * still hand over to the page the post-login checks choose: the menu stays open through that
 * (route-focus.tsx leaves the focus in an open menu), so one click opens it for good.
 */
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
  const res = await request.post('/main/user/logout', {
    headers: await browserSessionHeaders(page),
    data: {},
  });
  expect(res.ok(), 'session revoked on the server').toBe(true);
}

const panel = (page: Page) => page.getByRole('dialog', { name: 'Thông báo' });

/**
 * The pupil brings the item to the middle of the list and clicks it. Clicking scrolls only as far as
 * needed, which for an item low in the list would bring the infinite-scroll sentinel into view: the
 * panel stays open after the click, so the next page would load (list.endReached) as the path's step
 * runs, an event the path does not name.
 */
async function clickNotification(page: Page, content: string | RegExp): Promise<void> {
  const item = panel(page).getByRole('listitem').filter({ hasText: content }).getByRole('button');
  await item.evaluate((el) => el.scrollIntoView({ block: 'center' }), undefined, { timeout: 16_000 });
  await item.click();
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

/**
 * Gives the browser's profile an enrolment to change, as a registration on another device would:
 * the slot the schedule confirmation's new registration picks (Tiếng Anh AI Lớp 2, Cơ bản, Thứ Bảy
 * 18:00). The server answers a held seat again without a second one, so a run where that path already
 * registered it changes nothing.
 */
async function enrolBrowserProfile(page: Page, request: APIRequestContext): Promise<void> {
  const headers = await browserSessionHeaders(page);
  const catalogue = await request.get('/main/user/class-schedules', { headers });
  expect(catalogue.ok(), 'class schedules').toBe(true);
  const courses = (await catalogue.json()).data as CatalogueCourse[];
  const slot = courses
    .find((c) => c.title.includes('Tiếng Anh AI Lớp 2'))
    ?.levels.find((l) => l.name === 'Cơ bản')
    ?.slots.find((s) => WEEKDAY_NAMES[s.weekday] === 'Thứ Bảy' && s.startTime === '18:00');
  expect(slot, 'the seeded slot Thứ Bảy 18:00').toBeDefined();
  const saved = await request.post('/main/user/save-schedules', {
    headers,
    data: { schedule_id: slot!.id, action: SCHEDULE_ACTION.NEW_REGISTRATION },
  });
  expect(saved.ok(), 'schedule saved on the server').toBe(true);
}

/**
 * The route checks' accounts whose contest answer is "contest" (server/db/seed/demo-accounts.ts),
 * and the sessions of paths that open a page right after logging in (the route checks' scenarios,
 * `checkOnPage`, and the schedule pages): the session a login stores, written straight into the
 * browser. A login through the form first ran the app on a landing page the path left at once
 * (issue 29); the form is tested by the session paths and the hand-written specs.
 */
const routeCheckFixtures: RunContext['fixtures'] = {
  sessionOfParent: async ({ page, request }) => {
    await restoreParentProfile(request);
    await storeSessionThroughApi(page, PARENT);
  },
  sessionOfNoGrade: ({ page }) => storeSessionThroughApi(page, DEMO_PHONES.noGrade),
  sessionOfNoSchedules: ({ page }) => storeSessionThroughApi(page, DEMO_PHONES.noSchedules),
  sessionOfLandingPageNoSchool: ({ page }) => storeSessionThroughApi(page, DEMO_PHONES.ldpNoSchool),
  // The seeded club moderator: the layout-exempt source 102 (server/db/seed/demo-accounts.ts).
  sessionOfLayoutExempt: ({ page }) => storeSessionThroughApi(page, '0901000009'),
  // The seeded school admin of the contest: a contest profile with grade and class, no schedule.
  loginAsContestWithoutSchedule: ({ page }) => loginAgainAs(page, '0901000008'),
  // A contest profile with grade, without class: the post-login checks send it to /update-contest-info.
  loginAsContestWithoutClass: ({ page }) => loginAgainAs(page, '0901000004'),
  freshAccountWithoutDefaultProfileOffline: ({ page, request }) =>
    freshAccountWithoutDefaultProfileOffline(page, request),
};

/**
 * The only way the app holds a ready session without a default profile (the post-login checks then
 * pass at once): a fresh account (signed up through the real OTP flow, the only kind a path may
 * change) loses its default profile on the server, another tab stores basic-info's answer (this
 * tab's session stores that user and removes the stored profile), and the next start finds the
 * connection lost: basic-info fails in the browser, so the session keeps the stored user.
 */
async function freshAccountWithoutDefaultProfileOffline(
  page: Page,
  request: APIRequestContext,
): Promise<void> {
  await register(page, freshPhone(), (phone) => readOtp(request, phone));
  await unsetDefaultProfileOfBrowserAccount(page, request);
  await storeEditedUserInAnotherTab(page, request);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('profile')), {
      message: 'this tab heard the stored user and dropped its profile',
    })
    .toBeNull();
  await page.route(
    (url) => url.pathname === '/main/user/basic-info',
    (route) => route.abort('internetdisconnected'),
  );
}

// --- Session and notifications paths (issue 18): fresh accounts, account states, the page clock. ---

/** The credentials this browser's page holds (its access token cookie and stored phone). */
async function browserSessionHeaders(page: Page): Promise<Record<string, string>> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'access_token');
  const phone = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').phone as string);
  expect(cookie?.value, 'the page holds an access token').toBeTruthy();
  return { access_token: cookie!.value, access_user: phone };
}

/**
 * The account of this browser loses its default profile on the server (the dev-only
 * POST /main/dev/account/unset-default-profile): the state SPEC §7 logs out at the next basic-info.
 * Only fresh accounts made by a path's own sign-up are changed this way.
 */
async function unsetDefaultProfileOfBrowserAccount(page: Page, request: APIRequestContext): Promise<void> {
  const res = await request.post('/main/dev/account/unset-default-profile', {
    headers: await browserSessionHeaders(page),
    data: {},
  });
  expect(res.ok(), 'default profile unset on the server').toBe(true);
  expect((await res.json()).data.unset).toBe(1);
}

/**
 * The account holder's name is changed on the server (as from another device), and another tab of
 * this browser stores the user basic-info now answers, as that tab's own refresh would: this tab's
 * app hears it as a storage event (session.userUpdated). The other tab is a page without the app, so
 * its actors do not report on the QA channel the path listens to.
 */
async function storeEditedUserInAnotherTab(page: Page, request: APIRequestContext): Promise<void> {
  const headers = await browserSessionHeaders(page);
  const renamed = await request.post('/main/user/update-account-info', {
    headers,
    data: { name: `Chủ tài khoản ${wallClockNow() % 100_000}` },
  });
  expect(renamed.ok(), 'account holder renamed').toBe(true);
  const info = await request.get('/main/user/basic-info', { headers });
  expect(info.ok(), 'basic-info of the renamed account').toBe(true);
  const { user } = (await info.json()).data as { user: unknown };
  const other = await page.context().newPage();
  await other.goto('/healthz');
  await other.evaluate((fresh) => localStorage.setItem('user', JSON.stringify(fresh)), user);
  await other.close();
}

/** 'Báo cáo học tập tháng 10/2026 đã sẵn sàng': the month-end job's notification, with the report link. */
const MONTHLY_REPORT_NOTIFICATION = /Báo cáo học tập tháng \d{1,2}\/\d{4} đã sẵn sàng/;
const SEEDED_REJECTED = DEMO_NOTIFICATIONS.find((n) => n.data?.feedNotificationStatus === 'REJECTED')!;

async function notificationsOfParent(
  request: APIRequestContext,
  headers: Record<string, string>,
): Promise<Array<{ id: string; content: string; isRead: 0 | 1 }>> {
  const all: Array<{ id: string; content: string; isRead: 0 | 1 }> = [];
  let cursor: string | null = null;
  do {
    const res = await request.get('/main/notification/list', {
      headers,
      params: { limit: 50, productType: 'ALL', ...(cursor ? { cursor } : {}) },
    });
    const { data } = (await res.json()) as { data: { actions: typeof all; cursor: string | null } };
    all.push(...data.actions);
    cursor = data.cursor;
  } while (cursor);
  return all;
}

/**
 * The notification profile's list as the test model's examples have it: the seeded REJECTED post
 * read (the seed has it unread), and a read monthly report notification announced by the real
 * month-end job (the seed has none with a report link). Runs after resetNotifications, which marks
 * every notification outside the seed's unread ones read.
 */
async function alignNotificationsWithExamples(request: APIRequestContext): Promise<void> {
  const headers = await apiLogin(request, PARENT);
  let items = await notificationsOfParent(request, headers);
  if (!items.some((n) => MONTHLY_REPORT_NOTIFICATION.test(n.content))) {
    const info = await request.get('/main/user/basic-info', { headers });
    const { user } = (await info.json()).data as { user: { profiles: Array<{ id: number; name: string }> } };
    const profile = user.profiles.find((p) => p.name === DEMO_NOTIFICATION_PROFILE)!;
    const replay = await request.post('/main/dev/report/month-end', {
      headers,
      data: { profile_id: profile.id },
    });
    expect((await replay.json()).data?.sent, 'month-end job announced the report').toBe(1);
    items = await notificationsOfParent(request, headers);
  }
  const toRead = items.filter(
    (n) =>
      n.isRead === 0 &&
      (n.content === SEEDED_REJECTED.content || MONTHLY_REPORT_NOTIFICATION.test(n.content)),
  );
  for (const n of toRead) {
    const r = await request.patch(`/main/notification/${n.id}/read`, { headers, data: {} });
    expect(r.ok(), `notification ${n.id} read`).toBe(true);
  }
}

/**
 * The page's timers run on Playwright's clock, flowing like the real one until a path pauses it:
 * the notification's 200 ms wait before navigating then holds while the path's next action lands
 * (the panel opened again within those 200 ms), and resumes when the path waits for the navigation.
 */
async function pausePageClock(page: Page): Promise<void> {
  // pauseAt needs a time not yet passed in the page; a busy machine may pass the first one.
  for (let attempt = 0; ; attempt++) {
    const now = await page.evaluate(() => Date.now()); // the page's own clock
    try {
      await page.clock.pauseAt(now + 50);
      return;
    } catch (error) {
      if (attempt >= 3 || !/past/i.test(String(error))) throw error;
    }
  }
}

const sessionAndNotificationFixtures: RunContext['fixtures'] = {
  signUpFreshAccount: ({ page, request }) => register(page, freshPhone(), (phone) => readOtp(request, phone)),
  submitFreshSignUp: ({ page, request }) =>
    submitSignUp(page, freshPhone(), (phone) => readOtp(request, phone)),
  unsetDefaultProfileOfBrowserAccount: ({ page, request }) =>
    unsetDefaultProfileOfBrowserAccount(page, request),
  storeEditedUserInAnotherTab: ({ page, request }) => storeEditedUserInAnotherTab(page, request),
  alignNotificationsWithExamples: ({ request }) => alignNotificationsWithExamples(request),
  installPageClock: ({ page }) => page.clock.install(),
  pausePageClock: ({ page }) => pausePageClock(page),
  resumePageClock: ({ page }) => page.clock.resume(),
  clickRejectedNotification: ({ page }) => clickNotification(page, SEEDED_REJECTED.content),
  clickReportNotification: ({ page }) => clickNotification(page, MONTHLY_REPORT_NOTIFICATION),
};

export const uiFixtures: RunContext['fixtures'] = {
  ...routeCheckFixtures,
  ...sessionAndNotificationFixtures,
  loginAsParent: async ({ page, request }) => {
    await restoreParentProfile(request);
    await uiLogin(page, PARENT);
  },
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
  enrolBrowserProfile: ({ page, request }) => enrolBrowserProfile(page, request),
  resetNotifications: async ({ request }) => {
    await restoreParentProfile(request);
    await resetNotifications(request);
  },
  switchToProfileWithoutNotifications: ({ page }) => switchProfileInMenu(page, 'Bảo Ngọc'),
  switchToGiaBao: ({ page }) => switchProfileInMenu(page, 'Gia Bảo'),
  // Escape in the panel, as a keyboard user closes it (the focus goes back to the bell).
  closeNotificationPanel: ({ page }) => panel(page).press('Escape'),
  clickApprovedNotification: ({ page }) => clickNotification(page, DEMO_NOTIFICATIONS[0]!.content),
  // The pinned AI Class announcement: read, like the test model's example of another kind (its click
  // queues no read job, it opens /lop-hoc), and at the top of the list, far from the sentinel that
  // loads the next page (the panel stays open after the click).
  clickOtherNotification: ({ page }) => clickNotification(page, DEMO_ANNOUNCEMENTS[0].content),
  notificationArrives: async ({ page, request }) => {
    const profileId = await page.evaluate(() => JSON.parse(localStorage.getItem('k12_profile') ?? '{}').id);
    const created = await request.post('/main/dev/notifications', {
      data: { profileId, productType: 'UNICLASS_CLUB', content: 'Bài viết mới của lớp 3A' },
    });
    expect(created.status(), 'dev notification created').toBe(201);
  },
};
