/**
 * The file-manager stand-in for the employee form's images (portal spec §7 "Uploads": POST
 * lms/admin/filemanager/gcs/upload → result.originalUrl; §5 "Employee form": images only, under 2MB). Contract and
 * messages: src/api/file-manager.ts. A real deployment points this path at the cloud-storage file manager.
 *
 * - {@link fileUploadRoutes} is mounted on the outer app at /api/lms/admin/filemanager BEFORE the /api sub-app, so
 *   its own body limit ({@link UPLOAD_BODY_MAX_BYTES}) applies instead of the API's 1 MB one; it repeats the API's
 *   application-key check. Public: the employee form has no member session.
 * - {@link fileServeRoutes} (mounted at /api/files) serves the stored bytes back with the checked type,
 *   `nosniff`, a `default-src 'none'; sandbox` CSP and an inline Content-Disposition.
 *
 * The file is checked three ways before anything is stored: declared MIME type, extension and first bytes
 * (JPEG or PNG, all three agreeing), and its size (strictly under 2 MB). Files live in the database
 * (`uploaded_files`, bytea), so they survive restarts and need no writable folder.
 */
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { and, eq } from 'drizzle-orm';
import {
  checkImageFile,
  sniffImageType,
  UPLOAD_BAD_TYPE,
  UPLOAD_BODY_MAX_BYTES,
  UPLOAD_PATHS,
  UPLOAD_TOO_LARGE,
  UploadPath,
  type UploadResult,
} from '../../api/file-manager';
import { uploadedFiles } from '../db/schema';
import type { AppEnv } from '../http/context';
import { fail, HttpError, NOT_FOUND_MESSAGE, ok } from '../http/envelope';
import { publicBase } from '../http/origin';
import { parseWith } from '../http/validate';

/** Same text as app.ts's BAD_APP_KEY (not imported: app.ts imports this module). */
const BAD_APP_KEY = 'X-Authorization tidak valid';
export const UPLOAD_NOT_MULTIPART = 'Body harus multipart/form-data';
export const UPLOAD_NO_FILE = 'File harus diisi';
export const UPLOAD_ONE_FILE = 'Unggah satu file per permintaan';

/** Routes under /api/lms/admin/filemanager (mounted on the outer app). */
export function fileUploadRoutes() {
  const r = new Hono<AppEnv>();
  r.post(
    '/gcs/upload',
    bodyLimit({ maxSize: UPLOAD_BODY_MAX_BYTES, onError: (c) => fail(c, 413, UPLOAD_TOO_LARGE) }),
    async (c) => {
      const { db, config, now } = c.var.deps;
      const appKey = c.req.header('X-Authorization');
      if (appKey !== undefined && appKey !== config.appKey) throw new HttpError(401, BAD_APP_KEY);
      if (!/^multipart\/form-data\b/i.test(c.req.header('Content-Type') ?? '')) throw new HttpError(400, UPLOAD_NOT_MULTIPART);
      let form: Record<string, string | File | Array<string | File>>;
      try {
        form = await c.req.parseBody({ all: true });
      } catch {
        throw new HttpError(400, UPLOAD_NOT_MULTIPART);
      }
      const path = parseWith(UploadPath, typeof form.path === 'string' ? form.path.trim() : '');
      const raw = form.files ?? form['files[]'];
      const files = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).filter((f): f is File => typeof f !== 'string');
      if (files.length === 0) throw new HttpError(400, UPLOAD_NO_FILE);
      if (files.length > 1) throw new HttpError(400, UPLOAD_ONE_FILE);
      const file = files[0]!;
      const problem = checkImageFile({ name: file.name, type: file.type, size: file.size });
      if (problem) throw new HttpError(problem === UPLOAD_TOO_LARGE ? 413 : 415, problem);
      const bytes = new Uint8Array(await file.arrayBuffer());
      const sniffed = sniffImageType(bytes);
      if (!sniffed || sniffed !== file.type.toLowerCase()) throw new HttpError(415, UPLOAD_BAD_TYPE);
      const name = `${randomBytes(16).toString('hex')}.${sniffed === 'image/png' ? 'png' : 'jpg'}`;
      await db.insert(uploadedFiles).values({ key: name, path, mime: sniffed, size: bytes.length, data: bytes, created_at: now() });
      const result: UploadResult = {
        originalUrl: `${publicBase(c, config)}/api/files/${path}/${name}`,
        path,
        filename: name,
        mime: sniffed,
        size: bytes.length,
      };
      return ok(c, result, 'File berhasil diunggah');
    },
  );
  return r;
}

/** Routes under /api/files: GET /{hris}/{ktp|kk|npwp|ijazah}/{32 hex}.{jpg|png}. */
export function fileServeRoutes() {
  const r = new Hono<AppEnv>();
  r.get('/:folder/:kind/:file', async (c) => {
    const path = `${c.req.param('folder')}/${c.req.param('kind')}`;
    const file = c.req.param('file');
    if (!(UPLOAD_PATHS as readonly string[]).includes(path) || !/^[0-9a-f]{32}\.(jpg|png)$/.test(file)) throw new HttpError(404, NOT_FOUND_MESSAGE);
    const [row] = await c.var.deps.db
      .select()
      .from(uploadedFiles)
      .where(and(eq(uploadedFiles.key, file), eq(uploadedFiles.path, path)))
      .limit(1);
    if (!row) throw new HttpError(404, NOT_FOUND_MESSAGE);
    c.header('Content-Type', row.mime);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Content-Security-Policy', "default-src 'none'; sandbox");
    c.header('Content-Disposition', `inline; filename="${row.key}"`);
    c.header('Cache-Control', 'private, max-age=86400');
    return c.body(new Uint8Array(row.data));
  });
  return r;
}
