/** Learning-plan endpoints of the main API (issue 5): slots, sessions, lessons, courses, activation. */
import type { ApiEnvelope, RequestOptions } from '../http/envelope';
import { get, post } from '../http/main-helpers';

export interface Teacher {
  id: number;
  name: string;
  gender: 'MALE' | 'FEMALE';
  teacherType: 'MAIN_TEACHER' | 'SUB_TEACHER' | 'EXAM_TEACHER';
  /** 'Thầy <name>' or 'Cô <name>'. */
  displayName: string;
  /** 'GV chuyên', 'GV luyện tập' or 'GV phòng luyện tập'. */
  typeTitle: string;
}

export interface ClassSession {
  id: number;
  scheduleId: number;
  title: string;
  courseTitle: string;
  levelName: string;
  sessionType: string;
  startsAt: string;
  endsAt: string;
  joinOpensAt: string;
  /** 'Vào học' is open: from 10 minutes before the start until the end (server clock). */
  canJoin: boolean;
  teacher: Teacher | null;
}

export interface Lesson extends ClassSession {
  objectives: string[];
  vocabulary: { word: string; meaning: string }[];
  attendance: { recorded: boolean; joinedAt: string | null };
}

export interface ClassSlot {
  id: number;
  weekday: number;
  startTime: string;
  durationMinutes: number;
  seatsLeft: number;
  enrolled: boolean;
  teacher: Teacher | null;
}

export interface CatalogueCourse {
  id: number;
  code: string;
  title: string;
  description: string;
  licenceCode: string;
  isTutor: boolean;
  licenceValid: boolean;
  subscribed: boolean;
  levels: { id: number; level: number; name: string; slots: ClassSlot[] }[];
}

export interface Enrolment {
  id: number;
  scheduleId: number;
  courseId: number;
  courseTitle: string;
  levelId: number;
  levelName: string;
  weekday: number;
  startTime: string;
  durationMinutes: number;
}

export interface LicenceItem {
  id: number;
  licenseCode: string;
  isTrial: boolean;
  endTime: string;
  startsAt: string;
  status: 'active' | 'trial' | 'expired';
  source: string;
}

export interface ActivationResult {
  licence: LicenceItem;
  extended: boolean;
  profileName: string;
}

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
): Promise<ApiEnvelope<{ enrolments: Enrolment[]; licences: LicenceItem[] }>> {
  return get('/user/courses', { params: profileParams(profileId), signal: options?.signal });
}

/** POST /user/lesson/join: the lesson of a session; attendance is recorded while it is open. */
export function joinLesson(sessionId: number, options?: RequestOptions): Promise<ApiEnvelope<Lesson>> {
  return post('/user/lesson/join', { session_id: sessionId }, options);
}

/** POST /user/activate-code (logged in). */
export function activateCode(
  body: { code: string; profile_id?: number },
  options?: RequestOptions,
): Promise<ApiEnvelope<ActivationResult>> {
  return post('/user/activate-code', body, options);
}

/** POST /user/activate-code-no-token (visitor: the account's phone and the code). */
export function activateCodeNoToken(
  body: { phone: string; code: string },
  options?: RequestOptions,
): Promise<ApiEnvelope<ActivationResult>> {
  return post('/user/activate-code-no-token', body, options);
}
