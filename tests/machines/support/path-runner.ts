import type {
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyStateNode,
  AnyTransitionDefinition,
  EventObject,
} from 'xstate';
import {
  type AdjacencyMap,
  getAdjacencyMap,
  getShortestPaths,
  getSimplePaths,
  type StatePath,
} from 'xstate/graph';
import {
  eventsFromExamples,
  type MachineTestModel,
  type PathScenario,
} from '../../../src/machines/shared/machine-test-model';
import { MachineHarness } from './machine-harness';

export type MachinePath = StatePath<AnyMachineSnapshot, EventObject>;

export interface ScenarioPath {
  scenario: PathScenario;
  /** `edge`: the shortest path to a state plus one of its transitions (back edges and self-loops). */
  strategy: 'shortest' | 'simple' | 'edge';
  path: MachinePath;
}

const AFTER_PREFIX = 'xstate.after.';
const DONE_PREFIX = 'xstate.done.actor.';
const ERROR_PREFIX = 'xstate.error.actor.';

export interface PathOptions {
  /**
   * Simple paths too (default). Off for machines with parallel regions, whose simple paths explode:
   * shortest paths plus one path per transition of the traversal still take every transition.
   */
  simple?: boolean;
  /**
   * Extends shortest paths by one transition per (state value, event) instead of per vertex of the
   * traversal: vertices that differ only in context then share their extensions.
   */
  edgesPerStateValue?: boolean;
}

/** Shortest and simple paths from every scenario, with the model's events and serialisation. */
export function generatePaths(
  model: MachineTestModel,
  { simple: withSimple = true, edgesPerStateValue = false }: PathOptions = {},
): ScenarioPath[] {
  const events = eventsFromExamples(model.examples);
  const result: ScenarioPath[] = [];
  for (const scenario of model.scenarios) {
    const options = { events, serializeState: model.serializeState, input: scenario.input };
    // Options are typed per machine; the model holds `AnyStateMachine`.
    const shortest = getShortestPaths(model.machine, options as never) as MachinePath[];
    const simple = withSimple ? (getSimplePaths(model.machine, options as never) as MachinePath[]) : [];
    const tagged: ScenarioPath[] = [
      ...shortest.map((path) => ({ scenario, strategy: 'shortest' as const, path })),
      ...simple.map((path) => ({ scenario, strategy: 'simple' as const, path })),
      ...edgePaths(model, options, shortest, edgesPerStateValue).map((path) => ({
        scenario,
        strategy: 'edge' as const,
        path,
      })),
    ];
    result.push(...withoutPrefixPaths(tagged));
  }
  return result;
}

/**
 * Shortest and simple paths never take a transition back into a state already on the path (a
 * retry that returns to the start, an error that stays in place). For every transition of the
 * traversal, this adds the shortest path to its source followed by that transition.
 */
function edgePaths(
  model: MachineTestModel,
  options: object,
  shortest: MachinePath[],
  perStateValue: boolean,
): MachinePath[] {
  const adjacency = getAdjacencyMap(model.machine, options as never) as AdjacencyMap<
    AnyMachineSnapshot,
    EventObject
  >;
  const shortestTo = new Map(shortest.map((p) => [model.serializeState(p.state), p]));
  const seen = new Set<string>();
  return Object.entries(adjacency).flatMap(([serial, vertex]): MachinePath[] => {
    const head = shortestTo.get(serial);
    if (!head) return [];
    const transitions: Array<{ event: EventObject; state: AnyMachineSnapshot }> = Object.values(
      vertex.transitions,
    );
    const taken = perStateValue
      ? transitions.filter(({ event }) => {
          const key = `${JSON.stringify(vertex.state.value)}|${JSON.stringify(event)}`;
          if (seen.has(key)) return false;
          seen.add(key);
          return true;
        })
      : transitions;
    return taken.map(({ event, state }) => ({
      state,
      steps: [...head.steps, { state, event }],
      weight: head.weight + 1,
    }));
  });
}

