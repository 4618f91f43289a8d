import { createActor } from 'xstate';
import { getBasicInfo, switchProfile } from '../api/main/user-session';
import { STORAGE_KEYS } from '../domain/constants';
import { createProfileSwitchActors } from '../machines/profile-switch/profile-switch.actors';
import { profileSwitchMachine } from '../machines/profile-switch/profile-switch.machine';
import { subscribeStorageKey } from '../platform/cross-tab';
import { qaInspect } from '../qa/inspect-bridge';
import { cookies, pageNavigation, storage } from './browser-services';

/** The app-wide profile-switch actor with the real API and platform (not started). */
export function createProfileSwitchActor() {
  const machine = profileSwitchMachine.provide({
    actors: createProfileSwitchActors({ switchProfile, getBasicInfo }),
    actions: {
      storeAccessToken: (_, { accessToken }) => cookies.setAccessToken(accessToken),
      storeUser: (_, { user }) => {
        storage.set('user', user);
      },
      storeProfile: (_, { profile }) => {
        if (profile) storage.set('profile', profile);
        else storage.remove('profile');
      },
      reloadPage: () => pageNavigation.reload(),
      // SPEC §8: profile-switch errors are only logged.
      logError: (_, { message, error }) => console.error(`[profile-switch] ${message}`, error),
    },
  });
  return createActor(machine, { inspect: qaInspect });
}

export type ProfileSwitchActor = ReturnType<typeof createProfileSwitchActor>;

/**
 * SPEC §4: changing the stored profile in another tab reloads this one (through the machine). Only
 * a change of WHICH profile is stored counts: new balances or a new avatar frame of the same profile
 * are followed without a reload (loyalty-sync.ts).
 */
export function forwardCrossTabProfileChanges(actor: ProfileSwitchActor): () => void {
  return subscribeStorageKey(STORAGE_KEYS.profile, ({ newValue, oldValue }) => {
    if (newValue !== null && oldValue !== null && profileIdOf(newValue) === profileIdOf(oldValue)) return;
    actor.send({ type: 'profile.changedInAnotherTab' });
  });
}

function profileIdOf(stored: string): unknown {
  try {
    return (JSON.parse(stored) as { id?: unknown } | null)?.id ?? stored;
  } catch {
    return stored;
  }
}
