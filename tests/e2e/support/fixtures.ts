import { randomInt } from 'node:crypto';
import { test as base, expect, type Page } from '@playwright/test';
import { ROUTES } from '../../../src/domain/constants';

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

const OTP_WAIT_MS = 5_000;
const OTP_POLL_MS = 200;

interface OutboxMessage {
  phone?: string;
  body?: string;
  code?: string;
  createdAt?: string;
}

export interface E2eFixtures {
  /** Logs in through the UI (/dang-nhap) and waits until the app has left the login page. */
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

function newestOtp(messages: OutboxMessage[]): string | null {
  const newestFirst = [...messages].sort(
    (a, b) => Date.parse(b.createdAt ?? '') - Date.parse(a.createdAt ?? ''),
  );
  for (const message of newestFirst) {
    const code = message.code ?? message.body?.match(/\b\d{6}\b/)?.[0];
    if (code) return code;
  }
  return null;
}

function outboxMessages(payload: unknown): OutboxMessage[] {
  const data = (payload as { data?: unknown } | null)?.data ?? payload;
  if (Array.isArray(data)) return data as OutboxMessage[];
  const nested = (data as { messages?: unknown } | null)?.messages;
  return Array.isArray(nested) ? (nested as OutboxMessage[]) : [];
}

async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator('#root')).not.toBeEmpty();
}

const issuedPhones = new Set<string>();

export const test = base.extend<E2eFixtures>({
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
    await use(async (phone, password = DEMO_PASSWORD) => {
      await page.goto(ROUTES.login);
      await page.getByLabel('Số điện thoại').fill(phone);
      await page.getByLabel('Mật khẩu', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
      await page.waitForURL((url) => !url.pathname.startsWith(ROUTES.login));
      await waitForApp(page);
    });
  },

  readOtp: async ({ request }, use) => {
    await use(async (phone) => {
      let lastStatus = 0;
      const deadline = Date.now() + OTP_WAIT_MS;
      // Sending is part of the request that triggered it, but poll briefly in case a provider queues it.
      while (Date.now() < deadline) {
        const response = await request.get('/main/dev/sms-outbox', { params: { phone } });
        lastStatus = response.status();
        if (response.ok()) {
          const code = newestOtp(outboxMessages(await response.json()));
          if (code) return code;
        }
        await new Promise((resolve) => setTimeout(resolve, OTP_POLL_MS));
      }
      throw new Error(`Không có OTP cho ${phone} trong hộp thư SMS dev (HTTP ${lastStatus})`);
    });
  },

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern.
  freshPhone: async ({}, use) => {
    await use(() => {
      // 098x is a real mobile prefix outside the demo range 0901000001-0901000005; random digits keep
      // reruns against the same DATA_DIR apart, the set keeps one worker's numbers apart.
      let phone: string;
      do {
        phone = `098${randomInt(0, 10_000_000).toString().padStart(7, '0')}`;
      } while (issuedPhones.has(phone));
      issuedPhones.add(phone);
      return phone;
    });
  },
});

export { expect };
