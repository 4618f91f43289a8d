import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from '../support/test-app';
import { authHeaders, login, type Session } from '../user/user-test-kit';

export const PARENT = '0901000001';

// biome-ignore lint/suspicious/noExplicitAny: response shapes are asserted at runtime.
export type Body = { resultCode: number; errorCode: number; message: string; data: any };

export function body(res: LightMyRequestResponse): Body {
  return res.json() as Body;
}

export async function loginParent(t: TestApp): Promise<Session> {
  return login(t, PARENT);
}

/** A session of the parent switched to the profile named `name` (its own access token). */
export async function sessionOf(t: TestApp, name: string): Promise<Session & { profileId: number }> {
  const session = await loginParent(t);
  const profile = session.user.profiles.find((p) => p.name === name);
  if (!profile) throw new Error(`no profile ${name}`);
  if (profile.isDefault) return { ...session, profileId: profile.id };
  const res = await t.app.inject({
    method: 'POST',
    url: '/main/user/switch-profile',
    headers: authHeaders(session),
    payload: { profile_id: profile.id },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { ...session, accessToken: res.json().data.accessToken, profileId: profile.id };
}

export async function list(
  t: TestApp,
  session: Session,
  query: Record<string, string | number> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'GET',
    url: '/main/notification/list',
    headers: authHeaders(session),
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
}

export function patch(t: TestApp, session: Session, path: string) {
  return t.app.inject({
    method: 'PATCH',
    url: `/main/notification/${path}`,
    headers: authHeaders(session),
    payload: {},
  });
}

/** Every action over every page, following the cursor until it is null. */
export async function allPages(
  t: TestApp,
  session: Session,
  productType = 'ALL',
  between?: () => Promise<void>,
) {
  const pages: Array<{ id: string; productType: string; isRead: number; content: string }[]> = [];
  let cursor: string | null = null;
  do {
    const res = await list(t, session, { limit: 10, productType, ...(cursor ? { cursor } : {}) });
    expect(res.statusCode, res.body).toBe(200);
    const b = body(res);
    expect(b.resultCode).toBe(1);
    pages.push(b.data.actions);
    cursor = b.data.cursor;
    if (cursor && between) await between();
  } while (cursor && pages.length < 20);
  return pages;
}

export async function unreadInDb(t: TestApp, profileId: number): Promise<number> {
  const { count } = await t.db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('profile_id', '=', profileId)
    .where('channel', '=', 'IN_APP')
    .where('is_read', '=', false)
    .executeTakeFirstOrThrow();
  return Number(count);
}
