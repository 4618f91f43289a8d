import { buildApp } from './app';
import { type AppConfig, loadConfig } from './config';
import { startRankJobs } from './contest/contest-rank-jobs';
import { syncCurriculum } from './curriculum/curriculum-sync';
import { createDatabase, pgliteDir } from './db/database';
import { migrate } from './db/migrate';
import { formatDemoAccounts } from './db/seed/demo-accounts';
import { seedDemoIfEnabled } from './db/seed/demo-gate';
import { startUpcomingSessionsJob } from './learning/upcoming-sessions-job';
import { startMonthEndJob } from './report/month-end-job';

/**
 * Where the data lives, for the person who ran `npm start` (issue 10 item 10): PGlite is the
 * single-machine demo/dev engine (it survives kill -9 but issues no fsync, so not an OS crash).
 */
function whereDataLives(config: AppConfig, engine: 'pglite' | 'postgres'): string {
  if (engine === 'pglite')
    return `PGlite trong ${pgliteDir(config)} (bản demo/phát triển một máy; production nên dùng PostgreSQL qua DATABASE_URL)`;
  const url = new URL(config.databaseUrl ?? '');
  return `PostgreSQL ${url.hostname}:${url.port || '5432'}${url.pathname}`;
}

/** Boot: config → database → migrations → demo seed (empty DB only) → app → listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await createDatabase(config);
  const app = await buildApp({ db: database.db, config });
  const log = app.log;
  database.logTo(log);

  const applied = await migrate(database.db);
  log.info({ engine: database.engine, applied }, 'database ready');
  // In production the demo accounts (public password) only with SEED_DEMO=1 (issue 10 item 8).
  await seedDemoIfEnabled(database.db, config, log, app.clock);
  // The curriculum files (ADR 0014) reach every database, demo or not, once per change of the files.
  const curriculum = await syncCurriculum(database.db);
  if (curriculum.synced.length > 0) log.info(curriculum, 'curriculum content synced');

  // Month-end report notifications (ADR 0010): state in the database, once per month and profile.
  const stopMonthEndJob = startMonthEndJob(database.db, app.clock, log);
  // Class sessions up to the 14-day horizon, so the home's reads never write.
  const stopSessionsJob = startUpcomingSessionsJob(database.db, app.clock, log);
  // Contest rankings materialised once per round close (ADR 0016), a job row per close.
  const stopRankJobs = startRankJobs(database.db, log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    try {
      await Promise.all([stopMonthEndJob(), stopSessionsJob(), stopRankJobs()]);
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${shownHost}:${port}`;
  // Plain stdout on purpose: this is for the person who just ran the command, not for log shipping.
  const docs = config.apiDocs ? `API docs: ${url}/docs, ` : '';
  console.log(`\nUniclass đang chạy tại ${url}  (${docs}CSDL: ${database.engine})`);
  console.log(`Dữ liệu: ${whereDataLives(config, database.engine)}`);
  if (config.seedDemo) console.log(formatDemoAccounts());
}

main().catch((error: unknown) => {
  console.error('Không khởi động được máy chủ:', error);
  process.exit(1);
});
