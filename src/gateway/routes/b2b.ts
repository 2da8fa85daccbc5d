/**
 * The B2B registration and the helper upload its document goes through (portal spec §7 "User":
 * POST lms/users/b2b_register/submit, GET lms/users/b2b_register/status; "Uploads": POST lms/helper/upload;
 * decision 071). Contract: src/api/b2b-register.ts, src/api/helper-upload.ts. Member routes (`requireAuth`).
 */
import { Hono } from 'hono';
import { B2B_TEXT, B2bRegisterInput } from '../../api/b2b-register';
import { HELPER_PATH_INVALID, HELPER_UPLOAD_PATHS, type HelperUploadPath, type HelperUploadResult } from '../../api/helper-upload';
import { currentUser, requireAuth } from '../http/auth';
import type { AppEnv } from '../http/context';
import { HttpError, ok } from '../http/envelope';
import { fileParts, readMultipart } from '../http/multipart';
import { publicBase } from '../http/origin';
import { rateLimited } from '../http/rate-limit';
import { BAD_INPUT, readJson } from '../http/validate';
import { b2bStatus, submitB2b } from '../services/b2b';
import { checkUploads, HELPER_DOCUMENT_BUCKET, storedFileUrl, storeFiles, uploadBodyLimit } from '../services/storage';

/** The full path of the helper upload (app.ts exempts it from the /api-wide body limit). */
export const HELPER_UPLOAD_ROUTE = '/api/lms/helper/upload';

/** Routes under /api/lms/users/b2b_register. */
export function b2bRegisterRoutes() {
  const r = new Hono<AppEnv>();
  r.use('*', requireAuth);
  r.get('/status', async (c) => ok(c, await b2bStatus(c.var.deps.db, currentUser(c))));
  r.post('/submit', async (c) => {
    const input = await readJson(c, B2bRegisterInput);
    const { db, now, config } = c.var.deps;
    const user = currentUser(c);
    const status = await db.transaction((tx) => submitB2b(tx, user, input, publicBase(config), now()));
    return ok(c, status, B2B_TEXT.submitted);
  });
  return r;
}

/** Routes under /api/lms/helper (the upload; the area lookups and settings have their own routers). */
export function helperUploadRoutes() {
  const r = new Hono<AppEnv>();
  r.post('/upload', requireAuth, rateLimited('memberUpload'), uploadBodyLimit(HELPER_DOCUMENT_BUCKET), async (c) => {
    const form = await readMultipart(c);
    const path = typeof form.path === 'string' ? form.path.trim() : '';
    if (!(HELPER_UPLOAD_PATHS as readonly string[]).includes(path)) throw new HttpError(BAD_INPUT, HELPER_PATH_INVALID);
    const files = await checkUploads(HELPER_DOCUMENT_BUCKET, fileParts(form));
    const { db, now, config } = c.var.deps;
    const [stored] = await storeFiles(db, path as HelperUploadPath, currentUser(c).id, files, now());
    const result: HelperUploadResult = { url: storedFileUrl(publicBase(config), stored!) };
    return ok(c, result, 'Upload berhasil');
  });
  return r;
}
