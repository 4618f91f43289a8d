/**
 * The shape of an entry of src/machines/registry.ts: what /qa/machines, `npm run paths` and the path
 * tests know about one machine. Kept apart from the registry so that the test-model helpers can
 * build entries without importing the registry (which imports every test model).
 */
import type { AnyActorLogic, AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';

/** An event a tester can send, with an example payload (everything but `type`). */
export interface ExampleEvent {
  type: string;
  example?: Record<string, unknown>;
  /**
   * Only in snapshots where this holds is the example sent (paths, simulation): e.g. a click on an
   * item only while the list shows that item, as in the UI.
   */
  when?: (snapshot: AnyMachineSnapshot) => boolean;
}

/**
 * How paths are generated from a machine (`xstate/graph`). The same options drive `npm run paths`,
 * the Paths tab of /qa/machines and the machine's vitest path tests, so all three agree.
 * A machine's `<name>.test-model.ts` exports an object of this type.
 */
export interface MachinePathOptions {
  /**
   * The events to try in a snapshot. Defaults to the snapshot's own event types, each sent with the
   * payloads of `MachineEntry.events` of that type (or bare when none is listed). Invoke results
   * (`xstate.done.actor.<id>` with `output`, `xstate.error.actor.<id>` with `error`) and delays
   * (`xstate.after.<delay>.<stateId>`) are events here too.
   */
  events?: (snapshot: AnyMachineSnapshot) => EventObject[];
  /** Keeps traversal finite: serialise only what matters (default: value + context). */
  serializeState?: (snapshot: AnyMachineSnapshot) => string;
  /** Input for the machine's initial snapshot (used when `scenarios` is absent). */
  input?: unknown;
  /**
   * Several starting inputs (e.g. a stored session vs none): paths are generated from each and
   * coverage is their union. Simulation starts from the first unless a replayed path says otherwise.
   */
  scenarios?: Array<{ name: string; input: unknown }>;
  /** Fake actor implementations for the path runners of vitest tests. */
  actors?: Record<string, AnyActorLogic>;
}

/** One machine as the QA inspector (/qa/machines) and `npm run paths` see it. */
export interface MachineEntry {
  /** kebab-case name, equal to the machine's folder name. */
  name: string;
  /** One line: what the machine is for. */
  purpose: string;
  /**
   * The machine as its `.machine.ts` file exports it (placeholder implementations). The inspector
   * replaces every invoked actor by one that never settles, so a tester decides done/error.
   */
  machine: AnyStateMachine;
  /**
   * Events a tester can send, each with an example payload. May also list invoke results
   * (`xstate.done.actor.<id>` with `{ output }`) so simulation and paths use realistic payloads.
   */
  events: ExampleEvent[];
  /** Path generation settings, usually the machine's `<name>.test-model.ts` export. */
  pathOptions?: MachinePathOptions;
}
