/**
 * The profile photo upload (portal spec §2 "Profile edit: Profile photo upload", §5 "The photo must be jpeg, jpg
 * or png, by both MIME type and extension", §7 "Uploads", §8 "Upload failure: 'Gagal upload image'").
 *
 * Path: POST lms/users/image_upload, `multipart/form-data` with one file in `files` and `path=images`. Answers
 * `result.image_url`: the absolute URL where the gateway's storage serves the file back
 * (`<origin>/storage/images/<32 hex>.<jpg|png>`), to be sent as `image` in PUT lms/users/edit (profile.ts).
 *
 * Rules: {@link IMAGE_RULE} (file-check.ts), checked in the browser with `checkFileBytes(IMAGE_RULE, file)` and again
 * by the gateway: MIME type image/jpeg (or the non-standard image/jpg) or image/png, AND an extension .jpeg/.jpg or
 * .png of that same type, AND the first bytes are that type's signature, otherwise 415 "Ma'af tipe image hanya
 * bisa jpeg, jpg, png"; strictly under 2 MB, otherwise 413 'Ukuran file harus dibawah 2MB' (also for a request
 * body over {@link PHOTO_BODY_MAX_BYTES}). The gateway also refuses a JPEG/PNG whose structure it cannot walk (415)
 * and strips its metadata (docs/decisions/017-account-calls.md). One file, `path` exactly `images`; a member may
 * upload at most {@link UPLOADS_PER_DAY} files per 24 hours (429). Nothing is stored when a rule fails.
 */
import * as v from 'valibot';
import { upload, type UploadProgress } from './client';
import { acceptOf, IMAGE_RULE } from './file-check';

/** Largest multipart body the gateway reads for one photo, bytes: the 2 MB limit plus 64 KB for the form's framing. */
export const PHOTO_BODY_MAX_BYTES = IMAGE_RULE.maxBytes + 1 + 64 * 1024;
/** Uploads a member may make in 24 hours (a stored-but-never-saved photo still counts). */
export const UPLOADS_PER_DAY = 20;
/** The only `path` accepted by lms/users/image_upload (portal §7 "path=images"). */
export const IMAGE_UPLOAD_PATH = 'images';

/** Portal §8: any failed upload as shown to the member. */
export const UPLOAD_FAILED_MESSAGE = 'Gagal upload image';
/** Not in the spec: the gateway's answer when `files` is missing or holds more than one file. */
export const IMAGE_FILE_REQUIRED = 'Pilih satu file gambar';
/** Not in the spec: the gateway's answer past {@link UPLOADS_PER_DAY}. */
export const UPLOAD_QUOTA_MESSAGE = 'Batas unggah foto hari ini tercapai, coba lagi besok';
/** Not in the spec: the gateway's answer for a `path` other than `images`. */
export const UPLOAD_PATH_INVALID = 'path harus images';

/** The `accept` attribute of the photo input. */
export const IMAGE_ACCEPT = acceptOf(IMAGE_RULE);

/** `result` of POST lms/users/image_upload. */
export const ImageUploadResult = v.object({ image_url: v.string() });
export type ImageUploadResult = v.InferOutput<typeof ImageUploadResult>;

/**
 * Upload a profile photo (POST lms/users/image_upload, multipart `files` + `path=images`) with the one upload call
 * (client.ts `upload`), reporting progress. Check the file first with `checkFileBytes(IMAGE_RULE, file)`: the
 * gateway refuses the same files.
 * @returns `{ image_url }` (absolute URL of the stored photo).
 * @throws ApiError 413 'Ukuran file harus dibawah 2MB', 415 "Ma'af tipe image hanya bisa jpeg, jpg, png", 429, 401;
 *   show {@link UPLOAD_FAILED_MESSAGE} 'Gagal upload image' for any failure (portal §8).
 */
export function uploadProfileImage(file: Blob, fileName: string, options: { onProgress?: (p: UploadProgress) => void; signal?: AbortSignal } = {}) {
  const form = new FormData();
  form.append('files', file, fileName);
  form.append('path', IMAGE_UPLOAD_PATH);
  return upload('lms/users/image_upload', ImageUploadResult, form, options);
}
