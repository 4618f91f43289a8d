/** Loaders of the learning pages, from src/api functions injected at the composition root. */
import { fromPromise } from 'xstate';
import type { ApiEnvelope, RequestOptions } from '../../api/http/envelope';
import { dataOf } from '../shared/api-result';

/** A loader: the data of a successful envelope, or EnvelopeError with the server's message. */
export function createLoader<TInput, TData>(
  call: (input: TInput, options: RequestOptions) => Promise<ApiEnvelope<TData>>,
) {
  return fromPromise<TData, TInput>(async ({ input, signal }) => dataOf(await call(input, { signal })));
}

/** The loaders a learning page may ask for, by name. */
export type LearningLoaders = Record<
  'classSessions' | 'classSchedules' | 'userCourses' | 'lesson',
  ReturnType<typeof createLoader<unknown, unknown>>
>;
