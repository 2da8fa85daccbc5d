/**
 * Start the gateway: `npm start` (production: `npm run build` first, then this file serves dist/) or
 * `npm run dev` (this file with `--dev`: Vite in middleware mode with hot reload).
 *
 * 0. read the configuration and refuse to start when it is unsafe (config.ts `configProblems`: in production
 *    the payment or learning-site stand-in, a missing or stand-in PAYMENT_SERVER_KEY, a missing PUBLIC_URL; in any
 *    mode an unknown STANDINS name or the payment stand-in with a key other than its own);
 * 1. open the database (PGlite in DATA_DIR, or PostgreSQL when DATABASE_URL is set), migrate, seed when empty;
 * 2. build the hono app (src/gateway/app.ts) for /api, /sso, /snap, /lms-site, /store-site, /backoffice, /media;
 * 3. production: serve dist/ (http/spa.ts: hashed assets under /assets with a one-year immutable cache and
 *    their build-time brotli/gzip forms; dist/index.html, revalidated by ETag, for any other GET outside the
 *    gateway prefixes; source maps `*.map` are never served: 404); dev: route the gateway prefixes to hono and everything else to Vite's middlewares, with the browser
 *    hardening headers and the dev Content-Security-Policy (http/security.ts);
 * 4. listen on PORT (default 5173) and print `Dapur Kursus siap: http://localhost:<PORT>` and the mounted stand-ins;
 * With `WORKERS=N` (N > 1, PostgreSQL only) this process is the primary of a node:cluster (cluster.ts): it migrates
 * and seeds, then N workers run steps 1–5 on the one port (without migrating); see README "Several processes".
 * 5. the live socket at /api/live (live/server.ts: pushes to open tabs, LISTEN on the database) and a sweep that
 *    expires unpaid orders past their deadline every 30 s;
 * 6. SIGINT/SIGTERM close the HTTP server, the sockets, Vite and the database.
 *
 * Importing this module starts the server (tests/e2e/serve-fresh.ts relies on that).
 */
import cluster from 'node:cluster';
import { existsSync, readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { createApp, isGatewayPath } from './app';
import { configProblems, loadConfig } from './config';
import { commonHeaders, spaCsp } from './http/security';
import { mountSpa } from './http/spa';
import { inlineBootLoader, renderedPage, ssrPage, type SsrModule } from './http/ssr';
import { routeModules, routeStylesheets, startModules, type BuildManifest } from './http/route-styles';
import { migrateDatabase, openDatabase } from './db/client';
import { seedIfEmpty } from './db/seed';
import { demoAccountsLine, seededLine } from './seed/demo-accounts';
import { clusterProblem, runPrimary, workerCount } from './cluster';
import { describeStandins } from './standins/registry';
import { attachLive } from './live/server';
import { SessionCache } from './http/session-cache';
import { expireOverdueOrders } from './services/orders/expire';

/** How often unpaid orders past their deadline are expired, ms. */
const EXPIRY_SWEEP_MS = 30_000;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DIST = path.join(ROOT, 'dist');
/** The SSR bundle (`npm run build`: vite build --ssr src/ssr/entry-server.tsx). */
const SSR_ENTRY = path.join(ROOT, 'dist-server', 'entry-server.js');
const dev = process.argv.includes('--dev');
/** `SSR=off` serves the client-rendered page (index.html) instead of server-rendered pages (measurements, fallback). */
const ssrOn = process.env.SSR !== 'off';

const config = loadConfig();
const problems = configProblems(config);
if (problems.length > 0) {
  console.error(`\nKESALAHAN KONFIGURASI / CONFIGURATION ERROR${config.production ? ' (produksi / production)' : ''}:`);
  for (const p of problems) console.error(`- ${p}`);
  console.error('Lihat / see README "Sister sites and configuration", "Payments (Pembayaran)".\n');
  process.exit(1);
}
// WORKERS=N (N > 1, PostgreSQL only): this process becomes the cluster's primary (cluster.ts); each worker runs
// the rest of this module.
const workers = workerCount(process.env.WORKERS);
const clusterError = clusterProblem(config, workers, dev);
if (clusterError) {
  console.error(`\nKESALAHAN KONFIGURASI / CONFIGURATION ERROR: ${clusterError}\n`);
  process.exit(1);
}
if (workers > 1 && cluster.isPrimary) {
  await runPrimary(config, workers);
  // The primary only supervises: it never serves, so the module stops here (the workers run on).
  await new Promise<never>(() => {});
}
const database = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: path.resolve(ROOT, config.dataDir) },
);
// A cluster's primary has migrated and seeded already.
if (!cluster.isWorker) {
  await migrateDatabase(database);
  const started = Date.now();
  const seeded = await seedIfEmpty(database.db);
  if (seeded) console.log(seededLine(seeded, Date.now() - started));
}

// One session cache per process (http/session-cache.ts): the live bus below makes it forget what any process changes.
const sessions = new SessionCache(config.sessionCacheMs);
const app = createApp({ db: database.db, config, sessions });
let viteClose: (() => Promise<void>) | undefined;
const server = createServer();

