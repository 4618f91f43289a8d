import { defineConfig } from '@playwright/test';

// scripts/e2e.mjs starts the product on a free port and passes its URL; running the Playwright CLI
// directly needs a server started by hand (E2E_BASE_URL=http://127.0.0.1:3000 npx playwright test).
const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The describe title of the post-login checks in tests/e2e/model-paths.spec.ts. */
const POST_LOGIN_PATHS = /model paths: post-login-checks/;

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
  // Most model-based paths change the demo data (a notification arrives, reads are reset), so they run
  // after every hand-written spec that counts the seeded notifications. The post-login checks' paths
  // change nothing but need the demo data as seeded (0901000002 without a grade, 0901000005 not yet
  // deleted, both of which hand-written specs change), so they run first.
  projects: [
    { name: 'model-paths-first', testMatch: '**/model-paths.spec.ts', grep: POST_LOGIN_PATHS },
    { name: 'chromium', testIgnore: '**/model-paths.spec.ts', dependencies: ['model-paths-first'] },
    {
      name: 'model-paths',
      testMatch: '**/model-paths.spec.ts',
      grepInvert: POST_LOGIN_PATHS,
      dependencies: ['chromium'],
    },
  ],
});
