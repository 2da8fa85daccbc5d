// @vitest-environment jsdom
/**
 * HydrateWhenSeen (decision 100): a server-rendered part hydrates only once seen, touched or focused; a tap on it
 * before then is handled, not lost; a page update meanwhile keeps the server's HTML; a client-side mount renders at
 * once.
 */
import { act, Suspense, useEffect, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HydrateWhenSeen } from './hydrate-when-seen';

/** A fake IntersectionObserver the test drives. */
class FakeObserver {
  static all: FakeObserver[] = [];
  observed: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
  /** The observed element comes into view. */
  show() {
    this.callback(this.observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), this as unknown as IntersectionObserver);
  }
}

function Part({ label, onAdd }: { label: string; onAdd: () => void }) {
  return (
    <section id="part">
      <h2>{label}</h2>
      <button type="button" onClick={onAdd}>
        Tambah
      </button>
    </section>
  );
}

const find = () => document.getElementById('part');
let container: HTMLDivElement;
let root: Root | undefined;

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  vi.unstubAllGlobals();
});

/** The server's HTML of the part: its own Suspense boundary around it, as HydrateWhenSeen renders it. */
function serve(label: string) {
  container.innerHTML = renderToString(
    <Suspense fallback={null}>
      <Part label={label} onAdd={() => {}} />
    </Suspense>,
  );
}

async function hydrate(node: React.ReactNode) {
  await act(async () => {
    root = hydrateRoot(container, node);
  });
}

/** Serve the part labelled `label` and hydrate it inside HydrateWhenSeen; answers its add handler. */
async function hydratePart(label: string, findPart: () => Element | null = find) {
  serve(label);
  const onAdd = vi.fn();
  await hydrate(
    <HydrateWhenSeen find={findPart}>
      <Part label={label} onAdd={onAdd} />
    </HydrateWhenSeen>,
  );
  return onAdd;
}

const click = (target: Element, type = 'click') => target.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true }));

describe('HydrateWhenSeen', () => {
  it('keeps the server HTML unhydrated until the part comes into view, then hydrates it', async () => {
    const onAdd = await hydratePart('Kursus Terbaru');
    const button = container.querySelector('button')!;
    expect(FakeObserver.all).toHaveLength(1);
    expect(FakeObserver.all[0]!.observed).toEqual([container.querySelector('#part')]);

    // Not hydrated: a bare click (no pointer before it) reaches no handler, and the server's nodes stay.
    await act(async () => click(button));
    expect(onAdd).not.toHaveBeenCalled();
    expect(container.querySelector('button')).toBe(button);

    await act(async () => FakeObserver.all[0]!.show());
    await act(async () => click(button));
    expect(onAdd).toHaveBeenCalledTimes(1);
    // Hydrated in place: the same node, no client render.
    expect(container.querySelector('button')).toBe(button);
  });

  it('a tap on a part not hydrated yet hydrates it at once and is handled', async () => {
    const onAdd = await hydratePart('Dessert');
    const button = container.querySelector('button')!;
    // Both in one task, as a tap's events come: the click right after the pointerdown that opened the gate.
    await act(async () => {
      click(button, 'pointerdown');
      click(button);
    });
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('focus moving into the part hydrates it (keyboard)', async () => {
    const onAdd = await hydratePart('Pastry-Kue');
    const button = container.querySelector('button')!;
    await act(async () => button.focus());
    await act(async () => click(button));
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('a page update before the part is seen keeps the server HTML; once hydrated the part takes the new props', async () => {
    serve('Dessert');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    let setLabel: (label: string) => void = () => {};
    function Page() {
      const [label, set] = useState('Dessert');
      useEffect(() => {
        setLabel = set;
      }, [set]);
      return (
        <HydrateWhenSeen find={find}>
          <Part label={label} onAdd={() => {}} />
        </HydrateWhenSeen>
      );
    }
    const heading = container.querySelector('h2')!;
    await hydrate(<Page />);
    await act(async () => setLabel('Dessert (2)'));
    // Still the server's node and text: not dropped, not rendered afresh (empty while waiting).
    expect(container.querySelector('h2')).toBe(heading);
    expect(heading.textContent).toBe('Dessert');

    await act(async () => FakeObserver.all[0]!.show());
    expect(container.querySelector('h2')).toBe(heading);
    expect(heading.textContent).toBe('Dessert (2)');
    expect(errors).not.toHaveBeenCalled();
  });

  it('mounted after hydration (a client-side navigation) it renders at once, observing nothing', async () => {
    const onAdd = vi.fn();
    await act(async () => {
      root = createRoot(container);
      root.render(
        <HydrateWhenSeen find={find}>
          <Part label="Masakan Modern" onAdd={onAdd} />
        </HydrateWhenSeen>,
      );
    });
    expect(container.querySelector('h2')?.textContent).toBe('Masakan Modern');
    expect(FakeObserver.all).toHaveLength(0);
    await act(async () => click(container.querySelector('button')!));
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('hydrates at once where the part cannot be found', async () => {
    const onAdd = await hydratePart('Bread-Roti', () => null);
    await act(async () => click(container.querySelector('button')!));
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(FakeObserver.all).toHaveLength(0);
  });
});