/** Drops every path whose events are a prefix of a longer path's: running the longer one covers it. */
function withoutPrefixPaths(paths: ScenarioPath[]): ScenarioPath[] {
  const keyed = paths
    .map((p) => ({ p, events: p.path.steps.slice(1).map((s) => JSON.stringify(s.event)) }))
    .sort((a, b) => b.events.length - a.events.length);
  const kept: typeof keyed = [];
  for (const candidate of keyed) {
    const covered = kept.some((k) => candidate.events.every((event, i) => k.events[i] === event));
    if (!covered) kept.push(candidate);
  }
  return kept.map((k) => k.p);
}

/** `xstate.after.<delay>.<stateId>` → the delay in ms, from the machine's named delays. */
export function delayOfAfterEvent(machine: AnyStateMachine, type: string): number {
  const delayName = type.slice(AFTER_PREFIX.length).split('.')[0]!;
  const delays = machine.implementations.delays as Record<string, unknown>;
  const named = delays[delayName];
  if (typeof named === 'number') return named;
  const literal = Number(delayName);
  if (Number.isFinite(literal)) return literal;
  throw new Error(`Delay "${delayName}" of ${type} is not a number`);
}

export function describePath({ scenario, strategy, path }: ScenarioPath): string {
  const events = path.steps.slice(1).map((s) => s.event.type.replace(/^xstate\.(done|error|after)\./, '$1:'));
  return `[${scenario.name}/${strategy}] ${events.join(' → ') || '(initial)'}`;
}

/**
 * Runs one generated path on a real actor: user events are sent, invoke results settle the fake
 * promise of that invoke id, `after` events advance the simulated clock to 1 ms before the timer
 * (nothing may change) and then to the timer. After every step the actor's state value and
 * serialised state must equal the path's.
 */
export async function runPath(
  model: MachineTestModel,
  { scenario, path }: ScenarioPath,
): Promise<MachineHarness> {
  const harness = new MachineHarness(model, scenario.input).start();
  const [first, ...rest] = path.steps;
  expectSameState(model, harness.snapshot, first!.state, 'xstate.init');
  for (const step of rest) {
    const { event } = step;
    if (event.type.startsWith(DONE_PREFIX)) {
      await harness.resolve(event.type.slice(DONE_PREFIX.length), (event as { output?: unknown }).output);
    } else if (event.type.startsWith(ERROR_PREFIX)) {
      await harness.reject(event.type.slice(ERROR_PREFIX.length), (event as { error?: unknown }).error);
    } else if (event.type.startsWith(AFTER_PREFIX)) {
      // The delay the path was generated with (the model's machine), not the running one's.
      const remaining = harness.remainingFor(delayOfAfterEvent(step.state.machine, event.type));
      if (remaining < 1) throw new Error(`${event.type}: timer already due (${remaining} ms left)`);
      const earlier = harness.timersDueWithin(remaining - 1);
      const before = harness.snapshot;
      harness.advance(remaining - 1);
      if (earlier > 0 && !isSameState(model, harness.snapshot, before)) {
        throw new InfeasiblePathError(`${event.type}: a timer of another region fires first`);
      }
      expectSameState(model, harness.snapshot, before, `${event.type} 1 ms early`);
      harness.advance(1);
    } else {
      harness.send(event);
    }
    expectSameState(model, harness.snapshot, step.state, event.type);
  }
  harness.stop();
  return harness;
}

/**
 * Graph traversal treats timers of parallel regions as independent events, so it also yields paths
 * where a longer timer fires before a shorter one that a real clock fires first. Such a path is not a
 * behaviour of the machine: it is skipped, and coverage must come from the feasible paths.
 */
export class InfeasiblePathError extends Error {}

function isSameState(model: MachineTestModel, actual: AnyMachineSnapshot, expected: AnyMachineSnapshot) {
  return (
    JSON.stringify(actual.value) === JSON.stringify(expected.value) &&
    model.serializeState(actual) === model.serializeState(expected)
  );
}

