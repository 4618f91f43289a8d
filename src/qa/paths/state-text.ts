import type { EventObject, StateValue } from 'xstate';
import type { MachineGraph } from '../graph/graph-model';
import { summarizePayload } from './payload-summary';

/** `active.{panel.closed, sound.on}` for a parallel value, `editing.blank` for a nested one. */
export function stateValueText(value: StateValue): string {
  if (typeof value === 'string') return value;
  const entries = Object.entries(value);
  const parts = entries.map(([key, child]) => {
    const inner = child === undefined ? '' : stateValueText(child);
    return inner ? `${key}.${inner}` : key;
  });
  return parts.length === 1 ? parts[0]! : `{${parts.join(', ')}}`;
}

/** `full`: the whole payload as compact JSON; `short`: only its identifying fields. */
export type PayloadStyle = 'full' | 'short';

/**
 * Readable event: `after 300 ms`, `done: saveForm`, `error: saveForm`, or the type followed by its
 * payload (so two paths that differ only by payload read differently).
 */
export function eventText(
  event: EventObject,
  graph: MachineGraph,
  payloadStyle: PayloadStyle = 'full',
): string {
  const after = graph.edges.find((e) => e.kind === 'after' && e.eventType === event.type);
  if (after) return after.event;
  const { type, ...payload } = event as EventObject & Record<string, unknown>;
  let name = type;
  if (type.startsWith('xstate.done.actor.')) name = `done: ${type.slice('xstate.done.actor.'.length)}`;
  else if (type.startsWith('xstate.error.actor.'))
    name = `error: ${type.slice('xstate.error.actor.'.length)}`;
  const keys = Object.keys(payload);
  if (keys.length === 0) return name;
  if (payloadStyle === 'short') return `${name} ${summarizePayload(payload)}`;
  return `${name} ${JSON.stringify(payload)}`;
}

/** The delay in ms of an `xstate.after.*` event, or null for any other event. */
export function delayOf(event: EventObject, graph: MachineGraph): number | null {
  const after = graph.edges.find((e) => e.kind === 'after' && e.eventType === event.type);
  return after?.delay?.ms ?? null;
}
