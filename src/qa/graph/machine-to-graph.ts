import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { toDirectedGraph } from 'xstate/graph';
import type { EdgeKind, GraphEdge, GraphNode, MachineGraph, StateNodeType } from './graph-model';

const AFTER_PREFIX = 'xstate.after.';
const DONE_ACTOR_PREFIX = 'xstate.done.actor.';
const ERROR_ACTOR_PREFIX = 'xstate.error.actor.';
const DONE_STATE_PREFIX = 'xstate.done.state.';

type DirectedNode = ReturnType<typeof toDirectedGraph>;

/**
 * Converts a machine definition into our plain graph. Structure and event transitions come from
 * `toDirectedGraph`; it omits `always` transitions and initial arrows, which are read from the state
 * nodes here, and its labels are raw internal event names, which are made readable.
 */
export function machineToGraph(machine: AnyStateMachine): MachineGraph {
  const directed = toDirectedGraph(machine);
  const nodes: Record<string, GraphNode> = {};
  const order: string[] = [];
  const edges: GraphEdge[] = [];

  const visit = (dn: DirectedNode, parentId: string | null) => {
    const sn = dn.stateNode;
    nodes[sn.id] = {
      id: sn.id,
      key: parentId === null ? machine.id : sn.key,
      type: sn.type as StateNodeType,
      parentId,
      children: dn.children.map((c) => c.stateNode.id),
      initial: sn.type === 'compound' ? (sn.initial?.target?.[0]?.id ?? null) : null,
      description: descriptionOf(sn),
      invokes: sn.invoke.map((inv) => ({ id: inv.id, src: srcName(inv.src) })),
    };
    order.push(sn.id);
    if (nodes[sn.id]?.initial) {
      edges.push(initialEdge(sn.id, nodes[sn.id]!.initial!));
    }
    const transitionIndex = new Map<AnyTransitionDefinition, number>();
    for (const e of dn.edges) {
      if (!transitionIndex.has(e.transition)) transitionIndex.set(e.transition, transitionIndex.size);
    }
    const targetCount = new Map<AnyTransitionDefinition, number>();
    for (const e of dn.edges) {
      const tIndex = transitionIndex.get(e.transition)!;
      const targetIndex = targetCount.get(e.transition) ?? 0;
      targetCount.set(e.transition, targetIndex + 1);
      edges.push(toEdge(machine, sn, e.transition, e.target, `${sn.id}:${tIndex}`, targetIndex));
    }
    (sn.always ?? []).forEach((t, i) => {
      const targets: readonly AnyStateNode[] = t.target?.length ? t.target : [sn];
      targets.forEach((target, targetIndex) => {
        edges.push(toEdge(machine, sn, t, target, `${sn.id}:always:${i}`, targetIndex));
      });
    });
    for (const child of dn.children) visit(child, sn.id);
  };
  visit(directed, null);

  return { machineId: machine.id, rootId: machine.root.id, nodes, order, edges };
}

/** The transition id used by `machineToGraph`, for coverage to map taken transitions onto edges. */
export function transitionIds(machine: AnyStateMachine): Map<AnyTransitionDefinition, string> {
  const ids = new Map<AnyTransitionDefinition, string>();
  const visit = (sn: AnyStateNode) => {
    let i = 0;
    for (const list of sn.transitions.values()) {
      for (const t of list) ids.set(t, `${sn.id}:${i++}`);
    }
    (sn.always ?? []).forEach((t, j) => {
      ids.set(t, `${sn.id}:always:${j}`);
    });
    for (const child of Object.values(sn.states)) visit(child);
  };
  visit(machine.root);
  return ids;
}

function initialEdge(source: string, target: string): GraphEdge {
  return {
    id: `${source}:initial`,
    transitionId: `${source}:initial`,
    source,
    target,
    kind: 'initial',
    eventType: '',
    event: '',
    guard: null,
    delay: null,
    targetless: false,
  };
}

function toEdge(
  machine: AnyStateMachine,
  source: AnyStateNode,
  t: AnyTransitionDefinition,
  target: AnyStateNode,
  transitionId: string,
  targetIndex: number,
): GraphEdge {
  const eventType = t.eventType;
  let kind: EdgeKind = 'event';
  let event = eventType;
  let delay: GraphEdge['delay'] = null;
  if (eventType === '') {
    kind = 'always';
    event = 'always';
  } else if (eventType.startsWith(AFTER_PREFIX)) {
    kind = 'after';
    // The runtime keeps the `after` key on the transition; the public type does not declare it.
    const raw = (t as { delay?: unknown }).delay;
    const name = raw === undefined ? '' : String(raw);
    const ms = delayMs(machine, raw);
    delay = { name, ms };
    event = ms === null ? `after ${name}` : `after ${ms} ms`;
  } else if (eventType.startsWith(DONE_ACTOR_PREFIX)) {
    kind = 'done';
    event = `done: ${eventType.slice(DONE_ACTOR_PREFIX.length)}`;
  } else if (eventType.startsWith(ERROR_ACTOR_PREFIX)) {
    kind = 'error';
    event = `error: ${eventType.slice(ERROR_ACTOR_PREFIX.length)}`;
  } else if (eventType.startsWith(DONE_STATE_PREFIX)) {
    kind = 'done';
    event = 'done';
  }
  const targetless = !t.target?.length;
  return {
    id: `${transitionId}:${targetIndex}`,
    transitionId,
    source: source.id,
    target: target.id,
    kind,
    eventType,
    event,
    guard: guardName(t.guard),
    delay,
    targetless,
  };
}

/** Readable name of a guard: named guards, parameterised `{ type }`, and `and/or/not` combinators. */
export function guardName(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && 'type' in guard) return String((guard as { type: unknown }).type);
  if (typeof guard === 'function') {
    const combined = guard as { guards?: unknown[]; name?: string };
    const inner = combined.guards?.map((g) => guardName(g) ?? '?');
    if (inner && (combined.name === 'and' || combined.name === 'or')) return inner.join(` ${combined.name} `);
    if (inner && combined.name === 'not') return `!${inner[0]}`;
    return combined.name || 'inline';
  }
  return 'inline';
}

function delayMs(machine: AnyStateMachine, delay: unknown): number | null {
  if (typeof delay === 'number') return delay;
  if (typeof delay !== 'string') return null;
  if (/^\d+$/.test(delay)) return Number(delay);
  const configured = (machine.implementations.delays as Record<string, unknown>)[delay];
  return typeof configured === 'number' ? configured : null;
}

function srcName(src: unknown): string {
  if (typeof src === 'string') return src;
  const logic = src as { config?: { name?: string }; name?: string } | undefined;
  return logic?.name || 'inline';
}

function descriptionOf(sn: AnyStateNode): string | null {
  const meta = sn.meta as { description?: unknown } | undefined;
  if (typeof meta?.description === 'string') return meta.description;
  return typeof sn.description === 'string' ? sn.description : null;
}
