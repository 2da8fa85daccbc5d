/**
 * The file-manager upload the employee form uses for its images (portal spec §7 "Uploads": POST
 * lms/admin/filemanager/gcs/upload, multipart with `path` and `files`, answer `result.originalUrl`; §5 "Employee
 * form": images only, under 2MB, 'Ukuran file harus dibawah 2MB').
 *
 * Paths:
 * - POST `lms/admin/filemanager/gcs/upload` (public: the employee form has no member session) with the multipart
 *   fields `path` ({@link UPLOAD_PATHS}) and exactly one `files` → {@link UploadResult}. Refusals (nothing is
 *   stored): 413 'Ukuran file harus dibawah 2MB' for a file of 2 MB or more (or a request body over
 *   {@link UPLOAD_BODY_MAX_BYTES}); 415 "Ma'af tipe image hanya bisa jpeg, jpg, png" when the declared MIME type,
 *   the extension or the file's first bytes are not JPEG/PNG, or disagree; 400 for a missing/unknown `path`,
 *   no file or more than one file.
 * - GET `files/{path}/{key}.{ext}` (the `originalUrl`, under the gateway's /api prefix): the stored bytes with
 *   the checked type, `X-Content-Type-Options: nosniff`, a `default-src 'none'` CSP and an inline
 *   Content-Disposition. The key is 128 random bits; anyone holding the URL can read the file (as with a public
 *   cloud-storage object).
 *
 * The size/type rules below are pure so the SPA checks the same thing before uploading.
 */
import * as v from 'valibot';
import { call } from './client';

/** The folders the employee form uploads into (portal spec §7). */
export const UPLOAD_PATHS = ['hris/ktp', 'hris/kk', 'hris/npwp', 'hris/ijazah'] as const;
export const UploadPath = v.picklist(UPLOAD_PATHS, 'path harus hris/ktp, hris/kk, hris/npwp atau hris/ijazah');
export type UploadPath = v.InferOutput<typeof UploadPath>;

/** Largest accepted image, bytes: the file must be strictly under 2 MB (2 × 1024 × 1024). */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
/** Largest multipart request the upload route reads, bytes (one file plus form overhead). */
export const UPLOAD_BODY_MAX_BYTES = UPLOAD_MAX_BYTES + 64 * 1024;
/** The spec's size message (portal §5, §8). */
export const UPLOAD_TOO_LARGE = 'Ukuran file harus dibawah 2MB';
/** The spec's image-type message (portal §5 "Profile edit", used for every image upload). */
export const UPLOAD_BAD_TYPE = "Ma'af tipe image hanya bisa jpeg, jpg, png";

/** Accepted image types and their extensions. */
export const IMAGE_TYPES: Readonly<Record<string, readonly string[]>> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
};

/** Lower-case extension of a file name without the dot ('' when none). */
export function extensionOf(name: string): string {
  const i = name.lastIndexOf('.');
  return i < 0 ? '' : name.slice(i + 1).toLowerCase();
}

/**
 * Check a file's declared type, extension and size (not its bytes: see {@link sniffImageType}).
 * @returns null when acceptable, else {@link UPLOAD_TOO_LARGE} or {@link UPLOAD_BAD_TYPE}.
 */
export function checkImageFile(file: { name: string; type: string; size: number }): string | null {
  const exts = IMAGE_TYPES[file.type.toLowerCase()];
  if (!exts || !exts.includes(extensionOf(file.name))) return UPLOAD_BAD_TYPE;
  if (file.size >= UPLOAD_MAX_BYTES) return UPLOAD_TOO_LARGE;
  return null;
}

/** The image type the first bytes reveal (JPEG `FF D8 FF`, PNG's 8-byte signature), or null. */
export function sniffImageType(bytes: Uint8Array): 'image/jpeg' | 'image/png' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'image/png';
  return null;
}

/** The upload's answer. `originalUrl` is absolute; `size` in bytes. */
export const UploadResult = v.object({
  originalUrl: v.string(),
  path: v.string(),
  filename: v.string(),
  mime: v.string(),
  size: v.number(),
});
export type UploadResult = v.InferOutput<typeof UploadResult>;

/** POST lms/admin/filemanager/gcs/upload with one image. @throws ApiError 413/415/400 as above. */
export function uploadFile(path: UploadPath, file: File | Blob, filename = file instanceof File ? file.name : 'upload') {
  const body = new FormData();
  body.set('path', path);
  body.set('files', file, filename);
  return call('post', 'lms/admin/filemanager/gcs/upload', UploadResult, { body });
}
