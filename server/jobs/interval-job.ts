import type { FastifyBaseLogger } from 'fastify';

/**
 * The in-process runner of the server's periodic jobs (ADR 0010: the documented equivalent of a job
 * queue). Their state lives in PostgreSQL and each run is idempotent, so a restart, a second
 * instance or an overlapping run never does the work twice. Runs at start, then every `intervalMs`;
 * a tick that finds the previous run still going is skipped. Answers the stop function, which waits
 * for a run in progress.
 */
export function startIntervalJob(
  name: string,
  run: () => Promise<void>,
  log: FastifyBaseLogger,
  intervalMs: number,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = run()
      .catch((err: unknown) => log.error({ err, job: name }, `${name} failed`))
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
