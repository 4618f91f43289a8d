import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startIntervalJob } from '../../../server/jobs/interval-job';

function fakeLog() {
  const error = vi.fn();
  return { log: { error } as unknown as FastifyBaseLogger, error };
}

/** A run that ends only when the test says so. */
function heldRuns() {
  const releases: (() => void)[] = [];
  const run = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        releases.push(resolve);
      }),
  );
  return { run, release: () => releases.shift()?.() };
}

describe('startIntervalJob', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs at start, then once per interval', async () => {
    const run = vi.fn(async () => {});
    const stop = startIntervalJob('test', run, fakeLog().log, 1_000);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(run).toHaveBeenCalledTimes(3);
    await stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('skips a tick while the previous run is still going, and stop waits for that run', async () => {
    const { run, release } = heldRuns();
    const stop = startIntervalJob('test', run, fakeLog().log, 1_000);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(run).toHaveBeenCalledTimes(1);
    let stopped = false;
    const stopping = stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(stopped).toBe(true);
  });

  it('logs a failed run with the job name and keeps running', async () => {
    const { log, error } = fakeLog();
    const run = vi.fn().mockRejectedValueOnce(new Error('db down')).mockResolvedValue(undefined);
    const stop = startIntervalJob('sessions', run, log, 1_000);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ job: 'sessions', err: expect.any(Error) }),
      'sessions failed',
    );
    expect(run).toHaveBeenCalledTimes(2);
    await stop();
  });
});
