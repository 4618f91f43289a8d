import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/{domain,machines,api,server,qa}/**/*.test.{ts,tsx}'],
    environment: 'node',
    // A run id for the database templates that every server suite starts from (issue 29).
    globalSetup: ['tests/server/support/global-setup.ts'],
    // Each file's CPU and timed phases, for `npm run test:times` (tests/support/timing-reporter.ts).
    setupFiles: ['tests/support/timing-setup.ts'],
    // The second leaves test-results/vitest-times.json for `npm run test:times -- --no-vitest`.
    reporters: ['default', './tests/support/timing-reporter.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
