/**
 * Compression of the gateway's answers (http/compress.ts; decisions 039, 095): both encodings read back to the
 * body, whether compressed at once (small) or on the thread pool (large); the window follows the body's size.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressBuffer, negotiateEncoding, SYNC_COMPRESS_MAX_BYTES } from './compress';

const json = (items: number) =>
  new TextEncoder().encode(JSON.stringify({ data: Array.from({ length: items }, (_, i) => ({ id: i, title: `Kursus Roti Manis ${i}`, price: 150000 + i })) }));

describe('compressBuffer', () => {
  for (const [label, body] of [
    ['a cart-sized body (compressed at once)', json(20)],
    ['a body over the synchronous limit (thread pool)', json(4000)],
  ] as const) {
    it(`${label} reads back in brotli and gzip`, async () => {
      expect(body.byteLength <= SYNC_COMPRESS_MAX_BYTES).toBe(label.includes('at once'));
      const br = await compressBuffer(body, 'br');
      const gz = await compressBuffer(body, 'gzip');
      expect(new Uint8Array(brotliDecompressSync(br))).toEqual(body);
      expect(new Uint8Array(gunzipSync(gz))).toEqual(body);
      expect(br.byteLength).toBeLessThan(body.byteLength / 3);
    });
  }
});

describe('negotiateEncoding', () => {
  it('prefers br, honours q=0 and *', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('*;q=0')).toBeUndefined();
    expect(negotiateEncoding('identity')).toBeUndefined();
    expect(negotiateEncoding(undefined)).toBeUndefined();
  });
});
