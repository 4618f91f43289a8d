/**
 * React binding of the post-login checks. They have no user commands: the shell mounts one actor
 * per page (keyed by pathname) with `usePostLoginChecksActor`, and may read its state.
 */
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorOptions, ActorRefFrom, SnapshotFrom } from 'xstate';
import { type PostLoginChecksMachine, postLoginChecksMachine } from './post-login-checks.machine';
import type { RouteCheckInput } from './post-login-checks.types';

export type PostLoginChecksActorRef = ActorRefFrom<PostLoginChecksMachine>;
export type PostLoginChecksSnapshot = SnapshotFrom<PostLoginChecksMachine>;
export type PostLoginChecksImplementations = Parameters<PostLoginChecksMachine['provide']>[0];

/** Creates (and starts) the checks for this page; input is read once, so remount on a new pathname. */
export function usePostLoginChecksActor(
  implementations: PostLoginChecksImplementations,
  input: RouteCheckInput,
  { inspect }: { inspect?: ActorOptions<PostLoginChecksMachine>['inspect'] } = {},
): PostLoginChecksActorRef {
  return useActorRef(
    postLoginChecksMachine.provide(implementations),
    inspect ? { input, inspect } : { input },
  );
}

export function usePostLoginChecksSelector<T>(
  actor: PostLoginChecksActorRef,
  selector: (snapshot: PostLoginChecksSnapshot) => T,
): T {
  return useSelector(actor, selector);
}
