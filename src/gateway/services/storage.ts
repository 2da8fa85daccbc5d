/**
 * The gateway's one file storage (docs/decisions/024-merged-storage-and-uploads.md): every upload endpoint checks
 * its files here with its own rule, stores them in the `stored_files` table (bytes in the database: same backup and
 * transaction as the rest, the same on PGlite and PostgreSQL, no file path built from input) and gets back the URL
 * where the one serving route (src/gateway/standins/storage.ts, the cloud-storage stand-in at /storage) answers
 * them: `/storage/<folder>/<32 hex>.<ext>`.
 *
 * A bucket is what an endpoint uploads: its folders (the request's `path`), its {@link FileRule} (allowed types,
 * size limit, messages; shared with the SPA through src/api), how many files a request carries, its body limit,
 * whether image metadata is stripped, and how its files are served (who may read them, disposition, caching).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, ne } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/client';
import { storedFiles } from '../db/schema';
import { checkFile, fileTypeOf, IMAGE_RULE, signatureMatches, type FileRule } from '../../api/file-check';
import { IMAGE_FILE_REQUIRED, IMAGE_UPLOAD_PATH, PHOTO_BODY_MAX_BYTES } from '../../api/profile-photo';
import { TASK_FILE_REQUIRED, TASK_FILE_RULE, TASK_MAX_FILES, TASK_REQUEST_MAX_BYTES, TASK_TOO_MANY_FILES, TASK_UPLOAD_PATH } from '../../api/assignment';
import { EMPLOYEE_UPLOAD_BODY_MAX_BYTES, UPLOAD_NO_FILE, UPLOAD_ONE_FILE, UPLOAD_PATHS } from '../../api/file-manager';
import { HELPER_ONE_FILE, HELPER_UPLOAD_BODY_MAX_BYTES, HELPER_UPLOAD_PATHS } from '../../api/helper-upload';
import { LIMITS, tooLong } from '../../api/limits';
import { limitBody } from '../http/body-limit';
import { fail, HttpError } from '../http/envelope';
import { BAD_INPUT } from '../http/validate';
import { stripImageMetadata } from './image-metadata';
import { signPath } from './signed-url';

/** The public path prefix of stored files (a gateway prefix, src/gateway/app.ts). */
export const STORAGE_PREFIX = '/storage';

/** What one upload endpoint stores, and how its files are served back. */
export interface Bucket {
  /** The folders (the upload's `path` values) of this bucket. */
  folders: readonly string[];
  rule: FileRule;
  /** Most files per request; fewer than one answers `missing`, more than `maxFiles` answers `tooMany` (400). */
  maxFiles: number;
  messages: { missing: string; tooMany: string };
  /** Largest request body the route reads, bytes (413 with the rule's size message beyond it). */
  maxBodyBytes: number;
  /** Drop Exif/XMP/IPTC/comments and PNG text chunks before storing (a file whose structure cannot be walked: 415). */
  stripMetadata: boolean;
  /**
   * 'public': anyone holding the URL; 'private': the owner and whoever the serving route's reader check allows;
   * 'signed': only through a short-lived signed URL (services/signed-url.ts), whoever holds it.
   */
  access: 'public' | 'private' | 'signed';
  /** inline (shown in pages) or attachment (downloaded under its original name). */
  disposition: 'inline' | 'attachment';
  cacheControl: string;
}

/** Profile photos (POST lms/users/image_upload; decision 017): public like any avatar, never change. */
export const PROFILE_PHOTO_BUCKET: Bucket = {
  folders: [IMAGE_UPLOAD_PATH],
  rule: IMAGE_RULE,
  maxFiles: 1,
  messages: { missing: IMAGE_FILE_REQUIRED, tooMany: IMAGE_FILE_REQUIRED },
  maxBodyBytes: PHOTO_BODY_MAX_BYTES,
  stripMetadata: true,
  access: 'public',
  disposition: 'inline',
  cacheControl: 'public, max-age=31536000, immutable',
};

/** Assignment files (POST lms/courses/work/submit; decision 020): the member, the course's assessors and admins. */
export const ASSIGNMENT_BUCKET: Bucket = {
  folders: [TASK_UPLOAD_PATH],
  rule: TASK_FILE_RULE,
  maxFiles: TASK_MAX_FILES,
  messages: { missing: TASK_FILE_REQUIRED, tooMany: TASK_TOO_MANY_FILES },
  maxBodyBytes: TASK_REQUEST_MAX_BYTES,
  stripMetadata: false,
  access: 'private',
  disposition: 'attachment',
  cacheControl: 'private, no-store',
};

