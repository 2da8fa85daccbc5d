/**
 * Positioned diagram → a small element tree (tag, attributes, children) that two serialisers share: `toSvg`
 * (the exported `.svg` files and the studio's download) and the studio's React view (`diagram-view.tsx`), so what
 * a reviewer sees in a pull request is what a designer sees in the studio.
 *
 * Every state box is a `<g class="sc-state" data-state-id>` (frame and initial markers are not), every drawn
 * transition a `<g class="sc-edge" data-edge-id>`; descriptions are `<title>`s (hover). View flags (active states,
 * coverage, selection, the transition just taken) become classes the embedded stylesheet colours.
 */
import type { Box, Diagram, EdgeShape } from './layout';
import { LINE_H, TITLE_H } from './layout';

export interface VNode {
  tag: string;
  attrs: Record<string, string | number | undefined>;
  children: Array<VNode | string>;
}

export interface RenderView {
  /** Active state ids (simulation, path step, live actor). */
  active?: ReadonlySet<string>;
  /** Transition (graph edge) ids just taken. */
  taken?: ReadonlySet<string>;
  /** Covered states and transitions; everything else is drawn red. Absent: no coverage colouring. */
  coverage?: { states: ReadonlySet<string>; transitions: ReadonlySet<string> } | null;
  /** Selected item: `s:<state id>` or `t:<edge id>`. */
  selected?: string | null;
  /** Interactive (studio): roles, names and a roving tabindex on `focusable`. */
  interactive?: boolean;
  focusable?: string | null;
  /** A change under review (diff.ts): items (`s:<id>`, `t:<id>`) added, removed and changed since the snapshot. */
  diff?: { added: ReadonlySet<string>; removed: ReadonlySet<string>; changed: ReadonlySet<string> } | null;
  /** Items matching the search (`s:<id>`, `t:<id>`). */
  matches?: ReadonlySet<string> | null;
}

const h = (tag: string, attrs: VNode['attrs'], ...children: Array<VNode | string | null | undefined | false>): VNode => ({
  tag,
  attrs,
  children: children.filter((c): c is VNode | string => c !== null && c !== undefined && c !== false),
});

