import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { AppConfig } from '../../config';
import { passwordHasher } from '../../security/password';
import type { Db } from '../database';
import { seedIfEmpty } from './seed';

/**
 * The demo accounts share a public password, so an empty database gets them only when SEED_DEMO is on
 * (the default outside production; production needs SEED_DEMO=1). Returns whether it seeded now.
 */
export async function seedDemoIfEnabled(
  db: Db,
  config: Pick<AppConfig, 'seedDemo' | 'nodeEnv' | 'passwordHashCost'>,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  clock: Clock,
): Promise<boolean> {
  if (!config.seedDemo) return false;
  const seeded = await seedIfEmpty(db, {
    nowMs: clock.now(),
    passwords: passwordHasher(config.passwordHashCost),
  });
  if (seeded) {
    if (config.nodeEnv === 'production')
      log.warn('empty database seeded with the DEMO accounts (SEED_DEMO=1)');
    log.info('demo data seeded');
  }
  return seeded;
}
