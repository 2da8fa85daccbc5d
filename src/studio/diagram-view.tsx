/**
 * The canvas: the element tree of render.ts as React SVG, inside a pan/zoom viewport that takes the page's width.
 * - One level at a time (view-graph.ts): a compound state can be focused; nested states below the chosen depth are
 *   folded boxes that open when clicked. With no depth chosen, the deepest view whose labels are still legible
 *   (≥ 11 px, {@link READABLE}) at the canvas's size is drawn, at a readable zoom.
 * - Pan: drag anywhere (over states too: a press that moves more than a few pixels pans instead of selecting) or
 *   scroll; zoom: Ctrl/⌘ + scroll, the buttons, or `+` / `-`; `0` fits.
 * - Keyboard: one roving tab stop over states and transitions in document order; ↑/↓ move, → on a transition goes
 *   to its target and on a folded state opens it, ← goes to the parent state (or a transition's source), Escape
 *   goes up one level, Enter/Space select.
 * - The camera (zoom, centre) and the depth drawn are reported (`onCamera`) so the page can keep them in the URL.
 */
import { createElement, useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent, type ReactNode, type WheelEvent } from 'react';
import type { StudioGraph } from './graph-types';
import type { Diagram, ElkEngine } from './layout';
import { DIAGRAM_CSS, renderDiagram, type RenderView, type VNode } from './render';
import { T } from './texts';
import { diagramFor } from './use-studio';
import { levelsBelow, viewGraph } from './view-graph';

const KEEP = /^(data-|aria-)/;
const camel = (k: string) => (KEEP.test(k) ? k : k === 'class' ? 'className' : k === 'tabindex' ? 'tabIndex' : k.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase()));

/** The diagram's font is 12 px: at this zoom its labels render at 11 px, the least a person reads comfortably. */
export const READABLE = 11 / 12;
/** The default view never zooms in further than this. */
const DEFAULT_MAX_ZOOM = 1.25;
/** A press that moves farther than this (px) is a drag, not a click. */
const DRAG_SLOP = 4;

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
  return [
    ...(bySource.get(diagram.graph.machineId) ?? []),
    ...diagram.graph.nodes.filter((n) => !n.exitTo).flatMap((n) => [`s:${n.id}`, ...(bySource.get(n.id) ?? [])]),
  ];
}

/** What the canvas shows: a focused state (null: the machine) and the depth (null: all, 'auto': the legible one). */
export interface CanvasView {
  focus: string | null;
  depth: number | null | 'auto';
}

/** Zoom (1 = 100 %) and the diagram point at the canvas's centre. */
export interface Camera {
  k: number;
  cx: number;
  cy: number;
}

interface Props {
  /** The graph to draw (the machine's, or the review's merged graph) and a key for its cached layouts. */
  graph: StudioGraph;
  cacheKey: string;
  view: CanvasView;
  /** The camera from the URL (a shared link); null: the default view. */
  camera: Camera | null;
  overlay: Omit<RenderView, 'interactive' | 'focusable'>;
  selected: string | null;
  onSelect: (item: string | null) => void;
  onOpenMachine: (machineId: string) => void;
  /** Focus a state (null: the whole machine); `reveal` an item once it is drawn. */
  onFocus: (focus: string | null, reveal?: string) => void;
  /** The camera and depth changed (by the person or the default view). */
  onCamera: (camera: Camera, depth: number | null) => void;
  /** Bring this item into view (the state a path step reached, a search hit). */
  reveal?: string | null;
  /** Also zoom in to a readable size when revealing (search). */
  revealReadable?: boolean;
  /** The layout engine (tests pass elkjs's bundled build; the page uses elkjs's worker). */
  engine?: ElkEngine;
}

