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

/** What a bundler hook answers about a module (the fields {@link initialChunk} reads). */
interface ChunkModuleInfo {
  importedIds: readonly string[];
}

/**
 * The code a first visit loads before the app starts — the entry module's static imports, all the way down — in one
 * chunk, `app` (issue 17 point 2, docs/decisions/108-the-first-load-in-one-chunk.md). Left to the bundler's automatic
 * splitting it came as 21 chunks, one per set of lazy routes sharing a module, and each is a `modulepreload` the boot
 * loader adds: a request started on the main thread, 4–5 ms each in the traces, in tasks of 13–30 ms. Modules only
 * lazy routes use are not captured and split as before. The entry module itself stays the entry chunk.
 */
export function initialChunk(entry: string) {
  let initial: Set<string> | undefined;
  return (id: string, ctx: { getModuleInfo: (id: string) => ChunkModuleInfo | null }): string | null => {
    if (!initial) {
      initial = new Set();
      const todo = [entry];
      while (todo.length > 0) {
        const next = todo.pop()!;
        if (initial.has(next)) continue;
        initial.add(next);
        todo.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
      }
    }
    return id !== entry && !id.startsWith('\0rolldown') && initial.has(id) ? 'app' : null;
  };
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
          output: { codeSplitting: { groups: [{ name: initialChunk(path.resolve(import.meta.dirname, 'src/main.tsx')) }] } },
        },
      },
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'machines/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}', 'tests/security/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
}));
