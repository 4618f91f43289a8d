/**
 * Real actors of the account page, from src/api: avatar presets, update-account-info,
 * update-profile-info (preset avatar), update-avatar (upload), request-change-class, basic-info.
 */

import type { ApiEnvelope, OkEnvelope, RequestOptions } from '../../api/http/envelope';
import type {
  AccountInfoRequest,
  AvatarData,
  AvatarPreset,
  ProfileInfoRequest,
} from '../../api/main/user-profile';
import type { BasicInfoData } from '../../api/main/user-session';
import type { Profile, User } from '../../domain/entities';
import { dataOf, EnvelopeError } from '../shared/api-result';
import { fromRequest } from '../shared/from-request';
import type { AvatarFile, AvatarPresetOption } from './account-info.types';
import { ACCOUNT_MESSAGES } from './account-rules';

export interface AccountInfoApi {
  getAvatarPresets(options?: RequestOptions): Promise<ApiEnvelope<Array<AvatarPreset & { id?: number }>>>;
  updateAccountInfo(body: AccountInfoRequest, options?: RequestOptions): Promise<OkEnvelope<unknown> | false>;
  updateProfileInfo(
    body: ProfileInfoRequest & { avatar?: string },
    options?: RequestOptions,
  ): Promise<OkEnvelope<Profile> | false>;
  updateAvatar(
    profileId: number,
    file: Blob,
    options?: RequestOptions & { fileName?: string },
  ): Promise<OkEnvelope<AvatarData> | false>;
  requestChangeClass(
    profileId: number,
    gradeId: number,
    options?: RequestOptions,
  ): Promise<OkEnvelope<unknown> | false>;
  getBasicInfo(options?: RequestOptions): Promise<ApiEnvelope<BasicInfoData>>;
}

/** SPEC §8: these calls answer false on failure, without the server's message. */
function orFail<T>(result: T | false, message: string): T {
  if (result === false) throw new EnvelopeError(-1, message);
  return result;
}

export function createAccountInfoActors(api: AccountInfoApi) {
  return {
    fetchAvatarPresets: fromRequest<AvatarPresetOption[], void>(async ({ signal }) =>
      dataOf(await api.getAvatarPresets({ signal })).map((preset, index) => ({
        id: preset.id ?? index + 1,
        relativePath: preset.relative_path,
        filePath: preset.file_path,
      })),
    ),
    saveAccountName: fromRequest<void, { name: string }>(async ({ input, signal }) => {
      orFail(await api.updateAccountInfo({ name: input.name }, { signal }), ACCOUNT_MESSAGES.accountFailed);
    }),
    saveAvatarPreset: fromRequest<void, { profileId: number; avatar: string }>(async ({ input, signal }) => {
      // update-profile-info needs a name; it is left out here, so the server keeps the current one.
      const body = { profile_id: input.profileId, avatar: input.avatar } as ProfileInfoRequest & {
        avatar: string;
      };
      orFail(await api.updateProfileInfo(body, { signal }), ACCOUNT_MESSAGES.avatarFailed);
    }),
    uploadAvatar: fromRequest<void, { profileId: number; file: AvatarFile }>(async ({ input, signal }) => {
      orFail(
        await api.updateAvatar(input.profileId, input.file, {
          signal,
          fileName: input.file.name ?? 'avatar',
        }),
        ACCOUNT_MESSAGES.avatarFailed,
      );
    }),
    requestClassChange: fromRequest<void, { profileId: number; gradeId: number }>(
      async ({ input, signal }) => {
        orFail(
          await api.requestChangeClass(input.profileId, input.gradeId, { signal }),
          ACCOUNT_MESSAGES.classChangeFailed,
        );
      },
    ),
    fetchUser: fromRequest<User, void>(async ({ signal }) => dataOf(await api.getBasicInfo({ signal })).user),
  };
}
