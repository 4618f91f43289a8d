import type { Db } from '../db/database';

/** Whether a profile exists: the dev notification route answers 404 rather than a foreign-key 500. */
export async function profileExists(db: Db, profileId: number): Promise<boolean> {
  const row = await db.selectFrom('profiles').select('id').where('id', '=', profileId).executeTakeFirst();
  return row !== undefined;
}
