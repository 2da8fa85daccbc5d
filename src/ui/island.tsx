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
import { use, type ComponentType } from 'react';

/** Island loads started and not awaited yet. */
const pendingLoads = new Set<Promise<unknown>>();

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
