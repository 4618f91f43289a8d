import { describe, expect, it } from 'vitest';
import { getConfig } from '../../src/api/main/common-config';
import {
  getLoyaltyItems,
  getLoyaltyLedger,
  getLoyaltyProfile,
  markRewardUsed,
  redeemReward,
} from '../../src/api/main/loyalty';
import {
  getNotificationList,
  getNotifyList,
  markAllNotificationsRead,
  markNotificationRead,
  markNotificationUnread,
} from '../../src/api/main/notifications';
import {
  checkExist,
  checkExistV2,
  exchangeLoginToken,
  forgotPassword,
  forgotPasswordConfirm,
  login,
  register,
  registerConfirm,
  registerConfirmV2,
  registerVerifyOtp,
} from '../../src/api/main/user-auth';
import {
  getLearningInfo,
  getLearningInfoNoToken,
  saveSchedules,
  selectSubject,
  subscribeNewCourse,
} from '../../src/api/main/user-learning';
import {
  createAccountInfo,
  createProfileInfo,
  getAvatarPresets,
  getProfileInfoNoToken,
  requestChangeClass,
  updateAccountInfo,
  updateAvatar,
  updateProfileInfo,
} from '../../src/api/main/user-profile';
import { checkStatusUserChange, getBasicInfo, switchProfile } from '../../src/api/main/user-session';
import { registerConsult } from '../../src/api/service3/register-consult';
import { setupApiHarness } from './support/api-harness';

const harness = setupApiHarness();
/** A profile's public reference: what the -no-token look-ups take without a session (issue 10). */
const PUBLIC_REF = `p${'0123456789abcdef'.repeat(2)}`;

interface EndpointCase {
  name: string;
  call: () => Promise<unknown>;
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  query?: Record<string, string>;
  body?: unknown;
}

