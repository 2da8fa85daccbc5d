/**
 * Serving the built SPA (`dist/`) from the gateway (issue 12 point 1, docs/decisions/039-bytes-and-caching.md):
 *
 * - `/assets/*` (file names carry a content hash): `Cache-Control: public, max-age=31536000, immutable`; the
 *   build's precompressed siblings (`.br`, `.gz`, written by {@link precompressFolder} from the Vite plugin in
 *   vite.config.ts) are sent as they are when `Accept-Encoding` allows (`Content-Encoding: br|gzip`,
 *   `Vary: Accept-Encoding`); an unknown asset answers 404, never the SPA page;
 * - other files of `dist/` (favicon, …): `Cache-Control: no-cache`, precompressed too;
 * - `index.html` (and every other GET outside the gateway's prefixes, the SPA's routes): `Cache-Control: no-cache`
 *   with a strong `ETag` of its bytes, so a browser revalidates it on every visit and gets `304` while the build is
 *   unchanged; held in memory with its brotli and gzip forms;
 * - source maps (`*.map`) and the build manifest (`/.vite/…`) are never served (404): the bundle budgets and the
 *   server renderer read them from disk.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Handler, Hono, MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';
import { negotiateEncoding, varyOnEncoding } from './compress';

/** The cache policy of hashed build assets. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The cache policy of everything that keeps its name across builds (index.html, favicon): revalidate each time. */
export const REVALIDATE = 'no-cache';

export { PRECOMPRESSIBLE, precompressFolder } from './precompress';

/** An HTML page held in memory with its compressed forms and a strong ETag. */
interface CachedPage {
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

function cachePage(html: string): CachedPage {
  const identity = Buffer.from(html, 'utf8');
  return {
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

/** Whether an `If-None-Match` header names `etag` (weak comparison, `*` included). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/**
 * Mount the SPA of `dist` on `app` (after the gateway's own routes, so those win).
 * @param isGatewayPath paths the gateway answers itself: never the SPA page for them.
 * @throws when `dist/index.html` is missing.
 */
export function mountSpa(
  app: Hono<AppEnv>,
  dist: string,
  isGatewayPath: (pathname: string) => boolean,
  /** The server-rendered pages (http/ssr.ts, decision 074); without it every page is the empty index.html. */
  pages?: (fallback: (c: Context<AppEnv>) => Response) => Handler<AppEnv>,
): void {
  const indexFile = path.join(dist, 'index.html');
  if (!existsSync(indexFile) || !statSync(indexFile).isFile()) throw new Error(`${indexFile} is missing`);
  const page = cachePage(readFileSync(indexFile, 'utf8'));

  app.get('*', async (c, next) => (c.req.path.endsWith('.map') || c.req.path.startsWith('/.vite/') ? c.text('Not Found', 404) : next()));
  // serveStatic's `onFound` runs after the answer is built, too late for a header: set it on the answer.
  const withCache = (serve: MiddlewareHandler, cacheControl: string): MiddlewareHandler => async (c, next) => {
    const res = await serve(c, next);
    if (res instanceof Response && res.status < 300) res.headers.set('Cache-Control', cacheControl);
    return res;
  };
  app.use('/assets/*', withCache(serveStatic({ root: dist, precompressed: true }), IMMUTABLE));
  const distFiles = withCache(serveStatic({ root: dist, precompressed: true }), REVALIDATE);
  const isPage = (p: string) => p === '/' || p === '/index.html';
  app.get('*', async (c, next) => (isGatewayPath(c.req.path) || isPage(c.req.path) ? next() : distFiles(c, next)));
  const indexPage = (c: Context<AppEnv>) => {
    const headers = new Headers({ 'Content-Type': 'text/html; charset=UTF-8', 'Cache-Control': REVALIDATE, ETag: page.etag });
    varyOnEncoding(headers);
    if (etagMatches(c.req.header('If-None-Match'), page.etag)) return new Response(null, { status: 304, headers });
    const encoding = negotiateEncoding(c.req.header('Accept-Encoding'));
    const body = encoding ? page[encoding] : page.identity;
    if (encoding) headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(body.byteLength));
    return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers });
  };
  const render = pages?.(indexPage);
  app.get('*', (c, next) => {
    if (isGatewayPath(c.req.path) || c.req.path.startsWith('/assets/')) return c.notFound();
    return render ? render(c, next) : indexPage(c);
  });
}
