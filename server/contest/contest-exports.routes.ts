import type { FastifyReply } from 'fastify';
import { type TSchema, Type } from 'typebox';
import { ProvinceExportQuery, SchoolExportQuery } from '../../src/contracts/contest';
import { routeArea } from '../auth/signed-in-area';
import type { Db } from '../db/database';
import type { RoutesPlugin } from '../http/route-types';
import { assertAllowed, mayExportProvince, mayExportSchool, requireContest } from './contest-access';
import { studentRowsInBatches } from './contest-exports.repository';
import { CONTEST_MESSAGES } from './contest-messages';
import type { StudentFilter } from './contest-ranking-rows';
import { resolveSchool, roundForRanking } from './contest-ranking-scope';
import { attachment, streamRankingXlsx } from './ranking-xlsx';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const xlsxFile = Type.Any({ description: 'XLSX workbook, streamed' });
const { tags, errors } = routeArea('contest', 401, 403, 404);

/**
 * The file name of a ranking download: which school or province, which grades (every grade, or one
 * asked for), which round, so files of different grades never overwrite each other (issue 31).
 */
export function rankingFileName(pupils: StudentFilter): string {
  const place = pupils.scope === 'school' ? 'truong' : 'tinh';
  const grades = pupils.grade === null ? 'moi-khoi' : `khoi-${pupils.grade}`;
  return `xep-hang-${place}-${pupils.groupId}-${grades}-vong-${pupils.roundId}.xlsx`;
}

/** The download of one ranking: the workbook streams as the batches arrive, never cached. */
function sendRankingXlsx(reply: FastifyReply, db: Db, pupils: StudentFilter) {
  return reply
    .type(XLSX_TYPE)
    .header('content-disposition', attachment(rankingFileName(pupils)))
    .header('cache-control', 'no-store')
    .send(streamRankingXlsx(studentRowsInBatches(db, pupils)));
}

const exportSchema = <Query extends TSchema>(summary: string, querystring: Query) => ({
  tags,
  summary,
  querystring,
  produces: [XLSX_TYPE],
  response: { 200: xlsxFile, ...errors },
});

/** XLSX exports of pupil rankings, streamed; only for school and province admins (contest token). */
export const contestExportRoutes: RoutesPlugin = async (app) => {
  app.get(
    '/api/contest/ranking/export/school',
    {
      schema: exportSchema(
        'XLSX of a school’s pupils by grade and rank (school admin, or the province admin)',
        SchoolExportQuery,
      ),
    },
    async (request, reply) => {
      const caller = await requireContest(request);
      const round = await roundForRanking(app.db, request.query.roundId);
      const school = await resolveSchool(app.db, request.query.schoolId ?? caller.schoolId);
      assertAllowed(mayExportSchool(caller, school), CONTEST_MESSAGES.exportForbidden);
      return sendRankingXlsx(reply, app.db, {
        roundId: round.id,
        scope: 'school',
        groupId: school.id,
        grade: request.query.grade ?? null,
      });
    },
  );

  app.get(
    '/api/contest/ranking/export/province',
    {
      schema: exportSchema(
        'XLSX of a province’s pupils by grade and rank (province admin)',
        ProvinceExportQuery,
      ),
    },
    async (request, reply) => {
      const caller = await requireContest(request);
      const round = await roundForRanking(app.db, request.query.roundId);
      const provinceId = request.query.provinceId ?? caller.provinceId;
      assertAllowed(mayExportProvince(caller, provinceId), CONTEST_MESSAGES.exportForbidden);
      return sendRankingXlsx(reply, app.db, {
        roundId: round.id,
        scope: 'province',
        groupId: provinceId,
        grade: request.query.grade ?? null,
      });
    },
  );
};
