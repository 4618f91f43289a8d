import { describe, expect, it } from 'vitest';
import { engines, useTestApp } from '../support/test-app';
import { expectError, expectOk } from './user-test-kit';

describe.each(engines())('SMS outbox endpoint (%s)', (engine) => {
  describe('development', () => {
    const t = useTestApp({ engine, config: { nodeEnv: 'development' } });

    it('lists the latest messages of a phone (any form), newest first', async () => {
      expectOk(
        await t.app.inject({
          method: 'POST',
          url: '/main/user/forgot-password',
          payload: { phone: '0901000002' },
        }),
      );
      const messages = expectOk(
        await t.app.inject({ method: 'GET', url: '/main/dev/sms-outbox?phone=%2B84901000002' }),
      );
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatchObject({
        phone: '0901000002',
        body: expect.stringMatching(/^Uniclass: mã đặt lại mật khẩu là \d{6} /),
      });
      expect(
        expectOk(await t.app.inject({ method: 'GET', url: '/main/dev/sms-outbox?phone=0901000001' })),
      ).toEqual([]);
      expectError(await t.app.inject({ method: 'GET', url: '/main/dev/sms-outbox' }), 400);
    });

    it("ends a phone's OTP resend cool-down, so an e2e test need not wait a minute", async () => {
      const send = () =>
        t.app.inject({ method: 'POST', url: '/main/user/forgot-password', payload: { phone: '0901000003' } });
      expectOk(await send());
      expectError(await send(), 429);
      const end = (phone: string) =>
        t.app.inject({ method: 'POST', url: '/main/dev/otp-cooldown/end', payload: { phone } });
      expect(expectOk(await end('+84 901 000 003'))).toEqual({ ended: true });
      expectOk(await send());
      expect(expectOk(await end('0901000004'))).toEqual({ ended: false });
      expectError(await end('12'), 400);
    });
  });

  describe('production', () => {
    const t = useTestApp({ engine, config: { nodeEnv: 'production' } });

    it('does not exist (404), while OTPs are still stored in the outbox provider', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/main/dev/sms-outbox?phone=0901000002' });
      expectError(res, 404);
      expect(t.app.printRoutes().includes('sms-outbox')).toBe(false);
      expect(t.app.printRoutes().includes('otp-cooldown')).toBe(false);
      expectOk(
        await t.app.inject({
          method: 'POST',
          url: '/main/user/forgot-password',
          payload: { phone: '0901000002' },
        }),
      );
      const stored = await t.db.selectFrom('sms_outbox').select('phone').execute();
      expect(stored).toEqual([{ phone: '0901000002' }]);
    });
  });
});
