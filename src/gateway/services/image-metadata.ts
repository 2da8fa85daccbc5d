/**
 * Strip identifying metadata from an uploaded profile photo before it is stored and served to others
 * (docs/decisions/017-account-calls.md): phone cameras write the GPS position, the device and the time into
 * JPEG Exif/XMP and PNG text chunks. Pixels are never decoded or re-encoded; only metadata blocks are dropped.
 *
 * - JPEG: drops APP1 (Exif, XMP), APP13 (IPTC/Photoshop) and COM segments; keeps APP0 (JFIF), APP2 (ICC colour
 *   profile), APP14 (Adobe colour transform) and everything from the start of scan on. The Exif orientation is
 *   kept (a minimal Exif block with that one tag) so that portrait photos do not turn sideways.
 * - PNG: drops tEXt, zTXt, iTXt, eXIf and tIME chunks; checks that the file starts with IHDR and ends with IEND.
 *
 * A file whose structure cannot be walked is refused by returning null (the caller answers the type message).
 */

const JPEG_DROP = new Set([0xe1, 0xed, 0xfe]);
const PNG_DROP = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME']);

/** The Exif orientation (1..8) in an APP1 payload (after the 2 length bytes), or null. */
export function exifOrientation(app1: Uint8Array): number | null {
  const header = [0x45, 0x78, 0x69, 0x66, 0x00, 0x00]; // "Exif\0\0"
  if (app1.length < 14 || !header.every((b, i) => app1[i] === b)) return null;
  const tiff = app1.subarray(6);
  const little = tiff[0] === 0x49 && tiff[1] === 0x49;
  const big = tiff[0] === 0x4d && tiff[1] === 0x4d;
  if (!little && !big) return null;
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  const u16 = (at: number) => view.getUint16(at, little);
  const u32 = (at: number) => view.getUint32(at, little);
  try {
    const ifd = u32(4);
    const entries = u16(ifd);
    for (let i = 0; i < entries; i++) {
      const at = ifd + 2 + i * 12;
      if (u16(at) === 0x0112) {
        const value = u16(at + 8);
        return value >= 1 && value <= 8 ? value : null;
      }
    }
  } catch {
    return null;
  }
  return null;
}

/** A minimal APP1 segment (marker included) holding only the orientation tag, big-endian TIFF. */
export function orientationSegment(orientation: number): Uint8Array {
  const tiff = [
    0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08, // header, IFD0 at 8
    0x00, 0x01, // one entry
    0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, orientation, 0x00, 0x00, // Orientation SHORT 1
    0x00, 0x00, 0x00, 0x00, // no next IFD
  ];
  const payload = [0x45, 0x78, 0x69, 0x66, 0x00, 0x00, ...tiff];
  const length = payload.length + 2;
  return Uint8Array.from([0xff, 0xe1, length >> 8, length & 0xff, ...payload]);
}

/** A JPEG without Exif/XMP/IPTC/comment segments (orientation kept), or null when it cannot be walked. */
export function stripJpeg(bytes: Uint8Array): Uint8Array | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  const parts: Uint8Array[] = [bytes.subarray(0, 2)];
  let orientation: number | null = null;
  let insertAt = 1; // after SOI, or after APP0 when there is one
  let i = 2;
  while (i < bytes.length) {
    if (bytes[i] !== 0xff) return null;
    while (i < bytes.length && bytes[i] === 0xff) i++; // fill bytes
    if (i >= bytes.length) return null;
    const marker = bytes[i]!;
    const start = i - 1;
    i++;
    if (marker === 0xd9) {
      parts.push(bytes.subarray(start, i));
      break;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      parts.push(bytes.subarray(start, i));
      continue;
    }
    if (i + 2 > bytes.length) return null;
    const length = (bytes[i]! << 8) | bytes[i + 1]!;
    if (length < 2 || i + length > bytes.length) return null;
    const end = i + length;
    if (marker === 0xda) {
      // Start of scan: the compressed image and everything after it are kept as they are.
      parts.push(bytes.subarray(start));
      i = bytes.length;
      break;
    }
    if (JPEG_DROP.has(marker)) {
      if (marker === 0xe1 && orientation === null) orientation = exifOrientation(bytes.subarray(i + 2, end));
    } else {
      parts.push(bytes.subarray(start, end));
      if (marker === 0xe0 && parts.length === 2) insertAt = 2;
    }
    i = end;
  }
  if (orientation !== null && orientation !== 1) parts.splice(insertAt, 0, orientationSegment(orientation));
  return concat(parts);
}

/** A PNG without text, Exif and time chunks, or null when it is not a well-formed chunk sequence. */
export function stripPng(bytes: Uint8Array): Uint8Array | null {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 8 || !signature.every((b, k) => bytes[k] === b)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const parts: Uint8Array[] = [bytes.subarray(0, 8)];
  let i = 8;
  let first = true;
  while (i + 12 <= bytes.length) {
    const length = view.getUint32(i);
    const end = i + 12 + length;
    if (end > bytes.length) return null;
    const type = String.fromCharCode(...bytes.subarray(i + 4, i + 8));
    if (first && type !== 'IHDR') return null;
    first = false;
    if (!PNG_DROP.has(type)) parts.push(bytes.subarray(i, end));
    i = end;
    if (type === 'IEND') return concat(parts);
  }
  return null;
}

/**
 * Strip metadata from a JPEG or PNG (by its sniffed type).
 * @returns the cleaned bytes, or null when the file's structure is broken.
 */
export function stripImageMetadata(bytes: Uint8Array, mime: 'image/jpeg' | 'image/png'): Uint8Array | null {
  return mime === 'image/png' ? stripPng(bytes) : stripJpeg(bytes);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
