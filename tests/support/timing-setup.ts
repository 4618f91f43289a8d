import { afterAll, beforeAll } from 'vitest';
import { takeTimings } from './timings';

declare module 'vitest' {
  interface TaskMeta {
    /** Filled at the end of each test file for `npm run test:times` (timing-reporter.ts). */
    timings?: { cpuMs: number; wallMs: number; phases: Record<string, number> };
  }
}

/*
 * Runs in every test file: the file's CPU time against its wall time (the rest is waiting: timers,
 * I/O, the other worker) and the phases the shared helpers timed (database setup, app boot, hashing).
 */
let cpuAtStart: NodeJS.CpuUsage;
let wallAtStart = 0;

beforeAll(() => {
  takeTimings();
  cpuAtStart = process.cpuUsage();
  wallAtStart = performance.now();
});

// biome-ignore lint/correctness/noEmptyPattern: vitest reads the hook's fixtures from the first argument.
afterAll(({}, suite) => {
  const cpu = process.cpuUsage(cpuAtStart);
  suite.meta.timings = {
    cpuMs: (cpu.user + cpu.system) / 1000,
    wallMs: performance.now() - wallAtStart,
    phases: takeTimings(),
  };
});
