/**
 * The general helper upload (portal spec §7 "Uploads": POST lms/helper/upload; fields and answer not shown, chosen
 * here, decision 071): a member's document for a form that needs one — today the B2B registration's tax or business
 * licence scan (src/api/b2b-register.ts).
 *
 * POST `lms/helper/upload` (member session), `multipart/form-data` with one file in `files` and `path` one of
 * {@link HELPER_UPLOAD_PATHS} → {@link HelperUploadResult} `{ url }`: the absolute URL where the gateway's storage
 * serves the file back (`<origin>/storage/b2b/dokumen/<32 hex>.<jpg|png>`), readable only by its owner and admins.
 * Rules: {@link IMAGE_RULE} (file-check.ts; check it in the browser with `checkFileBytes(IMAGE_RULE, file)`):
 * JPEG/PNG by MIME type, extension and first bytes (415 "Ma'af tipe image hanya bisa jpeg, jpg, png"), strictly
 * under 2 MB (413 'Ukuran file harus dibawah 2MB'); one file (400 'Pilih satu file dokumen'); a `path` outside the
 * list answers 400 'path harus b2b/dokumen'. Uploads share the member's upload limit (429). Nothing is stored when a
 * rule fails.
 */
import * as v from 'valibot';
import { upload, type UploadProgress } from './client';
import { IMAGE_RULE } from './file-check';

/** The folders lms/helper/upload stores into. */
export const HELPER_UPLOAD_PATHS = ['b2b/dokumen'] as const;
export type HelperUploadPath = (typeof HELPER_UPLOAD_PATHS)[number];
/** Not in the spec: a missing or unknown `path`. */
export const HELPER_PATH_INVALID = 'path harus b2b/dokumen';
/** Not in the spec: no file, or more than one. */
export const HELPER_ONE_FILE = 'Pilih satu file dokumen';
/** Largest multipart body the route reads, bytes: one image under 2 MB plus 64 KB of form framing. */
export const HELPER_UPLOAD_BODY_MAX_BYTES = IMAGE_RULE.maxBytes + 1 + 64 * 1024;

/** `result` of POST lms/helper/upload. */
export const HelperUploadResult = v.object({ url: v.string() });
export type HelperUploadResult = v.InferOutput<typeof HelperUploadResult>;

/**
 * Upload one document (POST lms/helper/upload) through the one upload call (client.ts `upload`), reporting progress.
 * @throws ApiError 413/415/400/429/401 as above.
 */
export function uploadHelperFile(
  path: HelperUploadPath,
  file: Blob,
  fileName: string,
  options: { onProgress?: (p: UploadProgress) => void; signal?: AbortSignal } = {},
) {
  const form = new FormData();
  form.append('files', file, fileName);
  form.append('path', path);
  return upload('lms/helper/upload', HelperUploadResult, form, options);
}
