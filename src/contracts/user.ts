import { type Static, Type } from 'typebox';
import { USER_SOURCE } from '../domain/constants';
import { DateField, Id, IdFields, LiteralUnion, Nullable, strict, UserText } from './common';

/*
 * The user area's endpoints (/main/user/...): sign-up, sign-in, sessions, account and profile forms,
 * learning info. Phones are plain bounded strings here: the forms of SPEC §5 ('+84 901 000 001',
 * '0901.000.001', …) are normalised and judged by the server, which answers the Vietnamese message.
 */

/** Longest password the server hashes: argon2 accepts more, but megabyte passwords are a DoS, not a secret. */
export const MAX_PASSWORD_LENGTH = 128;

export const PhoneField = Type.String({ minLength: 1, maxLength: 20 });
export const PasswordField = Type.String({ minLength: 1, maxLength: MAX_PASSWORD_LENGTH });
export const NameField = UserText({ minLength: 1, maxLength: 100 });
export const GradeField = Type.Integer({ minimum: 1, maximum: 12 });
export const OtpField = Type.String({ minLength: 1, maxLength: 10 });
export const PlatformField = LiteralUnion('WEB', 'IOS', 'ANDROID');
export const SourceField = Type.Integer({ minimum: USER_SOURCE.WEB, maximum: USER_SOURCE.CONTEST });

// ── Entities ────────────────────────────────────────────────────────────────

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

/**
 * A profile's public reference ('p' + 32 hex digits): what a page opened without a session passes as
 * `profile_id` to the -no-token look-ups (ADR 0002), so that sequential ids cannot be walked.
 */
export const ProfilePublicRef = Type.String({ pattern: '^p[0-9a-f]{32}$', minLength: 33, maxLength: 33 });

/**
 * The Profile of SPEC §3 as the server answers it, plus isContest (the post-login checks read it) and
 * publicRef, the owner's shareable reference for the -no-token look-ups.
 */
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
  publicRef: ProfilePublicRef,
});
export type ProfileData = Static<typeof ProfileSchema>;

export const UserSchema = Type.Object({
  phone: Type.String(),
  source: Type.Integer(),
  name: Nullable(Type.String()),
  profiles: Type.Array(ProfileSchema),
});
export type UserData = Static<typeof UserSchema>;

/** data of login, register-confirm(-v2) and login-token exchange. */
export const AuthPayloadSchema = Type.Object({
  user: UserSchema,
  uniclassToken: Type.String(),
  accessToken: Type.String(),
});
export type AuthPayloadData = Static<typeof AuthPayloadSchema>;

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
export type PublicProfileData = Static<typeof PublicProfileSchema>;

/**
 * Query of profile-info-no-token and learning-info-no-token (SPEC §7: `profile_id`): with access
 * headers the numeric id of one's own profile (or its reference); without them only the reference.
 */
export const ProfileLookupQuery = Type.Object({ profile_id: Type.Union([Id, ProfilePublicRef]) }, strict);
export type ProfileLookupRequest = Static<typeof ProfileLookupQuery>;

// ── Sign-up, sign-in, password reset ────────────────────────────────────────

export const PhoneBody = Type.Object({ phone: PhoneField, platform: Type.Optional(PlatformField) }, strict);
export type PhoneRequest = Static<typeof PhoneBody>;

/** data of check-exist: whether the phone already has an account. */
export const CheckExistSchema = Type.Object({ exists: Type.Boolean() });
export type CheckExistData = Static<typeof CheckExistSchema>;

/** A proof of register-verify-otp (43 base64url characters today; bounded, never parsed). */
export const VerificationTokenField = Type.String({ minLength: 1, maxLength: 128 });

/** The registration OTP checked at its own step (issue 16): spends the code, answers a proof. */
export const RegisterVerifyOtpBody = Type.Object(
  { phone: PhoneField, otp: OtpField, platform: Type.Optional(PlatformField) },
  strict,
);
export type RegisterVerifyOtpRequest = Static<typeof RegisterVerifyOtpBody>;
export const RegistrationVerifiedSchema = Type.Object({
  verificationToken: Type.String(),
  expiresInSeconds: Type.Integer(),
});
export type RegistrationVerifiedData = Static<typeof RegistrationVerifiedSchema>;

