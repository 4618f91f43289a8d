/** Learning endpoints of the main API: subjects, schedules, courses, learning and contest info. */
import type {
  SavedSchedule,
  SaveSchedulesRequest,
  SubscribeCourseData,
  SubscribeCourseRequest,
} from '../../contracts/learning';
import type {
  LearningInfo,
  ProfileLookupRequest,
  SelectSubjectData,
  SelectSubjectRequest,
} from '../../contracts/user';
import type { ApiEnvelope, RequestOptions } from '../http/envelope';
import { get, post } from '../http/main-helpers';

// Machines written before the contracts name this type through src/api.
export type { SaveSchedulesRequest } from '../../contracts/learning';

/** GET /user/learning-info?profile_id=. */
export function getLearningInfo(
  profileId: number,
  options?: RequestOptions,
): Promise<ApiEnvelope<LearningInfo>> {
  return get('/user/learning-info', { params: { profile_id: profileId }, signal: options?.signal });
}

/**
 * GET /user/learning-info-no-token?profile_id=: without a session `profileId` must be the profile's
 * publicRef (a numeric id answers 401); with one, the numeric id of one's own profile also works.
 */
export function getLearningInfoNoToken(
  profileId: ProfileLookupRequest['profile_id'],
  options?: RequestOptions,
): Promise<ApiEnvelope<LearningInfo>> {
  return get('/user/learning-info-no-token', { params: { profile_id: profileId }, signal: options?.signal });
}

/** POST /user/select-subject. */
export function selectSubject(
  body: SelectSubjectRequest,
  options?: RequestOptions,
): Promise<ApiEnvelope<SelectSubjectData>> {
  return post('/user/select-subject', body, options);
}

/** POST /user/save-schedules. */
export function saveSchedules(
  body: SaveSchedulesRequest,
  options?: RequestOptions,
): Promise<ApiEnvelope<SavedSchedule>> {
  return post('/user/save-schedules', body, options);
}

/** POST /user/subscribe-new-course. */
export function subscribeNewCourse(
  body: SubscribeCourseRequest,
  options?: RequestOptions,
): Promise<ApiEnvelope<SubscribeCourseData>> {
  return post('/user/subscribe-new-course', body, options);
}
