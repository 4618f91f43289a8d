import type { StateValue } from 'xstate';
import type { MachineGraph } from '../graph/graph-model';

/**
 * Ids of the state nodes active in `value` (ancestors included), found by key under each node so
 * states with a custom `id` are matched too.
 */
export function activeIds(graph: MachineGraph, value: StateValue | null | undefined): Set<string> {
  const ids = new Set<string>();
  if (value === null || value === undefined) return ids;
  const walk = (nodeId: string, v: StateValue) => {
    ids.add(nodeId);
    const node = graph.nodes[nodeId];
    if (!node) return;
    const childByKey = (key: string) => node.children.find((c) => graph.nodes[c]?.key === key);
    if (typeof v === 'string') {
      const child = childByKey(v);
      if (child) ids.add(child);
      return;
    }
    for (const [key, sub] of Object.entries(v)) {
      const child = childByKey(key);
      if (child) walk(child, sub ?? {});
    }
  };
  walk(graph.rootId, value);
  return ids;
}
