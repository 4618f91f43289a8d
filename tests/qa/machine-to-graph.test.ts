import { describe, expect, it } from 'vitest';
import { and, createMachine, not, setup } from 'xstate';
import { edgeLabel } from '../../src/qa/graph/graph-model';
import { machineToGraph } from '../../src/qa/graph/machine-to-graph';
import { fixtureMachine } from './fixtures/fixture.machine';

const graph = machineToGraph(fixtureMachine);
const edgesFrom = (source: string) =>
  graph.edges.filter((e) => e.source === `fixture.${source}` && e.kind !== 'initial');

describe('machineToGraph', () => {
  it('lists every state node with its type, parent and children in document order', () => {
    expect(graph.order).toEqual([
      'fixture',
      'fixture.editing',
      'fixture.editing.blank',
      'fixture.editing.filled',
      'fixture.saving',
      'fixture.retrying',
      'fixture.settling',
      'fixture.active',
      'fixture.active.panel',
      'fixture.active.panel.closed',
      'fixture.active.panel.open',
      'fixture.active.sound',
      'fixture.active.sound.on',
      'fixture.active.sound.off',
      'fixture.checking',
      'fixture.failed',
      'fixture.finished',
    ]);
    expect(graph.nodes.fixture).toMatchObject({ type: 'compound', parentId: null, key: 'fixture' });
    expect(graph.nodes['fixture.active']).toMatchObject({
      type: 'parallel',
      initial: null,
      children: ['fixture.active.panel', 'fixture.active.sound'],
    });
    expect(graph.nodes['fixture.active.panel']).toMatchObject({
      type: 'compound',
      parentId: 'fixture.active',
      initial: 'fixture.active.panel.closed',
    });
    expect(graph.nodes['fixture.finished']?.type).toBe('final');
    expect(graph.nodes['fixture.editing.blank']?.type).toBe('atomic');
  });

  it('keeps initial children, meta descriptions and invoked actors', () => {
    expect(graph.nodes.fixture?.initial).toBe('fixture.editing');
    expect(graph.nodes['fixture.editing']?.initial).toBe('fixture.editing.blank');
    expect(graph.nodes['fixture.saving']?.description).toBe('Đang lưu');
    expect(graph.nodes.fixture?.description).toBeNull();
    expect(graph.nodes['fixture.saving']?.invokes).toEqual([{ id: 'saveForm', src: 'saveForm' }]);
  });

  it('adds the initial arrows that toDirectedGraph leaves out', () => {
    const initial = graph.edges.filter((e) => e.kind === 'initial').map((e) => [e.source, e.target]);
    expect(initial).toEqual([
      ['fixture', 'fixture.editing'],
      ['fixture.editing', 'fixture.editing.blank'],
      ['fixture.active.panel', 'fixture.active.panel.closed'],
      ['fixture.active.sound', 'fixture.active.sound.on'],
    ]);
  });

  it('labels events with their guard, delays in ms and invoke results by invoke id', () => {
    expect(edgesFrom('editing').map(edgeLabel)).toEqual(['form.submitted [hasName]']);
    expect(edgesFrom('saving').map((e) => [e.kind, edgeLabel(e), e.target])).toEqual([
      ['done', 'done: saveForm', 'fixture.settling'],
      ['error', 'error: saveForm [tooManyAttempts]', 'fixture.failed'],
      ['error', 'error: saveForm', 'fixture.retrying'],
    ]);
    expect(edgesFrom('retrying')[0]).toMatchObject({
      kind: 'after',
      event: 'after 700 ms',
      delay: { name: 'retryBackoff', ms: 700 },
      eventType: 'xstate.after.retryBackoff.fixture.retrying',
    });
    expect(edgesFrom('settling')[0]?.event).toBe('after 300 ms');
  });

  it('adds the always transitions that toDirectedGraph leaves out, guards included', () => {
    expect(edgesFrom('checking').map((e) => [e.kind, edgeLabel(e), e.target])).toEqual([
      ['always', 'always [tooManyAttempts]', 'fixture.failed'],
      ['always', 'always', 'fixture.finished'],
    ]);
  });

  it('draws transitions of nested and parallel regions where they are declared', () => {
    expect(edgesFrom('active.panel.closed').map((e) => [e.event, e.target])).toEqual([
      ['panel.toggled', 'fixture.active.panel.open'],
    ]);
    expect(edgesFrom('active').map((e) => [e.event, e.target])).toEqual([
      ['session.ended', 'fixture.checking'],
    ]);
    expect(new Set(graph.edges.map((e) => e.id)).size).toBe(graph.edges.length);
  });

  it('names numeric delays, combined guards and targetless transitions', () => {
    const machine = setup({
      guards: { isReady: () => true, isBusy: () => false },
    }).createMachine({
      id: 'misc',
      initial: 'idle',
      states: {
        idle: {
          after: { 1500: 'done' },
          on: {
            'item.pinged': { guard: and(['isReady', not('isBusy')]), actions: () => {} },
            'item.checked': { guard: { type: 'isReady' }, target: 'done' },
          },
        },
        done: { type: 'final' },
      },
    });
    const g = machineToGraph(machine);
    const fromIdle = g.edges.filter((e) => e.source === 'misc.idle');
    expect(fromIdle.map((e) => [edgeLabel(e), e.target, e.targetless])).toEqual(
      expect.arrayContaining([
        ['after 1500 ms', 'misc.done', false],
        ['item.pinged [isReady and !isBusy]', 'misc.idle', true],
        ['item.checked [isReady]', 'misc.done', false],
      ]),
    );
    expect(machineToGraph(createMachine({ id: 'one', initial: 'a', states: { a: {} } })).order).toEqual([
      'one',
      'one.a',
    ]);
  });
});
