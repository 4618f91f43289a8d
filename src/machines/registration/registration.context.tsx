/**
 * React binding of the registration machine. The /dang-ky page creates the actor with
 * `useRegistrationActor` and hands it down with `RegistrationProvider`; children read it with
 * `useRegistrationSelector` and act with `useRegistrationEvents`.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef } from 'react';
import type { ActorOptions, ActorRefFrom, SnapshotFrom } from 'xstate';
import type { AuthPayload } from '../../domain/entities';
import { type RegistrationMachine, registrationMachine } from './registration.machine';
import type { RegistrationDetails } from './registration.types';

export type RegistrationActorRef = ActorRefFrom<RegistrationMachine>;
export type RegistrationSnapshot = SnapshotFrom<RegistrationMachine>;
export type RegistrationImplementations = Parameters<RegistrationMachine['provide']>[0];

export interface UseRegistrationActorOptions {
  inspect?: ActorOptions<RegistrationMachine>['inspect'];
  /** Called once with the login payload; the composition root sends it to the session as `session.registered`. */
  onRegistered?: (payload: AuthPayload) => void;
}

/** Creates (and starts) the registration actor for the component's lifetime. */
export function useRegistrationActor(
  implementations: RegistrationImplementations,
  { inspect, onRegistered }: UseRegistrationActorOptions = {},
): RegistrationActorRef {
  const actor = useActorRef(registrationMachine.provide(implementations), inspect ? { inspect } : {});
  const onRegisteredRef = useRef(onRegistered);
  onRegisteredRef.current = onRegistered;
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status === 'done') onRegisteredRef.current?.(snapshot.output);
    });
    return () => subscription.unsubscribe();
  }, [actor]);
  return actor;
}

const RegistrationActorContext = createContext<RegistrationActorRef | null>(null);

export function RegistrationProvider({
  actor,
  children,
}: {
  actor: RegistrationActorRef;
  children: ReactNode;
}) {
  return <RegistrationActorContext.Provider value={actor}>{children}</RegistrationActorContext.Provider>;
}

function useRegistrationActorRef(): RegistrationActorRef {
  const actor = useContext(RegistrationActorContext);
  if (!actor) throw new Error('useRegistration* needs a <RegistrationProvider> above it');
  return actor;
}

export function useRegistrationSelector<T>(
  selector: (snapshot: RegistrationSnapshot) => T,
  compare?: (a: T, b: T) => boolean,
): T {
  return useSelector(useRegistrationActorRef(), selector, compare);
}

export function useRegistrationEvents() {
  const actor = useRegistrationActorRef();
  return useMemo(
    () => ({
      submitPhone: (phone: string) => actor.send({ type: 'registration.phoneSubmitted', phone }),
      submitOtp: (otp: string) => actor.send({ type: 'registration.otpSubmitted', otp }),
      resendOtp: () => actor.send({ type: 'registration.otpResendRequested' }),
      editPhone: () => actor.send({ type: 'registration.phoneEditRequested' }),
      submitDetails: (details: RegistrationDetails) =>
        actor.send({ type: 'registration.detailsSubmitted', ...details }),
      editOtp: () => actor.send({ type: 'registration.otpEditRequested' }),
    }),
    [actor],
  );
}