const RegistrationFields = {
  phone: PhoneField,
  name: NameField,
  grade: GradeField,
  password: PasswordField,
  source: Type.Optional(SourceField),
  platform: Type.Optional(PlatformField),
};
/**
 * SPEC: "same body without otp". The OTP was checked by register-verify-otp, whose proof comes
 * instead (optional in the schema so that its absence answers a Vietnamese sentence, ADR 0002).
 */
export const RegisterConfirmV2Body = Type.Object(
  { ...RegistrationFields, verificationToken: Type.Optional(VerificationTokenField) },
  strict,
);
export type RegisterConfirmV2Request = Static<typeof RegisterConfirmV2Body>;
export const RegisterConfirmBody = Type.Object({ ...RegistrationFields, otp: OtpField }, strict);
export type RegisterConfirmRequest = Static<typeof RegisterConfirmBody>;

export const LoginBody = Type.Object(
  { phone: PhoneField, password: PasswordField, platform: Type.Optional(PlatformField) },
  strict,
);
export type LoginRequest = Static<typeof LoginBody>;

export const ForgotConfirmBody = Type.Object(
  {
    phone: PhoneField,
    otp: Type.Optional(OtpField),
    password: Type.Optional(PasswordField),
    platform: Type.Optional(PlatformField),
  },
  strict,
);
export type ForgotPasswordConfirmRequest = Static<typeof ForgotConfirmBody>;

export const OtpSentSchema = Type.Object({
  sent: Type.Boolean(),
  expiresInSeconds: Type.Integer(),
  resendAfterSeconds: Type.Integer(),
});
export type OtpSentData = Static<typeof OtpSentSchema>;

export const ForgotConfirmSchema = Type.Object({
  passwordChanged: Type.Boolean(),
  /** infoNewPass (OTP-only step): the token and phone the new-password step sends as headers. */
  accessToken: Type.Optional(Type.String()),
  phone: Type.Optional(Type.String()),
});
export type ForgotPasswordConfirmData = Static<typeof ForgotConfirmSchema>;

export const LoggedOutSchema = Type.Object({ loggedOut: Type.Boolean() });
export type LoggedOutData = Static<typeof LoggedOutSchema>;

export const LoginTokenSchema = Type.Object({
  token: Type.String(),
  path: Type.String(),
  expiresAt: Type.String(),
});
export type LoginTokenData = Static<typeof LoginTokenSchema>;
export const LoginTokenBody = Type.Object({ token: Type.String({ minLength: 1, maxLength: 128 }) }, strict);

// ── Session: basic-info, switch-profile, change detection ───────────────────

export const BasicInfoSchema = Type.Object({ user: UserSchema });
export type BasicInfoResponse = Static<typeof BasicInfoSchema>;

export const SwitchProfileBody = IdFields('profile_id');
export type SwitchProfileRequest = Static<typeof SwitchProfileBody>;
export const SwitchProfileSchema = Type.Object({ accessToken: Type.String() });
export type SwitchProfileData = Static<typeof SwitchProfileSchema>;

export const UserChangeQuery = Type.Object(
  { since: Type.Optional(Type.String({ format: 'date-time', maxLength: 40 })) },
  strict,
);
export const UserChangeSchema = Type.Object({
  changed: Type.Boolean(),
  updatedAt: Type.String(),
  profileId: Nullable(Type.Integer()),
  profileCount: Type.Integer(),
});
export type UserChangeData = Static<typeof UserChangeSchema>;

// ── Account and profile forms ───────────────────────────────────────────────

