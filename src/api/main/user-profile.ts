/** Account and profile endpoints of the main API; mutations answer false on failure (SPEC §8). */
import type { Profile } from '../../domain/entities';
import type { ApiEnvelope, OkEnvelope, RequestOptions } from '../http/envelope';
import { get, post, postImg } from '../http/main-helpers';
import { okOrFalse } from '../http/or-false';

export interface AccountInfoRequest {
  name?: string;
  email?: string | null;
  birthday?: string | null;
  address?: string | null;
}

export interface ProfileInfoRequest {
  /** Absent when creating. */
  profile_id?: number;
  name: string;
  grade_id?: number | null;
  class_name?: string | null;
  school_id?: number | null;
  province_id?: number | null;
  birthday?: string | null;
}

export interface AvatarData {
  avatar: string;
}

/** One of the 24 default avatars (SPEC §3). */
export interface AvatarPreset {
  file_path: string;
  relative_path: string;
}

/** GET /user/profile-info-no-token?profile_id=. */
export function getProfileInfoNoToken(
  profileId: number,
  options?: RequestOptions,
): Promise<ApiEnvelope<Profile>> {
  return get('/user/profile-info-no-token', { params: { profile_id: profileId }, signal: options?.signal });
}

/** POST /user/update-account-info; false on failure. */
export function updateAccountInfo(
  body: AccountInfoRequest,
  options?: RequestOptions,
): Promise<OkEnvelope<unknown> | false> {
  return okOrFalse(post('/user/update-account-info', body, options));
}

/** POST /user/create-account-info; false on failure. */
export function createAccountInfo(
  body: AccountInfoRequest,
  options?: RequestOptions,
): Promise<OkEnvelope<unknown> | false> {
  return okOrFalse(post('/user/create-account-info', body, options));
}

/** POST /user/update-profile-info; false on failure. */
export function updateProfileInfo(
  body: ProfileInfoRequest,
  options?: RequestOptions,
): Promise<OkEnvelope<Profile> | false> {
  return okOrFalse(post('/user/update-profile-info', body, options));
}

/** POST /user/create-profile-info; false on failure. */
export function createProfileInfo(
  body: ProfileInfoRequest,
  options?: RequestOptions,
): Promise<OkEnvelope<Profile> | false> {
  return okOrFalse(post('/user/create-profile-info', body, options));
}

/** POST /user/profiles/{id}/update-avatar, multipart field `file`; false on failure. */
export function updateAvatar(
  profileId: number,
  file: Blob,
  options?: RequestOptions & { fileName?: string },
): Promise<OkEnvelope<AvatarData> | false> {
  const form = new FormData();
  form.append('file', file, options?.fileName ?? 'avatar');
  return okOrFalse(postImg(`/user/profiles/${profileId}/update-avatar`, form, { signal: options?.signal }));
}

/** POST /user/profiles/{id}/request-change-class with grade_id; false on failure. */
export function requestChangeClass(
  profileId: number,
  gradeId: number,
  options?: RequestOptions,
): Promise<OkEnvelope<unknown> | false> {
  return okOrFalse(post(`/user/profiles/${profileId}/request-change-class`, { grade_id: gradeId }, options));
}

/** GET /user/avatar-presets: the 24 default avatars. */
export function getAvatarPresets(options?: RequestOptions): Promise<ApiEnvelope<AvatarPreset[]>> {
  return get('/user/avatar-presets', options);
}
