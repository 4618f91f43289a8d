/**
 * The server's one source of "now" (issue 36). Routes read `app.clock`, jobs and rules take the
 * instant as a parameter, and nothing else reads the machine's date, so a test can run any rule on
 * any day (tests/server/clock-only.test.ts holds every other file to that).
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock that moves only when told: date sweeps and tests pinned to a day. */
export interface ManualClock extends Clock {
  set(epochMs: number): void;
  advance(ms: number): void;
}

export function manualClock(startMs: number): ManualClock {
  let current = startMs;
  return {
    now: () => current,
    set: (epochMs) => {
      current = epochMs;
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

/** The clock's instant as a Date (a timestamp column's value). */
export function nowDate(clock: Clock): Date {
  return new Date(clock.now());
}