const ENDPOINTS: EndpointCase[] = [
  {
    name: 'login',
    call: () => login({ phone: '0901000001', password: 'Uniclass@123', platform: 'WEB' }),
    method: 'POST',
    path: '/main/user/login',
    body: { phone: '0901000001', password: 'Uniclass@123', platform: 'WEB' },
  },
  {
    name: 'checkExist',
    call: () => checkExist({ phone: '0901000001' }),
    method: 'POST',
    path: '/main/user/check-exist',
    body: { phone: '0901000001', platform: 'WEB' },
  },
  {
    name: 'checkExistV2',
    call: () => checkExistV2({ phone: '0901000001' }),
    method: 'POST',
    path: '/main/user/check-exist-v2',
    body: { phone: '0901000001', platform: 'WEB' },
  },
  {
    name: 'register',
    call: () => register({ phone: '0901000009' }),
    method: 'POST',
    path: '/main/user/register',
    body: { phone: '0901000009' },
  },
  {
    name: 'registerConfirm',
    call: () =>
      registerConfirm({ phone: '0901', name: 'Minh', grade: 3, password: 'P@ss1234', otp: '123456' }),
    method: 'POST',
    path: '/main/user/register-confirm',
    body: { phone: '0901', name: 'Minh', grade: 3, password: 'P@ss1234', otp: '123456', source: 1 },
  },
  {
    name: 'registerVerifyOtp',
    call: () => registerVerifyOtp({ phone: '0901', otp: '123456' }),
    method: 'POST',
    path: '/main/user/register-verify-otp',
    body: { phone: '0901', otp: '123456' },
  },
  {
    name: 'registerConfirmV2',
    call: () =>
      registerConfirmV2({
        phone: '0901',
        name: 'Minh',
        grade: 3,
        password: 'P@ss1234',
        verificationToken: 'proof',
      }),
    method: 'POST',
    path: '/main/user/register-confirm-v2',
    body: {
      phone: '0901',
      name: 'Minh',
      grade: 3,
      password: 'P@ss1234',
      verificationToken: 'proof',
      source: 1,
    },
  },
  {
    name: 'forgotPassword',
    call: () => forgotPassword({ phone: '0901' }),
    method: 'POST',
    path: '/main/user/forgot-password',
    body: { phone: '0901' },
  },
  {
    name: 'forgotPasswordConfirm',
    call: () => forgotPasswordConfirm({ phone: '0901', otp: '111111', password: 'Moi@1234' }),
    method: 'POST',
    path: '/main/user/forgot-password-confirm',
    body: { phone: '0901', otp: '111111', password: 'Moi@1234' },
  },
  {
    name: 'exchangeLoginToken',
    call: () => exchangeLoginToken('one-time'),
    method: 'POST',
    path: '/main/user/login-token/exchange',
    body: { token: 'one-time' },
  },
  { name: 'getBasicInfo', call: () => getBasicInfo(), method: 'GET', path: '/main/user/basic-info' },
  {
    name: 'checkStatusUserChange',
    call: () => checkStatusUserChange(),
    method: 'GET',
    path: '/main/user/check-status-user-change',
  },
  {
    name: 'getProfileInfoNoToken',
    call: () => getProfileInfoNoToken(PUBLIC_REF),
    method: 'GET',
    path: '/main/user/profile-info-no-token',
    query: { profile_id: PUBLIC_REF },
  },
  {
    name: 'getLearningInfo',
    call: () => getLearningInfo(12),
    method: 'GET',
    path: '/main/user/learning-info',
    query: { profile_id: '12' },
  },
  {
    name: 'getLearningInfoNoToken',
    call: () => getLearningInfoNoToken(PUBLIC_REF),
    method: 'GET',
    path: '/main/user/learning-info-no-token',
    query: { profile_id: PUBLIC_REF },
  },
  {
    name: 'selectSubject',
    call: () => selectSubject({ grade: 3, subject: 'ENGLISH', profile_id: 12, isParent: false }),
    method: 'POST',
    path: '/main/user/select-subject',
    body: { grade: 3, subject: 'ENGLISH', profile_id: 12, isParent: false },
  },
  {
    name: 'saveSchedules',
    call: () => saveSchedules({ schedule_id: 4, action: 1, profile_id: 12 }),
    method: 'POST',
    path: '/main/user/save-schedules',
    body: { schedule_id: 4, action: 1, profile_id: 12 },
  },
  {
    name: 'subscribeNewCourse',
    call: () => subscribeNewCourse({ course_id: 8 }),
    method: 'POST',
    path: '/main/user/subscribe-new-course',
    body: { course_id: 8 },
  },
  {
    name: 'getAvatarPresets',
    call: () => getAvatarPresets(),
    method: 'GET',
    path: '/main/user/avatar-presets',
  },
  {
    name: 'updateAccountInfo',
    call: () => updateAccountInfo({ name: 'Phụ huynh' }),
    method: 'POST',
    path: '/main/user/update-account-info',
    body: { name: 'Phụ huynh' },
  },
  {
    name: 'createAccountInfo',
    call: () => createAccountInfo({ name: 'Phụ huynh' }),
    method: 'POST',
    path: '/main/user/create-account-info',
    body: { name: 'Phụ huynh' },
  },
  {
    name: 'updateProfileInfo',
    call: () => updateProfileInfo({ profile_id: 12, name: 'Bảo Ngọc', grade_id: 1 }),
    method: 'POST',
    path: '/main/user/update-profile-info',
    body: { profile_id: 12, name: 'Bảo Ngọc', grade_id: 1 },
  },
  {
    name: 'createProfileInfo',
    call: () => createProfileInfo({ name: 'Gia Bảo', grade_id: 5 }),
    method: 'POST',
    path: '/main/user/create-profile-info',
    body: { name: 'Gia Bảo', grade_id: 5 },
  },
  {
    name: 'requestChangeClass',
    call: () => requestChangeClass(12, 4),
    method: 'POST',
    path: '/main/user/profiles/12/request-change-class',
    body: { grade_id: 4 },
  },
  {
    name: 'switchProfile',
    call: () => switchProfile(13),
    method: 'POST',
    path: '/main/user/switch-profile',
    body: { profile_id: 13 },
  },
  { name: 'getNotifyList', call: () => getNotifyList(), method: 'GET', path: '/main/notify/list' },
  {
    name: 'getNotificationList (first page)',
    call: () => getNotificationList({ productType: 'ALL' }),
    method: 'GET',
    path: '/main/notification/list',
    query: { limit: '10', productType: 'ALL' },
  },
  {
    name: 'getNotificationList (next page)',
    call: () => getNotificationList({ cursor: 'c-42', productType: 'UNICLASS_CLUB' }),
    method: 'GET',
    path: '/main/notification/list',
    query: { limit: '10', productType: 'UNICLASS_CLUB', cursor: 'c-42' },
  },
  {
    name: 'markNotificationRead',
    call: () => markNotificationRead('n 1'),
    method: 'PATCH',
    path: '/main/notification/n%201/read',
    body: {},
  },
  {
    name: 'markNotificationUnread',
    call: () => markNotificationUnread('n1'),
    method: 'PATCH',
    path: '/main/notification/n1/unread',
    body: {},
  },
  {
    name: 'markAllNotificationsRead',
    call: () => markAllNotificationsRead(),
    method: 'PATCH',
    path: '/main/notification/mark-all-read',
    body: {},
  },
  {
    name: 'getConfig',
    call: () => getConfig('banner'),
    method: 'GET',
    path: '/main/common/get-config',
    query: { key: 'banner' },
  },
  {
    name: 'getLoyaltyProfile',
    call: () => getLoyaltyProfile(12),
    method: 'GET',
    path: '/main/loyalty/profiles/12',
  },
  {
    name: 'getLoyaltyItems',
    call: () => getLoyaltyItems(12, { category_code: 'FRAME', page: 'USER_OWNED' }),
    method: 'GET',
    path: '/main/loyalty/profiles/12/items',
    query: { category_code: 'FRAME', page: 'USER_OWNED' },
  },
  {
    name: 'getLoyaltyLedger',
    call: () => getLoyaltyLedger(12, { cursor: 40, currency: 'COIN' }),
    method: 'GET',
    path: '/main/loyalty/profiles/12/ledger',
    query: { cursor: '40', currency: 'COIN' },
  },
  {
    name: 'markRewardUsed',
    call: () => markRewardUsed(77, 12),
    method: 'POST',
    path: '/main/loyalty/rewards/77/used',
    body: { profile_id: 12 },
  },
  {
    name: 'redeemReward',
    call: () => redeemReward(77, 12),
    method: 'POST',
    path: '/main/loyalty/rewards/77/redeem',
    body: { profile_id: 12 },
  },
  {
    name: 'registerConsult',
    call: () =>
      registerConsult({
        requestType: 2,
        fullName: 'Nguyễn Văn A',
        phone: '0901000001',
        platform: 'WEB',
        followCourse: 'AI Class',
        grade: 3,
        birthday: '2016-05-01',
      }),
    method: 'POST',
    path: '/service3/register/consult',
    body: {
      requestType: 2,
      fullName: 'Nguyễn Văn A',
      phone: '0901000001',
      platform: 'WEB',
      followCourse: 'AI Class',
      grade: 3,
      birthday: '2016-05-01',
    },
  },
];

