// @vitest-environment jsdom
import ELK from 'elkjs/lib/elk.bundled.js';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DiagramView, itemOrder } from './diagram-view';
import { toGraph } from './graph';
import { layoutGraph, type ElkEngine } from './layout';
import { kitchenSink } from './test-machines.test-utils';

const diagram = await layoutGraph(toGraph(kitchenSink), new ELK() as unknown as ElkEngine);

afterEach(cleanup);

function setup() {
  const onSelect = vi.fn();
  const onOpenMachine = vi.fn();
  render(<DiagramView diagram={diagram} view={{}} selected={null} onSelect={onSelect} onOpenMachine={onOpenMachine} />);
  return { onSelect, onOpenMachine };
}

const focused = () => document.activeElement?.getAttribute('data-item');

describe('diagram view', () => {
  it('draws one box per state, named for screen readers, inside a labelled diagram', () => {
    setup();
    expect(screen.getByRole('group', { name: 'Diagram statechart sink' })).toBeTruthy();
    expect(document.querySelectorAll('[data-state-id]')).toHaveLength(13);
    expect(screen.getByRole('button', { name: 'State sink.loading (atomic), tag busy: Loading the number.' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Transisi ✓ loadNumber dari sink.loading ke sink.working: Loaded\.$/ })).toBeTruthy();
  });

  it('has no inline <style> (the enforced CSP refuses it): the document adopts the diagram stylesheet once', () => {
    // jsdom has constructed stylesheets but not `document.adoptedStyleSheets`: give it one, as browsers have.
    Object.defineProperty(document, 'adoptedStyleSheets', { value: [], writable: true, configurable: true });
    setup();
    expect(document.querySelectorAll('svg style')).toHaveLength(0);
    const rules = document.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((r) => r.cssText));
    expect(rules.some((r) => r.startsWith('.sc-diagram'))).toBe(true);
    cleanup();
    setup();
    expect(document.adoptedStyleSheets).toHaveLength(1);
  });

  it('keeps one tab stop and walks states and transitions with the arrow keys', async () => {
    const { onSelect } = setup();
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

  it('selects on click and opens a child machine from its invoke row', () => {
    const { onSelect, onOpenMachine } = setup();
    fireEvent.click(document.querySelector('[data-item="s:sink.done"]')!);
    expect(onSelect).toHaveBeenCalledWith('s:sink.done');
    fireEvent.click(screen.getAllByRole('link', { name: 'Buka diagram mesin child' })[0]!);
    expect(onOpenMachine).toHaveBeenCalledWith('child');
  });

  it('has zoom controls with accessible names', () => {
    setup();
    const level = screen.getByText(/%$/);
    const before = level.textContent;
    fireEvent.click(screen.getByRole('button', { name: 'Perbesar' }));
    expect(level.textContent).not.toBe(before);
    fireEvent.click(screen.getByRole('button', { name: 'Pas layar' }));
    expect(level.textContent).toBe(before);
  });
});
