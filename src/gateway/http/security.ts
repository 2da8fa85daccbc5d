/**
 * Browser hardening headers on every response (OWASP ASVS 5.0 V3; issue 6 point 7;
 * docs/decisions/010-payments-and-browser-hardening.md):
 *
 * - `Content-Security-Policy`, enforced (never report-only), by what answers:
 *   - the SPA (index.html and its assets): scripts, styles, workers and frames from its own origin only, plus
 *     the payment provider's origin for its script, frames, images and calls when `SNAP_SCRIPT_URL` is absolute;
 *     images also `data:`/`blob:`; the API's origin when `API_BASE` is absolute; `frame-ancestors 'none'`;
 *   - the stand-in pages (/sso, /snap, sister sites, the learning site's pages, the HR stand-in's page): nothing
 *     but their own nonce'd inline style/script, same-origin images, calls and form posts; `frame-ancestors
 *     'none'` except the payment page (/snap/pay/<token>), which the SPA frames: `frame-ancestors 'self'`;
 *   - /api answers, the HR stand-in's JSON (/hris/api, /hris/standin), /media images and /snap/snap.js:
 *     `default-src 'none'; frame-ancestors 'none'`;
 *   - /storage (uploaded files, certificate images): {@link FILE_CSP}, the data policy plus `sandbox`, so a
 *     stored file opened directly is never a document that runs or submits anything.
 * - `X-Content-Type-Options: nosniff`, `Referrer-Policy: strict-origin-when-cross-origin`, `X-Frame-Options`
 *   matching frame-ancestors (older browsers), and `Strict-Transport-Security` when `PUBLIC_URL` is https.
 *
 * The dev server (`npm run dev`, Vite middleware with hot reload) gets a looser SPA policy: Vite's React
 * preamble is an inline script and its styles are injected `<style>` elements, and HMR talks over WebSocket.
 */
import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { GatewayConfig } from '../config';
import type { AppEnv } from './context';

/** Paths of the stand-in pages (sister sites served by the gateway). */
const STANDIN_PREFIXES = ['/sso', '/snap', '/lms-site', '/store-site', '/backoffice', '/media-site', '/community-site', '/hris'];
/** Paths whose answers are data, never documents (checked before the stand-in pages). */
const DATA_PREFIXES = ['/api', '/media', '/snap/snap.js', '/hris/api', '/hris/standin'];
/** Paths of stored files (the cloud-storage stand-in, standins/storage.ts). */
const FILE_PREFIXES = ['/storage'];

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** The origin of an absolute http(s) URL; nothing for a same-origin path. */
function originOf(url: string): string[] {
  if (!/^https?:\/\//i.test(url.trim())) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/** Join directives `{ name: sources[] }` into a policy string. */
function policy(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...new Set(sources)].join(' '))
    .join('; ');
}

/** The ws:/wss: origin of the API (absolute `apiBase`, else the public origin); empty when neither is a URL. */
function wsOriginOf(apiBase: string, publicUrl: string): string[] {
  const base = /^https?:\/\//i.test(apiBase) ? apiBase : publicUrl;
  try {
    const u = new URL(base);
    return [`${u.protocol === 'https:' ? 'wss:' : 'ws:'}//${u.host}`];
  } catch {
    return [];
  }
}

/** The SPA's policy; `dev` loosens it for Vite's hot-reload server (see the module comment). */
export function spaCsp(config: GatewayConfig, opts: { dev?: boolean; nonce?: string } = {}): string {
  const pay = originOf(config.snapScriptUrl);
  const api = originOf(config.apiBase);
  const sso = originOf(config.ssoUrl);
  const dev = opts.dev === true;
  return policy({
    'default-src': ["'self'"],
    // The server-rendered page's inline hydration scripts carry the response's nonce (decision 074).
    'script-src': ["'self'", ...pay, ...(dev ? ["'unsafe-inline'"] : opts.nonce ? [`'nonce-${opts.nonce}'`] : [])],
    'style-src': ["'self'", ...(dev ? ["'unsafe-inline'"] : [])],
    'img-src': ["'self'", 'data:', 'blob:', ...pay],
    'font-src': ["'self'", 'data:'],
    // The live socket (/api/live, issue 21): the API's origin as ws:/wss: ('self' covers same-origin sockets in
    // current browsers; the explicit origin covers the rest).
    'connect-src': ["'self'", ...api, ...wsOriginOf(config.apiBase, config.publicUrl), ...pay, ...(dev ? ['ws:', 'wss:'] : [])],
    'frame-src': ["'self'", ...pay],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...sso],
    'frame-ancestors': ["'none'"],
  });
}

/** A stand-in page's policy: its nonce'd inline style and script only. */
export function standinCsp(nonce: string, opts: { framedBySelf?: boolean } = {}): string {
  return policy({
    'default-src': ["'none'"],
    'script-src': [`'nonce-${nonce}'`],
    'style-src': [`'nonce-${nonce}'`],
    'img-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'form-action': ["'self'"],
    'base-uri': ["'none'"],
    'frame-ancestors': [opts.framedBySelf ? "'self'" : "'none'"],
  });
}

/** The policy of answers that are data (JSON, images, scripts): nothing may run or frame them. */
export const DATA_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * The policy of stored files (uploads, certificate images): as {@link DATA_CSP}, and sandboxed, so a file opened
 * directly in the browser gets an opaque origin and can run, submit or navigate nothing.
 */
export const FILE_CSP = "default-src 'none'; sandbox; frame-ancestors 'none'";

/** Headers every response carries besides the CSP. */
export function commonHeaders(config: GatewayConfig): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
  if (config.publicUrl.startsWith('https://')) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

/** Whether a path is the payment page the SPA frames. */
export const isFramedPaymentPage = (path: string) => path.startsWith('/snap/pay/');

/** The CSP for a response to `path` (see the module comment). */
export function cspFor(path: string, config: GatewayConfig, nonce: string): string {
  if (FILE_PREFIXES.some((p) => under(path, p))) return FILE_CSP;
  if (DATA_PREFIXES.some((p) => under(path, p))) return DATA_CSP;
  if (STANDIN_PREFIXES.some((p) => under(path, p))) return standinCsp(nonce, { framedBySelf: isFramedPaymentPage(path) });
  return spaCsp(config, { nonce });
}

/**
 * Middleware: a fresh nonce per request in `c.var.nonce` (stand-in pages put it on their inline style and
 * script; empty for data answers and files, whose CSP allows no inline code), then the headers of the module comment on whatever answered — routes, static files, the SPA
 * fallback, errors and 404s.
 */
export function securityHeaders(config: GatewayConfig): MiddlewareHandler<AppEnv> {
  const common = Object.entries(commonHeaders(config));
  return async (c, next) => {
    // A data answer (JSON) or a file carries no inline script or style: no nonce to draw for it.
    const path = c.req.path;
    const nonce = DATA_PREFIXES.some((p) => under(path, p)) || FILE_PREFIXES.some((p) => under(path, p)) ? '' : randomBytes(16).toString('base64');
    c.set('nonce', nonce);
    await next();
    const set = (headers: Headers) => {
      for (const [name, value] of common) headers.set(name, value);
      headers.set('Content-Security-Policy', cspFor(path, config, nonce));
      headers.set('X-Frame-Options', isFramedPaymentPage(path) ? 'SAMEORIGIN' : 'DENY');
    };
    try {
      set(c.res.headers);
    } catch {
      // A response with immutable headers (e.g. one passed through from fetch): copy it first.
      c.res = new Response(c.res.body, c.res);
      set(c.res.headers);
    }
  };
}
