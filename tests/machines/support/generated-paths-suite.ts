import { expect, it } from 'vitest';
import type { MachineTestModel } from '../../../src/machines/shared/machine-test-model';
import { runAllPaths } from './path-runner';

/**
 * The model-based test of one machine: every path of the engine (the list `npm run paths` prints and
 * Chromium runs) runs on the real actor with a simulated clock, and together, measured by the
 * engine's coverage, they must enter every state and take every transition the machine defines.
 */
/**
 * Generating and walking every path is CPU work that grows with the machine (no real waiting: the
 * clock is simulated); under a parallel CPU hog the larger machines took over 30 s (issue 29).
 */
const ALL_PATHS_TIMEOUT_MS = 180_000;

export function itCoversEveryStateAndTransition(model: MachineTestModel): void {
  it(
    'runs every engine path on the real actor and reaches every state and transition',
    async () => {
      const { paths, infeasible, coverage } = await runAllPaths(model);
      console.info(
        `${model.machine.id}: ${paths.length} paths (${infeasible} infeasible), states ${coverage.statesCovered}/${coverage.statesTotal}, ` +
          `transitions ${coverage.transitionsCovered}/${coverage.transitionsTotal}`,
      );
      expect(paths.length).toBeGreaterThan(infeasible);
      expect(coverage.missingStates).toEqual([]);
      expect(coverage.missingTransitions).toEqual([]);
      expect(coverage.statesCovered).toBe(coverage.statesTotal);
      expect(coverage.transitionsCovered).toBe(coverage.transitionsTotal);
    },
    ALL_PATHS_TIMEOUT_MS,
  );
}
