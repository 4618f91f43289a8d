import { createActor } from 'xstate';
import { exchangeLoginToken, login } from '../api/main/user-auth';
import { getBasicInfo, logout } from '../api/main/user-session';
import { createSessionActors } from '../machines/session/session.actors';
import { sessionMachine } from '../machines/session/session.machine';
import { qaInspect } from '../qa/inspect-bridge';
import { cookies, sessionStore, storage } from './browser-services';

/** The app-wide session actor with the real API and platform (not started: startApp starts it). */
export function createSessionActor(navigate: (to: string) => void) {
  const stored = sessionStore.read();
  const machine = sessionMachine.provide({
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
  return createActor(machine, {
    input: { user: stored.user, profile: stored.profile, hasAccessToken: stored.accessToken !== null },
    inspect: qaInspect,
  });
}

export type SessionActor = ReturnType<typeof createSessionActor>;
