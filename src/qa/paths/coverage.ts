/**
 * The one place coverage is computed: which state nodes and transitions of a machine a set of
 * microsteps entered and took, and how that compares with all the machine defines. Generated paths
 * (`generatePaths`), their runs on a real actor (vitest) and their runs in Chromium all count here.
 */
import {
  type ActorScope,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  createEmptyActor,
  type EventObject,
} from 'xstate';
import type { StatePath } from 'xstate/graph';
import type { MachineGraph } from '../graph/graph-model';
import { machineToGraph, transitionIds } from '../graph/machine-to-graph';

export interface Coverage {
  statesCovered: number;
  statesTotal: number;
  transitionsCovered: number;
  transitionsTotal: number;
  missingStates: string[];
  /** Readable `source --event--> target` of every transition no path takes. */
  missingTransitions: string[];
}

/** One microstep as XState's inspection reports it: the snapshot after it and the transitions taken. */
export interface Microstep {
  snapshot: AnyMachineSnapshot;
  transitions: AnyTransitionDefinition[];
}

/** What some microsteps touched: state node ids and transition ids (`machine-to-graph` ids). */
export interface Touched {
  states: string[];
  transitions: string[];
}

/**
 * State nodes entered (transient `always` states included) and transitions taken by microsteps of
 * `machine`. Transition ids are structural (`<state id>:<index>`), so a provided copy of the machine
 * (fake actors, fake actions) counts the same ids as the machine itself.
 */
export function touchedBy(machine: AnyStateMachine): (micros: Microstep[]) => Touched {
  const ids = transitionIds(machine);
  return (micros) => {
    const states = new Set<string>();
    const transitions = new Set<string>();
    for (const micro of micros) {
      for (const node of micro.snapshot._nodes) states.add(node.id);
      for (const t of micro.transitions) {
        const id = ids.get(t);
        if (id) transitions.add(id);
        // A transient state left by `always` on entry never shows in a settled snapshot.
        for (let node: typeof t.source | undefined = t.source; node; node = node.parent) states.add(node.id);
      }
    }
    return { states: [...states], transitions: [...transitions] };
  };
}

/**
 * Coverage of a machine by the state ids and transition ids seen: by generated paths, by their runs
 * on a real actor, or by a browser run of some of them (`PathStep.covers`).
 */
export function coverageFrom(
  graph: MachineGraph,
  seenStates: Set<string>,
  seenTransitions: Set<string>,
): Coverage {
  const stateIds = graph.order;
  const transitionEdges = graph.edges.filter((e) => e.kind !== 'initial');
  const allTransitions = [...new Set(transitionEdges.map((e) => e.transitionId))];
  const describe = (transitionId: string) => {
    const edges = transitionEdges.filter((e) => e.transitionId === transitionId);
    const first = edges[0]!;
    const guard = first.guard ? ` [${first.guard}]` : '';
    return `${first.source} --${first.event}${guard}--> ${edges.map((e) => e.target).join(', ')}`;
  };
  return {
    statesCovered: stateIds.filter((id) => seenStates.has(id)).length,
    statesTotal: stateIds.length,
    transitionsCovered: allTransitions.filter((id) => seenTransitions.has(id)).length,
    transitionsTotal: allTransitions.length,
    missingStates: stateIds.filter((id) => !seenStates.has(id)),
    missingTransitions: allTransitions.filter((id) => !seenTransitions.has(id)).map(describe),
  };
}

/**
 * Coverage of `machine` by what actors really did: each run names the machine it ran (a provided
 * copy has transition objects of its own), its settled snapshots and its recorded microsteps.
 */
