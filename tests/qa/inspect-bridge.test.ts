import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { qaInspect } from '../../src/qa/inspect-bridge';
import { QA_CHANNEL, type QaMessage, type QaSnapshotRecord } from '../../src/qa/qa-protocol';
import { pendingActors } from '../../src/qa/sim/simulation';
import { fixtureMachine } from './fixtures/fixture.machine';

const channels: BroadcastChannel[] = [];
afterEach(() => {
  for (const c of channels.splice(0)) c.close();
});

function listen(): { records: QaSnapshotRecord[]; channel: BroadcastChannel } {
  const channel = new BroadcastChannel(QA_CHANNEL);
  channels.push(channel);
  const records: QaSnapshotRecord[] = [];
  channel.onmessage = (m: MessageEvent<QaMessage>) => {
    if (m.data.kind === 'snapshot') records.push(m.data);
  };
  return { records, channel };
}

const settle = () => new Promise((r) => setTimeout(r, 50));

describe('qaInspect', () => {
  it('reports each machine snapshot with event, from and to on the QA channel', async () => {
    const { records } = listen();
    const actor = createActor(fixtureMachine.provide({ actors: pendingActors(fixtureMachine) }), {
      inspect: qaInspect,
    });
    actor.start();
    actor.send({ type: 'form.changed', name: 'An' });
    actor.send({ type: 'form.submitted' });
    await settle();
    const own = records.filter((r) => r.actorId === actor.sessionId);
    expect(own.map((r) => [r.eventType, r.from, r.to])).toEqual([
      ['xstate.init', null, { editing: 'blank' }],
      ['form.changed', { editing: 'blank' }, { editing: 'filled' }],
      ['form.submitted', { editing: 'filled' }, 'saving'],
    ]);
    expect(own.every((r) => r.machineId === 'fixture' && r.replay === false && r.time > 0)).toBe(true);
    // The invoked promise actor has no state value: only machines are reported.
    expect(records.every((r) => r.machineId === 'fixture')).toBe(true);
    actor.stop();
  });

  it('repeats the latest snapshot of every actor when an inspector says hello', async () => {
    const actor = createActor(fixtureMachine.provide({ actors: pendingActors(fixtureMachine) }), {
      inspect: qaInspect,
    });
    actor.start();
    actor.send({ type: 'form.changed', name: 'An' });
    const { records, channel } = listen();
    channel.postMessage({ kind: 'hello' } satisfies QaMessage);
    await settle();
    const replayed = records.filter((r) => r.actorId === actor.sessionId);
    expect(replayed).toHaveLength(1);
    expect(replayed[0]).toMatchObject({ replay: true, to: { editing: 'filled' }, eventType: 'form.changed' });
    actor.stop();
  });
});
