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
    scrollRestoration: false,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
