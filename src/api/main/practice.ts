/** AI Practice endpoints of the main API (issue 14); shapes come from src/contracts/practice. */
import type {
  AnswerBody,
  AnswerResult,
  PracticeProgressData,
  PracticeSessionData,
  PracticeUnitsData,
  SessionSummary,
  StartSessionBody,
} from '../../contracts/practice';
import type { ApiEnvelope, RequestOptions } from '../http/envelope';
import { getForProfileEndpoint, postAtEndpoint, postEndpoint } from '../http/main-endpoints';
import { post } from '../http/main-helpers';

export const getPracticeUnits = getForProfileEndpoint<PracticeUnitsData>('/practice/units');

export const startPracticeSession = postEndpoint<StartSessionBody, PracticeSessionData>('/practice/sessions');

export const answerPracticeItem = postAtEndpoint<AnswerBody, AnswerResult>(
  (sessionId) => `/practice/sessions/${sessionId}/answers`,
);

export function finishPracticeSession(
  sessionId: number,
  options?: RequestOptions,
): Promise<ApiEnvelope<SessionSummary>> {
  return post(`/practice/sessions/${sessionId}/finish`, {}, options);
}

export const getPracticeProgress = getForProfileEndpoint<PracticeProgressData>('/practice/progress');
