/**
 * The root route: router context, the default/blank layouts (portal §2 Layout), the browser and maintenance
 * guards (portal §2 Guards) and the catch-all 404 (unknown paths go to /404).
 *
 * A route asks for the blank layout (no header, no footer) with `staticData: { blankLayout: true }` and hides the
 * header cart with `staticData: { hideCart: true }` (Checkout).
 */
import { createRootRouteWithContext, Navigate, Outlet, redirect, Scripts, useLocation, useMatches, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useContext, useEffect, useMemo } from 'react';
import { RemoteSeedContext } from '../flows/remote/remote-seed';
import { guardTarget } from '../features/layout/environment';
import { RouteError } from '../features/layout/route-error';
import { LOG_SERVICE, postLog } from '../api/log';
import { Toaster } from '../ui/toast';
import { AppLinkContext } from '../ui/app-link';
import { renderRouterLink } from '../ui/router-link';
import { AppActorsContext, type SessionActorRef } from '../flows/app-actors';
import { SiteLayout } from './-layout';
import { AfterHydration } from '../ui/after-hydration';
import type { CartHandle } from '../flows/cart/cart-handle';
import type { LiveFeed } from '../flows/live/live-feed';
import type { StoredCheckout } from '../lib/checkout-storage';
import type { Member } from '../session/selectors';
import type { PersistedCheckout } from '../features/checkout/use-checkout';

export type { SessionActorRef } from '../flows/app-actors';
export type { CartActorRef } from '../flows/cart/cart-handle';

/** What every route's `beforeLoad`/component can read with `Route.useRouteContext()`. */
export interface RouterContext {
  session: SessionActorRef;
  /** The header's cart lines and, through `load()`, the cart machine (src/flows/cart/cart-handle.ts). */
  cart: CartHandle;
  /** The live connection's feed (src/flows/live/live-feed.ts, issue 21): open or not, and the gateway's pushes. */
  live: LiveFeed;
  /**
   * The server's render only (src/app/server-actors.ts): run the member's stored checkout to where the browser's page
   * stands after its start and give its persisted snapshot (`null`: render it afresh in the browser; decision 104).
   */
  checkoutOnServer?: (input: { stored: StoredCheckout; user: Member }) => Promise<PersistedCheckout | null>;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Render without header and footer (error pages, promo, employee, subscription landing, certificate). */
    blankLayout?: boolean;
    /** Hide the header cart (Checkout). */
    hideCart?: boolean;
    /** A member page (under `_member`) that sends a guest to the sign-in site instead of Home (the cart). */
    guestToSignIn?: boolean;
    /** A member page (under `_member`) without the admin check: admins may use it (the cart, checkout). */
    adminsWelcome?: boolean;
  }
}

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ location }) => {
    const target = guardTarget(location.pathname, typeof navigator === 'undefined' ? undefined : navigator.userAgent, new Date());
    if (target) throw redirect({ to: target, replace: true });
  },
  component: RootLayout,
  notFoundComponent: () => <Navigate to="/404" replace />,
  errorComponent: RouteError,
  // Every route error (render or load) reaches this boundary: it goes to the gateway log once, here.
  onCatch: (error) => logRouteError(error),
});

/** Send a route error to the gateway log (portal §8 logging); a failed log is dropped. */
function logRouteError(error: unknown): void {
  if (typeof window === 'undefined') return; // the server renderer logs its own failures
  postLog('error', {
    service: LOG_SERVICE,
    short_message: 'route error',
    message: JSON.stringify({ agent: navigator.userAgent, url: window.location.href, error: error instanceof Error ? error.message : String(error) }),
  }).catch(() => {});
}

// The support chat (issue 21 point 2) on member pages only, in its own chunk: guests never load it.
const ChatWidget = lazy(() => import('../features/chat/chat-widget').then((m) => ({ default: m.ChatWidget })));

/** The floating support chat on every page under `_member` (the member is signed in there). */
function MemberChat({ memberId }: { memberId: number }) {
  const { live } = Route.useRouteContext();
  return (
    <AfterHydration>
      <Suspense fallback={null}>
        <ChatWidget key={memberId} live={live} />
      </Suspense>
    </AfterHydration>
  );
}

/**
 * The layout around every page, with the app's actors (from the router's context) and the router's `Link` for the
 * views' {@link AppLinkContext} (decision 109).
 */
function RootLayout() {
  const { session, cart, live } = Route.useRouteContext();
  const actors = useMemo(() => ({ session, cart, live }), [session, cart, live]);
  return (
    <AppActorsContext value={actors}>
      <AppLinkContext value={renderRouterLink}>
        <RootPage />
      </AppLinkContext>
    </AppActorsContext>
  );
}

function RootPage() {
  const matches = useMatches();
  const location = useLocation();
  useBrowserGuards();
  const blank = matches.some((m) => m.staticData?.blankLayout);
  const hideCart = matches.some((m) => m.staticData?.hideCart);
  // The `_member` layout puts the signed-in member in its context (routes/_member.tsx).
  const memberId = (matches.find((m) => m.routeId === '/_member')?.context as { member?: { id: number } } | undefined)?.member?.id;
  if (blank) {
    return (
      <>
        <main id="konten" className="blank-layout">
          <Outlet />
        </main>
        <Toaster />
        <RouterScripts />
      </>
    );
  }
  return (
    <SiteLayout
      hideCart={hideCart}
      currentHref={location.href}
      extra={memberId !== undefined ? <MemberChat memberId={memberId} /> : null}
      tail={<RouterScripts />}
    >
      <Outlet />
    </SiteLayout>
  );
}

/**
 * The browser and maintenance guards once more when a server-rendered page has hydrated: the server checked its own
 * clock and the request's absence of a browser; this browser's user agent and clock decide (decision 074). On a
 * client-rendered start `beforeLoad` has already sent the visitor where they belong, so this finds nothing to do.
 */
function useBrowserGuards() {
  const navigate = useNavigate();
  useEffect(() => {
    const target = guardTarget(window.location.pathname, navigator.userAgent, new Date());
    if (target) void navigate({ to: target, replace: true });
  }, [navigate]);
}

/**
 * The router's hydration scripts (the dehydrated matches, nonce'd; they remove themselves before React hydrates).
 * Left out of the server's read passes, which must not use them up (src/ssr/entry-server.tsx, decision 074).
 */
function RouterScripts() {
  const seed = useContext(RemoteSeedContext);
  return seed?.collect ? null : <Scripts />;
}
