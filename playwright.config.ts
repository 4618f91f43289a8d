import { defineConfig } from '@playwright/test';

// scripts/e2e.mjs starts the product on a free port and passes its URL; running the Playwright CLI
// directly needs a server started by hand (E2E_BASE_URL=http://127.0.0.1:3000 npx playwright test).
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
  // Two cores here and in CI: one worker for the app server, one for Chromium.
  workers: 1,
  // A flaky test is a bug to fix, not to retry away.
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // The second prints the browser coverage of the model-based paths (tests/e2e/model-paths.spec.ts).
  reporter: [['list'], ['./tests/e2e/model-based/coverage-reporter.ts']],
  use: {
    baseURL,
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
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
  // Most model-based paths change the demo data (a notification arrives, reads are reset, the parent's
  // default profile, 0901000003's first schedule), so they run after every hand-written spec that
  // counts the seeded notifications or needs 0901000003 without a schedule. The post-login and layout
  // checks' paths change nothing but need the demo data as seeded (0901000002 without a grade,
  // 0901000005 not yet deleted, both of which hand-written specs change), so they run first.
  projects: [
    { name: 'model-paths-first', testMatch: '**/model-paths.spec.ts', grep: SEEDED_DATA_PATHS },
    { name: 'chromium', testIgnore: '**/model-paths.spec.ts', dependencies: ['model-paths-first'] },
    {
      name: 'model-paths',
      testMatch: '**/model-paths.spec.ts',
      grepInvert: SEEDED_DATA_PATHS,
      dependencies: ['chromium'],
    },
  ],
});
