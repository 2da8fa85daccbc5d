/**
 * Graph → positioned diagram with elkjs (layered layout, `elk.hierarchyHandling: INCLUDE_CHILDREN`, as the
 * XState visualizer did): compound and parallel states contain their children, every transition is an edge with
 * a label box (event, `[guard]`), targetless transitions, tags, invokes and spawns are text rows inside their
 * state. Text is measured with a fixed monospace advance so the studio (elkjs in a Web Worker) and
 * `npm run statecharts` (elkjs in Node) produce the same geometry, and the same SVG.
 *
 * The ELK engine is passed in (`{ layout(graph) }`), so this file never imports elkjs itself: the studio loads
 * the worker build lazily, the export script the bundled build.
 */
import type { GraphEdge, GraphNode, StudioGraph } from './graph-types';

/** What this module needs of an `ELK` instance (elkjs `elk-api`). */
export interface ElkEngine {
  layout(graph: ElkInputNode): Promise<ElkOutputNode>;
}

interface ElkLabel {
  text?: string;
  width?: number;
  height?: number;
  x?: number;
  y?: number;
}
export interface ElkInputNode {
  id: string;
  width?: number;
  height?: number;
  layoutOptions?: Record<string, string>;
  labels?: ElkLabel[];
  children?: ElkInputNode[];
  edges?: Array<{ id: string; sources: string[]; targets: string[]; labels?: ElkLabel[] }>;
}
export interface ElkOutputNode extends ElkInputNode {
  x?: number;
  y?: number;
  children?: ElkOutputNode[];
  edges?: Array<{
    id: string;
    sources: string[];
    targets: string[];
    labels?: ElkLabel[];
    sections?: Array<{ startPoint: Point; endPoint: Point; bendPoints?: Point[] }>;
  }>;
}

export interface Point {
  x: number;
  y: number;
}

/** One text row inside a box. */
export interface Row {
  kind: 'tags' | 'invoke' | 'spawn' | 'internal' | 'folded';
  text: string;
  /** For `internal` rows: the transition (graph edge id). */
  edgeId?: string;
  /** For invoke/spawn rows of child machines. */
  childMachineId?: string;
  /** For the `folded` row: the state it opens. */
  focus?: string;
}

export interface Box {
  /** State node id (or the machine id for the frame, `<parent>::init` for an initial marker). */
  id: string;
  kind: 'frame' | 'state' | 'initial';
  node?: GraphNode;
  x: number;
  y: number;
  width: number;
  height: number;
  title: string;
  rows: Row[];
  /** Height of the title + rows band at the top. */
  headerHeight: number;
}

export interface EdgeShape {
  /** Unique per drawn line (`<edge id>::<target index>`). */
  key: string;
  edge: GraphEdge;
  targetId: string;
  points: Point[];
  label?: { x: number; y: number; width: number; height: number; lines: string[] };
}

export interface Diagram {
  graph: StudioGraph;
  width: number;
  height: number;
  boxes: Box[];
  edges: EdgeShape[];
}

/** Monospace advance at 12 px (the SVG uses a monospace stack at 12 px). */
export const CHAR_W = 7.3;
export const LINE_H = 17;
export const TITLE_H = 26;
const PAD = 10;
const MIN_W = 96;
const MARGIN = 16;

const textWidth = (s: string) => Math.ceil([...s].length * CHAR_W);

/** The label lines of a transition: its event part, then `[guard]`. */
export function edgeLabelLines(e: GraphEdge): string[] {
  if (e.kind === 'initial') return [];
  const lines = [e.reenter && e.targetIds.includes(e.sourceId) ? `${e.label} ↺` : e.label];
  if (e.guard) lines.push(`[${e.guard}]`);
  return lines;
}

