import type { InspectionEvent } from 'xstate';
import { QA_CHANNEL, type QaMessage, type QaSnapshotRecord } from './qa-protocol';

/*
 * In the main bundle: keep it tiny. Passed as `inspect` when the composition root creates app
 * actors; reports each machine snapshot on a BroadcastChannel so /qa/machines in another tab can
 * follow the pupil live. A no-op when QA tools are off (VITE_QA_TOOLS=0) or the channel is missing.
 */

const enabled = import.meta.env?.VITE_QA_TOOLS !== '0' && typeof BroadcastChannel !== 'undefined';
let channel: BroadcastChannel | null = null;
const latest = new Map<string, QaSnapshotRecord>();

function open(): BroadcastChannel {
  if (channel) return channel;
  channel = new BroadcastChannel(QA_CHANNEL);
  channel.onmessage = (message: MessageEvent<QaMessage>) => {
    if (message.data?.kind !== 'hello') return;
    for (const record of latest.values()) channel?.postMessage({ ...record, replay: true });
  };
  // Node (tests) would otherwise keep the process alive for this listener.
  (channel as BroadcastChannel & { unref?: () => void }).unref?.();
  return channel;
}

export function qaInspect(event: InspectionEvent): void {
  if (!enabled || event.type !== '@xstate.snapshot') return;
  const snapshot = event.snapshot as { value?: unknown; status?: string };
  const machineId = (event.actorRef as { logic?: { id?: unknown } }).logic?.id;
  if (snapshot.value === undefined || typeof machineId !== 'string') return;
  const actorId = event.actorRef.sessionId;
  const previous = latest.get(actorId);
  const record: QaSnapshotRecord = {
    kind: 'snapshot',
    actorId,
    machineId,
    eventType: event.event.type,
    from: previous?.to ?? null,
    to: snapshot.value as QaSnapshotRecord['to'],
    status: snapshot.status ?? 'active',
    time: Date.now(),
    replay: false,
  };
  latest.set(actorId, record);
  try {
    open().postMessage(record);
  } catch {
    // A value that cannot be cloned must never break the app; the inspector just misses it.
  }
}
