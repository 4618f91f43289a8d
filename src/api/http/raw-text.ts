import type { AxiosRequestConfig } from 'axios';

/** Keeps the response body as the server sent it: no JSON parsing by axios. */
export const RAW_TEXT_RESPONSE: Pick<AxiosRequestConfig, 'responseType' | 'transformResponse'> = {
  responseType: 'text',
  transformResponse: [(data: unknown) => data],
};
