/**
 * Serves stored uploads at /uploads/images/<32 hex>.<jpg|png> (profile photos, src/gateway/services/uploads.ts).
 * Public like any avatar (the name is a random 128-bit id). Safe headers: the stored, checked Content-Type,
 * `X-Content-Type-Options: nosniff`, `Content-Security-Policy: default-src 'none'; sandbox` (nothing runs if the
 * file is opened directly), `Cross-Origin-Resource-Policy: same-site`, `Content-Disposition: inline` with a
 * fixed file name, and a one-year immutable cache (an id's bytes never change). Anything else answers 404.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { findUploadByPath } from '../services/uploads';

/** The security headers of every served upload (also on its 404). */
export const UPLOAD_SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
  'Cross-Origin-Resource-Policy': 'same-site',
} as const;

/** Routes under /uploads. */
export function uploadFileRoutes() {
  const r = new Hono<AppEnv>();
  r.on(['GET', 'HEAD'], '/*', async (c) => {
    for (const [name, value] of Object.entries(UPLOAD_SECURITY_HEADERS)) c.header(name, value);
    const row = await findUploadByPath(c.var.deps.db, new URL(c.req.url).pathname);
    if (!row) return c.text('Not Found', 404);
    c.header('Content-Type', row.mime);
    c.header('Content-Length', String(row.size));
    c.header('Content-Disposition', `inline; filename="${row.id}.${row.ext}"`);
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    c.header('ETag', `"${row.sha256}"`);
    if (c.req.header('If-None-Match') === `"${row.sha256}"`) return c.body(null, 304);
    if (c.req.method === 'HEAD') return c.body(null, 200);
    return c.body(new Uint8Array(row.data), 200);
  });
  return r;
}
