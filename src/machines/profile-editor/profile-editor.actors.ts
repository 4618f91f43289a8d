/**
 * Real actors of the profile editor, from src/api: learning-info (class and school), the LMS school
 * list, update-/create-profile-info and basic-info.
 */

import type { ApiEnvelope, OkEnvelope, RequestOptions } from '../../api/http/envelope';
import type { BasicInfoData } from '../../api/main/user-session';
import type { School } from '../../contracts/lms';
import type { Profile, User } from '../../domain/entities';
import { dataOf, EnvelopeError } from '../shared/api-result';
import { fromRequest } from '../shared/from-request';
import type { ProfileDetails, ProfileSaveBody, SchoolOption } from './profile-editor.types';
import { PROFILE_MESSAGES } from './profile-rules';

export interface ProfileEditorApi {
  getLearningInfo(profileId: number, options?: RequestOptions): Promise<ApiEnvelope<Record<string, unknown>>>;
  getContestSchools(provinceId: number, options?: RequestOptions): Promise<ApiEnvelope<School[]>>;
  updateProfileInfo(body: ProfileSaveBody, options?: RequestOptions): Promise<OkEnvelope<Profile> | false>;
  createProfileInfo(
    body: ProfileSaveBody & { name: string },
    options?: RequestOptions,
  ): Promise<OkEnvelope<Profile> | false>;
  getBasicInfo(options?: RequestOptions): Promise<ApiEnvelope<BasicInfoData>>;
}

function readDetails(data: Record<string, unknown>): ProfileDetails {
  const school = data.school as { id?: unknown; name?: unknown; provinceId?: unknown } | null | undefined;
  const hasSchool =
    school &&
    typeof school.id === 'number' &&
    typeof school.provinceId === 'number' &&
    typeof school.name === 'string';
  return {
    className: typeof data.className === 'string' ? data.className : null,
    school: hasSchool
      ? { id: school.id as number, name: school.name as string, provinceId: school.provinceId as number }
      : null,
  };
}

export function createProfileEditorActors(api: ProfileEditorApi) {
  return {
    fetchProfileDetails: fromRequest<ProfileDetails, { profileId: number }>(async ({ input, signal }) =>
      readDetails(dataOf(await api.getLearningInfo(input.profileId, { signal }))),
    ),
    fetchSchools: fromRequest<SchoolOption[], { provinceId: number }>(async ({ input, signal }) =>
      dataOf(await api.getContestSchools(input.provinceId, { signal })).map(({ id, name }) => ({ id, name })),
    ),
    // SPEC §8: these calls answer false on failure, without the server's message.
    saveProfile: fromRequest<Profile, ProfileSaveBody>(async ({ input, signal }) => {
      const result =
        input.profile_id === undefined
          ? await api.createProfileInfo(input, { signal })
          : await api.updateProfileInfo(input, { signal });
      if (result === false) throw new EnvelopeError(-1, PROFILE_MESSAGES.saveFailed);
      return result.data;
    }),
    fetchUser: fromRequest<User, void>(async ({ signal }) => dataOf(await api.getBasicInfo({ signal })).user),
  };
}
