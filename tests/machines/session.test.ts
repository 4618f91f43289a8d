import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_COOKIE_SECONDS } from '../../src/domain/constants';
import {
  NO_DEFAULT_PROFILE_MESSAGE,
  SESSION_REFUSED_MESSAGE,
} from '../../src/machines/session/session.machine';
import { sessionTestModel } from '../../src/machines/session/session.test-model';
import type { SessionInput } from '../../src/machines/session/session.types';
import { INVALID_PHONE_MESSAGE } from '../../src/machines/shared/account-form-rules';
import { CONNECTION_ERROR_MESSAGE, EnvelopeError } from '../../src/machines/shared/api-result';
import {
  authPayloadFor,
  defaultProfileOf,
  familyUser,
  singleUser,
  userWithoutDefault,
} from '../../src/machines/shared/example-accounts';
import { itCoversEveryStateAndTransition } from './support/generated-paths-suite';
import { MachineHarness } from './support/machine-harness';

const loggedOut: SessionInput = { user: null, profile: null, hasAccessToken: false };
const params = (h: MachineHarness, type: string) => h.actionsOf(type).map((a) => a.params);

describe('session machine', () => {
  itCoversEveryStateAndTransition(sessionTestModel);

  it('is logged in only with both a stored user and the access token cookie', () => {
    const both = new MachineHarness(sessionTestModel, {
      user: familyUser,
      profile: defaultProfileOf(familyUser),
      hasAccessToken: true,
    }).start();
    expect(both.value).toEqual({ loggedIn: 'refreshing' });
    expect(both.actionsOf('clearStoredSession')).toEqual([]);

    for (const input of [
      { user: familyUser, profile: defaultProfileOf(familyUser), hasAccessToken: false },
      { user: null, profile: null, hasAccessToken: true },
      loggedOut,
    ]) {
      const harness = new MachineHarness(sessionTestModel, input).start();
      expect(harness.value).toBe('loggedOut');
      expect(params(harness, 'clearStoredSession')).toEqual([{ storageKeys: ['user', 'profile'] }]);
      expect(harness.snapshot.context).toMatchObject({ user: null, profile: null });
    }
  });

  it('logs in: stores the cookie for 31104000 s, tokenUniclass, user and default profile, then lands', async () => {
    const harness = new MachineHarness(sessionTestModel, loggedOut).start();
    harness.send({ type: 'session.loginRequested', phone: '84901000001', password: 'Uniclass@123' });
    expect(harness.value).toBe('loggingIn');
    expect(harness.promises.inputOf('logIn')).toEqual({ phone: '0901000001', password: 'Uniclass@123' });
    await harness.resolve('logIn', authPayloadFor(familyUser));
    expect(params(harness, 'storeAccessToken')).toEqual([
      { accessToken: 'access-0901000001', maxAgeSeconds: ACCESS_TOKEN_COOKIE_SECONDS },
    ]);
    expect(ACCESS_TOKEN_COOKIE_SECONDS).toBe(31_104_000);
    expect(params(harness, 'storeProductToken')).toEqual([{ token: 'uniclass-0901000001' }]);
    expect(params(harness, 'storeUser')).toEqual([{ user: familyUser }]);
    expect(params(harness, 'storeProfile')).toEqual([{ profile: defaultProfileOf(familyUser) }]);
    expect(harness.value).toEqual({ loggedIn: 'landing' });
    expect(harness.snapshot.context.password).toBeUndefined();

    await harness.resolve('landingBasicInfo', familyUser);
    expect(harness.value).toEqual({ loggedIn: 'ready' });
    // Several profiles, one of them the default: the user is not asked to choose again.
    expect(params(harness, 'redirect')).toEqual([{ to: '/' }]);
  });

  it('returns to the page asked for before login, and refuses any other origin', async () => {
    const cases: Array<[string | null, string]> = [
      ['/thong-tin-tai-khoan/khoa-hoc', '/thong-tin-tai-khoan/khoa-hoc'],
      ['/cua-hang-qua-tang?isTrophy=true', '/cua-hang-qua-tang?isTrophy=true'],
      ['//evil.com', '/'],
      ['https://evil.com', '/'],
      ['/\\evil.com', '/'],
      ['javascript:alert(1)', '/'],
      ['/dang-nhap', '/'],
      [null, '/'],
    ];
    for (const [returnTo, expected] of cases) {
      const harness = new MachineHarness(sessionTestModel, loggedOut).start();
      harness.send({ type: 'session.loginRequested', phone: '0901000001', password: 'x', returnTo });
      await harness.resolve('logIn', authPayloadFor(familyUser));
      await harness.resolve('landingBasicInfo', familyUser);
      expect({ returnTo, redirect: params(harness, 'redirect') }).toEqual({
        returnTo,
        redirect: [{ to: expected }],
      });
    }
  });

  it('sends a one-profile user home after login, and still chooses a page when basic-info fails', async () => {
    const single = new MachineHarness(sessionTestModel, loggedOut).start();
    single.send({ type: 'session.tokenLoginRequested', token: 'abc' });
    expect(single.promises.inputOf('exchangeLoginToken')).toEqual({ token: 'abc' });
    await single.resolve('exchangeLoginToken', authPayloadFor(singleUser));
    await single.resolve('landingBasicInfo', singleUser);
    expect(params(single, 'redirect')).toEqual([{ to: '/' }]);

    const offline = new MachineHarness(sessionTestModel, loggedOut).start();
    offline.send({ type: 'session.loginRequested', phone: '0901000001', password: 'Uniclass@123' });
    await offline.resolve('logIn', authPayloadFor(familyUser));
    await offline.reject('landingBasicInfo', new Error('Network Error'));
    expect(params(offline, 'redirect')).toEqual([{ to: '/' }]);
    expect(offline.value).toEqual({ loggedIn: 'ready' });
  });

  it('shows the server message on a refused login, a Vietnamese hint on a lost connection, and keeps the phone', async () => {
    const harness = new MachineHarness(sessionTestModel, loggedOut).start();
    harness.send({ type: 'session.loginRequested', phone: '0901000001', password: 'sai' });
    await harness.reject('logIn', new EnvelopeError(2002, 'Số điện thoại hoặc mật khẩu không đúng'));
    expect(harness.value).toBe('loggedOut');
    expect(harness.snapshot.context).toMatchObject({
      error: 'Số điện thoại hoặc mật khẩu không đúng',
      phone: '0901000001',
    });
    harness.send({ type: 'session.loginRequested', phone: '0901000001', password: 'x' });
    expect(harness.snapshot.context.error).toBeNull();
    await harness.reject('logIn', new TypeError('Failed to fetch'));
    expect(harness.snapshot.context.error).toBe(CONNECTION_ERROR_MESSAGE);
    expect(harness.actionsOf('storeAccessToken')).toEqual([]);
  });

  it('validates the phone and password before calling the server', () => {
    const harness = new MachineHarness(sessionTestModel, loggedOut).start();
    harness.send({ type: 'session.loginRequested', phone: '12345', password: 'x' });
    expect(harness.snapshot.context).toMatchObject({ error: INVALID_PHONE_MESSAGE, phone: '12345' });
    harness.send({ type: 'session.loginRequested', phone: '0901000001', password: '' });
    expect(harness.snapshot.context.error).toBe('Vui lòng nhập mật khẩu');
    expect(harness.promises.started).toEqual([]);
  });

  it('logs out: clears user, tour, tokenUniclass, infoNewPass and profile (and cookies), then goes to /', async () => {
    const harness = new MachineHarness(sessionTestModel, {
      user: familyUser,
      profile: defaultProfileOf(familyUser),
      hasAccessToken: true,
    }).start();
    await harness.resolve('refreshBasicInfo', familyUser);
    harness.send({ type: 'session.logoutRequested' });
    expect(harness.value).toBe('loggedOut');
    expect(params(harness, 'clearStoredSession')).toEqual([
      { storageKeys: ['user', 'tour', 'productToken', 'infoNewPass', 'profile'] },
    ]);
    expect(params(harness, 'redirect')).toEqual([{ to: '/' }]);
    expect(harness.snapshot.context).toMatchObject({ user: null, profile: null, hasAccessToken: false });
  });

  it('lands where a logout asks (the deleted account’s confirmation), same-origin paths only, once', async () => {
    const stored = { user: familyUser, profile: defaultProfileOf(familyUser), hasAccessToken: true };
    for (const [landOn, expected] of [
      ['/delete-account', '/delete-account'],
      ['//evil.example', '/'],
      ['https://evil.example', '/'],
    ] as const) {
      const harness = new MachineHarness(sessionTestModel, stored).start();
      await harness.resolve('refreshBasicInfo', familyUser);
      harness.send({ type: 'session.logoutRequested', landOn });
      expect(harness.value).toBe('loggedOut');
      expect(params(harness, 'redirect')).toEqual([{ to: expected }]);
      expect(harness.snapshot.context.afterLogout).toBeNull();
    }
  });

  it('asks the server to revoke the session on a logout, but not after the server ended it (account deleted)', async () => {
    const stored = { user: familyUser, profile: defaultProfileOf(familyUser), hasAccessToken: true };
    const plain = new MachineHarness(sessionTestModel, stored).start();
    await plain.resolve('refreshBasicInfo', familyUser);
    plain.send({ type: 'session.logoutRequested' });
    expect(plain.actionsOf('revokeServerSession')).toHaveLength(1);

    const deleted = new MachineHarness(sessionTestModel, stored).start();
    await deleted.resolve('refreshBasicInfo', familyUser);
    deleted.send({ type: 'session.logoutRequested', landOn: '/delete-account', sessionEndedOnServer: true });
    expect(deleted.value).toBe('loggedOut');
    expect(deleted.actionsOf('revokeServerSession')).toEqual([]);
    expect(params(deleted, 'clearStoredSession')).toHaveLength(1);
    expect(deleted.snapshot.context.sessionEndedOnServer).toBe(false);
  });

  it('logs out when basic-info has no default profile or refuses the session; keeps it when offline', async () => {
    const cases = [
      {
        settle: (h: MachineHarness) => h.resolve('refreshBasicInfo', userWithoutDefault),
        error: NO_DEFAULT_PROFILE_MESSAGE,
      },
      { settle: (h: MachineHarness) => h.resolve('refreshBasicInfo', null), error: SESSION_REFUSED_MESSAGE },
    ];
    for (const { settle, error } of cases) {
      const harness = new MachineHarness(sessionTestModel, {
        user: familyUser,
        profile: defaultProfileOf(familyUser),
        hasAccessToken: true,
      }).start();
      await settle(harness);
      expect(harness.value).toBe('loggedOut');
      expect(harness.snapshot.context.error).toBe(error);
      expect(harness.actionsOf('clearStoredSession')).toHaveLength(1);
    }
    const offline = new MachineHarness(sessionTestModel, {
      user: familyUser,
      profile: defaultProfileOf(familyUser),
      hasAccessToken: true,
    }).start();
    await offline.reject('refreshBasicInfo', new Error('Network Error'));
    expect(offline.value).toEqual({ loggedIn: 'ready' });
    expect(offline.snapshot.context.user).toBe(familyUser);
  });

  it('takes the registration result as a login and accepts user updates', async () => {
    const harness = new MachineHarness(sessionTestModel, loggedOut).start();
    harness.send({ type: 'session.registered', payload: authPayloadFor(singleUser) });
    expect(params(harness, 'storeAccessToken')).toEqual([
      { accessToken: 'access-0901000006', maxAgeSeconds: ACCESS_TOKEN_COOKIE_SECONDS },
    ]);
    await harness.resolve('landingBasicInfo', singleUser);
    harness.send({ type: 'session.userUpdated', user: familyUser });
    expect(harness.snapshot.context.profile).toEqual(defaultProfileOf(familyUser));
    expect(params(harness, 'storeUser').at(-1)).toEqual({ user: familyUser });
  });
});
