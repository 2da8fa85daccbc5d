/**
 * The file-manager upload of the employee form's images (portal spec §7 "Uploads": POST
 * lms/admin/filemanager/gcs/upload → result.originalUrl; §5 "Employee form": images only, under 2MB). Contract and
 * messages: src/api/file-manager.ts. A real deployment points this path at the cloud-storage file manager.
 *
 * Public (the employee form has no member session), so app.ts mounts it before the admin routes' `requireAuth`; its
 * own body limit replaces the /api-wide 1 MB one. The file is checked and stored by the one storage service
 * ({@link EMPLOYEE_IMAGE_BUCKET}: declared MIME type, extension and first bytes agreeing on JPEG or PNG, strictly
 * under 2 MB) and served back by the storage route at `/storage/hris/<kind>/<32 hex>.<jpg|png>` — only through the
 * short-lived signed URL this answers (`?expires=&signature=`, valid 15 minutes; decision 045).
 */
import { Hono } from 'hono';
import { UploadPath, type UploadResult } from '../../api/file-manager';
import type { AppEnv } from '../http/context';
import { rateLimited } from '../http/rate-limit';
import { ok } from '../http/envelope';
import { fileParts, readMultipart } from '../http/multipart';
import { publicBase } from '../http/origin';
import { parseWith } from '../http/validate';
import { checkUploads, EMPLOYEE_IMAGE_BUCKET, readableFileUrl, storedFileUrl, storeFiles, uploadBodyLimit } from '../services/storage';

/** The full path of the upload route (app.ts exempts it from the /api-wide body limit). */
export const FILE_MANAGER_UPLOAD_ROUTE = '/api/lms/admin/filemanager/gcs/upload';

/** Routes under /api/lms/admin/filemanager. */
export function fileManagerRoutes() {
  const r = new Hono<AppEnv>();
  // Public: limited per client before the body is read (http/rate-limit.ts).
  r.post('/gcs/upload', rateLimited('publicUpload'), uploadBodyLimit(EMPLOYEE_IMAGE_BUCKET), async (c) => {
    const form = await readMultipart(c);
    const path = parseWith(UploadPath, typeof form.path === 'string' ? form.path.trim() : '');
    const files = await checkUploads(EMPLOYEE_IMAGE_BUCKET, fileParts(form));
    const { db, config, now } = c.var.deps;
    const at = now();
    const [stored] = await storeFiles(db, path, null, files, at);
    const base = publicBase(config);
    const result: UploadResult = {
      // A scan: readable through a short-lived signed URL only (decision 045); the form sends it back when saving.
      originalUrl: await readableFileUrl(db, base, storedFileUrl(base, stored!), at),
      path,
      filename: `${stored!.id}.${stored!.ext}`,
      mime: stored!.mime,
      size: stored!.size,
    };
    return ok(c, result, 'File berhasil diunggah');
  });
  return r;
}
