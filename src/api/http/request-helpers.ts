/** One factory for the JSON request helpers of SPEC §7: a backend's client, its headers, one shape. */
import type { AxiosRequestConfig } from 'axios';
import { type Backend, clientFor } from './clients';
import type { GetOptions, RequestOptions } from './envelope';
import type { Headers } from './headers';

/**
 * get/post/put/patch on one backend: every call carries `headers()` (read at call time, so a new
 * token is seen) and the caller's signal, plus `fixed` (e.g. RAW_TEXT_RESPONSE). Each answers the
 * response body whatever the status. Bodies default to {} because a JSON content type with an
 * empty body is rejected by the server; `options.headers` is added on POST only.
 */
export function requestHelpers(backend: Backend, headers: () => Headers, fixed: AxiosRequestConfig = {}) {
  const config = (options: RequestOptions, callHeaders?: Headers): AxiosRequestConfig => ({
    headers: { ...headers(), ...callHeaders },
    signal: options.signal,
    ...fixed,
  });
  return {
    async get<T = unknown>(url: string, options: GetOptions = {}): Promise<T> {
      const response = await clientFor(backend).get<T>(url, { params: options.params, ...config(options) });
      return response.data;
    },
    async post<T = unknown>(url: string, body: unknown = {}, options: RequestOptions = {}): Promise<T> {
      const response = await clientFor(backend).post<T>(url, body, config(options, options.headers));
      return response.data;
    },
    async put<T = unknown>(url: string, body: unknown = {}, options: RequestOptions = {}): Promise<T> {
      const response = await clientFor(backend).put<T>(url, body, config(options));
      return response.data;
    },
    async patch<T = unknown>(url: string, body: unknown = {}, options: RequestOptions = {}): Promise<T> {
      const response = await clientFor(backend).patch<T>(url, body, config(options));
      return response.data;
    },
  };
}
