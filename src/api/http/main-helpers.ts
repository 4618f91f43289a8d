/** SPEC §7 helpers of the main API: post, patch, get and their special variants. */
import { AxiosHeaders, type AxiosRequestConfig } from 'axios';
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

/** One request to the main API with its own headers; answers the response body whatever the status. */
async function send<T>(config: AxiosRequestConfig): Promise<T> {
  const response = await clientFor('main').request<T>(config);
  return response.data;
}

/** DELETE on the main API with the session's access headers. */
export async function del<T = unknown>(url: string, options: RequestOptions = {}): Promise<T> {
  return send({ method: 'delete', url, headers: sessionAccessHeaders(), signal: options.signal });
}

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
  return send({
    method: 'post',
    url,
    data: form,
    headers: sessionAccessHeaders(),
    signal: options.signal,
    ...(onUploadProgress
      ? { onUploadProgress: (event: { progress?: number }) => onUploadProgress(event.progress ?? 0) }
      : {}),
  });
}

/** POST JSON authenticated with the accessToken and phone of infoNewPass (password step). */
export async function postConfirmPassWord<T = unknown>(
  url: string,
  body: unknown = {},
  options: RequestOptions = {},
): Promise<T> {
  const info = getApiConfig().credentials.getInfoNewPass();
  const headers = { ...JSON_CONTENT_TYPE, ...accessHeaders(info?.phone, info?.accessToken) };
  return send({ method: 'post', url, data: body, headers, signal: options.signal });
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
  return send({ method: 'post', url, data: body.toString(), headers, signal: options.signal });
}

/** POST form data; the response body is returned as raw, unparsed text. */
export async function postWithFormData(
  url: string,
  form: FormData,
  options: RequestOptions = {},
): Promise<string> {
  const headers = sessionAccessHeaders();
  return send({ method: 'post', url, data: form, headers, signal: options.signal, ...RAW_TEXT_RESPONSE });
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
  const headers = { ...JSON_CONTENT_TYPE, ...accessHeaders(query.get('user'), query.get('token')) };
  return send({ method: 'get', url, params: options.params, headers, signal: options.signal });
}
