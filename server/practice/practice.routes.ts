import {
  AnswerBody,
  AnswerResult,
  PracticeProgressData,
  PracticeSessionData,
  PracticeUnitsData,
  ProfileQuery,
  SessionParams,
  SessionSummary,
  StartSessionBody,
} from '../../src/contracts/practice';
import { maskProfanity } from '../../src/domain/profanity';
import { assertOwnProfile } from '../auth/profile-access';
import { authOf, requireAuth } from '../auth/require-auth';
import { routeArea } from '../auth/signed-in-area';
import { nowDate } from '../clock';
import { Envelope, errorResponses, ok } from '../http/envelope';
import type { RoutesPlugin } from '../http/route-types';
import { perMinute } from '../plugins/rate-limit';
import { selectFeedbackProvider } from './feedback/select-feedback-provider';
import {
  finishSession,
  itemToAnswer,
  listUnits,
  loadProgress,
  recordAnswer,
  startSession,
} from './practice.repository';
import { isCorrectAnswer } from './practice-items';
import { practiceRewards } from './practice-rewards';

const { tags, signedIn } = routeArea('main: practice', 401, 403, 404);

/** AI Practice (issue 14, ADR 0008): units, sessions, answers with explanations, progress. */
export const practiceRoutes: RoutesPlugin = async (app) => {
  const feedback = selectFeedbackProvider(app.config);

  app.get(
    '/practice/units',
    signedIn(
      'Practice units with the profile’s progress (its grade first)',
      { querystring: ProfileQuery },
      PracticeUnitsData,
    ),
    async (request) => {
      await assertOwnProfile(app.db, authOf(request), request.query.profile_id);
      return ok({ units: await listUnits(app.db, request.query.profile_id, nowDate(app.clock)) });
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
      // The explanation is written before the transaction: a hosted model may take seconds.
      const explanation = isCorrectAnswer(request.body.answer, item.answer)
        ? null
        : maskProfanity(
            await feedback.explain({
              prompt: item.prompt,
              text: (item.content as { text?: string }).text ?? null,
              given: request.body.answer,
              correctAnswer: item.answer,
              itemExplanation: item.explanation,
            }),
          );
      return ok(
        await recordAnswer(app.db, {
          sessionId: session.id,
          userId: auth.userId,
          item,
          answer: request.body.answer,
          explanation,
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
};
