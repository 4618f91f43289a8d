/** React binding of the app-wide profile-switch actor (created and started once outside React). */
import { useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { Actor, SnapshotFrom } from 'xstate';
import type { ProfileSwitchMachine } from './profile-switch.machine';

export type ProfileSwitchActorRef = Actor<ProfileSwitchMachine>;
export type ProfileSwitchSnapshot = SnapshotFrom<ProfileSwitchMachine>;

const ProfileSwitchActorContext = createContext<ProfileSwitchActorRef | null>(null);

export function ProfileSwitchProvider({
  actor,
  children,
}: {
  actor: ProfileSwitchActorRef;
  children: ReactNode;
}) {
  return <ProfileSwitchActorContext.Provider value={actor}>{children}</ProfileSwitchActorContext.Provider>;
}

export function useProfileSwitchActor(): ProfileSwitchActorRef {
  const actor = useContext(ProfileSwitchActorContext);
  if (!actor) throw new Error('useProfileSwitch* needs a <ProfileSwitchProvider> above it');
  return actor;
}

export function useProfileSwitchSelector<T>(
  selector: (snapshot: ProfileSwitchSnapshot) => T,
  compare?: (a: T, b: T) => boolean,
): T {
  return useSelector(useProfileSwitchActor(), selector, compare);
}

/** `requestSwitch(profileId)`: 'Chuyển sang hồ sơ này'. */
export function useProfileSwitchEvents() {
  const actor = useProfileSwitchActor();
  return useMemo(
    () => ({
      requestSwitch: (profileId: number) => actor.send({ type: 'profile.switchRequested', profileId }),
      /** Alias of requestSwitch. */
      switchTo: (profileId: number) => actor.send({ type: 'profile.switchRequested', profileId }),
    }),
    [actor],
  );
}
