import { type RawBuilder, sql } from 'kysely';
import type {
  AccountInfoData,
  AvatarPreset,
  LearningInfo,
  ProfileData,
  UserChangeData,
  UserData,
} from '../../src/contracts/user';
import { issueProfileToken } from '../auth/tokens.repository';
import type { Db } from '../db/database';
import { profileById } from '../db/queries/profiles';

/*
 * All SQL of the user area: accounts, profiles, their schedules, subjects and class-change requests.
 * Functions take `db` (or a transaction) first and answer the camelCase shapes of src/contracts/user.
 */

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

/**
 * Profiles matching `where` (over the alias `p`), default first, each with its schedules, built
 * as the ProfileData entity by the database: one round trip however many profiles and schedules.
 */
function profilesJson(where: RawBuilder<boolean>) {
  return sql<ProfileData[]>`coalesce((
    select json_agg(json_build_object(
      'id', p.id,
      'name', p.name,
      'avatar', p.avatar,
      'avatarBorder', p.avatar_border,
      'isDefault', p.is_default,
      'gradeId', p.grade_id,
      'gradeLevel', g.level,
      'className', p.class_name,
      'schoolId', p.school_id,
      'isContest', p.is_contest,
      'schedules', coalesce((
        select json_agg(json_build_object(
          'id', s.id, 'courseTitle', s.course_title, 'weekday', s.weekday, 'startTime', s.start_time
        ) order by s.weekday, s.start_time, s.id)
        from profile_schedules s where s.profile_id = p.id
      ), '[]'::json),
      'loyalty', json_build_object(
        'point', p.loyalty_point,
        'points', json_build_object('coin', p.loyalty_coin, 'diamond', p.loyalty_diamond)
      ),
      'publicRef', p.public_ref
    ) order by p.is_default desc, p.id)
    from profiles p left join grades g on g.id = p.grade_id
    where ${where}
  ), '[]'::json)`;
}

export async function loadProfile(db: Db, profileId: number): Promise<ProfileData | null> {
  const { rows } = await sql<{ profiles: ProfileData[] }>`
    select ${profilesJson(sql<boolean>`p.id = ${profileId}`)} as profiles
  `.execute(db);
  return rows[0]?.profiles[0] ?? null;
}

/** The profile with this public reference (migration 0092), or null. */
export async function profileIdByPublicRef(db: Db, publicRef: string): Promise<number | null> {
  const row = await db
    .selectFrom('profiles')
    .select('id')
    .where('public_ref', '=', publicRef)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The stored User of SPEC §3: phone (09x), source, name and every profile, default first. One round trip. */
export async function loadUser(db: Db, userId: number): Promise<UserData> {
  const { rows } = await sql<UserData>`
    select u.phone, u.source, u.name, ${profilesJson(sql<boolean>`p.user_id = u.id`)} as profiles
    from users u where u.id = ${userId}
  `.execute(db);
  const user = rows[0];
  if (!user) throw new Error(`user ${userId} not found`);
  return user;
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

/** What a sign-up path adds to the default profile (the contest sets the school and the class). */
export interface DefaultProfileExtras {
  class_name?: string | null;
  school_id?: number;
  is_contest?: boolean;
}

/**
 * The account and its default profile, inside the caller's transaction. Null when the phone was taken
 * meanwhile (the unique phone makes the insert do nothing).
 */
export async function insertAccount(
  trx: Db,
  account: NewAccount,
  extras: DefaultProfileExtras = {},
): Promise<{ userId: number; profileId: number } | null> {
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
    .values({ user_id: user.id, name: account.name, grade_id: account.grade, is_default: true, ...extras })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { userId: user.id, profileId: profile.id };
}

export async function setPassword(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: sql`app_now()` })
    .where('id', '=', userId)
    .execute();
}

