/**
 * Example users for path generation and the QA inspector, shaped like the demo accounts of the
 * team brief (0901000001…0901000005). Data only; never used by the running app.
 */
import { USER_SOURCE } from '../../domain/constants';
import type { AuthPayload, Profile, User } from '../../domain/entities';

function profile(overrides: Partial<Profile> & Pick<Profile, 'id' | 'name'>): Profile {
  return {
    avatar: null,
    avatarBorder: null,
    isDefault: 0,
    gradeId: 3,
    gradeLevel: 3,
    className: '3A',
    schoolId: 101,
    schedules: [{ id: 1, courseTitle: 'Tiếng Anh lớp 3', weekday: 2, startTime: '19:00' }],
    loyalty: { point: 0, points: { coin: 0, diamond: 0 } },
    ...overrides,
  };
}

/** 0901000001: three complete profiles. */
export const familyUser: User = {
  phone: '0901000001',
  source: USER_SOURCE.WEB,
  profiles: [
    profile({
      id: 11,
      name: 'Nguyễn Hoàng Minh Anh',
      isDefault: 1,
      loyalty: { point: 0, points: { coin: 1250, diamond: 85 } },
    }),
    profile({ id: 12, name: 'Nguyễn Gia Bảo', gradeId: 5, gradeLevel: 5, className: '5B' }),
    profile({ id: 13, name: 'Bảo Ngọc', gradeId: 1, gradeLevel: 1, className: '1C' }),
  ],
};

/** The family after switching to "Nguyễn Gia Bảo". */
export const familyUserSwitched: User = {
  ...familyUser,
  profiles: familyUser.profiles.map((p) => ({ ...p, isDefault: p.id === 12 ? 1 : 0 })),
};

/** A single complete profile. */
export const singleUser: User = {
  phone: '0901000006',
  source: USER_SOURCE.WEB,
  profiles: [profile({ id: 61, name: 'Trần An', isDefault: 1 })],
};

/** 0901000002: default profile without a grade. */
export const ungradedUser: User = {
  phone: '0901000002',
  source: USER_SOURCE.WEB,
  profiles: [
    profile({ id: 21, name: 'Lê Minh', isDefault: 1, gradeId: null, gradeLevel: null, className: null }),
  ],
};

/** 0901000003: graded, not contest, source WEB, no schedule. */
export const unscheduledUser: User = {
  phone: '0901000003',
  source: USER_SOURCE.WEB,
  profiles: [profile({ id: 31, name: 'Phạm Thu', isDefault: 1, schedules: [] })],
};

/** 0901000004: contest profile with a grade but no class. */
export const contestUser: User = {
  phone: '0901000004',
  source: USER_SOURCE.CONTEST,
  profiles: [profile({ id: 41, name: 'Đỗ Khoa', isDefault: 1, className: null })],
};

/** 0901000005: landing-page user whose default profile has no school. */
export const landingPageUser: User = {
  phone: '0901000005',
  source: USER_SOURCE.LDP,
  profiles: [profile({ id: 51, name: 'Vũ Hà', isDefault: 1, schoolId: null })],
};

/** A user whose profiles are all non-default (the server must not answer this; the SPA logs out). */
export const userWithoutDefault: User = {
  phone: '0901000007',
  source: USER_SOURCE.WEB,
  profiles: [profile({ id: 71, name: 'Ngô Lan' })],
};

export function authPayloadFor(user: User): AuthPayload {
  return { user, uniclassToken: `uniclass-${user.phone}`, accessToken: `access-${user.phone}` };
}

export function defaultProfileOf(user: User): Profile {
  const found = user.profiles.find((p) => p.isDefault === 1 || p.isDefault === true);
  if (!found) throw new Error(`${user.phone} has no default profile`);
  return found;
}
