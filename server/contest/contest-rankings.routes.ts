import type { FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import {
  MyRanking,
  ProvinceRankingQuery,
  RankingPage,
  RoundQuery,
  SchoolGradeRankingQuery,
  SchoolProvinceRankingQuery,
  StudentProvinceRankingQuery,
  StudentSchoolRankingQuery,
} from '../../src/contracts/contest';
import { AUTH_MESSAGES } from '../auth/require-auth';
import { routeArea } from '../auth/signed-in-area';
import { AppError, ok } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import type { RoutesPlugin } from '../http/route-types';
import { contestTokenOf } from './contest-access';
import { CONTEST_MESSAGES } from './contest-messages';
import { type MyRankingRefusal, myRankingOfToken } from './contest-my-rank.repository';
import { refreshRanksIfStale } from './contest-rank-materialisation.repository';
import {
  type RankingPageRefusal,
  type RankingPageRequest,
  rankingAccessOfToken,
  readRankingPage,
} from './contest-ranking-pages.repository';
import type { Paging } from './contest-ranking-rows';
import { createRankingPageCache, type RankingPageCache } from './ranking-page-cache';

const { schema: contestSchema } = routeArea('contest', 401, 403, 404);

/**
 * The answers of requireContest, roundForRanking, resolveSchool, the scope rules of contest-access,
 * the grade and the pupil-only rule, for the one-statement ranking reads.
 */
const REFUSALS: Record<MyRankingRefusal | RankingPageRefusal, () => AppError> = {
  'bad-token': () => new AppError(401, ERROR_CODES.TOKEN_INVALID, AUTH_MESSAGES.invalid),
  'not-registered': () =>
    new AppError(403, ERROR_CODES.CONTEST_NOT_REGISTERED, CONTEST_MESSAGES.notRegistered),
  'no-round': () => new AppError(404, ERROR_CODES.CONTEST_ROUND_NOT_FOUND, CONTEST_MESSAGES.roundNotFound),
  'school-required': () =>
    new AppError(400, ERROR_CODES.CONTEST_SCHOOL_NOT_FOUND, CONTEST_MESSAGES.schoolRequired),
  'school-not-found': () =>
    new AppError(404, ERROR_CODES.CONTEST_SCHOOL_NOT_FOUND, CONTEST_MESSAGES.schoolNotFound),
  forbidden: () => new AppError(403, ERROR_CODES.CONTEST_SCOPE_FORBIDDEN, CONTEST_MESSAGES.scopeForbidden),
  'grade-required': () =>
    new AppError(400, ERROR_CODES.CONTEST_GRADE_REQUIRED, CONTEST_MESSAGES.gradeRequired),
  'not-pupil': () => new AppError(403, ERROR_CODES.CONTEST_SCOPE_FORBIDDEN, CONTEST_MESSAGES.onlyPupils),
};

type Refused = { outcome: MyRankingRefusal | RankingPageRefusal };
type Found = { outcome: 'ok'; ranksDirty: boolean };

/**
 * Runs a one-statement ranking read with the request's contest token. When a submit has made the
 * round's ranks stale (rare), refreshes them and reads again.
 */
async function readRanking<Lookup extends Refused | Found>(
  request: FastifyRequest,
  roundId: number,
  read: (token: string) => Promise<Lookup>,
): Promise<Extract<Lookup, Found>> {
  const token = contestTokenOf(request);
  if (!token) throw new AppError(401, ERROR_CODES.UNAUTHENTICATED, AUTH_MESSAGES.missing);
  let found: Refused | Found = await read(token);
  if (found.outcome === 'ok' && found.ranksDirty) {
    await refreshRanksIfStale(request.server.db, roundId);
    found = await read(token);
  }
  if (found.outcome !== 'ok') throw REFUSALS[found.outcome]();
  return found as Extract<Lookup, Found>;
}

/** Every ranking answers one page of RankingPage; only its summary and query differ. */
const schema = <Query extends TSchema>(summary: string, querystring: Query) =>
  contestSchema(summary, { querystring }, RankingPage);

/** The caller's access is read on every request; the page's rows may come from the cache. */
async function rankingPage(
  request: FastifyRequest,
  pages: RankingPageCache,
  asked: RankingPageRequest,
  paging: Paging,
) {
  const { db } = request.server;
  const { page } = await readRanking(request, asked.roundId, (token) =>
    rankingAccessOfToken(db, token, asked),
  );
  const slice = await pages.slice(page, paging, () => readRankingPage(db, page, paging));
  return ok({ ...slice, page: paging.page, size: paging.size });
}

/** The five rankings of SPEC §7 and the caller's own rows (a contest token). */
export const contestRankingRoutes: RoutesPlugin = async (app) => {
  const pages = createRankingPageCache(app.config.rankingPageCacheRows);
  app.get(
    '/api/contest/ranking/province',
    { schema: schema('Provinces by average score', ProvinceRankingQuery) },
    async (request) => {
      const { query } = request;
      return rankingPage(request, pages, { ranking: 'province', roundId: query.roundId }, query);
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
      const { roundId, grade } = query;
      const provinceId = query.provinceId ?? null;
      return rankingPage(request, pages, { ranking: 'school/grade', roundId, grade, provinceId }, query);
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
      const provinceId = query.provinceId ?? null;
      return rankingPage(
        request,
        pages,
        { ranking: 'school/province', roundId: query.roundId, provinceId },
        query,
      );
    },
  );

  app.get(
    '/api/contest/ranking/student/school',
    { schema: schema('Pupils of one school and grade (default: the caller’s)', StudentSchoolRankingQuery) },
    async (request) => {
      const { query } = request;
      const asked = { schoolId: query.schoolId ?? null, grade: query.grade ?? null };
      return rankingPage(
        request,
        pages,
        { ranking: 'student/school', roundId: query.roundId, ...asked },
        query,
      );
    },
  );

  app.get(
    '/api/contest/ranking/student/province',
    {
      schema: schema('Pupils of one province and grade (default: the caller’s)', StudentProvinceRankingQuery),
    },
    async (request) => {
      const { query } = request;
      const asked = { provinceId: query.provinceId ?? null, grade: query.grade ?? null };
      return rankingPage(
        request,
        pages,
        { ranking: 'student/province', roundId: query.roundId, ...asked },
        query,
      );
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
      const { roundId } = request.query;
      const { rows } = await readRanking(request, roundId, (token) =>
        myRankingOfToken(app.db, token, roundId),
      );
      return ok(rows);
    },
  );
};
