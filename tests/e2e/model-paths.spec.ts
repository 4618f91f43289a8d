/**
 * Model-based tests in Chromium: the paths `npm run paths -- <machine>` prints, walked against the
 * real server with the user actions and per-state checks of each machine's `*.ui-model.ts`.
 * Paths a browser cannot drive are not run; the coverage report at the end names them.
 */
import { test } from '@playwright/test';
import { runPlannedPath } from './model-based/browser-runner';
import { browserModels, entryOf } from './model-based/model-ui-models';
import { pathKey, planMachine } from './model-based/plan';
import { uiFixtures } from './model-based/ui-fixtures';

/**
 * Paths that fail in Chromium today, keyed by `pathKey` (scenario, target and event types: path
 * numbers change whenever a model does), with what was seen. Each is a defect to fix, not a path to
 * drop.
 */
const KNOWN_FAILING: Record<string, string> = {
  'profile-switch "idle" → reloadWaiting: profile.switchRequested > xstate.done.actor.switchProfile > xstate.after.switchSettle.profileSwitch.settling > xstate.after.switchBasicInfoRace.profileSwitch.fetchingBasicInfo':
    // Seen twice on 2026-11-26 at load average 11-16 on two cores (passed once at a lower load).
    'reloadWaiting lasts 300 ms after the 700 ms race: its overlay check ran after the page had reloaded',
  'layout-check "graded profile without schedule on /" → passed: xstate.done.actor.fetchContestData':
    // Seen in the full run of 2026-11-26 14:25 (load ≈ 2) and once before on a loaded machine; it
    // passed alone. It runs in model-paths-first, whose failure skips every hand-written spec.
    'after logging in again as 0901000008 and opening /, the released contest answer never reached the machine (it stayed in contest.loading): the release seems to catch the request of the page before',
};

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
