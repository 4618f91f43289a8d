import type { Profile, User } from '../../domain/entities';

/** One of the 24 default avatars (SPEC §3). */
export interface AvatarPresetOption {
  id: number;
  /** What the profile stores (and update-profile-info accepts). */
  relativePath: string;
  filePath: string;
}

/** The part of the page a message belongs to. */
export type AccountSection = 'account' | 'avatar' | 'classChange' | 'presets';

export interface AccountFeedback {
  section: AccountSection;
  tone: 'error' | 'success';
  text: string;
}

export interface AccountInfoInput {
  user: User;
  /** The default profile (the one the page edits). */
  profile: Profile;
}

export interface AccountInfoContext {
  user: User;
  profileId: number;
  gradeId: number | null;
  avatar: string | null;
  /** As typed, kept when refused. */
  accountName: string;
  presets: AvatarPresetOption[];
  feedback: AccountFeedback | null;
  /** The grade of the change-class request being sent or last sent from this page. */
  requestedGradeId: number | null;
}

/** The file the user picked; the machine checks type and size before uploading. */
export type AvatarFile = Blob & { name?: string };

export type AccountInfoEvent =
  | { type: 'account.nameSubmitted'; name: string }
  | { type: 'avatar.presetChosen'; relativePath: string }
  | { type: 'avatar.fileChosen'; file: AvatarFile }
  | { type: 'classChange.requested'; gradeId: number | null }
  | { type: 'presets.retryRequested' };

export interface AccountInfoActionParams {
  announceUser: { user: User };
  logError: { message: string; error?: unknown };
}
