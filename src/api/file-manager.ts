/**
 * The file-manager upload the employee form uses for its images (portal spec §7 "Uploads": POST
 * lms/admin/filemanager/gcs/upload, multipart with `path` and `files`, answer `result.originalUrl`; §5 "Employee
 * form": images only, under 2MB, 'Ukuran file harus dibawah 2MB').
 *
 * POST `lms/admin/filemanager/gcs/upload` (public: the employee form has no member session) with the multipart
 * fields `path` ({@link UPLOAD_PATHS}) and exactly one `files` → {@link UploadResult}. The file must pass
 * {@link IMAGE_RULE} (file-check.ts; check it in the browser with `checkFileBytes(IMAGE_RULE, file)`). Refusals
 * (nothing is stored): 413 'Ukuran file harus dibawah 2MB' for a file of 2 MB or more (or a request body over
 * {@link EMPLOYEE_UPLOAD_BODY_MAX_BYTES}); 415 "Ma'af tipe image hanya bisa jpeg, jpg, png" when the declared MIME
 * type, the extension or the file's first bytes are not JPEG/PNG, or disagree; 400 for a missing/unknown `path`,
 * no file or more than one file.
 *
 * The `originalUrl` is served by the gateway's storage (`<origin>/storage/hris/<kind>/<32 hex>.<jpg|png>`) with the
 * checked type, `X-Content-Type-Options: nosniff` and a `default-src 'none'; sandbox` CSP. The key is 128 random
 * bits; anyone holding the URL can read the file (as with a public cloud-storage object).
 */
import * as v from 'valibot';
import { upload, type UploadProgress } from './client';
import { IMAGE_RULE } from './file-check';

/** The folders the employee form uploads into (portal spec §7). */
export const UPLOAD_PATHS = ['hris/ktp', 'hris/kk', 'hris/npwp', 'hris/ijazah'] as const;
export const UploadPath = v.picklist(UPLOAD_PATHS, 'path harus hris/ktp, hris/kk, hris/npwp atau hris/ijazah');
export type UploadPath = v.InferOutput<typeof UploadPath>;

/** Largest multipart request the upload route reads, bytes (one image under 2 MB plus 64 KB of form framing). */
export const EMPLOYEE_UPLOAD_BODY_MAX_BYTES = IMAGE_RULE.maxBytes + 1 + 64 * 1024;
/** Not in the spec: no file in the request. */
export const UPLOAD_NO_FILE = 'File harus diisi';
/** Not in the spec: more than one file in the request. */
export const UPLOAD_ONE_FILE = 'Unggah satu file per permintaan';

/** The upload's answer. `originalUrl` is absolute; `size` in bytes. */
export const UploadResult = v.object({
  originalUrl: v.string(),
  path: v.string(),
  filename: v.string(),
  mime: v.string(),
  size: v.number(),
});
export type UploadResult = v.InferOutput<typeof UploadResult>;

/**
 * POST lms/admin/filemanager/gcs/upload with one image, through the one upload call (client.ts `upload`), reporting
 * progress when `onProgress` is given.
 * @throws ApiError 413/415/400 as above.
 */
export function uploadFile(
  path: UploadPath,
  file: File | Blob,
  filename = file instanceof File ? file.name : 'upload',
  options: { onProgress?: (p: UploadProgress) => void; signal?: AbortSignal } = {},
) {
  const body = new FormData();
  body.set('path', path);
  body.set('files', file, filename);
  return upload('lms/admin/filemanager/gcs/upload', UploadResult, body, options);
}
