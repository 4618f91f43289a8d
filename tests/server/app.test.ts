import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { logsRequests, redactUrl } from '../../server/http/logger';
import { createTestApp, createTestDatabase, engines, type TestApp } from './support/test-app';

describe.each(engines())('service routes, health and docs (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(async () => {
    await t.close();
  });

  it('reports each dependency: database and storage up, Redis not configured', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      errorCode: 0,
      message: 'Thành công',
      data: { status: 'up', database: 'up', redis: 'disabled', storage: 'up' },
    });
  });

  it('serves each service prefix', async () => {
    const config = await t.app.inject({ url: '/main/common/get-config?key=hotline' });
    expect(config.json()).toEqual({
      errorCode: 0,
      message: 'Thành công',
      data: { key: 'hotline', value: '1900 6688' },
    });
    const missing = await t.app.inject({ url: '/main/common/get-config?key=khong-co' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ errorCode: 5001, message: 'Không tìm thấy cấu hình' });

    const byCode = await t.app.inject({ url: '/lms/api/get-list-school/get-list-school?provinceCode=79' });
    expect(byCode.statusCode).toBe(200);
    const names = byCode.json().data.map((s: { name: string }) => s.name);
    expect(names).toContain('Trường Tiểu học Lê Văn Tám');
    const byId = await t.app.inject({ url: '/lms/api/contest/schools/list?provinceId=1' });
    expect(byId.json().data.every((s: { provinceId: number }) => s.provinceId === 1)).toBe(true);
    expect(byId.json().data.length).toBeGreaterThanOrEqual(3);

    // A look-up by phone takes the contest token (tests/server/security/lockouts.test.ts).
    const province = await t.app.inject({
      url: '/contest/api/contest/provinces/find-by-phone?phoneNumber=%2B84901000001',
    });
    expect(province.statusCode).toBe(401);

    const s3 = await t.app.inject({ url: '/service3/healthz' });
    expect(s3.json().data).toEqual({ service: 'service3' });
  });

  it('publishes OpenAPI at /docs/json and the UI at /docs under a CSP', async () => {
    const spec = await t.app.inject({ url: '/docs/json' });
    expect(spec.statusCode).toBe(200);
    const paths = Object.keys(spec.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/healthz',
        '/main/common/get-config',
        '/lms/api/contest/schools/list',
        '/service3/healthz',
      ]),
    );
    const ui = await t.app.inject({ url: '/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger-ui');
    expect(ui.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    expect(ui.headers['content-security-policy']).toContain("script-src 'self'");
  });
});

describe('health when the database is gone', () => {
  it('answers 503 with the database down', async () => {
    const database = await createTestDatabase('pglite', 'migrated');
    const config = loadConfig({ NODE_ENV: 'test' });
    const app = await buildApp({ db: database.db, config, logger: false });
    await database.dispose();
    const res = await app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ errorCode: 9003, data: { status: 'down', database: 'down' } });
    await app.close();
  });
});

