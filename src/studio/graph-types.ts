/**
 * The studio's graph of a machine (plain, JSON-safe data made by graph.ts `toGraph`) and helpers that need only
 * the graph, not the machine: the page thread works on these while the machine itself runs in the studio worker.
 */

export type NodeKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export type EdgeKind = 'event' | 'always' | 'after' | 'done.actor' | 'error.actor' | 'snapshot' | 'done.state' | 'initial' | 'history';

export interface ActorInfo {
  /** Invoke id or spawn id (may be absent for a spawn whose id is computed). */
  id?: string;
  /** Source name in `setup({ actors })`, or `inline`. */
  src: string;
  /** The child machine's id when the logic is a state machine (open it as its own diagram). */
  childMachineId?: string;
  hasOnDone?: boolean;
  hasOnError?: boolean;
}

export interface GraphNode {
  /** State node id, e.g. `cart.ready.items.idle`. */
  id: string;
  key: string;
  /** Parent state node id (the machine id for top-level states). */
  parentId: string;
  path: string[];
  depth: number;
  kind: NodeKind;
  history?: 'shallow' | 'deep';
  /** The parent's initial child. */
  isInitial: boolean;
  /** A region of a parallel state. */
  isRegion: boolean;
  description?: string;
  tags: string[];
  meta?: unknown;
  invokes: ActorInfo[];
  spawns: ActorInfo[];
  entry: string[];
  exit: string[];
  /** Document order (the definition's order). */
  order: number;
  /** View only (view-graph.ts): a folded compound state and how many states it holds. */
  foldedCount?: number;
  /** View only (view-graph.ts): an exit marker standing for this state outside the focused one. */
  exitTo?: string;
}

export interface GraphEdge {
  /** `transitionKey` for transitions; `<node id> —initial→` / `<history id> —history→` for the extra edges. */
  id: string;
  kind: EdgeKind;
  sourceId: string;
  /** Target state ids (several for a transition into parallel regions); empty for a targetless transition. */
  targetIds: string[];
  eventType: string;
  /** The event part of the label: `promo.apply`, `✓ loadCart`, `✗ loadCart`, `⏱ quantityDebounce 500 ms`, `always`. */
  label: string;
  guard?: string;
  delay?: { name?: string; ms?: number };
  actorId?: string;
  description?: string;
  actions: string[];
  reenter: boolean;
  /** Targetless: drawn as a row inside its source state. */
  internal: boolean;
  meta?: unknown;
  /** Position among the source's transitions for the same event (guarded alternatives), 0-based. */
  index: number;
}

export interface StudioGraph {
  machineId: string;
  /** View only (view-graph.ts): the frame's title when a state is focused (its id). */
  title?: string;
  description?: string;
  /** Tags declared on the root, entry actions of the root, invokes and spawns of the root. */
  root: Pick<GraphNode, 'tags' | 'invokes' | 'spawns' | 'entry' | 'exit' | 'meta'>;
  nodes: GraphNode[];
  edges: GraphEdge[];
  /** Child machines the machine declares in `setup({ actors })` (invoked or spawnable), by source name. */
  children: Array<{ src: string; machineId: string }>;
}

/** Transition edges only (not the initial/history markers): what coverage counts. */
export function transitionEdges(graph: StudioGraph): GraphEdge[] {
  return graph.edges.filter((e) => e.kind !== 'initial' && e.kind !== 'history');
}

/**
 * The state ids active for a state value (`'idle'`, `{ ready: { items: 'idle', totals: 'calculating' } }`),
 * ancestors included, root excluded, read from the graph. Unknown keys are ignored (a live actor may run an
 * older build).
 */
export function activeIdsFromGraph(graph: StudioGraph, value: unknown): string[] {
  const children = new Map<string, Map<string, string>>();
  for (const n of graph.nodes) {
    if (!children.has(n.parentId)) children.set(n.parentId, new Map());
    children.get(n.parentId)!.set(n.key, n.id);
  }
  const ids: string[] = [];
  const walk = (parent: string, v: unknown) => {
    if (typeof v === 'string') {
      const id = children.get(parent)?.get(v);
      if (id) ids.push(id);
      return;
    }
    if (v && typeof v === 'object') {
      for (const [key, sub] of Object.entries(v as Record<string, unknown>)) {
        const id = children.get(parent)?.get(key);
        if (!id) continue;
        ids.push(id);
        walk(id, sub);
      }
    }
  };
  walk(graph.machineId, value);
  return ids;
}
