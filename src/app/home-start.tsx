/**
 * Home's first paint without the router (issue 17 point 3, docs/decisions/109-home-before-the-router.md).
 *
 * The server renders Home through the router, as every page. The browser hydrates that markup here with the same
 * layout and page ({@link SiteLayout}, {@link HomeView}) but without TanStack Router: the app's actors come through
 * {@link AppActorsContext} and in-app links are {@link shellLink}s. Home's initial JavaScript is then React, the
 * actors and Home's own code; the router, its table of routes and their guards load when they are first needed:
 * - a link pointed at, touched or focused starts loading them (as the router's own `preload: 'intent'` would);
 * - a click on an in-app link loads them, loads the target page (its guards, its code, its data) while Home stays on
 *   screen, then renders the router's app in Home's place, at the top of the new page. From then on the router owns
 *   the page and the history: Back returns to `/` through the router;
 * - the browser's guards (portal §2 Guards: an old browser, the maintenance window) run once hydrated, as the root
 *   route's do, and go through the router the same way.
 * If the router's code cannot be loaded (the network dropped), the link is followed as a plain link: a full page.
 */
import { startTransition, StrictMode, Suspense, useEffect, useMemo } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { AppActorsContext } from '../flows/app-actors';
import { RemoteSeedContext, type RemoteSeed } from '../flows/remote/remote-seed';
import { guardTarget } from '../features/layout/environment';
import { handOffTaps } from '../lib/boot-handoff';
import { HomeView } from '../routes/-home-view';
import { SiteLayout } from '../routes/-layout';
import { AppLinkContext, shellLink, type RenderAppLink } from '../ui/app-link';
import type { AppActors } from './actors';
import { AppReady } from './boot';

/** The router's start (src/app/router-start.tsx), loaded once. */
let routerStart: ReturnType<typeof loadRouterStartOnce> | undefined;
function loadRouterStartOnce() {
  return import('./router-start');
}
function loadRouterStart() {
  routerStart ??= loadRouterStartOnce();
  routerStart.catch(() => {
    routerStart = undefined;
  });
  return routerStart;
}

/** The browser's location as the router writes it into `location.href` (path, search, hash). */
const currentHref = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/**
 * Home as the root route draws it ({@link SiteLayout} around the page), for the markup the server sent: the two
 * Suspense boundaries the router's `<Outlet />` puts around a route's component (its match's pending and
 * not-found boundaries) are kept, so the hydration finds the server's boundaries where it expects them.
 */
function HomeShell({ actors, link, onGuard }: { actors: AppActors; link: RenderAppLink; onGuard: (to: string) => void }) {
  const value = useMemo(() => ({ session: actors.session, cart: actors.cart, live: actors.live }), [actors]);
  useEffect(() => {
    // The root route's browser guards (routes/__root.tsx `useBrowserGuards`): this browser's agent and clock decide.
    const target = guardTarget(window.location.pathname, navigator.userAgent, new Date());
    if (target) onGuard(target);
  }, [onGuard]);
  return (
    <AppActorsContext value={value}>
      <AppLinkContext value={link}>
        <SiteLayout hideCart={false} currentHref={currentHref()}>
          <Suspense fallback={null}>
            <Suspense fallback={null}>
              <HomeView />
            </Suspense>
          </Suspense>
        </SiteLayout>
      </AppLinkContext>
    </AppActorsContext>
  );
}

/**
 * Hydrate Home's server-rendered page in `container` without the router.
 * @param actors the app's actors (src/app/actors.ts), the session already resolved from the page's cookies.
 * @param seed the data the server read for the page (the course sections), read by the parts that hydrate.
 */
export function hydrateHome({ actors, seed, container }: { actors: AppActors; seed: RemoteSeed; container: HTMLElement }): void {
  let root: Root | undefined;
  let leaving = false;

  /** Load the router and show `to` with it, in the place of Home's shell. */
  const navigate = (to: string, replace = false) => {
    if (leaving || !root) return;
    leaving = true;
    const shown = root;
    void loadRouterStart()
      .then(async ({ createClientRouter, RenderedApp }) => {
        const router = createClientRouter(actors, seed);
        // Home's data was this page's: the next page reads its own.
        seed.drop();
        if (replace) router.history.replace(to);
        else router.history.push(to);
        // The target's guards, code and data while Home stays on screen; the router's first render then finds them
        // loaded and does not load them again (its Transitioner sees the location resolved).
        await router.load();
        if (!window.location.hash) window.scrollTo(0, 0);
        startTransition(() => shown.render(<RenderedApp router={router} />));
      })
      .catch(() => {
        // No router (its code did not come): the link as a plain one.
        window.location.assign(to);
      });
  };

  const link = shellLink(navigate, () => void loadRouterStart().catch(() => {}));
  const onGuard = (to: string) => navigate(to, true);

  // React listens from here on; a tap before now the boot loader held and replays once the app is ready (decision 106).
  handOffTaps();
  startTransition(() => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <AppReady>
          <RemoteSeedContext value={seed}>
            <HomeShell actors={actors} link={link} onGuard={onGuard} />
          </RemoteSeedContext>
        </AppReady>
      </StrictMode>,
    );
  });
}
