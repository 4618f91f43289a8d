/**
 * Example outcomes of an invoked fetch for the test models (`<name>.test-model.ts`): the internal
 * events `xstate.done.actor.<id>` / `xstate.error.actor.<id>` with their payload, written once.
 */
import { EnvelopeError } from './api-result';
import type { ExampleEvent } from './machine-entry';

/** The invoke `id` resolved with `output`. */
export function fetchDone(id: string, output: unknown): ExampleEvent {
  return { type: `xstate.done.actor.${id}`, example: { output } };
}

/** The invoke `id` failed; by default as a lost connection does (axios' 'Network Error'). */
export function fetchFailed(id: string, error: unknown = new Error('Network Error')): ExampleEvent {
  return { type: `xstate.error.actor.${id}`, example: { error } };
}

/** The server refused the call of invoke `id` with its errorCode and (Vietnamese) message. */
export function fetchRefused(id: string, errorCode: number, message: string): ExampleEvent {
  return fetchFailed(id, new EnvelopeError(errorCode, message));
}
