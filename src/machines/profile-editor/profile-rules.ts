/**
 * Validation of the profile forms. The spec shows none; these follow the server's limits
 * (name ≤ 100, class name ≤ 20, grade 1–12) and what each page exists to complete.
 */
import type { Profile, User } from '../../domain/entities';
import { NAME_MAX_LENGTH, NAME_MESSAGES } from '../shared/form-name';
import type {
  FieldErrors,
  ProfileDraft,
  ProfileEditorMode,
  ProfileField,
  ProfileSaveBody,
} from './profile-editor.types';

export const CLASS_NAME_MAX_LENGTH = 20;

export const PROFILE_MESSAGES = {
  ...NAME_MESSAGES,
  missingGrade: 'Vui lòng chọn lớp',
  missingClassName: 'Vui lòng nhập tên lớp, ví dụ 3A',
  longClassName: `Tên lớp tối đa ${CLASS_NAME_MAX_LENGTH} ký tự`,
  missingProvince: 'Vui lòng chọn tỉnh/thành phố',
  missingSchool: 'Vui lòng chọn trường',
  schoolsFailed: 'Không tải được danh sách trường. Vui lòng thử lại.',
  saveFailed: 'Không lưu được thông tin. Vui lòng kiểm tra lại và thử lại.',
  saved: 'Đã lưu thông tin hồ sơ',
} as const;

/** Fields each form cannot be sent without (the grade only while it is not locked). */
const REQUIRED: Record<ProfileEditorMode, readonly ProfileField[]> = {
  updateInfo: ['name', 'gradeId', 'provinceId', 'schoolId'],
  contestInfo: ['gradeId', 'className'],
  account: ['name'],
  create: ['name', 'gradeId'],
};

/** The order of the form, so the first invalid field gets the focus. */
export const FIELD_ORDER: readonly ProfileField[] = [
  'name',
  'gradeId',
  'className',
  'provinceId',
  'schoolId',
];

export function isRequired(mode: ProfileEditorMode, field: ProfileField, gradeLocked: boolean): boolean {
  if (field === 'gradeId' && gradeLocked) return false;
  return REQUIRED[mode].includes(field);
}

const MISSING: Record<ProfileField, string> = {
  name: PROFILE_MESSAGES.missingName,
  gradeId: PROFILE_MESSAGES.missingGrade,
  className: PROFILE_MESSAGES.missingClassName,
  provinceId: PROFILE_MESSAGES.missingProvince,
  schoolId: PROFILE_MESSAGES.missingSchool,
};

function isBlank(draft: ProfileDraft, field: ProfileField): boolean {
  const value = draft[field];
  return value === null || (typeof value === 'string' && value.trim() === '');
}

export function validateDraft(
  mode: ProfileEditorMode,
  draft: ProfileDraft,
  gradeLocked: boolean,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of FIELD_ORDER) {
    if (isRequired(mode, field, gradeLocked) && isBlank(draft, field)) errors[field] = MISSING[field];
  }
  if (!errors.name && draft.name.trim().length > NAME_MAX_LENGTH) errors.name = PROFILE_MESSAGES.longName;
  if (!errors.className && draft.className.trim().length > CLASS_NAME_MAX_LENGTH) {
    errors.className = PROFILE_MESSAGES.longClassName;
  }
  // A province without a school says nothing: ask for the school too.
  if (!errors.schoolId && draft.provinceId !== null && draft.schoolId === null) {
    errors.schoolId = PROFILE_MESSAGES.missingSchool;
  }
  return errors;
}

export function firstInvalidField(errors: FieldErrors): ProfileField | null {
  return FIELD_ORDER.find((field) => errors[field] !== undefined) ?? null;
}

/** The request body: only what the form shows; the grade is left out while locked. */
export function toSaveBody(
  draft: ProfileDraft,
  profileId: number | null,
  gradeLocked: boolean,
  profileName: string,
): ProfileSaveBody {
  const name = draft.name.trim() || profileName;
  const body: ProfileSaveBody = profileId === null ? { name } : { profile_id: profileId, name };
  if (!gradeLocked && draft.gradeId !== null) body.grade_id = draft.gradeId;
  const className = draft.className.trim();
  if (className !== '') body.class_name = className;
  if (draft.schoolId !== null) {
    body.school_id = draft.schoolId;
    if (draft.provinceId !== null) body.province_id = draft.provinceId;
  }
  return body;
}

/** The user with `profile` replaced (by id) or added: the fallback when basic-info fails after a save. */
export function withProfile(user: User, profile: Profile): User {
  const known = user.profiles.some((p) => p.id === profile.id);
  return {
    ...user,
    profiles: known
      ? user.profiles.map((p) => (p.id === profile.id ? { ...p, ...profile } : p))
      : [...user.profiles, profile],
  };
}

export function emptyDraft(profile: Profile | null): ProfileDraft {
  return {
    name: profile?.name ?? '',
    gradeId: profile?.gradeId ?? null,
    className: profile?.className ?? '',
    provinceId: null,
    schoolId: profile?.schoolId ?? null,
  };
}
