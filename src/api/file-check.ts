/**
 * The one file checker of every upload (docs/decisions/024-merged-storage-and-uploads.md): a file is accepted when
 * its extension AND its declared MIME type name the same allowed type, its size is within the endpoint's limit,
 * and (where the bytes are read) its first bytes carry that type's signature. Each upload endpoint passes its own
 * {@link FileRule} (allowed types, size limit, the messages the spec gives for it); the SPA checks a chosen file with
 * {@link checkFile} / {@link checkFileBytes} before uploading and the gateway checks the same rule again
 * (src/gateway/services/storage.ts), so both sides refuse the same files with the same text.
 *
 * Rules in use: {@link IMAGE_RULE} (profile photo, portal §5; the employee form's images, portal §5/§7 "Uploads")
 * and `TASK_FILE_RULE` in ./assignment.ts (commerce §5 "Assignment upload").
 */

/** One allowed kind of file. */
export interface FileType {
  /** Extensions, lower case, without the dot. */
  exts: readonly string[];
  /** MIME types a browser may declare for it, lower case (the first is the one stored and served). */
  mimes: readonly string[];
  /** The content signature: `bytes` at offset `at` of the file. */
  signature: { at: number; bytes: readonly number[] };
}

const OLE2 = { at: 0, bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] }; // doc, xls, ppt (compound file)
const ZIP = { at: 0, bytes: [0x50, 0x4b, 0x03, 0x04] }; // docx, xlsx, pptx (Office Open XML)

/** Every file type an upload of this product accepts somewhere. */
export const FILE_TYPES = {
  jpeg: { exts: ['jpg', 'jpeg'], mimes: ['image/jpeg', 'image/jpg'], signature: { at: 0, bytes: [0xff, 0xd8, 0xff] } },
  png: { exts: ['png'], mimes: ['image/png'], signature: { at: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] } },
  mp4: { exts: ['mp4'], mimes: ['video/mp4'], signature: { at: 4, bytes: [0x66, 0x74, 0x79, 0x70] } }, // 'ftyp' box
  doc: { exts: ['doc'], mimes: ['application/msword'], signature: OLE2 },
  docx: { exts: ['docx'], mimes: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'], signature: ZIP },
  xls: { exts: ['xls'], mimes: ['application/vnd.ms-excel'], signature: OLE2 },
  xlsx: { exts: ['xlsx'], mimes: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'], signature: ZIP },
  ppt: { exts: ['ppt'], mimes: ['application/vnd.ms-powerpoint'], signature: OLE2 },
  pptx: { exts: ['pptx'], mimes: ['application/vnd.openxmlformats-officedocument.presentationml.presentation'], signature: ZIP },
} as const satisfies Record<string, FileType>;

/** What an upload endpoint accepts, and what it answers otherwise. */
export interface FileRule {
  types: readonly FileType[];
  /** Largest accepted file, bytes (inclusive). */
  maxBytes: number;
  /** Shown (and answered with 415) for a file of another type, extension or content. */
  typeMessage: string;
  /** Shown (and answered with 413) for a file over {@link FileRule.maxBytes}. */
  sizeMessage: string;
}

/** Portal §5: wrong type, extension or content of an image. */
export const IMAGE_TYPE_MESSAGE = "Ma'af tipe image hanya bisa jpeg, jpg, png";
/** Portal §5/§8: an image of 2 MB or more. */
export const IMAGE_SIZE_MESSAGE = 'Ukuran file harus dibawah 2MB';
/** The spec's image size limit, bytes: an image must be strictly under it ('dibawah 2MB'). */
export const IMAGE_LIMIT_BYTES = 2 * 1024 * 1024;

/**
 * JPEG or PNG strictly under 2 MB (portal §5 "Profile edit" photo rule, "Employee form" images; §9 upload limit).
 * Used by the profile photo (POST lms/users/image_upload) and the employee form (POST lms/admin/filemanager/gcs/upload).
 */
export const IMAGE_RULE: FileRule = {
  types: [FILE_TYPES.jpeg, FILE_TYPES.png],
  maxBytes: IMAGE_LIMIT_BYTES - 1,
  typeMessage: IMAGE_TYPE_MESSAGE,
  sizeMessage: IMAGE_SIZE_MESSAGE,
};

/** The lower-case extension of a file name without the dot ('Laporan.DOCX' → 'docx'; '' when none). */
export function extensionOf(name: string): string {
  const m = /\.([A-Za-z0-9]+)$/.exec(name.trim());
  return m ? m[1]!.toLowerCase() : '';
}

/** A declared MIME type without parameters, lower case ('image/PNG; x=1' → 'image/png'). */
export const bareMime = (type: string) => type.split(';')[0]!.trim().toLowerCase();

/** The allowed type a file's extension and declared MIME type both name, or null when they do not agree on one. */
export function fileTypeOf(rule: FileRule, file: { name: string; type: string }): FileType | null {
  const ext = extensionOf(file.name);
  const mime = bareMime(file.type);
  return rule.types.find((t) => t.exts.includes(ext) && t.mimes.includes(mime)) ?? null;
}

/**
 * Check a chosen file's declared type, extension and size (before any byte is read).
 * @returns null when acceptable, else the rule's type message (checked first) or size message.
 */
export function checkFile(rule: FileRule, file: { name: string; type: string; size: number }): string | null {
  if (!fileTypeOf(rule, file)) return rule.typeMessage;
  if (file.size > rule.maxBytes) return rule.sizeMessage;
  return null;
}

/** Whether `bytes` (the file's start, at least 12 bytes when the file has them) carry the signature of `type`. */
export function signatureMatches(type: FileType, bytes: Uint8Array): boolean {
  const { at, bytes: sig } = type.signature;
  return bytes.length >= at + sig.length && sig.every((b, i) => bytes[at + i] === b);
}

/** How many leading bytes {@link signatureMatches} needs at most. */
export const SIGNATURE_BYTES = 12;

/**
 * {@link checkFile}, then the content: the first bytes must carry the signature of the type the name and MIME
 * type agree on (a renamed text file is refused with the type message).
 */
export async function checkFileBytes(rule: FileRule, file: Blob & { name: string }): Promise<string | null> {
  const declared = checkFile(rule, file);
  if (declared) return declared;
  const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
  return signatureMatches(fileTypeOf(rule, file)!, head) ? null : rule.typeMessage;
}

/** The `accept` attribute of a file input for a rule: every extension and MIME type it allows. */
export function acceptOf(rule: FileRule): string {
  const exts = rule.types.flatMap((t) => t.exts.map((e) => `.${e}`));
  const mimes = [...new Set(rule.types.flatMap((t) => t.mimes))];
  return [...mimes, ...exts].join(',');
}
