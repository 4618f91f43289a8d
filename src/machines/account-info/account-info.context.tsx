/**
 * React binding of the account page machine: the composition root supplies the machine with real
 * actors (`AccountInfoLogicProvider`); the page creates its actor (`useAccountInfoActor`), hands it
 * down with `AccountInfoProvider`, and sections use the selector and command hooks.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { AccountInfoMachine } from './account-info.machine';
import type { AccountInfoInput, AvatarFile } from './account-info.types';

export type AccountInfoActorRef = ActorRefFrom<AccountInfoMachine>;
export type AccountInfoSnapshot = SnapshotFrom<AccountInfoMachine>;

const LogicContext = createContext<AccountInfoMachine | null>(null);

export function AccountInfoLogicProvider({
  logic,
  children,
}: {
  logic: AccountInfoMachine;
  children: ReactNode;
}) {
  return <LogicContext.Provider value={logic}>{children}</LogicContext.Provider>;
}

/** Creates (and starts) the page's actor for the component's lifetime; input is read once. */
export function useAccountInfoActor(input: AccountInfoInput): AccountInfoActorRef {
  const logic = useContext(LogicContext);
  if (!logic) throw new Error('useAccountInfoActor needs <AccountInfoLogicProvider> (src/app)');
  return useActorRef(logic, { input });
}

const ActorContext = createContext<AccountInfoActorRef | null>(null);

export function AccountInfoProvider({
  actor,
  children,
}: {
  actor: AccountInfoActorRef;
  children: ReactNode;
}) {
  return <ActorContext.Provider value={actor}>{children}</ActorContext.Provider>;
}

function useActor(): AccountInfoActorRef {
  const actor = useContext(ActorContext);
  if (!actor) throw new Error('useAccountInfo* needs an <AccountInfoProvider> above it');
  return actor;
}

export function useAccountInfoSelector<T>(
  selector: (snapshot: AccountInfoSnapshot) => T,
  compare?: (a: T, b: T) => boolean,
): T {
  return useSelector(useActor(), selector, compare);
}

export function useAccountInfoEvents() {
  const actor = useActor();
  return useMemo(
    () => ({
      saveName: (name: string) => actor.send({ type: 'account.nameSubmitted', name }),
      choosePreset: (relativePath: string) => actor.send({ type: 'avatar.presetChosen', relativePath }),
      uploadAvatar: (file: AvatarFile) => actor.send({ type: 'avatar.fileChosen', file }),
      requestClassChange: (gradeId: number | null) => actor.send({ type: 'classChange.requested', gradeId }),
      retryPresets: () => actor.send({ type: 'presets.retryRequested' }),
    }),
    [actor],
  );
}
