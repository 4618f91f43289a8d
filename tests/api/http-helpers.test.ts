import { describe, expect, it } from 'vitest';
import { configureApi, getApiConfig } from '../../src/api/config';
import { isAbortError } from '../../src/api/http/abort';
import { getLmsContest, postLmsContest } from '../../src/api/http/contest-helpers';
import { getLms, getLmsBearer, postLms, postLmsBearer } from '../../src/api/http/lms-helpers';
import {
  get,
  getWeeklyInApp,
  patch,
  post,
  postConfirmPassWord,
  postImg,
  postWeeklyCLub,
  postWithFormData,
} from '../../src/api/http/main-helpers';
import { postService3 } from '../../src/api/http/service3-helpers';
import { setupApiHarness } from './support/api-harness';
import { startRecordingServer } from './support/recording-server';

const harness = setupApiHarness();
const PHONE = '0901000001';
const TOKEN = 'tok-main-123';

type SessionCase = {
  name: string;
  user: { phone: string } | null;
  token: string | null;
  authenticated: boolean;
};
const SESSION_CASES: SessionCase[] = [
  { name: 'no user, no token', user: null, token: null, authenticated: false },
  { name: 'user without token', user: { phone: PHONE }, token: null, authenticated: false },
  { name: 'token without user', user: null, token: TOKEN, authenticated: false },
  { name: 'user and token', user: { phone: PHONE }, token: TOKEN, authenticated: true },
];

const JSON_HELPERS = [
  { helper: 'post', method: 'POST', call: () => post('/user/x', { a: 1 }) },
  { helper: 'patch', method: 'PATCH', call: () => patch('/user/x', { a: 1 }) },
  { helper: 'get', method: 'GET', call: () => get('/user/x', { params: { a: 1 } }) },
] as const;

describe('main API helpers: auth header rule (SPEC §6)', () => {
  for (const { helper, method, call } of JSON_HELPERS) {
    for (const sessionCase of SESSION_CASES) {
      it(`${helper} with ${sessionCase.name} ${sessionCase.authenticated ? 'sends' : 'omits'} access headers`, async () => {
        harness.session.user = sessionCase.user;
        harness.session.accessToken = sessionCase.token;
        await call();
        const request = harness.server.last();
        expect(request.method).toBe(method);
        expect(request.path).toBe('/main/user/x');
        if (sessionCase.authenticated) {
          expect(request.headers.access_token).toBe(TOKEN);
          expect(request.headers.access_user).toBe(PHONE);
        } else {
          expect(request.headers).not.toHaveProperty('access_token');
          expect(request.headers).not.toHaveProperty('access_user');
        }
        expect(request.headers).not.toHaveProperty('authorization');
        expect(request.headers['content-type']).toBe('application/json');
      });
    }
  }

  it('post and patch send the body as JSON; get sends params in the query', async () => {
    await post('/a', { phone: PHONE, nested: { x: [1, 2] } });
    expect(JSON.parse(harness.server.last().text)).toEqual({ phone: PHONE, nested: { x: [1, 2] } });
    await patch('/b');
    // An empty JSON body would be rejected by the server, so a body-less call sends {}.
    expect(harness.server.last().text).toBe('{}');
    await get('/c', { params: { profile_id: 7, key: 'a b' } });
    expect(harness.server.last().query.get('profile_id')).toBe('7');
    expect(harness.server.last().query.get('key')).toBe('a b');
  });

  it('answers the parsed envelope of a 4xx instead of throwing', async () => {
    const envelope = { errorCode: 1001, message: 'Số điện thoại không hợp lệ', data: null };
    harness.server.respond(() => ({ status: 400, body: envelope }));
    await expect(post('/user/login', {})).resolves.toEqual(envelope);
    harness.server.respond(() => ({ status: 401, body: { ...envelope, errorCode: 401 } }));
    await expect(get('/user/basic-info')).resolves.toMatchObject({ errorCode: 401 });
  });

  it('answers a 5xx body as it came', async () => {
    harness.server.respond(() => ({
      status: 500,
      body: { errorCode: 500, message: 'Lỗi hệ thống', data: null },
    }));
    await expect(patch('/notification/1/read')).resolves.toMatchObject({ errorCode: 500 });
  });

  it('rejects on a network failure', async () => {
    const closed = await startRecordingServer();
    await closed.close();
    const previous = getApiConfig().mainBaseUrl;
    configureApi({ mainBaseUrl: `${closed.origin}/main` });
    try {
      await expect(get('/user/basic-info')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    } finally {
      configureApi({ mainBaseUrl: previous });
    }
  });

  it('cancels a pending request when its signal aborts', async () => {
    harness.server.respond(() => ({ hang: true }));
    const controller = new AbortController();
    const pending = get('/user/basic-info', { signal: controller.signal });
    await expect.poll(() => harness.server.requests.length).toBe(1);
    controller.abort();
    const error = await pending.catch((caught: unknown) => caught);
    expect(isAbortError(error)).toBe(true);
  });
});

describe('postImg', () => {
  it('posts multipart with the file and the access headers, without a JSON content type', async () => {
    harness.session.user = { phone: PHONE };
    harness.session.accessToken = TOKEN;
    const form = new FormData();
    form.append('file', new Blob(['PNGDATA'], { type: 'image/png' }), 'a.png');
    form.append('note', 'xin chào');
    await postImg('/user/profiles/5/update-avatar', form);
    const request = harness.server.last();
    expect(request.path).toBe('/main/user/profiles/5/update-avatar');
    const contentType = String(request.headers['content-type']);
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    const boundary = contentType.split('boundary=')[1];
    expect(request.text).toContain(`--${boundary}`);
    expect(request.text).toContain('name="file"; filename="a.png"');
    expect(request.text).toContain('Content-Type: image/png');
    expect(request.text).toContain('PNGDATA');
    expect(request.text).toContain('xin chào');
    expect(request.headers.access_token).toBe(TOKEN);
    expect(request.headers.access_user).toBe(PHONE);
  });
});

describe('postConfirmPassWord', () => {
  it('authenticates with infoNewPass, not with the session', async () => {
    harness.session.user = { phone: PHONE };
    harness.session.accessToken = TOKEN;
    harness.session.infoNewPass = { accessToken: 'reset-token', phone: '0901999999' };
    await postConfirmPassWord('/user/forgot-password-confirm', { password: 'Moi@1234' });
    const request = harness.server.last();
    expect(request.headers.access_token).toBe('reset-token');
    expect(request.headers.access_user).toBe('0901999999');
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.text)).toEqual({ password: 'Moi@1234' });
  });

  it('sends no access headers without infoNewPass even when a session exists', async () => {
    harness.session.user = { phone: PHONE };
    harness.session.accessToken = TOKEN;
    await postConfirmPassWord('/user/forgot-password-confirm', {});
    expect(harness.server.last().headers).not.toHaveProperty('access_token');
    expect(harness.server.last().headers).not.toHaveProperty('access_user');
  });
});

