/**
 * Review a change (issue 20 point 6): the difference between the committed snapshot of a machine's structure
 * (docs/statecharts/<machine>.json, written by `npm run statecharts`) and the machine as the code has it now.
 *
 * - {@link graphSnapshot}: the snapshot file's text (the graph of graph.ts, stable JSON).
 * - {@link diffGraphs}: added, removed and changed states and transitions, with what changed (a transition's
 *   targets, guard, actions, description…; a state's kind, tags, description, actors…).
 * - {@link mergedGraph}: the current graph plus the removed states and transitions, so a diagram can draw the
 *   removed ones too (dashed, in red) beside the added (green) and changed (amber) ones.
 */
import type { GraphEdge, GraphNode, StudioGraph } from './graph-types';

/** The committed snapshot's text for a graph. */
export function graphSnapshot(graph: StudioGraph): string {
  return `${JSON.stringify(graph, null, 1)}\n`;
}

export interface GraphDiff {
  /** State ids. */
  addedStates: string[];
  removedStates: string[];
  changedStates: Array<{ id: string; fields: string[] }>;
  /** Transition ids (`transitionKey`). */
  addedTransitions: string[];
  removedTransitions: string[];
  changedTransitions: Array<{ id: string; fields: string[] }>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

const STATE_FIELDS: Array<keyof GraphNode> = ['kind', 'history', 'isInitial', 'description', 'tags', 'invokes', 'spawns', 'entry', 'exit', 'meta'];
const EDGE_FIELDS: Array<keyof GraphEdge> = ['targetIds', 'guard', 'actions', 'description', 'label', 'delay', 'reenter', 'meta'];

/** What differs between the committed graph and the current one (same machine). */
export function diffGraphs(committed: StudioGraph, current: StudioGraph): GraphDiff {
  const before = new Map(committed.nodes.map((n) => [n.id, n]));
  const after = new Map(current.nodes.map((n) => [n.id, n]));
  const edgesBefore = new Map(committed.edges.filter(counted).map((e) => [e.id, e]));
  const edgesAfter = new Map(current.edges.filter(counted).map((e) => [e.id, e]));
  const changed = <T>(a: T, b: T, fields: Array<keyof T>) => fields.filter((f) => !same(a[f], b[f])).map(String);
  return {
    addedStates: [...after.keys()].filter((id) => !before.has(id)),
    removedStates: [...before.keys()].filter((id) => !after.has(id)),
    changedStates: [...after.values()]
      .filter((n) => before.has(n.id))
      .map((n) => ({ id: n.id, fields: changed(before.get(n.id)!, n, STATE_FIELDS) }))
      .filter((c) => c.fields.length > 0),
    addedTransitions: [...edgesAfter.keys()].filter((id) => !edgesBefore.has(id)),
    removedTransitions: [...edgesBefore.keys()].filter((id) => !edgesAfter.has(id)),
    changedTransitions: [...edgesAfter.values()]
      .filter((e) => edgesBefore.has(e.id))
      .map((e) => ({ id: e.id, fields: changed(edgesBefore.get(e.id)!, e, EDGE_FIELDS) }))
      .filter((c) => c.fields.length > 0),
  };
}

/** Transitions (not the initial and history markers, which follow their states). */
function counted(e: GraphEdge) {
  return e.kind !== 'initial' && e.kind !== 'history';
}

export const isEmptyDiff = (d: GraphDiff) =>
  !d.addedStates.length && !d.removedStates.length && !d.changedStates.length && !d.addedTransitions.length && !d.removedTransitions.length && !d.changedTransitions.length;

/**
 * The current graph with the removed states (under their committed parents) and removed transitions added back,
 * so one diagram shows all three kinds of change. Removed items keep their ids; the caller marks them.
 */
export function mergedGraph(committed: StudioGraph, current: StudioGraph, diff: GraphDiff): StudioGraph {
  const removedStates = new Set(diff.removedStates);
  const removedEdges = new Set(diff.removedTransitions);
  const nodes = [...current.nodes];
  for (const n of committed.nodes) if (removedStates.has(n.id)) nodes.push({ ...n, order: 10_000 + n.order });
  const ids = new Set(nodes.map((n) => n.id));
  const edges = [...current.edges];
  for (const e of committed.edges) {
    const removed = removedEdges.has(e.id) || ((e.kind === 'initial' || e.kind === 'history') && removedStates.has(e.sourceId));
    if (!removed || !ids.has(e.sourceId) || !e.targetIds.every((t) => ids.has(t))) continue;
    edges.push(e);
  }
  // Children after their parents, in document order: parents first is what the layout needs.
  const depth = (n: GraphNode) => n.depth;
  nodes.sort((a, b) => depth(a) - depth(b) || a.order - b.order);
  return { ...current, nodes: orderByTree(nodes, current.machineId), edges };
}

/** Nodes in tree order (a parent, then its children, depth first), as toGraph lists them. */
function orderByTree(nodes: GraphNode[], rootId: string): GraphNode[] {
  const children = new Map<string, GraphNode[]>();
  for (const n of nodes) children.set(n.parentId, [...(children.get(n.parentId) ?? []), n]);
  const out: GraphNode[] = [];
  const walk = (id: string) => {
    for (const c of (children.get(id) ?? []).sort((a, b) => a.order - b.order)) {
      out.push(c);
      walk(c.id);
    }
  };
  walk(rootId);
  return out;
}
