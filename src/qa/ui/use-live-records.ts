import { useEffect, useState } from 'react';
import { QA_CHANNEL, type QaMessage, type QaSnapshotRecord } from '../qa-protocol';

const MAX_RECORDS = 500;

/**
 * Snapshots reported by app tabs over the QA BroadcastChannel. On mount it says `hello`, so tabs
 * opened earlier repeat the latest state of each of their actors.
 */
export function useLiveRecords(): { records: QaSnapshotRecord[]; supported: boolean } {
  const supported = typeof BroadcastChannel !== 'undefined';
  const [records, setRecords] = useState<QaSnapshotRecord[]>([]);
  useEffect(() => {
    if (!supported) return;
    const channel = new BroadcastChannel(QA_CHANNEL);
    channel.onmessage = (message: MessageEvent<QaMessage>) => {
      const data = message.data;
      if (data?.kind !== 'snapshot') return;
      setRecords((list) => [...list, data].slice(-MAX_RECORDS));
    };
    channel.postMessage({ kind: 'hello' } satisfies QaMessage);
    return () => channel.close();
  }, [supported]);
  return { records, supported };
}

/** The record that shows an actor's current state: its latest one. */
export function latestByActor(records: QaSnapshotRecord[], machineId: string): Map<string, QaSnapshotRecord> {
  const latest = new Map<string, QaSnapshotRecord>();
  for (const r of records) if (r.machineId === machineId) latest.set(r.actorId, r);
  return latest;
}

/**
 * Readable actor names: the machine id, numbered from the second actor on in the order they first
 * reported (`session`, `session (2)` after a reload), instead of XState's session ids (`x:2`).
 */
export function actorNames(records: QaSnapshotRecord[], machineId: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const r of records) {
    if (r.machineId !== machineId || names.has(r.actorId)) continue;
    names.set(r.actorId, names.size === 0 ? machineId : `${machineId} (${names.size + 1})`);
  }
  return names;
}
