/**
 * What the pages read of an account: the User entity with every profile, one profile, the learning
 * info of a profile, and when the account last changed. The answers are the camelCase shapes of
 * src/contracts/user.
 */
import { type RawBuilder, sql } from 'kysely';
import type { LearningInfo, ProfileData, UserChangeData, UserData } from '../../src/contracts/user';
import type { Db } from '../db/database';

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
