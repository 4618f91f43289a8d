/**
 * The whole locally held session (SPEC §3 Session data, §4 Login state and Logout): user and
 * profile in localStorage, the product and contest tokens in localStorage, the access token in a
 * cookie.
 */
import type { AuthPayload, Profile, User } from '../domain/entities';
import { type CookieStore, createCookieStore } from './cookies';
import { createBrowserStorage, type InfoNewPass, type TypedStorage } from './storage';

export interface SessionSnapshot {
  user: User | null;
  profile: Profile | null;
  accessToken: string | null;
  productToken: string | null;
  contestToken: string | null;
  infoNewPass: InfoNewPass | null;
}

/** Matches the API layer's CredentialsSource, so `configureApi({ credentials })` accepts it. */
export interface SessionCredentials {
  getUser(): { phone: string } | null;
  getAccessToken(): string | null;
  getContestToken(): string | null;
  getServiceToken(): string | null;
  getInfoNewPass(): InfoNewPass | null;
}

export interface SessionStore {
  read(): SessionSnapshot;
  /** SPEC §4: logged in only if both a stored user and an access token cookie exist. */
  isLoggedIn(): boolean;
  /** Stores what login/register-confirm answer: user, product token and access token. */
  saveAuth(payload: AuthPayload): void;
  setUser(user: User): void;
  setProfile(profile: Profile): void;
  setAccessToken(token: string): void;
  setContestToken(token: string): void;
  setInfoNewPass(info: InfoNewPass): void;
  /** SPEC §4 Login state: without both user and token, the user, profile and cookies go. */
  clearStaleSession(): void;
  /** SPEC §4 Logout: user, tour, product token, infoNewPass, cookies and profile. */
  clearSession(): void;
  /** The API layer's view of this session, read at each request. */
  credentials(): SessionCredentials;
}

export function createSessionStore(storage: TypedStorage, cookies: CookieStore): SessionStore {
  return {
    read: () => ({
      user: storage.get('user'),
      profile: storage.get('profile'),
      accessToken: cookies.getAccessToken(),
      productToken: storage.get('productToken'),
      contestToken: storage.get('contestAuth'),
      infoNewPass: storage.get('infoNewPass'),
    }),
    isLoggedIn: () => storage.get('user') !== null && cookies.getAccessToken() !== null,
    saveAuth(payload) {
      storage.set('user', payload.user);
      storage.set('productToken', payload.uniclassToken);
      cookies.setAccessToken(payload.accessToken);
    },
    setUser: (user) => {
      storage.set('user', user);
    },
    setProfile: (profile) => {
      storage.set('profile', profile);
    },
    setAccessToken: (token) => cookies.setAccessToken(token),
    setContestToken: (token) => {
      storage.set('contestAuth', token);
    },
    setInfoNewPass: (info) => {
      storage.set('infoNewPass', info);
    },
    clearStaleSession() {
      storage.remove('user');
      storage.remove('profile');
      cookies.clearAll();
    },
    clearSession() {
      storage.remove('user');
      storage.remove('tour');
      storage.remove('productToken');
      storage.remove('infoNewPass');
      cookies.clearAll();
      storage.remove('profile');
    },
    credentials: () => ({
      getUser: () => {
        const user = storage.get('user');
        return user ? { phone: user.phone } : null;
      },
      getAccessToken: () => cookies.getAccessToken(),
      getContestToken: () => storage.get('contestAuth'),
      getServiceToken: () => storage.get('productToken'),
      getInfoNewPass: () => storage.get('infoNewPass'),
    }),
  };
}

/** The session of the page: localStorage and document cookies. */
export function createBrowserSessionStore(): SessionStore {
  return createSessionStore(createBrowserStorage(), createCookieStore());
}
