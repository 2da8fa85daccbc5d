/**
 * Parts that render in the browser only, after the page has hydrated (issue 17 points 1 and 3, decision 074): the
 * server and the hydrating browser render `fallback`, then the browser renders `children` — below-the-fold and lazy
 * parts (their code loads after the first paint) and member-only widgets. A client-side navigation renders
 * `children` at once.
 */
import { useSyncExternalStore, type ReactNode } from 'react';

const subscribe = () => () => {};

/** Whether this render is in the browser after hydration (false on the server and while hydrating). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

export function AfterHydration({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useHydrated() ? children : fallback;
}
