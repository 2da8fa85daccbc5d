/**
 * The profile photo upload (portal spec §2 "Profile edit: Profile photo upload", §5 "The photo must be jpeg, jpg
 * or png, by both MIME type and extension", §7 "Uploads", §8 "Upload failure: 'Gagal upload image'").
 *
 * Path: POST lms/users/image_upload, `multipart/form-data` with one file in `files` and `path=images`. Answers
 * `result.image_url`: the absolute URL where the gateway serves the file back
 * (`<origin>/uploads/images/<32 hex>.<jpg|png>`), to be sent as `image` in PUT lms/users/edit (profile.ts).
 *
 * Rules, checked in the browser ({@link checkImageFile}, {@link checkImageBytes}) and again by the gateway:
 * - MIME type image/jpeg (or the non-standard image/jpg) or image/png, AND extension .jpeg/.jpg or .png that
 *   agrees with it, AND the first bytes are a JPEG or PNG signature of that same type; otherwise 415
 *   {@link IMAGE_TYPE_MESSAGE} "Ma'af tipe image hanya bisa jpeg, jpg, png";
 * - at most {@link IMAGE_MAX_BYTES} (2 MB) per file; larger → 413 {@link IMAGE_SIZE_MESSAGE}. The gateway limits
 *   the whole request body to {@link UPLOAD_BODY_MAX_BYTES} too (docs/decisions/017-account-calls.md);
 * - one file, `path` exactly `images`; a member may upload at most {@link UPLOADS_PER_DAY} files per 24 hours
 *   (429). Nothing is stored when a rule fails.
 */
import * as v from 'valibot';
import { call } from './client';

/** Largest photo, bytes (2 MB; the spec's upload limit, portal §9). */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** Largest multipart body the gateway reads for one upload, bytes: the file plus 64 KB for the form's framing. */
export const UPLOAD_BODY_MAX_BYTES = IMAGE_MAX_BYTES + 64 * 1024;
/** Uploads a member may make in 24 hours (a stored-but-never-saved photo still counts). */
export const UPLOADS_PER_DAY = 20;
/** The only `path` accepted by lms/users/image_upload (portal §7 "path=images"). */
export const IMAGE_UPLOAD_PATH = 'images';

/** Portal §5: wrong type, extension or content. */
export const IMAGE_TYPE_MESSAGE = "Ma'af tipe image hanya bisa jpeg, jpg, png";
/** Over {@link IMAGE_MAX_BYTES} (the spec's text for its 2 MB upload limit, portal §8 "Employee"). */
export const IMAGE_SIZE_MESSAGE = 'Ukuran file harus dibawah 2MB';
/** Portal §8: any failed upload as shown to the member. */
export const UPLOAD_FAILED_MESSAGE = 'Gagal upload image';
/** Not in the spec: the gateway's answer when `files` is missing or holds more than one file. */
export const IMAGE_FILE_REQUIRED = 'Pilih satu file gambar';
/** Not in the spec: the gateway's answer past {@link UPLOADS_PER_DAY}. */
export const UPLOAD_QUOTA_MESSAGE = 'Batas unggah foto hari ini tercapai, coba lagi besok';

/** The accepted image types: canonical MIME type → extensions (lower case, without dot). */
export const IMAGE_TYPES = { 'image/jpeg': ['jpg', 'jpeg'], 'image/png': ['png'] } as const;
export type ImageMime = keyof typeof IMAGE_TYPES;
/** The `accept` attribute of the file input. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,.jpg,.jpeg,.png';

/** A declared MIME type as one of ours ('image/jpg' is read as image/jpeg), or null. */
export function canonicalImageMime(type: string): ImageMime | null {
  const t = type.trim().toLowerCase().split(';')[0]!.trim();
  if (t === 'image/jpeg' || t === 'image/jpg') return 'image/jpeg';
  if (t === 'image/png') return 'image/png';
  return null;
}

/** The lower-case extension of a file name ('' when none). */
export const extensionOf = (name: string) => {
  const m = /\.([A-Za-z0-9]+)$/.exec(name.trim());
  return m ? m[1]!.toLowerCase() : '';
};

/**
 * Check a chosen file's declared type, extension and size (portal §5). Runs before any byte is read.
 * @returns null when acceptable, else the message to show.
 */
