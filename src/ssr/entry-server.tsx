/**
 * The server renderer (issue 17 point 1, docs/decisions/074-server-rendering.md): the gateway calls
 * {@link renderPage} for every page request outside its own prefixes and sends the HTML it returns. Built by Vite
 * as an SSR bundle (`npm run build` → `dist-server/entry-server.js`; `npm run dev` loads this file through Vite).
 *
 * Per request, inside one `AsyncLocalStorage` scope (so the module-wide API transport, cookie jar and page origin
 * read this request's, however many render at once):
 * 1. the session machine resolves from the request's cookies exactly as the browser's does (token, user, warehouse,
 *    zone; a first visit chooses the default warehouse and its cookies go back as `Set-Cookie`);
 * 2. TanStack Router loads the route (`createRequestHandler`: guards, redirects — a guest on a member page gets the
 *    same redirect as in the browser, now as an HTTP redirect);
 * 3. read passes: the page is rendered with a collecting seed; every `useRemote` whose data is not read yet asks for
 *    it (the same API functions the browser calls, answered in-process by the gateway app); the reads are awaited
 *    and the page rendered again, until no new read is asked for (at most {@link MAX_READ_PASSES}); the code of the
 *    page's islands (src/ui/island.tsx) is loaded before each pass;
 * 4. the last render (`renderRouterToString`, not streamed: the data is read already) carries the router's
 *    dehydrated matches in nonce'd scripts, and the reads go into the page as JSON ({@link SEED_ELEMENT_ID}).
 *
 * The browser (src/main.tsx) resolves its session from the same cookies, takes the seed and hydrates with
 * `RouterClient` + `hydrateRoot`: the machines start in the state the server rendered.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { renderToString } from 'react-dom/server';
import { createRequestHandler, renderRouterToString, RouterServer } from '@tanstack/react-router/ssr/server';
import { waitFor } from 'xstate';
import { JSDOM } from 'jsdom';
import { configureSanitizerWindow } from '../lib/safe-html';
import { configureApi } from '../api/client';
import { config, configurePageUrl } from '../config/config';
import { COOKIE, readCookie } from '../lib/cookies';
import { configureCookieJar } from '../session/session.actors';
import { createAppRouter } from '../app/router';
import { createServerActors } from '../app/server-actors';
import { createCollectingSeed, fixedSeed, RemoteSeedContext, serializeSeed, SEED_ELEMENT_ID } from '../flows/remote/remote-seed';
import { settleIslands } from '../ui/island';
import { startsWithoutRouter } from '../lib/router-free-start';

/** Render-and-read passes at most (Home needs one read pass: its sections; a page that reads in two steps, two). */
export const MAX_READ_PASSES = 4;
/** The longest a page waits for the session to resolve, ms (the gateway answers in-process; this is a safety net). */
const SESSION_TIMEOUT_MS = 10_000;
/** The origin the in-process API calls are addressed to (never leaves the process). */
const INTERNAL_ORIGIN = 'http://gateway.internal';

interface Scope {
  cookies: string;
  setCookies: string[];
  href: string;
  apiFetch: (request: Request) => Response | Promise<Response>;
}

const scope = new AsyncLocalStorage<Scope>();
let configured = false;

/** Point the API transport, the cookie jar and the page origin at the request being rendered (once per process). */
function configureOnce(): void {
  if (configured) return;
  configured = true;
  const base = new URL(config.apiBase, INTERNAL_ORIGIN);
  configureApi({
    prefixUrl: base.href.endsWith('/') ? base.href : `${base.href}/`,
    getToken: () => readCookie(scope.getStore()?.cookies ?? '', COOKIE.token) || undefined,
    appKey: config.appKey,
    // Same-origin API (the default): answered by the gateway app in-process; an absolute API_BASE: over the network.
    fetch: (input, init) => {
      const request = new Request(input, init);
      const current = scope.getStore();
      return current && new URL(request.url).origin === INTERNAL_ORIGIN ? Promise.resolve(current.apiFetch(request)) : fetch(request);
    },
    onFailure: (info) => { if (process.env.DEBUG_SSR) console.error('[ssr api]', info); },
  });
  configureCookieJar({
    read: () => scope.getStore()?.cookies ?? '',
    write: (cookie) => void scope.getStore()?.setCookies.push(cookie),
  });
  configurePageUrl(() => scope.getStore()?.href ?? 'http://localhost/');
  // Server HTML (help, policies, FAQ answers) is sanitised with DOMPurify on a jsdom window, as in the browser.
  configureSanitizerWindow(new JSDOM('').window as unknown as Window);
}

/** The page around the app: index.html (built, or transformed by Vite in dev) split at the app's root element. */
export interface PageTemplate {
  /** Everything before `<div id="root">`. */
  before: string;
  /** Everything from the root element's `</div>` on. */
  after: string;
}

/** Split index.html at its empty `<div id="root"></div>`. @throws when the template has none. */
export function splitTemplate(html: string): PageTemplate {
  const marker = '<div id="root"></div>';
  const at = html.indexOf(marker);
  if (at < 0) throw new Error('index.html has no <div id="root"></div>');
  return { before: html.slice(0, at), after: html.slice(at + marker.length) };
}

