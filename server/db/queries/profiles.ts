import type { Db } from '../database';

/**
 * One profile by id, for the caller to pick its columns: `profileById(db, id).select([…])`. Every
 * area reads a few columns of the caller's profile (its school, grade, wallet, avatar…) this way.
 */
export function profileById(db: Db, profileId: number) {
  return db.selectFrom('profiles').where('id', '=', profileId);
}

/** The profile's grade id; null when it has none yet (or no such profile). */
export async function profileGrade(db: Db, profileId: number): Promise<number | null> {
  const row = await profileById(db, profileId).select('grade_id').executeTakeFirst();
  return row?.grade_id ?? null;
}
