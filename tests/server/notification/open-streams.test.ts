import type { ServerResponse } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { manualClock } from '../../../server/clock';
import { OpenStreams, STREAM_TIMING } from '../../../server/notification/open-streams';

/** The part of a ServerResponse the registry uses, recording what it was asked to do. */
function fakeResponse(buffered = 0) {
  const response = {
    written: [] as string[],
    ended: false,
    destroyed: false,
    writableLength: buffered,
    write(chunk: string) {
      response.written.push(chunk);
      return true;
    },
    end() {
      response.ended = true;
    },
    destroy() {
      response.destroyed = true;
    },
  };
  return response;
}
const asResponse = (fake: ReturnType<typeof fakeResponse>) => fake as unknown as ServerResponse;

describe('open streams: one heartbeat timer for all', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs one timer however many streams are open, and none when they are gone', () => {
    const clock = manualClock(Date.UTC(2026, 10, 28, 12));
    const streams = new OpenStreams(clock);
    const fakes = Array.from({ length: 1_000 }, () => fakeResponse());
    expect(vi.getTimerCount()).toBe(0);
    for (const fake of fakes) streams.add(asResponse(fake));
    expect(vi.getTimerCount()).toBe(1);

    clock.advance(STREAM_TIMING.heartbeatMs);
    vi.advanceTimersByTime(STREAM_TIMING.heartbeatMs);
    expect(fakes.every((fake) => fake.written.join('') === ': ping\n\n')).toBe(true);

    for (const fake of fakes) streams.delete(asResponse(fake));
    expect(streams.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ends a stream at the first beat past its lifetime, not before', () => {
    const clock = manualClock(Date.UTC(2026, 10, 28, 12));
    const streams = new OpenStreams(clock);
    const early = fakeResponse();
    streams.add(asResponse(early));
    clock.advance(5 * 60_000);
    const late = fakeResponse();
    streams.add(asResponse(late));

    clock.advance(STREAM_TIMING.maxMs - 5 * 60_000 - 1);
    streams.beat();
    expect(early.ended).toBe(false);
    clock.advance(1);
    streams.beat();
    expect(early.ended).toBe(true);
    expect(late.ended).toBe(false);
    expect(streams.size).toBe(1);
    clock.advance(5 * 60_000);
    streams.beat();
    expect(late.ended).toBe(true);
    expect(streams.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('drops a stream whose client stopped reading instead of buffering without bound', () => {
    const clock = manualClock(Date.UTC(2026, 10, 28, 12));
    const streams = new OpenStreams(clock);
    const reading = fakeResponse();
    const stuck = fakeResponse(STREAM_TIMING.maxBufferedBytes + 1);
    streams.add(asResponse(reading));
    streams.add(asResponse(stuck));
    expect(streams.write(asResponse(stuck), 'event: unread\ndata: {"countUnread":1}\n\n')).toBe(false);
    expect(stuck.destroyed).toBe(true);
    expect(stuck.written).toEqual([]);
    streams.beat();
    expect(reading.written).toEqual([': ping\n\n']);
    expect(streams.size).toBe(1);
  });

  it('ends every stream and stops the timer on shutdown', () => {
    const streams = new OpenStreams(manualClock(0));
    const fakes = [fakeResponse(), fakeResponse()];
    for (const fake of fakes) streams.add(asResponse(fake));
    streams.endAll();
    expect(fakes.every((fake) => fake.ended)).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });
});
