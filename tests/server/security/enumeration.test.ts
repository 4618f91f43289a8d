import { describe, expect, it } from 'vitest';
import {
  PROBE_BUDGET_MESSAGE,
  PROBE_COOLDOWN_SECONDS,
  UNKNOWN_PHONE_BUDGET,
} from '../../../server/auth/probe-budget';
import { engines, useTestApp } from '../support/test-app';
import { DEMO_PASSWORD, expectOk, freshPhone, login, verifiedRegistration } from '../user/user-test-kit';

/*
 * Issue 10 item 4: check-exist reveals registration by design (SPEC), so the answers stay helpful and
 * enumeration is made expensive instead: one address gets 100 distinct unregistered phones per hour
 * across check-exist, check-exist-v2, login, register and forgot-password together. Issue 32: past it,
 * known phones are refused only while the address keeps probing, and login no longer tells.
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
    // Login is left out here: past the budget it answers like a wrong password (the next test).
    const routes = ['check-exist', 'check-exist-v2', 'register', 'forgot-password'];
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
    // While the address keeps probing, a known phone gets the same 429 as an unknown one...
    const known = await probe('check-exist', '0901000002', ip);
    expect(known.statusCode).toBe(429);
    expect(known.body).toBe(JSON.stringify(refusal));
    // ...but the school behind it still logs in, and other addresses are untouched.
    await login(t, '0901000002', DEMO_PASSWORD, ip);
    expect(expectOk(await probe('check-exist', freshPhone('086'), '203.0.113.51')).exists).toBe(false);
    // A minute after its last probe, known phones are answered again (issue 32: not an hour);
    // unknown ones stay refused for the rest of the hour.
    await t.db
      .updateTable('unknown_phone_probes')
      .set({ seen_at: new Date(t.clock.now() - (PROBE_COOLDOWN_SECONDS + 1) * 1000) })
      .where('ip', '=', ip)
      .execute();
    expect(expectOk(await probe('check-exist', '0901000002', ip)).exists).toBe(true);
    expectOk(await probe('forgot-password', '0901000003', ip));
    expect((await probe('check-exist-v2', freshPhone('086'), ip)).statusCode).toBe(429);
  }, 300_000);

  it('past the budget, login answers an unknown phone like a wrong password (no oracle), and locks it alike', async () => {
    const ip = '203.0.113.55';
    for (let i = 0; i < UNKNOWN_PHONE_BUDGET; i += 1)
      expect(expectOk(await probe('check-exist', freshPhone('086'), ip)).exists).toBe(false);
    const unknown = freshPhone('086');
    const asUnknown = await probe('login', unknown, ip);
    const asKnown = await probe('login', '0901000006', ip);
    expect([asUnknown.statusCode, asKnown.statusCode]).toEqual([401, 401]);
    expect(asUnknown.body).toBe(asKnown.body);
    for (let i = 0; i < 4; i += 1) expect((await probe('login', unknown, ip)).statusCode).toBe(401);
    expect((await probe('login', unknown, ip)).statusCode).toBe(429);
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
