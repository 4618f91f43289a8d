import { describe, expect, it } from 'vitest';
import { PROBE_BUDGET_MESSAGE, UNKNOWN_PHONE_BUDGET } from '../../../server/auth/probe-budget';
import { engines, useTestApp } from '../support/test-app';
import { DEMO_PASSWORD, expectOk, freshPhone, login, verifiedRegistration } from '../user/user-test-kit';

/*
 * Issue 10 item 4: check-exist reveals registration by design (SPEC), so the answers stay helpful and
 * enumeration is made expensive instead: one address gets 100 distinct unregistered phones per hour
 * across check-exist, check-exist-v2, login, register and forgot-password together.
 */
describe.each(engines())('enumeration budget per address (%s)', (engine) => {
  const t = useTestApp({ engine });

  const probe = (route: string, phone: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: `/main/user/${route}`,
      payload:
        route === 'login' ? { phone, password: 'Sai12345doan', platform: 'WEB' } : { phone, platform: 'WEB' },
      remoteAddress: ip,
    });

  it('150 distinct unknown phones from one address meet a 429 before the end; known phones still log in', async () => {
    const ip = '203.0.113.50';
    const routes = ['check-exist', 'check-exist-v2', 'login', 'register', 'forgot-password'];
    const statuses: number[] = [];
    let refusal: { message: string } | undefined;
    for (let i = 0; i < 150; i += 1) {
      const res = await probe(routes[i % routes.length]!, freshPhone('086'), ip);
      statuses.push(res.statusCode);
      if (res.statusCode === 429 && !refusal) refusal = res.json();
    }
    const firstRefusal = statuses.indexOf(429);
    expect(firstRefusal).toBe(UNKNOWN_PHONE_BUDGET);
    expect(statuses.slice(firstRefusal).every((s) => s === 429)).toBe(true);
    expect(refusal?.message).toBe(PROBE_BUDGET_MESSAGE);
    // The oracle is closed for known phones too from that address...
    expect((await probe('check-exist', '0901000002', ip)).statusCode).toBe(429);
    // ...but the school behind it still logs in, and other addresses are untouched.
    await login(t, '0901000002', DEMO_PASSWORD, ip);
    expect(expectOk(await probe('check-exist', freshPhone('086'), '203.0.113.51')).exists).toBe(false);
  }, 300_000);

  it('a completed sign-up gives its phone back to the budget', async () => {
    const ip = '203.0.113.60';
    const phone = freshPhone('086');
    expect(expectOk(await probe('check-exist', phone, ip)).exists).toBe(false);
    expectOk(
      await t.app.inject({
        method: 'POST',
        url: '/main/user/register-confirm-v2',
        payload: {
          phone,
          name: 'Học sinh Mới',
          grade: 3,
          password: DEMO_PASSWORD,
          verificationToken: await verifiedRegistration(t, phone, ip),
        },
        remoteAddress: ip,
      }),
    );
    const left = await t.db.selectFrom('unknown_phone_probes').select('phone').where('ip', '=', ip).execute();
    expect(left).toEqual([]);
  });
});
