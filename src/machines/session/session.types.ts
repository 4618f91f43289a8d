import type { STORAGE_KEYS } from '../../domain/constants';
import type { AuthPayload, Profile, User } from '../../domain/entities';

/** What the composition root reads from storage and cookies before starting the session actor. */
export interface SessionInput {
  user: User | null;
  profile: Profile | null;
  /** Whether the access token cookie exists (its value never enters the machine). */
  hasAccessToken: boolean;
}

export interface SessionContext {
  user: User | null;
  /** The default profile (k12_profile). */
  profile: Profile | null;
  hasAccessToken: boolean;
  /** The phone last typed in the login form, kept when login fails. */
  phone: string;
  /** Vietnamese text for the login or token-login screen. */
  error: string | null;
  /** The page a visitor asked for before logging in (validated same-origin path), or null. */
  returnTo: string | null;
  /** Where the logout under way lands instead of / (validated same-origin path), or null. */
  afterLogout: string | null;
  /** The logout under way follows a server-side end of the session (account deleted): no revoke call. */
  sessionEndedOnServer: boolean;
}

export type SessionEvent =
  /** returnTo: the page the visitor was sent away from (?tiep=); the machine validates it. */
  | { type: 'session.loginRequested'; phone: string; password: string; returnTo?: string | null }
  | { type: 'session.tokenLoginRequested'; token: string }
  /**
   * `landOn`: the page to land on instead of / (account deletion stays on its confirmation); the
   * machine validates it like a return path. `sessionEndedOnServer`: the server already revoked the
   * session (account deletion), so asking it again would only earn a 401.
   */
  | { type: 'session.logoutRequested'; landOn?: string; sessionEndedOnServer?: boolean }
  /** The registration machine's output, forwarded by the composition root. */
  | { type: 'session.registered'; payload: AuthPayload }
  /** A page changed the account (update-info, avatar, ...) and has the new user. */
  | { type: 'session.userUpdated'; user: User };

export interface LoginCredentials {
  phone: string;
  password: string;
}

/** Logical storage keys (the platform's TypedStorage keys). */
export type StoredSessionKey = keyof typeof STORAGE_KEYS;

/** Params of the injected actions: the composition root maps them to src/platform. */
export interface SessionActionParams {
  storeUser: { user: User };
  /** null removes the stored profile. */
  storeProfile: { profile: Profile | null };
  /** tokenUniclass. */
  storeProductToken: { token: string };
  /** The access_token cookie with its lifetime (ACCESS_TOKEN_COOKIE_SECONDS). */
  storeAccessToken: { accessToken: string; maxAgeSeconds: number };
  /** Removes these storage keys and every cookie of the SPA. */
  clearStoredSession: { storageKeys: StoredSessionKey[] };
  redirect: { to: string };
  logError: { message: string; error?: unknown };
}
