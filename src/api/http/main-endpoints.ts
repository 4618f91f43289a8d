/**
 * Endpoint builders of the main API: most src/api/main functions are the same call with another
 * URL and other types, so each is declared as one line, e.g.
 * `export const login = postEndpoint<LoginRequest, AuthPayloadData>('/user/login')`.
 */
import type { ApiEnvelope, OkEnvelope, QueryValue, RequestOptions } from './envelope';
import { get, post } from './main-helpers';
import { okOrFalse } from './or-false';

/** `(body, options)`: POST the body (through `shape`, e.g. to add a fixed field) to `url`. */
export function postEndpoint<Body, Data>(url: string, shape: (body: Body) => unknown = (body) => body) {
  return (body: Body, options?: RequestOptions): Promise<ApiEnvelope<Data>> =>
    post(url, shape(body), options);
}

/** Like postEndpoint, answering false on failure (SPEC §8, see okOrFalse). */
export function postOrFalseEndpoint<Body, Data>(url: string) {
  return (body: Body, options?: RequestOptions): Promise<OkEnvelope<Data> | false> =>
    okOrFalse(post(url, body, options));
}

/** `(profileId, options)`: GET `url?profile_id=`. */
export function getForProfileEndpoint<Data, ProfileId extends QueryValue = number>(url: string) {
  return (profileId: ProfileId, options?: RequestOptions): Promise<ApiEnvelope<Data>> =>
    get(url, { params: { profile_id: profileId }, signal: options?.signal });
}

/** `(id, body, options)`: POST the body (through `shape`) to the URL of one record, `urlOf(id)`. */
export function postAtEndpoint<Body, Data>(
  urlOf: (id: number) => string,
  shape: (body: Body) => unknown = (body) => body,
) {
  return (id: number, body: Body, options?: RequestOptions): Promise<ApiEnvelope<Data>> =>
    post(urlOf(id), shape(body), options);
}
