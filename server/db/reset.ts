import { rm } from 'node:fs/promises';
import { sql } from 'kysely';
import { systemClock } from '../clock';
import { loadConfig } from '../config';
import { passwordHasher } from '../security/password';
import { createDatabase, pgliteDir } from './database';
import { migrate } from './migrate';
import { formatDemoAccounts } from './seed/demo-accounts';
import { seedIfEmpty } from './seed/seed';

/** `npm run db:reset`: wipe the database (PostgreSQL schema or the PGlite folder), migrate, seed. */
async function reset(): Promise<void> {
  const config = loadConfig();
  if (config.databaseUrl) {
    const wipe = await createDatabase(config);
    await sql`drop schema public cascade`.execute(wipe.db);
    await sql`create schema public`.execute(wipe.db);
    await wipe.close();
    console.log('Đã xóa schema public của PostgreSQL.');
  } else {
    await rm(pgliteDir(config), { recursive: true, force: true });
    console.log(`Đã xóa dữ liệu PGlite tại ${pgliteDir(config)}.`);
  }
  const database = await createDatabase(config);
  try {
    const applied = await migrate(database.db);
    await seedIfEmpty(database.db, {
      nowMs: systemClock.now(),
      passwords: passwordHasher(config.passwordHashCost),
    });
    console.log(`Đã chạy ${applied.length} migration và nạp dữ liệu demo.`);
    console.log(formatDemoAccounts());
  } finally {
    await database.close();
  }
}

reset().catch((error: unknown) => {
  console.error('Không đặt lại được cơ sở dữ liệu:', error);
  process.exit(1);
});
