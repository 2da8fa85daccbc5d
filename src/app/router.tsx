/**
 * The router (TanStack Router, file routes generated into src/route-tree.gen.ts with automatic code splitting).
 * Navigation scrolls to the top (portal §2 Layout): the router resets scroll on every navigation by default;
 * a link can opt out with `resetScroll={false}` (the promo detail page's own in-page navigation does).
 */
import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../route-tree.gen';
import type { RouterContext } from '../routes/__root';
import { PageSpinner } from '../features/layout/page-spinner';

/**
 * Once the page spinner shows on a navigation in the app (after 300 ms), it stays at least this long, so a page that
 * comes just after does not flash it (TanStack Router's own default), ms.
 */
export const PENDING_MIN_MS = 500;

/**
 * @param ssr on the server (src/ssr/entry-server.tsx): the CSP nonce the router puts on its inline hydration scripts.
 */
export function createAppRouter(context: RouterContext, ssr?: { nonce: string }) {
  return createRouter({
    ...(ssr ? { ssr } : {}),
    routeTree,
    context,
    defaultPreload: 'intent',
    defaultPendingComponent: PageSpinner,
    defaultPendingMs: 300,
    // The first page: the spinner the server sent for a page the browser draws (a member page) gives way as soon as
    // the page can render — with the router's default minimum it stayed 500 ms more after hydration, the largest
    // paint of Checkout with it (decision 103). {@link keepSpinnerAfterFirstPage} sets the minimum for later pages.
    defaultPendingMinMs: 0,
    scrollRestoration: false,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/** After the first page has rendered, a spinner shown on a navigation stays {@link PENDING_MIN_MS} (decision 103). */
export function keepSpinnerAfterFirstPage(router: AppRouter): void {
  const stop = router.subscribe('onRendered', () => {
    stop();
    router.update({ ...router.options, defaultPendingMinMs: PENDING_MIN_MS });
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
