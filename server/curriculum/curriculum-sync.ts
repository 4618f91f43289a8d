import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { seedPractice } from '../practice/practice.seed';
import { seedSpeak } from '../speak/speak.seed';
import { speakContentOf } from '../speak/speak-content';
import { CONTENT_ROOT, practiceFiles, readPracticeGrades, readSpeakBands, speakFiles } from './content-files';

/** Arbitrary constant: instances booting together sync once. */
const SYNC_LOCK_ID = 7_212_033;

/** The version of a content set: a hash of its file names and bytes (read, not parsed). */
function hashOf(root: string, files: string[]): string {
  const hash = createHash('sha256');
  for (const file of files)
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  return hash.digest('hex');
}

export interface SyncResult {
  /** Content sets written now (their files changed since the database last synced them). */
  synced: ('practice' | 'speak')[];
}

/**
 * Brings the database's practice bank and speak topics to the content files (ADR 0014): each set
 * whose files changed since the last sync (a hash in content_versions) is synced in one transaction,
 * serialised across instances. Called by the demo seed and at every boot, so a deployment with new
 * content files updates the database it meets; an unchanged set costs a hash and one read.
 */
export async function syncCurriculum(db: Db, root = CONTENT_ROOT): Promise<SyncResult> {
  // Hashing the bytes is cheap; parsing and schema-checking them (~300 ms with the schemas' first
  // compile) happens only for a set that changed.
  const wanted = { practice: hashOf(root, practiceFiles(root)), speak: hashOf(root, speakFiles(root)) };
  const run = async (trx: Db): Promise<SyncResult> => {
    await sql`select pg_advisory_xact_lock(${SYNC_LOCK_ID})`.execute(trx);
    const held = new Map(
      (await trx.selectFrom('content_versions').select(['name', 'hash']).execute()).map((r) => [
        r.name,
        r.hash,
      ]),
    );
    const synced: SyncResult['synced'] = [];
    if (held.get('practice') !== wanted.practice) {
      await seedPractice(
        trx,
        readPracticeGrades(root).map((file) => file.data),
      );
      synced.push('practice');
    }
    if (held.get('speak') !== wanted.speak) {
      await seedSpeak(trx, speakContentOf(readSpeakBands(root).map((file) => file.data)));
      synced.push('speak');
    }
    if (synced.length > 0)
      await trx
        .insertInto('content_versions')
        .values(synced.map((name) => ({ name, hash: wanted[name], synced_at: sql`app_now()` })))
        .onConflict((oc) =>
          oc.column('name').doUpdateSet((eb) => ({
            hash: eb.ref('excluded.hash'),
            synced_at: eb.ref('excluded.synced_at'),
          })),
        )
        .execute();
    return { synced };
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}