export function coverageOfRuns(
  machine: AnyStateMachine,
  runs: Array<{ machine: AnyStateMachine; snapshots: AnyMachineSnapshot[]; microsteps: Microstep[] }>,
): Coverage {
  const seenStates = new Set<string>();
  const seenTransitions = new Set<string>();
  for (const run of runs) {
    // The initial snapshot of a machine without `always` on entry comes without a microstep.
    for (const snapshot of run.snapshots) for (const node of snapshot._nodes) seenStates.add(node.id);
    const { states, transitions } = touchedBy(run.machine)(run.microsteps);
    for (const id of states) seenStates.add(id);
    for (const id of transitions) seenTransitions.add(id);
  }
  return coverageFrom(machineToGraph(machine), seenStates, seenTransitions);
}

type RawPath = StatePath<AnyMachineSnapshot, EventObject>;

/** Coverage of generated paths, without running them: each step is replayed by `machine.transition`. */
export function coverageTracker(machine: AnyStateMachine) {
  const touched = touchedBy(machine);
  const seenStates = new Set<string>();
  const seenTransitions = new Set<string>();
  const initial = new Set<string>();
  const { scope, take } = recordingScope();
  const stepTransitions = (from: AnyMachineSnapshot, event: EventObject) => {
    machine.transition(from, event, scope);
    return take();
  };
  const record = (micros: Microstep[]) => {
    const { states, transitions } = touched(micros);
    for (const id of states) seenStates.add(id);
    for (const id of transitions) seenTransitions.add(id);
  };
  const ids = transitionIds(machine);
  return {
    /** The initial macrostep: states passed through and `always` transitions taken on the way in. */
    addInitial(input: unknown) {
      take();
      const snapshot = machine.getInitialSnapshot(scope, input) as AnyMachineSnapshot;
      const micros = take();
      record(micros);
      const { states, transitions } = touched(micros);
      const entered = [...new Set([...states, ...snapshot._nodes.map((n) => n.id)])];
      for (const id of entered) {
        initial.add(id);
        seenStates.add(id);
      }
      return { states: entered, transitions, value: snapshot.value };
    },
    initialStates: () => [...initial],
    /** What one step enters and takes, without counting it as seen. */
    stepCovers(from: AnyMachineSnapshot, event: EventObject, to: AnyMachineSnapshot): Touched {
      const { states, transitions } = touched(stepTransitions(from, event));
      return { states: [...new Set([...states, ...to._nodes.map((n) => n.id)])], transitions };
    },
    addPath(path: RawPath) {
      for (const node of path.steps[0]?.state._nodes ?? []) seenStates.add(node.id);
      path.steps.forEach((step, i) => {
        if (i === 0) return;
        record(stepTransitions(path.steps[i - 1]!.state, step.event));
        for (const node of step.state._nodes) seenStates.add(node.id);
      });
    },
    /** Whether sending `event` in `from` takes a transition no recorded path has taken yet. */
    addsTransition(from: AnyMachineSnapshot, event: EventObject): boolean {
      return stepTransitions(from, event).some((micro) =>
        micro.transitions.some((t) => {
          const id = ids.get(t);
          return id !== undefined && !seenTransitions.has(id);
        }),
      );
    },
    coverage: (graph: MachineGraph): Coverage => coverageFrom(graph, seenStates, seenTransitions),
  };
}

/**
 * An actor scope that records the microsteps of `machine.transition` (with the transitions each
 * took, `always` included) through XState's inspection events; actions are not executed.
 */
function recordingScope() {
  const probe = createEmptyActor();
  let recorded: Microstep[] = [];
  probe.system.inspect((ev) => {
    if (ev.type !== '@xstate.microstep') return;
    const micro = ev as typeof ev & { _transitions?: AnyTransitionDefinition[] };
    recorded.push({ snapshot: ev.snapshot as AnyMachineSnapshot, transitions: micro._transitions ?? [] });
  });
  const scope = {
    self: probe,
    logger: () => {},
    id: '',
    sessionId: 'qa-coverage',
    defer: () => {},
    system: probe.system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  } as unknown as ActorScope<AnyMachineSnapshot, EventObject>;
  const take = () => {
    const out = recorded;
    recorded = [];
    return out;
  };
  return { scope, take };
}
