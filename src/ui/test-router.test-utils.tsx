/**
 * Test helper: render a component inside a memory router so router `Link`s work (component tests only).
 */
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';

export function renderWithRouter(ui: () => ReactNode, path = '/') {
  // jsdom has no scrolling; the router resets scroll on navigation.
  window.scrollTo = (() => {}) as typeof window.scrollTo;
  const rootRoute = createRootRoute({ component: () => <>{ui()}</> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [path] }) });
  return { router, ...render(<RouterProvider router={router as never} />) };
}
