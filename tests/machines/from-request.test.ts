import { describe, expect, it } from 'vitest';
import { unlessAborted } from '../../src/machines/shared/from-request';

/** Whether `promise` settles before every task queued now has run (a never-settling one does not). */
async function settlesSoon(promise: Promise<unknown>): Promise<boolean> {
  const settled = promise.then(
    () => true,
    () => true,
  );
  const later = new Promise<false>((resolve) => setTimeout(() => resolve(false), 20));
  return Promise.race([settled, later]);
}

// The restart test (page-actor-restart.test.tsx) passes without this guard in happy-dom: these pin it.
describe('fromRequest: an aborted run never settles (issue 31)', () => {
  it('passes a live run’s answer and failure through', async () => {
    const signal = new AbortController().signal;
    await expect(unlessAborted(signal, async () => 'ok')).resolves.toBe('ok');
    await expect(unlessAborted(signal, async () => Promise.reject(new Error('500')))).rejects.toThrow('500');
  });

  it('drops the cancellation of a run whose signal fired, and its late answer too', async () => {
    const aborted = new AbortController();
    const failing = unlessAborted(aborted.signal, () => Promise.reject(new Error('canceled')));
    aborted.abort();
    expect(await settlesSoon(failing)).toBe(false);

    const late = new AbortController();
    let answer: (value: string) => void = () => {};
    const answered = unlessAborted(late.signal, () => new Promise<string>((resolve) => (answer = resolve)));
    late.abort();
    answer('stale');
    expect(await settlesSoon(answered)).toBe(false);
  });
});
