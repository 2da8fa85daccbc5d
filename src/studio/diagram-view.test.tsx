// @vitest-environment jsdom
import ELK from 'elkjs/lib/elk.bundled.js';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DiagramView, itemOrder, type CanvasView } from './diagram-view';
import { toGraph } from './graph';
import { layoutGraph, type ElkEngine } from './layout';
import { kitchenSink } from './test-machines.test-utils';
import { viewGraph } from './view-graph';

const engine = new ELK() as unknown as ElkEngine;
const graph = toGraph(kitchenSink);
const diagram = await layoutGraph(graph, engine);
let cache = 0;

afterEach(cleanup);

async function setup(view: CanvasView = { focus: null, depth: null }) {
  const onSelect = vi.fn();
  const onOpenMachine = vi.fn();
  const onFocus = vi.fn();
  const onCamera = vi.fn();
  render(
    <DiagramView
      graph={graph}
      cacheKey={`test-${++cache}`}
      view={view}
      camera={null}
      overlay={{}}
      selected={null}
      onSelect={onSelect}
      onOpenMachine={onOpenMachine}
      onFocus={onFocus}
      onCamera={onCamera}
      engine={engine}
    />,
  );
  await waitFor(() => expect(document.querySelector('.sc-viewport svg [tabindex="0"]')).toBeTruthy());
  return { onSelect, onOpenMachine, onFocus, onCamera };
}

const focused = () => document.activeElement?.getAttribute('data-item');

