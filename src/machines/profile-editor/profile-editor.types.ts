import type { Profile, User } from '../../domain/entities';

/**
 * Which form the editor drives; it decides the required fields and what happens after saving.
 * - `updateInfo`: /update-info (complete the default profile), then home.
 * - `contestInfo`: /update-contest-info (grade and class of a contest profile), then home.
 * - `account`: the profile card of /thong-tin-tai-khoan, stays on the page.
 * - `create`: a new profile from /thong-tin-tai-khoan, finishes when created.
 */
export type ProfileEditorMode = 'updateInfo' | 'contestInfo' | 'account' | 'create';

export type ProfileField = 'name' | 'gradeId' | 'className' | 'provinceId' | 'schoolId';

/** What the form holds; kept as typed when it is refused. */
export interface ProfileDraft {
  name: string;
  gradeId: number | null;
  className: string;
  provinceId: number | null;
  schoolId: number | null;
}

export type FieldErrors = Partial<Record<ProfileField, string>>;

export interface SchoolOption {
  id: number;
  name: string;
}

/** The profile's current class and school, read from learning-info. */
export interface ProfileDetails {
  className: string | null;
  school: { id: number; name: string; provinceId: number } | null;
}

export interface ProfileEditorInput {
  mode: ProfileEditorMode;
  /** The session's user: the fallback when basic-info cannot be read after saving. */
  user: User;
  /** The profile to edit; null when creating. */
  profile: Profile | null;
}

export interface ProfileEditorContext {
  mode: ProfileEditorMode;
  user: User;
  profileId: number | null;
  /** A grade already set changes only through a change-class request (the server refuses it here). */
  gradeLocked: boolean;
  draft: ProfileDraft;
  schools: SchoolOption[];
  schoolsError: string | null;
  fieldErrors: FieldErrors;
  /** The first invalid field, for the view to focus. */
  firstInvalid: ProfileField | null;
  error: string | null;
  notice: string | null;
  savedProfile: Profile | null;
}

export type ProfileEditorEvent =
  | { type: 'profileForm.provinceSelected'; provinceId: number | null }
  | { type: 'profileForm.schoolsRetryRequested' }
  | { type: 'profileForm.submitted'; draft: ProfileDraft };

/** Body of update-profile-info / create-profile-info (snake_case as the server reads it). */
export interface ProfileSaveBody {
  profile_id?: number;
  name: string;
  grade_id?: number | null;
  class_name?: string | null;
  school_id?: number | null;
  province_id?: number | null;
}

export interface ProfileEditorActionParams {
  /** The fresh user for the session (session.userUpdated). */
  announceUser: { user: User };
  redirect: { to: string };
}
