import { type Static, Type } from 'typebox';
import { ProfileIdParams } from '../../src/contracts/common';
import {
  AccountInfoSchema,
  AvatarPresetSchema,
  ChangeClassSchema,
  CreateAccountBody,
  CreateProfileBody,
  ProfileSchema,
  RequestChangeClassBody,
  UpdateAccountBody,
  UpdateProfileBody,
} from '../../src/contracts/user';
import { MAX_PROFILES_PER_ACCOUNT } from '../auth/auth-limits';
import { assertOwnProfile, PROFILE_MESSAGES } from '../auth/profile-access';
import { type AuthContext, authOf } from '../auth/require-auth';
import { routeArea } from '../auth/signed-in-area';
import type { Db } from '../db/database';
import { AppError, commonErrorResponses, Envelope, ok } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import type { RoutesPlugin } from '../http/route-types';
import { fillAccount, updateAccount } from './user-accounts.repository';
import {
  createProfile,
  listAvatarPresets,
  type ProfileValues,
  presetExists,
  profileForEdit,
  requestClassChange,
  schoolMatches,
  updateProfile,
} from './user-profiles.repository';
import { cleanClassName, cleanName } from './user-rules';
import { loadProfile } from './user-views.repository';

const { signedIn } = routeArea('main: user', 401, 403, 404, 409);

type ProfileInput = Static<typeof UpdateProfileBody>;

const badField = (message: string) => new AppError(400, ERROR_CODES.VALIDATION_FAILED, message);

/** Validated column values for a profile write; `current` is the stored row on update. */
async function profileValues(
  db: Db,
  input: ProfileInput,
  current: { grade_id: number | null; avatar: string | null } | null,
) {
  const values: ProfileValues = {};
  if (input.name !== undefined) values.name = cleanName(input.name);
  if (input.grade_id !== undefined) {
    if (input.grade_id !== null && input.grade_id > 12) throw badField('Khối lớp không hợp lệ');
    // A grade already set changes only through request-change-class (reviewed by staff).
    if (current && current.grade_id !== null && input.grade_id !== current.grade_id) {
      throw new AppError(409, ERROR_CODES.CONFLICT, 'Hồ sơ đã có khối lớp, vui lòng gửi yêu cầu đổi lớp');
    }
    values.grade_id = input.grade_id;
  }
  if (input.class_name !== undefined) values.class_name = cleanClassName(input.class_name);
  if (input.school_id !== undefined) {
    if (input.school_id !== null && !(await schoolMatches(db, input.school_id, input.province_id ?? null))) {
      throw badField('Trường học không hợp lệ');
    }
    values.school_id = input.school_id;
  }
  if (input.birthday !== undefined) values.birthday = input.birthday;
  if (input.avatar !== undefined && input.avatar !== current?.avatar) {
    if (!(await presetExists(db, input.avatar))) throw badField('Ảnh đại diện không hợp lệ');
    values.avatar = input.avatar;
  }
  if (input.avatar_border !== undefined) values.avatar_border = input.avatar_border;
  return values;
}

async function answerProfile(db: Db, profileId: number) {
  const profile = await loadProfile(db, profileId);
  if (!profile) throw new AppError(404, ERROR_CODES.PROFILE_NOT_FOUND, PROFILE_MESSAGES.notFound);
  return ok(profile, 'Cập nhật thành công');
}

function targetProfile(auth: AuthContext, profileId: number | undefined): number {
  const id = profileId ?? auth.profileId;
  if (id === null) throw new AppError(404, ERROR_CODES.PROFILE_NOT_FOUND, PROFILE_MESSAGES.notFound);
  return id;
}

/** Account and profile forms, class-change requests and the avatar presets. */
export const profileEditRoutes: RoutesPlugin = async (app) => {
  app.post(
    '/user/update-account-info',
    signedIn(
      'Update the account holder (name, email, birthday, address)',
      { body: UpdateAccountBody },
      AccountInfoSchema,
    ),
    async (request) => {
      const { userId } = authOf(request);
      const { name, email, birthday, address } = request.body;
      const values = {
        ...(name !== undefined ? { name: cleanName(name) } : {}),
        ...(email !== undefined ? { email } : {}),
        ...(birthday !== undefined ? { birthday } : {}),
        ...(address !== undefined ? { address: address?.trim() || null } : {}),
      };
      if (Object.keys(values).length === 0) throw badField('Không có thông tin nào để cập nhật');
      return ok({ account: await updateAccount(app.db, userId, values) }, 'Cập nhật thành công');
    },
  );

  app.post(
    '/user/create-account-info',
    signedIn(
      'First-time account details: fills only the fields still empty',
      { body: CreateAccountBody },
      AccountInfoSchema,
    ),
    async (request) => {
      const { userId } = authOf(request);
      const { email, birthday, address } = request.body;
      const account = await fillAccount(app.db, userId, {
        name: cleanName(request.body.name),
        email: email ?? null,
        birthday: birthday ?? null,
        address: address?.trim() || null,
      });
      return ok({ account }, 'Cập nhật thành công');
    },
  );

  app.post(
    '/user/update-profile-info',
    signedIn(
      'Update a profile of the account (default: the token’s profile); answers the profile',
      { body: UpdateProfileBody },
      ProfileSchema,
    ),
    async (request) => {
      const auth = authOf(request);
      const profileId = targetProfile(auth, request.body.profile_id);
      await assertOwnProfile(app.db, auth, profileId);
      const current = await profileForEdit(app.db, profileId);
      if (!current) throw new AppError(404, ERROR_CODES.PROFILE_NOT_FOUND, PROFILE_MESSAGES.notFound);
      await updateProfile(app.db, profileId, await profileValues(app.db, request.body, current));
      return answerProfile(app.db, profileId);
    },
  );

  app.post(
    '/user/create-profile-info',
    signedIn(
      'Add a profile to the account (the first one becomes the default)',
      { body: CreateProfileBody },
      ProfileSchema,
    ),
    async (request) => {
      const { userId } = authOf(request);
      const values = await profileValues(app.db, request.body, null);
      const name = cleanName(request.body.name);
      const createdId = await createProfile(app.db, userId, { ...values, name }, MAX_PROFILES_PER_ACCOUNT);
      if (createdId === null) {
        throw new AppError(
          409,
          ERROR_CODES.PROFILE_LIMIT_REACHED,
          `Mỗi tài khoản có tối đa ${MAX_PROFILES_PER_ACCOUNT} hồ sơ`,
        );
      }
      return answerProfile(app.db, createdId);
    },
  );

  app.post(
    '/user/profiles/:id/request-change-class',
    signedIn(
      'Ask to move a profile to another grade (one pending request per profile)',
      { params: ProfileIdParams, body: RequestChangeClassBody },
      ChangeClassSchema,
    ),
    async (request) => {
      const profileId = request.params.id;
      const gradeId = request.body.grade_id;
      await assertOwnProfile(app.db, authOf(request), profileId);
      const profile = await profileForEdit(app.db, profileId);
      if (profile?.grade_id === gradeId) throw badField('Hồ sơ đang ở khối lớp này');
      await requestClassChange(app.db, profileId, gradeId);
      return ok({ requested: true, gradeId, status: 'pending' }, 'Đã gửi yêu cầu đổi lớp');
    },
  );

  app.get(
    '/user/avatar-presets',
    {
      schema: {
        tags: ['main: user'],
        summary: 'The 24 default avatars (SPEC §3)',
        response: {
          200: Envelope(Type.Array(AvatarPresetSchema)),
          ...commonErrorResponses,
        },
      },
    },
    async () => ok(await listAvatarPresets(app.db)),
  );
};
