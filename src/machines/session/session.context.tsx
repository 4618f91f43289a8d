/**
 * React binding of the app-wide session actor. The actor is created and started once outside React
 * (composition root) and handed in, so StrictMode never starts it twice and tests can pass another.
 */
import { useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { Actor, SnapshotFrom } from 'xstate';
import type { SessionMachine } from './session.machine';

export type SessionActorRef = Actor<SessionMachine>;
export type SessionSnapshot = SnapshotFrom<SessionMachine>;

const SessionActorContext = createContext<SessionActorRef | null>(null);

export function SessionProvider({ actor, children }: { actor: SessionActorRef; children: ReactNode }) {
  return <SessionActorContext.Provider value={actor}>{children}</SessionActorContext.Provider>;
}

export function useSessionActor(): SessionActorRef {
  const actor = useContext(SessionActorContext);
  if (!actor) throw new Error('useSession* needs a <SessionProvider> above it');
  return actor;
}

/** Reads one value of the session; keep selectors narrow to avoid re-renders. */
export function useSessionSelector<T>(
  selector: (snapshot: SessionSnapshot) => T,
  compare?: (a: T, b: T) => boolean,
): T {
  return useSelector(useSessionActor(), selector, compare);
}

/** The session commands a view may issue. */
export function useSessionEvents() {
  const actor = useSessionActor();
  return useMemo(
    () => ({
      logIn: (phone: string, password: string) =>
        actor.send({ type: 'session.loginRequested', phone, password }),
      logInWithToken: (token: string) => actor.send({ type: 'session.tokenLoginRequested', token }),
      logOut: () => actor.send({ type: 'session.logoutRequested' }),
      updateUser: (user: SessionSnapshot['context']['user'] & object) =>
        actor.send({ type: 'session.userUpdated', user }),
    }),
    [actor],
  );
}
