/**
 * What a test spends its time on, for `npm run test:times` (issue 29): named phases add up here in
 * the worker, and the timing setup file (timing-setup.ts) hands each file's totals to the reporter.
 */
export type TimingCategory = 'database setup' | 'app boot' | 'hashing';

const KEY = Symbol.for('uniclass.testTimings');

type Totals = Partial<Record<TimingCategory, number>>;

function totals(): Totals {
  const holder = globalThis as unknown as Record<symbol, Totals | undefined>;
  holder[KEY] ??= {};
  return holder[KEY];
}

/** Runs `work` and adds its wall time to `category`. */
export async function timed<T>(category: TimingCategory, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const spent = totals();
    spent[category] = (spent[category] ?? 0) + performance.now() - started;
  }
}

/** This worker's totals since the last reset (one test file). */
export function takeTimings(): Totals {
  const holder = globalThis as unknown as Record<symbol, Totals | undefined>;
  const current = totals();
  holder[KEY] = {};
  return current;
}
