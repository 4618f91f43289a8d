import type { AnyStateMachine } from 'xstate';

/**
 * Every machine of the SPA, for the QA inspector (/qa/machines) and `npm run paths`.
 * Adding an entry here is all it takes for the tools to show a machine; a test fails when a
 * `*.machine.ts` file exists that this list does not name.
 */
export interface MachineEntry {
  /** kebab-case name, equal to the machine's folder name. */
  name: string;
  /** One line: what the machine is for. */
  purpose: string;
  /** The machine with fake (test) implementations, safe to run in the inspector and in path generation. */
  machine: AnyStateMachine;
  /** Events a tester can send, each with an example payload. */
  events: Array<{ type: string; example?: Record<string, unknown> }>;
}

export const machineRegistry: MachineEntry[] = [];
