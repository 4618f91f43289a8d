/** SPEC §7 helper of the third service. */
import { clientFor } from './clients';
import type { RequestOptions } from './envelope';
import { service3Headers } from './headers';

/** POST JSON to service3 with a single access_token header carrying the service token. */
export async function postService3<T = unknown>(
  path: string,
  body: unknown = {},
  options: RequestOptions = {},
): Promise<T> {
  const response = await clientFor('service3').post<T>(path, body, {
    headers: service3Headers(),
    signal: options.signal,
  });
  return response.data;
}
