import { edgeLabel, type GraphNode, type MachineGraph } from './graph-model';

/**
 * Mermaid ids for every state node except the root: the path of keys joined by `_` (Mermaid ids are
 * global, so full paths keep `on`/`off` of two regions apart).
 */
export function mermaidIds(graph: MachineGraph): Map<string, string> {
  const ids = new Map<string, string>();
  const used = new Set<string>();
  for (const id of graph.order) {
    if (id === graph.rootId) continue;
    const path = id.startsWith(`${graph.rootId}.`) ? id.slice(graph.rootId.length + 1) : id;
    const base = path.replace(/[^\p{L}\p{N}_]/gu, '_');
    let candidate = base;
    for (let n = 2; used.has(candidate); n++) candidate = `${base}_${n}`;
    used.add(candidate);
    ids.set(id, candidate);
  }
  return ids;
}

/** The machine as Mermaid `stateDiagram-v2` text: nested blocks, initial and final markers, regions. */
export function graphToMermaid(graph: MachineGraph): string {
  const ids = mermaidIds(graph);
  const lines: string[] = ['stateDiagram-v2', `  %% ${graph.machineId}`];
  const emitBlock = (parent: GraphNode, depth: number) => {
    const pad = '  '.repeat(depth);
    if (parent.initial) lines.push(`${pad}[*] --> ${ids.get(parent.initial)}`);
    parent.children.forEach((childId, index) => {
      const child = graph.nodes[childId]!;
      const mid = ids.get(childId)!;
      if (parent.type === 'parallel' && index > 0) lines.push(`${pad}--`);
      if (child.children.length > 0) {
        lines.push(`${pad}state ${mid} {`);
        emitBlock(child, depth + 1);
        lines.push(`${pad}}`);
      } else {
        lines.push(`${pad}state "${escapeLabel(child.key)}" as ${mid}`);
      }
      if (child.type === 'final') lines.push(`${pad}${mid} --> [*]`);
    });
    for (const edge of graph.edges) {
      if (edge.kind === 'initial') continue;
      if (graph.nodes[edge.source]?.parentId !== parent.id) continue;
      const label = escapeLabel(edgeLabel(edge));
      lines.push(`${pad}${ids.get(edge.source)} --> ${ids.get(edge.target)} : ${label}`);
    }
  };
  emitBlock(graph.nodes[graph.rootId]!, 1);
  return `${lines.join('\n')}\n`;
}

function escapeLabel(text: string): string {
  // `;` ends a statement and `"` ends a quoted label in Mermaid.
  return text.replace(/;/g, ',').replace(/"/g, "'");
}

export interface ParsedMermaid {
  /** Every declared state id with the id of its enclosing block (null at top level). */
  states: Map<string, string | null>;
  transitions: Array<{ source: string; target: string; label: string }>;
  /** Block id (null = top level) → its initial state id. */
  initials: Map<string | null, string>;
  finals: Set<string>;
  /** Composite ids whose body holds `--` region separators. */
  parallels: Set<string>;
}

/** Reads back the subset of `stateDiagram-v2` that `graphToMermaid` writes. */
export function parseMermaidStates(text: string): ParsedMermaid {
  const parsed: ParsedMermaid = {
    states: new Map(),
    transitions: [],
    initials: new Map(),
    finals: new Set(),
    parallels: new Set(),
  };
  const stack: string[] = [];
  const current = () => stack[stack.length - 1] ?? null;
  const rules: Array<[RegExp, (m: string[]) => void]> = [
    [
      /^state (\S+) \{$/,
      ([, id]) => {
        parsed.states.set(id!, current());
        stack.push(id!);
      },
    ],
    [/^\}$/, () => stack.pop()],
    [
      /^--$/,
      () => {
        const block = current();
        if (block) parsed.parallels.add(block);
      },
    ],
    [/^state "(.*)" as (\S+)$/, ([, , id]) => parsed.states.set(id!, current())],
    [/^\[\*\] --> (\S+)$/, ([, id]) => parsed.initials.set(current(), id!)],
    [/^(\S+) --> \[\*\]$/, ([, id]) => parsed.finals.add(id!)],
    [
      /^(\S+) --> (\S+) : (.*)$/,
      ([, source, target, label]) =>
        parsed.transitions.push({ source: source!, target: target!, label: label! }),
    ],
  ];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('%%') || line === 'stateDiagram-v2') continue;
    const rule = rules.find(([re]) => re.test(line));
    if (!rule) throw new Error(`Unrecognised Mermaid line: ${line}`);
    rule[1](line.match(rule[0])!.slice());
  }
  return parsed;
}