/**
 * The employee form's images — scans of ID card, family card, tax card and diploma (POST
 * lms/admin/filemanager/gcs/upload; decisions 023, 045): served only through short-lived signed URLs, never cached.
 */
export const EMPLOYEE_IMAGE_BUCKET: Bucket = {
  folders: UPLOAD_PATHS,
  rule: IMAGE_RULE,
  maxFiles: 1,
  messages: { missing: UPLOAD_NO_FILE, tooMany: UPLOAD_ONE_FILE },
  maxBodyBytes: EMPLOYEE_UPLOAD_BODY_MAX_BYTES,
  stripMetadata: false,
  access: 'signed',
  disposition: 'inline',
  cacheControl: 'private, no-store',
};

/**
 * Documents of the account forms (POST lms/helper/upload; decision 071): the B2B registration's tax or business
 * licence scan. Private: the owner and admins (standins/storage.ts), never cached by others.
 */
export const HELPER_DOCUMENT_BUCKET: Bucket = {
  folders: HELPER_UPLOAD_PATHS,
  rule: IMAGE_RULE,
  maxFiles: 1,
  messages: { missing: HELPER_ONE_FILE, tooMany: HELPER_ONE_FILE },
  maxBodyBytes: HELPER_UPLOAD_BODY_MAX_BYTES,
  stripMetadata: true,
  access: 'private',
  disposition: 'inline',
  cacheControl: 'private, no-store',
};

const BUCKETS: readonly Bucket[] = [PROFILE_PHOTO_BUCKET, ASSIGNMENT_BUCKET, EMPLOYEE_IMAGE_BUCKET, HELPER_DOCUMENT_BUCKET];

/** The bucket a folder belongs to, or undefined. */
export const bucketOf = (folder: string) => BUCKETS.find((b) => b.folders.includes(folder));

/**
 * The route's own body limit for an upload bucket (app.ts exempts upload routes from the gateway-wide 1 MB
 * limit): the gateway's one body limiter (http/body-limit.ts), so a 413 keeps the connection usable here too.
 */
export const uploadBodyLimit = (bucket: Bucket): MiddlewareHandler => limitBody(bucket.maxBodyBytes, (c) => fail(c, 413, bucket.rule.sizeMessage));

/** A file that passed its bucket's checks, ready to store. `mime` is the type's canonical MIME type. */
export interface CheckedUpload {
  name: string;
  ext: string;
  mime: string;
  bytes: Uint8Array;
}

/**
 * Check the file parts of an upload against its bucket, in order: count (400), then per file its name (400 over
 * 200 characters), declared type + extension (415), size (413), signature (415) and, when the bucket strips
 * metadata, structure (415). Reads each file only after its declared checks pass.
 * @throws HttpError with the bucket's messages; nothing is stored by this function.
 */
export async function checkUploads(bucket: Bucket, parts: File[]): Promise<CheckedUpload[]> {
  if (parts.length === 0) throw new HttpError(BAD_INPUT, bucket.messages.missing);
  if (parts.length > bucket.maxFiles) throw new HttpError(BAD_INPUT, bucket.messages.tooMany);
  const { rule } = bucket;
  const out: CheckedUpload[] = [];
  for (const part of parts) {
    const name = part.name.replace(/[\\/]/g, '_').trim();
    if (name.length > LIMITS.slug) throw new HttpError(BAD_INPUT, `Nama file: ${tooLong(LIMITS.slug)}`);
    const problem = checkFile(rule, { name, type: part.type, size: part.size });
    if (problem) throw new HttpError(problem === rule.sizeMessage ? 413 : 415, problem);
    const type = fileTypeOf(rule, { name, type: part.type })!;
    let bytes: Uint8Array = new Uint8Array(await part.arrayBuffer());
    if (!signatureMatches(type, bytes)) throw new HttpError(415, rule.typeMessage);
    const mime = type.mimes[0]!;
    if (bucket.stripMetadata && (mime === 'image/jpeg' || mime === 'image/png')) {
      const clean = stripImageMetadata(bytes, mime);
      if (!clean) throw new HttpError(415, rule.typeMessage);
      bytes = clean;
    }
    out.push({ name, ext: type.exts[0]!, mime, bytes });
  }
  return out;
}

export type StoredFile = typeof storedFiles.$inferSelect;

/**
 * Store checked files in a folder (one insert; inside the caller's transaction when given one).
 * @param ownerId the uploading member, or null (the employee form has no session).
 * @param ids the files' ids (seed data only); random 128-bit hex ids otherwise.
 */
