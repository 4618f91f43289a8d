/**
 * The promise actor of every machine: XState's `fromPromise`, except that a run whose abort signal
 * has fired never settles.
 *
 * Why: a page actor that React stops and starts again (StrictMode, a Suspense boundary hiding and
 * showing its page, the Activity API) is rehydrated by @xstate/react with the same child actors; the
 * stopped run's request is aborted, and without this guard its cancellation reached the restarted
 * actor as if the server could not be reached ('Không thể kết nối tới máy chủ', issue 31), while the
 * restarted run's own answer was dropped. An aborted run is only ever of interest to nobody: the state
 * that invoked it was left, the actor was stopped for good, or a restarted run replaces it.
 */
import { fromPromise } from 'xstate';

/** What `fromPromise` hands its creator: the invoke's input and the abort signal (plus self, system…). */
type RequestArgs<TInput> = Parameters<Parameters<typeof fromPromise<unknown, TInput>>[0]>[0];

/** A promise actor whose aborted runs never settle (see the module comment). */
export function fromRequest<TOutput, TInput = void>(
  run: (args: RequestArgs<TInput>) => PromiseLike<TOutput>,
) {
  return fromPromise<TOutput, TInput>((args) => unlessAborted(args.signal, () => run(args)));
}

/** `run()`'s outcome, or a promise that never settles once `signal` has fired. */
export function unlessAborted<T>(signal: AbortSignal, run: () => PromiseLike<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    Promise.resolve()
      .then(run)
      .then(
        (value) => {
          if (!signal.aborted) resolve(value);
        },
        (error: unknown) => {
          if (!signal.aborted) reject(error);
        },
      );
  });
}
