import { describe, expect, it } from 'vitest';
import type { QaSnapshotRecord } from '../../src/qa/qa-protocol';
import { clockTime } from '../../src/qa/ui/event-log';
import { actorNames } from '../../src/qa/ui/use-live-records';

const record = (actorId: string, machineId: string): QaSnapshotRecord => ({
  kind: 'snapshot',
  actorId,
  machineId,
  eventType: 'xstate.init',
  from: null,
  to: 'idle',
  status: 'active',
  time: 0,
  replay: false,
});

describe('live view of /qa/machines', () => {
  it("shows times in Vietnam's time (UTC+7), whatever the QA machine's zone", () => {
    expect(clockTime(Date.UTC(2026, 10, 23, 22, 5, 9, 42))).toBe('05:05:09.042');
  });

  it("names actors by machine id in the order they first reported, not by XState's 'x:2'", () => {
    const names = actorNames(
      [
        record('x:2', 'session'),
        record('x:5', 'notifications'),
        record('x:2', 'session'),
        record('x:9', 'session'),
      ],
      'session',
    );
    expect([...names.entries()]).toEqual([
      ['x:2', 'session'],
      ['x:9', 'session (2)'],
    ]);
  });
});
