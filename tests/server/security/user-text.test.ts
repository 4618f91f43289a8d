import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_TYPES } from '../../../src/domain/constants';
import { createTestApp, engines, type TestApp } from '../support/test-app';
import { authHeaders, expectError, freshPhone, login, type Session } from '../user/user-test-kit';

/*
 * Issue 10 item 2: a NUL byte in stored text answered 500 on PostgreSQL ("invalid byte sequence for
 * encoding UTF8: 0x00"). Text is refused at the schema level (UserText, and every format-less request
 * string through the validator compiler), so no route can forget.
 */
const ODD = ['Anh\u0000Minh', '\u0007', '\u001B[2J', '\u007F', '\u0085', 'x\uD800', '\uDC00y'];

describe.each(engines())('odd bytes in user text on %s', (engine) => {
  let t: TestApp;
  let parent: Session;
  beforeAll(async () => {
    t = await createTestApp({ engine });
    parent = await login(t, '0901000001');
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, payload: unknown, session?: Session) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: session ? authHeaders(session) : {},
      remoteAddress: '10.9.9.9',
    });

  it.each(ODD)('every route the audit named answers 400, never 500 (%j)', async (odd) => {
    const profileId = parent.user.profiles[0]!.id;
    const cases: [string, unknown, Session | undefined][] = [
      [
        '/main/user/select-subject',
        { grade: 3, subject: odd, profile_id: profileId, isParent: true },
        parent,
      ],
      ['/main/user/update-account-info', { name: odd }, parent],
      ['/main/user/update-account-info', { address: odd }, parent],
      ['/main/user/update-profile-info', { profile_id: profileId, name: odd }, parent],
      ['/main/user/update-profile-info', { profile_id: profileId, class_name: odd }, parent],
      ['/main/user/create-profile-info', { name: odd }, parent],
      [
        '/main/user/register-confirm-v2',
        { phone: freshPhone(), name: odd, grade: 3, password: 'Uniclass@123' },
        undefined,
      ],
      [
        '/service3/register/consult',
        {
          requestType: 1,
          fullName: odd,
          phone: '0912345678',
          platform: 'WEB',
          followCourse: 'Toán',
          grade: 3,
          birthday: null,
        },
        undefined,
      ],
      [
        '/main/dev/notifications',
        { profileId, productType: PRODUCT_TYPES.AI_CLASS, content: odd },
        undefined,
      ],
    ];
    for (const [url, payload, session] of cases) {
      const body = expectError(await post(url, payload, session), 400);
      expect(body.message, url).toContain('ký tự không được phép');
    }
  });

  it('tab and line breaks stay allowed in text', async () => {
    const res = await post(
      '/main/user/update-account-info',
      { address: '12 Lê Lợi\r\nQuận 1\tHà Nội' },
      parent,
    );
    expect(res.statusCode, res.body).toBe(200);
  });
});
