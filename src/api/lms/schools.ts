/** School lists of the LMS API (answers arrive as text and are parsed here). */
import type { School } from '../../contracts/lms';
import type { ApiEnvelope, RequestOptions } from '../http/envelope';
import { getLms } from '../http/lms-helpers';
import { parseJson } from '../http/parse-json';

/** GET <LMS>/api/get-list-school/get-list-school?provinceCode=. */
export async function getListSchool(
  provinceCode: string,
  options?: RequestOptions,
): Promise<ApiEnvelope<School[]>> {
  const text = await getLms('/get-list-school/get-list-school', {
    params: { provinceCode },
    signal: options?.signal,
  });
  return parseJson(text);
}

/** GET <LMS>/api/contest/schools/list?provinceId=. */
export async function getContestSchools(
  provinceId: number,
  options?: RequestOptions,
): Promise<ApiEnvelope<School[]>> {
  const text = await getLms('/contest/schools/list', { params: { provinceId }, signal: options?.signal });
  return parseJson(text);
}
