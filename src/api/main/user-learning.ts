/** Learning endpoints of the main API: subjects, schedules, courses, learning and contest info. */
import type { ScheduleAction } from '../../domain/constants';
import type { ApiEnvelope, RequestOptions } from '../http/envelope';
import { get, post } from '../http/main-helpers';

/** Shapes the spec does not detail; the server's TypeBox schema (at /docs) is the reference. */
export type LearningInfo = Record<string, unknown>;
export type RankContestInfo = Record<string, unknown>;

export interface SelectSubjectRequest {
  grade: number;
  subject: string | number;
  profile_id: number;
  isParent: boolean;
}

export interface SaveSchedulesRequest {
  schedule_id: number;
  action: ScheduleAction;
  profile_id?: number;
}

export type SubscribeNewCourseRequest = Record<string, unknown>;

/** GET /user/learning-info?profile_id=. */
export function getLearningInfo(
  profileId: number,
  options?: RequestOptions,
): Promise<ApiEnvelope<LearningInfo>> {
  return get('/user/learning-info', { params: { profile_id: profileId }, signal: options?.signal });
}

/** GET /user/learning-info-no-token?profile_id=. */
export function getLearningInfoNoToken(
  profileId: number,
  options?: RequestOptions,
): Promise<ApiEnvelope<LearningInfo>> {
  return get('/user/learning-info-no-token', { params: { profile_id: profileId }, signal: options?.signal });
}

/** POST /user/select-subject. */
export function selectSubject(
  body: SelectSubjectRequest,
  options?: RequestOptions,
): Promise<ApiEnvelope<unknown>> {
  return post('/user/select-subject', body, options);
}

/** POST /user/save-schedules. */
export function saveSchedules(
  body: SaveSchedulesRequest,
  options?: RequestOptions,
): Promise<ApiEnvelope<unknown>> {
  return post('/user/save-schedules', body, options);
}

/** POST /user/subscribe-new-course. */
export function subscribeNewCourse(
  body: SubscribeNewCourseRequest,
  options?: RequestOptions,
): Promise<ApiEnvelope<unknown>> {
  return post('/user/subscribe-new-course', body, options);
}

/** GET /user/rank-contest-info?profile_id=. */
export function getRankContestInfo(
  profileId: number,
  options?: RequestOptions,
): Promise<ApiEnvelope<RankContestInfo>> {
  return get('/user/rank-contest-info', { params: { profile_id: profileId }, signal: options?.signal });
}