function rowsOf(node: Pick<GraphNode, 'tags' | 'invokes' | 'spawns'> & Partial<Pick<GraphNode, 'id' | 'foldedCount'>>, internal: GraphEdge[]): Row[] {
  const rows: Row[] = [];
  if (node.foldedCount && node.id) rows.push({ kind: 'folded', text: `▸ ${node.foldedCount} state di dalam`, focus: node.id });
  if (node.tags.length) rows.push({ kind: 'tags', text: node.tags.map((t) => `#${t}`).join(' ') });
  for (const inv of node.invokes) {
    rows.push({
      kind: 'invoke',
      text: `invoke ${inv.id ?? inv.src}${inv.src !== inv.id ? ` (${inv.src})` : ''}${inv.childMachineId ? ' ↗' : ''}`,
      childMachineId: inv.childMachineId,
    });
  }
  for (const sp of node.spawns) {
    rows.push({ kind: 'spawn', text: `spawn ${sp.src}${sp.id ? ` as ${sp.id}` : ''}${sp.childMachineId ? ' ↗' : ''}`, childMachineId: sp.childMachineId });
  }
  for (const e of internal) {
    rows.push({ kind: 'internal', text: `↻ ${e.label}${e.guard ? ` [${e.guard}]` : ''}`, edgeId: e.id });
  }
  return rows;
}

function titleOf(node: GraphNode): string {
  if (node.kind === 'history') return node.history === 'deep' ? 'H*' : 'H';
  if (node.exitTo) return `→ ${node.exitTo}`;
  return node.key;
}

