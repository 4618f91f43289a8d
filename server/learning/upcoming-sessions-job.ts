import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { startIntervalJob } from '../jobs/interval-job';
import { ensureAllUpcomingSessions } from './sessions.repository';

/** Far shorter than the 14-day horizon: a missed hour or two never leaves a week without classes. */
export const UPCOMING_SESSIONS_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Keeps every held schedule's sessions materialised up to the horizon, so reading the home never
 * writes (issue 17: its reads are ≤ 2 statements). At start too: a database seeded long ago shows next
 * week's classes as soon as the server is up. Idempotent, so two instances running it are harmless.
 */
export function startUpcomingSessionsJob(
  db: Db,
  clock: Clock,
  log: FastifyBaseLogger,
  intervalMs = UPCOMING_SESSIONS_INTERVAL_MS,
) {
  return startIntervalJob(
    'upcoming class sessions',
    async () => {
      await ensureAllUpcomingSessions(db, clock.now());
    },
    log,
    intervalMs,
  );
}