/** Everything the learning pages show for one profile. `full: false` keeps only the grade. */
export async function loadLearningInfo(
  db: Db,
  profileId: number,
  full: boolean,
): Promise<LearningInfo | null> {
  const udb = db;
  const row = await udb
    .selectFrom('profiles as p')
    .leftJoin('grades as g', 'g.id', 'p.grade_id')
    .leftJoin('schools as s', 's.id', 'p.school_id')
    .leftJoin('provinces as pr', 'pr.id', 's.province_id')
    .select([
      'p.id',
      'p.grade_id',
      'g.level as grade_level',
      'g.name as grade_name',
      'p.class_name',
      's.id as school_id',
      's.name as school_name',
      'pr.id as province_id',
      'pr.name as province_name',
      'p.loyalty_point',
      'p.loyalty_coin',
      'p.loyalty_diamond',
    ])
    .where('p.id', '=', profileId)
    .executeTakeFirst();
  if (!row) return null;
  const base = {
    profileId: row.id,
    gradeId: row.grade_id,
    gradeLevel: row.grade_level ?? null,
    gradeName: row.grade_name ?? null,
  };
  if (!full) {
    return {
      ...base,
      className: null,
      school: null,
      schedules: [],
      loyalty: null,
      subjects: [],
      pendingChangeClass: null,
    };
  }
  const [schedules, subjects, pending] = await Promise.all([
    db
      .selectFrom('profile_schedules')
      .select(['id', 'course_title', 'weekday', 'start_time'])
      .where('profile_id', '=', profileId)
      .orderBy('weekday')
      .orderBy('start_time')
      .orderBy('id')
      .execute(),
    udb
      .selectFrom('profile_subjects')
      .select(['subject', 'grade', 'is_parent'])
      .where('profile_id', '=', profileId)
      .orderBy('subject')
      .execute(),
    udb
      .selectFrom('profile_class_change_requests')
      .select(['grade_id', 'updated_at'])
      .where('profile_id', '=', profileId)
      .where('status', '=', 'pending')
      .executeTakeFirst(),
  ]);
  return {
    ...base,
    className: row.class_name,
    school:
      row.school_id !== null &&
      row.school_name !== null &&
      row.province_id !== null &&
      row.province_name !== null
        ? {
            id: row.school_id,
            name: row.school_name,
            provinceId: row.province_id,
            provinceName: row.province_name,
          }
        : null,
    schedules: schedules.map((s) => ({
      id: s.id,
      courseTitle: s.course_title,
      weekday: s.weekday,
      startTime: s.start_time,
    })),
    loyalty: { point: row.loyalty_point, points: { coin: row.loyalty_coin, diamond: row.loyalty_diamond } },
    subjects: subjects.map((s) => ({ subject: s.subject, grade: s.grade, isParent: s.is_parent })),
    pendingChangeClass: pending
      ? { gradeId: pending.grade_id, requestedAt: new Date(pending.updated_at).toISOString() }
      : null,
  };
}

async function countProfiles(db: Db, userId: number): Promise<{ total: number; defaults: number }> {
  const row = await db
    .selectFrom('profiles')
    .select([
      sql<number>`count(*)::integer`.as('total'),
      sql<number>`count(*) filter (where is_default)::integer`.as('defaults'),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { total: row.total, defaults: row.defaults };
}

export async function presetExists(db: Db, relativePath: string): Promise<boolean> {
  const row = await db
    .selectFrom('avatar_presets')
    .select('id')
    .where('relative_path', '=', relativePath)
    .executeTakeFirst();
  return row !== undefined;
}

/** The school, optionally required to lie in `provinceId`. */
export async function schoolMatches(db: Db, schoolId: number, provinceId: number | null): Promise<boolean> {
  let query = db.selectFrom('schools').select('id').where('id', '=', schoolId);
  if (provinceId !== null) query = query.where('province_id', '=', provinceId);
  return (await query.executeTakeFirst()) !== undefined;
}

/**
 * Makes a profile the account's default, the one basic-info, the header and the layout checks follow
 * after a switch. The account row is locked first, so concurrent switches of one account (two tabs, a
 * double click) run one after the other instead of deadlocking on the profile rows or colliding on the
 * one-default-per-account index; then clear, then set. Runs inside switchProfile's transaction.
 */
async function makeDefaultProfile(trx: Db, userId: number, profileId: number): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
  await trx
    .updateTable('profiles')
    .set({ is_default: false })
    .where('user_id', '=', userId)
    .where('id', '!=', profileId)
    .where('is_default', '=', true)
    .execute();
  await trx
    .updateTable('profiles')
    .set({ is_default: true })
    .where('id', '=', profileId)
    .where('is_default', '=', false)
    .execute();
}

/** switch-profile in one transaction: the profile becomes the default and a token bound to it is issued. */
export function switchProfile(
  db: Db,
  userId: number,
  profileId: number,
  sessionId: string | null,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    await makeDefaultProfile(trx, userId, profileId);
    return issueProfileToken(trx, userId, profileId, sessionId);
  });
}

/** When the account or any of its profiles last changed, and how many profiles it has. */
export async function userChangeState(
  db: Db,
  userId: number,
): Promise<Pick<UserChangeData, 'updatedAt' | 'profileCount'>> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('profiles as p', 'p.user_id', 'u.id')
    .select([
      sql<Date>`greatest(u.updated_at, max(p.updated_at))`.as('updated_at'),
      sql<number>`count(p.id)::integer`.as('profile_count'),
    ])
    .where('u.id', '=', userId)
    .groupBy('u.id')
    .executeTakeFirstOrThrow();
  return { updatedAt: new Date(row.updated_at).toISOString(), profileCount: row.profile_count };
}

