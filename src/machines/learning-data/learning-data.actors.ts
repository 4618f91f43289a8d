/** Loaders of the learning pages, from src/api functions injected at the composition root. */
import { fromPromise } from 'xstate';
import type { ApiEnvelope, RequestOptions } from '../../api/http/envelope';
import { dataOf } from '../shared/api-result';
import type { LearningDataInput } from './learning-data.types';

/** A loader: the data of a successful envelope, or EnvelopeError with the server's message. */
export function createLoader<TInput, TData>(
  call: (input: TInput, options: RequestOptions) => Promise<ApiEnvelope<TData>>,
) {
  return fromPromise<TData, LearningDataInput<TInput>>(async ({ input, signal }) =>
    dataOf(await call(input.request, { signal })),
  );
}
