import { sql } from 'kysely';
import type { Db } from '../db/database';

export interface LearningInfo {
  profileId: number;
  gradeId: number | null;
  gradeLevel: number | null;
  gradeName: string | null;
  className: string | null;
  school: { id: number; name: string; provinceId: number; provinceName: string } | null;
  schedules: { id: number; courseTitle: string; weekday: number; startTime: string }[];
  loyalty: { point: number; points: { coin: number; diamond: number } } | null;
  subjects: { subject: string; grade: number; isParent: boolean }[];
  pendingChangeClass: { gradeId: number; requestedAt: string } | null;
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

export async function countProfiles(db: Db, userId: number): Promise<{ total: number; defaults: number }> {
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
 * one-default-per-account index; then clear, then set. Call it inside the caller's transaction.
 */
export async function makeDefaultProfile(trx: Db, userId: number, profileId: number): Promise<void> {
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
