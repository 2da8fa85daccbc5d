/**
 * The interactive diagram: the element tree of render.ts as React SVG, inside a pan/zoom viewport.
 * - Pan: drag the background or scroll; zoom: Ctrl/⌘ + scroll, the buttons, or `+` / `-`; `0` fits.
 * - Keyboard: one roving tab stop over states and transitions in document order (each state followed by its
 *   transitions); ↑/↓ move, → on a transition goes to its target, ← goes to the parent state (or a
 *   transition's source), Enter/Space select (the side panel shows the description and tags).
 * - Rows naming a child machine open its diagram.
 */
import { createElement, useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent, type ReactNode, type WheelEvent } from 'react';
import type { Diagram } from './layout';
import { DIAGRAM_CSS, renderDiagram, type RenderView, type VNode } from './render';
import { T } from './texts';

const KEEP = /^(data-|aria-)/;
const camel = (k: string) => (KEEP.test(k) ? k : k === 'class' ? 'className' : k === 'tabindex' ? 'tabIndex' : k.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase()));

/**
 * The diagram's stylesheet (render.ts `DIAGRAM_CSS`, the one the exported `.svg` files embed) for the page: a
 * constructed stylesheet the document adopts once. The exported files carry it as an inline `<style>`, which the
 * app's enforced CSP (`style-src 'self'`) refuses in the page, so the React diagram leaves that element out.
 */
let diagramSheetAdopted = false;
function adoptDiagramStylesheet() {
  if (diagramSheetAdopted || typeof document === 'undefined' || typeof CSSStyleSheet === 'undefined') return;
  const sheet = new CSSStyleSheet();
  if (typeof sheet.replaceSync !== 'function' || !('adoptedStyleSheets' in document)) return;
  sheet.replaceSync(DIAGRAM_CSS);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  diagramSheetAdopted = true;
}

function toReact(node: VNode | string, key: number | string): ReactNode {
  if (typeof node === 'string') return node;
  if (node.tag === 'style') return null;
  const props: Record<string, unknown> = { key };
  for (const [k, v] of Object.entries(node.attrs)) if (v !== undefined) props[camel(k)] = v;
  return createElement(node.tag, props, ...node.children.map((c, i) => toReact(c, i)));
}

/** Keyboard order: frame transitions, then each state followed by its transitions. */
export function itemOrder(diagram: Diagram): string[] {
  const bySource = new Map<string, string[]>();
  for (const e of diagram.graph.edges) {
    if (e.kind === 'initial' || e.kind === 'history') continue;
    bySource.set(e.sourceId, [...(bySource.get(e.sourceId) ?? []), `t:${e.id}`]);
  }
  return [...(bySource.get(diagram.graph.machineId) ?? []), ...diagram.graph.nodes.flatMap((n) => [`s:${n.id}`, ...(bySource.get(n.id) ?? [])])];
}

interface Props {
  diagram: Diagram;
  view: Omit<RenderView, 'interactive' | 'focusable'>;
  selected: string | null;
  onSelect: (item: string | null) => void;
  onOpenMachine: (machineId: string) => void;
  /** Bring this item into view (e.g. the state a path step reached). */
  reveal?: string | null;
}

