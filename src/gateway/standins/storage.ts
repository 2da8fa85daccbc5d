/**
 * The cloud-storage stand-in, mounted at /storage (commerce spec §9 "Certificate images come from cloud storage";
 * docs/decisions/020-learning-storage.md). Two kinds of object:
 *
 * - `/storage/certificate/{filename}`: a certificate image (SVG), public like the SPA's certificate page; rendered
 *   from the certificate row on every request, so the query (the SPA's 5-character cache-buster) is ignored and a
 *   rename shows at once. Unknown names answer 404.
 * - `/storage/upload/tugas/{storage_key}`: an uploaded assignment file, served only to its owner, the course's
 *   assessors and admins (session from `Authorization: Bearer` or the `token` cookie), always as a download with
 *   the stored, allow-listed MIME type; anyone else gets the same 404 as for a missing object.
 *
 * Every answer carries `X-Content-Type-Options: nosniff` and a Content-Security-Policy that allows no script.
 */
import { Hono } from 'hono';
import { TASK_FILE_TYPES } from '../../api/assignment';
import { sessionViewer } from '../http/auth';
import type { AppEnv } from '../http/context';
import { certificateByFilename, certificateSvg } from '../services/certificate';
import { readWorkFile } from '../services/assignment';

const FILENAME = /^[a-z0-9][a-z0-9._-]{0,199}$/i;
const ALLOWED_MIME = new Set(Object.values(TASK_FILE_TYPES).flat());

/** `attachment; filename="..."; filename*=UTF-8''...` with a safe ASCII fallback. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Routes under /storage. */
export function storageRoutes() {
  const r = new Hono<AppEnv>();
  const notFound = () =>
    new Response('Not Found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' },
    });

  r.get('/certificate/:filename', async (c) => {
    const filename = c.req.param('filename');
    if (!FILENAME.test(filename)) return notFound();
    const found = await certificateByFilename(c.var.deps.db, filename);
    if (!found) return notFound();
    const svg = certificateSvg({ name: found.cert.name, courseTitle: found.title, type: found.cert.type, code: found.cert.code, issuedAt: found.cert.created_at });
    return c.body(svg, 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-cache',
    });
  });

  r.get('/upload/tugas/:key', async (c) => {
    const key = c.req.param('key');
    if (!FILENAME.test(key)) return notFound();
    const { db } = c.var.deps;
    const viewer = await sessionViewer(c);
    if (!viewer) return notFound();
    const file = await readWorkFile(db, viewer, key);
    if (!file || !ALLOWED_MIME.has(file.mime)) return notFound();
    const bytes = file.content;
    return new Response(new Uint8Array(bytes), {
      status: 200,
      headers: {
        'Content-Type': file.mime,
        'Content-Length': String(bytes.byteLength),
        'Content-Disposition': contentDisposition(file.original_name),
        'Content-Security-Policy': "default-src 'none'; sandbox",
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
      },
    });
  });

  return r;
}
