import { afterAll, beforeAll, describe, it } from 'vitest';
import { ERROR_CODES } from '../../../server/http/error-codes';
import { createTestApp, engines, type TestApp } from '../support/test-app';
import { authHeaders, expectError, expectOk, login } from '../user/user-test-kit';

/* Issue 10 item 7: a login token issued by a session survived that session's logout for 2 minutes. */
describe.each(engines())('logout revokes what the session issued (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/main${url}`, payload, headers, remoteAddress: '10.31.0.1' });

  it("a login token dies with its session's logout; another session's token lives on", async () => {
    const session = await login(t, '0901000002');
    const other = await login(t, '0901000002');
    const mine = expectOk(await post('/user/login-token', {}, authHeaders(session))).token as string;
    const theirs = expectOk(await post('/user/login-token', {}, authHeaders(other))).token as string;
    expectOk(await post('/user/logout', {}, authHeaders(session)));
    expectError(
      await post('/user/login-token/exchange', { token: mine }),
      401,
      ERROR_CODES.LOGIN_TOKEN_INVALID,
    );
    expectOk(await post('/user/login-token/exchange', { token: theirs }));
  });
});