describe('graceful close', () => {
  it('lets an in-flight request finish, stops listening and releases the database', async () => {
    let started!: () => void;
    const handlerStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    const t = await createTestApp({
      seed: false,
      configure: (app) => {
        app.get('/main/__test/slow', async () => {
          started();
          await new Promise((resolve) => setTimeout(resolve, 150));
          return { errorCode: 0, message: 'ok', data: null };
        });
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const inFlight = fetch(`http://127.0.0.1:${port}/main/__test/slow`);
    await handlerStarted;
    const closing = t.close();
    const res = await inFlight;
    expect(res.status).toBe(200);
    await closing;
    expect(t.app.server.listening).toBe(false);
    await expect(t.db.selectFrom('configs').select('key').execute()).rejects.toThrow();
  });
});

describe('logging', () => {
  it('redacts tokens, passwords and OTPs', async () => {
    expect(redactUrl('/main/x?user=0901&token=abc&page=2')).toBe(
      '/main/x?user=[redacted]&token=[redacted]&page=2',
    );
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const database = await createTestDatabase('pglite', 'migrated');
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info' });
    const { loggerOptions } = await import('../../server/http/logger');
    const options = loggerOptions(config) as Record<string, unknown>;
    const app = await buildApp({ db: database.db, config, logger: { ...options, stream } });
    app.post('/main/__test/echo', async (request) => {
      request.log.info({ body: request.body, headers: request.headers }, 'echo');
      return { errorCode: 0, message: 'ok', data: null };
    });
    await app.inject({
      method: 'POST',
      url: '/main/__test/echo?access_token=tok-in-url',
      headers: { access_token: 'tok-in-header', authorization: 'Bearer tok-bearer' },
      payload: { password: 'Uniclass@123', otp: '123456', phone: '0901000001' },
    });
    await app.close();
    await database.dispose();
    const log = lines.join('');
    expect(log).toContain('0901000001');
    for (const secret of ['tok-in-url', 'tok-in-header', 'tok-bearer', 'Uniclass@123', '123456']) {
      expect(log, secret).not.toContain(secret);
    }
  });
});

describe('request logging (issue 31: the dev server buried its banner under JSON request lines)', () => {
  it('is off on a developer machine unless LOG_LEVEL asks for debug, on in production and tests', () => {
    expect(logsRequests({ nodeEnv: 'development', logLevel: 'info' })).toBe(false);
    expect(logsRequests({ nodeEnv: 'development', logLevel: 'debug' })).toBe(true);
    expect(logsRequests({ nodeEnv: 'development', logLevel: 'trace' })).toBe(true);
    expect(logsRequests({ nodeEnv: 'production', logLevel: 'info' })).toBe(true);
    expect(logsRequests({ nodeEnv: 'test', logLevel: 'info' })).toBe(true);
  });

  /** The JSON lines the app logs while answering one request to `url`. */
  async function linesOfOneRequest(
    nodeEnv: 'development' | 'production',
    url = '/healthz',
  ): Promise<string[]> {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const database = await createTestDatabase('pglite', 'migrated');
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info' }, { nodeEnv });
    const { loggerOptions } = await import('../../server/http/logger');
    const options = loggerOptions(config) as Record<string, unknown>;
    const app = await buildApp({ db: database.db, config, logger: { ...options, stream } });
    app.get('/main/__test/boom', async () => {
      throw new Error('kho dữ liệu hỏng');
    });
    await app.inject({ url });
    await app.close();
    await database.dispose();
    return lines;
  }

  it('the app built for development logs no request line; for production both JSON lines', async () => {
    expect((await linesOfOneRequest('development')).filter((l) => l.includes('/healthz'))).toEqual([]);
    const production = (await linesOfOneRequest('production')).map((l) => JSON.parse(l) as { msg: string });
    expect(production.map((l) => l.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request completed']),
    );
  });

  it('still logs a failed request on a developer machine', async () => {
    const lines = await linesOfOneRequest('development', '/main/__test/boom');
    expect(lines.join('')).toContain('kho dữ liệu hỏng');
  });
});

describe('config', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: null,
      redisUrl: null,
      nodeEnv: 'development',
      logLevel: 'info',
      marketingUrl: '/site/',
      qaTools: true,
      smsProvider: 'outbox',
      smsWebhookUrl: null,
      imageOrigin: null,
    });
    expect(config.dataDir.endsWith('.data')).toBe(true);
  });

  it('reads overrides and rejects nonsense early', () => {
    const config = loadConfig({
      PORT: '8080',
      QA_TOOLS: '0',
      VITE_IMAGE_HOST: 'https://img.example.vn/static/',
    });
    expect(config.port).toBe(8080);
    expect(config.qaTools).toBe(false);
    expect(config.imageOrigin).toBe('https://img.example.vn');
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ SMS_PROVIDER: 'http' })).toThrow(/SMS_WEBHOOK_URL/);
  });
});
