/**
 * Placeholders for `setup()`: every side effect of the account machines is declared with its types
 * here and supplied for real with `machine.provide()` at the composition root (fakes in tests).
 * They throw, so a forgotten implementation fails loudly instead of silently doing nothing.
 */
import { type AnyStateMachine, createMachine } from 'xstate';
import { fromRequest } from './from-request';

function missing(name: string): Error {
  return new Error(`"${name}" is not provided: supply it with machine.provide() at the composition root`);
}

/** A promise actor placeholder with the output and input types the real actor must have. */
export function notProvidedActor<TOutput, TInput = void>(name: string) {
  return fromRequest<TOutput, TInput>(async () => {
    throw missing(name);
  });
}

/**
 * A child machine placeholder (a machine that invokes another one it may not import): the
 * composition root provides the real machine, already provided with its own implementations.
 */
export function notProvidedMachine(name: string): AnyStateMachine {
  return createMachine({
    entry: () => {
      throw missing(name);
    },
  });
}

/** An injected-action placeholder whose only job is to fix the params type. */
export function notProvidedAction<TParams>(name: string) {
  return (_args: unknown, _params: TParams): void => {
    throw missing(name);
  };
}

/**
 * The `types` of `setup()` on one line, `types: {} as MachineTypes<Context, Event, Input>`: the same
 * phantom object as `{ context: {} as Context, events: {} as Event, input: {} as Input }`.
 */
export type MachineTypes<TContext, TEvents, TInput = never> = {
  context: TContext;
  events: TEvents;
} & InputField<TInput>;

/** A machine without input declares no `input` field at all. */
type InputField<TInput> = [TInput] extends [never] ? unknown : { input: TInput };
