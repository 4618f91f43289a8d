/**
 * React binding of the profile editor. Each form creates its own actor (`useProfileEditorActor`)
 * from the machine the composition root provided with real actors (`ProfileEditorLogicProvider`),
 * hands it down with `ProfileEditorProvider`, and children use the selector and command hooks.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { ProfileEditorMachine } from './profile-editor.machine';
import type { ProfileDraft, ProfileEditorInput } from './profile-editor.types';

export type ProfileEditorActorRef = ActorRefFrom<ProfileEditorMachine>;
export type ProfileEditorSnapshot = SnapshotFrom<ProfileEditorMachine>;

const LogicContext = createContext<ProfileEditorMachine | null>(null);

/** The machine with its real actors and actions, supplied once by src/app. */
export function ProfileEditorLogicProvider({
  logic,
  children,
}: {
  logic: ProfileEditorMachine;
  children: ReactNode;
}) {
  return <LogicContext.Provider value={logic}>{children}</LogicContext.Provider>;
}

/** Creates (and starts) a profile editor for the component's lifetime; input is read once. */
export function useProfileEditorActor(input: ProfileEditorInput): ProfileEditorActorRef {
  const logic = useContext(LogicContext);
  if (!logic) throw new Error('useProfileEditorActor needs <ProfileEditorLogicProvider> (src/app)');
  return useActorRef(logic, { input });
}

const ActorContext = createContext<ProfileEditorActorRef | null>(null);

export function ProfileEditorProvider({
  actor,
  children,
}: {
  actor: ProfileEditorActorRef;
  children: ReactNode;
}) {
  return <ActorContext.Provider value={actor}>{children}</ActorContext.Provider>;
}

function useActor(): ProfileEditorActorRef {
  const actor = useContext(ActorContext);
  if (!actor) throw new Error('useProfileEditor* needs a <ProfileEditorProvider> above it');
  return actor;
}

export function useProfileEditorSelector<T>(
  selector: (snapshot: ProfileEditorSnapshot) => T,
  compare?: (a: T, b: T) => boolean,
): T {
  return useSelector(useActor(), selector, compare);
}

export function useProfileEditorEvents() {
  const actor = useActor();
  return useMemo(
    () => ({
      selectProvince: (provinceId: number | null) =>
        actor.send({ type: 'profileForm.provinceSelected', provinceId }),
      retrySchools: () => actor.send({ type: 'profileForm.schoolsRetryRequested' }),
      submit: (draft: ProfileDraft) => actor.send({ type: 'profileForm.submitted', draft }),
    }),
    [actor],
  );
}
