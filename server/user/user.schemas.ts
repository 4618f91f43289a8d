import { type TSchema, Type } from 'typebox';
import { USER_SOURCE } from '../../src/domain/constants';
import { MAX_PASSWORD_LENGTH } from '../security/password';

/*
 * Shapes of the user area. Phones are plain bounded strings here: the forms of SPEC §5
 * ('+84 901 000 001', '0901.000.001', …) are normalised and judged in user-rules.ts, which answers
 * the Vietnamese message the SPA shows.
 */

export const PhoneField = Type.String({ minLength: 1, maxLength: 20 });
export const PasswordField = Type.String({ minLength: 1, maxLength: MAX_PASSWORD_LENGTH });
export const NameField = Type.String({ minLength: 1, maxLength: 100 });
export const GradeField = Type.Integer({ minimum: 1, maximum: 12 });
export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
export const OtpField = Type.String({ minLength: 1, maxLength: 10 });
export const PlatformField = Type.Union([Type.Literal('WEB'), Type.Literal('IOS'), Type.Literal('ANDROID')]);
export const SourceField = Type.Integer({ minimum: USER_SOURCE.WEB, maximum: USER_SOURCE.CONTEST });
/** A real calendar date, yyyy-mm-dd (ajv-formats `date` rejects 2024-02-30). */
export const DateField = Type.String({ format: 'date', maxLength: 10 });

function Nullable<T extends TSchema>(schema: T) {
  return Type.Union([schema, Type.Null()]);
}

export const ScheduleSchema = Type.Object({
  id: Type.Integer(),
  courseTitle: Type.String(),
  weekday: Type.Integer(),
  startTime: Type.String(),
});

export const LoyaltySchema = Type.Object({
  point: Type.Integer(),
  points: Type.Object({ coin: Type.Integer(), diamond: Type.Integer() }),
});

export const ProfileSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  avatar: Nullable(Type.String()),
  avatarBorder: Nullable(Type.String()),
  isDefault: Type.Boolean(),
  gradeId: Nullable(Type.Integer()),
  gradeLevel: Nullable(Type.Integer()),
  className: Nullable(Type.String()),
  schoolId: Nullable(Type.Integer()),
  isContest: Type.Boolean(),
  schedules: Type.Array(ScheduleSchema),
  loyalty: LoyaltySchema,
});

export const UserSchema = Type.Object({
  phone: Type.String(),
  source: Type.Integer(),
  name: Nullable(Type.String()),
  profiles: Type.Array(ProfileSchema),
});

export const AuthPayloadSchema = Type.Object({
  user: UserSchema,
  uniclassToken: Type.String(),
  accessToken: Type.String(),
});

/** What the -no-token routes show a caller without credentials. */
export const PublicProfileSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  avatar: Nullable(Type.String()),
  avatarBorder: Nullable(Type.String()),
  gradeId: Nullable(Type.Integer()),
  gradeLevel: Nullable(Type.Integer()),
  isContest: Type.Boolean(),
});

export const ProfileIdQuery = Type.Object({ profile_id: Id }, { additionalProperties: false });
export const ProfileIdParams = Type.Object({ id: Id }, { additionalProperties: false });
