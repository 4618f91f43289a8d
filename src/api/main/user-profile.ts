/** Account and profile endpoints of the main API; mutations answer false on failure (SPEC §8). */
import type {
  AccountInfoData,
  AccountInfoRequest,
  AvatarData,
  AvatarPreset,
  ChangeClassData,
  ProfileData,
  ProfileInfoRequest,
  ProfileLookupRequest,
  PublicProfileData,
} from '../../contracts/user';
import type { ApiEnvelope, OkEnvelope, RequestOptions } from '../http/envelope';
import { getForProfileEndpoint, postOrFalseEndpoint } from '../http/main-endpoints';
import { get, post, postImg } from '../http/main-helpers';
import { okOrFalse } from '../http/or-false';

// Machines written before the contracts name these types through src/api.
export type { AccountInfoRequest, AvatarData, AvatarPreset, ProfileInfoRequest } from '../../contracts/user';

/**
 * GET /user/profile-info-no-token?profile_id=: without a session `profileId` must be the profile's
 * publicRef (a numeric id answers 401); with one, the numeric id of one's own profile also works.
 */
export const getProfileInfoNoToken = getForProfileEndpoint<
  ProfileData | PublicProfileData,
  ProfileLookupRequest['profile_id']
>('/user/profile-info-no-token');

/** POST /user/update-account-info; false on failure. */
export const updateAccountInfo = postOrFalseEndpoint<AccountInfoRequest, AccountInfoData>(
  '/user/update-account-info',
);

/** POST /user/create-account-info; false on failure. */
export const createAccountInfo = postOrFalseEndpoint<AccountInfoRequest, AccountInfoData>(
  '/user/create-account-info',
);

/** POST /user/update-profile-info; false on failure. */
export const updateProfileInfo = postOrFalseEndpoint<ProfileInfoRequest, ProfileData>(
  '/user/update-profile-info',
);

/** POST /user/create-profile-info; false on failure. */
export const createProfileInfo = postOrFalseEndpoint<ProfileInfoRequest, ProfileData>(
  '/user/create-profile-info',
);

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
): Promise<OkEnvelope<ChangeClassData> | false> {
  return okOrFalse(post(`/user/profiles/${profileId}/request-change-class`, { grade_id: gradeId }, options));
}

/** GET /user/avatar-presets: the 24 default avatars. */
export function getAvatarPresets(options?: RequestOptions): Promise<ApiEnvelope<AvatarPreset[]>> {
  return get('/user/avatar-presets', options);
}
