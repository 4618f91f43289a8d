import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app';
import { AppError, ok } from '../../server/http/envelope';
import { ERROR_CODES } from '../../server/http/error-codes';
import { createTestApp, engines, type TestApp } from './support/test-app';

/** Test-only routes: a throwing one, a DB-writing one with a strict body, a rate-limited one. */
function addProbeRoutes(app: App) {
  app.get('/main/__test/boom', async () => {
    throw new Error('secret internal detail: relation "x" does not exist');
  });
  app.get('/main/__test/app-error', async () => {
    throw new AppError(409, ERROR_CODES.CONFLICT, 'Dữ liệu đã tồn tại');
  });
  app.get(
    '/main/__test/items/:id',
    {
      schema: {
        params: Type.Object(
          { id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) },
          { additionalProperties: false },
        ),
      },
    },
    async (request) => ok({ id: (request.params as { id: number }).id }),
  );
  app.post(
    '/main/__test/configs',
    {
      schema: {
        body: Type.Object(
          {
            key: Type.String({ minLength: 1, maxLength: 64 }),
            count: Type.Integer({ minimum: 0, maximum: 100 }),
          },
          { additionalProperties: false },
        ),
      },
    },
    async (request) => {
      const body = request.body as { key: string; count: number };
      await app.db
        .insertInto('configs')
        .values({ key: body.key, value: JSON.stringify(body.count) })
        .execute();
      return ok(body);
    },
  );
  app.get('/main/__test/limited', { config: { rateLimit: { max: 2, timeWindow: '1 minute' } } }, async () =>
    ok(null),
  );
}

describe.each(engines())('HTTP envelope and hostile input (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, seed: false, configure: addProbeRoutes });
  });
  afterAll(async () => {
    await t.close();
  });

  const configCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('configs')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('answers an unknown route with a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/main/does-not-exist', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      errorCode: ERROR_CODES.ROUTE_NOT_FOUND,
      message: 'Không tìm thấy đường dẫn',
      data: null,
    });
  });

  it('answers an over-long path parameter with a 414 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/main/user/profiles/${'9'.repeat(500)}/request-change-class`,
      payload: { grade_id: 3 },
    });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toMatchObject({ errorCode: ERROR_CODES.BAD_REQUEST, data: null });
  });

  it('never falls back to the SPA for an API path, even for a browser', async () => {
    const res = await t.app.inject({ url: '/lms/api/nothing', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().errorCode).toBe(ERROR_CODES.ROUTE_NOT_FOUND);
  });

  it('hides an unexpected error behind a 500 envelope without details', async () => {
    const res = await t.app.inject({ url: '/main/__test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      errorCode: ERROR_CODES.INTERNAL,
      message: 'Đã có lỗi xảy ra, vui lòng thử lại sau',
      data: null,
    });
    expect(res.body).not.toMatch(/secret|relation|stack|at /);
  });

  it('passes an AppError through with its status, code and message', async () => {
    const res = await t.app.inject({ url: '/main/__test/app-error' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      errorCode: ERROR_CODES.CONFLICT,
      message: 'Dữ liệu đã tồn tại',
      data: null,
    });
  });

  it('rejects an unknown body field with 400 naming it, and changes nothing', async () => {
    const before = await configCount();
    const res = await t.app.inject({
      method: 'POST',
      url: '/main/__test/configs',
      payload: { key: 'probe-extra', count: 1, isAdmin: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errorCode: ERROR_CODES.VALIDATION_FAILED,
      message: 'Dữ liệu không hợp lệ: body.isAdmin trường không được hỗ trợ',
      // The refused field as data: the SPA says it in a sentence (src/domain/field-errors.ts).
      data: { field: 'body.isAdmin', rule: 'additionalProperties' },
    });
    expect(await configCount()).toBe(before);
  });

  it('does not coerce body types: "5" is not an integer', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/main/__test/configs',
      payload: { key: 'k', count: '5' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Dữ liệu không hợp lệ: body.count phải có kiểu integer');
  });

  it('names a missing field and enforces bounds', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: '/main/__test/configs',
      payload: { count: 1 },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Dữ liệu không hợp lệ: body.key thiếu trường bắt buộc');
    const huge = await t.app.inject({
      method: 'POST',
      url: '/main/__test/configs',
      payload: { key: 'k', count: 1e9 },
    });
    expect(huge.statusCode).toBe(400);
    const long = await t.app.inject({
      method: 'POST',
      url: '/main/__test/configs',
      payload: { key: 'k'.repeat(65), count: 1 },
    });
    expect(long.statusCode).toBe(400);
  });

  it('accepts a valid body and writes it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/main/__test/configs',
      payload: { key: 'probe-ok', count: 3 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ errorCode: 0, message: 'Thành công', data: { key: 'probe-ok', count: 3 } });
    const row = await t.db
      .selectFrom('configs')
      .select('value')
      .where('key', '=', 'probe-ok')
      .executeTakeFirst();
    expect(row?.value).toBe(3);
  });

  it('coerces URL params but rejects a non-numeric or out-of-range id', async () => {
    expect((await t.app.inject({ url: '/main/__test/items/42' })).json().data).toEqual({ id: 42 });
    for (const id of ['abc', '1.5', '-1', '0', '99999999999', '1e3x', '%00']) {
      const res = await t.app.inject({ url: `/main/__test/items/${id}` });
      expect(res.statusCode, id).toBe(400);
      expect(res.json().errorCode, id).toBe(ERROR_CODES.VALIDATION_FAILED);
    }
  });

  it('rejects an unknown querystring field', async () => {
    const res = await t.app.inject({ url: '/main/common/get-config?key=hotline&debug=1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Dữ liệu không hợp lệ: querystring.debug trường không được hỗ trợ');
  });

  it('answers malformed JSON with 400, a wrong content type with 415, a huge body with 413', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/main/__test/configs',
      headers: { 'content-type': 'application/json' },
      payload: '{"key": "x", ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe(ERROR_CODES.MALFORMED_JSON);

    const poisoned = await t.app.inject({
      method: 'POST',
      url: '/main/__test/configs',
      headers: { 'content-type': 'application/json' },
      payload: '{"key": "x", "count": 1, "__proto__": {"admin": true}}',
    });
    expect(poisoned.statusCode).toBe(400);

    const xml = await t.app.inject({
      method: 'POST',
      url: '/main/__test/configs',
      headers: { 'content-type': 'application/xml' },
      payload: '<key>x</key>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().errorCode).toBe(ERROR_CODES.UNSUPPORTED_MEDIA_TYPE);

    const huge = await t.app.inject({
      method: 'POST',
      url: '/main/__test/configs',
      payload: { key: 'x', count: 1, pad: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().errorCode).toBe(ERROR_CODES.PAYLOAD_TOO_LARGE);
  });

  it('answers a rate-limited route with a 429 envelope and Retry-After', async () => {
    const statuses: number[] = [];
    let last = await t.app.inject({ url: '/main/__test/limited' });
    statuses.push(last.statusCode);
    for (let i = 0; i < 2; i++) {
      last = await t.app.inject({ url: '/main/__test/limited' });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect(last.json()).toEqual({
      errorCode: ERROR_CODES.RATE_LIMITED,
      message: 'Bạn thao tác quá nhanh, vui lòng thử lại sau',
      data: null,
    });
    expect(last.headers['retry-after']).toBeDefined();
  });
});
