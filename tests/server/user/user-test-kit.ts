import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from '../support/test-app';

export const DEMO_PASSWORD = 'Uniclass@123';

export interface Session {
  phone: string;
  accessToken: string;
  uniclassToken: string;
  user: { phone: string; profiles: { id: number; isDefault: boolean; name: string; publicRef: string }[] };
}

export function authHeaders(session: Pick<Session, 'phone' | 'accessToken'>, phone = session.phone) {
  return { access_token: session.accessToken, access_user: phone };
}

export function envelope(res: LightMyRequestResponse) {
  // biome-ignore lint/suspicious/noExplicitAny: the tests assert response shapes at runtime.
  return res.json() as { errorCode: number; message: string; data: any };
}

/** Asserts an error envelope with this status and a non-zero errorCode; returns the body. */
export function expectError(res: LightMyRequestResponse, status: number, errorCode?: number) {
  expect(res.statusCode, res.body).toBe(status);
  const body = envelope(res);
  expect(body.errorCode).not.toBe(0);
  if (errorCode !== undefined) expect(body.errorCode).toBe(errorCode);
  expect(typeof body.message).toBe('string');
  return body;
}

export function expectOk(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(200);
  const body = envelope(res);
  expect(body.errorCode).toBe(0);
  return body.data;
}

export async function login(
  t: TestApp,
  phone: string,
  password = DEMO_PASSWORD,
  remoteAddress = '127.0.0.1',
): Promise<Session> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/main/user/login',
    payload: { phone, password, platform: 'WEB' },
    remoteAddress,
  });
  const data = expectOk(res);
  return { phone, ...data };
}

/** The 6 digits of the latest OTP sent to `phone`, read through the dev outbox endpoint. */
export async function latestOtp(t: TestApp, phone: string): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/main/dev/sms-outbox?phone=${encodeURIComponent(phone)}`,
  });
  const messages = expectOk(res) as { body: string }[];
  const match = /(\d{6})/.exec(messages[0]?.body ?? '');
  if (!match?.[1]) throw new Error(`no OTP in the outbox of ${phone}`);
  return match[1];
}

/** A fresh valid mobile number per call (09x form), unique within a test run. */
let counter = 0;
export function freshPhone(prefix = '098'): string {
  counter += 1;
  const tail = String((process.pid * 1000 + counter) % 10_000_000).padStart(7, '0');
  return `${prefix}${tail}`;
}

/** Lets the OTP cool-down pass without waiting a minute. */
export async function skipCooldown(t: TestApp, phone: string): Promise<void> {
  await t.db
    .updateTable('auth_counters')
    .set({ window_start: new Date(t.clock.now() - 3_600_000) })
    .where('phone', '=', phone)
    .where('kind', '=', 'otp_cooldown')
    .execute();
}

/**
 * Sends the registration OTP to `phone` and checks it at its own step (register-verify-otp); returns
 * the proof register-confirm-v2 takes.
 */
export async function verifiedRegistration(
  t: TestApp,
  phone: string,
  remoteAddress = '127.0.0.1',
): Promise<string> {
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/main${url}`, payload, remoteAddress });
  expectOk(await post('/user/register', { phone }));
  const otp = await latestOtp(t, phone);
  return expectOk(await post('/user/register-verify-otp', { phone, otp })).verificationToken as string;
}
