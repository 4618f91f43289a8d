/** Learning-plan endpoints of the main API (issue 5): slots, sessions, lessons, courses, activation. */
import type {
  ActivateCodeNoTokenRequest,
  ActivateCodeRequest,
  ActivationGradeMismatch,
  ActivationResult,
  CatalogueCourse,
  ClassSession,
  Lesson,
  UserCourses,
} from '../../contracts/learning';
import type { ApiEnvelope, RequestOptions } from '../http/envelope';
import { get, post } from '../http/main-helpers';

// Machines written before the contracts name these types through src/api.
export type { ActivationGradeMismatch, ActivationResult } from '../../contracts/learning';

/**
 * What activate-code(-no-token) answers: the licence, or — 409 with errorCode 5003 — the grades of a
 * code meant for another grade than the profile's, which nothing was activated for (ADR 0005).
 */
export type ActivationAnswer = ApiEnvelope<ActivationResult | ActivationGradeMismatch>;

const profileParams = (profileId: number | undefined) => (profileId ? { profile_id: profileId } : {});

/** GET /user/class-schedules: courses of the profile's grade with levels and weekly slots. */
export function getClassSchedules(
  profileId?: number,
  options?: RequestOptions,
): Promise<ApiEnvelope<CatalogueCourse[]>> {
  return get('/user/class-schedules', { params: profileParams(profileId), signal: options?.signal });
}

/** GET /user/class-sessions: the profile's next sessions. */
export function getClassSessions(
  profileId?: number,
  options?: RequestOptions,
): Promise<ApiEnvelope<ClassSession[]>> {
  return get('/user/class-sessions', { params: profileParams(profileId), signal: options?.signal });
}

/** GET /user/courses: seats and licences of the profile. */
export function getUserCourses(
  profileId?: number,
  options?: RequestOptions,
): Promise<ApiEnvelope<UserCourses>> {
  return get('/user/courses', { params: profileParams(profileId), signal: options?.signal });
}

/** POST /user/lesson/join: the lesson of a session; attendance is recorded while it is open. */
export function joinLesson(sessionId: number, options?: RequestOptions): Promise<ApiEnvelope<Lesson>> {
  return post('/user/lesson/join', { session_id: sessionId }, options);
}

/** POST /user/activate-code (logged in). */
export function activateCode(body: ActivateCodeRequest, options?: RequestOptions): Promise<ActivationAnswer> {
  return post('/user/activate-code', body, options);
}

/** POST /user/activate-code-no-token (visitor: the account's phone and the code). */
export function activateCodeNoToken(
  body: ActivateCodeNoTokenRequest,
  options?: RequestOptions,
): Promise<ActivationAnswer> {
  return post('/user/activate-code-no-token', body, options);
}
