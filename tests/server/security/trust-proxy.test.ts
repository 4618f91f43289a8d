import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { makeAccount } from '../learning/learning-kit';
import { createTestApp, type TestApp } from '../support/test-app';

/*
 * Issue 10 item 3: behind a reverse proxy every pupil has the proxy's address, so the per-IP limits
 * must see the forwarded client address — but only when TRUST_PROXY says which proxy to believe.
 */
describe('TRUST_PROXY', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function failureKeyAfterWrongCode(trustProxy: string | undefined): Promise<string[]> {
    const config = loadConfig({ NODE_ENV: 'test', TRUST_PROXY: trustProxy });
    t = await createTestApp({ config: { trustProxy: config.trustProxy } });
    const pupil = await makeAccount(t);
    // A visitor's wrong code is counted per address (a signed-in parent's per account).
    const res = await t.app.inject({
      method: 'POST',
      url: '/main/user/activate-code-no-token',
      headers: { 'x-forwarded-for': '203.0.113.7' },
      payload: { phone: pupil.phone, code: 'WRONG-CODE-XFF1' },
      remoteAddress: '127.0.0.1',
    });
    expect(res.statusCode, res.body).toBe(400);
    const rows = await t.db
      .selectFrom('attempt_guards')
      .select('key')
      .where('key', 'like', 'activation:ip:%')
      .execute();
    return rows.map((row) => row.key.slice('activation:'.length));
  }

  it('is off by default: a forged X-Forwarded-For changes nothing', async () => {
    expect(await failureKeyAfterWrongCode(undefined)).toEqual(['ip:127.0.0.1']);
  });

  it('trusting the proxy address counts the forwarded client address', async () => {
    expect(await failureKeyAfterWrongCode('127.0.0.1')).toEqual(['ip:203.0.113.7']);
  });

  it('parses booleans, hop counts and address lists, and refuses nonsense', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY/);
  });
});
