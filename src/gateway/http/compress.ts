/**
 * On-the-fly compression of the gateway's text answers (issue 12 point 1, docs/decisions/039-bytes-and-caching.md):
 * JSON, HTML, JavaScript, CSS, SVG and other text bodies of at least {@link MIN_COMPRESS_BYTES} bytes go out as
 * brotli (`br`, preferred) or gzip, whichever the request's `Accept-Encoding` allows (q-values honoured, `q=0`
 * refuses), with `Vary: Accept-Encoding`. Answers that already carry a `Content-Encoding` (the build's
 * precompressed assets, static/spa.ts), partial answers (206), HEAD answers and `Cache-Control: no-transform`
 * answers pass untouched.
 *
 * Brotli runs at quality {@link DYNAMIC_BROTLI_QUALITY} (fast enough per request; the build uses 11 for static
 * files) with a window no larger than the body, gzip at level 6. A body up to {@link SYNC_COMPRESS_MAX_BYTES} is
 * compressed at once on the event loop (30–60 µs of CPU, measured); a larger one on libuv's thread pool (`node:zlib`
 * async), whose hand-over costs ~100 µs of CPU per call and is worth it only for bodies that take longer than that
 * (issue 17 point 4, decision 095).
 */
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';

/** Bodies smaller than this (bytes) are sent as they are: compression would not pay for its headers. */
export const MIN_COMPRESS_BYTES = 1024;
/** Brotli quality for answers compressed per request (0–11). */
export const DYNAMIC_BROTLI_QUALITY = 4;

/** Bodies up to this size (bytes) are compressed synchronously; larger ones on the thread pool. */
export const SYNC_COMPRESS_MAX_BYTES = 64 * 1024;

/** Content types worth compressing (text, JSON, JavaScript, SVG, XML). */
export const COMPRESSIBLE = /^\s*(?:text\/|application\/(?:json|javascript|xml|manifest\+json|x-javascript|ld\+json)|image\/svg\+xml)/i;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** The encodings the gateway can send, best first. */
export type Encoding = 'br' | 'gzip';

/**
 * Pick the encoding for an `Accept-Encoding` header: `br` when accepted, else `gzip`, else none. A `q=0` entry
 * refuses that encoding; `*` stands for every encoding not named.
 */
export function negotiateEncoding(header: string | undefined | null): Encoding | undefined {
  if (!header) return undefined;
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const accepted = (enc: Encoding) => (q.get(enc) ?? q.get('*') ?? 0) > 0;
  if (accepted('br')) return 'br';
  if (accepted('gzip')) return 'gzip';
  return undefined;
}

/**
 * Compress `body` with `encoding` (brotli at {@link DYNAMIC_BROTLI_QUALITY} unless `quality` says otherwise, with a
 * window of the body's size: 2^10 to 2^22 bytes): synchronously up to {@link SYNC_COMPRESS_MAX_BYTES}, else on the
 * thread pool.
 */
export function compressBuffer(body: Uint8Array, encoding: Encoding, quality = DYNAMIC_BROTLI_QUALITY): Promise<Buffer> {
  const sync = body.byteLength <= SYNC_COMPRESS_MAX_BYTES;
  if (encoding === 'gzip') return sync ? Promise.resolve(gzipSync(body, { level: 6 })) : gz(body, { level: 6 });
  const options = {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_LGWIN]: Math.max(10, Math.min(22, Math.ceil(Math.log2(body.byteLength + 1)))),
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  };
  return sync ? Promise.resolve(brotliCompressSync(body, options)) : brotli(body, options);
}

/** Add `Accept-Encoding` to a response's `Vary` header (once). */
export function varyOnEncoding(headers: Headers): void {
  const vary = headers.get('Vary');
  if (vary === '*' || (vary && /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary))) return;
  headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/** Middleware: compress the text answers of every route after it (see the module comment). */
export function compressResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('Content-Type') ?? '';
    if (c.req.method === 'HEAD' || res.status === 206 || res.status === 304 || res.status === 204) return;
    const cached = cachedBody(res);
    if (cached === null || (cached === undefined && !res.body)) return;
    if (res.headers.has('Content-Encoding') || !COMPRESSIBLE.test(type)) return;
    if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get('Cache-Control') ?? '')) return;
    const length = Number(res.headers.get('Content-Length') ?? NaN);
    if (Number.isFinite(length) && length < MIN_COMPRESS_BYTES) {
      varyOnEncoding(res.headers);
      return;
    }
    const encoding = negotiateEncoding(c.req.header('Accept-Encoding'));
    const body = (typeof cached === 'string' ? encoder.encode(cached) : (cached ?? new Uint8Array(await res.arrayBuffer()))) as Uint8Array<ArrayBuffer>;
    const headers = new Headers(res.headers);
    varyOnEncoding(headers);
    // A lightweight response's statusText would build the web response again: it has none but the standard one.
    const statusText = cached === undefined ? res.statusText : undefined;
    if (!encoding || body.byteLength < MIN_COMPRESS_BYTES) {
      replace(c, new Response(body, { status: res.status, statusText, headers }));
      return;
    }
    const packed = await compressBuffer(body, encoding);
    headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(packed.byteLength));
    const etag = headers.get('ETag');
    if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
    replace(c, new Response(new Uint8Array(packed), { status: res.status, statusText, headers }));
  };
}

const encoder = new TextEncoder();

/**
 * The body a response was made with, when @hono/node-server's lightweight `Response` still holds it (a string or
 * bytes; `null` for none), read without building the web stream that `res.body` or `res.arrayBuffer()` would build
 * (≈ 5 % of a small JSON answer's CPU, profiled; decision 095). `undefined` when it cannot be read that way (another
 * `Response`, a stream body, a newer node-server): the caller then reads the body the standard way.
 */
export function cachedBody(res: Response): string | Uint8Array | null | undefined {
  const key = Object.getOwnPropertySymbols(res).find((s) => s.description === 'cache');
  const cache = key ? (res as unknown as Record<symbol, unknown>)[key] : undefined;
  if (!Array.isArray(cache)) return undefined;
  const body: unknown = cache[1];
  return body === null || typeof body === 'string' || body instanceof Uint8Array ? body : undefined;
}

/** Swap the answer for `res` as it is (hono's `c.res` setter would copy the old Content-Length/ETag onto it). */
function replace(c: Context, res: Response) {
  c.res = undefined;
  c.res = res;
}
