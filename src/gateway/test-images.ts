/**
 * Test support (not used at runtime): the image fixtures of every upload suite — a real tiny PNG, and JPEG and PNG
 * byte sequences with the structure the upload checks walk (signature, segments/chunks, end marker), optionally
 * carrying metadata that must be stripped. The pixels are
 * not decodable; the gateway never decodes them.
 */

const ascii = (text: string) => Array.from(text, (ch) => ch.charCodeAt(0));

/** A real 1×1 PNG (valid chunks and CRCs), the smallest file every image and assignment check accepts. */
export const TINY_PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'));

/** A secret that test metadata carries (GPS-like text), to assert it never reaches storage. */
export const METADATA_SECRET = 'GPS -6.914744 107.609810 SECRET';

/** A JPEG: SOI, APP0 (JFIF), optional APP1 Exif (orientation + the secret), optional COM, DQT, SOS + `scanBytes`, EOI. */
export function jpegBytes(opts: { orientation?: number; exifSecret?: boolean; comment?: boolean; scanBytes?: number } = {}): Uint8Array {
  const out: number[] = [0xff, 0xd8];
  const segment = (marker: number, payload: number[]) => {
    const length = payload.length + 2;
    out.push(0xff, marker, length >> 8, length & 0xff, ...payload);
  };
  segment(0xe0, [...ascii('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  if (opts.orientation !== undefined || opts.exifSecret) {
    const entries: number[][] = [];
    if (opts.orientation !== undefined) entries.push([0x01, 0x12, 0x00, 0x03, 0, 0, 0, 1, 0, opts.orientation, 0, 0]);
    const tiff = [0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8, 0, entries.length, ...entries.flat(), 0, 0, 0, 0];
    segment(0xe1, [...ascii('Exif'), 0, 0, ...tiff, ...(opts.exifSecret ? ascii(METADATA_SECRET) : [])]);
  }
  if (opts.comment) segment(0xfe, ascii(`comment ${METADATA_SECRET}`));
  segment(0xdb, [0, ...Array.from({ length: 64 }, (_, i) => (i % 16) + 1)]);
  segment(0xda, [1, 1, 0, 0, 0x3f, 0]);
  for (let i = 0; i < (opts.scanBytes ?? 32); i++) out.push((i * 7) % 0xff === 0xff ? 0 : (i * 7) % 0xff);
  out.push(0xff, 0xd9);
  return Uint8Array.from(out);
}

/** A PNG: signature, IHDR 1×1, optional tEXt with the secret, one IDAT of `dataBytes`, IEND (CRCs are zero). */
export function pngBytes(opts: { textSecret?: boolean; dataBytes?: number } = {}): Uint8Array {
  const chunks: number[] = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const chunk = (type: string, data: ArrayLike<number>) => {
    const n = data.length;
    chunks.push(n >>> 24, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff, ...ascii(type));
    for (let i = 0; i < n; i++) chunks.push(data[i]!);
    chunks.push(0, 0, 0, 0);
  };
  chunk('IHDR', [0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  if (opts.textSecret) chunk('tEXt', [...ascii('Comment'), 0, ...ascii(METADATA_SECRET)]);
  const size = opts.dataBytes ?? 16;
  const head = Uint8Array.from(chunks);
  const idatHeader = Uint8Array.from([size >>> 24, (size >>> 16) & 0xff, (size >>> 8) & 0xff, size & 0xff, ...ascii('IDAT')]);
  const tail = Uint8Array.from([0, 0, 0, 0, 0, 0, 0, 0, ...ascii('IEND'), 0, 0, 0, 0]);
  const out = new Uint8Array(head.length + idatHeader.length + size + tail.length);
  out.set(head, 0);
  out.set(idatHeader, head.length);
  for (let i = 0; i < size; i++) out[head.length + idatHeader.length + i] = (i * 31) & 0xff;
  out.set(tail, head.length + idatHeader.length + size);
  return out;
}

/** Whether `bytes` contain `text` (ASCII). */
export function containsText(bytes: Uint8Array, text: string): boolean {
  return Buffer.from(bytes).includes(Buffer.from(text, 'latin1'));
}