/** The stylesheet embedded in every diagram (scoped to `.sc-diagram`). */
export const DIAGRAM_CSS = `
.sc-diagram{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,'DejaVu Sans Mono',monospace;font-size:12px}
.sc-diagram text{fill:#2b1a12}
.sc-frame>rect{fill:#fffaf4;stroke:#52392d;stroke-width:1.5}
.sc-frame .sc-title{font-weight:700;font-size:13px}
.sc-state>rect.sc-box{fill:#fff;stroke:#6f574b;stroke-width:1.4}
.sc-state.sc-compound>rect.sc-box,.sc-state.sc-parallel>rect.sc-box{fill:#fcf0e1}
.sc-state.sc-region>rect.sc-box{fill:#fffaf4;stroke-dasharray:6 4}
.sc-state>rect.sc-inner{fill:none;stroke:#6f574b;stroke-width:1.2}
.sc-state>circle.sc-box{fill:#fff;stroke:#6f574b;stroke-width:1.4}
.sc-state .sc-title{font-weight:700}
.sc-row{fill:#52392d}
.sc-row.sc-tags{fill:#1d4f8f}
.sc-row.sc-child{fill:#1d4f8f;text-decoration:underline}
.sc-initial{fill:#2b1a12}
.sc-edge path{fill:none;stroke:#6f574b;stroke-width:1.3}
.sc-edge.sc-always path,.sc-edge.sc-history path{stroke-dasharray:5 3}
.sc-edge.sc-initial path{stroke:#2b1a12}
.sc-edge rect{fill:#fff;stroke:#ead8c4}
.sc-edge.sc-error text{fill:#7a1d16}
.sc-edge.sc-done text{fill:#1d5a34}
.sc-diagram .is-uncovered>rect.sc-box,.sc-diagram .is-uncovered>circle.sc-box{stroke:#c62828;stroke-width:2.4;stroke-dasharray:none}
.sc-diagram .sc-edge.is-uncovered path{stroke:#c62828;stroke-width:2.2}
.sc-diagram .sc-edge.is-uncovered rect{stroke:#c62828}
.sc-diagram .is-uncovered>text.sc-title,.sc-diagram .sc-edge.is-uncovered text,.sc-diagram .sc-row.is-uncovered{fill:#c62828}
.sc-diagram .is-covered>rect.sc-box,.sc-diagram .is-covered>circle.sc-box{stroke:#23693f;stroke-width:2}
.sc-diagram .sc-edge.is-covered path{stroke:#23693f}
.sc-diagram .is-active>rect.sc-box,.sc-diagram .is-active>circle.sc-box{fill:#cfe0fb;stroke:#0b57d0;stroke-width:3}
.sc-diagram .is-active.sc-compound>rect.sc-box,.sc-diagram .is-active.sc-parallel>rect.sc-box,.sc-diagram .is-active.sc-region>rect.sc-box{fill:#f3f7fe}
.sc-diagram .sc-edge.is-taken path{stroke:#0b57d0;stroke-width:3}
.sc-diagram .sc-row.is-taken{fill:#0b57d0;font-weight:700}
.sc-diagram .is-selected>rect.sc-box,.sc-diagram .is-selected>circle.sc-box,.sc-diagram .sc-edge.is-selected rect{stroke:#9c3f1a;stroke-width:3}
.sc-row.sc-folded{fill:#1d4f8f;font-weight:700}
.sc-state.sc-has-folded>rect.sc-box{stroke-width:2.6;stroke-dasharray:none}
.sc-exit>rect{fill:#f7f3ee;stroke:#8a7568;stroke-width:1.2;stroke-dasharray:4 3}
.sc-exit>text{fill:#52392d;font-style:italic}
.sc-diagram .is-added>rect.sc-box,.sc-diagram .sc-edge.is-added rect{stroke:#1b7a3d;stroke-width:3;fill:#e3f5e8}
.sc-diagram .sc-edge.is-added path{stroke:#1b7a3d;stroke-width:2.6}
.sc-diagram .is-removed>rect.sc-box,.sc-diagram .sc-edge.is-removed rect{stroke:#b3261e;stroke-width:2.6;stroke-dasharray:6 3;fill:#fdecea}
.sc-diagram .sc-edge.is-removed path{stroke:#b3261e;stroke-width:2.2;stroke-dasharray:6 3}
.sc-diagram .is-removed>text,.sc-diagram .sc-edge.is-removed text{fill:#8c1d18;text-decoration:line-through}
.sc-diagram .is-changed>rect.sc-box,.sc-diagram .sc-edge.is-changed rect{stroke:#a15c00;stroke-width:3;fill:#fff4e0}
.sc-diagram .sc-edge.is-changed path{stroke:#a15c00;stroke-width:2.6}
.sc-diagram .sc-row.is-added{fill:#1b7a3d;font-weight:700}
.sc-diagram .sc-row.is-removed{fill:#8c1d18;text-decoration:line-through}
.sc-diagram .sc-row.is-changed{fill:#a15c00;font-weight:700}
.sc-diagram .is-match>rect.sc-box,.sc-diagram .sc-edge.is-match rect{stroke:#6a1b9a;stroke-width:3.4}
.sc-diagram .sc-row.is-match{fill:#6a1b9a;font-weight:700}
.sc-diagram [tabindex]:focus{outline:none}
.sc-diagram [tabindex]:focus-visible>rect.sc-box,.sc-diagram [tabindex]:focus-visible>rect.sc-label,.sc-diagram [tabindex]:focus-visible>circle.sc-box{stroke:#0b57d0;stroke-width:3;stroke-dasharray:3 2}
`;

const ARROWS: Array<[string, string]> = [
  ['sc-arrow', '#6f574b'],
  ['sc-arrow-init', '#2b1a12'],
  ['sc-arrow-red', '#c62828'],
  ['sc-arrow-green', '#23693f'],
  ['sc-arrow-blue', '#0b57d0'],
];

function kindText(box: Box): string {
  const n = box.node!;
  const parts: string[] = [];
  if (n.kind === 'history') parts.push(`history ${n.history}`);
  else parts.push(n.kind);
  if (n.isRegion) parts.push('region');
  if (n.isInitial) parts.push('initial');
  return parts.join(', ');
}

