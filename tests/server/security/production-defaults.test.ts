import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error scripts/start.mjs is plain JavaScript (no declarations); the test calls it as npm start does.
import { requestedBuildEnv } from '../../../scripts/start.mjs';
import { buildApp } from '../../../server/app';
import { systemClock } from '../../../server/clock';
import { type AppConfig, loadConfig } from '../../../server/config';
import { seedDemoIfEnabled } from '../../../server/db/seed/demo-gate';
import { createRouteCollector } from '../support/fuzz';
import { createTestApp, createTestDatabase, type TestApp } from '../support/test-app';
import { authHeaders, login } from '../user/user-test-kit';

/* Issue 10 item 8: production must not send OTPs nowhere, log them, hand out demo accounts or tools. */

const PRODUCTION = { NODE_ENV: 'production', LOG_LEVEL: 'silent' };

describe('production configuration', () => {
  it('refuses to start with the outbox SMS provider unless explicitly allowed', () => {
    expect(() => loadConfig(PRODUCTION)).toThrow(/SMS_PROVIDER=http/);
    expect(loadConfig({ ...PRODUCTION, ALLOW_OUTBOX_SMS: '1' }).smsProvider).toBe('outbox');
    expect(
      loadConfig({ ...PRODUCTION, SMS_PROVIDER: 'http', SMS_WEBHOOK_URL: 'https://sms.example/send' })
        .smsProvider,
    ).toBe('http');
  });

  it('demo seed, QA tools and /docs are off by default in production, each with a switch', () => {
    const production = loadConfig({ ...PRODUCTION, ALLOW_OUTBOX_SMS: '1' });
    expect([production.seedDemo, production.qaTools, production.apiDocs]).toEqual([false, false, false]);
    const opted = loadConfig({
      ...PRODUCTION,
      ALLOW_OUTBOX_SMS: '1',
      SEED_DEMO: '1',
      QA_TOOLS: '1',
      API_DOCS: '1',
    });
    expect([opted.seedDemo, opted.qaTools, opted.apiDocs]).toEqual([true, true, true]);
    const development = loadConfig({});
    expect([development.seedDemo, development.qaTools, development.apiDocs]).toEqual([true, true, true]);
  });

  it('npm start builds the SPA without /qa/machines in production unless QA_TOOLS=1', () => {
    const saved = { ...process.env };
    try {
      delete process.env.QA_TOOLS;
      delete process.env.VITE_QA_TOOLS;
      process.env.NODE_ENV = 'production';
      expect(requestedBuildEnv().VITE_QA_TOOLS).toBe('0');
      process.env.QA_TOOLS = '1';
      expect(requestedBuildEnv().VITE_QA_TOOLS).toBe('1');
      process.env.NODE_ENV = 'development';
      delete process.env.QA_TOOLS;
      expect(requestedBuildEnv().VITE_QA_TOOLS).toBe('1');
    } finally {
      process.env = saved;
    }
  });

  it('production hashes passwords at the standard cost only', () => {
    const production = { ...PRODUCTION, ALLOW_OUTBOX_SMS: '1' };
    expect(loadConfig(production).passwordHashCost).toBe('standard');
    expect(() => loadConfig({ ...production, PASSWORD_HASH_COST: 'low' })).toThrow(
      /PASSWORD_HASH_COST=standard/,
    );
    expect(loadConfig({ PASSWORD_HASH_COST: 'low' }).passwordHashCost).toBe('low');
    expect(() => loadConfig({ PASSWORD_HASH_COST: 'cheap' })).toThrow(/PASSWORD_HASH_COST/);
  });

  it('an empty production database gets the demo accounts only with SEED_DEMO=1', async () => {
    const log = { info: () => {}, warn: () => {} };
    const database = await createTestDatabase('pglite', 'migrated');
    try {
      const off = loadConfig({ ...PRODUCTION, ALLOW_OUTBOX_SMS: '1' });
      expect(await seedDemoIfEnabled(database.db, off, log, systemClock)).toBe(false);
      expect(await database.db.selectFrom('users').select('id').execute()).toEqual([]);
      const on = loadConfig({ ...PRODUCTION, ALLOW_OUTBOX_SMS: '1', SEED_DEMO: '1' });
      expect(await seedDemoIfEnabled(database.db, on, log, systemClock)).toBe(true);
      const users = await database.db.selectFrom('users').select('password_hash').execute();
      expect(users.length).toBeGreaterThan(0);
      // The one test of production's hashing cost: argon2id at the OWASP minimum (19 MiB, 2 passes).
      const hashes = users.flatMap((u) => (u.password_hash ? [u.password_hash] : []));
      expect(hashes.length).toBeGreaterThan(0);
      expect(hashes.filter((hash) => !hash.startsWith('$argon2id$v=19$m=19456,t=2,p=1$'))).toEqual([]);
    } finally {
      await database.dispose();
    }
    // The full demo seed (argon2 hashes, catalogue) takes minutes on a loaded 2-core machine.
  }, 300_000);
});

