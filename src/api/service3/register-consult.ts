/** The registration-consult call of the learning-platform service (service3). */
import type { ConsultAnswer, RegisterConsultBody } from '../../contracts/service3';
import type { ApiEnvelope, RequestOptions } from '../http/envelope';
import { postService3 } from '../http/service3-helpers';

/** POST <service3>/register/consult. */
export function registerConsult(
  body: RegisterConsultBody,
  options?: RequestOptions,
): Promise<ApiEnvelope<ConsultAnswer>> {
  return postService3('/register/consult', body, options);
}