/** Review and search marks of an item (`s:<id>`, `t:<id>`). */
function markClasses(item: string, view: RenderView): string[] {
  const cls: string[] = [];
  if (view.diff?.added.has(item)) cls.push('is-added');
  if (view.diff?.removed.has(item)) cls.push('is-removed');
  if (view.diff?.changed.has(item)) cls.push('is-changed');
  if (view.matches?.has(item)) cls.push('is-match');
  return cls;
}

function stateClasses(box: Box, view: RenderView): string {
  const n = box.node!;
  const cls = ['sc-state', `sc-${n.kind}`, ...markClasses(`s:${n.id}`, view)];
  if (n.foldedCount) cls.push('sc-has-folded');
  if (n.isRegion) cls.push('sc-region');
  if (view.coverage) cls.push(view.coverage.states.has(n.id) ? 'is-covered' : 'is-uncovered');
  if (view.active?.has(n.id)) cls.push('is-active');
  if (view.selected === `s:${n.id}`) cls.push('is-selected');
  return cls.join(' ');
}

function itemAttrs(item: string, label: string, view: RenderView): VNode['attrs'] {
  if (!view.interactive) return {};
  return {
    role: 'button',
    tabindex: view.focusable === item ? 0 : -1,
    'aria-label': label,
    'aria-pressed': view.selected === item ? 'true' : 'false',
    'data-item': item,
  };
}

function renderFrame(box: Box, view: RenderView): VNode {
  return h(
    'g',
    { class: 'sc-frame', 'data-machine-id': box.id },
    h('rect', { x: box.x, y: box.y, width: box.width, height: box.height, rx: 10 }),
    h('text', { class: 'sc-title', x: box.x + 12, y: box.y + 18 }, box.title),
    ...renderRows(box, view, box.x + 12, box.y + TITLE_H + 4),
  );
}

function renderRows(box: Box, view: RenderView, x: number, y0: number): VNode[] {
  return box.rows.map((row, i) => {
    const y = y0 + i * LINE_H + 8;
    const cls = ['sc-row', `sc-${row.kind}`];
    if (row.childMachineId) cls.push('sc-child');
    if (row.edgeId) cls.push(...markClasses(`t:${row.edgeId}`, view));
    if (row.edgeId) {
      if (view.coverage) cls.push(view.coverage.transitions.has(row.edgeId) ? 'is-covered' : 'is-uncovered');
      if (view.taken?.has(row.edgeId)) cls.push('is-taken');
      if (view.selected === `t:${row.edgeId}`) cls.push('is-selected');
    }
    const item = row.edgeId ? `t:${row.edgeId}` : null;
    const attrs: VNode['attrs'] = { class: cls.join(' '), x, y };
    if (row.edgeId) attrs['data-edge-id'] = row.edgeId;
    if (row.childMachineId) attrs['data-open-machine'] = row.childMachineId;
    if (row.focus) attrs['data-focus'] = row.focus;
    if (row.focus && view.interactive) Object.assign(attrs, { role: 'link', tabindex: -1, 'aria-label': `Buka state ${row.focus} (${row.text.slice(2)})` });
    if (item && view.interactive) Object.assign(attrs, itemAttrs(item, `Transisi internal ${row.text.slice(2)} di ${box.id}`, view));
    if (row.childMachineId && view.interactive) {
      Object.assign(attrs, { role: 'link', tabindex: -1, 'aria-label': `Buka diagram mesin ${row.childMachineId}` });
    }
    return h('text', attrs, row.text);
  });
}

/**
 * A state: its box (`<g class="sc-state" data-state-id>`, one per state node; in the studio a button) and, as a
 * sibling group, its rows (targetless transitions, invokes, spawns), which are buttons and links of their own — a
 * control inside a control is neither reachable nor announced properly (axe `nested-interactive`).
 */
function renderState(box: Box, view: RenderView): VNode[] {
  if (box.node?.exitTo) return [renderExit(box, view)];
  const rows = renderRows(box, view, box.x + 10, box.y + TITLE_H - 4);
  const rowGroup = rows.length ? [h('g', { class: 'sc-rows', 'data-rows-of': box.node!.id }, ...rows)] : [];
  return [stateBox(box, view), ...rowGroup];
}

