import { type TSchema, Type } from 'typebox';
import { MAX_PROFILES_PER_ACCOUNT } from '../auth/auth-limits';
import { assertOwnProfile, PROFILE_MESSAGES } from '../auth/profile-access';
import { type AuthContext, authOf, requireAuth } from '../auth/require-auth';
import type { Db } from '../db/database';
import { AppError, commonErrorResponses, Envelope, ErrorEnvelope, ok } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import type { RoutesPlugin } from '../http/route-types';
import { countProfiles, presetExists, schoolMatches } from './profile.queries';
import { loadProfile } from './user.queries';
import { DateField, Id, NameField, ProfileIdParams, ProfileSchema } from './user.schemas';
import { cleanName } from './user-rules';

const strict = { additionalProperties: false } as const;
const authErrors = { 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope };

function Nullable<T extends TSchema>(schema: T) {
  return Type.Union([schema, Type.Null()]);
}

const AccountFields = {
  email: Type.Optional(Nullable(Type.String({ format: 'email', maxLength: 254 }))),
  birthday: Type.Optional(Nullable(DateField)),
  address: Type.Optional(Nullable(Type.String({ maxLength: 255 }))),
};
const UpdateAccountBody = Type.Object({ name: Type.Optional(NameField), ...AccountFields }, strict);
const CreateAccountBody = Type.Object({ name: NameField, ...AccountFields }, strict);
const AccountSchema = Type.Object({
  phone: Type.String(),
  name: Nullable(Type.String()),
  email: Nullable(Type.String()),
  birthday: Nullable(Type.String()),
  address: Nullable(Type.String()),
});

const ProfileFields = {
  grade_id: Type.Optional(Nullable(Id)),
  class_name: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
  school_id: Type.Optional(Nullable(Id)),
  province_id: Type.Optional(Nullable(Id)),
  birthday: Type.Optional(Nullable(DateField)),
  /** A preset's relative_path (GET /user/avatar-presets); uploads go through update-avatar. */
  avatar: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  avatar_border: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
};
const UpdateProfileBody = Type.Object(
  { profile_id: Type.Optional(Id), name: Type.Optional(NameField), ...ProfileFields },
  strict,
);
const CreateProfileBody = Type.Object({ name: NameField, ...ProfileFields }, strict);

type ProfileInput = {
  name?: string;
  grade_id?: number | null;
  class_name?: string | null;
  school_id?: number | null;
  province_id?: number | null;
  birthday?: string | null;
  avatar?: string;
  avatar_border?: string | null;
};

const badField = (message: string) => new AppError(400, ERROR_CODES.VALIDATION_FAILED, message);

