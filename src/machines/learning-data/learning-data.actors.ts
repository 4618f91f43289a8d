import type { ApiEnvelope, RequestOptions } from '../../api/http/envelope';
import { fetchData } from '../shared/fetch-data';
import type { LearningDataInput } from './learning-data.types';

/** A loader: the data of a successful envelope, or EnvelopeError with the server's message. */
export function createLoader<TInput, TData>(
  call: (input: TInput, options: RequestOptions) => Promise<ApiEnvelope<TData>>,
) {
  return fetchData<TData, LearningDataInput<TInput>>((input, options) => call(input.request, options));
}
