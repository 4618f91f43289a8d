import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';

/**
 * A named 32-byte key, generated the first time it is asked for and stored in server_secrets, so
 * every process and every restart uses the same one (share-link signatures, keyed phone hashes).
 */
export async function serverSecret(db: Db, name: string): Promise<Buffer> {
  await db
    .insertInto('server_secrets')
    .values({ name, secret: randomBytes(32).toString('base64') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('server_secrets')
    .select('secret')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return Buffer.from(row.secret, 'base64');
}
