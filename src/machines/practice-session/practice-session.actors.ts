/** Real actors of a practice session, from the src/api functions injected at the composition root. */

import type { ApiEnvelope, RequestOptions } from '../../api/http/envelope';
import type { AnswerBody, PracticeUnitsData, StartSessionBody } from '../../contracts/practice';
import { dataOf } from '../shared/api-result';
import { fetchData } from '../shared/fetch-data';
import { fromRequest } from '../shared/from-request';
import type {
  AnswerResult,
  OpenedSession,
  PracticeSessionData,
  PracticeSessionInput,
  PracticeUnit,
  QueuedAnswer,
  SendAnswerInput,
  SessionSummary,
  StartSessionInput,
} from './practice-session.types';

export interface PracticeSessionApi {
  getPracticeUnits(profileId: number, options: RequestOptions): Promise<ApiEnvelope<PracticeUnitsData>>;
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
    loadUnits: fromRequest<PracticeUnit[], PracticeSessionInput>(
      async ({ input, signal }) => dataOf(await api.getPracticeUnits(input.profileId, { signal })).units,
    ),
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
    finishSession: fetchData<SessionSummary, { sessionId: number }>((input, options) =>
      api.finishPracticeSession(input.sessionId, options),
    ),
  };
}
