import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/{domain,machines,api,server,qa}/**/*.test.{ts,tsx}'],
    environment: 'node',
    // A run id for the database templates that every server suite starts from (issue 29).
    globalSetup: ['tests/server/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
