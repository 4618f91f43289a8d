import type { TSchema } from 'typebox';
import { errorResponses } from '../http/envelope';
import { perMinute } from '../plugins/rate-limit';
import { type RouteInput, routeSchema, type SuccessStatus, signedIn } from './require-auth';

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

/**
 * The OpenAPI schema of one area's routes that check the caller themselves (the contest token, the
 * staff token) or not at all: the area's tag and refusals bound once, like `signedInArea` without its
 * guard. `success` is the status of the answer with `data`: 200 unless given (202: accepted, done later).
 */
function areaSchema<Errors extends Record<number, TSchema>>(tags: string[], errors: Errors) {
  return <Input extends RouteInput, Data extends TSchema, Success extends SuccessStatus = 200>(
    summary: string,
    input: Input,
    data: Data,
    success?: Success,
  ) => routeSchema(tags, summary, input, data, errors, success);
}

/**
 * A routes file's OpenAPI `tags`, its `errors` (the given refusal statuses plus the common ones),
 * its `signedIn` route options and its unguarded `schema`, from the area's tag and statuses in one call:
 * `const { tags, errors, signedIn } = routeArea('main: club', 401, 403, 404, 409);`
 */
export function routeArea<Status extends number>(tag: string, ...statuses: Status[]) {
  const tags = [tag];
  const errors = errorResponses(...statuses);
  return { tags, errors, schema: areaSchema(tags, errors), signedIn: signedInArea(tags, errors) };
}
