/**
 * A request body size limit that leaves the connection usable after a 413 (issue 6 point 8).
 *
 * hono's own `bodyLimit` opens the request's body stream even when `Content-Length` already says it is too
 * large; under @hono/node-server the unread stream is then destroyed with its socket, so a keep-alive client
 * that sends its next request on the same connection gets no answer although the 413 said `Connection:
 * keep-alive`. Here:
 * - a declared `Content-Length` over the limit is answered 413 without touching the body, and the node server
 *   reads and discards the rest (its own drain), so the connection stays open;
 * - a chunked body (or one without a declared length, as in-process requests have) is read up to the limit;
 *   past it the rest is read and discarded up to {@link MAX_DRAIN_BYTES} before the 413, and only a body larger
 *   than that gets `Connection: close`.
 */
import type { Context, MiddlewareHandler } from 'hono';

/** How much of an over-limit chunked body is read and discarded to keep the connection, bytes. */
export const MAX_DRAIN_BYTES = 16 * 1024 * 1024;

/**
 * Middleware refusing bodies over `maxBytes` with `onTooLarge(c)` (its status should be 413).
 */
export function limitBody(maxBytes: number, onTooLarge: (c: Context) => Response): MiddlewareHandler {
  return async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next();
    const chunked = c.req.header('transfer-encoding') !== undefined;
    const declared = c.req.header('content-length');
    if (!chunked && declared !== undefined) {
      const length = Number(declared);
      return !Number.isFinite(length) || length > maxBytes ? onTooLarge(c) : next();
    }
    // A chunked body, or one with no declared length (an in-process request): read and count it.
    const body = c.req.raw.body;
    if (!body) return next();
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size <= maxBytes) chunks.push(value);
      else if (size > maxBytes + MAX_DRAIN_BYTES) {
        await reader.cancel().catch(() => undefined);
        const res = onTooLarge(c);
        res.headers.set('Connection', 'close');
        return res;
      }
    }
    if (size > maxBytes) return onTooLarge(c);
    const buffer = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      buffer.set(chunk, offset);
      offset += chunk.length;
    }
    // oxlint-disable-next-line unicorn/no-invalid-fetch-options -- GET, HEAD and OPTIONS returned above
    c.req.raw = new Request(c.req.raw, { body: buffer });
    return next();
  };
}