function expectSameState(
  model: MachineTestModel,
  actual: AnyMachineSnapshot,
  expected: AnyMachineSnapshot,
  after: string,
): void {
  if (!isSameState(model, actual, expected)) {
    const [expectedText, actualText] = [model.serializeState(expected), model.serializeState(actual)];
    throw new Error(`After ${after}: expected ${expectedText}, actor is in ${actualText}`);
  }
  if (actual.status === 'error') throw new Error(`After ${after}: actor errored: ${String(actual.error)}`);
}

// ── Coverage ────────────────────────────────────────────────────────────────

function allNodes(machine: AnyStateMachine): AnyStateNode[] {
  const out: AnyStateNode[] = [];
  const walk = (node: AnyStateNode) => {
    out.push(node);
    for (const child of Object.values(node.states) as AnyStateNode[]) walk(child);
  };
  walk(machine.root);
  return out;
}

/** A stable name for a transition: source, event type ('always' for eventless) and position. */
export function transitionKey(t: AnyTransitionDefinition): string {
  const source = t.source;
  const alwaysIndex = source.always?.indexOf(t) ?? -1;
  if (alwaysIndex >= 0) return `${source.id} --always#${alwaysIndex}--> ${targetsOf(t)}`;
  const index = source.transitions.get(t.eventType)?.indexOf(t) ?? -1;
  return `${source.id} --${t.eventType}#${index}--> ${targetsOf(t)}`;
}

function targetsOf(t: AnyTransitionDefinition): string {
  return t.target?.map((n) => n.id).join(',') || '(self)';
}

export interface CoverageReport {
  states: { covered: number; total: number; missing: string[] };
  transitions: { covered: number; total: number; missing: string[] };
}

/** Every state node (root excluded) and every transition (including `always`) of the machine. */
export function machineTotals(machine: AnyStateMachine): { states: string[]; transitions: string[] } {
  const nodes = allNodes(machine);
  const transitions = nodes.flatMap((node) => [
    ...[...node.transitions.values()].flat(),
    ...(node.always ?? []),
  ]);
  return {
    states: nodes.filter((n) => n !== machine.root).map((n) => n.id),
    transitions: transitions.map(transitionKey),
  };
}

/** What the runs really entered and took, read from the actors' microsteps. */
export function measureCoverage(machine: AnyStateMachine, runs: MachineHarness[]): CoverageReport {
  const seenStates = new Set<string>();
  const seenTransitions = new Set<string>();
  for (const run of runs) {
    for (const snapshot of run.snapshots) for (const node of snapshot._nodes) seenStates.add(node.id);
    for (const micro of run.microsteps) {
      for (const node of micro.snapshot._nodes) seenStates.add(node.id);
      for (const t of micro.transitions) {
        // A transient source (entered and left within one macrostep) was active too.
        seenStates.add(t.source.id);
        seenTransitions.add(transitionKey(t));
      }
    }
  }
  const totals = machineTotals(machine);
  const missingStates = totals.states.filter((id) => !seenStates.has(id));
  const missingTransitions = totals.transitions.filter((key) => !seenTransitions.has(key));
  return {
    states: {
      covered: totals.states.length - missingStates.length,
      total: totals.states.length,
      missing: missingStates,
    },
    transitions: {
      covered: totals.transitions.length - missingTransitions.length,
      total: totals.transitions.length,
      missing: missingTransitions,
    },
  };
}

/** Generates every path of the model, runs each, and measures what they covered together. */
export async function runAllPaths(
  model: MachineTestModel,
  options: PathOptions = {},
): Promise<{ paths: ScenarioPath[]; infeasible: number; coverage: CoverageReport }> {
  const paths = generatePaths(model, options);
  const runs: MachineHarness[] = [];
  let infeasible = 0;
  for (const scenarioPath of paths) {
    try {
      runs.push(await runPath(model, scenarioPath));
    } catch (error) {
      if (error instanceof InfeasiblePathError) {
        infeasible++;
        continue;
      }
      throw new Error(`${describePath(scenarioPath)}\n${(error as Error).message}`);
    }
  }
  return { paths, infeasible, coverage: measureCoverage(model.machine, runs) };
}
