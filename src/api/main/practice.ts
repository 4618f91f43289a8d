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
import { get, post } from '../http/main-helpers';

export function getPracticeUnits(
  profileId: number,
  options?: RequestOptions,
): Promise<ApiEnvelope<PracticeUnitsData>> {
  return get('/practice/units', { params: { profile_id: profileId }, signal: options?.signal });
}

export function startPracticeSession(
  body: StartSessionBody,
  options?: RequestOptions,
): Promise<ApiEnvelope<PracticeSessionData>> {
  return post('/practice/sessions', body, options);
}

export function answerPracticeItem(
  sessionId: number,
  body: AnswerBody,
  options?: RequestOptions,
): Promise<ApiEnvelope<AnswerResult>> {
  return post(`/practice/sessions/${sessionId}/answers`, body, options);
}

export function finishPracticeSession(
  sessionId: number,
  options?: RequestOptions,
): Promise<ApiEnvelope<SessionSummary>> {
  return post(`/practice/sessions/${sessionId}/finish`, {}, options);
}

export function getPracticeProgress(
  profileId: number,
  options?: RequestOptions,
): Promise<ApiEnvelope<PracticeProgressData>> {
  return get('/practice/progress', { params: { profile_id: profileId }, signal: options?.signal });
}
