/**
 * The real promise actor of most invokes: one call of an injected src/api function with the actor's
 * abort signal, resolving with the envelope's data (an `EnvelopeError` when the server refused). An
 * aborted call never settles (from-request.ts), so a restarted page actor gets its own run's answer.
 */

import type { ApiEnvelope, RequestOptions } from '../../api/http/envelope';
import { dataOf } from './api-result';
import { fromRequest } from './from-request';

/** One API call, given the invoke's input and the request options that carry the abort signal. */
export type ApiCall<TInput, TOutput> = (
  input: TInput,
  options: RequestOptions,
) => Promise<ApiEnvelope<TOutput>>;

/** The same for a call whose arguments before the request options are `TArgs`. */
export type ApiCallWith<TArgs extends unknown[], TOutput> = (
  ...args: [...TArgs, options: RequestOptions]
) => Promise<ApiEnvelope<TOutput>>;

/** An actor that makes the call once and gives its data. */
export function fetchData<TOutput, TInput = void>(call: ApiCall<TInput, TOutput>) {
  return fromRequest<TOutput, TInput>(async ({ input, signal }) => dataOf(await call(input, { signal })));
}
