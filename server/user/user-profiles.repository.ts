/**
 * Writes to an account's profiles: switching the default, creating and editing a profile, its
 * avatar, its subject choice and its class-change request.
 */
import { sql } from 'kysely';
import type { AvatarPreset } from '../../src/contracts/user';
import { issueProfileToken } from '../auth/tokens.repository';
import type { Db } from '../db/database';
import { profileById } from '../db/queries/profiles';

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
