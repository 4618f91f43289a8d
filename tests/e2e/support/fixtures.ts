import { randomUUID } from 'node:crypto';
import { test as base, expect, type Page } from '@playwright/test';
import {
  ACCESS_TOKEN_COOKIE_SECONDS,
  COOKIE_KEYS,
  ROUTES,
  STORAGE_KEYS,
} from '../../../src/domain/constants';
import type { AuthPayload } from '../../../src/domain/entities';
import { findDefaultProfile } from '../../../src/domain/profile';
import { QA_CHANNEL } from '../../../src/qa/qa-protocol';
import { wallClockNow } from '../../support/wall-clock';
import { freshPhone, readOtp } from './sign-up';
import { recordWorkerTiming, startWorkerServer, type WorkerServer } from './worker-server';

/** The password of every demo account of the seed (team contract). */
export const DEMO_PASSWORD = 'Uniclass@123';

/** The header bell: 'Thông báo', or 'Thông báo, 7 chưa đọc' with unread items (issue 16). */
export const BELL_NAME = /^Thông báo(, \d+ chưa đọc)?$/;

/** Demo accounts of the seed, by what makes each one special. */
export const DEMO_PHONES = {
  parentThreeProfiles: '0901000001',
  noGrade: '0901000002',
  noSchedules: '0901000003',
  contestNoClass: '0901000004',
  ldpNoSchool: '0901000005',
} as const;

export interface E2eFixtures {
  /**
   * Signs in the way a returning user arrives: a session issued by POST /main/user/login and stored
   * where the app keeps it (the session store's user, product token and access-token cookie), then
   * the home page. Specs that test the login form itself use `loginThroughUi`.
   */
  login: (phone: string, password?: string) => Promise<void>;
  /** Opens a path of the SPA and waits until React has rendered into #root. */
  navigate: (path: string) => Promise<void>;
  /** The newest OTP sent by SMS to this phone, read from the server's dev outbox (not in production). */
  readOtp: (phone: string) => Promise<string>;
  /** A valid mobile number that no demo account uses, different for every call. */
  freshPhone: () => string;
  /**
   * Console errors, uncaught page errors and CSP violations of `page`, collected from the start of the
   * test; assert `expect(pageProblems).toEqual([])` after the steps that must be clean.
   */
  pageProblems: string[];
}

/**
 * React has rendered into #root and no navigation still waits for its page's chunks: the address
 * changes when a navigation starts, the page (and its focus move, route-focus.tsx) when they are there.
 */
async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator('#root')).not.toBeEmpty();
  await expect(page.getByRole('progressbar', { name: 'Đang tải trang' })).toHaveCount(0);
}

/** Logs in through the UI (/dang-nhap) and waits until the app has left the login page. */
/** Adds the time a login took to the test's annotations, for `npm run test:times`. */
async function timedLogin(kind: 'ui' | 'api', work: () => Promise<void>): Promise<void> {
  const started = performance.now();
  await work();
  // '<ms> <id>': a beforeAll's annotation is copied onto every test of its group; the id lets
  // `npm run test:times` count that login once.
  base.info().annotations.push({
    type: `timing:login-${kind}`,
    description: `${Math.round(performance.now() - started)} ${randomUUID()}`,
  });
}

export function loginThroughUi(page: Page, phone: string, password = DEMO_PASSWORD): Promise<void> {
  return timedLogin('ui', () => fillLoginForm(page, phone, password));
}

async function fillLoginForm(page: Page, phone: string, password: string): Promise<void> {
  await page.goto(ROUTES.login);
  await page.getByLabel('Số điện thoại').fill(phone);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith(ROUTES.login));
  await waitForApp(page);
}

/**
 * The session a UI login stores, written straight into the browser (issue 29: a UI login costs a few
 * seconds; the form is tested by the specs about it). Storage keys and cookie attributes are the
 * session store's (src/platform/session-store.ts, cookies.ts).
 */
export function loginThroughApi(page: Page, phone: string, password = DEMO_PASSWORD): Promise<void> {
  return timedLogin('api', () => storeApiSession(page, phone, password));
}

/**
 * The session a UI login stores, written into the browser without opening the app: for a spec that
 * opens its own page next (the model paths' route checks), a landing page would be loaded for nothing.
 */
export function storeSessionThroughApi(page: Page, phone: string, password = DEMO_PASSWORD): Promise<void> {
  return timedLogin('api', () => storeSession(page, phone, password));
}

async function storeApiSession(page: Page, phone: string, password: string): Promise<void> {
  await storeSession(page, phone, password);
  await page.goto('/');
  await waitForApp(page);
}