export async function storeFiles(
  db: Db,
  folder: string,
  ownerId: number | null,
  files: readonly CheckedUpload[],
  now: Date,
  ids?: readonly string[],
): Promise<StoredFile[]> {
  if (!bucketOf(folder)) throw new Error(`storage: unknown folder ${folder}`);
  if (files.length === 0) return [];
  return db
    .insert(storedFiles)
    .values(
      files.map((f, i) => ({
        id: ids?.[i] ?? randomBytes(16).toString('hex'),
        folder,
        owner_id: ownerId,
        original_name: f.name,
        ext: f.ext,
        mime: f.mime,
        size: f.bytes.byteLength,
        sha256: createHash('sha256').update(f.bytes).digest('hex'),
        data: f.bytes,
        created_at: now,
      })),
    )
    .returning();
}

/** The served path of a stored file, e.g. `/storage/images/<id>.png`. */
export const storedFilePath = (f: Pick<StoredFile, 'folder' | 'id' | 'ext'>) => `${STORAGE_PREFIX}/${f.folder}/${f.id}.${f.ext}`;
/** The absolute URL of a stored file on the gateway's public origin `base`. */
export const storedFileUrl = (base: string, f: Pick<StoredFile, 'folder' | 'id' | 'ext'>) => `${base}${storedFilePath(f)}`;

const STORED_PATH = /^\/storage\/([a-z0-9]+(?:\/[a-z0-9]+)?)\/([0-9a-f]{32})\.([a-z0-9]{1,5})$/;

/** The id of the stored file in `folder` a URL's path names (whatever its origin), or undefined. */
export function storedFileIdOf(url: string, folder: string): string | undefined {
  let pathname: string;
  try {
    pathname = new URL(url, 'http://x/').pathname;
  } catch {
    return undefined;
  }
  const m = STORED_PATH.exec(pathname);
  return m && m[1] === folder ? m[2] : undefined;
}

/** The stored file a served path names (its folder, id and extension must all match), or undefined. */
export async function findStoredFile(db: Db, pathname: string): Promise<StoredFile | undefined> {
  const m = STORED_PATH.exec(pathname);
  if (!m || !bucketOf(m[1]!)) return undefined;
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, m[2]!)).limit(1);
  return row && row.folder === m[1] && row.ext === m[3] ? row : undefined;
}

/**
 * The stored file an absolute (on `base`) or root-relative URL names, if it is in `folder` and owned by `ownerId`.
 * @returns undefined for anything else (another host, a query or fragment, another member's file, no file).
 */
export async function ownStoredFile(db: Db, ownerId: number, folder: string, url: string, base: string): Promise<StoredFile | undefined> {
  let parsed: URL;
  try {
    parsed = new URL(url, `${base}/`);
  } catch {
    return undefined;
  }
  if (parsed.origin !== new URL(base).origin || parsed.search || parsed.hash) return undefined;
  const row = await findStoredFile(db, parsed.pathname);
  return row && row.folder === folder && row.owner_id === ownerId ? row : undefined;
}

/**
 * The served path of a stored file in a signed bucket that a URL names — on this gateway's origin `base` or
 * root-relative, with or without a (stale) signature — or undefined for any other URL.
 */
function signedBucketPath(url: string, base: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url, `${base}/`);
  } catch {
    return undefined;
  }
  if (parsed.origin !== new URL(base).origin) return undefined;
  const m = STORED_PATH.exec(parsed.pathname);
  return m && bucketOf(m[1]!)?.access === 'signed' ? parsed.pathname : undefined;
}

/**
 * A URL as a reader gets it: a file of a signed bucket on this gateway becomes a fresh signed URL (absolute on
 * `base`, valid 15 minutes from `now`); any other URL is returned as it is.
 */
export async function readableFileUrl(db: Db, base: string, url: string, now: Date): Promise<string> {
  const path = signedBucketPath(url, base);
  return path ? `${base}${await signPath(db, path, now)}` : url;
}

/** A URL as it is stored: a file of a signed bucket on this gateway without its signature; any other URL as it is. */
export function storedFileReference(base: string, url: string): string {
  const path = signedBucketPath(url, base);
  return path ? `${base}${path}` : url;
}

/** How many files a member stored in a folder after `since` (upload quotas). */
export async function countFilesSince(db: Db, ownerId: number, folder: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(storedFiles)
    .where(and(eq(storedFiles.owner_id, ownerId), eq(storedFiles.folder, folder), gt(storedFiles.created_at, since)));
  return row?.n ?? 0;
}

/** Delete a member's files in a folder, except the one with id `keepId` (when given). */
export async function deleteOwnFiles(db: Db, ownerId: number, folder: string, keepId?: string): Promise<void> {
  const mine = and(eq(storedFiles.owner_id, ownerId), eq(storedFiles.folder, folder));
  await db.delete(storedFiles).where(keepId ? and(mine, ne(storedFiles.id, keepId)) : mine);
}
