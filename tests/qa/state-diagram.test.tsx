import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { layoutGraph } from '../../src/qa/graph/layout-graph';
import { machineToGraph } from '../../src/qa/graph/machine-to-graph';
import { activeIds } from '../../src/qa/ui/active-states';
import { StateDiagram } from '../../src/qa/ui/state-diagram';
import { fixtureMachine } from './fixtures/fixture.machine';

describe('StateDiagram', () => {
  it('marks the active states of a parallel value and describes each state', async () => {
    const graph = machineToGraph(fixtureMachine);
    const layout = await layoutGraph(graph);
    const active = activeIds(graph, { active: { panel: 'open', sound: 'on' } });
    expect([...active].sort()).toEqual([
      'fixture',
      'fixture.active',
      'fixture.active.panel',
      'fixture.active.panel.open',
      'fixture.active.sound',
      'fixture.active.sound.on',
    ]);
    const html = renderToStaticMarkup(
      <StateDiagram
        name="fixture"
        graph={graph}
        layout={layout}
        active={active}
        selected={null}
        onSelect={() => {}}
      />,
    );
    expect(html).toContain('role="img" aria-label="Sơ đồ trạng thái fixture"');
    for (const id of graph.order) {
      const expected = active.has(id) ? 'true' : 'false';
      expect(html).toContain(`data-state-id="${id}" data-active="${expected}"`);
    }
    expect(html).toContain('<title>fixture.saving\nĐang lưu</title>');
    expect(html).toContain('invoke saveForm');
    expect(html).toContain('after 700 ms');
    expect(html).toContain('always [tooManyAttempts]');
  });
});
