/** AI Practice endpoints of the main API (issues 14, 33); shapes come from src/contracts/practice. */
import type {
  AnswerBody,
  AnswerResult,
  DailyGoal,
  PracticeProgressData,
  PracticeSessionData,
  PracticeUnitsData,
  RepairStreakBody,
  SessionSummary,
  StartSessionBody,
} from '../../contracts/practice';
import { getApiConfig } from '../config';
import type { ApiEnvelope, RequestOptions } from '../http/envelope';
import { getForProfileEndpoint, postAtEndpoint, postEndpoint } from '../http/main-endpoints';
import { get, post } from '../http/main-helpers';

/** The units of a grade (the profile's own when `grade` is null) with the profile's progress. */
export function getPracticeUnits(
  query: { profileId: number; grade: number | null },
  options?: RequestOptions,
): Promise<ApiEnvelope<PracticeUnitsData>> {
  const params = { profile_id: query.profileId, ...(query.grade === null ? {} : { grade: query.grade }) };
  return get('/practice/units', { params, signal: options?.signal });
}

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

export const getDailyGoal = getForProfileEndpoint<DailyGoal>('/practice/daily-goal');

export const repairStreak = postEndpoint<RepairStreakBody, DailyGoal>('/practice/daily-goal/repair');

/** Where a listening item's audio is played from: its id only, never the text heard. */
export function practiceAudioUrl(itemId: number): string {
  return `${getApiConfig().mainBaseUrl}/practice/items/${itemId}/audio`;
}
