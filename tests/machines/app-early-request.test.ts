import { describe, expect, it } from 'vitest';
import { earlyRequest } from '../../src/app/early-request';

/** A fake endpoint that records what it was asked and answers with a counter. */
function fakeEndpoint() {
  const asked: Array<{ key: number | undefined; signal?: AbortSignal }> = [];
  const send = async (key: number | undefined, options?: { signal?: AbortSignal }) => {
    asked.push({ key, signal: options?.signal });
    return `answer ${asked.length} for ${key}`;
  };
  return { asked, send };
}

describe('earlyRequest (issue 17: the first page data leaves at app start)', () => {
  it('hands the early answer to the first call for the same key, and asks the server after that', async () => {
    const endpoint = fakeEndpoint();
    const request = earlyRequest(endpoint.send);
    request.start(7);
    expect(endpoint.asked).toHaveLength(1);
    await expect(request.send(7, { signal: new AbortController().signal })).resolves.toBe('answer 1 for 7');
    expect(endpoint.asked).toHaveLength(1);
    // A reload is a new request.
    await expect(request.send(7)).resolves.toBe('answer 2 for 7');
  });

  it('asks the server when the first call is for something else, and drops the early answer', async () => {
    const endpoint = fakeEndpoint();
    const request = earlyRequest(endpoint.send);
    request.start(7);
    const signal = new AbortController().signal;
    await expect(request.send(8, { signal })).resolves.toBe('answer 2 for 8');
    expect(endpoint.asked[1]).toEqual({ key: 8, signal });
    await expect(request.send(7)).resolves.toBe('answer 3 for 7');
  });

  it('matches a missing profile with a missing profile', async () => {
    const endpoint = fakeEndpoint();
    const request = earlyRequest(endpoint.send);
    request.start(undefined);
    await expect(request.send(undefined)).resolves.toBe('answer 1 for undefined');
  });

  it('asks the server once the early answer is forgotten (the app left its first page)', async () => {
    const endpoint = fakeEndpoint();
    const request = earlyRequest(endpoint.send);
    request.start(7);
    request.forget();
    await expect(request.send(7)).resolves.toBe('answer 2 for 7');
  });

  it('passes an early failure to its taker without an unhandled rejection before', async () => {
    const request = earlyRequest(async () => {
      throw new Error('offline');
    });
    request.start(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(request.send(1)).rejects.toThrow('offline');
  });
});
