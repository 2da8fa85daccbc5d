import { describe, expect, it } from 'vitest';
import { containsText, jpegBytes, METADATA_SECRET, pngBytes } from '../test-images';
import { exifOrientation, orientationSegment, stripImageMetadata, stripJpeg, stripPng } from './image-metadata';

describe('JPEG metadata', () => {
  it('drops Exif (with its GPS text) and comments, keeps JFIF, tables and the scan byte for byte', () => {
    const plain = jpegBytes();
    const dirty = jpegBytes({ exifSecret: true, comment: true });
    expect(containsText(dirty, METADATA_SECRET)).toBe(true);
    const clean = stripJpeg(dirty)!;
    expect(containsText(clean, METADATA_SECRET)).toBe(false);
    expect(Array.from(clean)).toEqual(Array.from(plain));
  });

  it('keeps a non-default orientation as a minimal Exif block right after APP0', () => {
    const clean = stripJpeg(jpegBytes({ orientation: 6, exifSecret: true }))!;
    expect(containsText(clean, METADATA_SECRET)).toBe(false);
    const app0Length = (clean[4]! << 8) | clean[5]!;
    const at = 4 + app0Length;
    expect([clean[at], clean[at + 1]]).toEqual([0xff, 0xe1]);
    const segment = orientationSegment(6);
    expect(Array.from(clean.subarray(at, at + segment.length))).toEqual(Array.from(segment));
    expect(exifOrientation(segment.subarray(4))).toBe(6);
  });

  it('reads the orientation from little-endian Exif too, and drops orientation 1 entirely', () => {
    const le = Uint8Array.from([0x45, 0x78, 0x69, 0x66, 0, 0, 0x49, 0x49, 0x2a, 0, 8, 0, 0, 0, 1, 0, 0x12, 0x01, 3, 0, 1, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0]);
    expect(exifOrientation(le)).toBe(3);
    expect(Array.from(stripJpeg(jpegBytes({ orientation: 1 }))!)).toEqual(Array.from(jpegBytes()));
  });

  it.each([
    ['no SOI', Uint8Array.from([0x00, 0x01, 0x02, 0x03])],
    ['a segment running past the end', Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x10, 0x00, 1, 2])],
    ['garbage between segments', Uint8Array.from([0xff, 0xd8, 0x41, 0x42, 0x43, 0x44])],
    ['only the signature', Uint8Array.from([0xff, 0xd8, 0xff])],
  ])('refuses a broken file: %s', (_name, bytes) => {
    expect(stripJpeg(bytes)).toBeNull();
  });
});

describe('PNG metadata', () => {
  it('drops text chunks and keeps IHDR, IDAT and IEND', () => {
    const clean = stripPng(pngBytes({ textSecret: true }))!;
    expect(containsText(clean, METADATA_SECRET)).toBe(false);
    expect(Array.from(clean)).toEqual(Array.from(pngBytes()));
  });

  it.each([
    ['a signature only', pngBytes().subarray(0, 8)],
    ['no IEND', pngBytes().subarray(0, pngBytes().length - 12)],
    ['a chunk longer than the file', Uint8Array.from([...pngBytes().subarray(0, 8), 0x7f, 0, 0, 0, 0x49, 0x48, 0x44, 0x52])],
    ['IDAT before IHDR', Uint8Array.from([...pngBytes().subarray(0, 8), 0, 0, 0, 0, 0x49, 0x44, 0x41, 0x54, 0, 0, 0, 0])],
  ])('refuses a broken file: %s', (_name, bytes) => {
    expect(stripPng(bytes)).toBeNull();
  });

  it('dispatches on the sniffed type', () => {
    expect(stripImageMetadata(pngBytes(), 'image/jpeg')).toBeNull();
    expect(stripImageMetadata(jpegBytes(), 'image/png')).toBeNull();
    expect(stripImageMetadata(pngBytes(), 'image/png')).not.toBeNull();
  });
});
