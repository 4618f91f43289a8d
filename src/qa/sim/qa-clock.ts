import { SimulatedClock } from 'xstate';

/**
 * A SimulatedClock that also knows when its pending timers fire, for the "to next timer" button
 * (XState keeps the clock's own timer table private).
 */
export class QaClock extends SimulatedClock {
  private readonly deadlines = new Map<number, number>();

  override setTimeout(fn: (...args: unknown[]) => void, timeout: number): number {
    let id = -1;
    id = super.setTimeout((...args: unknown[]) => {
      this.deadlines.delete(id);
      fn(...args);
    }, timeout);
    this.deadlines.set(id, this.now() + timeout);
    return id;
  }

  override clearTimeout(id: number): void {
    this.deadlines.delete(id);
    super.clearTimeout(id);
  }

  /** Milliseconds until the earliest pending timer, or null when none is pending. */
  msToNextTimer(): number | null {
    if (this.deadlines.size === 0) return null;
    return Math.max(0, Math.min(...this.deadlines.values()) - this.now());
  }

  /** Advances exactly to the next timer (the clock does not cascade chained timers on its own). */
  advanceToNextTimer(): number | null {
    const ms = this.msToNextTimer();
    if (ms !== null) this.increment(ms);
    return ms;
  }
}