/** A transition's target outside the focused state: a marker that focuses the target's surroundings. */
function renderExit(box: Box, view: RenderView): VNode {
  const to = box.node!.exitTo!;
  const attrs: VNode['attrs'] = { class: 'sc-exit', 'data-exit-to': to };
  if (view.interactive) Object.assign(attrs, { role: 'link', tabindex: -1, 'aria-label': `Ke ${to}, di luar state yang difokuskan` });
  return h(
    'g',
    attrs,
    h('title', {}, `${to} (di luar state yang difokuskan)`),
    h('rect', { x: box.x, y: box.y, width: box.width, height: box.height, rx: 12 }),
    h('text', { x: box.x + 10, y: box.y + 17 }, box.title),
  );
}

function stateBox(box: Box, view: RenderView): VNode {
  const n = box.node!;
  const folded = n.foldedCount ? `, ${n.foldedCount} state di dalam` : '';
  const label = `State ${n.id} (${kindText(box)}${folded})${n.tags.length ? `, tag ${n.tags.join(', ')}` : ''}${n.description ? `: ${n.description}` : ''}`;
  const title = h('title', {}, `${n.id} — ${kindText(box)}${n.description ? `\n${n.description}` : ''}${n.tags.length ? `\ntags: ${n.tags.join(', ')}` : ''}`);
  const attrs: VNode['attrs'] = { class: stateClasses(box, view), 'data-state-id': n.id, ...itemAttrs(`s:${n.id}`, label, view) };
  if (n.kind === 'history') {
    const r = Math.min(box.width, box.height) / 2;
    return h(
      'g',
      attrs,
      title,
      h('circle', { class: 'sc-box', cx: box.x + r, cy: box.y + r, r }),
      h('text', { class: 'sc-title', x: box.x + r, y: box.y + r + 4, 'text-anchor': 'middle' }, box.title),
    );
  }
  const children: Array<VNode | null> = [
    title,
    h('rect', { class: 'sc-box', x: box.x, y: box.y, width: box.width, height: box.height, rx: n.isRegion ? 4 : 8 }),
    n.kind === 'final' ? h('rect', { class: 'sc-inner', x: box.x + 4, y: box.y + 4, width: box.width - 8, height: box.height - 8, rx: 5 }) : null,
    h('text', { class: 'sc-title', x: box.x + 10, y: box.y + 17 }, box.title + (n.kind === 'parallel' ? ' · parallel' : '')),
  ];
  return h('g', attrs, ...children);
}

function edgeClasses(shape: EdgeShape, view: RenderView): string {
  const e = shape.edge;
  const cls = ['sc-edge', ...markClasses(`t:${e.id}`, view)];
  if (e.kind === 'always') cls.push('sc-always');
  if (e.kind === 'initial') cls.push('sc-initial');
  if (e.kind === 'history') cls.push('sc-history');
  if (e.kind === 'after') cls.push('sc-after');
  if (e.kind === 'done.actor' || e.kind === 'done.state') cls.push('sc-done');
  if (e.kind === 'error.actor') cls.push('sc-error');
  const counted = e.kind !== 'initial' && e.kind !== 'history';
  if (view.coverage && counted) cls.push(view.coverage.transitions.has(e.id) ? 'is-covered' : 'is-uncovered');
  if (view.taken?.has(e.id)) cls.push('is-taken');
  if (view.selected === `t:${e.id}`) cls.push('is-selected');
  return cls.join(' ');
}

function arrowFor(cls: string): string {
  if (cls.includes('is-taken')) return 'sc-arrow-blue';
  if (cls.includes('is-uncovered')) return 'sc-arrow-red';
  if (cls.includes('is-covered')) return 'sc-arrow-green';
  if (cls.includes('sc-initial')) return 'sc-arrow-init';
  return 'sc-arrow';
}

