/**
 * The real promise actor of a submit whose answer carries nothing the machine needs (OTP sent,
 * password changed): one call of an injected src/api function with the actor's abort signal,
 * resolving once the server accepted (an `EnvelopeError` when it refused). See fetch-data for the
 * calls whose data the machine keeps.
 */

import { ensureOk } from './api-result';
import type { ApiCall } from './fetch-data';
import { fromRequest } from './from-request';

export function submitOk<TInput>(call: ApiCall<TInput, unknown>) {
  return fromRequest<void, TInput>(async ({ input, signal }) => {
    ensureOk(await call(input, { signal }));
  });
}
