import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../src/api/config';
import { get } from '../../src/api/http/main-helpers';
import { postService3 } from '../../src/api/http/service3-helpers';
import type { AuthPayload } from '../../src/domain/entities';
import { createCookieStore } from '../../src/platform/cookies';
import { createSessionStore, type SessionStore } from '../../src/platform/session-store';
import { createTypedStorage } from '../../src/platform/storage';
import { setupApiHarness } from './support/api-harness';
import { CookieDocument } from './support/cookie-document';
import { MemoryStorage } from './support/memory-storage';

const harness = setupApiHarness();

const PAYLOAD: AuthPayload = {
  user: {
    phone: '0901000001',
    source: 1,
    profiles: [
      {
        id: 1,
        name: 'Nguyễn Hoàng Minh Anh',
        avatar: null,
        avatarBorder: null,
        isDefault: 1,
        gradeId: 3,
        gradeLevel: 3,
        className: '3A',
        schoolId: 1,
        schedules: [],
        loyalty: { point: 0, points: { coin: 1250, diamond: 85 } },
      },
    ],
  },
  uniclassToken: 'product-token',
  accessToken: 'access-token',
};

let backing: MemoryStorage;
let jar: CookieDocument;
let session: SessionStore;

beforeEach(() => {
  backing = new MemoryStorage();
  jar = new CookieDocument();
  vi.stubGlobal('document', jar);
  session = createSessionStore(
    createTypedStorage(backing),
    createCookieStore(() => false),
  );
});

afterEach(() => vi.unstubAllGlobals());

describe('session store', () => {
  it('is logged in only with both a stored user and an access token cookie (SPEC §4)', () => {
    expect(session.isLoggedIn()).toBe(false);
    session.setUser(PAYLOAD.user);
    expect(session.isLoggedIn()).toBe(false);
    session.setAccessToken('t');
    expect(session.isLoggedIn()).toBe(true);
    backing.removeItem('user');
    expect(session.isLoggedIn()).toBe(false);
  });

  it('saveAuth stores the user, the product token and the access token cookie', () => {
    session.saveAuth(PAYLOAD);
    expect(JSON.parse(backing.getItem('user') ?? 'null')).toEqual(PAYLOAD.user);
    expect(backing.getItem('tokenUniclass')).toBe('product-token');
    expect(jar.cookie).toBe('access_token=access-token');
    expect(session.read()).toEqual({
      user: PAYLOAD.user,
      profile: null,
      accessToken: 'access-token',
      productToken: 'product-token',
      contestToken: null,
      infoNewPass: null,
    });
  });

  it('clearSession removes user, tour, product token, infoNewPass, cookies and profile (SPEC §4 Logout)', () => {
    session.saveAuth(PAYLOAD);
    session.setProfile(PAYLOAD.user.profiles[0]!);
    session.setInfoNewPass({ accessToken: 'x', phone: '0901' });
    session.setContestToken('contest');
    session.setAccessToken('access-token');
    backing.setItem('tour', '{"done":true}');
    backing.setItem('unrelated', 'stays');
    session.clearSession();
    for (const key of ['user', 'tour', 'tokenUniclass', 'infoNewPass', 'k12_profile']) {
      expect(backing.getItem(key)).toBeNull();
    }
    expect(jar.cookie).toBe('');
    // The spec's logout list does not name the contest token.
    expect(backing.getItem('auth_contest')).toBe('contest');
    expect(backing.getItem('unrelated')).toBe('stays');
  });

  it('clearStaleSession removes user, profile and cookies only', () => {
    session.saveAuth(PAYLOAD);
    session.setProfile(PAYLOAD.user.profiles[0]!);
    session.clearStaleSession();
    expect(backing.getItem('user')).toBeNull();
    expect(backing.getItem('k12_profile')).toBeNull();
    expect(jar.cookie).toBe('');
    expect(backing.getItem('tokenUniclass')).toBe('product-token');
  });

  it('gives the API layer its credentials, read at each request', async () => {
    configureApi({ credentials: session.credentials() });
    await get('/user/basic-info');
    expect(harness.server.last().headers).not.toHaveProperty('access_token');

    session.saveAuth(PAYLOAD);
    await get('/user/basic-info');
    expect(harness.server.last().headers).toMatchObject({
      access_token: 'access-token',
      access_user: '0901000001',
    });

    await postService3('/register/consult', {});
    expect(harness.server.last().headers.access_token).toBe('product-token');

    session.clearSession();
    await get('/user/basic-info');
    expect(harness.server.last().headers).not.toHaveProperty('access_token');
  });
});