/** Lay out a graph; deterministic for a given graph and engine. */
export async function layoutGraph(graph: StudioGraph, elk: ElkEngine): Promise<Diagram> {
  const internalBySource = new Map<string, GraphEdge[]>();
  for (const e of graph.edges) {
    if (!e.internal) continue;
    internalBySource.set(e.sourceId, [...(internalBySource.get(e.sourceId) ?? []), e]);
  }
  const childrenOf = new Map<string, GraphNode[]>();
  for (const n of graph.nodes) childrenOf.set(n.parentId, [...(childrenOf.get(n.parentId) ?? []), n]);

  const boxes = new Map<string, Box>();
  const frameRows = rowsOf(graph.root, internalBySource.get(graph.machineId) ?? []);
  boxes.set(graph.machineId, { id: graph.machineId, kind: 'frame', x: 0, y: 0, width: 0, height: 0, title: graph.title ?? graph.machineId, rows: frameRows, headerHeight: 0 });

  const hasInitial = new Set(graph.edges.filter((e) => e.kind === 'initial').map((e) => e.sourceId));

  const elkNodeOf = (id: string, node: GraphNode | undefined): ElkInputNode => {
    const kids = childrenOf.get(id) ?? [];
    const box = boxes.get(id) ?? {
      id,
      kind: 'state' as const,
      node,
      x: 0,
      y: 0,
      width: 0,
      height: 0,
      title: node ? titleOf(node) : id,
      rows: node ? rowsOf(node, internalBySource.get(id) ?? []) : [],
      headerHeight: 0,
    };
    boxes.set(id, box);
    const suffix = node?.kind === 'parallel' ? ' · parallel' : '';
    if (node?.exitTo) box.rows = [];
    const contentW = Math.max(textWidth(box.title + suffix) + 2 * PAD, ...box.rows.map((r) => textWidth(r.text) + 2 * PAD), MIN_W);
    box.headerHeight = TITLE_H + box.rows.length * LINE_H + (box.rows.length ? 4 : 0);
    if (node?.kind === 'history') {
      return { id, width: 34, height: 34 };
    }
    if (!kids.length) {
      return { id, width: contentW, height: box.headerHeight + 6 };
    }
    const children: ElkInputNode[] = [];
    if (hasInitial.has(id)) children.push({ id: `${id}::init`, width: 12, height: 12 });
    for (const k of kids) children.push(elkNodeOf(k.id, k));
    return {
      id,
      layoutOptions: {
        'elk.padding': `[top=${box.headerHeight + 8},left=14,bottom=14,right=14]`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${contentW}, ${box.headerHeight + 20})`,
        ...(node?.kind === 'parallel' ? { 'elk.direction': 'DOWN' } : {}),
      },
      children,
    };
  };

  const frame = elkNodeOf(graph.machineId, undefined);
  const elkEdges: NonNullable<ElkInputNode['edges']> = [];
  const labelOf = new Map<string, string[]>();
  const drawn = graph.edges.filter((e) => !e.internal);
  for (const e of drawn) {
    e.targetIds.forEach((t, i) => {
      const key = `${e.id}::${i}`;
      const lines = i === 0 ? edgeLabelLines(e) : [];
      labelOf.set(key, lines);
      const source = e.kind === 'initial' ? `${e.sourceId}::init` : e.sourceId;
      elkEdges.push({
        id: key,
        sources: [source],
        targets: [t],
        labels: lines.length
          ? [{ text: lines.join('\n'), width: Math.max(...lines.map(textWidth)) + 8, height: lines.length * 15 + 4 }]
          : undefined,
      });
    });
  }

  const input: ElkInputNode = {
    id: '__diagram',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.direction': 'RIGHT',
      'elk.json.shapeCoords': 'ROOT',
      'elk.json.edgeCoords': 'ROOT',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
      'elk.spacing.nodeNode': '28',
      'elk.layered.spacing.nodeNodeBetweenLayers': '44',
      'elk.spacing.edgeNode': '16',
      'elk.spacing.edgeEdge': '10',
      'elk.spacing.edgeLabel': '4',
      'elk.layered.spacing.edgeNodeBetweenLayers': '16',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.padding': `[top=${MARGIN},left=${MARGIN},bottom=${MARGIN},right=${MARGIN}]`,
    },
    children: [frame],
    edges: elkEdges,
  };

  const out = await elk.layout(structuredCloneSafe(input));

  const placed = new Map<string, ElkOutputNode>();
  const visit = (n: ElkOutputNode) => {
    placed.set(n.id, n);
    for (const c of n.children ?? []) visit(c);
  };
  visit(out);

  const result: Box[] = [];
  // Frame first, then states in document order, then initial markers: parents paint before children.
  const order = [graph.machineId, ...graph.nodes.map((n) => n.id)];
  for (const id of order) {
    const box = boxes.get(id)!;
    const p = placed.get(id);
    if (!p) continue;
    result.push({ ...box, x: p.x ?? 0, y: p.y ?? 0, width: p.width ?? 0, height: p.height ?? 0 });
  }
  for (const [id, p] of placed) {
    if (!id.endsWith('::init')) continue;
    result.push({ id, kind: 'initial', x: p.x ?? 0, y: p.y ?? 0, width: p.width ?? 12, height: p.height ?? 12, title: '', rows: [], headerHeight: 0 });
  }

  const byKey = new Map<string, { e: GraphEdge; t: string }>(drawn.flatMap((e) => e.targetIds.map((t, i) => [`${e.id}::${i}`, { e, t }] as const)));
  const shapes: EdgeShape[] = [];
  for (const oe of collectEdges(out)) {
    const ref = byKey.get(oe.id);
    if (!ref) continue;
    const points: Point[] = [];
    for (const s of oe.sections ?? []) {
      if (points.length === 0 || !samePoint(points[points.length - 1]!, s.startPoint)) points.push(s.startPoint);
      points.push(...(s.bendPoints ?? []), s.endPoint);
    }
    const lines = labelOf.get(oe.id) ?? [];
    const l = oe.labels?.[0];
    shapes.push({
      key: oe.id,
      edge: ref.e,
      targetId: ref.t,
      points: points.map(round),
      label: lines.length && l ? { x: r1(l.x ?? 0), y: r1(l.y ?? 0), width: l.width ?? 0, height: l.height ?? 0, lines } : undefined,
    });
  }
  // Keep the document order of transitions so keyboard order and the SVG are stable.
  const edgeOrder = new Map(graph.edges.map((e, i) => [e.id, i]));
  shapes.sort((a, b) => edgeOrder.get(a.edge.id)! - edgeOrder.get(b.edge.id)! || a.key.localeCompare(b.key));

  return {
    graph,
    width: Math.ceil(out.width ?? 0),
    height: Math.ceil(out.height ?? 0),
    boxes: result.map((b) => ({ ...b, x: r1(b.x), y: r1(b.y), width: r1(b.width), height: r1(b.height) })),
    edges: shapes,
  };
}

function collectEdges(n: ElkOutputNode): NonNullable<ElkOutputNode['edges']> {
  return [...(n.edges ?? []), ...(n.children ?? []).flatMap(collectEdges)];
}

const r1 = (v: number) => Math.round(v * 10) / 10;
const round = (p: Point): Point => ({ x: r1(p.x), y: r1(p.y) });
const samePoint = (a: Point, b: Point) => Math.abs(a.x - b.x) < 0.01 && Math.abs(a.y - b.y) < 0.01;

/** ELK mutates its input; give it a plain copy. */
function structuredCloneSafe<T>(v: T): T {
  return JSON.parse(JSON.stringify(v)) as T;
}
