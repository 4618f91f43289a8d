import type { Db } from '../db/database';

/** The JSON value stored under a config key, or undefined when the key does not exist. */
export async function findConfigValue(db: Db, key: string): Promise<{ value: unknown } | undefined> {
  return db.selectFrom('configs').select('value').where('key', '=', key).executeTakeFirst();
}