export interface RenderOptions {
  template: PageTemplate;
  /** The CSP nonce of this response (the router's inline hydration scripts carry it). */
  nonce: string;
  /** Answer an API request in-process (the gateway app's `fetch`, with this request's connection). */
  apiFetch: (request: Request) => Response | Promise<Response>;
  /**
   * The stylesheets (URL paths `/assets/<name>.css`, nothing to escape) of the routes the server rendered, beyond the
   * entry's (src/gateway/http/route-styles.ts, decision 099); linked in the page's head. None in dev, where Vite
   * injects them.
   */
  stylesheets?: (routeIds: readonly string[]) => readonly string[];
  /**
   * The modules (URL paths `/assets/<name>.js`, nothing to escape) of the routes the browser draws on this page (a
   * member page sent with the spinner), beyond the entry's (route-styles.ts `routeModules`, decision 103); named in
   * the head for the boot loader to preload with the entry. None in dev.
   */
  modules?: (routeIds: readonly string[]) => readonly string[];
  /**
   * The modules (URL paths `/assets/<name>.js`) of the page's start — Home's first paint without the router, or the
   * router (route-styles.ts `startModules`, decision 109) — named with the route modules for the boot loader. None in dev.
   */
  startModules?: (withoutRouter: boolean) => readonly string[];
}

export interface RenderedPage {
  status: number;
  /** The whole document (status 200/404/500), or nothing for a redirect. */
  html: string | null;
  /** A redirect's target. */
  location: string | null;
  /** Cookies the session wrote (a first visit's warehouse and zone). */
  setCookies: string[];
  /** Whether the page is the same for every guest with these cookies (no member token): it may be cached. */
  guest: boolean;
}

/** Render the page `request` asks for. Never throws for a page error: the route's error page renders instead. */
export async function renderPage(request: Request, options: RenderOptions): Promise<RenderedPage> {
  configureOnce();
  const cookies = request.headers.get('cookie') ?? '';
  const current: Scope = { cookies, setCookies: [], href: request.url, apiFetch: options.apiFetch };
  return scope.run(current, async () => {
    const actors = createServerActors();
    try {
      await waitFor(actors.session, (s) => !s.hasTag('resolving'), { timeout: SESSION_TIMEOUT_MS });
      const seed = createCollectingSeed();
      let rendered: readonly string[] = [];
      let drawnByScript: readonly string[] = [];
      const handler = createRequestHandler({
        request,
        createRouter: () => createAppRouter(actors, { nonce: options.nonce }),
      });
      const response = await handler(async ({ router, responseHeaders }) => {
        for (let pass = 0; pass < MAX_READ_PASSES; pass++) {
          // An island's code (src/ui/island.tsx, decision 092) is loaded before a pass renders it.
          await settleIslands();
          renderToString(
            <RemoteSeedContext value={seed}>
              <RouterServer router={router} />
            </RemoteSeedContext>,
          );
          // A page whose code defined islands during the pass renders once more with them.
          if ((await seed.settle()) === 0 && (await settleIslands()) === 0) break;
        }
        await settleIslands();
        // The routes whose components the server renders (not a `data-only` member page's).
        rendered = router.state.matches.filter((m) => m.ssr === true).map((m) => m.routeId);
        drawnByScript = router.state.matches.filter((m) => m.ssr !== true).map((m) => m.routeId);
        return renderRouterToString({
          router,
          responseHeaders,
          children: (
            <RemoteSeedContext value={fixedSeed(seed.entries())}>
              <RouterServer router={router} />
            </RemoteSeedContext>
          ),
        });
      });
      const guest = !readCookie(cookies, COOKIE.token);
      // An unknown path: the browser's router replaces it with /404 (routes/__root.tsx); the server sends it there.
      if (response.status === 404) return { status: 307, html: null, location: '/404', setCookies: current.setCookies, guest };
      const location = response.headers.get('Location');
      if (response.status >= 300 && response.status < 400 && location) {
        return { status: response.status, html: null, location, setCookies: current.setCookies, guest };
      }
      const app = (await response.text()).replace(/^<!DOCTYPE html>/i, '');
      const seedScript = `<script type="application/json" id="${SEED_ELEMENT_ID}">${serializeSeed(seed.entries())}</script>`;
      const modules = [
        ...(options.startModules?.(startsWithoutRouter(new URL(request.url).pathname)) ?? []),
        ...(drawnByScript.length > 0 ? (options.modules?.(drawnByScript) ?? []) : []),
      ];
      const links =
        (options.stylesheets?.(rendered) ?? []).map((href) => `<link rel="stylesheet" href="${href}">`).join('') +
        (modules.length > 0 ? `<meta name="route-modules" content="${modules.join(' ')}">` : '');
      const before = links ? options.template.before.replace('</head>', () => `${links}</head>`) : options.template.before;
      const html = `${before}${seedScript}<div id="root">${app}</div>${options.template.after}`;
      return { status: response.status, html, location: null, setCookies: current.setCookies, guest };
    } finally {
      actors.session.stop();
    }
  });
}
