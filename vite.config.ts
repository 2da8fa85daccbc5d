/// <reference types="vitest/config" />
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
// With its extension and only Node built-ins below it: Vite's native config loader (its future default) needs both.
import { precompressFolder } from './src/gateway/http/precompress.ts';
import { scriptsAfterPaint } from './scripts/scripts-after-paint.ts';

/**
 * After the build has written dist/, put a brotli (`.br`, quality 11) and a gzip (`.gz`) copy next to every text
 * file, which the gateway sends as they are to a browser that accepts them (src/gateway/http/spa.ts; decision 039).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'dapur:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const { files, bytes, brotliBytes } = precompressFolder(outDir);
      this.info?.(`precompressed ${files} files: ${(bytes / 1024).toFixed(0)} KB → ${(brotliBytes / 1024).toFixed(0)} KB brotli`);
    },
  };
}

/** What a bundler hook answers about a module (the fields {@link startChunks} reads). */
interface ChunkModuleInfo {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}

/**
 * The code a first visit loads before the app starts, in few chunks (issue 17 points 2 and 3; decisions 108 and 109).
 * Left to the bundler's automatic splitting it came as 21 chunks, one per set of lazy routes sharing a module, and each
 * is a `modulepreload` the boot loader adds: a request started on the main thread, 4–5 ms each in the traces, in tasks
 * of 13–30 ms. The entry (src/main.tsx) starts a page one of two ways, each a dynamic import: Home's first paint
 * without the router (`home`, src/app/home-start.tsx) or the router (`router`, src/app/router-start.tsx). So:
 * - `app`: every module the entry imports statically, all the way down, and every module both starts import;
 * - `home`: what only Home's start imports (Home's page, its view models);
 * - `router`: what only the router's start imports (TanStack Router, the route table, the routes' guards);
 * - `shared`: what the router's start and Home's later parts (its islands) both import (a skeleton, the page spinner),
 *   so that Home's islands never load `router` for it.
 * A first visit to Home loads the entry, `app` and `home`; any other page the entry, `app` and `router`. Modules only
 * lazy routes use are not captured and split as before. The entry module itself stays the entry chunk.
 */
export function startChunks(entry: string, starts: { home: string; router: string }) {
  type Ctx = { getModuleInfo: (id: string) => ChunkModuleInfo | null };
  let groups: { app: Set<string>; home: Set<string>; router: Set<string>; shared: Set<string> } | undefined;
  const groupsOf = (ctx: Ctx) => {
    if (groups) return groups;
    const closure = (from: string, lazyToo = false) => {
      const seen = new Set<string>();
      const todo = [from];
      while (todo.length > 0) {
        const next = todo.pop()!;
        if (seen.has(next) || (lazyToo && next === starts.router)) continue;
        seen.add(next);
        const info = ctx.getModuleInfo(next);
        todo.push(...(info?.importedIds ?? []), ...(lazyToo ? (info?.dynamicallyImportedIds ?? []) : []));
      }
      return seen;
    };
    const app = closure(entry);
    const home = closure(starts.home);
    const router = closure(starts.router);
    for (const m of home) if (router.has(m)) app.add(m);
    // What Home's later parts (its islands, below the fold) import too is not the router's: it goes to `shared`, and
    // Home never loads the router's chunk for it.
    const shared = new Set<string>();
    for (const m of closure(starts.home, true)) if (router.has(m) && !app.has(m)) shared.add(m);
    groups = { app, home, router, shared };
    return groups;
  };
  const own = (id: string) => id !== entry && !id.startsWith('\0rolldown');
  return [
    // First: a module captured by a group pulls its imports in with it (rolldown's default), so the shared modules
    // are taken before `router` would pull them — without their own imports (React's JSX runtime is `app`'s).
    {
      priority: 2,
      includeDependenciesRecursively: false,
      name: (id: string, ctx: Ctx) => (own(id) && groupsOf(ctx).shared.has(id) ? 'shared' : null),
    },
    {
      priority: 1,
      name: (id: string, ctx: Ctx) => {
        if (!own(id)) return null;
        const g = groupsOf(ctx);
        if (g.app.has(id)) return 'app';
        if (g.home.has(id)) return 'home';
        if (g.router.has(id)) return 'router';
        return null;
      },
    },
  ];
}

/**
 * The SPA build. File-based TanStack Router routes with automatic code splitting (each route's component is
 * its own chunk, so maplibre-gl loads only with the checkout route). The gateway serves `dist/` in
 * `npm start` and mounts Vite in middleware mode in `npm run dev`.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/route-tree.gen.ts',
      quoteStyle: 'single',
    }),
    react(),
    ...(isSsrBuild ? [] : [scriptsAfterPaint(), precompress()]),
  ],
  // `vite build --ssr src/ssr/entry-server.tsx` (npm run build): the server renderer the gateway loads
  // (decision 074), next to the browser's build, packages left to node_modules.
  build: isSsrBuild
    ? { outDir: 'dist-server', emptyOutDir: true, sourcemap: false, copyPublicDir: false, rolldownOptions: { checks: { pluginTimings: false } } }
    : {
        outDir: 'dist',
        // The entry's own imports are preloaded (the boot loader adds their links, decision 098); a lazily loaded
        // chunk's imports are not: inserting their `<link rel="modulepreload">`s cost the cart and the checkout
        // 20–40 ms of main thread per route load, and their requests counted against the page's largest paint.
        // A route chunk's CSS still comes with it.
        modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
        // Written for the bundle budgets (tests/bench) but not referenced from the bundle and not served (server.ts).
        sourcemap: 'hidden',
        // dist/.vite/manifest.json: the gateway links a server-rendered page's route stylesheets from it (decision
        // 099); the bundle budgets read it too. Not served (src/gateway/http/spa.ts).
        manifest: true,
        // maplibre-gl (lazy, checkout and About Us only) is the one chunk near 1 MB; `npm run bench` holds every
        // chunk to its budget, so the bundler's own size warning would only repeat it.
        chunkSizeWarningLimit: 1100,
        rolldownOptions: {
          // The bundler's per-plugin timing table is for profiling the build, not for `npm start`'s output.
          checks: { pluginTimings: false },
          output: {
            codeSplitting: {
              groups: startChunks(path.resolve(import.meta.dirname, 'src/main.tsx'), {
                home: path.resolve(import.meta.dirname, 'src/app/home-start.tsx'),
                router: path.resolve(import.meta.dirname, 'src/app/router-start.tsx'),
              }),
            },
          },
        },
      },
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'machines/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}', 'tests/security/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
}));
