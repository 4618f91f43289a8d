/**
 * React binding of the layout check. No user commands: the layout mounts one actor per page (keyed
 * by pathname) with `useLayoutCheckActor`, and may read its state.
 */
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorOptions, ActorRefFrom, SnapshotFrom } from 'xstate';
import { type LayoutCheckMachine, layoutCheckMachine } from './layout-check.machine';
import type { LayoutCheckInput } from './layout-check.types';

export type LayoutCheckActorRef = ActorRefFrom<LayoutCheckMachine>;
export type LayoutCheckSnapshot = SnapshotFrom<LayoutCheckMachine>;
export type LayoutCheckImplementations = Parameters<LayoutCheckMachine['provide']>[0];

/** Creates (and starts) the check for this page; input is read once, so remount on a new pathname. */
export function useLayoutCheckActor(
  implementations: LayoutCheckImplementations,
  input: LayoutCheckInput,
  { inspect }: { inspect?: ActorOptions<LayoutCheckMachine>['inspect'] } = {},
): LayoutCheckActorRef {
  return useActorRef(layoutCheckMachine.provide(implementations), inspect ? { input, inspect } : { input });
}

export function useLayoutCheckSelector<T>(
  actor: LayoutCheckActorRef,
  selector: (snapshot: LayoutCheckSnapshot) => T,
): T {
  return useSelector(actor, selector);
}
