/**
 * The router's start (decision 109): every page but Home's first paint hydrates or renders through TanStack Router
 * here; Home's first paint hands over to it on its first in-app navigation (src/app/home-start.tsx).
 */
import { RouterProvider } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { RemoteSeedContext, type RemoteSeed } from '../flows/remote/remote-seed';
import type { AppActors } from './actors';
import { AppReady } from './boot';
import { createAppRouter, keepSpinnerAfterFirstPage, type AppRouter } from './router';

/**
 * The browser's router for the app's actors: the spinner's minimum after the first page, the guards again after a
 * sign-out, and the first page's seed let go once another page has rendered.
 */
export function createClientRouter(actors: AppActors, seed: RemoteSeed): AppRouter {
  const router = createAppRouter({ session: actors.session, cart: actors.cart, live: actors.live });
  keepSpinnerAfterFirstPage(router);
  // After a sign-out the current page's guard must run again (a guarded page sends the guest Home).
  actors.session.on('session.signedOut', () => {
    void router.invalidate();
  });
  // The seed is the first page's data, read only by the parts that hydrate (src/flows/remote/use-remote.ts): a later
  // page (or the same page visited again) reads fresh. It is let go once another page has rendered — not when the
  // navigation starts: a part of the first page may still be hydrating then (an island, decision 092).
  router.subscribe('onRendered', (event) => {
    if (event.pathChanged) seed.drop();
  });
  return router;
}

/** What the browser hydrates: the server's page with the router's dehydrated matches ($_TSR) and the page's seed. */
export function HydratedApp({ router, seed }: { router: AppRouter; seed: RemoteSeed }) {
  return (
    <StrictMode>
      <AppReady>
        <RemoteSeedContext value={seed}>
          <RouterClient router={router} />
        </RemoteSeedContext>
      </AppReady>
    </StrictMode>
  );
}

/** What the browser renders itself: a page the server did not render (dev's index.html), or the page after Home's first. */
export function RenderedApp({ router }: { router: AppRouter }) {
  return (
    <StrictMode>
      <AppReady>
        <RouterProvider router={router} />
      </AppReady>
    </StrictMode>
  );
}

export type { Root };
