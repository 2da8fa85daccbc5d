/**
 * The build's boot loader (scripts/scripts-after-paint.ts, decision 098): the built index.html loses its entry script
 * and module preloads for one deferred loader, and the loader — run in a jsdom window — starts the same modules only
 * after the reported first paint and the first screen's images (or the load event), at once in a hidden tab, and once.
 */
import { JSDOM } from 'jsdom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootLoaderName, bootLoaderSource, deferScripts, IMAGE_WAIT_MS, PRELOADS_PER_TASK } from '../../scripts/scripts-after-paint';
import { APP_READY_ATTRIBUTE, BOOT_HANDOFF } from '../../src/lib/boot-handoff';

const BUILT = `<!doctype html>
<html lang="id">
  <head>
    <title>Dapur Kursus</title>
    <script type="module" crossorigin src="/assets/index-AbC.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="modulepreload" crossorigin href="/assets/router-2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-9.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('deferScripts (the built index.html)', () => {
  it('puts one deferred loader in place of the entry script and its module preloads; the stylesheet stays', () => {
    const result = deferScripts(BUILT)!;
    expect(result.html).not.toMatch(/type="module"|modulepreload/);
    expect(result.html).toContain(`<script defer src="/assets/${result.loader.fileName}"></script>`);
    expect(result.html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-9.css">');
    expect(result.loader.source).toBe(bootLoaderSource({ entry: '/assets/index-AbC.js', preloads: ['/assets/react-1.js', '/assets/router-2.js'] }));
    expect(result.loader.fileName).toMatch(/^boot-[\w-]{8}\.js$/);
    expect(result.loader.fileName).toBe(bootLoaderName(result.loader.source));
  });

  it('leaves a page without an entry module script as it is', () => {
    expect(deferScripts('<html><head></head><body></body></html>')).toBeNull();
  });
});

describe('the boot loader in a browser window', () => {
  afterEach(() => vi.useRealTimers());

  /**
   * A window with the loader's page: `visible` decides document.visibilityState; `paint(entry)` delivers a paint
   * entry (the first contentful paint by default) to the loader's PerformanceObserver (none with `observer: false`,
   * a browser without one).
   */
  function windowWith(opts: { visible: boolean; observer?: boolean; intersection?: boolean; images?: Array<{ inView: boolean; complete: boolean }>; root?: string }) {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    // jsdom's own options (src/ssr/jsdom.d.ts types only the server renderer's use of it).
    const Dom = JSDOM as unknown as new (html: string, options: { runScripts: string; pretendToBeVisual: boolean }) => { window: Window & typeof globalThis };
    const root = opts.root ?? '<header>Dapur Kursus</header><main><h1>Katalog</h1></main>';
    const { window } = new Dom(`<!doctype html><html><head></head><body><div id="root">${root}</div></body></html>`, { runScripts: 'outside-only', pretendToBeVisual: true });
    Object.defineProperty(window.document, 'visibilityState', { configurable: true, get: () => (opts.visible ? 'visible' : 'hidden') });
    const observers: Array<(entry: string) => void> = [];
    class FakePaintObserver {
      constructor(private readonly callback: (list: unknown, observer: FakePaintObserver) => void) {}
      observe(init: { type: string; buffered: boolean }) {
        if (init.type === 'paint' && init.buffered) observers.push((name) => this.callback({ getEntriesByName: (n: string) => (n === name ? [{ name }] : []) }, this));
      }
      disconnect() {
        observers.length = 0;
      }
    }
    // The browser's IntersectionObserver reports its targets after its next layout: here when the test says so
    // (`intersect()`); measuring an image forced that layout at once (`measured` counts it).
    const inView = new WeakMap<Element, boolean>();
    const pending: Array<() => void> = [];
    let measured = 0;
    class FakeIntersectionObserver {
      private targets: Element[] = [];
      constructor(private readonly callback: (entries: unknown[]) => void) {}
      observe(target: Element) {
        this.targets.push(target);
        if (this.targets.length === 1)
          pending.push(() => this.callback(this.targets.map((t) => ({ target: t, isIntersecting: inView.get(t), boundingClientRect: { width: 200 } }))));
      }
      disconnect() {
        this.targets = [];
      }
    }
    Object.assign(window, {
      setTimeout,
      MessageChannel,
      innerHeight: 800,
      PerformanceObserver: opts.observer === false ? undefined : FakePaintObserver,
      IntersectionObserver: opts.intersection === false ? undefined : FakeIntersectionObserver,
    });
    const images = (opts.images ?? []).map(({ inView: seen, complete }) => {
      const img = window.document.createElement('img');
      Object.defineProperty(img, 'complete', { configurable: true, value: complete });
      inView.set(img, seen);
      img.getBoundingClientRect = () => (measured++, { top: seen ? 100 : 2000, bottom: seen ? 300 : 2200, width: 200, height: 200 }) as DOMRect;
      window.document.body.append(img);
      return img;
    });
    const started = () => ({
      preloads: [...window.document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href')),
      entries: [...window.document.head.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src')),
    });
    const run = (preloads = ['/assets/react-1.js']) => window.eval(bootLoaderSource({ entry: '/assets/index-AbC.js', preloads }));
    const paint = (entry = 'first-contentful-paint') => [...observers].forEach((deliver) => deliver(entry));
    const intersect = () => pending.splice(0).forEach((deliver) => deliver());
    return { window, images, started, run, paint, intersect, measured: () => measured };
  }

  it('starts the modules once the first contentful paint is reported, once', () => {
    const w = windowWith({ visible: true });
    w.run();
    vi.advanceTimersByTime(5 * IMAGE_WAIT_MS);
    expect(w.started().entries).toEqual([]);
    // The background painted: not yet the page's words.
    w.paint('first-paint');
    expect(w.started().entries).toEqual([]);
    w.paint();
    expect(w.started()).toEqual({ preloads: ['/assets/react-1.js'], entries: ['/assets/index-AbC.js'] });
    w.window.dispatchEvent(new w.window.Event('load'));
    w.window.dispatchEvent(new w.window.Event('visibilitychange'));
    expect(w.started().entries).toHaveLength(1);
  });

  it("waits for the first screen's images (not those below it), at most IMAGE_WAIT_MS, without forcing a layout", () => {
    const w = windowWith({ visible: true, images: [{ inView: true, complete: false }, { inView: false, complete: false }, { inView: true, complete: true }] });
    w.run();
    w.paint();
    w.intersect();
    expect(w.started().entries).toEqual([]);
    w.images[1]!.dispatchEvent(new w.window.Event('load'));
    expect(w.started().entries).toEqual([]);
    w.images[0]!.dispatchEvent(new w.window.Event('load'));
    expect(w.started().entries).toEqual(['/assets/index-AbC.js']);
    // Which images are on the first screen is what the IntersectionObserver reports: no image was measured.
    expect(w.measured()).toBe(0);

    const slow = windowWith({ visible: true, images: [{ inView: true, complete: false }] });
    slow.run();
    slow.paint();
    slow.intersect();
    vi.advanceTimersByTime(IMAGE_WAIT_MS - 1);
    expect(slow.started().entries).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(slow.started().entries).toEqual(['/assets/index-AbC.js']);
  });

  it('without an IntersectionObserver measures the images instead; with no image on the first screen it starts at once', () => {
    const w = windowWith({ visible: true, intersection: false, images: [{ inView: false, complete: false }, { inView: true, complete: false }] });
    w.run();
    w.paint();
    expect(w.started().entries).toEqual([]);
    w.images[1]!.dispatchEvent(new w.window.Event('load'));
    expect(w.started().entries).toEqual(['/assets/index-AbC.js']);

    const below = windowWith({ visible: true, images: [{ inView: false, complete: false }] });
    below.run();
    below.paint();
    expect(below.started().entries).toEqual([]);
    below.intersect();
    expect(below.started().entries).toEqual(['/assets/index-AbC.js']);
  });

  it("starts IMAGE_WAIT_MS after the window's load event when no contentful paint is reported, and at once without a paint observer", () => {
    const w = windowWith({ visible: true });
    w.run();
    w.window.dispatchEvent(new w.window.Event('load'));
    vi.advanceTimersByTime(IMAGE_WAIT_MS - 1);
    expect(w.started().entries).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(w.started().entries).toEqual(['/assets/index-AbC.js']);

    const old = windowWith({ visible: true, observer: false });
    old.run();
    expect(old.started().entries).toEqual(['/assets/index-AbC.js']);
  });

  it('starts at once in a tab that is not visible (no paint comes there)', () => {
    const w = windowWith({ visible: false });
    w.run();
    expect(w.started()).toEqual({ preloads: ['/assets/react-1.js'], entries: ['/assets/index-AbC.js'] });
  });

  it('starts at DOMContentLoaded when the page has nothing of its own to paint first: an empty root, or a part only the script draws', () => {
    const content = windowWith({ visible: true });
    content.run();
    content.window.document.dispatchEvent(new content.window.Event('DOMContentLoaded', { bubbles: true }));
    expect(content.started().entries).toEqual([]);

    const empty = windowWith({ visible: true, root: '' });
    empty.run();
    empty.window.document.dispatchEvent(new empty.window.Event('DOMContentLoaded', { bubbles: true }));
    expect(empty.started().entries).toEqual(['/assets/index-AbC.js']);

    const member = windowWith({ visible: true, root: '<header>Dapur Kursus</header><div class="page-spinner" data-needs-script="">Memuat halaman...</div>' });
    member.run();
    member.window.document.dispatchEvent(new member.window.Event('DOMContentLoaded', { bubbles: true }));
    expect(member.started().entries).toEqual(['/assets/index-AbC.js']);
  });

  it("preloads the modules the page names for the route the browser draws, before the entry's (decision 103)", async () => {
    const w = windowWith({ visible: false, root: '<div data-needs-script></div>' });
    const meta = w.window.document.createElement('meta');
    meta.name = 'route-modules';
    meta.content = '/assets/checkout-C.js /assets/promo-P.js';
    w.window.document.head.append(meta);
    w.run(['/assets/react-1.js']);
    for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(w.started()).toEqual({ preloads: ['/assets/checkout-C.js', '/assets/promo-P.js', '/assets/react-1.js'], entries: ['/assets/index-AbC.js'] });
  });

  it('appends the entry first, then the preloads a few per task (each starts a request on the main thread)', async () => {
    const w = windowWith({ visible: false });
    const preloads = Array.from({ length: 2 * PRELOADS_PER_TASK + 1 }, (_, i) => `/assets/chunk-${i}.js`);
    w.run(preloads);
    expect(w.started()).toEqual({ preloads: preloads.slice(0, PRELOADS_PER_TASK), entries: ['/assets/index-AbC.js'] });
    // The next batches come in later tasks (MessageChannel messages, not timers).
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(w.started().preloads).toEqual(preloads);
  });

  /**
   * A page with the loader running and `root` in it: `tap(id)` clicks an element as a person would (false when the
   * loader prevented its default), `handled` lists the ids of the clicks that reached the page (what the app would
   * hear), `handOff()` is the app's call before `hydrateRoot`, `ready()` the app-ready mark.
   */
  function tapPage(root: string) {
    const w = windowWith({ visible: true, root });
    w.run();
    const doc = w.window.document;
    const handled: string[] = [];
    doc.addEventListener('click', (e) => handled.push((e.target as Element).id));
    return {
      doc,
      handled,
      tap: (id: string) => doc.getElementById(id)!.dispatchEvent(new w.window.MouseEvent('click', { bubbles: true, cancelable: true })),
      handOff: () => (w.window as unknown as Record<string, () => void>)[BOOT_HANDOFF]!(),
      ready: () => doc.documentElement.setAttribute(APP_READY_ATTRIBUTE, ''),
    };
  }
  const nextTask = () => new Promise((resolve) => setImmediate(resolve));

  it('holds a tap on a button until the app has the page, then replays the last one once it is ready (decision 106); a checkbox ticks as ever', async () => {
    const p = tapPage(
      '<form><button type="submit" id="buy">Beli Sekarang</button><button type="button" id="add">Tambah</button><input type="checkbox" id="tick"></form><a href="/katalog"><button id="in-link">Katalog</button></a>',
    );
    // Before the app: held (the form is not sent); a link's tap goes through; a checkbox ticks itself (the page reads
    // it when it hydrates, src/ui/early-input.ts).
    expect(p.tap('add')).toBe(false);
    expect(p.tap('buy')).toBe(false);
    expect(p.tap('buy')).toBe(false);
    expect(p.tap('tick')).toBe(true);
    expect((p.doc.getElementById('tick') as HTMLInputElement).checked).toBe(true);
    expect(p.tap('in-link')).toBe(true);
    // The held button shows it is waiting (the last one only).
    expect([...p.doc.querySelectorAll('[data-held]')].map((el) => el.id)).toEqual(['buy']);
    p.handled.length = 0;
    // React takes the page over: nothing is replayed before the app is ready, then the last tap once.
    p.handOff();
    await nextTask();
    expect(p.handled).toEqual([]);
    p.ready();
    await vi.waitFor(() => expect(p.handled).toEqual(['buy']));
    expect(p.doc.querySelectorAll('[data-held]')).toHaveLength(0);
    // From the hand-over on the loader holds nothing: React listens (and replays during its own hydration).
    expect(p.tap('buy')).toBe(true);
  });

  it('replays nothing that left the page or was disabled meanwhile, and at once when the app was ready before the hand-over', async () => {
    const gone = tapPage('<button id="a">A</button>');
    gone.tap('a');
    gone.doc.getElementById('a')!.remove();
    const off = tapPage('<button id="c">C</button>');
    off.tap('c');
    (off.doc.getElementById('c') as HTMLButtonElement).disabled = true;
    for (const p of [gone, off]) {
      p.handled.length = 0;
      p.handOff();
      p.ready();
      await nextTask();
      expect(p.handled).toEqual([]);
    }

    const late = tapPage('<button id="b">B</button>');
    late.tap('b');
    late.handled.length = 0;
    late.ready();
    late.handOff();
    expect(late.handled).toEqual(['b']);
  });
});
