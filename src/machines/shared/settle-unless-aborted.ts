/**
 * The outcome of a request whose actor was stopped does not matter; when React stops and restarts a
 * page actor (the same actor: a route guard re-rendering under Suspense, StrictMode), the stopped
 * run's abort must not reach the restarted run as a failure ('Không thể kết nối…'). An aborted call
 * therefore never settles; the restarted actor's own call decides.
 */
export async function settleUnlessAborted<T>(signal: AbortSignal, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (signal.aborted) return new Promise<T>(() => {});
    throw error;
  }
}
