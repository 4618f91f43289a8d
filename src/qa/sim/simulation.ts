import {
  type Actor,
  type AnyActorLogic,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type EventObject,
  fromPromise,
  type InspectionEvent,
  type StateValue,
} from 'xstate';
import type { PathStep } from '../paths/generate-paths';
import { QaClock } from './qa-clock';

export interface Simulation {
  actor: Actor<AnyStateMachine>;
  clock: QaClock;
}

/**
 * Every named actor of the machine replaced by one that never settles: the tester (or a replayed
 * path) decides the outcome by sending `xstate.done.actor.<id>` / `xstate.error.actor.<id>`, which is
 * exactly how `xstate/graph` models invoke results.
 */
export function pendingActors(machine: AnyStateMachine): Record<string, AnyActorLogic> {
  const names = Object.keys(machine.implementations.actors ?? {});
  return Object.fromEntries(names.map((name) => [name, fromPromise(() => new Promise<never>(() => {}))]));
}

/**
 * Injected side-effect actions (plain functions; placeholders throw until the composition root
 * provides them) replaced by ones that only report their name. XState's built-in actions (assign,
 * raise, sendTo, enqueueActions...) carry a `resolve` and are kept, so context still changes.
 */
export function quietActions(
  machine: AnyStateMachine,
  onAction: (name: string) => void,
): Record<string, (...args: unknown[]) => void> {
  const actions = (machine.implementations.actions ?? {}) as Record<string, unknown>;
  const injected = Object.entries(actions).filter(
    ([, impl]) => typeof impl === 'function' && !('resolve' in impl),
  );
  return Object.fromEntries(injected.map(([name]) => [name, () => onAction(name)]));
}

export function startSimulation(
  machine: AnyStateMachine,
  options: {
    input?: unknown;
    inspect?: (event: InspectionEvent) => void;
    onAction?: (name: string) => void;
  } = {},
): Simulation {
  const clock = new QaClock();
  const logic = machine.provide({
    actors: pendingActors(machine),
    actions: quietActions(machine, options.onAction ?? (() => {})),
  } as never);
  const actor = createActor(logic, {
    clock,
    ...(options.input !== undefined ? { input: options.input } : {}),
    ...(options.inspect ? { inspect: options.inspect } : {}),
  });
  actor.start();
  return { actor, clock };
}

/** Performs one generated step: advances the clock for a delay, otherwise sends the event. */
export function applyStep(sim: Simulation, step: Pick<PathStep, 'event' | 'delayMs'>): void {
  if (step.delayMs !== null) sim.clock.increment(step.delayMs);
  else sim.actor.send(step.event);
}

export interface ReplayResult {
  /** Index of the first step whose resulting state differs from the path's, or -1. */
  failedAt: number;
  actual: StateValue | null;
}

/** Replays a path step by step, checking after each step that the actor is where the path says. */
export function replayPath(sim: Simulation, steps: PathStep[]): ReplayResult {
  for (const [i, step] of steps.entries()) {
    applyStep(sim, step);
    const value = sim.actor.getSnapshot().value;
    if (!sameValue(value, step.toValue)) return { failedAt: i, actual: value };
  }
  return { failedAt: -1, actual: null };
}

export function sameValue(a: StateValue, b: StateValue): boolean {
  return JSON.stringify(sortKeys(a)) === JSON.stringify(sortKeys(b));
}

function sortKeys(value: StateValue): unknown {
  if (typeof value === 'string') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((k) => [k, value[k] === undefined ? null : sortKeys(value[k] as StateValue)]),
  );
}

/** The events a tester can click now: own event types with payloads from the examples. */
export function availableEvents(
  snapshot: AnyMachineSnapshot,
  eventsFor: (snapshot: AnyMachineSnapshot) => EventObject[],
): EventObject[] {
  if (snapshot.status !== 'active') return [];
  return eventsFor(snapshot).filter((e) => !e.type.startsWith('xstate.after.'));
}