const AccountFields = {
  email: Type.Optional(Nullable(Type.String({ format: 'email', maxLength: 254 }))),
  birthday: Type.Optional(Nullable(DateField)),
  address: Type.Optional(Nullable(UserText({ maxLength: 255 }))),
};
export const UpdateAccountBody = Type.Object({ name: Type.Optional(NameField), ...AccountFields }, strict);
export const CreateAccountBody = Type.Object({ name: NameField, ...AccountFields }, strict);
/** update-account-info sends any of the fields; create-account-info needs the name. */
export type AccountInfoRequest = Static<typeof UpdateAccountBody>;

export const AccountSchema = Type.Object({
  phone: Type.String(),
  name: Nullable(Type.String()),
  email: Nullable(Type.String()),
  birthday: Nullable(Type.String()),
  address: Nullable(Type.String()),
});
export const AccountInfoSchema = Type.Object({ account: AccountSchema });
export type AccountInfoData = Static<typeof AccountInfoSchema>;

const ProfileFields = {
  grade_id: Type.Optional(Nullable(Id)),
  class_name: Type.Optional(Nullable(UserText({ maxLength: 20 }))),
  school_id: Type.Optional(Nullable(Id)),
  province_id: Type.Optional(Nullable(Id)),
  birthday: Type.Optional(Nullable(DateField)),
  /** A preset's relative_path (GET /user/avatar-presets); uploads go through update-avatar. */
  avatar: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  avatar_border: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
};
export const UpdateProfileBody = Type.Object(
  { profile_id: Type.Optional(Id), name: Type.Optional(NameField), ...ProfileFields },
  strict,
);
export const CreateProfileBody = Type.Object({ name: NameField, ...ProfileFields }, strict);
/** update-profile-info (profile_id: default the token's profile) and create-profile-info (no id). */
export type ProfileInfoRequest = Static<typeof UpdateProfileBody>;

export const RequestChangeClassBody = Type.Object({ grade_id: GradeField }, strict);
export const ChangeClassSchema = Type.Object({
  requested: Type.Boolean(),
  gradeId: Type.Integer(),
  status: Type.String(),
});
export type ChangeClassData = Static<typeof ChangeClassSchema>;

/** One of the 24 default avatars (SPEC §3). */
export const AvatarPresetSchema = Type.Object({
  id: Type.Integer(),
  file_path: Type.String(),
  relative_path: Type.String(),
});
export type AvatarPreset = Static<typeof AvatarPresetSchema>;

export const AvatarSchema = Type.Object({ avatar: Type.String() });
export type AvatarData = Static<typeof AvatarSchema>;

// ── Learning info and subject choice ────────────────────────────────────────

export const LearningInfoSchema = Type.Object({
  profileId: Type.Integer(),
  gradeId: Nullable(Type.Integer()),
  gradeLevel: Nullable(Type.Integer()),
  gradeName: Nullable(Type.String()),
  className: Nullable(Type.String()),
  school: Nullable(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      provinceId: Type.Integer(),
      provinceName: Type.String(),
    }),
  ),
  schedules: Type.Array(ScheduleSchema),
  loyalty: Nullable(LoyaltySchema),
  subjects: Type.Array(
    Type.Object({ subject: Type.String(), grade: Type.Integer(), isParent: Type.Boolean() }),
  ),
  pendingChangeClass: Nullable(Type.Object({ gradeId: Type.Integer(), requestedAt: Type.String() })),
});
export type LearningInfo = Static<typeof LearningInfoSchema>;

export const SelectSubjectBody = Type.Object(
  {
    grade: GradeField,
    subject: Type.Union([
      UserText({ minLength: 1, maxLength: 50 }),
      Type.Integer({ minimum: 0, maximum: 1_000_000 }),
    ]),
    profile_id: Id,
    isParent: Type.Boolean(),
  },
  strict,
);
export type SelectSubjectRequest = Static<typeof SelectSubjectBody>;
export const SelectSubjectSchema = Type.Object({
  profileId: Type.Integer(),
  subject: Type.String(),
  grade: Type.Integer(),
  isParent: Type.Boolean(),
});
export type SelectSubjectData = Static<typeof SelectSubjectSchema>;