describe('a production app', () => {
  const lines: string[] = [];
  let app: Awaited<ReturnType<typeof buildApp>>;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    const database = await createTestDatabase('pglite', 'seeded');
    dispose = database.dispose;
    const config: AppConfig = loadConfig({ NODE_ENV: 'production', ALLOW_OUTBOX_SMS: '1' });
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = await buildApp({ db: database.db, config, logger: { level: 'trace', stream } });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await dispose?.();
  });

  it('never logs an OTP (the allowed outbox stores it, the log only says a message was stored)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/main/user/forgot-password',
      payload: { phone: '0901000001' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const stored = await app.db
      .selectFrom('sms_outbox')
      .select('body')
      .where('phone', '=', '0901000001')
      .execute();
    const otp = /(\d{6})/.exec(stored.at(-1)?.body ?? '')?.[1];
    expect(otp).toMatch(/^\d{6}$/);
    expect(lines.join('\n')).toContain('SMS outbox');
    expect(lines.join('\n')).not.toContain(otp);
  });

  it('serves no /docs, no dev routes', async () => {
    expect((await app.inject({ method: 'GET', url: '/docs' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: '/main/dev/sms-outbox?phone=0901000001' })).statusCode,
    ).toBe(404);
  });
});

describe('Cache-Control: no-store on every authenticated API answer (all GET routes walked)', () => {
  let t: TestApp;
  const collector = createRouteCollector();
  beforeAll(async () => {
    t = await createTestApp({ onRoute: collector.onRoute });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('login (tokens), login-token and every authenticated GET route answer no-store', async () => {
    const loginRes = await t.app.inject({
      method: 'POST',
      url: '/main/user/login',
      payload: { phone: '0901000001', password: 'Uniclass@123', platform: 'WEB' },
    });
    expect(loginRes.headers['cache-control']).toBe('no-store');
    const session = await login(t, '0901000001');
    const headers = authHeaders(session);
    const issued = await t.app.inject({ method: 'POST', url: '/main/user/login-token', headers });
    expect(issued.headers['cache-control']).toBe('no-store');
    const apiGets = collector.routes.filter(
      (route) => route.method === 'GET' && /^\/(main|lms|contest|service3)\//.test(route.url),
    );
    expect(apiGets.length).toBeGreaterThan(30);
    const missing: string[] = [];
    for (const route of apiGets) {
      // Path parameters get 1: the answer may be 200, 400 or 404 — each must be no-store.
      const url = route.url.replace(/:[A-Za-z0-9_]+/g, '1').replace(/\*$/, 'x');
      const res = await t.app.inject({ method: 'GET', url, headers });
      const cacheControl = String(res.headers['cache-control'] ?? '');
      if (!cacheControl.includes('no-store'))
        missing.push(`${route.url} → ${res.statusCode} "${cacheControl}"`);
    }
    expect(missing).toEqual([]);
  });
});