describe('main API endpoints: method, path, query and body (SPEC §7)', () => {
  it.each(ENDPOINTS)('$name', async ({ call, method, path, query, body }) => {
    await call();
    const request = harness.server.last();
    expect(request.method).toBe(method);
    expect(request.path).toBe(path);
    expect(Object.fromEntries(request.query)).toEqual(query ?? {});
    if (body !== undefined) expect(JSON.parse(request.text)).toEqual(body);
  });
});

describe('answers', () => {
  it('login answers the envelope with user and tokens', async () => {
    const data = {
      user: { phone: '0901000001', source: 1, profiles: [] },
      uniclassToken: 'u',
      accessToken: 'a',
    };
    harness.server.respond(() => ({ body: { errorCode: 0, message: 'OK', data } }));
    await expect(login({ phone: '0901000001', password: 'x', platform: 'WEB' })).resolves.toEqual({
      errorCode: 0,
      message: 'OK',
      data,
    });
  });

  it('a wrong password answers the 401 envelope (no throw)', async () => {
    const envelope = { errorCode: 401, message: 'Sai mật khẩu', data: null };
    harness.server.respond(() => ({ status: 401, body: envelope }));
    await expect(login({ phone: '0901000001', password: 'x', platform: 'WEB' })).resolves.toEqual(envelope);
  });

  it('notification calls answer the resultCode envelope as sent', async () => {
    const listData = { common: [], actions: [], countUnread: 3, cursor: 'c-1' };
    harness.server.respond(() => ({ body: { resultCode: 1, data: listData } }));
    await expect(getNotificationList({ productType: 'ALL' })).resolves.toEqual({
      resultCode: 1,
      data: listData,
    });
    harness.server.respond(() => ({ status: 404, body: { resultCode: 0, message: 'Không tìm thấy' } }));
    await expect(markNotificationRead('x')).resolves.toEqual({ resultCode: 0, message: 'Không tìm thấy' });
  });
});

