import ELK from 'elkjs/lib/elk.bundled.js';
import { describe, expect, it } from 'vitest';
import { toGraph } from './graph';
import { transitionEdges } from './graph-types';
import { layoutGraph, type Box, type ElkEngine } from './layout';
import { renderDiagram, toSvg, type VNode } from './render';
import { kitchenSink } from './test-machines.test-utils';

const elk = new ELK() as unknown as ElkEngine;
const graph = toGraph(kitchenSink);
const diagram = await layoutGraph(graph, elk);

function all(node: VNode | string, out: VNode[] = []): VNode[] {
  if (typeof node === 'string') return out;
  out.push(node);
  node.children.forEach((c) => all(c, out));
  return out;
}
const count = (svg: string, re: RegExp) => svg.match(re)?.length ?? 0;
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width + 0.5 && inner.y + inner.height <= outer.y + outer.height + 0.5;

describe('layout (elkjs, hierarchy) and SVG', () => {
  it('places every state in a box inside its parent box, children inside the machine frame', () => {
    const boxes = new Map(diagram.boxes.map((b) => [b.id, b]));
    const frame = boxes.get('sink')!;
    expect(frame.kind).toBe('frame');
    for (const n of graph.nodes) {
      const box = boxes.get(n.id)!;
      expect(box, n.id).toBeDefined();
      expect(box.width).toBeGreaterThan(0);
      expect(inside(box, boxes.get(n.parentId)!), `${n.id} inside ${n.parentId}`).toBe(true);
    }
    expect(diagram.width).toBeGreaterThanOrEqual(frame.width);
  });

  it('routes every drawn transition (one line per target) and puts targetless ones as rows in their state', () => {
    const drawn = graph.edges.filter((e) => !e.internal).reduce((n, e) => n + e.targetIds.length, 0);
    expect(diagram.edges).toHaveLength(drawn);
    for (const s of diagram.edges) expect(s.points.length, s.key).toBeGreaterThanOrEqual(2);
    const idle = diagram.boxes.find((b) => b.id === 'sink.idle')!;
    expect(idle.rows.map((r) => r.text)).toEqual(['#idle', '↻ bump']);
    const calling = diagram.boxes.find((b) => b.id === 'sink.working.right.calling')!;
    expect(calling.rows).toContainEqual({ kind: 'invoke', text: 'invoke childCall (child) ↗', childMachineId: 'child' });
    expect(diagram.edges.find((s) => s.edge.kind === 'after' && s.edge.sourceId === 'sink.loading')!.label!.lines).toEqual(['after 3 s']);
    expect(diagram.edges.find((s) => s.edge.eventType === 'go' && s.edge.index === 1)!.label!.lines).toEqual(['go', '[isAbove]']);
  });

  it('writes one state box per state node, one group per transition, descriptions as titles', () => {
    const svg = toSvg(diagram);
    expect(svg.startsWith('<?xml')).toBe(true);
    expect(count(svg, /<g class="sc-state[^"]*" data-state-id="/g)).toBe(graph.nodes.length);
    const transitions = new Set([...svg.matchAll(/data-edge-id="([^"]+)"/g)].map((m) => m[1]));
    for (const e of transitionEdges(graph)) expect(transitions.has(e.id.replace(/&/g, '&amp;').replace(/>/g, '&gt;')) || transitions.has(e.id), e.id).toBe(true);
    expect(svg).toContain('<title>sink.loading — atomic\nLoading the number.\ntags: busy</title>');
    expect(svg).toContain('class="sc-state sc-final"');
    expect(svg).toContain('class="sc-state sc-history"');
    expect(svg).toContain('class="sc-state sc-compound sc-region"');
    expect(svg).not.toMatch(/ (tabindex|role)="/);
  });

  it('is deterministic: the same machine gives the same SVG', async () => {
    const again = await layoutGraph(toGraph(kitchenSink), new ELK() as unknown as ElkEngine);
    expect(toSvg(again)).toBe(toSvg(diagram));
  });

  it('marks coverage (covered green, the rest red), active states, the transition taken and the selection', () => {
    const covered = { states: new Set(['sink.idle']), transitions: new Set(graph.edges.filter((e) => e.eventType === 'go').map((e) => e.id)) };
    const nodes = all(renderDiagram(diagram, { coverage: covered, active: new Set(['sink.loading']), taken: new Set([graph.edges.find((e) => e.kind === 'after')!.id]), selected: 's:sink.done' }));
    const cls = (attr: string, id: string) => String(nodes.find((n) => n.attrs[attr] === id)?.attrs.class);
    expect(cls('data-state-id', 'sink.idle')).toContain('is-covered');
    expect(cls('data-state-id', 'sink.loading')).toContain('is-uncovered');
    expect(cls('data-state-id', 'sink.loading')).toContain('is-active');
    expect(cls('data-state-id', 'sink.done')).toContain('is-selected');
    const go = graph.edges.find((e) => e.eventType === 'go')!.id;
    expect(cls('data-edge-id', go)).toContain('is-covered');
    expect(cls('data-edge-id', graph.edges.find((e) => e.kind === 'after')!.id)).toContain('is-taken');
    const bump = nodes.find((n) => n.tag === 'text' && n.attrs['data-edge-id'] === graph.edges.find((e) => e.eventType === 'bump')!.id)!;
    expect(bump.attrs.class).toContain('is-uncovered');
  });

  it('gives interactive diagrams a roving tab stop and accessible names', () => {
    const nodes = all(renderDiagram(diagram, { interactive: true, focusable: 's:sink.idle' }));
    const items = nodes.filter((n) => n.attrs['data-item']);
    expect(items.filter((n) => n.attrs.tabindex === 0).map((n) => n.attrs['data-item'])).toEqual(['s:sink.idle']);
    const idle = items.find((n) => n.attrs['data-item'] === 's:sink.idle')!;
    expect(idle.attrs).toMatchObject({ role: 'button', 'aria-label': 'State sink.idle (atomic, initial), tag idle: Nothing happens.' });
    const child = nodes.find((n) => n.attrs['data-open-machine'] === 'child')!;
    expect(child.attrs).toMatchObject({ role: 'link', 'aria-label': 'Buka diagram mesin child' });
  });

  it('never puts a control inside another (a state with rows: the rows are siblings of its box)', () => {
    const controls = all(renderDiagram(diagram, { interactive: true, focusable: 's:sink.idle' })).filter((n) => n.attrs.role === 'button' || n.attrs.role === 'link');
    expect(controls.length).toBeGreaterThan(graph.nodes.length);
    for (const c of controls) expect(all(c).slice(1).filter((n) => n.attrs.role), String(c.attrs['data-item'])).toEqual([]);
    // sink.idle keeps its rows next to its box.
    const nodes = all(renderDiagram(diagram, { interactive: true }));
    expect(nodes.find((n) => n.attrs['data-rows-of'] === 'sink.idle')!.children.map((r) => (r as VNode).children[0])).toEqual(['#idle', '↻ bump']);
  });
});
