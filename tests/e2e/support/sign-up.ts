/**
 * Sign-up through the real OTP flow (/dang-ky): the code is read from the server's dev SMS outbox
 * (GET /main/dev/sms-outbox, absent in production). Used by the hand-written account specs and by
 * the session's model paths.
 */
import { randomInt } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { ROUTES } from '../../../src/domain/constants';

const OTP_WAIT_MS = 5_000;
const OTP_POLL_MS = 200;

interface OutboxMessage {
  phone?: string;
  body?: string;
  code?: string;
  createdAt?: string;
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

/** The newest OTP sent by SMS to this phone, read from the server's dev outbox. */
export async function readOtp(request: APIRequestContext, phone: string): Promise<string> {
  let lastStatus = 0;
  const deadline = performance.now() + OTP_WAIT_MS;
  // Sending is part of the request that triggered it, but poll briefly in case a provider queues it.
  while (performance.now() < deadline) {
    const response = await request.get('/main/dev/sms-outbox', { params: { phone } });
    lastStatus = response.status();
    if (response.ok()) {
      const code = newestOtp(outboxMessages(await response.json()));
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, OTP_POLL_MS));
  }
  throw new Error(`Không có OTP cho ${phone} trong hộp thư SMS dev (HTTP ${lastStatus})`);
}

const issuedPhones = new Set<string>();

/** A valid mobile number that no demo account uses, different for every call. */
export function freshPhone(): string {
  // 098x is a real mobile prefix outside the demo range 0901000001-0901000009; random digits keep
  // reruns against the same DATA_DIR apart, the set keeps one worker's numbers apart.
  let phone: string;
  do {
    phone = `098${randomInt(0, 10_000_000).toString().padStart(7, '0')}`;
  } while (issuedPhones.has(phone));
  issuedPhones.add(phone);
  return phone;
}

/**
 * Fills the sign-up form of `phone` through the OTP step and submits it ('Đăng ký'); returns as soon
 * as the click lands, before the app has logged in.
 */
export async function submitSignUp(
  page: Page,
  phone: string,
  otpOf: (phone: string) => Promise<string>,
  name = 'Phạm Quỳnh Chi',
): Promise<void> {
  await page.goto(ROUTES.register);
  await page.getByLabel('Số điện thoại').fill(phone);
  await page.getByRole('button', { name: 'Tiếp tục' }).click();
  await expect(page.getByText(/Mã OTP đã được gửi tới số/)).toBeVisible();
  await page.getByLabel('Mã OTP').fill(await otpOf(phone));
  await page.getByLabel('Mã OTP').press('Enter');
  await page.getByLabel('Họ và tên').fill(name);
  await page.getByLabel('Lớp', { exact: true }).selectOption({ label: 'Lớp 2' });
  await page.getByLabel('Mật khẩu', { exact: true }).fill('HocVui2024');
  await page.getByLabel('Nhập lại mật khẩu').fill('HocVui2024');
  await page.getByRole('button', { name: 'Đăng ký', exact: true }).click();
}

/** Registers `phone` through the real OTP flow and waits until the app is logged in and has landed. */
export async function register(
  page: Page,
  phone: string,
  otpOf: (phone: string) => Promise<string>,
  name?: string,
): Promise<void> {
  await submitSignUp(page, phone, otpOf, name);
  await expect(page.getByRole('button', { name: /^Hồ sơ:/ })).toBeVisible({ timeout: 10_000 });
  // A sign-up lands like a login (issue 16): a new account has no class, so the route checks send it
  // to the schedule page. Waiting for it keeps the next click from racing that navigation.
  await expect(page).toHaveURL((url) => url.pathname === ROUTES.register && url.search === '?schedules=0');
}