describe('switchProfile (SPEC §8: false on error)', () => {
  it('answers the new access token', async () => {
    harness.server.respond(() => ({
      body: { errorCode: 0, message: 'OK', data: { accessToken: 'new-token' } },
    }));
    await expect(switchProfile(13)).resolves.toBe('new-token');
  });

  it.each([
    ['an error envelope', { status: 403, body: { errorCode: 403, message: 'Không có quyền', data: null } }],
    ['a success without a token', { body: { errorCode: 0, message: 'OK', data: {} } }],
    ['a non-JSON body', { status: 502, body: '<html>bad gateway</html>' }],
  ])('answers false on %s', async (_name, response) => {
    harness.server.respond(() => response);
    await expect(switchProfile(13)).resolves.toBe(false);
  });

  it('answers false when the request fails', async () => {
    harness.server.respond(() => ({ drop: true }));
    await expect(switchProfile(13)).resolves.toBe(false);
  });

  it('still rejects when cancelled, so a lost race is not mistaken for an answer', async () => {
    harness.server.respond(() => ({ hang: true }));
    const controller = new AbortController();
    const pending = switchProfile(13, { signal: controller.signal });
    await expect.poll(() => harness.server.requests.length).toBe(1);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'ERR_CANCELED' });
  });
});

describe('profile mutations (SPEC §8: false on failure)', () => {
  const MUTATIONS = [
    ['updateAccountInfo', () => updateAccountInfo({ name: 'A' })],
    ['createAccountInfo', () => createAccountInfo({ name: 'A' })],
    ['updateProfileInfo', () => updateProfileInfo({ profile_id: 1, name: 'A' })],
    ['createProfileInfo', () => createProfileInfo({ name: 'A' })],
    ['updateAvatar', () => updateAvatar(1, new Blob(['x'], { type: 'image/png' }))],
    ['requestChangeClass', () => requestChangeClass(1, 2)],
  ] as const;

  it.each(MUTATIONS)('%s answers the envelope on success', async (_name, call) => {
    const envelope = { errorCode: 0, message: 'OK', data: { id: 1 } };
    harness.server.respond(() => ({ body: envelope }));
    await expect(call()).resolves.toEqual(envelope);
  });

  it.each(MUTATIONS)('%s answers false on an error envelope', async (_name, call) => {
    harness.server.respond(() => ({
      status: 400,
      body: { errorCode: 1, message: 'Tên không hợp lệ', data: null },
    }));
    await expect(call()).resolves.toBe(false);
  });

  it.each(MUTATIONS)('%s answers false when the request fails', async (_name, call) => {
    harness.server.respond(() => ({ drop: true }));
    await expect(call()).resolves.toBe(false);
  });

  it('updateAvatar posts the file as multipart field "file"', async () => {
    harness.session.user = { phone: '0901000001' };
    harness.session.accessToken = 'tok';
    await updateAvatar(12, new Blob(['IMAGEBYTES'], { type: 'image/jpeg' }), { fileName: 'me.jpg' });
    const request = harness.server.last();
    expect(request.path).toBe('/main/user/profiles/12/update-avatar');
    expect(String(request.headers['content-type'])).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.text).toContain('name="file"; filename="me.jpg"');
    expect(request.text).toContain('IMAGEBYTES');
    expect(request.headers).toMatchObject({ access_token: 'tok', access_user: '0901000001' });
  });
});

describe('loyalty redeem', () => {
  it('sends the Idempotency-Key header beside the session headers, and the delivery of a gift', async () => {
    harness.session.user = { phone: '0901000001' };
    harness.session.accessToken = 'tok';
    const delivery = {
      recipient_name: 'Nguyễn Văn Hùng',
      phone: '0901000001',
      address: '12 Hàng Bài, Hà Nội',
    };
    await redeemReward(77, 12, { idempotencyKey: 'k-1', delivery });
    const request = harness.server.last();
    expect(request.headers).toMatchObject({ 'idempotency-key': 'k-1', access_token: 'tok' });
    expect(JSON.parse(request.text)).toEqual({ profile_id: 12, delivery });
  });
});
