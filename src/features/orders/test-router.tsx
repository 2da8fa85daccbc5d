/** Test helper: render a view inside a minimal in-memory TanStack router so `<Link>` works. */
import type { ReactNode } from 'react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';

export function renderInRouter(ui: () => ReactNode, path = '/') {
  // jsdom has no scrolling; the router restores scroll on navigation.
  window.scrollTo = () => {};
  const rootRoute = createRootRoute({ component: () => <>{ui()}</> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [path] }) });
  return { router, ...render(<RouterProvider router={router as never} />) };
}
