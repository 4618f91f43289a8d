import type { TSchema } from 'typebox';
import { perMinute } from '../plugins/rate-limit';
import { type RouteInput, signedIn } from './require-auth';

/**
 * The route options of one area's signed-in routes, with the area's OpenAPI tag and refusals bound
 * once: each route names its summary, request parts, the `data` of its envelope and, for a write,
 * how many requests a minute it takes from one client.
 */
export function signedInArea<Errors extends Record<number, TSchema>>(tags: string[], errors: Errors) {
  return <Input extends RouteInput, Data extends TSchema>(
    summary: string,
    input: Input,
    data: Data,
    requestsPerMinute?: number,
  ) => ({
    ...signedIn(tags, summary, input, data, errors),
    config: requestsPerMinute === undefined ? {} : perMinute(requestsPerMinute),
  });
}