if (dev) {
  const { createServer: createVite } = await import('vite');
  const vite = await createVite({
    root: ROOT,
    server: { middlewareMode: true, hmr: { server } },
    appType: 'spa',
  });
  viteClose = () => vite.close();
  const gateway = getRequestListener(app.fetch);
  const devHeaders = { ...commonHeaders(config), 'Content-Security-Policy': spaCsp(config, { dev: true }), 'X-Frame-Options': 'DENY' };
  // Pages render on the server in dev too (decision 074), from the source through Vite (a code change shows on the
  // next request; the browser's modules hot-reload as before).
  const devPageOptions = {
    load: async (url: string) => ({
      module: (await vite.ssrLoadModule('/src/ssr/entry-server.tsx')) as SsrModule,
      template: await vite.transformIndexHtml(new URL(url).pathname, readFileSync(path.join(ROOT, 'index.html'), 'utf8')),
    }),
    apiFetch: (request: Request, env: unknown) => app.fetch(request, env as never),
    fallback: () => new Response('Server rendering failed; see the terminal.', { status: 500 }),
    cache: false,
  };
  const pageListener = getRequestListener(async (request, env) => {
    // The dev policy allows inline scripts already ('unsafe-inline', which a nonce would switch off): no nonce in it.
    const res = (await renderedPage(devPageOptions, { request, env, nonce: randomBytes(16).toString('base64'), cache: null })) ?? devPageOptions.fallback();
    for (const [name, value] of Object.entries(devHeaders)) res.headers.set(name, value);
    return res;
  });
  const isDevPage = (req: IncomingMessage, pathname: string) =>
    ssrOn && req.method === 'GET' && (req.headers.accept ?? '').includes('text/html') && !/^\/(?:@|src\/|node_modules\/)/.test(pathname) && !/\.[a-z0-9]+$/i.test(pathname);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (isGatewayPath(pathname)) void gateway(req, res);
    else if (isDevPage(req, pathname)) void pageListener(req, res);
    else {
      for (const [name, value] of Object.entries(devHeaders)) res.setHeader(name, value);
      vite.middlewares(req, res);
    }
  });
} else {
  const indexFile = path.join(DIST, 'index.html');
  if (!existsSync(indexFile)) {
    console.error(
      `\nKESALAHAN: ${indexFile} tidak ditemukan. Jalankan "npm run build" dulu (npm start melakukannya otomatis),\n` +
        `atau gunakan "npm run dev" untuk mode pengembangan.\n` +
        `ERROR: dist/index.html is missing. Run "npm run build" first, or use "npm run dev".\n`,
    );
    await database.close();
    process.exit(1);
  }
  // Server-rendered pages (decision 074) when the SSR bundle is built and SSR is not switched off.
  // React's server renderer (loaded with the SSR bundle) picks its production build from NODE_ENV, read when it loads
  // (after the configuration, which reads NODE_ENV for its own production checks).
  if (ssrOn && !process.env.NODE_ENV) process.env.NODE_ENV = 'production';
  const ssrModule = ssrOn && existsSync(SSR_ENTRY) ? ((await import(pathToFileURL(SSR_ENTRY).href)) as SsrModule) : undefined;
  if (ssrOn && !ssrModule) console.warn(`[gateway] ${SSR_ENTRY} tidak ada: halaman dirender di browser (jalankan "npm run build").`);
  // The boot loader goes inline into server-rendered pages (decision 098); the empty index.html keeps its file.
  const template = inlineBootLoader(readFileSync(indexFile, 'utf8'), (assetPath) => {
    const file = path.join(DIST, assetPath);
    return file.startsWith(`${DIST}${path.sep}`) && existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  });
  // A server-rendered route's own stylesheets go into its page's head (decision 099).
  const manifestFile = path.join(DIST, '.vite', 'manifest.json');
  const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as BuildManifest) : undefined;
  const stylesheets = manifest ? routeStylesheets(manifest) : undefined;
  // A page the browser draws names its route's code for the boot loader to preload with the entry (decision 103).
  const modules = manifest ? routeModules(manifest) : undefined;
  // …and the start it needs: Home's without the router, or the router's (decision 109).
  const starts = manifest ? startModules(manifest) : undefined;
  mountSpa(
    app,
    DIST,
    isGatewayPath,
    ssrModule
      ? (fallback) =>
          ssrPage({
            load: async () => ({ module: ssrModule, template }),
            apiFetch: (request, env) => app.fetch(request, env as never),
            fallback,
            cache: true,
            stylesheets,
            modules,
            startModules: starts,
          })
      : undefined,
  );
  server.on('request', getRequestListener(app.fetch));
}

// The live socket (/api/live, issue 21): pushes order changes, cart changes and chat messages to open tabs; every
// process LISTENs to the others through PostgreSQL (live/bus.ts, decision 068).
const live = await attachLive(server, {
  db: database.db,
  config,
  now: () => new Date(),
  listen: database.listen,
  // A session or member changed on any process (migration 0009's triggers): forget that member's cached sessions.
  onEvent: (event) => {
    if (event.k === 'session') sessions.forgetMember(event.u);
  },
});
// Unpaid orders past their deadline move to 9 without waiting for someone to read them, so a tab that shows one
// hears it (every process sweeps; the update re-checks the status, so two sweeps never both write).
const expirySweep = setInterval(() => {
  expireOverdueOrders(database.db, new Date()).catch((error: unknown) => console.error('[gateway] expiry sweep failed:', error));
}, EXPIRY_SWEEP_MS);
expirySweep.unref();

server.listen(config.port, () => {
  if (cluster.isWorker) return; // the primary says when every worker listens
  console.log(`Dapur Kursus siap: http://localhost:${config.port}${dev ? ' (mode dev)' : ''}`);
  console.log(describeStandins(config.standins));
  console.log(demoAccountsLine());
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  console.log(`\n${signal}: menutup server…`);
  clearInterval(expirySweep);
  server.close();
  server.closeAllConnections?.();
  try {
    await live.close();
    await viteClose?.();
    await database.close();
  } finally {
    process.exit(0);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