function renderEdge(shape: EdgeShape, view: RenderView): VNode {
  const e = shape.edge;
  const cls = edgeClasses(shape, view);
  const d = shape.points.map((p, i) => `${i ? 'L' : 'M'}${p.x} ${p.y}`).join(' ');
  const primary = shape.key.endsWith('::0');
  const labelText = shape.label?.lines.join(' ') ?? e.label;
  const target = shape.targetId;
  const name = e.kind === 'initial' ? `Awal ${e.sourceId} → ${target}` : `Transisi ${labelText} dari ${e.sourceId} ke ${e.targetIds.join(', ')}`;
  const attrs: VNode['attrs'] = { class: cls, 'data-edge-id': e.id, 'data-target-id': target };
  if (primary && e.kind !== 'initial' && e.kind !== 'history') Object.assign(attrs, itemAttrs(`t:${e.id}`, `${name}${e.description ? `: ${e.description}` : ''}`, view));
  const tip = `${e.kind === 'initial' ? 'initial' : labelText}${e.description ? `\n${e.description}` : ''}${e.actions.length ? `\nactions: ${e.actions.join(', ')}` : ''}`;
  return h(
    'g',
    attrs,
    h('title', {}, tip),
    h('path', { d, 'marker-end': `url(#${arrowFor(cls)})` }),
    shape.label
      ? h(
          'g',
          {},
          h('rect', { class: 'sc-label', x: shape.label.x, y: shape.label.y, width: shape.label.width, height: shape.label.height, rx: 3 }),
          ...shape.label.lines.map((line, i) => h('text', { x: shape.label!.x + 4, y: shape.label!.y + 13 + i * 15 }, line)),
        )
      : null,
  );
}

/** The whole diagram as an `<svg>` element tree. */
export function renderDiagram(diagram: Diagram, view: RenderView = {}): VNode {
  const defs = h(
    'defs',
    {},
    ...ARROWS.map(([id, color]) =>
      h('marker', { id, viewBox: '0 0 10 10', refX: 9, refY: 5, markerWidth: 7, markerHeight: 7, orient: 'auto-start-reverse' }, h('path', { d: 'M0 0 L10 5 L0 10 z', fill: color })),
    ),
  );
  const boxes = diagram.boxes;
  return h(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      class: 'sc-diagram',
      viewBox: `0 0 ${diagram.width} ${diagram.height}`,
      width: diagram.width,
      height: diagram.height,
      'data-machine-id': diagram.graph.machineId,
    },
    h('title', {}, `Statechart ${diagram.graph.title ?? diagram.graph.machineId}${diagram.graph.description ? ` — ${diagram.graph.description}` : ''}`),
    h('style', {}, DIAGRAM_CSS),
    defs,
    ...boxes.filter((b) => b.kind === 'frame').map((b) => renderFrame(b, view)),
    ...boxes.filter((b) => b.kind === 'state').flatMap((b) => renderState(b, view)),
    ...boxes.filter((b) => b.kind === 'initial').map((b) => h('circle', { class: 'sc-initial', cx: b.x + b.width / 2, cy: b.y + b.height / 2, r: b.width / 2 })),
    ...diagram.edges.map((s) => renderEdge(s, view)),
  );
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Serialise an element tree to SVG/XML text (attributes in insertion order, deterministic). */
export function toMarkup(node: VNode | string, indent = ''): string {
  if (typeof node === 'string') return esc(node);
  const attrs = Object.entries(node.attrs)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${esc(String(v))}"`)
    .join('');
  if (!node.children.length) return `${indent}<${node.tag}${attrs}/>`;
  if (node.children.every((c) => typeof c === 'string')) {
    return `${indent}<${node.tag}${attrs}>${node.children.map((c) => toMarkup(c)).join('')}</${node.tag}>`;
  }
  const inner = node.children.map((c) => (typeof c === 'string' ? `${indent}  ${esc(c)}` : toMarkup(c, `${indent}  `))).join('\n');
  return `${indent}<${node.tag}${attrs}>\n${inner}\n${indent}</${node.tag}>`;
}

/** The diagram as a standalone `.svg` file (what `npm run statecharts` writes and the studio downloads). */
export function toSvg(diagram: Diagram, view: RenderView = {}): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${toMarkup(renderDiagram(diagram, { ...view, interactive: false }))}\n`;
}
