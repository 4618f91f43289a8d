import {
  type Actor,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  createActor,
  SimulatedClock,
} from 'xstate';
import type { MachineTestModel } from '../../../src/machines/shared/machine-test-model';
import { PromiseController } from './promise-controller';

/** SimulatedClock that also tells which timers are pending and since when. */
export class TimerClock extends SimulatedClock {
  readonly timers = new Map<number, { start: number; timeout: number }>();

  override setTimeout(fn: (...args: unknown[]) => void, timeout: number): number {
    let id = -1;
    id = super.setTimeout((...args: unknown[]) => {
      this.timers.delete(id);
      fn(...args);
    }, timeout);
    this.timers.set(id, { start: this.now(), timeout });
    return id;
  }

  override clearTimeout(id: number): void {
    this.timers.delete(id);
    super.clearTimeout(id);
  }
}

export interface RecordedAction {
  type: string;
  params: unknown;
  /** Simulated time when the action ran. */
  at: number;
}

export interface RecordedMicrostep {
  snapshot: AnyMachineSnapshot;
  transitions: AnyTransitionDefinition[];
}

/** Lets promise callbacks and the actor's reaction to them run. */
export function flush(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * One real actor of a machine, provided with controllable fake actors and the model's fake actions,
 * on a simulated clock. Records the actions it runs and every microstep (with the transitions taken).
 */
export class MachineHarness {
  readonly clock = new TimerClock();
  readonly promises = new PromiseController();
  readonly actions: RecordedAction[] = [];
  readonly microsteps: RecordedMicrostep[] = [];
  /** Every settled snapshot, the initial one included. */
  readonly snapshots: AnyMachineSnapshot[] = [];
  readonly machine: AnyStateMachine;
  readonly actor: Actor<AnyStateMachine>;

  constructor(model: MachineTestModel, input: unknown) {
    const actorNames = Object.keys(model.machine.implementations.actors);
    this.machine = model.machine.provide({
      actors: this.promises.fakes(actorNames),
      actions: model.fakeActions,
    });
    this.actor = createActor(this.machine, {
      input,
      clock: this.clock,
      inspect: (event) => {
        // Only the machine itself (its root actor), not its invoked children; `this.actor` is not
        // assigned yet while the constructor computes the initial snapshot.
        if (event.actorRef.sessionId !== event.rootId) return;
        if (event.type === '@xstate.action') {
          this.actions.push({ type: event.action.type, params: event.action.params, at: this.clock.now() });
        } else if (event.type === '@xstate.snapshot') {
          this.snapshots.push(event.snapshot as AnyMachineSnapshot);
        } else if (event.type === '@xstate.microstep') {
          this.microsteps.push({
            snapshot: event.snapshot as AnyMachineSnapshot,
            transitions: event._transitions,
          });
        }
      },
    });
  }

  start(): this {
    this.actor.start();
    return this;
  }

  get snapshot(): AnyMachineSnapshot {
    return this.actor.getSnapshot();
  }

  get value(): AnyMachineSnapshot['value'] {
    return this.snapshot.value;
  }

  send(event: AnyEventObject): void {
    this.actor.send(event);
  }

  async resolve(invokeId: string, output: unknown): Promise<void> {
    this.promises.resolve(invokeId, output);
    await flush();
  }

  async reject(invokeId: string, error: unknown): Promise<void> {
    this.promises.reject(invokeId, error);
    await flush();
  }

  /** Advances the simulated clock. Timers set while advancing start at the new time (no cascade). */
  advance(ms: number): void {
    this.clock.increment(ms);
  }

  /** Milliseconds until the pending timer of `delayMs` fires (exactly one such timer must exist). */
  remainingFor(delayMs: number): number {
    const matching = [...this.clock.timers.values()].filter((t) => t.timeout === delayMs);
    if (matching.length !== 1) {
      throw new Error(`Expected one pending ${delayMs} ms timer, found ${matching.length}`);
    }
    const timer = matching[0]!;
    return timer.start + timer.timeout - this.clock.now();
  }

  /** How many pending timers fire within `ms` from now. */
  timersDueWithin(ms: number): number {
    const now = this.clock.now();
    return [...this.clock.timers.values()].filter((t) => t.start + t.timeout - now <= ms).length;
  }

  actionsOf(type: string): RecordedAction[] {
    return this.actions.filter((a) => a.type === type);
  }

  stop(): void {
    this.actor.stop();
  }
}
