import { Type } from 'typebox';
import {
  AnswerParams,
  AnswerSaved,
  AttemptParams,
  AttemptView,
  ContestRound,
  RoundInfo,
  RoundQuery,
  RoundWithAttempt,
  SaveAnswerBody,
  StartAttemptBody,
  SubmitResult,
} from '../../src/contracts/contest';
import { routeArea } from '../auth/signed-in-area';
import { AppError, ok } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import type { RoutesPlugin } from '../http/route-types';
import { type ContestCaller, requireContest } from './contest-access';
import {
  closeAttempt,
  closeExpiredAttempts,
  findAttempt,
  latestAttempts,
  loadAttemptView,
  saveAnswer,
  startAttempt,
} from './contest-attempts.repository';
import { CONTEST_MESSAGES } from './contest-messages';
import { countParticipants, findRound, listRounds, type RoundRecord } from './contest-rounds.repository';

const { schema } = routeArea('contest', 401, 403, 404, 409);

function publicRound({ ranksDirty: _dirty, ...round }: RoundRecord) {
  return round;
}

/** Rounds, and taking one: start, save answers, submit, resume (server-timed). */
export const contestRoundRoutes: RoutesPlugin = async (app) => {
  const roundOr404 = async (roundId: number): Promise<RoundRecord> => {
    const round = await findRound(app.db, roundId);
    if (!round) throw new AppError(404, ERROR_CODES.CONTEST_ROUND_NOT_FOUND, CONTEST_MESSAGES.roundNotFound);
    return round;
  };

  /** The caller's own attempt, closed first if its deadline has passed. */
  const ownAttempt = async (caller: ContestCaller, attemptId: number) => {
    const attempt = await findAttempt(app.db, attemptId);
    if (!attempt || attempt.contest_profile_id !== caller.id) {
      throw new AppError(404, ERROR_CODES.CONTEST_ATTEMPT_NOT_FOUND, CONTEST_MESSAGES.attemptNotFound);
    }
    if (attempt.status === 'in_progress' && attempt.deadline.getTime() <= app.clock.now()) {
      return (await closeAttempt(app.db, attemptId)) ?? attempt;
    }
    return attempt;
  };

  app.get(
    '/api/contest/round',
    {
      schema: schema('One round: times, duration, status', { querystring: RoundQuery }, ContestRound),
    },
    async (request) => ok(publicRound(await roundOr404(request.query.roundId))),
  );

  app.get(
    '/api/contest/zalo-mini-app/round/info',
    {
      schema: schema(
        'Public round card for the Zalo mini app: the round and how many took part',
        { querystring: RoundQuery },
        RoundInfo,
      ),
    },
    async (request) => {
      const round = await roundOr404(request.query.roundId);
      return ok({ ...publicRound(round), participants: await countParticipants(app.db, round.id) });
    },
  );

  app.get(
    '/api/contest/rounds',
    {
      schema: schema(
        'Rounds of the caller’s grade with the caller’s latest attempt of each',
        {},
        Type.Array(RoundWithAttempt),
      ),
    },
    async (request) => {
      const caller = await requireContest(request);
      await closeExpiredAttempts(app.db, { contestProfileId: caller.id });
      const rounds = await listRounds(app.db, caller.role === 'pupil' ? caller.grade : null);
      const attempts = await latestAttempts(app.db, caller.id);
      return ok(
        rounds.map((round) => ({ ...publicRound(round), myAttempt: attempts.get(round.id) ?? null })),
      );
    },
  );

  app.post(
    '/api/contest/attempts',
    {
      schema: schema(
        'Start (or resume) the caller’s attempt of an open round: questions without answers',
        { body: StartAttemptBody },
        AttemptView,
      ),
    },
    async (request) => {
      const caller = await requireContest(request);
      if (caller.role !== 'pupil') {
        throw new AppError(403, ERROR_CODES.CONTEST_SCOPE_FORBIDDEN, CONTEST_MESSAGES.onlyPupils);
      }
      const round = await roundOr404(request.body.roundId);
      if (round.status !== 'open') {
        throw new AppError(409, ERROR_CODES.CONTEST_ROUND_NOT_OPEN, CONTEST_MESSAGES.roundNotOpen);
      }
      if (round.grade !== null && round.grade !== caller.grade) {
        throw new AppError(403, ERROR_CODES.CONTEST_GRADE_MISMATCH, CONTEST_MESSAGES.gradeMismatch);
      }
      const outcome = await startAttempt(app.db, round, caller.id);
      if (outcome.kind === 'alreadyTaken') {
        throw new AppError(409, ERROR_CODES.CONTEST_ALREADY_TAKEN, CONTEST_MESSAGES.alreadyTaken);
      }
      const attempt = await ownAttempt(caller, outcome.attemptId);
      return ok(await loadAttemptView(app.db, attempt));
    },
  );

  app.get(
    '/api/contest/attempts/:attemptId',
    {
      schema: schema(
        'Resume an attempt: questions, saved answers, deadline (or the result once closed)',
        { params: AttemptParams },
        AttemptView,
      ),
    },
    async (request) => {
      const caller = await requireContest(request);
      const attempt = await ownAttempt(caller, request.params.attemptId);
      return ok(await loadAttemptView(app.db, attempt));
    },
  );

  app.put(
    '/api/contest/attempts/:attemptId/answers/:questionId',
    {
      schema: schema(
        'Save one answer (idempotent, last write wins); refused after the deadline',
        { params: AnswerParams, body: SaveAnswerBody },
        AnswerSaved,
      ),
    },
    async (request) => {
      const caller = await requireContest(request);
      const { attemptId, questionId } = request.params;
      const outcome = await saveAnswer(app.db, {
        attemptId,
        questionId,
        contestProfileId: caller.id,
        answer: request.body.answer,
      });
      switch (outcome.kind) {
        case 'saved':
          return ok({ questionId, savedAt: outcome.savedAt.toISOString() });
        case 'attemptNotFound':
          throw new AppError(404, ERROR_CODES.CONTEST_ATTEMPT_NOT_FOUND, CONTEST_MESSAGES.attemptNotFound);
        case 'questionNotFound':
          throw new AppError(404, ERROR_CODES.CONTEST_QUESTION_NOT_FOUND, CONTEST_MESSAGES.questionNotFound);
        case 'answerInvalid':
          throw new AppError(400, ERROR_CODES.CONTEST_ANSWER_INVALID, CONTEST_MESSAGES.answerInvalid);
        case 'deadlinePassed':
          throw new AppError(409, ERROR_CODES.CONTEST_DEADLINE_PASSED, CONTEST_MESSAGES.deadlinePassed);
        case 'attemptClosed':
          throw new AppError(409, ERROR_CODES.CONTEST_ATTEMPT_CLOSED, CONTEST_MESSAGES.attemptClosed);
      }
    },
  );

  app.post(
    '/api/contest/attempts/:attemptId/submit',
    {
      schema: schema(
        'Submit: scored on the server; a repeated submit answers the same result',
        { params: AttemptParams },
        SubmitResult,
      ),
    },
    async (request) => {
      const caller = await requireContest(request);
      await ownAttempt(caller, request.params.attemptId);
      const closed = await closeAttempt(app.db, request.params.attemptId);
      if (!closed || closed.score === null || closed.time_used_ms === null) {
        throw new AppError(404, ERROR_CODES.CONTEST_ATTEMPT_NOT_FOUND, CONTEST_MESSAGES.attemptNotFound);
      }
      return ok({ score: closed.score, timeUsed: closed.time_used_ms, status: closed.status });
    },
  );
};
