import { buildApp } from './app';
import { loadConfig } from './config';
import { createDatabase } from './db/database';
import { migrate } from './db/migrate';
import { formatDemoAccounts } from './db/seed/demo-accounts';
import { seedIfEmpty } from './db/seed/seed';
import { startMonthEndJob } from './report/month-end-job';

/** Boot: config → database → migrations → demo seed (empty DB only) → app → listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await createDatabase(config);
  const app = await buildApp({ db: database.db, config });
  const log = app.log;

  const applied = await migrate(database.db);
  log.info({ engine: database.engine, applied }, 'database ready');
  if (await seedIfEmpty(database.db)) {
    if (config.nodeEnv === 'production') log.warn('empty database seeded with the DEMO accounts');
    log.info('demo data seeded');
  }

  // Month-end report notifications (ADR 0010): state in the database, once per month and profile.
  const stopMonthEndJob = startMonthEndJob(database.db, log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    try {
      await stopMonthEndJob();
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
  console.log(`\nUniclass đang chạy tại ${url}  (API docs: ${url}/docs, CSDL: ${database.engine})`);
  console.log(formatDemoAccounts());
}

main().catch((error: unknown) => {
  console.error('Không khởi động được máy chủ:', error);
  process.exit(1);
});