interface Transform {
  k: number;
  x: number;
  y: number;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
/** `[data-item="…"]` for an item id (ids contain `#`, `—` and `→`). */
const itemSelector = (item: string) => `[data-item="${typeof CSS !== 'undefined' && CSS.escape ? CSS.escape(item) : item.replace(/["\\]/g, '\\$&')}"]`;

export function DiagramView({ diagram, view, selected, onSelect, onOpenMachine, reveal }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [t, setT] = useState<Transform>({ k: 1, x: 0, y: 0 });
  const order = useMemo(() => itemOrder(diagram), [diagram]);
  const [focusable, setFocusable] = useState<string | null>(order[0] ?? null);
  const pendingFocus = useRef<string | null>(null);
  const drag = useRef<{ x: number; y: number; tx: number; ty: number; id: number } | null>(null);
  useEffect(adoptDiagramStylesheet, []);

  const fit = useCallback(() => {
    const el = box.current;
    if (!el) return;
    const w = el.clientWidth || 800;
    const h = el.clientHeight || 600;
    const k = clamp(Math.min(w / diagram.width, h / diagram.height) * 0.98, 0.05, 1.5);
    setT({ k, x: (w - diagram.width * k) / 2, y: Math.max(0, (h - diagram.height * k) / 2) });
  }, [diagram]);

  useEffect(() => {
    fit();
    setFocusable(order[0] ?? null);
  }, [diagram, fit, order]);

  const zoom = useCallback((factor: number, cx?: number, cy?: number) => {
    const el = box.current;
    const px = cx ?? (el ? el.clientWidth / 2 : 0);
    const py = cy ?? (el ? el.clientHeight / 2 : 0);
    setT((p) => {
      const k = clamp(p.k * factor, 0.05, 4);
      const f = k / p.k;
      return { k, x: px - (px - p.x) * f, y: py - (py - p.y) * f };
    });
  }, []);

  /** Bring an item into view; `readable` also zooms in to a readable size (keyboard focus). */
  const revealItem = useCallback((item: string, readable = false) => {
    const el = box.current;
    const target = el?.querySelector<SVGGraphicsElement>(itemSelector(item));
    if (!el || !target || typeof target.getBBox !== 'function') return;
    const b = target.getBBox();
    setT((p) => {
      const left = b.x * p.k + p.x;
      const top = b.y * p.k + p.y;
      const right = left + b.width * p.k;
      const bottom = top + b.height * p.k;
      const small = readable && p.k < 0.6;
      if (!small && left >= 0 && top >= 0 && right <= el.clientWidth && bottom <= el.clientHeight) return p;
      const k = Math.max(p.k, small ? 0.8 : 0.6);
      return { k, x: el.clientWidth / 2 - (b.x + b.width / 2) * k, y: el.clientHeight / 2 - (b.y + b.height / 2) * k };
    });
  }, []);

  useEffect(() => {
    if (reveal) revealItem(reveal);
  }, [reveal, revealItem]);

  useEffect(() => {
    const item = pendingFocus.current;
    if (!item) return;
    pendingFocus.current = null;
    box.current?.querySelector<SVGElement>(itemSelector(item))?.focus();
    revealItem(item, true);
  });

  const moveTo = (item: string | undefined) => {
    if (!item) return;
    pendingFocus.current = item;
    setFocusable(item);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const current = (e.target as Element).closest?.('[data-item]')?.getAttribute('data-item') ?? null;
    if (e.key === '+' || e.key === '=') return (e.preventDefault(), zoom(1.25));
    if (e.key === '-' || e.key === '_') return (e.preventDefault(), zoom(0.8));
    if (e.key === '0') return (e.preventDefault(), fit());
    if (!current) return;
    const i = order.indexOf(current);
    const graph = diagram.graph;
    if (e.key === 'ArrowDown') moveTo(order[Math.min(order.length - 1, i + 1)]);
    else if (e.key === 'ArrowUp') moveTo(order[Math.max(0, i - 1)]);
    else if (e.key === 'Home') moveTo(order[0]);
    else if (e.key === 'End') moveTo(order[order.length - 1]);
    else if (e.key === 'ArrowRight' && current.startsWith('t:')) {
      const edge = graph.edges.find((x) => `t:${x.id}` === current);
      moveTo(edge?.targetIds[0] ? `s:${edge.targetIds[0]}` : undefined);
    } else if (e.key === 'ArrowLeft') {
      if (current.startsWith('t:')) {
        const edge = graph.edges.find((x) => `t:${x.id}` === current);
        moveTo(edge && edge.sourceId !== graph.machineId ? `s:${edge.sourceId}` : undefined);
      } else {
        const node = graph.nodes.find((n) => `s:${n.id}` === current);
        moveTo(node && node.parentId !== graph.machineId ? `s:${node.parentId}` : undefined);
      }
    } else if (e.key === 'Enter' || e.key === ' ') {
      onSelect(current);
    } else return;
    e.preventDefault();
  };

  const onClick = (e: MouseEvent) => {
    const target = e.target as Element;
    const open = target.closest('[data-open-machine]');
    if (open) return onOpenMachine(open.getAttribute('data-open-machine')!);
    const item = target.closest('[data-item]')?.getAttribute('data-item');
    if (item) {
      setFocusable(item);
      onSelect(item);
    }
  };

  const onWheel = (e: WheelEvent<HTMLDivElement>) => {
    if (e.ctrlKey || e.metaKey) {
      const r = box.current!.getBoundingClientRect();
      zoom(e.deltaY < 0 ? 1.1 : 0.9, e.clientX - r.left, e.clientY - r.top);
    } else {
      setT((p) => ({ ...p, x: p.x - e.deltaX, y: p.y - e.deltaY }));
    }
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if ((e.target as Element).closest('[data-item],[data-open-machine],button')) return;
    drag.current = { x: e.clientX, y: e.clientY, tx: t.x, ty: t.y, id: e.pointerId };
    (e.currentTarget as HTMLElement).setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return;
    setT((p) => ({ ...p, x: d.tx + e.clientX - d.x, y: d.ty + e.clientY - d.y }));
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  const tree = useMemo(
    () => renderDiagram(diagram, { ...view, selected, interactive: true, focusable }),
    [diagram, view, selected, focusable],
  );
  const helpId = `sc-help-${diagram.graph.machineId}`;

  return (
    <div className="sc-viewer">
      <div className="sc-zoombar" role="toolbar" aria-label={`Zoom diagram ${diagram.graph.machineId}`}>
        <button type="button" onClick={() => zoom(1.25)} aria-label={T.zoomIn}>
          +
        </button>
        <button type="button" onClick={() => zoom(0.8)} aria-label={T.zoomOut}>
          −
        </button>
        <button type="button" onClick={fit}>
          {T.fit}
        </button>
        <span className="sc-zoom-level" aria-live="polite">
          {Math.round(t.k * 100)}%
        </span>
      </div>
      <p id={helpId} className="sc-visually-hidden">
        {T.keyboardHelp}
      </p>
      <div
        ref={box}
        className="sc-viewport"
        onKeyDown={onKeyDown}
        onClick={onClick}
        onWheel={onWheel}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        <svg
          className="sc-diagram"
          width="100%"
          height="100%"
          role="group"
          aria-label={`Diagram statechart ${diagram.graph.machineId}`}
          aria-describedby={helpId}
          data-machine-id={diagram.graph.machineId}
        >
          <g transform={`translate(${t.x} ${t.y}) scale(${t.k})`}>{tree.children.map((c, i) => toReact(c, i))}</g>
        </svg>
      </div>
    </div>
  );
}
