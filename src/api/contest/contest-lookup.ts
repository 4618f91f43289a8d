/** Look-ups of a phone's school and province in the contest API. */

import { getLmsContest } from '../http/contest-helpers';
import type { ApiEnvelope, RequestOptions } from '../http/envelope';

export interface ContestPlace {
  id: number;
  name: string;
  [field: string]: unknown;
}

/** GET /api/contest/schools/find-by-phone?phoneNumber=. */
export function findSchoolsByPhone(
  phoneNumber: string,
  options?: RequestOptions,
): Promise<ApiEnvelope<ContestPlace[]>> {
  return getLmsContest('/api/contest/schools/find-by-phone', {
    params: { phoneNumber },
    signal: options?.signal,
  });
}

/** GET /api/contest/provinces/find-by-phone?phoneNumber=. */
export function findProvincesByPhone(
  phoneNumber: string,
  options?: RequestOptions,
): Promise<ApiEnvelope<ContestPlace[]>> {
  return getLmsContest('/api/contest/provinces/find-by-phone', {
    params: { phoneNumber },
    signal: options?.signal,
  });
}
