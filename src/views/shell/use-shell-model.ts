import { imageUrl } from '../../domain/image';
import { shownName } from '../../domain/profile';
import { appRootBinding } from '../../machines/app-root/app-root.binding';
import { profileSwitchBinding } from '../../machines/profile-switch/profile-switch.binding';
import { sessionBinding } from '../../machines/session/session.binding';
import type { HeaderUserProps } from './header-user';

export type ShellModel = {
  header:
    | { kind: 'user'; props: HeaderUserProps }
    /** Signed in to the contest only (its own sign-in), not to the app (issue 31). */
    | { kind: 'contest'; name: string }
    | { kind: 'visitor' };
  overlay: { visible: boolean; label: string };
};

/**
 * Maps the session and profile-switch snapshots to what the shell renders. Narrow selectors keep
 * re-renders to the values that changed.
 */
export function useShellModel(): ShellModel {
  const loggedIn = sessionBinding.useSelect((snapshot) => snapshot.matches('loggedIn'));
  const user = sessionBinding.useSelect((snapshot) => snapshot.context.user);
  const profile = sessionBinding.useSelect((snapshot) => snapshot.context.profile);
  const switching = profileSwitchBinding.useSelect((snapshot) => !snapshot.matches('idle'));
  const switchTarget = profileSwitchBinding.useSelect((snapshot) => snapshot.context.targetProfileId);
  const sendToSwitch = profileSwitchBinding.useSend();
  const sendToSession = sessionBinding.useSend();
  const contestName = appRootBinding.useSelect((snapshot) => snapshot.context.contestProfileName);

  // Switching makes the profile the account's default: the overlay says so.
  const targetName = user?.profiles.find((entry) => entry.id === switchTarget)?.name;
  const overlay = {
    visible: switching,
    label: targetName
      ? `Đang chuyển sang ${shownName(targetName)} — hồ sơ mặc định mới của tài khoản`
      : 'Đang chuyển hồ sơ',
  };
  if (!loggedIn || !user || !profile)
    return { header: contestName ? { kind: 'contest', name: contestName } : { kind: 'visitor' }, overlay };

  const name = shownName(profile.name);
  return {
    header: {
      kind: 'user',
      props: {
        shownName: name,
        avatarUrl: profile.avatar ? imageUrl(profile.avatar) : null,
        frameUrl: profile.avatarBorder ? imageUrl(profile.avatarBorder) : null,
        trophies: profile.loyalty?.points?.coin ?? 0,
        diamonds: profile.loyalty?.points?.diamond ?? 0,
        profiles: user.profiles.map((entry) => ({
          id: entry.id,
          name: shownName(entry.name),
          avatarUrl: entry.avatar ? imageUrl(entry.avatar) : null,
          frameUrl: entry.avatarBorder ? imageUrl(entry.avatarBorder) : null,
          isDefault: entry.id === profile.id,
        })),
        canAct: !switching,
        showContest: profile.isContest === true,
        onSwitch: (profileId: number) => sendToSwitch({ type: 'profile.switchRequested', profileId }),
        onLogout: () => sendToSession({ type: 'session.logoutRequested' }),
      },
    },
    overlay,
  };
}
