import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { backgroundRankDrain, type RankJobRun } from '../../../server/contest/contest-rank-jobs';

/** A drain that runs until the test lets it finish, counting how many run at once. */
function heldDrains() {
  const releases: ((outcome: Error | null) => void)[] = [];
  const state = { started: 0, running: 0, most: 0 };
  const drain = () =>
    new Promise<RankJobRun[]>((resolve, reject) => {
      state.started += 1;
      state.running += 1;
      state.most = Math.max(state.most, state.running);
      releases.push((outcome) => {
        state.running -= 1;
        if (outcome) reject(outcome);
        else resolve([]);
      });
    });
  const finish = (outcome: Error | null = null) => releases.shift()?.(outcome);
  return { drain, finish, state };
}

const silentLog = () =>
  ({ info: vi.fn(), error: vi.fn() }) as unknown as FastifyBaseLogger & {
    info: ReturnType<typeof vi.fn>;
    error: ReturnType<typeof vi.fn>;
  };

const tick = () => new Promise((resolve) => setImmediate(resolve));

/** Issue 35: staff's recompute drains in the background, one drain at a time, never throwing. */
describe('backgroundRankDrain', () => {
  it('runs one drain at a time: a start during one goes round once more after it', async () => {
    const { drain, finish, state } = heldDrains();
    const background = backgroundRankDrain(drain, silentLog());
    background.start();
    background.start();
    background.start();
    expect(state).toMatchObject({ started: 1, running: 1 });
    finish();
    await tick();
    expect(state).toMatchObject({ started: 2, running: 1 });
    finish();
    await background.settled();
    expect(state).toEqual({ started: 2, running: 0, most: 1 });
    background.start();
    expect(state.started).toBe(3);
    finish();
    await background.settled();
  });

  it('settled() waits for the drain in progress (the app’s onClose), and answers at once when idle', async () => {
    const { drain, finish } = heldDrains();
    const background = backgroundRankDrain(drain, silentLog());
    await background.settled();
    background.start();
    let settled = false;
    const closing = background.settled().then(() => {
      settled = true;
    });
    await tick();
    expect(settled).toBe(false);
    finish();
    await closing;
    expect(settled).toBe(true);
  });

  it('logs a failed drain instead of throwing, and drains again on the next start', async () => {
    const { drain, finish, state } = heldDrains();
    const log = silentLog();
    const background = backgroundRankDrain(drain, log);
    background.start();
    const failure = new Error('connection lost');
    finish(failure);
    await background.settled();
    expect(log.error).toHaveBeenCalledWith(
      { err: failure },
      expect.stringContaining('staff recompute failed'),
    );
    background.start();
    expect(state.started).toBe(2);
    finish();
    await background.settled();
    expect(log.error).toHaveBeenCalledTimes(1);
  });
});
