import { expect, it } from 'vitest';
import type { MachineTestModel } from '../../../src/machines/shared/machine-test-model';
import { type PathOptions, runAllPaths } from './path-runner';

/**
 * The model-based test of one machine: every generated path (shortest and simple, from every
 * scenario) runs on the real actor with a simulated clock, and together they must enter every state
 * and take every transition the machine defines.
 */
/**
 * Generating and walking every path is CPU work that grows with the machine (no real waiting: the
 * clock is simulated); under a parallel CPU hog the larger machines took over 30 s (issue 29).
 */
const ALL_PATHS_TIMEOUT_MS = 180_000;

export function itCoversEveryStateAndTransition(model: MachineTestModel, options: PathOptions = {}): void {
  it(
    'runs every generated path on the real actor and reaches every state and transition',
    async () => {
      const { paths, infeasible, coverage } = await runAllPaths(model, options);
      console.info(
        `${model.machine.id}: ${paths.length} paths (${infeasible} infeasible), states ${coverage.states.covered}/${coverage.states.total}, ` +
          `transitions ${coverage.transitions.covered}/${coverage.transitions.total}`,
      );
      expect(paths.length).toBeGreaterThan(infeasible);
      expect(coverage.states.missing).toEqual([]);
      expect(coverage.transitions.missing).toEqual([]);
      expect(coverage.states.covered).toBe(coverage.states.total);
      expect(coverage.transitions.covered).toBe(coverage.transitions.total);
    },
    ALL_PATHS_TIMEOUT_MS,
  );
}
