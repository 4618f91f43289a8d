/**
 * When React stops and restarts the same page actor (the session guard re-rendering, StrictMode),
 * the stopped run's request is aborted, and its outcome is what the restarted actor receives. A load
 * (an idempotent GET) that was aborted is therefore asked again without the signal, so the restarted
 * actor gets real data instead of 'Không thể kết nối…'; when the actor is really gone, the answer
 * is simply dropped.
 */
export async function settleUnlessAborted<T>(
  signal: AbortSignal,
  call: (signal: AbortSignal | undefined) => Promise<T>,
): Promise<T> {
  try {
    return await call(signal);
  } catch (error) {
    if (signal.aborted) return call(undefined);
    throw error;
  }
}
