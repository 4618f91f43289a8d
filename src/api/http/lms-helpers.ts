/** SPEC §7 helpers of the LMS API. */
import { clientFor } from './clients';
import type { GetOptions, RequestOptions } from './envelope';
import { bearerHeaders, jsonSessionHeaders } from './headers';
import { RAW_TEXT_RESPONSE } from './raw-text';

const API_PREFIX = '/api';

/** GET `<LMS base>/api<path>`; the response body is returned as text. */
export async function getLms(path: string, options: GetOptions = {}): Promise<string> {
  const response = await clientFor('lms').get<string>(`${API_PREFIX}${path}`, {
    params: options.params,
    headers: jsonSessionHeaders(),
    signal: options.signal,
    ...RAW_TEXT_RESPONSE,
  });
  return response.data;
}

/** POST JSON to `<LMS base>/api<path>`; the response body is returned as text. */
export async function postLms(
  path: string,
  body: unknown = {},
  options: RequestOptions = {},
): Promise<string> {
  const response = await clientFor('lms').post<string>(`${API_PREFIX}${path}`, body, {
    headers: jsonSessionHeaders(),
    signal: options.signal,
    ...RAW_TEXT_RESPONSE,
  });
  return response.data;
}

/** GET a caller-given URL (absolute, or relative to the LMS base) with a bearer access token. */
export async function getLmsBearer<T = unknown>(url: string, options: GetOptions = {}): Promise<T> {
  const response = await clientFor('lms').get<T>(url, {
    params: options.params,
    headers: bearerHeaders(),
    signal: options.signal,
  });
  return response.data;
}

/** POST JSON to a caller-given URL (absolute, or relative to the LMS base) with a bearer token. */
export async function postLmsBearer<T = unknown>(
  url: string,
  body: unknown = {},
  options: RequestOptions = {},
): Promise<T> {
  const response = await clientFor('lms').post<T>(url, body, {
    headers: bearerHeaders(),
    signal: options.signal,
  });
  return response.data;
}