export type AccountData = AccountInfoData['account'];
export type AccountValues = Partial<Omit<AccountData, 'phone'>>;

export function loadAccount(db: Db, userId: number): Promise<AccountData> {
  return db
    .selectFrom('users')
    .select(['phone', 'name', 'email', 'birthday', 'address'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

export async function updateAccount(db: Db, userId: number, values: AccountValues): Promise<AccountData> {
  return db
    .updateTable('users')
    .set({ ...values, updated_at: sql`app_now()` })
    .where('id', '=', userId)
    .returning(['phone', 'name', 'email', 'birthday', 'address'])
    .executeTakeFirstOrThrow();
}

/** create-account-info: fills only the fields still empty, in one statement (no read-then-write race). */
export async function fillAccount(
  db: Db,
  userId: number,
  values: { name: string; email: string | null; birthday: string | null; address: string | null },
): Promise<AccountData> {
  return db
    .updateTable('users')
    .set({
      name: sql<string>`coalesce(name, ${values.name})`,
      email: sql<string | null>`coalesce(email, ${values.email})`,
      birthday: sql<string | null>`coalesce(birthday, ${values.birthday})`,
      address: sql<string | null>`coalesce(address, ${values.address})`,
      updated_at: sql`app_now()`,
    })
    .where('id', '=', userId)
    .returning(['phone', 'name', 'email', 'birthday', 'address'])
    .executeTakeFirstOrThrow();
}

/** Column values of a profile write, already validated by the route. */
export interface ProfileValues {
  name?: string;
  grade_id?: number | null;
  class_name?: string | null;
  school_id?: number | null;
  birthday?: string | null;
  avatar?: string;
  avatar_border?: string | null;
}

/** What a profile edit is checked against. */
export function profileForEdit(
  db: Db,
  profileId: number,
): Promise<{ grade_id: number | null; avatar: string | null } | undefined> {
  return profileById(db, profileId).select(['grade_id', 'avatar']).executeTakeFirst();
}

export async function updateProfile(db: Db, profileId: number, values: ProfileValues): Promise<void> {
  await db
    .updateTable('profiles')
    .set({ ...values, updated_at: sql`app_now()` })
    .where('id', '=', profileId)
    .execute();
}

/**
 * Adds a profile, the account's first becoming its default. The account row lock serialises
 * concurrent creates, so the count and the default flag hold. Null when the account is full.
 */
export function createProfile(
  db: Db,
  userId: number,
  values: ProfileValues & { name: string },
  maxProfiles: number,
): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
    const counts = await countProfiles(trx, userId);
    if (counts.total >= maxProfiles) return null;
    const created = await trx
      .insertInto('profiles')
      .values({ ...values, user_id: userId, is_default: counts.defaults === 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    return created.id;
  });
}

/** One pending class-change request per profile: a second request replaces the grade of the first. */
export async function requestClassChange(db: Db, profileId: number, gradeId: number): Promise<void> {
  await db
    .insertInto('profile_class_change_requests')
    .values({ profile_id: profileId, grade_id: gradeId })
    .onConflict((oc) =>
      oc
        .column('profile_id')
        .where('status', '=', 'pending')
        .doUpdateSet({ grade_id: gradeId, updated_at: sql`app_now()` }),
    )
    .execute();
}

export function listAvatarPresets(db: Db): Promise<AvatarPreset[]> {
  return db.selectFrom('avatar_presets').select(['id', 'file_path', 'relative_path']).orderBy('id').execute();
}

/** Sets the avatar and answers the one it replaced, in one transaction (the row is locked meanwhile). */
export function replaceAvatar(db: Db, profileId: number, avatar: string): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const previous = await profileById(trx, profileId).select('avatar').forUpdate().executeTakeFirst();
    await trx
      .updateTable('profiles')
      .set({ avatar, updated_at: sql`app_now()` })
      .where('id', '=', profileId)
      .execute();
    return previous?.avatar ?? null;
  });
}

/** A profile's subject choice; it also sets the grade of a profile that has none yet. */
export function recordSubjectChoice(
  db: Db,
  choice: { profileId: number; subject: string; grade: number; isParent: boolean },
): Promise<void> {
  const { profileId, subject, grade, isParent } = choice;
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('profile_subjects')
      .values({ profile_id: profileId, subject, grade, is_parent: isParent })
      .onConflict((oc) =>
        oc
          .columns(['profile_id', 'subject'])
          .doUpdateSet({ grade, is_parent: isParent, updated_at: sql`app_now()` }),
      )
      .execute();
    await trx
      .updateTable('profiles')
      .set({ grade_id: grade, updated_at: sql`app_now()` })
      .where('id', '=', profileId)
      .where('grade_id', 'is', null)
      .execute();
  });
}
