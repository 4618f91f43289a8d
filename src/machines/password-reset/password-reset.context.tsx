/**
 * React binding of the password-reset machine: the page creates the actor with
 * `usePasswordResetActor`, hands it down with `PasswordResetProvider`, and children use the
 * selector and command hooks. When the machine is done, the view sends the user to /dang-nhap.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { ActorOptions, ActorRefFrom, SnapshotFrom } from 'xstate';
import { type PasswordResetMachine, passwordResetMachine } from './password-reset.machine';

export type PasswordResetActorRef = ActorRefFrom<PasswordResetMachine>;
export type PasswordResetSnapshot = SnapshotFrom<PasswordResetMachine>;
export type PasswordResetImplementations = Parameters<PasswordResetMachine['provide']>[0];

/** Creates (and starts) the password-reset actor for the component's lifetime. */
export function usePasswordResetActor(
  implementations: PasswordResetImplementations,
  { inspect }: { inspect?: ActorOptions<PasswordResetMachine>['inspect'] } = {},
): PasswordResetActorRef {
  return useActorRef(passwordResetMachine.provide(implementations), inspect ? { inspect } : {});
}

const PasswordResetActorContext = createContext<PasswordResetActorRef | null>(null);

export function PasswordResetProvider({
  actor,
  children,
}: {
  actor: PasswordResetActorRef;
  children: ReactNode;
}) {
  return <PasswordResetActorContext.Provider value={actor}>{children}</PasswordResetActorContext.Provider>;
}

function usePasswordResetActorRef(): PasswordResetActorRef {
  const actor = useContext(PasswordResetActorContext);
  if (!actor) throw new Error('usePasswordReset* needs a <PasswordResetProvider> above it');
  return actor;
}

export function usePasswordResetSelector<T>(
  selector: (snapshot: PasswordResetSnapshot) => T,
  compare?: (a: T, b: T) => boolean,
): T {
  return useSelector(usePasswordResetActorRef(), selector, compare);
}

export function usePasswordResetEvents() {
  const actor = usePasswordResetActorRef();
  return useMemo(
    () => ({
      submitPhone: (phone: string) => actor.send({ type: 'passwordReset.phoneSubmitted', phone }),
      submitNewPassword: (otp: string, password: string, passwordConfirmation: string) =>
        actor.send({ type: 'passwordReset.newPasswordSubmitted', otp, password, passwordConfirmation }),
      resendOtp: () => actor.send({ type: 'passwordReset.otpResendRequested' }),
      editPhone: () => actor.send({ type: 'passwordReset.phoneEditRequested' }),
    }),
    [actor],
  );
}