describe('diagram view', () => {
  it('draws one box per state, named for screen readers, inside a labelled diagram', async () => {
    await setup();
    expect(screen.getByRole('group', { name: 'Diagram statechart sink' })).toBeTruthy();
    expect(document.querySelectorAll('[data-state-id]')).toHaveLength(13);
    expect(screen.getByRole('button', { name: 'State sink.loading (atomic), tag busy: Loading the number.' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Transisi ✓ loadNumber dari sink.loading ke sink.working: Loaded\.$/ })).toBeTruthy();
  });

  it('has no inline <style> (the enforced CSP refuses it): the document adopts the diagram stylesheet once', async () => {
    // jsdom has constructed stylesheets but not `document.adoptedStyleSheets`: give it one, as browsers have.
    Object.defineProperty(document, 'adoptedStyleSheets', { value: [], writable: true, configurable: true });
    await setup();
    expect(document.querySelectorAll('svg style')).toHaveLength(0);
    const rules = document.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((r) => r.cssText));
    expect(rules.some((r) => r.startsWith('.sc-diagram'))).toBe(true);
    cleanup();
    await setup();
    expect(document.adoptedStyleSheets).toHaveLength(1);
  });

  it('keeps one tab stop and walks states and transitions with the arrow keys', async () => {
    const { onSelect } = await setup();
    const order = itemOrder(diagram);
    expect(order[0]).toBe('t:sink —back#0→');
    expect(order.slice(1, 4)).toEqual(['s:sink.idle', 't:sink.idle —go#0→', 't:sink.idle —go#1→']);
    const stops = [...document.querySelectorAll('[data-item]')].filter((el) => el.getAttribute('tabindex') === '0');
    expect(stops.map((el) => el.getAttribute('data-item'))).toEqual([order[0]]);

    const first = document.querySelector<SVGElement>('[data-item="s:sink.idle"]')!;
    act(() => first.focus());
    await act(async () => {
      fireEvent.keyDown(first, { key: 'ArrowDown' });
    });
    expect(focused()).toBe('t:sink.idle —go#0→');
    // → on a transition goes to its target state; ← goes back to its source.
    await act(async () => {
      fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    });
    expect(focused()).toBe('s:sink.loading');
    await act(async () => {
      fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    });
    expect(onSelect).toHaveBeenLastCalledWith('s:sink.loading');
    const left = document.querySelector<SVGElement>('[data-item="s:sink.working.left.a"]')!;
    act(() => left.focus());
    await act(async () => {
      fireEvent.keyDown(left, { key: 'ArrowLeft' });
    });
    expect(focused()).toBe('s:sink.working.left');
  });

  it('selects on click and opens a child machine from its invoke row', async () => {
    const { onSelect, onOpenMachine } = await setup();
    fireEvent.click(document.querySelector('[data-item="s:sink.done"]')!);
    expect(onSelect).toHaveBeenCalledWith('s:sink.done');
    fireEvent.click(screen.getAllByRole('link', { name: 'Buka diagram mesin child' })[0]!);
    expect(onOpenMachine).toHaveBeenCalledWith('child');
  });

  it('pans when a press on a state moves (and does not select it); a press that does not move selects', async () => {
    const { onSelect } = await setup();
    const svgGroup = () => document.querySelector('.sc-viewport svg > g')!.getAttribute('transform');
    const before = svgGroup();
    const state = document.querySelector('[data-item="s:sink.done"]')!;
    const viewport = document.querySelector('.sc-viewport')!;
    fireEvent.pointerDown(viewport, { pointerId: 1, button: 0, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(viewport, { pointerId: 1, clientX: 160, clientY: 130 });
    fireEvent.pointerUp(viewport, { pointerId: 1, clientX: 160, clientY: 130 });
    fireEvent.click(state);
    expect(svgGroup()).not.toBe(before);
    expect(onSelect).not.toHaveBeenCalled();
    await new Promise((r) => setTimeout(r, 5));
    fireEvent.pointerDown(viewport, { pointerId: 2, button: 0, clientX: 100, clientY: 100 });
    fireEvent.pointerUp(viewport, { pointerId: 2, clientX: 101, clientY: 100 });
    fireEvent.click(state);
    expect(onSelect).toHaveBeenCalledWith('s:sink.done');
  });

  it('draws one level: nested states are folded boxes that open (click, → key) by focusing them', async () => {
    const { onFocus } = await setup({ focus: null, depth: 1 });
    expect([...document.querySelectorAll('[data-state-id]')].map((e) => e.getAttribute('data-state-id'))).toEqual(['sink.idle', 'sink.loading', 'sink.working', 'sink.done']);
    const folded = screen.getByRole('link', { name: 'Buka state sink.working (9 state di dalam)' });
    fireEvent.click(folded);
    expect(onFocus).toHaveBeenCalledWith('sink.working');
    const box = document.querySelector<SVGElement>('[data-item="s:sink.working"]')!;
    act(() => box.focus());
    await act(async () => {
      fireEvent.keyDown(box, { key: 'ArrowRight' });
    });
    expect(onFocus).toHaveBeenCalledTimes(2);
  });

  it('a focused state is the frame: its children at the top, targets outside it as exits, Escape goes up', async () => {
    const { onFocus } = await setup({ focus: 'sink.working.left', depth: null });
    expect(screen.getByRole('group', { name: 'Diagram statechart sink.working.left' })).toBeTruthy();
    expect([...document.querySelectorAll('[data-state-id]')].map((e) => e.getAttribute('data-state-id'))).toEqual([
      'sink.working.left.a',
      'sink.working.left.b',
      'sink.working.left.hist',
    ]);
    fireEvent.keyDown(document.querySelector('.sc-viewport')!, { key: 'Escape' });
    expect(onFocus).toHaveBeenCalledWith('sink.working', 's:sink.working.left');
    // The transition to a state outside the focus ends at an exit marker that focuses the target's surroundings.
    const exits = viewGraph(graph, { focus: 'sink.working.right', depth: null }).nodes.filter((n) => n.exitTo);
    expect(exits.map((n) => n.exitTo)).toEqual(['sink.working.left.b']);
  });

  it('has zoom controls with accessible names', async () => {
    await setup();
    const level = screen.getByTestId('zoom-level');
    const before = level.textContent;
    fireEvent.click(screen.getByRole('button', { name: 'Perbesar' }));
    expect(level.textContent).not.toBe(before);
    fireEvent.click(screen.getByRole('button', { name: 'Pas layar' }));
    expect(level.textContent).not.toBe('');
  });
});
