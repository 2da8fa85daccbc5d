/**
 * The cloud-storage stand-in, mounted at /storage (commerce spec §9 "Certificate images come from cloud storage";
 * docs/decisions/020-learning-storage.md, 024-merged-storage-and-uploads.md). Two kinds of object:
 *
 * - `/storage/certificate/{filename}`: a certificate image (SVG), public like the SPA's certificate page; rendered
 *   from the certificate row on every request, so the query (the SPA's 5-character cache-buster) is ignored and a
 *   rename shows at once. Unknown names answer 404.
 * - `/storage/{folder}/{32 hex}.{ext}`: every uploaded file (services/storage.ts), served by this one route with the
 *   stored, checked MIME type. Who may read it is its bucket's rule: profile photos (`images`) are public by URL;
 *   the employee form's scans (`hris/...`) only through a short-lived signed URL (`?expires=&signature=`,
 *   services/signed-url.ts; decision 045); assignment files (`upload/tugas`) only to their owner, the course's
 *   assessors and admins, and a B2B registration's document (`b2b/dokumen`) only to its owner and admins (session
 *   from `Authorization: Bearer` or the `token` cookie; decision 071); anyone else gets the same 404 as for a
 *   missing object.
 *
 * Every answer carries `X-Content-Type-Options: nosniff`, `Cross-Origin-Resource-Policy: same-site` and the
 * sandboxing Content-Security-Policy of stored files (http/security.ts `FILE_CSP`); stored files also a
 * Content-Disposition (inline with the stored name for
 * images shown in pages, attachment with the original name for downloads), the bucket's caching and an ETag.
 */
import { Hono } from 'hono';
import { TASK_UPLOAD_PATH } from '../../api/assignment';
import { sessionViewer } from '../http/auth';
import { FILE_CSP } from '../http/security';
import type { AppEnv, AuthUser } from '../http/context';
import type { Db } from '../db/client';
import { certificateByFilename, certificateSvg } from '../services/certificate';
import { mayReadWorkFile } from '../services/assignment';
import { ADMIN_ROLE } from '../services/learning';
import { bucketOf, findStoredFile, type StoredFile } from '../services/storage';
import { verifySignedPath } from '../services/signed-url';

const FILENAME = /^[a-z0-9][a-z0-9._-]{0,199}$/i;

/**
 * The security headers of every served stored file (also on its 404). The CSP is the gateway's file policy
 * (http/security.ts `FILE_CSP`, which the security middleware also puts on every /storage answer).
 */
export const STORED_FILE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': FILE_CSP,
  'Cross-Origin-Resource-Policy': 'same-site',
} as const;

/** Who besides the owner may read a private file, by folder. */
const PRIVATE_READERS: Record<string, (db: Db, viewer: AuthUser, file: StoredFile) => Promise<boolean>> = {
  // The assessors of the work's course and admins (services/assignment.ts).
  [TASK_UPLOAD_PATH]: (db, viewer, file) => mayReadWorkFile(db, viewer, file.id),
  // A B2B registration's document: the back office (admins) checks it (decision 071).
  'b2b/dokumen': async (_db, viewer) => viewer.roles.includes(ADMIN_ROLE),
};

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
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...STORED_FILE_HEADERS },
    });

  r.get('/certificate/:filename', async (c) => {
    const filename = c.req.param('filename');
    if (!FILENAME.test(filename)) return notFound();
    const found = await certificateByFilename(c.var.deps.db, filename);
    if (!found) return notFound();
    const svg = certificateSvg({ name: found.cert.name, courseTitle: found.title, type: found.cert.type, code: found.cert.code, issuedAt: found.cert.created_at });
    return c.body(svg, 200, { ...STORED_FILE_HEADERS, 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'no-cache' });
  });

  r.on(['GET', 'HEAD'], '/*', async (c) => {
    const { db, now } = c.var.deps;
    const pathname = new URL(c.req.url).pathname;
    const file = await findStoredFile(db, pathname);
    const bucket = file && bucketOf(file.folder);
    if (!file || !bucket) return notFound();
    if (bucket.access === 'signed' && !(await verifySignedPath(db, pathname, { expires: c.req.query('expires'), signature: c.req.query('signature') }, now()))) {
      return notFound();
    }
    if (bucket.access === 'private') {
      const viewer = await sessionViewer(c);
      const reader = PRIVATE_READERS[file.folder];
      if (!viewer || (viewer.id !== file.owner_id && !(reader && (await reader(db, viewer, file))))) return notFound();
    }
    const etag = `"${file.sha256}"`;
    const headers: Record<string, string> = {
      ...STORED_FILE_HEADERS,
      'Content-Type': file.mime,
      'Content-Length': String(file.size),
      'Content-Disposition': bucket.disposition === 'inline' ? `inline; filename="${file.id}.${file.ext}"` : contentDisposition(file.original_name),
      'Cache-Control': bucket.cacheControl,
      ETag: etag,
    };
    if (c.req.header('If-None-Match') === etag) return new Response(null, { status: 304, headers });
    return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(file.data), { status: 200, headers });
  });

  return r;
}
