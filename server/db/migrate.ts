import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from './database';

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');
const FILE_PATTERN = /^(\d{4})_([a-z0-9_]+)\.sql$/;
/** Arbitrary constant: serialises migration runs of several processes booting at once. */
const MIGRATION_LOCK_ID = 7_212_001;

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

/** The SQL files of migrations/, in version order. A misnamed file is an error, not a skip. */
export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort();
  return files.map((file) => {
    const match = FILE_PATTERN.exec(file);
    if (!match) throw new Error(`Migration file name must look like 0001_name.sql: ${file}`);
    return { version: match[1]!, name: match[2]!, sql: readFileSync(path.join(dir, file), 'utf8') };
  });
}

/** Applies pending migrations, each in its own transaction; returns the versions applied now. */
export async function migrate(db: Db, migrations = readMigrations()): Promise<string[]> {
  await sql`create table if not exists schema_migrations (
    version text primary key,
    name text not null,
    applied_at timestamptz not null default now()
  )`.execute(db);

  // A restart has nothing to apply: one read says so, instead of a locked transaction per migration.
  const alreadyApplied = new Set(
    (await db.selectFrom('schema_migrations').select('version').execute()).map((row) => row.version),
  );
  const applied: string[] = [];
  for (const migration of migrations.filter((m) => !alreadyApplied.has(m.version))) {
    const done = await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`.execute(trx);
      const existing = await trx
        .selectFrom('schema_migrations')
        .select('version')
        .where('version', '=', migration.version)
        .executeTakeFirst();
      if (existing) return false;
      await sql.raw(migration.sql).execute(trx);
      await trx
        .insertInto('schema_migrations')
        .values({ version: migration.version, name: migration.name })
        .execute();
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}
