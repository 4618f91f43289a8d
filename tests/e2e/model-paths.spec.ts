/**
 * Model-based tests in Chromium: the paths `npm run paths -- <machine>` prints, walked against the
 * real server with the user actions and per-state checks of each machine's `*.ui-model.ts`.
 * Paths a browser cannot drive are not run; the coverage report at the end names them.
 */
import { test } from '@playwright/test';
import { runPlannedPath } from './model-based/browser-runner';
import { browserModels, entryOf } from './model-based/model-ui-models';
import { planMachine } from './model-based/plan';
import { uiFixtures } from './model-based/ui-fixtures';

for (const model of browserModels) {
  const plan = planMachine(entryOf(model), model);
  test.describe(`model paths: ${model.machine}`, () => {
    for (const planned of plan.runnable) {
      test(planned.title, async ({ page, request }, testInfo) => {
        // Real waits (up to 1 s per delay) and held requests: several round trips per path.
        test.setTimeout(90_000);
        await runPlannedPath({ page, request, fixtures: uiFixtures }, model, planned, testInfo);
      });
    }
  });
}
