/**
 * Compression of the gateway's answers (http/compress.ts; decisions 039, 095): both encodings read back to the
 * body, whether compressed at once (small) or on the thread pool (large); the window follows the body's size.
 */
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { cachedBody, compressBuffer, compressResponses, negotiateEncoding, SYNC_COMPRESS_MAX_BYTES } from './compress';

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

describe('compressResponses behind @hono/node-server (the gateway as it runs)', () => {
  it("reads a JSON answer's body from node-server's lightweight response, and the member gets it whole", async () => {
    const payload = { data: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Tepung Terigu ${i}` })) };
    const app = new Hono();
    app.use(compressResponses());
    app.get('/json', (c) => c.json(payload));
    const server = createAdaptorServer({ fetch: app.fetch });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      // The server installed node-server's Response: its body is readable without a stream (the fast path).
      expect(cachedBody(new Response('{"a":1}'))).toBe('{"a":1}');
      expect(cachedBody(new Response(null))).toBeNull();
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/json`, { headers: { 'Accept-Encoding': 'br' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Encoding')).toBe('br');
      expect(await res.json()).toEqual(payload);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
