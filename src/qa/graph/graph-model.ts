/** A machine's structure as plain data: what the diagram, the Mermaid export and coverage read. */

export type StateNodeType = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface GraphNode {
  /** The state node's full id, e.g. `session.loggedIn.idle`. */
  id: string;
  /** The key within its parent (the root's key is the machine id). */
  key: string;
  type: StateNodeType;
  parentId: string | null;
  /** Ids of child state nodes in document order. */
  children: string[];
  /** Id of the initial child of a compound state. */
  initial: string | null;
  description: string | null;
  /** Invoked actors: `src` and the invoke `id`. */
  invokes: Array<{ id: string; src: string }>;
}

export type EdgeKind = 'event' | 'after' | 'done' | 'error' | 'always' | 'initial';

export interface GraphEdge {
  /** Stable id: `<sourceId>:<index>` over the source's transitions, `:<targetIndex>` per target. */
  id: string;
  /** Identifies the transition (one transition may have several targets in parallel states). */
  transitionId: string;
  source: string;
  target: string;
  kind: EdgeKind;
  /** Raw event type as XState sees it ('' for always/initial). */
  eventType: string;
  /** Readable event: `after 300 ms`, `done: saveForm`, `error: saveForm`, `always`, or the event type. */
  event: string;
  guard: string | null;
  /** For `after` transitions: the named delay and its value in ms when known. */
  delay: { name: string; ms: number | null } | null;
  /** A self-transition without target (internal): drawn as a loop. */
  targetless: boolean;
}

export interface MachineGraph {
  machineId: string;
  rootId: string;
  /** All state nodes, keyed by id, the root included. */
  nodes: Record<string, GraphNode>;
  /** All nodes in document order (depth first). */
  order: string[];
  edges: GraphEdge[];
}

/** `event [guard]` as shown on a diagram edge and in Mermaid. */
export function edgeLabel(edge: Pick<GraphEdge, 'event' | 'guard'>): string {
  return edge.guard ? `${edge.event} [${edge.guard}]` : edge.event;
}