describe('postWeeklyCLub', () => {
  it.each([
    ['a string', 'week=12&profile_id=3'],
    ['URLSearchParams', new URLSearchParams({ week: '12', profile_id: '3' })],
  ])('posts %s raw with no content type header', async (_kind, body) => {
    harness.session.user = { phone: PHONE };
    harness.session.accessToken = TOKEN;
    await postWeeklyCLub('/club/weekly', body);
    const request = harness.server.last();
    expect(request.method).toBe('POST');
    expect(request.text).toBe('week=12&profile_id=3');
    expect(request.headers).not.toHaveProperty('content-type');
    expect(request.headers.access_token).toBe(TOKEN);
    expect(request.headers.access_user).toBe(PHONE);
  });
});

describe('postWithFormData', () => {
  it('answers the raw response text, unparsed', async () => {
    const raw = '{"errorCode":0,"message":"OK","data":{"n":1}}';
    harness.server.respond(() => ({ body: raw, headers: { 'content-type': 'application/json' } }));
    const form = new FormData();
    form.append('field', 'value');
    const answer = await postWithFormData('/club/upload', form);
    expect(answer).toBe(raw);
    expect(String(harness.server.last().headers['content-type'])).toMatch(/^multipart\/form-data/);
    expect(harness.server.last().text).toContain('value');
  });
});

describe('getWeeklyInApp', () => {
  it.each([
    [
      'user and token',
      '?user=0901000003&token=app-token',
      { access_user: '0901000003', access_token: 'app-token' },
    ],
    ['only user', '?user=0901000003', null],
    ['only token', 'token=app-token', null],
    ['neither', '', null],
  ])('with %s in the page query', async (_name, query, expected) => {
    // The page's query decides, never the stored session.
    harness.session.user = { phone: PHONE };
    harness.session.accessToken = TOKEN;
    await getWeeklyInApp('/user/weekly', query, { params: { week: 3 } });
    const request = harness.server.last();
    expect(request.path).toBe('/main/user/weekly');
    expect(request.query.get('week')).toBe('3');
    if (expected) {
      expect(request.headers).toMatchObject(expected);
    } else {
      expect(request.headers).not.toHaveProperty('access_token');
      expect(request.headers).not.toHaveProperty('access_user');
    }
  });

  it('accepts URLSearchParams', async () => {
    await getWeeklyInApp('/user/weekly', new URLSearchParams({ user: '0901', token: 't' }));
    expect(harness.server.last().headers).toMatchObject({ access_user: '0901', access_token: 't' });
  });
});

