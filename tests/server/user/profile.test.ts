import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../server/http/error-codes';
import { createTestApp, engines, type TestApp } from '../support/test-app';
import { authHeaders, expectError, expectOk, login, type Session } from './user-test-kit';

// A valid 1 × 1 PNG: uploads are decoded and encoded again (issue 32), so the bytes must be an image.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8000003e801b57b526b0000000d49444154089963f8cfc0f01f00050001ffabce36890000000049454e44ae426082',
  'hex',
);

function multipart(fileName: string, mime: string, content: Buffer, field = 'file') {
  const boundary = '----uniclass-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${mime}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describe.each(engines())('user profiles (%s)', (engine) => {
  let t: TestApp;
  let dataDir: string;
  let parent: Session; // 0901000001, 3 profiles
  let other: Session; // 0901000003, 1 profile
  let otherProfileId: number;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'uniclass-user-'));
    t = await createTestApp({ engine, config: { dataDir } });
    parent = await login(t, '0901000001');
    other = await login(t, '0901000003');
    otherProfileId = other.user.profiles[0]!.id;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const get = (url: string, session?: Session) =>
    t.app.inject({ method: 'GET', url: `/main${url}`, headers: session ? authHeaders(session) : {} });
  const post = (url: string, payload: unknown, session?: Session) =>
    t.app.inject({
      method: 'POST',
      url: `/main${url}`,
      payload: payload as object,
      headers: session ? authHeaders(session) : {},
    });

  it('basic-info answers the user with every profile, default first', async () => {
    const { user } = expectOk(await get('/user/basic-info', parent));
    expect(user.phone).toBe('0901000001');
    expect(user.profiles.map((p: { name: string }) => p.name)).toEqual([
      'Nguyễn Hoàng Minh Anh',
      'Nguyễn Gia Bảo',
      'Bảo Ngọc',
    ]);
    expect(user.profiles[0].schedules[0]).toEqual({
      id: expect.any(Number),
      courseTitle: 'Tiếng Anh AI Lớp 3',
      weekday: 2,
      startTime: '19:30',
    });
    expectError(await get('/user/basic-info'), 401);
  });

  it('switch-profile issues a token bound to the new profile; another account’s profile is 403', async () => {
    const target = parent.user.profiles[2]!.id;
    const { accessToken } = expectOk(await post('/user/switch-profile', { profile_id: target }, parent));
    const switched = { ...parent, accessToken };
    const status = expectOk(await get('/user/check-status-user-change', switched));
    expect(status.profileId).toBe(target);
    // The switched-to profile becomes the account's one default, so the header follows it.
    const { user } = expectOk(await get('/user/basic-info', switched));
    expect(
      user.profiles.filter((p: { isDefault: boolean }) => p.isDefault).map((p: { id: number }) => p.id),
    ).toEqual([target]);
    expectError(
      await post('/user/switch-profile', { profile_id: otherProfileId }, parent),
      403,
      ERROR_CODES.PROFILE_NOT_OWNED,
    );
    expectError(
      await post('/user/switch-profile', { profile_id: 999_999 }, parent),
      404,
      ERROR_CODES.PROFILE_NOT_FOUND,
    );
    expectError(await post('/user/switch-profile', { profile_id: '1' }, parent), 400);
    expectError(await post('/user/switch-profile', { profile_id: target }), 401);
  });

  it('profile-info-no-token: public fields by public reference without headers, full with own headers, 403 for another account', async () => {
    const { id, publicRef } = parent.user.profiles[0]!;
    const pub = expectOk(await get(`/user/profile-info-no-token?profile_id=${publicRef}`));
    expect(pub).toEqual({
      id,
      name: 'Nguyễn Hoàng Minh Anh',
      avatar: 'avatars/default-01.svg',
      avatarBorder: 'loyalty/frames/star.svg', // she wears the star frame (loyalty demo data)
      gradeId: 3,
      gradeLevel: 3,
      isContest: false,
    });
    const full = expectOk(await get(`/user/profile-info-no-token?profile_id=${id}`, parent));
    expect(full).toMatchObject({ id, className: '3A', loyalty: { points: { coin: 1250, diamond: 85 } } });
    expectError(await get(`/user/profile-info-no-token?profile_id=${otherProfileId}`, parent), 403);
    expect(expectOk(await get(`/user/profile-info-no-token?profile_id=${publicRef}`, parent))).toEqual(full);
    expectError(await get(`/user/profile-info-no-token?profile_id=abc`), 400);
    // Without headers a sequential id is refused whether it exists or not (issue 10 item 5).
    expectError(await get(`/user/profile-info-no-token?profile_id=${id}`), 401, ERROR_CODES.UNAUTHENTICATED);
    expectError(await get(`/user/profile-info-no-token?profile_id=999999`), 401, ERROR_CODES.UNAUTHENTICATED);
    expectError(
      await get(`/user/profile-info-no-token?profile_id=p${'0'.repeat(32)}`),
      404,
      ERROR_CODES.PROFILE_NOT_FOUND,
    );
    const bad = await t.app.inject({
      method: 'GET',
      url: `/main/user/profile-info-no-token?profile_id=${id}`,
      headers: { access_token: 'forged', access_user: '0901000001' },
    });
    expectError(bad, 401);
  });

  it('learning-info answers grade, class, school, schedules and loyalty; -no-token without headers only the grade', async () => {
    const id = parent.user.profiles[0]!.id;
    const info = expectOk(await get(`/user/learning-info?profile_id=${id}`, parent));
    expect(info).toMatchObject({
      profileId: id,
      gradeId: 3,
      gradeLevel: 3,
      gradeName: 'Lớp 3',
      className: '3A',
      school: { name: 'Trường Tiểu học Kim Đồng', provinceName: 'Hà Nội' },
      loyalty: { point: 3420, points: { coin: 1250, diamond: 85 } },
      pendingChangeClass: null,
    });
    expect(info.schedules).toHaveLength(2);
    expectError(await get(`/user/learning-info?profile_id=${id}`), 401);
    expectError(await get(`/user/learning-info?profile_id=${otherProfileId}`, parent), 403);
    const limited = expectOk(
      await get(`/user/learning-info-no-token?profile_id=${parent.user.profiles[0]!.publicRef}`),
    );
    expect(limited).toMatchObject({
      profileId: id,
      gradeId: 3,
      className: null,
      school: null,
      schedules: [],
      loyalty: null,
    });
    expect(expectOk(await get(`/user/learning-info-no-token?profile_id=${id}`, parent)).className).toBe('3A');
    expectError(await get(`/user/learning-info-no-token?profile_id=${id}`), 401, ERROR_CODES.UNAUTHENTICATED);
    expectError(await get(`/user/learning-info-no-token?profile_id=${otherProfileId}`, parent), 403);
  });

  it('check-status-user-change reports changes after ?since', async () => {
    const before = expectOk(await get('/user/check-status-user-change', other));
    expect(before.changed).toBe(false);
    expect(
      expectOk(
        await get(`/user/check-status-user-change?since=${encodeURIComponent(before.updatedAt)}`, other),
      ).changed,
    ).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expectOk(await post('/user/update-profile-info', { name: 'Lê Phương Linh Mới' }, other));
    const after = expectOk(
      await get(`/user/check-status-user-change?since=${encodeURIComponent(before.updatedAt)}`, other),
    );
    expect(after.changed).toBe(true);
    expectError(await get('/user/check-status-user-change?since=yesterday', other), 400);
    expectError(await get('/user/check-status-user-change'), 401);
  });

  it('update-account-info and create-account-info', async () => {
    const updated = expectOk(
      await post(
        '/user/update-account-info',
        { name: 'Nguyễn Văn Hùng', email: 'hung@example.vn', birthday: '1985-04-30' },
        parent,
      ),
    );
    expect(updated.account).toEqual({
      phone: '0901000001',
      name: 'Nguyễn Văn Hùng',
      email: 'hung@example.vn',
      birthday: '1985-04-30',
      address: null,
    });
    expectError(await post('/user/update-account-info', {}, parent), 400);
    expectError(await post('/user/update-account-info', { email: 'not-an-email' }, parent), 400);
    expectError(await post('/user/update-account-info', { name: 'A' }), 401);
    // create fills only empty fields
    const created = expectOk(
      await post('/user/create-account-info', { name: 'Tên khác', address: '1 Tràng Tiền' }, parent),
    );
    expect(created.account).toMatchObject({ name: 'Nguyễn Văn Hùng', address: '1 Tràng Tiền' });
  });

  it('update-profile-info: own profiles only, preset avatars validated, grade changes only through a request', async () => {
    const second = parent.user.profiles[1]!.id;
    const school = await t.db
      .selectFrom('schools')
      .select(['id', 'province_id'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const profile = expectOk(
      await post(
        '/user/update-profile-info',
        {
          profile_id: second,
          name: 'Gia Bảo',
          class_name: '5C',
          school_id: school.id,
          province_id: school.province_id,
          avatar: 'avatars/default-24.svg',
        },
        parent,
      ),
    );
    expect(profile).toMatchObject({
      id: second,
      name: 'Gia Bảo',
      className: '5C',
      schoolId: school.id,
      avatar: 'avatars/default-24.svg',
    });
    expectError(
      await post('/user/update-profile-info', { profile_id: second, avatar: 'avatars/evil.png' }, parent),
      400,
    );
    expectError(
      await post('/user/update-profile-info', { profile_id: second, avatar: '../../etc/passwd' }, parent),
      400,
    );
    expectError(
      await post('/user/update-profile-info', { profile_id: second, school_id: 999_999 }, parent),
      400,
    );
    expectError(await post('/user/update-profile-info', { profile_id: second, grade_id: 7 }, parent), 409);
    expectError(
      await post('/user/update-profile-info', { profile_id: otherProfileId, name: 'Hacked' }, parent),
      403,
    );
    const untouched = await t.db
      .selectFrom('profiles')
      .select('name')
      .where('id', '=', otherProfileId)
      .executeTakeFirstOrThrow();
    expect(untouched.name).not.toBe('Hacked');
    // A profile without a grade may get one (SPA /update-info).
    const noGrade = await login(t, '0901000002');
    expect(expectOk(await post('/user/update-profile-info', { grade_id: 2 }, noGrade)).gradeId).toBe(2);
  });

  it('create-profile-info adds a profile to the account', async () => {
    const profile = expectOk(
      await post(
        '/user/create-profile-info',
        { name: 'Bé Út', grade_id: 1, avatar: 'avatars/default-05.svg' },
        other,
      ),
    );
    expect(profile).toMatchObject({
      name: 'Bé Út',
      gradeId: 1,
      isDefault: false,
      avatar: 'avatars/default-05.svg',
    });
    const { user } = expectOk(await get('/user/basic-info', other));
    expect(user.profiles).toHaveLength(2);
    expectError(await post('/user/create-profile-info', { grade_id: 1 }, other), 400);
    expectError(await post('/user/create-profile-info', { name: 'X' }), 401);
  });

  it('parallel create-profile-info calls keep exactly one default profile', async () => {
    const solo = await login(t, '0901000005');
    const results = await Promise.all(
      ['Một', 'Hai', 'Ba'].map((name) =>
        post('/user/create-profile-info', { name, birthday: '2015-02-28' }, solo),
      ),
    );
    for (const res of results) expectOk(res);
    const { user } = expectOk(await get('/user/basic-info', solo));
    expect(user.profiles).toHaveLength(4);
    expect(user.profiles.filter((p: { isDefault: boolean }) => p.isDefault)).toHaveLength(1);
    expectError(await post('/user/create-profile-info', { name: 'Bốn', birthday: '2015-02-30' }, solo), 400);
  });

  it('request-change-class stores one pending request per profile; other accounts get 403', async () => {
    const id = parent.user.profiles[2]!.id;
    expect(
      expectOk(await post(`/user/profiles/${id}/request-change-class`, { grade_id: 2 }, parent)),
    ).toEqual({
      requested: true,
      gradeId: 2,
      status: 'pending',
    });
    expectOk(await post(`/user/profiles/${id}/request-change-class`, { grade_id: 4 }, parent));
    const pending = await t.db
      .selectFrom('profile_class_change_requests')
      .selectAll()
      .where('profile_id', '=', id)
      .execute();
    expect(pending).toHaveLength(1);
    expect(pending[0]?.grade_id).toBe(4);
    const info = expectOk(await get(`/user/learning-info?profile_id=${id}`, parent));
    expect(info.pendingChangeClass).toMatchObject({ gradeId: 4 });
    expectError(await post(`/user/profiles/${id}/request-change-class`, { grade_id: 13 }, parent), 400);
    expectError(await post(`/user/profiles/${id}/request-change-class`, { grade_id: 1 }, parent), 400);
    expectError(
      await post(`/user/profiles/${otherProfileId}/request-change-class`, { grade_id: 5 }, parent),
      403,
    );
    expectError(await post(`/user/profiles/${id}/request-change-class`, { grade_id: 5 }), 401);
  });

  it('select-subject records the choice', async () => {
    const id = parent.user.profiles[0]!.id;
    expect(
      expectOk(
        await post(
          '/user/select-subject',
          { grade: 3, subject: 'english', profile_id: id, isParent: true },
          parent,
        ),
      ),
    ).toEqual({
      profileId: id,
      subject: 'english',
      grade: 3,
      isParent: true,
    });
    const info = expectOk(await get(`/user/learning-info?profile_id=${id}`, parent));
    expect(info.subjects).toEqual([{ subject: 'english', grade: 3, isParent: true }]);
    expectError(
      await post(
        '/user/select-subject',
        { grade: 3, subject: 'english', profile_id: otherProfileId, isParent: true },
        parent,
      ),
      403,
    );
    expectError(
      await post('/user/select-subject', { grade: 3, subject: 'english', profile_id: id }, parent),
      400,
    );
  });

  it('avatar-presets lists the 24 presets', async () => {
    const presets = expectOk(await get('/user/avatar-presets'));
    expect(presets).toHaveLength(24);
    expect(presets[0]).toEqual({
      id: 1,
      file_path: '/static-images/avatars/default-01.svg',
      relative_path: 'avatars/default-01.svg',
    });
  });

  describe('update-avatar', () => {
    const upload = (profileId: number, body: ReturnType<typeof multipart>, session?: Session) =>
      t.app.inject({
        method: 'POST',
        url: `/main/user/profiles/${profileId}/update-avatar`,
        payload: body.payload,
        headers: { 'content-type': body.contentType, ...(session ? authHeaders(session) : {}) },
      });

    it('stores a PNG under DATA_DIR/uploads/avatars, sets the profile avatar and serves the file', async () => {
      const id = parent.user.profiles[0]!.id;
      const data = expectOk(await upload(id, multipart('me.png', 'image/png', PNG), parent));
      expect(data.avatar).toMatch(/^uploads\/avatars\/[0-9a-f]{32}\.png$/);
      const files = await readdir(path.join(dataDir, 'uploads', 'avatars'));
      expect(files).toContain(path.basename(data.avatar));
      const served = await t.app.inject({ method: 'GET', url: `/static-images/${data.avatar}` });
      expect(served.statusCode).toBe(200);
      // Re-encoded (tests/server/user/avatar-pipeline.test.ts): the same 1 × 1 PNG, not the same bytes.
      expect(served.headers['content-type']).toBe('image/png');
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
      const profile = expectOk(await get(`/user/profile-info-no-token?profile_id=${id}`, parent));
      expect(profile.avatar).toBe(data.avatar);
      // A second upload replaces (and deletes) the first file.
      const next = expectOk(await upload(id, multipart('me2.png', 'image/png', PNG), parent));
      const after = await readdir(path.join(dataDir, 'uploads', 'avatars'));
      expect(after).toContain(path.basename(next.avatar));
      expect(after).not.toContain(path.basename(data.avatar));
    });

    it('checks magic bytes, not only the mimetype (415), and the 2 MB limit (413)', async () => {
      const id = parent.user.profiles[0]!.id;
      const html = Buffer.from('<html><script>alert(1)</script></html>');
      expectError(
        await upload(id, multipart('x.png', 'image/png', html), parent),
        415,
        ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
      );
      expectError(await upload(id, multipart('x.gif', 'image/gif', PNG), parent), 415);
      const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 10)]);
      expectError(
        await upload(id, multipart('big.png', 'image/png', big), parent),
        413,
        ERROR_CODES.PAYLOAD_TOO_LARGE,
      );
      expectError(await upload(id, multipart('x.png', 'image/png', PNG, 'other'), parent), 400);
      const json = await t.app.inject({
        method: 'POST',
        url: `/main/user/profiles/${id}/update-avatar`,
        payload: { file: 'x' },
        headers: authHeaders(parent),
      });
      expectError(json, 415);
    });

    it('refuses another account’s profile (403) and anonymous callers (401)', async () => {
      expectError(await upload(otherProfileId, multipart('x.png', 'image/png', PNG), parent), 403);
      expectError(await upload(otherProfileId, multipart('x.png', 'image/png', PNG)), 401);
      const row = await t.db
        .selectFrom('profiles')
        .select('avatar')
        .where('id', '=', otherProfileId)
        .executeTakeFirstOrThrow();
      expect(row.avatar).toBe('avatars/default-05.svg');
    });
  });

  describe('contest user-contest-data', () => {
    const contest = (profileId: number | string, headers: Record<string, string>) =>
      t.app.inject({
        method: 'GET',
        url: `/contest/api/contest/user-contest-data?profileId=${profileId}`,
        headers,
      });

    it('answers isContest for own profiles, 403 for others, 401 without credentials', async () => {
      const contestUser = await login(t, '0901000004');
      const contestProfile = contestUser.user.profiles[0]!.id;
      expect(expectOk(await contest(contestProfile, authHeaders(contestUser)))).toEqual({ isContest: true });
      expect(expectOk(await contest(parent.user.profiles[0]!.id, authHeaders(parent)))).toEqual({
        isContest: false,
      });
      expect(expectOk(await contest(contestProfile, { authorization: contestUser.accessToken }))).toEqual({
        isContest: true,
      });
      expectError(await contest(contestProfile, authHeaders(parent)), 403, ERROR_CODES.PROFILE_NOT_OWNED);
      expectError(await contest(contestProfile, { authorization: parent.accessToken }), 403);
      expectError(await contest(contestProfile, {}), 401);
      expectError(await contest(contestProfile, authHeaders(contestUser, '0901000001')), 401);
      expectError(await contest('x', authHeaders(contestUser)), 400);
    });
  });
});
