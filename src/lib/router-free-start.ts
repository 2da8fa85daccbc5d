/**
 * Which pages the browser hydrates before the router has loaded (decision 109): Home, the first page of most visits.
 * Its JavaScript is then React, the app's actors and Home's own code — not TanStack Router and its table of 60
 * routes, which load on the first in-app navigation (or when a link is pointed at). Issue 17 point 3: the initial
 * JavaScript of `/` ≤ 120 KB gz.
 *
 * Read by the browser's start (src/main.tsx) and by the server's page (src/ssr/entry-server.tsx names the start's
 * modules for the boot loader to preload): both must answer alike.
 */
export function startsWithoutRouter(pathname: string): boolean {
  return pathname === '/';
}
