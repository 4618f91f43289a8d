import { HeaderBar } from './header-bar';
import { NotificationBellSlot } from './notification-bell-slot';
import { ProfileMenu, type ProfileMenuEntry } from './profile-menu';
import { WalletLinks } from './wallet-links';

export interface HeaderUserProps {
  shownName: string;
  avatarUrl: string | null;
  frameUrl: string | null;
  trophies: number;
  diamonds: number;
  profiles: readonly ProfileMenuEntry[];
  canAct: boolean;
  /** Contest profiles (isContest) see the contest link in the profile menu. */
  showContest: boolean;
  onSwitch: (profileId: number) => void;
  onLogout: () => void;
}

/** SPEC §2: header of a logged-in user with a profile. */
export function HeaderUser({ trophies, diamonds, ...menu }: HeaderUserProps) {
  return (
    <HeaderBar>
      <WalletLinks trophies={trophies} diamonds={diamonds} />
      <NotificationBellSlot />
      <ProfileMenu {...menu} />
    </HeaderBar>
  );
}
