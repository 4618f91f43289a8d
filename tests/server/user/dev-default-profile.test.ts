import { describe, expect, it } from 'vitest';
import { engines, useTestApp } from '../support/test-app';
import { authHeaders, expectError, expectOk, login } from './user-test-kit';

describe.each(engines())('dev: account without a default profile (%s)', (engine) => {
  describe('development', () => {
    const t = useTestApp({ engine, config: { nodeEnv: 'development' } });

    it("unsets the caller's default profile only; basic-info then has none", async () => {
      const parent = await login(t, '0901000001');
      const other = await login(t, '0901000002');
      const res = await t.app.inject({
        method: 'POST',
        url: '/main/dev/account/unset-default-profile',
        headers: authHeaders(parent),
        payload: {},
      });
      expect(expectOk(res)).toEqual({ unset: 1 });
      const info = expectOk(
        await t.app.inject({ method: 'GET', url: '/main/user/basic-info', headers: authHeaders(parent) }),
      );
      expect(info.user.profiles).toHaveLength(3);
      expect(info.user.profiles.some((p: { isDefault: boolean }) => p.isDefault)).toBe(false);
      const untouched = expectOk(
        await t.app.inject({ method: 'GET', url: '/main/user/basic-info', headers: authHeaders(other) }),
      );
      expect(untouched.user.profiles.filter((p: { isDefault: boolean }) => p.isDefault)).toHaveLength(1);
    });

    it('refuses a caller without a session and a body with unknown fields, changing nothing', async () => {
      expectError(
        await t.app.inject({ method: 'POST', url: '/main/dev/account/unset-default-profile', payload: {} }),
        401,
      );
      const session = await login(t, '0901000003');
      expectError(
        await t.app.inject({
          method: 'POST',
          url: '/main/dev/account/unset-default-profile',
          headers: authHeaders(session),
          payload: { userId: 1 },
        }),
        400,
      );
      const info = expectOk(
        await t.app.inject({ method: 'GET', url: '/main/user/basic-info', headers: authHeaders(session) }),
      );
      expect(info.user.profiles.filter((p: { isDefault: boolean }) => p.isDefault)).toHaveLength(1);
    });
  });

  describe('production', () => {
    const t = useTestApp({ engine, config: { nodeEnv: 'production' } });

    it('does not exist (404)', async () => {
      const session = await login(t, '0901000001');
      const res = await t.app.inject({
        method: 'POST',
        url: '/main/dev/account/unset-default-profile',
        headers: authHeaders(session),
        payload: {},
      });
      expectError(res, 404);
    });
  });
});
