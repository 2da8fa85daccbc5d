/**
 * One level at a time (issue 20 point 1): the part of a machine's graph the canvas draws when a compound state is
 * focused and nested states deeper than `depth` levels are folded.
 *
 * - The focused state is the frame: its children become the top level, its own tags, actors and targetless
 *   transitions are the frame's rows, its transitions to its children start at the frame.
 * - A compound or parallel state at the depth limit is drawn folded: a box with its name and how many states it
 *   holds (`foldedCount`), which the canvas opens by focusing it. Transitions into and out of folded states attach
 *   to the folded box; transitions that stay inside it are not drawn.
 * - A transition to a state outside the focused one ends at an exit marker named after its target (`exitTo`),
 *   which focuses the target's parent when opened. Transitions coming in from outside are drawn one level up.
 *
 * Every edge keeps its id (`transitionKey`), so selection, coverage, simulation and live highlights work on the
 * folded view as on the whole machine. The whole machine is `focus: null, depth: null`.
 */
import type { GraphEdge, GraphNode, StudioGraph } from './graph-types';

export interface ViewOptions {
  /** Focused compound state id; null = the machine. */
  focus: string | null;
  /** Levels drawn below the focus (1 = its children only); null = all. */
  depth: number | null;
}

/** How many levels of states lie below `focus` (1 = only children, 0 = an atomic state). */
export function levelsBelow(graph: StudioGraph, focus: string | null): number {
  const base = focus ? (graph.nodes.find((n) => n.id === focus)?.depth ?? 0) : 0;
  const inside = graph.nodes.filter((n) => isWithin(graph, n.id, focus));
  return inside.reduce((m, n) => Math.max(m, n.depth - base), 0);
}

/** Whether `id` lies strictly inside `focus` (anywhere inside the machine when focus is null). */
export function isWithin(graph: StudioGraph, id: string, focus: string | null): boolean {
  if (!focus) return graph.nodes.some((n) => n.id === id);
  return id.startsWith(`${focus}.`) && graph.nodes.some((n) => n.id === id);
}

/** The ancestors of a state, outermost first (the machine excluded). */
export function ancestorsOf(graph: StudioGraph, id: string): string[] {
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  const out: string[] = [];
  for (let n = byId.get(byId.get(id)?.parentId ?? ''); n; n = byId.get(n.parentId)) out.unshift(n.id);
  return out;
}

/** The focus and depth that show a state or transition: focus its parent (or the source's parent), fold nothing. */
export function viewShowing(graph: StudioGraph, item: string): ViewOptions {
  const stateId = item.startsWith('t:') ? (graph.edges.find((e) => `t:${e.id}` === item)?.sourceId ?? '') : item.slice(2);
  const node = graph.nodes.find((n) => n.id === stateId);
  if (!node || node.parentId === graph.machineId) return { focus: null, depth: null };
  return { focus: node.parentId, depth: null };
}

/** The graph of one view (see the module comment). */
export function viewGraph(graph: StudioGraph, options: ViewOptions): StudioGraph {
  const { focus, depth } = options;
  const focusNode = focus ? graph.nodes.find((n) => n.id === focus) : undefined;
  if (focus && (!focusNode || !graph.nodes.some((n) => n.parentId === focus))) return viewGraph(graph, { focus: null, depth });
  const base = focusNode?.depth ?? 0;
  const frameId = focusNode?.id ?? graph.machineId;
  const inside = (id: string) => (focusNode ? id.startsWith(`${focusNode.id}.`) : true);
  const visible = new Map<string, GraphNode>();
  for (const n of graph.nodes) if (inside(n.id) && n.id !== frameId && (depth === null || n.depth - base <= depth)) visible.set(n.id, n);
  const hasChildren = new Set(graph.nodes.map((n) => n.parentId));
  const folded = new Map<string, number>();
  for (const n of visible.values()) {
    if (depth === null || !hasChildren.has(n.id) || n.depth - base < depth) continue;
    folded.set(n.id, graph.nodes.filter((x) => x.id.startsWith(`${n.id}.`)).length);
  }
  /** The visible state that stands for `id` (itself, or its folded ancestor); the frame for the focus itself. */
  const repOf = (id: string): string | null => {
    if (id === frameId) return graph.machineId;
    if (!inside(id)) return null;
    let n = graph.nodes.find((x) => x.id === id);
    while (n && !visible.has(n.id)) n = graph.nodes.find((x) => x.id === n!.parentId);
    return n ? n.id : null;
  };

  const nodes: GraphNode[] = [];
  for (const n of graph.nodes) {
    const v = visible.get(n.id);
    if (!v) continue;
    nodes.push({
      ...v,
      parentId: v.parentId === frameId ? graph.machineId : v.parentId,
      ...(folded.has(v.id) ? { foldedCount: folded.get(v.id) } : {}),
    });
  }

  const exits = new Map<string, GraphNode>();
  const exitFor = (target: string): string => {
    const id = `→${target}`;
    if (!exits.has(id)) {
      exits.set(id, {
        id,
        key: target,
        parentId: graph.machineId,
        path: [],
        depth: 1,
        kind: 'atomic',
        isInitial: false,
        isRegion: false,
        tags: [],
        invokes: [],
        spawns: [],
        entry: [],
        exit: [],
        order: 100_000 + exits.size,
        exitTo: target,
      });
    }
    return id;
  };

  const edges: GraphEdge[] = [];
  for (const e of graph.edges) {
    const source = repOf(e.sourceId);
    if (source === null) continue;
    if (e.kind === 'initial' || e.kind === 'history') {
      // Markers belong to their drawn compound (or history) state, not to a folded one.
      if (folded.has(e.sourceId) || (source !== e.sourceId && source !== graph.machineId)) continue;
      if (source === graph.machineId && e.sourceId !== frameId) continue;
      const targets = e.targetIds.map(repOf);
      if (targets.some((t) => t === null || t === graph.machineId)) continue;
      edges.push({ ...e, sourceId: source, targetIds: targets as string[] });
      continue;
    }
    if (e.internal) {
      if (source !== e.sourceId && source !== graph.machineId) continue;
      if (source === graph.machineId && e.sourceId !== frameId) continue;
      edges.push({ ...e, sourceId: source });
      continue;
    }
    const targets = e.targetIds.map((t) => (inside(t) || t === frameId ? repOf(t)! : exitFor(t)));
    // A transition that stays inside one folded state is not drawn at this level.
    const hidden = targets.every((t) => t === source) && source !== e.sourceId;
    if (hidden && folded.has(source)) continue;
    edges.push({ ...e, sourceId: source, targetIds: [...new Set(targets)] });
  }

  return {
    ...graph,
    title: focusNode ? focusNode.id : graph.title,
    root: focusNode
      ? { tags: focusNode.tags, invokes: focusNode.invokes, spawns: focusNode.spawns, entry: focusNode.entry, exit: focusNode.exit, meta: focusNode.meta }
      : graph.root,
    nodes: [...nodes, ...exits.values()],
    edges,
  };
}
