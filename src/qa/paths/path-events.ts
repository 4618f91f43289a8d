import { __unsafe_getAllOwnEventDescriptors, type AnyMachineSnapshot, type EventObject } from 'xstate';
import type { ExampleEvent } from '../../machines/registry';

/**
 * The events to try in a snapshot: its own event types (so nothing is silently left out), each with
 * every example payload listed for that type whose `when` holds in the snapshot, or bare when none
 * is listed. Wildcard descriptors are tried with the examples they match.
 */
export function eventsFromExamples(
  examples: ExampleEvent[],
): (snapshot: AnyMachineSnapshot) => EventObject[] {
  return (snapshot) =>
    __unsafe_getAllOwnEventDescriptors(snapshot).flatMap((descriptor): EventObject[] => {
      const applies = (e: ExampleEvent) => e.when?.(snapshot) ?? true;
      if (descriptor === '*' || descriptor.endsWith('.*')) {
        const prefix = descriptor === '*' ? '' : descriptor.slice(0, -1);
        return examples.filter((e) => e.type.startsWith(prefix) && applies(e)).map(toEvent);
      }
      const matching = examples.filter((e) => e.type === descriptor);
      return matching.length ? matching.filter(applies).map(toEvent) : [{ type: descriptor }];
    });
}

export function toEvent(example: ExampleEvent): EventObject {
  return { ...example.example, type: example.type };
}
