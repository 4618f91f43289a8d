/**
 * The shape of a `<name>.test-model.ts`: everything path generation needs to walk one machine, shared
 * by the vitest path tests, `npm run paths` and /qa/machines. Pure TypeScript (no test framework).
 */
import {
  __unsafe_getAllOwnEventDescriptors,
  type AnyActorLogic,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  fromPromise,
} from 'xstate';
import type { ExampleEvent, MachineEntry, MachinePathOptions } from './machine-entry';

export interface PathScenario {
  /** Readable name of the starting situation. */
  name: string;
  input: unknown;
}

export interface MachineTestModel {
  /** The machine as its `.machine.ts` exports it (placeholders in place). */
  machine: AnyStateMachine;
  /** Example payloads of user events and of invoke results (`xstate.done/error.actor.<id>`). */
  examples: ExampleEvent[];
  /** Starting inputs; paths are generated from each, coverage is their union. */
  scenarios: PathScenario[];
  /** Keeps traversal finite: only what decides behaviour. */
  serializeState: (snapshot: AnyMachineSnapshot) => string;
  /** No-op stand-ins for the injected (placeholder) actions. */
  fakeActions: Record<string, () => void>;
}

/**
 * The events to try in a snapshot: its own event types, each with every example of that type whose
 * `when` holds there (a type with examples, none of them applying, is not sent).
 */
export function eventsFromExamples(
  examples: ExampleEvent[],
): (snapshot: AnyMachineSnapshot) => EventObject[] {
  return (snapshot) =>
    __unsafe_getAllOwnEventDescriptors(snapshot).flatMap((type): EventObject[] => {
      const matching = examples.filter((e) => e.type === type);
      if (!matching.length) return [{ type }];
      return matching.filter((e) => e.when?.(snapshot) ?? true).map((e) => ({ ...e.example, type }));
    });
}

export function noopActions(names: readonly string[]): Record<string, () => void> {
  return Object.fromEntries(names.map((name) => [name, () => {}]));
}

/** Promise actors that never settle: whoever drives the machine decides done or error. */
export function pendingActors(machine: AnyStateMachine): Record<string, AnyActorLogic> {
  return Object.fromEntries(
    Object.keys(machine.implementations.actors).map((name) => [
      name,
      fromPromise(() => new Promise<never>(() => {})),
    ]),
  );
}

/** The registry's path options for a model: paths from every scenario, coverage is their union. */
export function toPathOptions(model: MachineTestModel): MachinePathOptions {
  return {
    events: eventsFromExamples(model.examples),
    serializeState: model.serializeState,
    input: model.scenarios[0]?.input,
    scenarios: model.scenarios,
    actors: pendingActors(model.machine),
  };
}

/** The machine with the fakes, safe to run standalone (inspector, path generation). */
export function withFakes(model: MachineTestModel): AnyStateMachine {
  return model.machine.provide({ actors: pendingActors(model.machine), actions: model.fakeActions });
}

/** A registry entry for a model: the faked machine, its examples and its path options. */
export function toRegistryEntry(name: string, purpose: string, model: MachineTestModel): MachineEntry {
  return {
    name,
    purpose,
    machine: withFakes(model),
    events: model.examples,
    pathOptions: toPathOptions(model),
  };
}
