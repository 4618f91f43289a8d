import { getBasicInfo, switchProfile } from '../api/main/user-session';
import { STORAGE_KEYS } from '../domain/constants';
import { createProfileSwitchActors } from '../machines/profile-switch/profile-switch.actors';
import { profileSwitchMachine } from '../machines/profile-switch/profile-switch.machine';
import { subscribeStorageKey } from '../platform/cross-tab';
import { cookies, pageNavigation, storage } from './browser-services';

/** The profile-switch machine with the real API and platform (the app root runs it). */
export function createProfileSwitchLogic() {
  return profileSwitchMachine.provide({
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
      openPage: (_, { to }) => pageNavigation.replace(to),
      // SPEC §8: profile-switch errors are only logged.
      logError: (_, { message, error }) => console.error(`[profile-switch] ${message}`, error),
    },
  });
}

/**
 * SPEC §4: changing the stored profile in another tab reloads this one (through the machine). Only
 * a change of WHICH profile is stored counts: new balances or a new avatar frame of the same profile
 * are followed without a reload (the app root's `crossTabUserChanges`).
 */
export function onProfileChangedInAnotherTab(listener: () => void): () => void {
  return subscribeStorageKey(STORAGE_KEYS.profile, ({ newValue, oldValue }) => {
    if (newValue !== null && oldValue !== null && profileIdOf(newValue) === profileIdOf(oldValue)) return;
    listener();
  });
}

function profileIdOf(stored: string): unknown {
  try {
    return (JSON.parse(stored) as { id?: unknown } | null)?.id ?? stored;
  } catch {
    return stored;
  }
}
