/**
 * What a machine shows when a call fails: the error notice above the content, or the message kept in
 * a context field. The `onError` helpers return the whole transition, so a machine names where it goes
 * and where the message is kept instead of spelling out the assign each time. They are generic over
 * the machine's context and events, which XState infers from where the transition stands.
 */
import { assign, type EventObject, type MachineContext } from 'xstate';
import { userMessageOf } from './api-result';

export interface Notice {
  tone: 'success' | 'error';
  message: string;
}

/** The event of an invoke's `onError` (`xstate.error.actor.<id>`), as far as these helpers read it. */
interface ErrorEvent {
  type: string;
  error: unknown;
}

/** The error notice for a failed call: the server's message, else the connection hint. */
export const errorNotice = (error: unknown): Notice => ({ tone: 'error', message: userMessageOf(error) });

/** `onError` of an invoke: go to `target` and show the call's error as the notice. */
export function showErrorIn<
  TContext extends { notice: Notice | null },
  TEvent extends EventObject,
  const TTarget extends string = string,
>(target: TTarget) {
  return {
    target,
    actions: assign<TContext, ErrorEvent, undefined, TEvent, never>(
      ({ event }) => ({ notice: errorNotice(event.error) }) as Partial<TContext>,
    ),
  };
}

/** `onError` of an invoke: go to `target` and keep the call's message (a sentence) in `context[key]`. */
export function keepErrorIn<
  TContext extends MachineContext,
  TEvent extends EventObject,
  const TTarget extends string = string,
>(target: TTarget, key: NoInfer<KeyOfType<TContext, string | null>>) {
  return {
    target,
    actions: assign<TContext, ErrorEvent, undefined, TEvent, never>(
      ({ event }) => ({ [key]: userMessageOf(event.error) }) as Partial<TContext>,
    ),
  };
}

/** The keys of `T` whose field can hold a message. */
type KeyOfType<T, V> = { [K in keyof T]: V extends T[K] ? K : never }[keyof T] & string;
