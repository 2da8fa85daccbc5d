/**
 * Islands: a part of a server-rendered page whose code is its own chunk (issue 17 point 3, decision 092). The server
 * renders it in full (its code is loaded before the page renders, {@link settleIslands}); the browser shows that
 * HTML at once and hydrates the part when its chunk has come, after the page's first paint — so the code of what
 * renders below the fold is not in the initial load. A client-side navigation renders it as soon as the chunk is
 * there (it suspends until then).
 *
 * Wrap an island in its own `<Suspense>`: while its chunk loads during hydration, React keeps the server's HTML of
 * that boundary (no layout shift) and hydrates it later; the rest of the page hydrates without waiting.
 *
 * The chunk's load starts when the island is defined (its page's code is evaluated), alongside hydration.
 * `<html data-app-ready>` (src/main.tsx) waits for {@link islandsLoaded}: from then on a click on an island's part
 * is handled (React hydrates a boundary whose code is there at the click), as before the split.
 */
import { use, useEffect, type ComponentType } from 'react';

/** Island loads started and not awaited yet. */
const pendingLoads = new Set<Promise<unknown>>();
/** The app-ready holds of parts that hydrate later ({@link holdForLateParts}), by key, and the parts mounted. */
const holds = new Map<string, () => void>();
const mounted = new Set<string>();

/**
 * The server renderer (src/ssr/entry-server.tsx) awaits this before each render pass: every island module that has
 * been defined (its page's code has been evaluated) is loaded, so the render has no island left to suspend.
 * @returns how many loads were awaited (0: nothing was pending).
 */
export async function settleIslands(): Promise<number> {
  const pending = [...pendingLoads];
  pendingLoads.clear();
  await Promise.all(pending);
  return pending.length;
}

/** Marks a server-rendered part that hydrates after the rest of the page; its value is the part's key. */
export const READY_AFTER_ATTRIBUTE = 'data-ready-after';

/**
 * A server-rendered part that hydrates after the rest of the page (it suspends while hydrating: the cart page waits
 * for its actor, decision 101) holds the app-ready mark until it has mounted, so from then on a click there is
 * handled — React retries a suspended boundary some time after its promise settles (throttled), and may render the
 * part only after the page's first commit, so neither its promise nor its render says the part is live. The part
 * carries {@link READY_AFTER_ATTRIBUTE} in the server's HTML; the app (src/main.tsx) calls this when it first
 * commits, and the part's component calls {@link usePartMounted} with the same key.
 */
export function holdForLateParts(root: ParentNode): void {
  for (const el of root.querySelectorAll(`[${READY_AFTER_ATTRIBUTE}]`)) {
    const key = el.getAttribute(READY_AFTER_ATTRIBUTE) ?? '';
    if (mounted.has(key) || holds.has(key)) continue;
    let release!: () => void;
    pendingLoads.add(new Promise<void>((resolve) => (release = resolve)));
    holds.set(key, release);
  }
}

/** The part `key` has mounted (hydrated or rendered): its hold on the app-ready mark, if any, ends. */
export function usePartMounted(key: string): void {
  useEffect(() => {
    mounted.add(key);
    holds.get(key)?.();
  }, [key]);
}

/** Resolves once the code of every island defined so far has loaded (or failed to); the browser's app-ready mark. */
export async function islandsLoaded(): Promise<void> {
  while ((await settleIslands()) > 0) {
    // Loading an island's module may define more islands: wait for those too.
  }
}

/** What an island renders when its chunk could not load (offline): nothing, rather than the route's error page. */
const Nothing = () => null;

/**
 * Define an island: `load` imports the module and picks the component (`() => import('./x').then((m) => m.X)`).
 * The load starts at once.
 */
export function island<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const start = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
      },
      () => {
        loaded = Nothing;
      },
    ));
  pendingLoads.add(start());
  function Island(props: P) {
    if (!loaded) use(start());
    const Component = loaded ?? Nothing;
    return <Component {...props} />;
  }
  return Island;
}
