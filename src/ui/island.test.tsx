// @vitest-environment jsdom
/**
 * Islands (decision 092): the server renders an island in full once its code is loaded; the browser keeps that HTML
 * while the island's chunk loads during hydration and hydrates it afterwards (a click then works); a chunk that
 * cannot load renders nothing instead of breaking the page; the app-ready mark waits for the islands' code.
 */
import { act, use, useState } from 'react';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdForLateParts, island, islandsLoaded, READY_AFTER_ATTRIBUTE, settleIslands, usePartMounted } from './island';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Counter({ label }: { label: string }) {
  const [n, setN] = useState(0);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      {label} {n}
    </button>
  );
}

/** A load the test releases by hand (the chunk "arrives"). */
function deferredLoad<T>(value: T) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { load: () => gate.then(() => value), release };
}

function Page({ Island }: { Island: React.ComponentType<{ label: string }> }) {
  return (
    <main>
      <h1>Beranda</h1>
      <Suspense fallback={<p>memuat</p>}>
        <Island label="Tambah" />
      </Suspense>
    </main>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('island', () => {
  it('is rendered in full by the server once settleIslands has loaded its code', async () => {
    const Island = island(() => Promise.resolve(Counter));
    expect(await settleIslands()).toBeGreaterThan(0);
    const html = renderToString(<Page Island={Island} />);
    expect(html).toContain('Tambah');
    expect(html).not.toContain('memuat');
    expect(await settleIslands()).toBe(0);
  });

  it('keeps the server HTML while its chunk loads during hydration, then hydrates it (a click works)', async () => {
    const server = island(() => Promise.resolve(Counter));
    await settleIslands();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page Island={server} />);
    document.body.append(container);
    const serverButton = container.querySelector('button')!;

    const chunk = deferredLoad(Counter);
    const Island = island(chunk.load);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    let ready = false;
    void islandsLoaded().then(() => {
      ready = true;
    });
    await act(async () => {
      hydrateRoot(container, <Page Island={Island} />, { onRecoverableError: (e) => console.error(e) });
    });
    // The chunk has not come: the server's button is still there, untouched, and the app is not marked ready.
    expect(container.querySelector('button')).toBe(serverButton);
    expect(container.textContent).toContain('Tambah 0');
    expect(container.textContent).not.toContain('memuat');
    expect(ready).toBe(false);

    await act(async () => {
      chunk.release();
      await islandsLoaded();
    });
    expect(ready).toBe(true);
    // Hydrated in place (the same element), and interactive.
    expect(container.querySelector('button')).toBe(serverButton);
    await act(async () => {
      serverButton.click();
    });
    expect(container.textContent).toContain('Tambah 1');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('renders nothing when its chunk cannot load (offline), instead of the route error page', async () => {
    const Island = island<{ label: string }>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await settleIslands();
    expect(renderToString(<Page Island={Island} />)).toBe('<main><h1>Beranda</h1><!--$--><!--/$--></main>');
  });

  it('the app-ready mark waits until a marked part that hydrates later has mounted (the cart page, decision 101)', async () => {
    await islandsLoaded();
    let resolve!: () => void;
    const load = new Promise<void>((r) => (resolve = r));
    const loaded = { done: false };
    void load.then(() => (loaded.done = true));
    function Late() {
      usePartMounted('late-part');
      if (!loaded.done) use(load);
      return <p {...{ [READY_AFTER_ATTRIBUTE]: 'late-part' }}>Keranjang</p>;
    }
    const page = (
      <Suspense fallback={null}>
        <Late />
      </Suspense>
    );
    const container = document.createElement('div');
    loaded.done = true;
    container.innerHTML = renderToString(page);
    loaded.done = false;
    let ready = false;
    await act(async () => {
      hydrateRoot(container, page);
    });
    // The app's first commit: the server's part is still there, not hydrated yet.
    holdForLateParts(container);
    const mark = islandsLoaded().then(() => (ready = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(ready, 'held while the part waits').toBe(false);
    await act(async () => resolve());
    await mark;
    expect(ready).toBe(true);
    expect(container.textContent).toBe('Keranjang');
    // Once mounted, a later scan holds nothing.
    holdForLateParts(container);
    expect(await settleIslands()).toBe(0);
  });
});