interface Transform {
  k: number;
  x: number;
  y: number;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
/** `[data-item="…"]` for an item id (ids contain `#`, `—` and `→`). */
const itemSelector = (item: string) => `[data-item="${typeof CSS !== 'undefined' && CSS.escape ? CSS.escape(item) : item.replace(/["\\]/g, '\\$&')}"]`;

/** The depth to draw by default: the deepest whose whole view fits the canvas with legible labels, else 1. */
async function legibleView(graph: StudioGraph, cacheKey: string, focus: string | null, width: number, height: number, engine?: ElkEngine) {
  const levels = Math.max(1, levelsBelow(graph, focus));
  for (let d = levels; d >= 1; d--) {
    const depth = d === levels ? null : d;
    const diagram = await diagramFor(cacheKey, viewGraph(graph, { focus, depth }), focus, depth, engine);
    const fit = Math.min(width / diagram.width, height / diagram.height);
    if (fit >= READABLE || d === 1) return { diagram, depth, fits: fit >= READABLE };
  }
  throw new Error('unreachable');
}

export function DiagramView({ graph, cacheKey, view, camera, overlay, selected, onSelect, onOpenMachine, onFocus, onCamera, reveal, revealReadable, engine }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ w: number; h: number } | null>(null);
  const [drawn, setDrawn] = useState<{ key: string; diagram: Diagram; depth: number | null; fits: boolean } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [t, setT] = useState<Transform>({ k: 1, x: 0, y: 0 });
  const diagram = drawn?.diagram ?? null;
  const order = useMemo(() => (diagram ? itemOrder(diagram) : []), [diagram]);
  const [focusable, setFocusable] = useState<string | null>(null);
  const pendingFocus = useRef<string | null>(null);
  const press = useRef<{ x: number; y: number; tx: number; ty: number; id: number; dragging: boolean } | null>(null);
  const suppressClick = useRef(false);
  const placedFor = useRef<string | null>(null);
  useEffect(adoptDiagramStylesheet, []);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setSize((s) => (s && s.w === el.clientWidth && s.h === el.clientHeight ? s : { w: el.clientWidth || 800, h: el.clientHeight || 600 }));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  // Which view to draw: the one asked for, or (auto) the deepest legible one at this canvas size.
  const viewKey = `${cacheKey}|${view.focus ?? ''}|${view.depth}`;
  useEffect(() => {
    if (!size) return;
    let alive = true;
    const job =
      view.depth === 'auto'
        ? legibleView(graph, cacheKey, view.focus, size.w, size.h, engine)
        : diagramFor(cacheKey, viewGraph(graph, { focus: view.focus, depth: view.depth }), view.focus, view.depth, engine).then((d) => ({
            diagram: d,
            depth: view.depth as number | null,
            fits: true,
          }));
    job.then(
      (r) => alive && (setDrawn({ key: viewKey, ...r }), setFailure(null)),
      (e: unknown) => alive && setFailure(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      alive = false;
    };
    // The size matters only for choosing the depth once per view; resizing later keeps the view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [viewKey, graph, size === null]);

  const fitTransform = useCallback(
    (d: Diagram, readable: boolean): Transform => {
      const w = size?.w ?? 800;
      const h = size?.h ?? 600;
      const fit = Math.min(w / d.width, h / d.height) * 0.98;
      const k = readable ? clamp(fit, READABLE, DEFAULT_MAX_ZOOM) : clamp(fit, 0.05, 1.5);
      // Too big to fit legibly: start where the chart starts (its left edge, the initial state), centred vertically.
      const x = d.width * k <= w ? (w - d.width * k) / 2 : 8;
      const y = d.height * k <= h ? (h - d.height * k) / 2 : 8;
      return { k, x, y };
    },
    [size],
  );

  // Place the camera once per drawn view: the URL's camera, else the default (legible) one.
  useEffect(() => {
    if (!drawn || placedFor.current === drawn.key) return;
    placedFor.current = drawn.key;
    const w = size?.w ?? 800;
    const h = size?.h ?? 600;
    if (camera) setT({ k: camera.k, x: w / 2 - camera.cx * camera.k, y: h / 2 - camera.cy * camera.k });
    else setT(fitTransform(drawn.diagram, true));
    setFocusable(itemOrder(drawn.diagram)[0] ?? null);
    // Only when a new view is drawn.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [drawn]);

  // Report the camera (for the URL), settled: not on every frame of a drag.
  useEffect(() => {
    if (!drawn || placedFor.current !== drawn.key) return;
    const id = window.setTimeout(() => {
      const w = size?.w ?? 800;
      const h = size?.h ?? 600;
      onCamera({ k: t.k, cx: (w / 2 - t.x) / t.k, cy: (h / 2 - t.y) / t.k }, drawn.depth);
    }, 400);
    return () => window.clearTimeout(id);
  }, [t, drawn, size, onCamera]);

  const fit = useCallback(() => {
    if (diagram) setT(fitTransform(diagram, false));
  }, [diagram, fitTransform]);

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

  /** Bring an item into view; `readable` also zooms in so its labels are legible. */
  const revealItem = useCallback((item: string, readable = false) => {
    const el = box.current;
    const target = el?.querySelector<SVGGraphicsElement>(item.startsWith('s:') || item.startsWith('t:') ? itemSelector(item) : item);
    if (!el || !target || typeof target.getBBox !== 'function') return false;
    const b = target.getBBox();
    setT((p) => {
      const left = b.x * p.k + p.x;
      const top = b.y * p.k + p.y;
      const right = left + b.width * p.k;
      const bottom = top + b.height * p.k;
      const small = readable && p.k < 1;
      if (!small && left >= 0 && top >= 0 && right <= el.clientWidth && bottom <= el.clientHeight) return p;
      const k = Math.max(p.k, readable ? 1 : READABLE);
      return { k, x: el.clientWidth / 2 - (b.x + b.width / 2) * k, y: el.clientHeight / 2 - (b.y + b.height / 2) * k };
    });
    return true;
  }, []);

  // Reveal once the item is drawn (it may need the focus changed first, which draws another view).
  useEffect(() => {
    if (!reveal || !diagram) return;
    const id = requestAnimationFrame(() => revealItem(reveal, revealReadable));
    return () => cancelAnimationFrame(id);
  }, [reveal, revealReadable, diagram, revealItem]);

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

  const g = diagram?.graph;
  const up = () => {
    if (!view.focus) return;
    const parent = graph.nodes.find((n) => n.id === view.focus)?.parentId;
    onFocus(parent && parent !== graph.machineId ? parent : null, `s:${view.focus}`);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const current = (e.target as Element).closest?.('[data-item]')?.getAttribute('data-item') ?? null;
    if (e.key === '+' || e.key === '=') return (e.preventDefault(), zoom(1.25));
    if (e.key === '-' || e.key === '_') return (e.preventDefault(), zoom(0.8));
    if (e.key === '0') return (e.preventDefault(), fit());
    if (e.key === 'Escape' && view.focus) return (e.preventDefault(), up());
    if (!current || !g) return;
    const i = order.indexOf(current);
    if (e.key === 'ArrowDown') moveTo(order[Math.min(order.length - 1, i + 1)]);
    else if (e.key === 'ArrowUp') moveTo(order[Math.max(0, i - 1)]);
    else if (e.key === 'Home') moveTo(order[0]);
    else if (e.key === 'End') moveTo(order[order.length - 1]);
    else if (e.key === 'ArrowRight' && current.startsWith('s:')) {
      const node = g.nodes.find((n) => `s:${n.id}` === current);
      if (node?.foldedCount) onFocus(node.id);
      else return;
    } else if (e.key === 'ArrowRight' && current.startsWith('t:')) {
      const edge = g.edges.find((x) => `t:${x.id}` === current);
      const target = edge?.targetIds[0];
      moveTo(target && !target.startsWith('→') ? `s:${target}` : undefined);
    } else if (e.key === 'ArrowLeft') {
      if (current.startsWith('t:')) {
        const edge = g.edges.find((x) => `t:${x.id}` === current);
        moveTo(edge && edge.sourceId !== g.machineId ? `s:${edge.sourceId}` : undefined);
      } else {
        const node = g.nodes.find((n) => `s:${n.id}` === current);
        moveTo(node && node.parentId !== g.machineId ? `s:${node.parentId}` : undefined);
      }
    } else if (e.key === 'Enter' || e.key === ' ') {
      onSelect(current);
    } else return;
    e.preventDefault();
  };

  const onClick = (e: MouseEvent) => {
    if (suppressClick.current) {
      suppressClick.current = false;
      return;
    }
    const target = e.target as Element;
    const open = target.closest('[data-open-machine]');
    if (open) return onOpenMachine(open.getAttribute('data-open-machine')!);
    const focusRow = target.closest('[data-focus]');
    if (focusRow) return onFocus(focusRow.getAttribute('data-focus'));
    const exit = target.closest('[data-exit-to]');
    if (exit) {
      const to = exit.getAttribute('data-exit-to')!;
      const parent = graph.nodes.find((n) => n.id === to)?.parentId;
      return onFocus(parent && parent !== graph.machineId ? parent : null, `s:${to}`);
    }
    const item = target.closest('[data-item]')?.getAttribute('data-item');
    if (item) {
      setFocusable(item);
      onSelect(item);
    }
  };

  const onDoubleClick = (e: MouseEvent) => {
    const item = (e.target as Element).closest('[data-item]')?.getAttribute('data-item');
    const node = item?.startsWith('s:') ? g?.nodes.find((n) => `s:${n.id}` === item) : undefined;
    if (node && (node.foldedCount || g?.nodes.some((n) => n.parentId === node.id))) onFocus(node.id);
  };

  const onWheel = (e: WheelEvent<HTMLDivElement>) => {
    if (e.ctrlKey || e.metaKey) {
      const r = box.current!.getBoundingClientRect();
      zoom(e.deltaY < 0 ? 1.1 : 0.9, e.clientX - r.left, e.clientY - r.top);
    } else {
      setT((p) => ({ ...p, x: p.x - e.deltaX, y: p.y - e.deltaY }));
    }
  };

  // Drag anywhere pans: a press becomes a drag once it moves; a click that did not move still selects.
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    press.current = { x: e.clientX, y: e.clientY, tx: t.x, ty: t.y, id: e.pointerId, dragging: false };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const p = press.current;
    if (!p || p.id !== e.pointerId) return;
    const dx = e.clientX - p.x;
    const dy = e.clientY - p.y;
    if (!p.dragging) {
      if (Math.hypot(dx, dy) < DRAG_SLOP) return;
      p.dragging = true;
      (e.currentTarget as HTMLElement).setPointerCapture?.(e.pointerId);
    }
    setT((q) => ({ ...q, x: p.tx + dx, y: p.ty + dy }));
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    const p = press.current;
    press.current = null;
    if (p?.dragging) {
      suppressClick.current = true;
      (e.currentTarget as HTMLElement).releasePointerCapture?.(e.pointerId);
      // A click follows pointerup only on the same element; clear the flag if none comes.
      window.setTimeout(() => (suppressClick.current = false), 0);
    }
  };

  const tree = useMemo(
    () => (diagram ? renderDiagram(diagram, { ...overlay, selected, interactive: true, focusable }) : null),
    [diagram, overlay, selected, focusable],
  );
  const helpId = `sc-help-${graph.machineId}`;

  return (
    <div className="sc-viewer">
      <div className="sc-zoombar" role="toolbar" aria-label={`Zoom diagram ${graph.machineId}`}>
        <button type="button" onClick={() => zoom(1.25)} aria-label={T.zoomIn}>
          +
        </button>
        <button type="button" onClick={() => zoom(0.8)} aria-label={T.zoomOut}>
          −
        </button>
        <button type="button" onClick={fit}>
          {T.fit}
        </button>
        <span className="sc-zoom-level" aria-live="polite" data-testid="zoom-level">
          {Math.round(t.k * 100)}%
        </span>
      </div>
      <p id={helpId} className="sc-visually-hidden">
        {T.keyboardHelp}
      </p>
      {failure && (
        <p className="studio-status studio-error" role="alert">
          {T.layoutFailed}: {failure}
        </p>
      )}
      {!diagram && !failure && <p className="studio-status">{T.layoutLoading}</p>}
      <div
        ref={box}
        className="sc-viewport"
        onKeyDown={onKeyDown}
        onClick={onClick}
        onDoubleClick={onDoubleClick}
        onWheel={onWheel}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        data-depth={drawn ? (drawn.depth ?? 'all') : undefined}
      >
        {tree && diagram && (
          <svg
            className="sc-diagram"
            width="100%"
            height="100%"
            role="group"
            aria-label={`Diagram statechart ${diagram.graph.title ?? graph.machineId}`}
            aria-describedby={helpId}
            data-machine-id={graph.machineId}
            data-focused-state={view.focus ?? ''}
          >
            <g transform={`translate(${t.x} ${t.y}) scale(${t.k})`}>{tree.children.map((c, i) => toReact(c, i))}</g>
          </svg>
        )}
      </div>
    </div>
  );
}
