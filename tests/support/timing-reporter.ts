import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** One test file's time, split by what it was spent on. */
export interface FileTiming {
  file: string;
  tests: number;
  /** Wall time of the file: import + hooks + tests. */
  totalMs: number;
  importMs: number;
  /** beforeAll/afterAll/beforeEach… (the duration of the file minus its tests). */
  hooksMs: number;
  testsMs: number;
  cpuMs: number;
  /** Phases the shared helpers timed: database setup, app boot, hashing. */
  phases: Record<string, number>;
}

export const VITEST_TIMES_FILE = path.join('test-results', 'vitest-times.json');

/**
 * Writes test-results/vitest-times.json at the end of a run, for `npm run test:times`
 * (scripts/test-times.mjs prints the slowest files and what dominates each).
 */
export default class TimingReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const files: FileTiming[] = testModules.map((module) => {
      const diagnostic = module.diagnostic();
      const tests = [...module.children.allTests()];
      const testsMs = tests.reduce((sum, test) => sum + (test.diagnostic()?.duration ?? 0), 0);
      const timings = module.meta().timings;
      const importMs = diagnostic.collectDuration + diagnostic.setupDuration + diagnostic.prepareDuration;
      return {
        file: path.relative(process.cwd(), module.moduleId),
        tests: tests.length,
        totalMs: importMs + diagnostic.duration,
        importMs,
        hooksMs: Math.max(0, diagnostic.duration - testsMs),
        testsMs,
        cpuMs: timings?.cpuMs ?? 0,
        phases: timings?.phases ?? {},
      };
    });
    mkdirSync(path.dirname(VITEST_TIMES_FILE), { recursive: true });
    writeFileSync(VITEST_TIMES_FILE, `${JSON.stringify(files, null, 2)}\n`);
  }
}
