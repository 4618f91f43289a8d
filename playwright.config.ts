import { defineConfig } from '@playwright/test';

// Each worker starts the built product with a database of its own (tests/e2e/support/worker-server.ts,
// after scripts/e2e.mjs has built it); E2E_BASE_URL tests an already running server instead.
const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * The describe titles (tests/e2e/model-paths.spec.ts) of the machines whose paths need the demo data
 * as seeded and change nothing: the post-login checks and the layout check.
 */
const SEEDED_DATA_PATHS = /model paths: (post-login-checks|layout-check)/;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  // Two workers, each with its own server and database (issue 29): most of a browser test is waiting
  // on timers, rendering and the network, so two share a 2-core machine well. E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // A flaky test is a bug to fix, not to retry away.
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // The second prints the browser coverage of the model-based paths (tests/e2e/model-paths.spec.ts).
  // The third is read by `npm run test:times` (scripts/test-times.mjs).
  reporter: [
    ['list'],
    ['./tests/e2e/model-based/coverage-reporter.ts'],
    ['json', { outputFile: 'test-results/e2e-report.json' }],
  ],
  use: {
    baseURL,
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
    // The app honours reduced motion (global-styles.tsx): no spinner or transition keeps the 2-core
    // machine drawing frames while a test waits.
    reducedMotion: 'reduce',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // Every worker of a project starts from the demo data as seeded (its own server and database), so
  // the projects need no order. They are apart because each path set changes data the others need
  // as seeded: the hand-written specs give 0901000002 a grade and delete 0901000005, which the
  // post-login and layout checks' paths need untouched; most other paths change notifications, the
  // parent's default profile and 0901000003's first schedule, which the hand-written specs count on.
  projects: [
    { name: 'model-paths-seeded', testMatch: '**/model-paths.spec.ts', grep: SEEDED_DATA_PATHS },
    { name: 'chromium', testIgnore: '**/model-paths.spec.ts' },
    { name: 'model-paths', testMatch: '**/model-paths.spec.ts', grepInvert: SEEDED_DATA_PATHS },
  ],
});
