/** SPEC §7 helpers of the LMS API. */
import type { GetOptions, RequestOptions } from './envelope';
import { bearerHeaders, jsonSessionHeaders } from './headers';
import { RAW_TEXT_RESPONSE } from './raw-text';
import { requestHelpers } from './request-helpers';

const API_PREFIX = '/api';
const lmsText = requestHelpers('lms', jsonSessionHeaders, RAW_TEXT_RESPONSE);
const lmsBearer = requestHelpers('lms', bearerHeaders);

/** GET `<LMS base>/api<path>`; the response body is returned as text. */
export async function getLms(path: string, options: GetOptions = {}): Promise<string> {
  return lmsText.get<string>(`${API_PREFIX}${path}`, options);
}

/** POST JSON to `<LMS base>/api<path>`; the response body is returned as text. */
export async function postLms(
  path: string,
  body: unknown = {},
  options: RequestOptions = {},
): Promise<string> {
  return lmsText.post<string>(`${API_PREFIX}${path}`, body, options);
}

/** GET a caller-given URL (absolute, or relative to the LMS base) with a bearer access token. */
export const getLmsBearer = lmsBearer.get;

/** POST JSON to a caller-given URL (absolute, or relative to the LMS base) with a bearer token. */
export const postLmsBearer = lmsBearer.post;
