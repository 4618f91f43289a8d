import type { Profile, User } from '../../domain/entities';

export interface ProfileSwitchContext {
  /** The profile being switched to; null when idle. */
  targetProfileId: number | null;
  /** The page to open once switched (the chooser continues); null reloads the page shown. */
  continueTo: string | null;
}

export type ProfileSwitchEvent =
  | { type: 'profile.switchRequested'; profileId: number; continueTo?: string }
  /** The composition root's cross-tab listener saw k12_profile change in another tab. */
  | { type: 'profile.changedInAnotherTab' };

export interface ProfileSwitchActionParams {
  /** The access_token cookie with its lifetime (ACCESS_TOKEN_COOKIE_SECONDS). */
  storeAccessToken: { accessToken: string; maxAgeSeconds: number };
  storeUser: { user: User };
  storeProfile: { profile: Profile | null };
  reloadPage: undefined;
  /** A full page load of this path (the new profile's data everywhere, like a reload). */
  openPage: { to: string };
  logError: { message: string; error?: unknown };
}
