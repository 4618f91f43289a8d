import { describe, expect, it } from 'vitest';
import { edgeLabel } from '../../src/qa/graph/graph-model';
import { machineToGraph } from '../../src/qa/graph/machine-to-graph';
import { graphToMermaid, mermaidIds, parseMermaidStates } from '../../src/qa/graph/to-mermaid';
import { fixtureMachine } from './fixtures/fixture.machine';

const graph = machineToGraph(fixtureMachine);
const text = graphToMermaid(graph);
const parsed = parseMermaidStates(text);
const ids = mermaidIds(graph);
const mid = (id: string | null) => (id === null || id === graph.rootId ? null : ids.get(id)!);

describe('graphToMermaid', () => {
  it('writes a stateDiagram-v2 document', () => {
    expect(text.startsWith('stateDiagram-v2\n')).toBe(true);
    expect(text).toContain('state active {');
    expect(text).toContain('  editing --> saving : form.submitted [hasName]');
  });

  it('round-trips every state with its enclosing state', () => {
    const expected = new Map(
      graph.order.filter((id) => id !== graph.rootId).map((id) => [mid(id)!, mid(graph.nodes[id]!.parentId)]),
    );
    expect(parsed.states).toEqual(expected);
  });

  it('round-trips every transition with its event and guard', () => {
    const expected = graph.edges
      .filter((e) => e.kind !== 'initial')
      .map((e) => ({ source: mid(e.source), target: mid(e.target), label: edgeLabel(e) }));
    expect(parsed.transitions).toEqual(expect.arrayContaining(expected));
    expect(parsed.transitions).toHaveLength(expected.length);
  });

  it('round-trips initial states, final states and parallel regions', () => {
    const initials = new Map(
      graph.order
        .filter((id) => graph.nodes[id]!.initial)
        .map((id) => [mid(id), mid(graph.nodes[id]!.initial)!] as const),
    );
    expect(parsed.initials).toEqual(initials);
    expect([...parsed.finals]).toEqual([ids.get('fixture.finished')]);
    expect([...parsed.parallels]).toEqual([ids.get('fixture.active')]);
  });

  it('keeps ids of same-named states in different regions apart', () => {
    expect(new Set(ids.values()).size).toBe(ids.size);
    expect(ids.get('fixture.active.sound.on')).toBe('active_sound_on');
  });

  it('rejects text it did not write', () => {
    expect(() => parseMermaidStates('stateDiagram-v2\n  a -> b')).toThrow(/Unrecognised/);
  });
});
