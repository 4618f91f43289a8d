/**
 * Runs the engine's paths (`src/qa/paths`, the list `npm run paths` prints and Chromium runs) on a
 * real actor with a simulated clock, and measures what the runs covered with the engine's coverage
 * module. This file generates no path and counts no coverage of its own.
 */
import type { AnyMachineSnapshot } from 'xstate';
import type { MachineTestModel } from '../../../src/machines/shared/machine-test-model';
import { toRegistryEntry } from '../../../src/machines/shared/machine-test-model';
import { type Coverage, coverageOfRuns } from '../../../src/qa/paths/coverage';
import { type GeneratedPath, generatePaths } from '../../../src/qa/paths/generate-paths';
import { MachineHarness } from './machine-harness';

const AFTER_PREFIX = 'xstate.after.';
const DONE_PREFIX = 'xstate.done.actor.';
const ERROR_PREFIX = 'xstate.error.actor.';

/** The engine's paths of a model: exactly what `npm run paths -- <machine>` prints for its entry. */
export function enginePaths(model: MachineTestModel): GeneratedPath[] {
  return generatePaths(toRegistryEntry(model.machine.id, '', model), 'shortest').paths;
}

export function describePath(path: GeneratedPath): string {
  const events = path.steps.map((s) => s.event.type.replace(/^xstate\.(done|error|after)\./, '$1:'));
  return `[${path.scenario?.name ?? ''} #${path.index}] ${events.join(' → ') || '(start)'}`;
}

/**
 * Runs one path on a real actor: user events are sent, invoke results settle the fake promise of
 * that invoke id, `after` events advance the simulated clock to 1 ms before the timer (nothing may
 * change) and then to the timer. After every step the actor's state value and serialised state must
 * equal the path's.
 */
export async function runPath(model: MachineTestModel, path: GeneratedPath): Promise<MachineHarness> {
  const harness = new MachineHarness(model, path.scenario?.input).start();
  const first = path.steps[0];
  if (first) expectSameState(model, harness.snapshot, first.fromValue, first.fromKey, 'xstate.init');
  for (const step of path.steps) {
    const { event } = step;
    if (event.type.startsWith(DONE_PREFIX)) {
      await harness.resolve(event.type.slice(DONE_PREFIX.length), (event as { output?: unknown }).output);
    } else if (event.type.startsWith(ERROR_PREFIX)) {
      await harness.reject(event.type.slice(ERROR_PREFIX.length), (event as { error?: unknown }).error);
    } else if (event.type.startsWith(AFTER_PREFIX)) {
      // The delay the path was generated with (the model's machine), not the running one's.
      if (step.delayMs === null) throw new Error(`${event.type}: the engine knows no delay for it`);
      const remaining = harness.remainingFor(step.delayMs);
      if (remaining < 1) throw new Error(`${event.type}: timer already due (${remaining} ms left)`);
      const earlier = harness.timersDueWithin(remaining - 1);
      const before = harness.snapshot;
      harness.advance(remaining - 1);
      if (earlier > 0 && !isSame(model, harness.snapshot, before.value, model.serializeState(before))) {
        throw new InfeasiblePathError(`${event.type}: a timer of another region fires first`);
      }
      expectSameState(
        model,
        harness.snapshot,
        before.value,
        model.serializeState(before),
        `${event.type} 1 ms early`,
      );
      harness.advance(1);
    } else {
      harness.send(event);
    }
    expectSameState(model, harness.snapshot, step.toValue, step.toKey, event.type);
  }
  harness.stop();
  return harness;
}

/**
 * Graph traversal treats timers of parallel regions as independent events, so it can yield a path
 * where a longer timer fires before a shorter one that a real clock fires first. Such a path is not
 * a behaviour of the machine: it is counted apart, and coverage must come from the feasible paths.
 */
export class InfeasiblePathError extends Error {}

function isSame(model: MachineTestModel, actual: AnyMachineSnapshot, value: unknown, key: string) {
  return JSON.stringify(actual.value) === JSON.stringify(value) && model.serializeState(actual) === key;
}

function expectSameState(
  model: MachineTestModel,
  actual: AnyMachineSnapshot,
  value: unknown,
  key: string,
  after: string,
): void {
  if (!isSame(model, actual, value, key)) {
    throw new Error(`After ${after}: expected ${key}, actor is in ${model.serializeState(actual)}`);
  }
  if (actual.status === 'error') throw new Error(`After ${after}: actor errored: ${String(actual.error)}`);
}

/** Runs every engine path of the model and measures, with the engine's coverage, what they covered. */
export async function runAllPaths(
  model: MachineTestModel,
): Promise<{ paths: GeneratedPath[]; infeasible: number; coverage: Coverage }> {
  const paths = enginePaths(model);
  const runs: MachineHarness[] = [];
  let infeasible = 0;
  for (const path of paths) {
    try {
      runs.push(await runPath(model, path));
    } catch (error) {
      if (error instanceof InfeasiblePathError) {
        infeasible++;
        continue;
      }
      throw new Error(`${describePath(path)}\n${(error as Error).message}`);
    }
  }
  return { paths, infeasible, coverage: coverageOfRuns(model.machine, runs) };
}
