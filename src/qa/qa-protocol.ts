import type { StateValue } from 'xstate';

/** The BroadcastChannel the app's actors report on and /qa/machines listens to. */
export const QA_CHANNEL = 'uniclass-qa';

/** One snapshot of a running machine actor, as the app tab reports it. */
export interface QaSnapshotRecord {
  kind: 'snapshot';
  /** Unique per actor instance (its session id). */
  actorId: string;
  /** The machine's id, e.g. `session`. */
  machineId: string;
  /** Type of the event that produced this snapshot (`xstate.init` for the first). */
  eventType: string;
  from: StateValue | null;
  to: StateValue;
  status: string;
  /** `Date.now()` in the app tab. */
  time: number;
  /** True when sent in answer to a `hello`, i.e. a replay of the latest known state. */
  replay: boolean;
}

/** Sent by /qa/machines when it opens, so app tabs repeat their actors' latest snapshots. */
export interface QaHelloMessage {
  kind: 'hello';
}

export type QaMessage = QaSnapshotRecord | QaHelloMessage;
