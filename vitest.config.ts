import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Files that assert what a fresh process loads or reads at import (boot modules, config defaults):
 * they run with a module registry of their own. Every other file shares its worker's modules with the
 * files before it (issue 29: importing the server once per worker, not once per file, saves a minute).
 */
const TESTS = ['tests/{domain,machines,api,server,qa}/**/*.test.{ts,tsx}'];
const NEEDS_FRESH_MODULES = ['tests/server/boot-modules.test.ts', 'tests/api/config-defaults.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    // A run id for the database templates that every server suite starts from (issue 29).
    globalSetup: ['tests/server/support/global-setup.ts'],
    // Each file's CPU and timed phases, for `npm run test:times` (tests/support/timing-reporter.ts).
    setupFiles: ['tests/support/timing-setup.ts'],
    // The second leaves test-results/vitest-times.json for `npm run test:times -- --no-vitest`.
    reporters: ['default', './tests/support/timing-reporter.ts'],
    // Vitest's default in a run is one worker less than the cores: on this 2-core machine, one. Most of
    // a server file's time is waiting (database, timers), so two workers nearly halve the run; every
    // test app has a database of its own (tests/server/support/database-templates.ts) and a Redis
    // prefix of its own where it uses Redis, so files cannot see each other's writes (issue 29).
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared-modules',
          include: TESTS,
          isolate: false,
          exclude: [...configDefaults.exclude, ...NEEDS_FRESH_MODULES],
        },
      },
      { extends: true, test: { name: 'fresh-modules', include: NEEDS_FRESH_MODULES } },
    ],
  },
});
