/**
 * Server-rendered pages (issue 17 point 1, docs/decisions/074-server-rendering.md): every GET outside the gateway's
 * prefixes and the build's files answers the page rendered by the SSR bundle (src/ssr/entry-server.tsx), in place
 * of the empty index.html.
 *
 * - The renderer reads through the gateway app itself (`app.fetch` with this request's connection, so limits and the
 *   member's token apply as for the browser's own calls).
 * - A guest's page (no `token` cookie) is cached like the catalogue reads (services/read-cache.ts: `CATALOGUE_CACHE_MS`,
 *   cleared by any write this process serves), keyed by URL and the warehouse/zone cookies it was rendered for; a
 *   member's page is rendered for them and never cached. The CSP nonce of the router's inline scripts is put in per
 *   response (the cached page holds a placeholder).
 * - `Cache-Control: no-cache` (guests) / `private, no-cache` (members), `Vary: Cookie`; a redirect answers 302/307
 *   with its `Location`; the session's first-visit cookies go out as `Set-Cookie`.
 * - A renderer failure answers the empty index.html (the browser renders the page itself, as before server
 *   rendering), logged once per failure.
 */
import { randomBytes } from 'node:crypto';
import type { Context, Handler } from 'hono';
import { COOKIE, readCookie } from '../../lib/cookies';
import type { AppEnv } from './context';
import type { ReadCache } from '../services/read-cache';

/** What the SSR bundle exports (src/ssr/entry-server.tsx). */
export interface SsrModule {
  renderPage(
    request: Request,
    options: {
      template: { before: string; after: string };
      nonce: string;
      apiFetch: (request: Request) => Response | Promise<Response>;
      stylesheets?: (routeIds: readonly string[]) => readonly string[];
      modules?: (routeIds: readonly string[]) => readonly string[];
      startModules?: (withoutRouter: boolean) => readonly string[];
    },
  ): Promise<{ status: number; html: string | null; location: string | null; setCookies: string[]; guest: boolean }>;
  splitTemplate(html: string): { before: string; after: string };
}

export interface SsrPageOptions {
  /** The renderer and the page template (index.html); dev passes fresh ones per request (Vite reloads them). */
  load: (url: string) => Promise<{ module: SsrModule; template: string }>;
  /** The gateway app's fetch: the renderer's API calls. */
  apiFetch: (request: Request, env: unknown) => Response | Promise<Response>;
  /** The answer when rendering fails: the client-rendered page. */
  fallback: (c: Context<AppEnv>) => Response | Promise<Response>;
  /** Whether guests' pages may be cached (production); off in dev, where the code changes under the cache. */
  cache: boolean;
  /** The rendered routes' stylesheets (route-styles.ts, decision 099); none in dev. */
  stylesheets?: (routeIds: readonly string[]) => readonly string[];
  /** The modules of the routes the browser draws, for the boot loader (route-styles.ts `routeModules`, decision 103). */
  modules?: (routeIds: readonly string[]) => readonly string[];
  /** The page's start modules, for the boot loader (route-styles.ts `startModules`, decision 109). */
  startModules?: (withoutRouter: boolean) => readonly string[];
}

/** The placeholder nonce the renderer writes into a page; each response gets its own in its place. */
const NONCE_PLACEHOLDER = `ssr-nonce-${randomBytes(9).toString('base64url')}`;

interface CachedPage {
  status: number;
  html: string | null;
  location: string | null;
  setCookies: string[];
}

/** The boot loader's tag in a built index.html (scripts/scripts-after-paint.ts, decision 098). */
const BOOT_TAG = /<script defer src="(\/assets\/boot-[\w-]+\.js)"><\/script>/;

/**
 * A server-rendered page carries the boot loader inline, with the response's nonce, instead of as a file: the page
 * asks for nothing but its stylesheet before its first paint (decision 098). The empty index.html (server rendering
 * off or failed) keeps the file, which needs no nonce.
 * @param read the text of a built asset by its URL path (`/assets/boot-….js`), or undefined when it is missing
 * @returns the template, changed only when it has the loader's tag and the loader's file was read
 */
export function inlineBootLoader(template: string, read: (assetPath: string) => string | undefined): string {
  const tag = BOOT_TAG.exec(template);
  const source = tag ? read(tag[1]!) : undefined;
  if (!tag || source === undefined || /<\/script/i.test(source)) return template;
  return template.replace(tag[0], () => `<script nonce="${NONCE_PLACEHOLDER}">${source.trimEnd()}</script>`);
}

/** One page request: the request, its connection (`env`), its CSP nonce and the cache guests' pages go to (or none). */
export interface PageRequest {
  request: Request;
  env: unknown;
  nonce: string;
  cache: Pick<ReadCache, 'get'> | null;
}

/** Render (or take from the cache) the page `request` asks for; `null` when rendering failed (logged). */
export async function renderedPage(options: SsrPageOptions, { request, env, nonce, cache }: PageRequest): Promise<Response | null> {
  const cookies = request.headers.get('Cookie') ?? '';
  const guest = !readCookie(cookies, COOKIE.token);
  const render = async (): Promise<CachedPage> => {
    const { module, template } = await options.load(request.url);
    const page = await module.renderPage(new Request(request.url, { headers: request.headers, method: 'GET' }), {
      template: module.splitTemplate(template),
      nonce: NONCE_PLACEHOLDER,
      apiFetch: (apiRequest) => options.apiFetch(apiRequest, env),
      stylesheets: options.stylesheets,
      modules: options.modules,
      startModules: options.startModules,
    });
    return { status: page.status, html: page.html, location: page.location, setCookies: page.setCookies };
  };
  let page: CachedPage;
  try {
    if (guest && cache) {
      const url = new URL(request.url);
      const key = `ssr:${url.pathname}${url.search}|${readCookie(cookies, COOKIE.warehouse) ?? ''}|${readCookie(cookies, COOKIE.zone) ?? ''}`;
      page = await cache.get(key, render);
    } else page = await render();
  } catch (error) {
    console.error(`[gateway] server rendering of ${new URL(request.url).pathname} failed:`, error);
    return null;
  }
  const headers = new Headers({ 'Cache-Control': guest ? 'no-cache' : 'private, no-cache', Vary: 'Cookie' });
  for (const cookie of page.setCookies) headers.append('Set-Cookie', cookie);
  if (page.location) {
    headers.set('Location', page.location);
    return new Response(null, { status: page.status, headers });
  }
  headers.set('Content-Type', 'text/html; charset=UTF-8');
  const html = (page.html ?? '').replaceAll(NONCE_PLACEHOLDER, nonce);
  return new Response(request.method === 'HEAD' ? null : html, { status: page.status, headers });
}

/** The hono handler that answers server-rendered pages (see the module comment). */
export function ssrPage(options: SsrPageOptions): Handler<AppEnv> {
  return async (c) =>
    (await renderedPage(options, { request: c.req.raw, env: c.env, nonce: c.var.nonce, cache: options.cache ? c.var.deps.cache : null })) ??
    options.fallback(c);
}