async function storeSession(page: Page, phone: string, password: string): Promise<void> {
  const response = await page.request.post('/main/user/login', {
    data: { phone, password, platform: 'WEB' },
  });
  const body = (await response.json()) as { errorCode: number; message?: string; data: AuthPayload };
  if (body.errorCode !== 0)
    throw new Error(`Đăng nhập ${phone} thất bại: ${body.message ?? response.status()}`);
  const { user, uniclassToken, accessToken } = body.data;
  const origin = new URL(response.url()).origin;
  await page.context().addCookies([
    {
      name: COOKIE_KEYS.accessToken,
      value: accessToken,
      url: origin,
      sameSite: 'Lax',
      // wall clock: the browser keeps the cookie by the real date, as it would after a UI login.
      expires: Math.floor(wallClockNow() / 1000) + ACCESS_TOKEN_COOKIE_SECONDS,
    },
  ]);
  // Local storage belongs to the origin: write it from a page of the origin that runs no script and
  // asks for no /favicon.ico (the static marketing page).
  await page.goto('/site/');
  // What the session machine stores after a login (session.machine.ts: storeUser, storeProfile,
  // storeProductToken; the access token is the cookie above).
  const profile = findDefaultProfile(user.profiles) ?? null;
  await page.evaluate(
    ([keys, values]) => {
      localStorage.setItem(keys.user, JSON.stringify(values.user));
      if (values.profile) localStorage.setItem(keys.profile, JSON.stringify(values.profile));
      localStorage.setItem(keys.productToken, values.uniclassToken);
    },
    [STORAGE_KEYS, { user, profile, uniclassToken }] as const,
  );
}

/**
 * Records, in every page, the states the app's machines report over the QA bridge (QA_CHANNEL; the
 * e2e build ships the inspector), so a spec can wait for a state instead of sleeping.
 */
async function recordMachineStates(page: Page): Promise<void> {
  await page.addInitScript((channelName) => {
    const log: { machineId: string; to: unknown }[] = [];
    (window as unknown as { __machineStates: typeof log }).__machineStates = log;
    const post = BroadcastChannel.prototype.postMessage;
    BroadcastChannel.prototype.postMessage = function (this: BroadcastChannel, data: unknown) {
      const message = data as { kind?: string; machineId?: string; to?: unknown } | null;
      if (this.name === channelName && message?.kind === 'snapshot' && message.machineId)
        log.push({ machineId: message.machineId, to: message.to });
      return post.call(this, data);
    };
  }, QA_CHANNEL);
}

/** The route checks' final states (post-login-checks and layout-check machines). */
const ROUTE_CHECK_MACHINES = ['postLoginChecks', 'layoutCheck'];
const FINAL_ROUTE_CHECK_STATES = ['redirected', 'passed', 'skipped'];

/**
 * Waits until this page load's post-login and layout checks have both ended (SPEC §4: they run once
 * per load, after 1 s and 200 ms): after it, a redirect that has not happened will not happen.
 */
export async function waitForRouteChecks(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          ([machines, finals]) => {
            const log = (window as unknown as { __machineStates?: { machineId: string; to: unknown }[] })
              .__machineStates;
            return machines.every((machine) =>
              log?.some((entry) => entry.machineId === machine && finals.includes(String(entry.to))),
            );
          },
          [ROUTE_CHECK_MACHINES, FINAL_ROUTE_CHECK_STATES] as const,
        ),
      { message: 'các bước kiểm tra sau đăng nhập và bố cục đã chạy xong', timeout: 10_000 },
    )
    .toBe(true);
}

export const test = base.extend<E2eFixtures, { workerServer: WorkerServer }>({
  page: async ({ page }, use) => {
    await recordMachineStates(page);
    await use(page);
  },

  // One product server per worker (worker-server.ts), or the running one of E2E_BASE_URL.
  workerServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern.
    async ({}, use, workerInfo) => {
      const external = process.env.E2E_BASE_URL;
      if (external) {
        await use({ baseUrl: external, logFile: '', stop: async () => {} });
        return;
      }
      const started = performance.now();
      const server = await startWorkerServer(workerInfo.workerIndex);
      recordWorkerTiming(workerInfo.workerIndex, 'serverBootMs', performance.now() - started);
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],

  baseURL: async ({ workerServer }, use) => {
    await use(workerServer.baseUrl);
  },

  pageProblems: async ({ page }, use) => {
    const problems: string[] = [];
    // CSP violations reach the console as errors ("Refused to … because it violates …").
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    await use(problems);
  },

  navigate: async ({ page }, use) => {
    await use(async (path) => {
      await page.goto(path);
      await waitForApp(page);
    });
  },

  login: async ({ page }, use) => {
    await use((phone, password) => loginThroughApi(page, phone, password));
  },

  readOtp: async ({ request }, use) => {
    await use((phone) => readOtp(request, phone));
  },

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern.
  freshPhone: async ({}, use) => {
    await use(freshPhone);
  },
});

export { expect };
