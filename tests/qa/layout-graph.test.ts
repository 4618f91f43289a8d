import { describe, expect, it } from 'vitest';
import { layoutGraph } from '../../src/qa/graph/layout-graph';
import { machineToGraph } from '../../src/qa/graph/machine-to-graph';
import { fixtureMachine } from './fixtures/fixture.machine';

describe('layoutGraph', () => {
  it('places every state inside its parent and routes every transition', async () => {
    const graph = machineToGraph(fixtureMachine);
    const layout = await layoutGraph(graph);
    expect(Object.keys(layout.nodes).sort()).toEqual([...graph.order].sort());
    for (const id of graph.order) {
      const box = layout.nodes[id]!;
      expect(box.width).toBeGreaterThan(0);
      const parentId = graph.nodes[id]!.parentId;
      if (!parentId) continue;
      const parent = layout.nodes[parentId]!;
      expect(box.x).toBeGreaterThanOrEqual(parent.x);
      expect(box.y).toBeGreaterThanOrEqual(parent.y);
      expect(box.x + box.width).toBeLessThanOrEqual(parent.x + parent.width + 0.001);
      expect(box.y + box.height).toBeLessThanOrEqual(parent.y + parent.height + 0.001);
    }
    expect(Object.keys(layout.initialDots).sort()).toEqual(
      graph.order.filter((id) => graph.nodes[id]!.initial).sort(),
    );
    expect(layout.edges).toHaveLength(graph.edges.length);
    for (const e of layout.edges) {
      expect(e.points.length).toBeGreaterThanOrEqual(2);
      if (e.edge.kind !== 'initial') expect(e.label?.text).toBeTruthy();
    }
  });

  it('ends each transition at its target box, in absolute coordinates', async () => {
    const graph = machineToGraph(fixtureMachine);
    const layout = await layoutGraph(graph);
    // A nested edge (inside active.panel) is reported by ELK relative to its container.
    for (const e of layout.edges.filter((x) => !x.edge.targetless)) {
      const target = layout.nodes[e.edge.target]!;
      const end = e.points.at(-1)!;
      expect(end.x).toBeGreaterThanOrEqual(target.x - 1);
      expect(end.x).toBeLessThanOrEqual(target.x + target.width + 1);
      expect(end.y).toBeGreaterThanOrEqual(target.y - 1);
      expect(end.y).toBeLessThanOrEqual(target.y + target.height + 1);
    }
  });
});
