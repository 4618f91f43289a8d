import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import { edgeLabel, type GraphEdge, type MachineGraph } from './graph-model';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PositionedNode extends Box {
  id: string;
  /** Nesting depth (root = 0): compound boxes are drawn before their children. */
  depth: number;
}

export interface PositionedEdge {
  edge: GraphEdge;
  /** Polyline in absolute coordinates, start to end. */
  points: Array<{ x: number; y: number }>;
  label: (Box & { text: string }) | null;
}

export interface GraphLayout {
  width: number;
  height: number;
  nodes: Record<string, PositionedNode>;
  /** Initial-state dots, keyed by the compound state that owns them. */
  initialDots: Record<string, Box>;
  edges: PositionedEdge[];
}

const CHAR_WIDTH = 7.2;
const LINE_HEIGHT = 16;
const TITLE_HEIGHT = 28;
const DOT_SIZE = 12;
const initialDotId = (compoundId: string) => `${compoundId}#initial`;

let elk: InstanceType<typeof ELK> | null = null;

/** Lays the graph out with ELK's layered algorithm; compound states contain their children. */
export async function layoutGraph(graph: MachineGraph): Promise<GraphLayout> {
  elk ??= new ELK();
  const toElk = (id: string): ElkNode => {
    const node = graph.nodes[id]!;
    if (node.children.length === 0) {
      const lines = [node.key, ...node.invokes.map((inv) => `invoke ${inv.src}`)];
      const width = Math.max(90, ...lines.map((l) => l.length * CHAR_WIDTH + 28));
      return { id, width, height: 18 + lines.length * LINE_HEIGHT };
    }
    const top = TITLE_HEIGHT + node.invokes.length * LINE_HEIGHT;
    const children = node.children.map(toElk);
    if (node.initial) {
      children.unshift({
        id: initialDotId(id),
        width: DOT_SIZE,
        height: DOT_SIZE,
        // Keeps the entry dot above the states it points into rather than wherever cycles put it.
        layoutOptions: { 'elk.layered.layering.layerConstraint': 'FIRST' },
      });
    }
    return {
      id,
      layoutOptions: {
        'elk.padding': `[top=${top},left=16,bottom=16,right=16]`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${node.key.length * CHAR_WIDTH + 40},${top + 30})`,
      },
      children,
    };
  };

  const edges: ElkExtendedEdge[] = graph.edges.map((edge) => {
    const text = edgeLabel(edge);
    const source = edge.kind === 'initial' ? initialDotId(edge.source) : edge.source;
    return {
      id: edge.id,
      sources: [source],
      targets: [edge.target],
      labels: text ? [{ text, width: text.length * 6.4 + 8, height: 14 }] : [],
    };
  });

  const root: ElkNode = {
    id: '__root__',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.layered.spacing.nodeNodeBetweenLayers': '40',
      'elk.spacing.nodeNode': '30',
      'elk.spacing.edgeLabel': '4',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.padding': '[top=12,left=12,bottom=12,right=12]',
    },
    children: [toElk(graph.rootId)],
    edges,
  };
  const out = await elk.layout(root);

  const nodes: Record<string, PositionedNode> = {};
  const initialDots: Record<string, Box> = {};
  const offsets = new Map<string, { x: number; y: number }>([['__root__', { x: 0, y: 0 }]]);
  const place = (n: ElkNode, ox: number, oy: number, depth: number) => {
    const x = ox + (n.x ?? 0);
    const y = oy + (n.y ?? 0);
    offsets.set(n.id, { x, y });
    const box = { x, y, width: n.width ?? 0, height: n.height ?? 0 };
    if (n.id.endsWith('#initial')) initialDots[n.id.slice(0, -'#initial'.length)] = box;
    else nodes[n.id] = { id: n.id, depth, ...box };
    for (const child of n.children ?? []) place(child, x, y, depth + 1);
  };
  for (const child of out.children ?? []) place(child, 0, 0, 0);

  const byId = new Map(graph.edges.map((e) => [e.id, e]));
  const positioned: PositionedEdge[] = [];
  const collect = (n: ElkNode) => {
    for (const e of n.edges ?? []) {
      const edge = byId.get(e.id);
      if (!edge) continue;
      // ELK reports an edge's sections relative to its container node, not the graph's origin.
      const origin = offsets.get(e.container ?? n.id) ?? { x: 0, y: 0 };
      const section = e.sections?.[0];
      const points = section
        ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map((p) => ({
            x: p.x + origin.x,
            y: p.y + origin.y,
          }))
        : [];
      const l = e.labels?.[0];
      positioned.push({
        edge,
        points,
        label: l?.text
          ? {
              text: l.text,
              x: (l.x ?? 0) + origin.x,
              y: (l.y ?? 0) + origin.y,
              width: l.width ?? 0,
              height: l.height ?? 0,
            }
          : null,
      });
    }
    for (const child of n.children ?? []) collect(child);
  };
  collect(out);

  return { width: out.width ?? 0, height: out.height ?? 0, nodes, initialDots, edges: positioned };
}
