import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  AnswerBody,
  AnswerResult,
  DailyGoal,
  ItemParams,
  PracticeProgressData,
  PracticeSessionData,
  PracticeUnitsData,
  ProfileQuery,
  RepairStreakBody,
  SessionParams,
  SessionSummary,
  StartSessionBody,
  UnitsQuery,
} from '../../src/contracts/practice';
import { maskProfanity } from '../../src/domain/profanity';
import { assertOwnProfile } from '../auth/profile-access';
import { authOf, requireAuth } from '../auth/require-auth';
import { routeArea } from '../auth/signed-in-area';
import { nowDate } from '../clock';
import { listeningAudioDir } from '../curriculum/listening-audio';
import { AppError, Envelope, errorResponses, ok } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import type { RoutesPlugin } from '../http/route-types';
import { perMinute } from '../plugins/rate-limit';
import { DAILY_GOAL_MESSAGES, loadDailyGoal, repairStreak } from './daily-goal.repository';
import { selectFeedbackProvider } from './feedback/select-feedback-provider';
import { checkAnswer } from './practice-answer-check';
import { itemToAnswer, listeningAudioOf, recordAnswer } from './practice-answers.repository';
import { listUnits, loadProgress } from './practice-progress.repository';
import { practiceRewards } from './practice-rewards';
import { finishSession, startSession } from './practice-sessions.repository';

const { tags, signedIn } = routeArea('main: practice', 401, 403, 404, 409);

/**
 * AI Practice (issue 14, ADR 0008; curriculum and daily goal: issue 33, ADR 0014): units, sessions,
 * answers with explanations, progress, listening audio, the daily goal and its streak. "Now" is the
 * app's clock (`app.clock`), read here and passed down.
 */
export const practiceRoutes: RoutesPlugin = async (app) => {
  const feedback = selectFeedbackProvider(app.config);

  app.get(
    '/practice/units',
    signedIn(
      'The units of one grade (the profile’s own unless asked) with the profile’s progress',
      { querystring: UnitsQuery },
      PracticeUnitsData,
    ),
    async (request) => {
      await assertOwnProfile(app.db, authOf(request), request.query.profile_id);
      return ok(
        await listUnits(app.db, {
          profileId: request.query.profile_id,
          grade: request.query.grade,
          now: nowDate(app.clock),
        }),
      );
    },
  );

  app.post(
    '/practice/sessions',
    signedIn(
      'Start (or resume) a session of 10 items: due reviews and new items, answers left out',
      { body: StartSessionBody },
      PracticeSessionData,
      60,
    ),
    async (request) => {
      await assertOwnProfile(app.db, authOf(request), request.body.profile_id);
      return ok(
        await startSession(app.db, {
          profileId: request.body.profile_id,
          unitId: request.body.unit_id,
          now: nowDate(app.clock),
        }),
      );
    },
  );

  app.post(
    '/practice/sessions/:sessionId/answers',
    {
      schema: {
        tags,
        summary: 'Answer one item (idempotent per item and session); a wrong answer gets an explanation',
        params: SessionParams,
        body: AnswerBody,
        response: { 200: Envelope(AnswerResult), ...errorResponses(401, 403, 404, 409) },
      },
      preHandler: requireAuth,
      config: perMinute(240),
    },
    async (request) => {
      const auth = authOf(request);
      const { session, item, previous } = await itemToAnswer(app.db, {
        sessionId: request.params.sessionId,
        userId: auth.userId,
        itemId: request.body.item_id,
      });
      if (previous) return ok(previous);
      const checked = checkAnswer(item, request.body.answer);
      // The explanation is written before the transaction: a hosted model may take seconds.
      if (!checked.correct) {
        const shown = item.content as { text?: string; statement?: string; question?: string };
        checked.explanation = maskProfanity(
          await feedback.explain({
            prompt: item.prompt,
            text: shown.text ?? shown.statement ?? shown.question ?? null,
            given: request.body.answer,
            correctAnswer: checked.shownAnswer,
            itemExplanation: checked.explanation ?? item.explanation,
            example: checked.example,
          }),
        );
      }
      return ok(
        await recordAnswer(app.db, {
          sessionId: session.id,
          userId: auth.userId,
          item,
          answer: request.body.answer,
          checked,
          now: nowDate(app.clock),
        }),
      );
    },
  );

  app.post(
    '/practice/sessions/:sessionId/finish',
    signedIn(
      'Close the session (idempotent) and grant its diamonds once',
      { params: SessionParams },
      SessionSummary,
    ),
    async (request) =>
      ok(
        await finishSession(app.db, {
          sessionId: request.params.sessionId,
          userId: authOf(request).userId,
          now: nowDate(app.clock),
          rewards: practiceRewards,
        }),
      ),
  );

  app.get(
    '/practice/progress',
    signedIn(
      'Progress per unit and skill, finished sessions, reviews due',
      { querystring: ProfileQuery },
      PracticeProgressData,
    ),
    async (request) => {
      await assertOwnProfile(app.db, authOf(request), request.query.profile_id);
      return ok(await loadProgress(app.db, request.query.profile_id, nowDate(app.clock)));
    },
  );

  // No sign-in: an <audio> element sends no headers. The id names the item, never the text heard.
  app.get(
    '/practice/items/:itemId/audio',
    {
      schema: {
        tags,
        summary: 'The recorded audio of a listening item (Ogg Vorbis), by the item’s id',
        params: ItemParams,
      },
      config: perMinute(600),
    },
    async (request, reply) => {
      const file = await listeningAudioOf(app.db, request.params.itemId);
      const bytes = file ? await readFile(path.join(listeningAudioDir(), file)).catch(() => null) : null;
      if (!bytes)
        throw new AppError(404, ERROR_CODES.PRACTICE_AUDIO_NOT_FOUND, 'Không tìm thấy tệp nghe của câu này');
      return reply
        .header('content-type', 'audio/ogg')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=86400')
        .send(bytes);
    },
  );

  app.get(
    '/practice/daily-goal',
    signedIn(
      'Today’s goal (10 practice questions or one speak topic), the streak in Vietnam days, a repairable day',
      { querystring: ProfileQuery },
      DailyGoal,
    ),
    async (request) => {
      await assertOwnProfile(app.db, authOf(request), request.query.profile_id);
      return ok(await loadDailyGoal(app.db, request.query.profile_id, app.clock.now()));
    },
  );

  app.post(
    '/practice/daily-goal/repair',
    signedIn(
      'Repair yesterday’s missed goal with diamonds (once a week; idempotent per day)',
      { body: RepairStreakBody },
      DailyGoal,
      20,
    ),
    async (request) => {
      await assertOwnProfile(app.db, authOf(request), request.body.profile_id);
      return ok(
        await repairStreak(app.db, {
          profileId: request.body.profile_id,
          day: request.body.day,
          nowMs: app.clock.now(),
        }),
        DAILY_GOAL_MESSAGES.repaired,
      );
    },
  );
};
