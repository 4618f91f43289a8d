import type { TSchema } from 'typebox';
import type { RouteInput } from '../auth/require-auth';
import { Envelope } from '../http/envelope';

/**
 * The OpenAPI schema of one file's contest routes, with the contest tag and the file's refusals bound
 * once: each route names its summary, its request parts and the `data` of its envelope.
 */
export function contestSchema<Errors extends Record<number, TSchema>>(errors: Errors) {
  return <Input extends RouteInput, Data extends TSchema>(summary: string, input: Input, data: Data) => ({
    tags: ['contest'],
    summary,
    ...input,
    response: { 200: Envelope(data), ...errors },
  });
}
