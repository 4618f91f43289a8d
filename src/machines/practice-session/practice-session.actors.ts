/** Real actors of a practice session, from the src/api functions injected at the composition root. */
import { fromPromise } from 'xstate';
import type { ApiEnvelope, RequestOptions } from '../../api/http/envelope';
import type { AnswerBody, PracticeUnitsData, StartSessionBody } from '../../contracts/practice';
import { dataOf } from '../shared/api-result';
import type {
  AnswerResult,
  PracticeSessionData,
  PracticeSessionInput,
  PracticeUnit,
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

export function createPracticeSessionActors(api: PracticeSessionApi) {
  return {
    loadUnits: fromPromise<PracticeUnit[], PracticeSessionInput>(
      async ({ input, signal }) => dataOf(await api.getPracticeUnits(input.profileId, { signal })).units,
    ),
    startSession: fromPromise<PracticeSessionData, StartSessionInput>(async ({ input, signal }) =>
      dataOf(
        await api.startPracticeSession({ profile_id: input.profileId, unit_id: input.unitId }, { signal }),
      ),
    ),
    sendAnswer: fromPromise<AnswerResult, SendAnswerInput>(async ({ input, signal }) =>
      dataOf(
        await api.answerPracticeItem(
          input.sessionId,
          { item_id: input.answer.itemId, answer: input.answer.answer },
          { signal },
        ),
      ),
    ),
    finishSession: fromPromise<SessionSummary, { sessionId: number }>(async ({ input, signal }) =>
      dataOf(await api.finishPracticeSession(input.sessionId, { signal })),
    ),
  };
}
