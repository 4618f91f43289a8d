import { RankJob, RankJobParams, RoundQuery, RoundRecompute } from '../../src/contracts/contest';
import { routeArea } from '../auth/signed-in-area';
import { assertStaffToken } from '../auth/staff-token';
import { AppError, ok } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import type { RoutesPlugin } from '../http/route-types';
import { CONTEST_MESSAGES } from './contest-messages';
import { backgroundRankDrain, drainRankJobs, enqueueRecompute, findRankJob } from './contest-rank-jobs';

const { schema } = routeArea('contest: admin', 403, 404);

/**
 * Staff's recompute of a round's rankings (x-admin-token, ADR 0016): accepted at once and run in the
 * background, because at 2M pupils it takes about as long as a proxy waits for an answer; then
 * followed by its job.
 */
export const contestRankAdminRoutes: RoutesPlugin = async (app) => {
  const drain = backgroundRankDrain(() => drainRankJobs(app.db), app.log);
  app.addHook('onClose', () => drain.settled());

  app.post(
    '/api/contest/admin/rounds/:roundId/rankings',
    {
      schema: schema(
        'Staff: materialise the five rankings of a round again, in the background (x-admin-token); 202 with the job to follow, joining the pending one if any',
        { params: RoundQuery },
        RoundRecompute,
        202,
      ),
      preHandler: async (request) => assertStaffToken(request, CONTEST_MESSAGES.staffOnly),
    },
    async (request, reply) => {
      const { roundId } = request.params;
      const round = await app.db
        .selectFrom('contest_rounds')
        .select('id')
        .where('id', '=', roundId)
        .executeTakeFirst();
      if (!round)
        throw new AppError(404, ERROR_CODES.CONTEST_ROUND_NOT_FOUND, CONTEST_MESSAGES.roundNotFound);
      const jobId = await enqueueRecompute(app.db, roundId);
      // Runs it (and any job queued before it) after answering; the interval runner is the fallback.
      drain.start();
      return reply.code(202).send(ok({ roundId, jobId }, CONTEST_MESSAGES.recomputeAccepted));
    },
  );

  app.get(
    '/api/contest/admin/rank-jobs/:jobId',
    {
      schema: schema(
        'Staff: a rankings job (a round’s close or a recompute): pending while finishedAt is null (x-admin-token)',
        { params: RankJobParams },
        RankJob,
      ),
      preHandler: async (request) => assertStaffToken(request, CONTEST_MESSAGES.staffOnlyRankJobs),
    },
    async (request) => {
      const job = await findRankJob(app.db, request.params.jobId);
      if (!job)
        throw new AppError(404, ERROR_CODES.CONTEST_RANK_JOB_NOT_FOUND, CONTEST_MESSAGES.rankJobNotFound);
      return ok({
        jobId: job.id,
        roundId: job.round_id,
        reason: job.reason,
        requestedAt: job.requested_at.toISOString(),
        finishedAt: job.finished_at?.toISOString() ?? null,
        rankedAt: job.ranked_at?.toISOString() ?? null,
      });
    },
  );
};
