import type { Db } from '../database';

/**
 * One profile by id, for the caller to pick its columns: `profileById(db, id).select([…])`. Every
 * area reads a few columns of the caller's profile (its school, grade, wallet, avatar…) this way.
 */
export function profileById(db: Db, profileId: number) {
  return db.selectFrom('profiles').where('id', '=', profileId);
}

/** The account a profile belongs to; undefined when the profile does not exist. */
export async function profileOwnerId(db: Db, profileId: number): Promise<number | undefined> {
  const row = await profileById(db, profileId).select('user_id').executeTakeFirst();
  return row?.user_id;
}

/** The profile's grade id; null when it has none yet (or no such profile). */
export async function profileGrade(db: Db, profileId: number): Promise<number | null> {
  const row = await profileById(db, profileId).select('grade_id').executeTakeFirst();
  return row?.grade_id ?? null;
}