async function loadAccount(db: Db, userId: number) {
  const row = await db
    .selectFrom('users')
    .select(['phone', 'name', 'email', 'birthday', 'address'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row;
}

/** Validated column values for a profile write; `current` is the stored row on update. */
async function profileValues(
  db: Db,
  input: ProfileInput,
  current: { grade_id: number | null; avatar: string | null } | null,
) {
  const values: Record<string, unknown> = {};
  if (input.name !== undefined) values.name = cleanName(input.name);
  if (input.grade_id !== undefined) {
    if (input.grade_id !== null && input.grade_id > 12) throw badField('Khối lớp không hợp lệ');
    // A grade already set changes only through request-change-class (reviewed by staff).
    if (current && current.grade_id !== null && input.grade_id !== current.grade_id) {
      throw new AppError(409, ERROR_CODES.CONFLICT, 'Hồ sơ đã có khối lớp, vui lòng gửi yêu cầu đổi lớp');
    }
    values.grade_id = input.grade_id;
  }
  if (input.class_name !== undefined) values.class_name = input.class_name?.trim() || null;
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
    {
      schema: {
        tags: ['main: user'],
        summary: 'Update the account holder (name, email, birthday, address)',
        body: UpdateAccountBody,
        response: {
          200: Envelope(Type.Object({ account: AccountSchema })),
          ...authErrors,
          ...commonErrorResponses,
        },
      },
      preHandler: requireAuth,
    },
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
      await app.db
        .updateTable('users')
        .set({ ...values, updated_at: new Date() })
        .where('id', '=', userId)
        .execute();
      return ok({ account: await loadAccount(app.db, userId) }, 'Cập nhật thành công');
    },
  );

  app.post(
    '/user/create-account-info',
    {
      schema: {
        tags: ['main: user'],
        summary: 'First-time account details: fills only the fields still empty',
        body: CreateAccountBody,
        response: {
          200: Envelope(Type.Object({ account: AccountSchema })),
          ...authErrors,
          ...commonErrorResponses,
        },
      },
      preHandler: requireAuth,
    },
    async (request) => {
      const { userId } = authOf(request);
      const current = await loadAccount(app.db, userId);
      const { email, birthday, address } = request.body;
      await app.db
        .updateTable('users')
        .set({
          name: current.name ?? cleanName(request.body.name),
          email: current.email ?? email ?? null,
          birthday: current.birthday ?? birthday ?? null,
          address: current.address ?? (address?.trim() || null),
          updated_at: new Date(),
        })
        .where('id', '=', userId)
        .execute();
      return ok({ account: await loadAccount(app.db, userId) }, 'Cập nhật thành công');
    },
  );

  app.post(
    '/user/update-profile-info',
    {
      schema: {
        tags: ['main: user'],
        summary: 'Update a profile of the account (default: the token’s profile); answers the profile',
        body: UpdateProfileBody,
        response: { 200: Envelope(ProfileSchema), ...authErrors, ...commonErrorResponses },
      },
      preHandler: requireAuth,
    },
    async (request) => {
      const auth = authOf(request);
      const profileId = targetProfile(auth, request.body.profile_id);
      await assertOwnProfile(app.db, auth, profileId);
      const current = await app.db
        .selectFrom('profiles')
        .select(['grade_id', 'avatar'])
        .where('id', '=', profileId)
        .executeTakeFirstOrThrow();
      const values = await profileValues(app.db, request.body, current);
      await app.db
        .updateTable('profiles')
        .set({ ...values, updated_at: new Date() })
        .where('id', '=', profileId)
        .execute();
      return answerProfile(app.db, profileId);
    },
  );

  app.post(
    '/user/create-profile-info',
    {
      schema: {
        tags: ['main: user'],
        summary: 'Add a profile to the account (the first one becomes the default)',
        body: CreateProfileBody,
        response: { 200: Envelope(ProfileSchema), ...authErrors, ...commonErrorResponses },
      },
      preHandler: requireAuth,
    },
    async (request) => {
      const { userId } = authOf(request);
      const values = await profileValues(app.db, request.body, null);
      const name = cleanName(request.body.name);
      // The account row lock serialises concurrent creates: the count and the default flag hold.
      const createdId = await app.db.transaction().execute(async (trx) => {
        await trx
          .selectFrom('users')
          .select('id')
          .where('id', '=', userId)
          .forUpdate()
          .executeTakeFirstOrThrow();
        const counts = await countProfiles(trx, userId);
        if (counts.total >= MAX_PROFILES_PER_ACCOUNT) {
          throw new AppError(
            409,
            ERROR_CODES.PROFILE_LIMIT_REACHED,
            `Mỗi tài khoản có tối đa ${MAX_PROFILES_PER_ACCOUNT} hồ sơ`,
          );
        }
        const created = await trx
          .insertInto('profiles')
          .values({ ...values, name, user_id: userId, is_default: counts.defaults === 0 })
          .returning('id')
          .executeTakeFirstOrThrow();
        return created.id;
      });
      return answerProfile(app.db, createdId);
    },
  );

  app.post(
    '/user/profiles/:id/request-change-class',
    {
      schema: {
        tags: ['main: user'],
        summary: 'Ask to move a profile to another grade (one pending request per profile)',
        params: ProfileIdParams,
        body: Type.Object({ grade_id: Type.Integer({ minimum: 1, maximum: 12 }) }, strict),
        response: {
          200: Envelope(
            Type.Object({ requested: Type.Boolean(), gradeId: Type.Integer(), status: Type.String() }),
          ),
          ...authErrors,
          ...commonErrorResponses,
        },
      },
      preHandler: requireAuth,
    },
    async (request) => {
      const profileId = request.params.id;
      const gradeId = request.body.grade_id;
      await assertOwnProfile(app.db, authOf(request), profileId);
      const profile = await app.db
        .selectFrom('profiles')
        .select('grade_id')
        .where('id', '=', profileId)
        .executeTakeFirstOrThrow();
      if (profile.grade_id === gradeId) throw badField('Hồ sơ đang ở khối lớp này');
      await app.db
        .insertInto('profile_class_change_requests')
        .values({ profile_id: profileId, grade_id: gradeId })
        .onConflict((oc) =>
          oc
            .column('profile_id')
            .where('status', '=', 'pending')
            .doUpdateSet({ grade_id: gradeId, updated_at: new Date() }),
        )
        .execute();
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
          200: Envelope(
            Type.Array(
              Type.Object({ id: Type.Integer(), file_path: Type.String(), relative_path: Type.String() }),
            ),
          ),
          ...commonErrorResponses,
        },
      },
    },
    async () =>
      ok(
        await app.db
          .selectFrom('avatar_presets')
          .select(['id', 'file_path', 'relative_path'])
          .orderBy('id')
          .execute(),
      ),
  );
};