export function checkImageFile(file: { name: string; type: string; size: number }): string | null {
  const mime = canonicalImageMime(file.type);
  const ext = extensionOf(file.name);
  if (!mime || !(IMAGE_TYPES[mime] as readonly string[]).includes(ext)) return IMAGE_TYPE_MESSAGE;
  if (file.size > IMAGE_MAX_BYTES) return IMAGE_SIZE_MESSAGE;
  return null;
}

/** The image type a file's first bytes announce (JPEG `FF D8 FF`, PNG `89 50 4E 47 0D 0A 1A 0A`), or null. */
export function sniffImage(bytes: Uint8Array): ImageMime | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((b, i) => bytes[i] === b)) return 'image/png';
  return null;
}

/**
 * Check the content too: the first bytes must be the signature of the declared type.
 * @returns null when acceptable, else {@link IMAGE_TYPE_MESSAGE} (or the message of {@link checkImageFile}).
 */
export async function checkImageBytes(file: Blob & { name: string }): Promise<string | null> {
  const declared = checkImageFile(file);
  if (declared) return declared;
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return sniffImage(head) === canonicalImageMime(file.type) ? null : IMAGE_TYPE_MESSAGE;
}

/** `result` of POST lms/users/image_upload. */
export const ImageUploadResult = v.object({ image_url: v.string() });
export type ImageUploadResult = v.InferOutput<typeof ImageUploadResult>;

/** Progress of an upload: bytes sent so far and the total (`fraction` 0..1). */
export interface UploadProgress {
  loaded: number;
  total: number;
  fraction: number;
}

/** The subset of XMLHttpRequest the uploader uses (tests pass a fake). */
export interface XhrLike {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  getAllResponseHeaders(): string;
  send(body: Blob | null): void;
  abort(): void;
  readonly status: number;
  readonly responseText: string;
  upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
  ontimeout: (() => void) | null;
}

/**
 * A `fetch` built on XMLHttpRequest, so that upload progress can be reported (fetch has no upload progress, and
 * ky's streaming progress needs HTTP/2 in Chromium and is missing in Firefox). The transport (client.ts) still
 * does headers, timeout and the envelope; this only moves the bytes.
 */
export function xhrFetch(onProgress: (p: UploadProgress) => void, createXhr: () => XhrLike = () => new XMLHttpRequest() as unknown as XhrLike): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.blob();
    return new Promise<Response>((resolve, reject) => {
      const xhr = createXhr();
      const abort = () => {
        xhr.abort();
        reject(new DOMException('The upload was aborted', 'AbortError'));
      };
      if (request.signal.aborted) return abort();
      request.signal.addEventListener('abort', abort, { once: true });
      xhr.open(request.method, request.url);
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable && e.total > 0) onProgress({ loaded: e.loaded, total: e.total, fraction: Math.min(1, e.loaded / e.total) });
      };
      xhr.onload = () => {
        request.signal.removeEventListener('abort', abort);
        if (xhr.status < 200 || xhr.status > 599) return reject(new TypeError('Network request failed'));
        const headers = new Headers();
        for (const line of xhr.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
          const at = line.indexOf(':');
          if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
        }
        resolve(new Response(xhr.responseText, { status: xhr.status, headers }));
      };
      xhr.onerror = () => reject(new TypeError('Network request failed'));
      xhr.ontimeout = () => reject(new TypeError('Network request timed out'));
      xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
      xhr.send(body);
    });
  };
}

/**
 * Upload a profile photo (POST lms/users/image_upload, multipart `files` + `path=images`), reporting progress.
 * Check the file first with {@link checkImageBytes}: the gateway refuses the same files.
 * @returns `{ image_url }` (absolute URL of the stored photo).
 * @throws ApiError 413 {@link IMAGE_SIZE_MESSAGE}, 415 {@link IMAGE_TYPE_MESSAGE}, 429, 401; show
 *   {@link UPLOAD_FAILED_MESSAGE} 'Gagal upload image' for any failure (portal §8).
 */
export function uploadProfileImage(
  file: Blob,
  fileName: string,
  options: { onProgress?: (p: UploadProgress) => void; signal?: AbortSignal; createXhr?: () => XhrLike } = {},
) {
  const form = new FormData();
  form.append('files', file, fileName);
  form.append('path', IMAGE_UPLOAD_PATH);
  return call('post', 'lms/users/image_upload', ImageUploadResult, {
    body: form,
    signal: options.signal,
    fetch: options.onProgress ? xhrFetch(options.onProgress, options.createXhr) : undefined,
  });
}