describe('LMS helpers', () => {
  it('getLms prefixes /api under the LMS base and answers text', async () => {
    harness.server.respond(() => ({
      body: '{"errorCode":0,"data":[1]}',
      headers: { 'content-type': 'application/json' },
    }));
    const text = await getLms('/get-list-school/get-list-school', { params: { provinceCode: '01' } });
    expect(text).toBe('{"errorCode":0,"data":[1]}');
    const request = harness.server.last();
    expect(request.path).toBe('/lms/api/get-list-school/get-list-school');
    expect(request.query.get('provinceCode')).toBe('01');
  });

  it('postLms sends JSON with the access headers and answers non-JSON text as is', async () => {
    harness.session.user = { phone: PHONE };
    harness.session.accessToken = TOKEN;
    harness.server.respond(() => ({ status: 502, body: '<html>Bad gateway</html>' }));
    await expect(postLms('/x/y', { a: 1 })).resolves.toBe('<html>Bad gateway</html>');
    const request = harness.server.last();
    expect(request.path).toBe('/lms/api/x/y');
    expect(JSON.parse(request.text)).toEqual({ a: 1 });
    expect(request.headers).toMatchObject({ access_token: TOKEN, access_user: PHONE });
  });

  it('getLmsBearer and postLmsBearer send Authorization: Bearer <access token> only', async () => {
    harness.session.user = { phone: PHONE };
    harness.session.accessToken = TOKEN;
    await getLmsBearer('/api/auth/lms/tutor/check-vip', { params: { profileId: 1 } });
    let request = harness.server.last();
    expect(request.path).toBe('/lms/api/auth/lms/tutor/check-vip');
    expect(request.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request.headers).not.toHaveProperty('access_token');
    await postLmsBearer(`${harness.server.origin}/elsewhere/path`, { b: 2 });
    request = harness.server.last();
    expect(request.path).toBe('/elsewhere/path');
    expect(request.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(JSON.parse(request.text)).toEqual({ b: 2 });
  });

  it('bearer helpers send no Authorization without an access token', async () => {
    await getLmsBearer('/api/auth/lms/tutor/check-vip');
    expect(harness.server.last().headers).not.toHaveProperty('authorization');
  });
});

describe('contest helpers', () => {
  it('send the stored contest token as the Authorization header', async () => {
    harness.session.user = { phone: PHONE };
    harness.session.accessToken = TOKEN;
    harness.session.contestToken = 'contest-xyz';
    await getLmsContest('/api/contest/round', { params: { roundId: 2 } });
    let request = harness.server.last();
    expect(request.path).toBe('/contest/api/contest/round');
    expect(request.headers.authorization).toBe('contest-xyz');
    expect(request.headers).not.toHaveProperty('access_token');
    await postLmsContest('/api/contest/login', { phone: PHONE });
    request = harness.server.last();
    expect(request.headers.authorization).toBe('contest-xyz');
    expect(JSON.parse(request.text)).toEqual({ phone: PHONE });
  });

  it('send no Authorization without a contest token', async () => {
    await postLmsContest('/api/contest/send-otp', {});
    expect(harness.server.last().headers).not.toHaveProperty('authorization');
  });
});

describe('postService3', () => {
  it('sends a single access_token header from the service token', async () => {
    harness.session.user = { phone: PHONE };
    harness.session.accessToken = TOKEN;
    harness.session.serviceToken = 'svc-token';
    await postService3('/register/consult', { fullName: 'Minh Anh' });
    const request = harness.server.last();
    expect(request.path).toBe('/service3/register/consult');
    expect(request.headers.access_token).toBe('svc-token');
    expect(request.headers).not.toHaveProperty('access_user');
    expect(request.headers).not.toHaveProperty('authorization');
    expect(request.headers['content-type']).toBe('application/json');
  });

  it('sends no access_token without a service token', async () => {
    harness.session.accessToken = TOKEN;
    await postService3('/register/consult', {});
    expect(harness.server.last().headers).not.toHaveProperty('access_token');
  });
});
