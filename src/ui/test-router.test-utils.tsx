/**
 * Test helper: render a component inside a memory router so router `Link`s work (component tests only), with
 * {@link AppLink}s drawn as the router's `Link`, as the root route provides them (decision 109).
 */
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AppLinkContext } from './app-link';
import { renderRouterLink } from './router-link';

export function renderWithRouter(ui: () => ReactNode, path = '/') {
  // jsdom has no scrolling; the router resets scroll on navigation.
  window.scrollTo = (() => {}) as typeof window.scrollTo;
  const rootRoute = createRootRoute({ component: () => <AppLinkContext value={renderRouterLink}>{ui()}</AppLinkContext> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [path] }) });
  return { router, ...render(<RouterProvider router={router as never} />) };
}
