import type { AnyMachineSnapshot, EventObject } from 'xstate';
import {
  type AdjacencyMap,
  getAdjacencyMap,
  getShortestPaths,
  getSimplePaths,
  type StatePath,
  serializeSnapshot,
} from 'xstate/graph';
import type { MachineEntry } from '../../machines/registry';
import type { MachineGraph } from '../graph/graph-model';
import { machineToGraph } from '../graph/machine-to-graph';
import { type Coverage, coverageTracker } from './coverage';
import { eventsFromExamples } from './path-events';
import { delayOf, eventText, stateValueText } from './state-text';

export type PathStrategy = 'shortest' | 'simple';

/**
 * `per-state`: the readable list — one shortest path per distinct state value (context variants
 * folded), plus the fewest extra paths that keep every state and transition covered, without
 * paths that are only the start of another; payloads shortened. `all-variants`: every path the
 * strategy finds (each context variant is its own target), payloads whole.
 */
export type PathVariants = 'per-state' | 'all-variants';

export interface GenerateOptions {
  variants?: PathVariants;
}

export interface PathStep {
  from: string;
  /** The event exactly as the generator sent it (replay sends this). */
  event: EventObject;
  eventText: string;
  /** For `after` steps: how far the clock must advance. */
  delayMs: number | null;
  to: string;
  /** The state values before and after the step, to compare with a running actor. */
  fromValue: AnyMachineSnapshot['value'];
  toValue: AnyMachineSnapshot['value'];
  /** The serialised states before and after (the entry's `serializeState`): a replay must match them. */
  fromKey: string;
  toKey: string;
  /** State node ids entered and transition ids taken by this step (for coverage of a partial run). */
  covers: { states: string[]; transitions: string[] };
}

export interface GeneratedPath {
  /** 1-based. A path with no steps stands for a scenario no event leads on from (its start is final). */
  index: number;
  /** The starting input the path was generated from (null: the machine's default). */
  scenario: { name: string; input: unknown } | null;
  target: string;
  steps: PathStep[];
}

export type { Coverage } from './coverage';

export interface PathsResult {
  machineId: string;
  strategy: PathStrategy;
  variants: PathVariants;
  /** State node ids entered by the initial macrostep of each scenario (before any path step). */
  initialStates: string[];
  /** The same, per scenario name ('' for the machine's default input). */
  initialStatesByScenario: Record<string, string[]>;
  /**
   * Per scenario name: the settled start value and the `always` transitions its initial macrostep
   * takes (a scenario can end in a final state before any event: /chon-ho-so skips the checks).
   */
  startByScenario: Record<string, { value: AnyMachineSnapshot['value']; transitions: string[] }>;
  paths: GeneratedPath[];
  coverage: Coverage;
}

type PathSource = Pick<MachineEntry, 'machine' | 'events' | 'pathOptions'>;

/**
 * Generates paths with `xstate/graph`: the strategy's paths to every reachable state, then, for each
 * transition of the adjacency map that none of them takes (a loop back to a visited state, a second
 * guard branch), the shortest path to its source extended by that one step. Coverage counts every
 * state node entered (transient `always` states included) and every transition taken, out of all
 * the machine defines.
 */
