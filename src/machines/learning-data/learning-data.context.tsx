/**
 * React binding of the learning-page loaders. The composition root hands in the real loaders once;
 * each page creates its own loader actor (`useLearningData`) with what it asks for.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { ActorOptions, SnapshotFrom } from 'xstate';
import type { LearningLoaders } from './learning-data.actors';
import { type LearningDataMachine, learningDataMachine } from './learning-data.machine';

export interface LearningDataServices {
  loaders: LearningLoaders;
  inspect?: ActorOptions<LearningDataMachine>['inspect'];
}

const LearningDataContext = createContext<LearningDataServices | null>(null);

export function LearningDataProvider({
  services,
  children,
}: {
  services: LearningDataServices;
  children: ReactNode;
}) {
  return <LearningDataContext.Provider value={services}>{children}</LearningDataContext.Provider>;
}

export type LearningDataSnapshot = SnapshotFrom<LearningDataMachine>;

/** A loader actor for this page; `request` is read once (remount the page to ask for another). */
export function useLearningData<T>(loader: keyof LearningLoaders, request: unknown) {
  const services = useContext(LearningDataContext);
  if (!services) throw new Error('useLearningData needs a <LearningDataProvider> above it');
  const actor = useActorRef(
    learningDataMachine.provide({ actors: { load: services.loaders[loader] } }),
    services.inspect ? { input: { request }, inspect: services.inspect } : { input: { request } },
  );
  const state = useSelector(actor, (s) => s.value as 'loading' | 'ready' | 'failed');
  const data = useSelector(actor, (s) => s.context.data as T | null);
  const error = useSelector(actor, (s) => s.context.error);
  const reload = useMemo(() => () => actor.send({ type: 'data.reloadRequested' }), [actor]);
  return { state, data, error, reload };
}
