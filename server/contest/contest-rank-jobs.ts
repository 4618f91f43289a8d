/**
 * The materialisation of a round's rankings as jobs (ADR 0016): one when the round closes, one
 * when staff ask. A queue table shared by PostgreSQL and PGlite, claimed with FOR UPDATE SKIP
 * LOCKED, drained by the in-process interval runner of every instance (ADR 0010).
 */
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { startIntervalJob } from '../jobs/interval-job';
import { closeExpiredAttempts } from './contest-attempts.repository';
import { lockRoundRanks, recomputeRanks } from './contest-rank-materialisation.repository';

/** How often an instance looks for a round that has closed (results appear at most this late). */
export const RANK_JOB_INTERVAL_MS = 30_000;

export interface RankJobRun {
  jobId: number;
  roundId: number;
  reason: 'close' | 'admin';
  /** False for a close whose round a reader had already ranked after its end (nothing could change). */
  recomputed: boolean;
}

/** One job per closed round and end time; a second tick or instance adds none. Answers how many were added. */
export async function enqueueClosedRounds(db: Db): Promise<number> {
  const added = await sql<{ id: number }>`
    insert into contest_rank_jobs (round_id, reason, round_end)
    select id, 'close', end_time from contest_rounds where end_time <= app_now()
    on conflict (round_id, round_end) where reason = 'close' do nothing
    returning id`.execute(db);
  return added.rows.length;
}

/** Staff's recompute of a round: joins the pending one if there is one. Answers the job's id. */
export async function enqueueRecompute(db: Db, roundId: number): Promise<number> {
  await sql`
    insert into contest_rank_jobs (round_id, reason) values (${roundId}, 'admin')
    on conflict (round_id) where reason = 'admin' and finished_at is null do nothing`.execute(db);
  // The pending one (a new one is added only when none is pending, so it is the newest), or, when
  // another worker finished it between the two statements, the finished one: the run asked for.
  const job = await db
    .selectFrom('contest_rank_jobs')
    .select('id')
    .where('round_id', '=', roundId)
    .where('reason', '=', 'admin')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  return job.id;
}

/** A job as staff follow it: pending while `finished_at` is null, with its round's last ranking. */
export function findRankJob(db: Db, jobId: number) {
  return db
    .selectFrom('contest_rank_jobs as j')
    .innerJoin('contest_rounds as r', 'r.id', 'j.round_id')
    .select(['j.id', 'j.round_id', 'j.reason', 'j.requested_at', 'j.finished_at', 'r.ranked_at'])
    .where('j.id', '=', jobId)
    .executeTakeFirst();
}

/**
 * Claims the oldest pending job and materialises its round in one transaction (the job row stays
 * locked, so a second worker skips it; a failure rolls back and the job is retried next tick).
 */
export async function runNextRankJob(db: Db): Promise<RankJobRun | null> {
  const next = await db
    .selectFrom('contest_rank_jobs')
    .select('round_id')
    .where('finished_at', 'is', null)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (!next) return null;
  // Attempts are closed in transactions of their own, before the claim; every deadline of a closed
  // round has passed (an attempt's deadline is at most the round's end).
  await closeExpiredAttempts(db, { roundId: next.round_id });
  return db.transaction().execute(async (trx) => {
    const job = await trx
      .selectFrom('contest_rank_jobs as j')
      .innerJoin('contest_rounds as r', 'r.id', 'j.round_id')
      .select([
        'j.id',
        'j.round_id',
        'j.reason',
        sql<boolean>`not r.ranks_dirty and r.ranked_at >= r.end_time`.as('ranked_since_end'),
      ])
      .where('j.finished_at', 'is', null)
      .orderBy('j.id')
      .limit(1)
      .forUpdate('j')
      .skipLocked()
      .executeTakeFirst();
    if (!job) return null;
    await lockRoundRanks(trx, job.round_id);
    const recomputed = job.reason === 'admin' || !job.ranked_since_end;
    if (recomputed) {
      await trx
        .updateTable('contest_rounds')
        .set({ ranks_dirty: false })
        .where('id', '=', job.round_id)
        .execute();
      await recomputeRanks(trx, job.round_id);
    }
    await trx
      .updateTable('contest_rank_jobs')
      .set({ finished_at: sql`app_now()` })
      .where('id', '=', job.id)
      .execute();
    return { jobId: job.id, roundId: job.round_id, reason: job.reason, recomputed };
  });
}

/** Runs pending jobs until none is left (or only ones other workers hold). */
export async function drainRankJobs(db: Db): Promise<RankJobRun[]> {
  const runs: RankJobRun[] = [];
  for (let run = await runNextRankJob(db); run; run = await runNextRankJob(db)) runs.push(run);
  return runs;
}

/**
 * An instance's drain of the queue in the background, for staff's recompute: `start()` returns at
 * once; a drain already running goes round once more instead of a second drain starting beside it
 * (what was enqueued meanwhile is then run too). A failure is logged, never thrown: its job rolled
 * back and stays pending for the interval runner's next tick. `settled()` waits for the drain in
 * progress (the app's onClose, so the database is not closed under it).
 */
export function backgroundRankDrain(drain: () => Promise<RankJobRun[]>, log: FastifyBaseLogger) {
  let running: Promise<void> | null = null;
  let again = false;
  const loop = async () => {
    do {
      again = false;
      try {
        const runs = await drain();
        if (runs.length > 0) log.info({ runs }, 'contest rankings materialised (staff recompute)');
      } catch (err) {
        log.error({ err }, 'contest rankings: staff recompute failed; the interval runner retries it');
      }
    } while (again);
    running = null;
  };
  return {
    start(): void {
      if (running) again = true;
      else running = loop();
    },
    async settled(): Promise<void> {
      while (running) await running;
    },
  };
}

/** Enqueues the rounds that have closed, then drains: at start (catching up), then every interval. */
export function startRankJobs(db: Db, log: FastifyBaseLogger, intervalMs = RANK_JOB_INTERVAL_MS) {
  return startIntervalJob(
    'contest rankings',
    async () => {
      await enqueueClosedRounds(db);
      const runs = await drainRankJobs(db);
      if (runs.length > 0) log.info({ runs }, 'contest rankings materialised');
    },
    log,
    intervalMs,
  );
}
