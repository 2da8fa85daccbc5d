/**
 * Profile photo uploads (portal spec §5 photo rule, §7 "POST lms/users/image_upload"; docs/decisions/017): the
 * checked, metadata-stripped bytes are stored in the `uploads` table and served back at
 * `/uploads/images/<32 hex>.<jpg|png>` (src/gateway/routes/uploads.ts). Storing them in the database keeps them in
 * the same backup and transaction as the member, works the same on PGlite and PostgreSQL, and leaves no file
 * path built from input.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { uploads } from '../db/schema';
import {
  canonicalImageMime,
  checkImageFile,
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  IMAGE_UPLOAD_PATH,
  sniffImage,
  UPLOAD_QUOTA_MESSAGE,
  UPLOADS_PER_DAY,
} from '../../api/upload';
import { HttpError } from '../http/envelope';
import { stripImageMetadata } from './image-metadata';

const DAY_MS = 86_400_000;

/** The public path prefix of stored uploads (a gateway prefix, src/gateway/app.ts). */
export const UPLOADS_PREFIX = '/uploads';
/** `/uploads/images/<id>.<ext>`: the only shape of a served upload path. */
export const UPLOAD_PATH_PATTERN = /^\/uploads\/images\/([0-9a-f]{32})\.(jpg|png)$/;

/** The served path of an upload. */
export const uploadPath = (id: string, ext: string) => `${UPLOADS_PREFIX}/${IMAGE_UPLOAD_PATH}/${id}.${ext}`;

/** An uploaded file as read from the multipart body. */
export interface IncomingFile {
  name: string;
  /** The part's declared Content-Type. */
  type: string;
  bytes: Uint8Array;
}

/**
 * Check and store a profile photo: declared type + extension (415), size ≤ 2 MB (413), signature of the declared
 * type (415), well-formed structure (415), at most {@link UPLOADS_PER_DAY} uploads per member per 24 h (429).
 * Nothing is written when a check fails.
 * @param base the gateway's public origin; the answer is `${base}/uploads/images/<id>.<ext>`.
 */
export async function storeProfileImage(db: Db, userId: number, file: IncomingFile, now: Date, base: string): Promise<{ image_url: string }> {
  const problem = checkImageFile({ name: file.name, type: file.type, size: file.bytes.length });
  if (problem === IMAGE_SIZE_MESSAGE) throw new HttpError(413, problem);
  if (problem) throw new HttpError(415, problem);
  const mime = canonicalImageMime(file.type)!;
  if (sniffImage(file.bytes) !== mime) throw new HttpError(415, IMAGE_TYPE_MESSAGE);
  const clean = stripImageMetadata(file.bytes, mime);
  if (!clean) throw new HttpError(415, IMAGE_TYPE_MESSAGE);

  const [recent] = await db
    .select({ n: count() })
    .from(uploads)
    .where(and(eq(uploads.user_id, userId), gt(uploads.created_at, new Date(now.getTime() - DAY_MS))));
  if ((recent?.n ?? 0) >= UPLOADS_PER_DAY) throw new HttpError(429, UPLOAD_QUOTA_MESSAGE);

  const id = randomBytes(16).toString('hex');
  const ext = mime === 'image/png' ? 'png' : 'jpg';
  await db.insert(uploads).values({
    id,
    user_id: userId,
    path: IMAGE_UPLOAD_PATH,
    mime,
    ext,
    size: clean.length,
    sha256: createHash('sha256').update(clean).digest('hex'),
    data: clean,
    created_at: now,
  });
  return { image_url: `${base}${uploadPath(id, ext)}` };
}

/** A stored upload by its served path, or undefined. */
export async function findUploadByPath(db: Db, pathname: string) {
  const m = UPLOAD_PATH_PATTERN.exec(pathname);
  if (!m) return undefined;
  const [row] = await db.select().from(uploads).where(eq(uploads.id, m[1]!)).limit(1);
  return row && row.ext === m[2] ? row : undefined;
}

/**
 * Whether `url` (absolute on `base`, or root-relative) names one of the member's uploads.
 * @returns the canonical absolute URL, or null for anything else (another host, another member's file, no file).
 */
export async function ownUploadUrl(db: Db, userId: number, url: string, base: string): Promise<string | null> {
  let parsed: URL;
  try {
    parsed = new URL(url, `${base}/`);
  } catch {
    return null;
  }
  if (parsed.origin !== new URL(base).origin || parsed.search || parsed.hash) return null;
  const row = await findUploadByPath(db, parsed.pathname);
  if (!row || row.user_id !== userId) return null;
  return `${base}${uploadPath(row.id, row.ext)}`;
}

/** Delete the member's uploads except the one `keepUrl` names (called after a profile save). */
export async function pruneUploads(db: Db, userId: number, keepUrl: string): Promise<void> {
  const m = UPLOAD_PATH_PATTERN.exec(safePathname(keepUrl));
  const keep = m?.[1];
  await db.delete(uploads).where(keep ? and(eq(uploads.user_id, userId), ne(uploads.id, keep)) : eq(uploads.user_id, userId));
}

function safePathname(url: string): string {
  try {
    return new URL(url, 'http://x/').pathname;
  } catch {
    return '';
  }
}