export function generatePaths(
  entry: PathSource,
  strategy: PathStrategy,
  { variants = 'per-state' }: GenerateOptions = {},
): PathsResult {
  const { machine } = entry;
  const graph = machineToGraph(machine);
  const serializeState = entry.pathOptions?.serializeState ?? serializeSnapshot;
  const scenarios = entry.pathOptions?.scenarios?.length
    ? entry.pathOptions.scenarios
    : [entry.pathOptions?.input !== undefined ? { name: '', input: entry.pathOptions.input } : null];
  const tracker = coverageTracker(machine);
  const candidates: Array<{ raw: RawPath; scenario: GeneratedPath['scenario'] }> = [];
  const initialStatesByScenario: Record<string, string[]> = {};
  const startByScenario: PathsResult['startByScenario'] = {};
  for (const scenario of scenarios) {
    // The graph's options are typed per machine; registry entries are `AnyStateMachine`.
    const options = {
      events: entry.pathOptions?.events ?? eventsFromExamples(entry.events),
      serializeState,
      ...(scenario ? { input: scenario.input } : {}),
    } as never;
    const shortest = getShortestPaths(machine, options) as RawPath[];
    const raw = strategy === 'shortest' ? [...shortest] : (getSimplePaths(machine, options) as RawPath[]);
    const start = tracker.addInitial(scenario?.input);
    initialStatesByScenario[scenario?.name ?? ''] = start.states;
    startByScenario[scenario?.name ?? ''] = { value: start.value, transitions: start.transitions };
    for (const path of raw) tracker.addPath(path);

    const shortestTo = new Map(shortest.map((p) => [serializeState(p.state), p]));
    const adjacency = getAdjacencyMap(machine, options) as AdjacencyMap<AnyMachineSnapshot, EventObject>;
    for (const [key, { state, transitions }] of Object.entries(adjacency)) {
      const prefix = shortestTo.get(key);
      if (!prefix) continue;
      for (const { event, state: next } of Object.values(transitions) as Array<{
        event: EventObject;
        state: AnyMachineSnapshot;
      }>) {
        if (!tracker.addsTransition(state, event)) continue;
        const extended: RawPath = {
          state: next,
          weight: prefix.weight + 1,
          steps: [...prefix.steps, { event, state: next }],
        };
        tracker.addPath(extended);
        raw.push(extended);
      }
    }
    for (const p of raw) if (p.steps.length > 1) candidates.push({ raw: p, scenario });
  }

  const payloadStyle = variants === 'per-state' ? 'short' : 'full';
  const all = candidates.map(({ raw, scenario }, i) =>
    toReadablePath(raw, graph, i + 1, scenario, tracker.stepCovers, payloadStyle, serializeState),
  );
  const selected = variants === 'per-state' ? selectPerState(all, tracker.initialStates()) : all;
  const starts: GeneratedPath[] = scenarios
    .filter((scenario) => scenario && !selected.some((p) => p.scenario?.name === scenario.name))
    .map((scenario, i) => ({
      index: selected.length + i + 1,
      scenario,
      target: stateValueText(startByScenario[scenario?.name ?? '']!.value),
      steps: [],
    }));
  const paths = [...selected, ...starts];
  return {
    machineId: machine.id,
    strategy,
    variants,
    initialStates: tracker.initialStates(),
    initialStatesByScenario,
    startByScenario,
    paths,
    coverage: tracker.coverage(graph),
  };
}

function pathCovers(path: GeneratedPath): string[] {
  return path.steps.flatMap((s) => [
    ...s.covers.states.map((id) => `state:${id}`),
    ...s.covers.transitions.map((id) => `transition:${id}`),
  ]);
}

function eventKey(path: GeneratedPath): string {
  return `${path.scenario?.name ?? ''}|${path.steps.map((s) => JSON.stringify(s.event)).join('|')}`;
}

/**
 * One shortest path per distinct state value; then, shortest first, any path that covers a state or
 * transition the chosen ones miss; then paths that are the start of another chosen path go (the
 * longer one walks the same steps). The result covers exactly what all the paths cover.
 */
export function selectPerState(paths: GeneratedPath[], initialStates: string[] = []): GeneratedPath[] {
  const byLength = [...paths].sort((a, b) => a.steps.length - b.steps.length || a.index - b.index);
  const chosen = new Set<GeneratedPath>();
  const targets = new Set<string>();
  for (const p of byLength) {
    if (targets.has(p.target)) continue;
    targets.add(p.target);
    chosen.add(p);
  }
  const covered = new Set([...initialStates.map((id) => `state:${id}`), ...[...chosen].flatMap(pathCovers)]);
  for (const p of byLength) {
    const adds = pathCovers(p).filter((c) => !covered.has(c));
    if (adds.length === 0) continue;
    chosen.add(p);
    for (const c of adds) covered.add(c);
  }
  const keys = [...chosen].map(eventKey);
  return paths
    .filter((p) => chosen.has(p))
    .filter((p) => {
      const key = eventKey(p);
      return !keys.some((other) => other !== key && other.startsWith(`${key}|`));
    })
    .map((p, i) => ({ ...p, index: i + 1 }));
}

type RawPath = StatePath<AnyMachineSnapshot, EventObject>;

function toReadablePath(
  path: RawPath,
  graph: MachineGraph,
  index: number,
  scenario: GeneratedPath['scenario'],
  stepCovers: (from: AnyMachineSnapshot, event: EventObject, to: AnyMachineSnapshot) => PathStep['covers'],
  payloadStyle: 'full' | 'short',
  serializeState: (snapshot: AnyMachineSnapshot) => string,
): GeneratedPath {
  // Step 0 is `xstate.init` into the initial state; each later step holds the state after its event.
  const steps: PathStep[] = path.steps.slice(1).map((step, i) => ({
    from: stateValueText(path.steps[i]!.state.value),
    event: step.event,
    eventText: eventText(step.event, graph, payloadStyle),
    delayMs: delayOf(step.event, graph),
    to: stateValueText(step.state.value),
    fromValue: path.steps[i]!.state.value,
    toValue: step.state.value,
    fromKey: serializeState(path.steps[i]!.state),
    toKey: serializeState(step.state),
    covers: stepCovers(path.steps[i]!.state, step.event, step.state),
  }));
  return { index, scenario, target: stateValueText(path.state.value), steps };
}
