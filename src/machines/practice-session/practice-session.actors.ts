/** Real actors of a practice session, from the src/api functions injected at the composition root. */

import type { ApiEnvelope, RequestOptions } from '../../api/http/envelope';
import type {
  AnswerBody,
  PracticeUnitsData,
  RepairStreakBody,
  StartSessionBody,
} from '../../contracts/practice';
import { dataOf } from '../shared/api-result';
import { fetchData } from '../shared/fetch-data';
import { fromRequest } from '../shared/from-request';
import type {
  AnswerResult,
  DailyGoal,
  FinishedSession,
  LoadUnitsInput,
  OpenedSession,
  PracticeSessionData,
  QueuedAnswer,
  RepairStreakInput,
  SendAnswerInput,
  SessionSummary,
  StartSessionInput,
  UnitsView,
} from './practice-session.types';

export interface PracticeSessionApi {
  getPracticeUnits(
    query: { profileId: number; grade: number | null },
    options: RequestOptions,
  ): Promise<ApiEnvelope<PracticeUnitsData>>;
  getDailyGoal(profileId: number, options: RequestOptions): Promise<ApiEnvelope<DailyGoal>>;
  repairStreak(body: RepairStreakBody, options: RequestOptions): Promise<ApiEnvelope<DailyGoal>>;
  startPracticeSession(
    body: StartSessionBody,
    options: RequestOptions,
  ): Promise<ApiEnvelope<PracticeSessionData>>;
  answerPracticeItem(
    sessionId: number,
    body: AnswerBody,
    options: RequestOptions,
  ): Promise<ApiEnvelope<AnswerResult>>;
  finishPracticeSession(sessionId: number, options: RequestOptions): Promise<ApiEnvelope<SessionSummary>>;
}

/** Where unsent answers wait across a page leave (src/platform/practice-queue supplies it). */
export interface PracticeQueueReader {
  load(sessionId: number): QueuedAnswer[];
}

/**
 * The stored answers still worth sending: items of this session the server has not confirmed, the
 * first answer per item (what the pupil saw answered), in the order given.
 */
export function pendingAnswers(session: PracticeSessionData, stored: QueuedAnswer[]): QueuedAnswer[] {
  const itemIds = new Set(session.items.map((item) => item.id));
  const done = new Set(session.answered.map((a) => a.itemId));
  const pending: QueuedAnswer[] = [];
  for (const answer of stored) {
    if (!itemIds.has(answer.itemId) || done.has(answer.itemId)) continue;
    done.add(answer.itemId);
    pending.push(answer);
  }
  return pending;
}

export function createPracticeSessionActors(api: PracticeSessionApi, queueStore: PracticeQueueReader) {
  return {
    loadUnits: fromRequest<UnitsView, LoadUnitsInput>(async ({ input, signal }) => {
      const [units, dailyGoal] = await Promise.all([
        api.getPracticeUnits(input, { signal }),
        api.getDailyGoal(input.profileId, { signal }),
      ]);
      return { ...dataOf(units), dailyGoal: dataOf(dailyGoal) };
    }),
    startSession: fromRequest<OpenedSession, StartSessionInput>(async ({ input, signal }) => {
      const session = dataOf(
        await api.startPracticeSession({ profile_id: input.profileId, unit_id: input.unitId }, { signal }),
      );
      return { ...session, queued: pendingAnswers(session, queueStore.load(session.sessionId)) };
    }),
    sendAnswer: fetchData<AnswerResult, SendAnswerInput>((input, options) =>
      api.answerPracticeItem(
        input.sessionId,
        { item_id: input.answer.itemId, answer: input.answer.answer },
        options,
      ),
    ),
    // The goal is read after the finish: this session's answers count toward it.
    finishSession: fromRequest<FinishedSession, { sessionId: number; profileId: number }>(
      async ({ input, signal }) => {
        const summary = dataOf(await api.finishPracticeSession(input.sessionId, { signal }));
        const dailyGoal = dataOf(await api.getDailyGoal(input.profileId, { signal }));
        return { summary, dailyGoal };
      },
    ),
    repairStreak: fetchData<DailyGoal, RepairStreakInput>((input, options) =>
      api.repairStreak({ profile_id: input.profileId, day: input.day }, options),
    ),
  };
}
