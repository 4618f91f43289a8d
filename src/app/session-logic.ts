import { exchangeLoginToken, login } from '../api/main/user-auth';
import { getBasicInfo, logout } from '../api/main/user-session';
import { STORAGE_KEYS } from '../domain/constants';
import type { User } from '../domain/entities';
import { createSessionActors } from '../machines/session/session.actors';
import { sessionMachine } from '../machines/session/session.machine';
import type { SessionInput } from '../machines/session/session.types';
import { subscribeStorageKey } from '../platform/cross-tab';
import { cookies, sessionStore, storage } from './browser-services';

/** The session machine with the real API and platform (the app root runs it). */
export function createSessionLogic(navigate: (to: string) => void) {
  return sessionMachine.provide({
    actors: createSessionActors({ login, exchangeLoginToken, getBasicInfo }),
    actions: {
      storeUser: (_, { user }) => {
        storage.set('user', user);
      },
      storeProfile: (_, { profile }) => {
        if (profile) storage.set('profile', profile);
        else storage.remove('profile');
      },
      storeProductToken: (_, { token }) => {
        storage.set('productToken', token);
      },
      // The cookie store applies ACCESS_TOKEN_COOKIE_SECONDS itself, the same lifetime the machine names.
      storeAccessToken: (_, { accessToken }) => cookies.setAccessToken(accessToken),
      clearStoredSession: (_, { storageKeys }) => {
        for (const key of storageKeys) storage.remove(key);
        cookies.clearAll();
      },
      // The request's headers are built synchronously, before clearStoredSession runs next.
      revokeServerSession: () => {
        logout().catch((error: unknown) => console.error('[session] server logout failed', error));
      },
      redirect: (_, { to }) => navigate(to),
      logError: (_, { message, error }) => console.error(`[session] ${message}`, error),
    },
  });
}

/** The stored session the session machine starts from. */
export function storedSessionInput(): SessionInput {
  const stored = sessionStore.read();
  return { user: stored.user, profile: stored.profile, hasAccessToken: stored.accessToken !== null };
}

/**
 * A fresh user stored by another tab. Storing the same value again fires no storage event, so tabs
 * do not echo each other.
 */
export function onUserStoredInAnotherTab(listener: (user: User) => void): () => void {
  return subscribeStorageKey(STORAGE_KEYS.user, ({ newValue }) => {
    if (newValue === null) return;
    const user = storage.get('user');
    if (user) listener(user);
  });
}
