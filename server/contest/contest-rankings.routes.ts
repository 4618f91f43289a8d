import type { TSchema } from 'typebox';
import {
  MyRanking,
  ProvinceRankingQuery,
  RankingPage,
  RoundQuery,
  RoundRecompute,
  SchoolGradeRankingQuery,
  SchoolProvinceRankingQuery,
  StudentProvinceRankingQuery,
  StudentSchoolRankingQuery,
} from '../../src/contracts/contest';
import { AUTH_MESSAGES } from '../auth/require-auth';
import { routeArea } from '../auth/signed-in-area';
import { assertStaffToken } from '../auth/staff-token';
import { AppError, ok } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import type { RoutesPlugin } from '../http/route-types';
import {
  assertAllowed,
  contestTokenOf,
  mayViewProvincePupils,
  mayViewSchoolPupils,
  requireContest,
} from './contest-access';
import { CONTEST_MESSAGES } from './contest-messages';
import { drainRankJobs, enqueueRecompute } from './contest-rank-jobs';
import { resolveGrade, resolveSchool, roundForRanking } from './contest-ranking-scope';
import {
  type MyRankingRefusal,
  myRankingOfToken,
  type Paging,
  provinceRanking,
  type RankingSlice,
  refreshRanksIfStale,
  schoolRanking,
  studentRanking,
} from './contest-rankings.repository';

const { schema: contestSchema } = routeArea('contest', 401, 403, 404);
const { schema: staffSchema } = routeArea('contest: admin', 403, 404);

/** The answers of requireContest, roundForRanking and the pupil-only rule, for the one-statement "my rank". */
const MY_RANKING_REFUSALS: Record<MyRankingRefusal, () => AppError> = {
  'bad-token': () => new AppError(401, ERROR_CODES.TOKEN_INVALID, AUTH_MESSAGES.invalid),
  'not-registered': () =>
    new AppError(403, ERROR_CODES.CONTEST_NOT_REGISTERED, CONTEST_MESSAGES.notRegistered),
  'no-round': () => new AppError(404, ERROR_CODES.CONTEST_ROUND_NOT_FOUND, CONTEST_MESSAGES.roundNotFound),
  'not-pupil': () => new AppError(403, ERROR_CODES.CONTEST_SCOPE_FORBIDDEN, CONTEST_MESSAGES.onlyPupils),
};

/** Every ranking answers one page of RankingPage; only its summary and query differ. */
const schema = <Query extends TSchema>(summary: string, querystring: Query) =>
  contestSchema(summary, { querystring }, RankingPage);

const page = (slice: RankingSlice, paging: Paging) => ok({ ...slice, page: paging.page, size: paging.size });

/** The five rankings of SPEC §7 and the caller's own rows (a contest token), and staff's recompute. */
export const contestRankingRoutes: RoutesPlugin = async (app) => {
  app.get(
    '/api/contest/ranking/province',
    { schema: schema('Provinces by average score', ProvinceRankingQuery) },
    async (request) => {
      const { query } = request;
      await requireContest(request);
      await roundForRanking(app.db, query.roundId);
      return page(await provinceRanking(app.db, query.roundId, query), query);
    },
  );

  app.get(
    '/api/contest/ranking/school/grade',
    {
      schema: schema(
        'Schools of one grade nationwide, optionally shown for one province',
        SchoolGradeRankingQuery,
      ),
    },
    async (request) => {
      const { query } = request;
      await requireContest(request);
      await roundForRanking(app.db, query.roundId);
      const filter = { roundId: query.roundId, grade: query.grade, provinceId: query.provinceId ?? null };
      return page(await schoolRanking(app.db, filter, query), query);
    },
  );

  app.get(
    '/api/contest/ranking/school/province',
    {
      schema: schema(
        'Schools of one province (default: the caller’s), all grades',
        SchoolProvinceRankingQuery,
      ),
    },
    async (request) => {
      const { query } = request;
      const caller = await requireContest(request);
      await roundForRanking(app.db, query.roundId);
      const filter = { roundId: query.roundId, grade: 0, provinceId: query.provinceId ?? caller.provinceId };
      return page(await schoolRanking(app.db, filter, query), query);
    },
  );

  app.get(
    '/api/contest/ranking/student/school',
    { schema: schema('Pupils of one school and grade (default: the caller’s)', StudentSchoolRankingQuery) },
    async (request) => {
      const { query } = request;
      const caller = await requireContest(request);
      const round = await roundForRanking(app.db, query.roundId);
      const school = await resolveSchool(app.db, query.schoolId ?? caller.schoolId);
      assertAllowed(mayViewSchoolPupils(caller, school));
      const grade = resolveGrade(query.grade, round, caller);
      const filter = { roundId: round.id, scope: 'school' as const, groupId: school.id, grade };
      return page(await studentRanking(app.db, filter, query), query);
    },
  );

  app.get(
    '/api/contest/ranking/student/province',
    {
      schema: schema('Pupils of one province and grade (default: the caller’s)', StudentProvinceRankingQuery),
    },
    async (request) => {
      const { query } = request;
      const caller = await requireContest(request);
      const round = await roundForRanking(app.db, query.roundId);
      const provinceId = query.provinceId ?? caller.provinceId;
      assertAllowed(mayViewProvincePupils(caller, provinceId));
      const grade = resolveGrade(query.grade, round, caller);
      const filter = { roundId: round.id, scope: 'province' as const, groupId: provinceId, grade };
      return page(await studentRanking(app.db, filter, query), query);
    },
  );

  app.get(
    '/api/contest/ranking/me',
    {
      schema: contestSchema(
        'The caller’s rows in the five rankings of a round (null where not ranked), in one statement',
        { querystring: RoundQuery },
        MyRanking,
      ),
    },
    async (request) => {
      const token = contestTokenOf(request);
      if (!token) throw new AppError(401, ERROR_CODES.UNAUTHENTICATED, AUTH_MESSAGES.missing);
      const { roundId } = request.query;
      let found = await myRankingOfToken(app.db, token, roundId);
      if (found.outcome === 'ok' && found.ranksDirty) {
        // A submit made the round's ranks stale: refresh them, then read again.
        await refreshRanksIfStale(app.db, roundId);
        found = await myRankingOfToken(app.db, token, roundId);
      }
      if (found.outcome !== 'ok') throw MY_RANKING_REFUSALS[found.outcome]();
      return ok(found.rows);
    },
  );

  app.post(
    '/api/contest/admin/rounds/:roundId/rankings',
    {
      schema: staffSchema(
        'Staff: materialise the five rankings of a round again, now (x-admin-token)',
        { params: RoundQuery },
        RoundRecompute,
      ),
      preHandler: async (request) => assertStaffToken(request, CONTEST_MESSAGES.staffOnly),
    },
    async (request) => {
      const { roundId } = request.params;
      const round = await app.db
        .selectFrom('contest_rounds')
        .select('id')
        .where('id', '=', roundId)
        .executeTakeFirst();
      if (!round)
        throw new AppError(404, ERROR_CODES.CONTEST_ROUND_NOT_FOUND, CONTEST_MESSAGES.roundNotFound);
      const jobId = await enqueueRecompute(app.db, roundId);
      // Runs it (and any job queued before it) now, so the answer means the rankings are fresh.
      await drainRankJobs(app.db);
      const ranked = await app.db
        .selectFrom('contest_rounds')
        .select('ranked_at')
        .where('id', '=', roundId)
        .executeTakeFirstOrThrow();
      return ok({ roundId, jobId, rankedAt: ranked.ranked_at?.toISOString() ?? null });
    },
  );
};
