/** The registration-consult call of the learning-platform service (service3). */
import type { RegisterCourseAction } from '../../domain/constants';
import type { ApiEnvelope, RequestOptions } from '../http/envelope';
import { postService3 } from '../http/service3-helpers';

/** SPEC §3 registration-consult payload. */
export interface RegisterConsultRequest {
  requestType: RegisterCourseAction;
  fullName: string;
  phone: string;
  platform: string;
  followCourse: string;
  grade: number | string;
  birthday: string | null;
}

/** POST <service3>/register/consult. */
export function registerConsult(
  body: RegisterConsultRequest,
  options?: RequestOptions,
): Promise<ApiEnvelope<unknown>> {
  return postService3('/register/consult', body, options);
}
