/** React binding of the activation page; the composition root hands in the real actor logic. */
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { ActorOptions } from 'xstate';
import { type ActivationMachine, activationMachine } from './activation.machine';
import type { ActivationRequest } from './activation.types';

export type ActivationImplementations = Parameters<ActivationMachine['provide']>[0];

interface ActivationServices {
  implementations: ActivationImplementations;
  inspect?: ActorOptions<ActivationMachine>['inspect'];
}

const ActivationContext = createContext<ActivationServices | null>(null);

export function ActivationProvider({
  services,
  children,
}: {
  services: ActivationServices;
  children: ReactNode;
}) {
  return <ActivationContext.Provider value={services}>{children}</ActivationContext.Provider>;
}

/** One activation form: its state and named commands. */
export function useActivation() {
  const services = useContext(ActivationContext);
  if (!services) throw new Error('useActivation needs an <ActivationProvider> above it');
  const actor = useActorRef(
    activationMachine.provide(services.implementations),
    services.inspect ? { inspect: services.inspect } : {},
  );
  const state = useSelector(actor, (s) => s.value as 'editing' | 'activating' | 'activated');
  const result = useSelector(actor, (s) => s.context.result);
  const error = useSelector(actor, (s) => s.context.error);
  const commands = useMemo(
    () => ({
      submit: (request: ActivationRequest) => actor.send({ type: 'activation.submitted', request }),
      reset: () => actor.send({ type: 'activation.resetRequested' }),
    }),
    [actor],
  );
  return { state, result, error, ...commands };
}
