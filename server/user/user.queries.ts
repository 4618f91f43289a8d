import type { Profile, User } from '../../src/domain/entities';
import type { Db } from '../db/database';

/** The Profile of src/domain/entities.ts plus isContest (the post-login checks read it too). */
export type ProfileView = Profile & { isContest: boolean };
export type UserView = Omit<User, 'profiles'> & { profiles: ProfileView[] };

export interface AccountRow {
  id: number;
  phone: string;
  source: number;
  name: string | null;
  password_hash: string | null;
}

export function findAccountByPhone(db: Db, phone09: string): Promise<AccountRow | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'phone', 'source', 'name', 'password_hash'])
    .where('phone', '=', phone09)
    .executeTakeFirst();
}

export async function phoneExists(db: Db, phone09: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('phone', '=', phone09).executeTakeFirst();
  return row !== undefined;
}

/** Profiles of one account (or the listed ids), mapped to the entity shape with schedules. */
export async function loadProfiles(
  db: Db,
  where: { userId: number } | { profileIds: number[] },
): Promise<ProfileView[]> {
  let query = db
    .selectFrom('profiles as p')
    .leftJoin('grades as g', 'g.id', 'p.grade_id')
    .select([
      'p.id',
      'p.name',
      'p.avatar',
      'p.avatar_border',
      'p.is_default',
      'p.grade_id',
      'g.level as grade_level',
      'p.class_name',
      'p.school_id',
      'p.is_contest',
      'p.loyalty_point',
      'p.loyalty_coin',
      'p.loyalty_diamond',
    ])
    .orderBy('p.is_default', 'desc')
    .orderBy('p.id');
  query =
    'userId' in where
      ? query.where('p.user_id', '=', where.userId)
      : query.where('p.id', 'in', where.profileIds);
  const rows = await query.execute();
  if (rows.length === 0) return [];
  const schedules = await db
    .selectFrom('profile_schedules')
    .select(['id', 'profile_id', 'course_title', 'weekday', 'start_time'])
    .where(
      'profile_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('weekday')
    .orderBy('start_time')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    avatar: r.avatar,
    avatarBorder: r.avatar_border,
    isDefault: r.is_default,
    gradeId: r.grade_id,
    gradeLevel: r.grade_level ?? null,
    className: r.class_name,
    schoolId: r.school_id,
    isContest: r.is_contest,
    schedules: schedules
      .filter((s) => s.profile_id === r.id)
      .map((s) => ({ id: s.id, courseTitle: s.course_title, weekday: s.weekday, startTime: s.start_time })),
    loyalty: { point: r.loyalty_point, points: { coin: r.loyalty_coin, diamond: r.loyalty_diamond } },
  }));
}

export async function loadProfile(db: Db, profileId: number): Promise<ProfileView | null> {
  const [profile] = await loadProfiles(db, { profileIds: [profileId] });
  return profile ?? null;
}

/** The stored User of SPEC §3: phone (09x), source, name and every profile, default first. */
export async function loadUser(db: Db, userId: number): Promise<UserView> {
  const user = await db
    .selectFrom('users')
    .select(['phone', 'source', 'name'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    phone: user.phone,
    source: user.source,
    name: user.name,
    profiles: await loadProfiles(db, { userId }),
  };
}

/** The profile a new session is bound to: the default one, else the oldest. */
export async function defaultProfileId(db: Db, userId: number): Promise<number | null> {
  const row = await db
    .selectFrom('profiles')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

export interface NewAccount {
  phone: string;
  name: string;
  grade: number;
  source: number;
  passwordHash: string;
}

/**
 * The account and its default profile, in one transaction. Returns null when the phone was taken
 * meanwhile (unique violation → the caller answers 409).
 */
export async function createAccount(
  db: Db,
  account: NewAccount,
): Promise<{ userId: number; profileId: number } | null> {
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({
        phone: account.phone,
        name: account.name,
        source: account.source,
        password_hash: account.passwordHash,
      })
      .onConflict((oc) => oc.column('phone').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!user) return null;
    const profile = await trx
      .insertInto('profiles')
      .values({ user_id: user.id, name: account.name, grade_id: account.grade, is_default: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { userId: user.id, profileId: profile.id };
  });
}

export async function setPassword(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}
