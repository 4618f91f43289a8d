/** SPEC §7 helpers of the main API: post, patch, get and their special variants. */
import { AxiosHeaders } from 'axios';
import { getApiConfig } from '../config';
import { clientFor } from './clients';
import type { GetOptions, RequestOptions } from './envelope';
import { accessHeaders, JSON_CONTENT_TYPE, jsonSessionHeaders, sessionAccessHeaders } from './headers';
import { RAW_TEXT_RESPONSE } from './raw-text';
import { requestHelpers } from './request-helpers';

const main = requestHelpers('main', jsonSessionHeaders);

/** POST a JSON body to the main API; answers the parsed response whatever the status. */
export const post = main.post;

/** PATCH a JSON body to the main API; answers the parsed response whatever the status. */
export const patch = main.patch;

/** GET from the main API; answers the parsed response whatever the status. */
export const get = main.get;

/** Upload options: `onUploadProgress` receives the fraction sent, 0..1 (club image uploads). */
export interface UploadOptions extends RequestOptions {
  onUploadProgress?: (fraction: number) => void;
}

/** POST multipart to the main API; the runtime writes the multipart content type and boundary. */
export async function postImg<T = unknown>(
  url: string,
  form: FormData,
  options: UploadOptions = {},
): Promise<T> {
  const { onUploadProgress } = options;
  const response = await clientFor('main').post<T>(url, form, {
    headers: sessionAccessHeaders(),
    signal: options.signal,
    ...(onUploadProgress
      ? { onUploadProgress: (event: { progress?: number }) => onUploadProgress(event.progress ?? 0) }
      : {}),
  });
  return response.data;
}

/** POST JSON authenticated with the accessToken and phone of infoNewPass (password step). */
export async function postConfirmPassWord<T = unknown>(
  url: string,
  body: unknown = {},
  options: RequestOptions = {},
): Promise<T> {
  const info = getApiConfig().credentials.getInfoNewPass();
  const response = await clientFor('main').post<T>(url, body, {
    headers: { ...JSON_CONTENT_TYPE, ...accessHeaders(info?.phone, info?.accessToken) },
    signal: options.signal,
  });
  return response.data;
}

/** POST a raw form body with no Content-Type header at all. */
export async function postWeeklyCLub<T = unknown>(
  url: string,
  body: string | URLSearchParams,
  options: RequestOptions = {},
): Promise<T> {
  const headers = new AxiosHeaders(sessionAccessHeaders());
  // false (not undefined) stops axios from guessing a form content type for the body.
  headers.set('Content-Type', false);
  const response = await clientFor('main').post<T>(url, body.toString(), { headers, signal: options.signal });
  return response.data;
}

/** POST form data; the response body is returned as raw, unparsed text. */
export async function postWithFormData(
  url: string,
  form: FormData,
  options: RequestOptions = {},
): Promise<string> {
  const response = await clientFor('main').post<string>(url, form, {
    headers: sessionAccessHeaders(),
    signal: options.signal,
    ...RAW_TEXT_RESPONSE,
  });
  return response.data;
}

/**
 * GET from the main API for the in-app weekly view: the native app passes `user` (phone) and
 * `token` in the page's query, and they authenticate the call when both are present.
 */
export async function getWeeklyInApp<T = unknown>(
  url: string,
  pageQuery: string | URLSearchParams,
  options: GetOptions = {},
): Promise<T> {
  const query = typeof pageQuery === 'string' ? new URLSearchParams(pageQuery) : pageQuery;
  const response = await clientFor('main').get<T>(url, {
    params: options.params,
    headers: { ...JSON_CONTENT_TYPE, ...accessHeaders(query.get('user'), query.get('token')) },
    signal: options.signal,
  });
  return response.data;
}
