import type { ServerResponse } from 'node:http';
import type { Clock } from '../clock';

export interface StreamTiming {
  /** Proxies drop idle connections after a minute or so; a comment line keeps each stream alive. */
  heartbeatMs: number;
  /**
   * A stream ends after this long and the client opens a new one with a new ticket, which needs a
   * live access token: a logout elsewhere stops the live count within this time (plus one beat).
   */
  maxMs: number;
  /**
   * Bytes a stream may have waiting for a client that does not read. Past it the stream is dropped
   * (the client reconnects with a new ticket) instead of buffering without bound.
   */
  maxBufferedBytes: number;
}

export const STREAM_TIMING: StreamTiming = {
  heartbeatMs: 25_000,
  maxMs: 15 * 60_000,
  maxBufferedBytes: 64 * 1024,
};

const PING = ': ping\n\n';

/**
 * The open event streams of this process. One interval timer serves all of them (issue 35): it
 * writes the heartbeat and ends the streams past their lifetime, so 10,000 streams cost 10,000 map
 * entries, not 20,000 timers. The timer runs only while a stream is open. Shutdown ends them all so
 * server.close() completes.
 */
export class OpenStreams {
  /** Each open response and the instant (clock ms) from which it must end. */
  private readonly open = new Map<ServerResponse, number>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly clock: Clock,
    private readonly timing: StreamTiming = STREAM_TIMING,
  ) {}

  add(response: ServerResponse): void {
    this.open.set(response, this.clock.now() + this.timing.maxMs);
    if (this.timer === null) {
      this.timer = setInterval(() => this.beat(), this.timing.heartbeatMs);
      // The sockets keep the process alive while streams are open; the timer must not on its own.
      this.timer.unref();
    }
  }

  delete(response: ServerResponse): void {
    this.open.delete(response);
    if (this.open.size === 0) this.stopTimer();
  }

  get size(): number {
    return this.open.size;
  }

  /** Writes to one stream unless its client stopped reading; false when the stream was dropped. */
  write(response: ServerResponse, chunk: string): boolean {
    if (response.writableLength > this.timing.maxBufferedBytes) {
      this.delete(response);
      response.destroy();
      return false;
    }
    response.write(chunk);
    return true;
  }

  /** One heartbeat for every stream; the ones past their lifetime end instead. */
  beat(): void {
    const now = this.clock.now();
    for (const [response, endAt] of this.open) {
      if (endAt <= now) {
        this.delete(response);
        response.end();
      } else {
        this.write(response, PING);
      }
    }
  }

  endAll(): void {
    for (const response of this.open.keys()) response.end();
    this.open.clear();
    this.stopTimer();
  }

  private stopTimer(): void {
    if (this.timer === null) return;
    clearInterval(this.timer);
    this.timer = null;
  }
}
