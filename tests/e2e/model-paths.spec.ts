/**
 * Model-based tests in Chromium: the paths `npm run paths -- <machine>` prints, walked against the
 * real server with the user actions and per-state checks of each machine's `*.ui-model.ts`.
 * Paths a browser cannot drive are not run; the coverage report at the end names them.
 */

import { runPlannedPath } from './model-based/browser-runner';
import { browserModels, entryOf } from './model-based/model-ui-models';
import { pathKey, planMachine } from './model-based/plan';
import { uiFixtures } from './model-based/ui-fixtures';
import { test } from './support/fixtures';

/**
 * Paths that fail in Chromium today, keyed by `pathKey` (scenario, target and event types: path
 * numbers change whenever a model does), with what was seen. Each is a defect to fix, not a path to
 * drop.
 */
const KNOWN_FAILING: Record<string, string> = {};

// Paths are independent (each sets up what it needs), so both workers of the pool take them.
test.describe.configure({ mode: 'parallel' });

for (const model of browserModels) {
  const plan = planMachine(entryOf(model), model);
  test.describe(`model paths: ${model.machine}`, () => {
    for (const planned of plan.runnable) {
      test(planned.title, async ({ page, request }, testInfo) => {
        // Real waits (up to 1 s per delay) and held requests: several round trips per path.
        const knownFailure = KNOWN_FAILING[pathKey(planned.machine, planned.path)];
        test.fixme(knownFailure !== undefined, knownFailure);
        test.setTimeout(90_000);
        await runPlannedPath({ page, request, fixtures: uiFixtures }, model, planned, testInfo);
      });
    }
  });
}
