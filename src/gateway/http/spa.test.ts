/**
 * Issue 12 point 1 (decision 039): the gateway's bytes on the wire — the build's precompressed assets with the
 * immutable cache, index.html revalidated by ETag, and JSON/text compressed per request with brotli or gzip.
 */
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, isGatewayPath } from '../app';
import { testConfig } from '../config';
import type { Db } from '../db/client';
import { compressResponses, negotiateEncoding } from './compress';
import { IMMUTABLE, mountSpa, precompressFolder } from './spa';

const entrySource = `export const hello = ${JSON.stringify('Selamat datang di Dapur Kursus. '.repeat(200))};\n`;
let dist: string;
let app: ReturnType<typeof createApp>;

beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'spa-test-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, 'index.html'), `<!doctype html><html lang="id"><head><script type="module" src="/assets/index-AbC123.js"></script></head><body>${'<p>x</p>'.repeat(300)}</body></html>`);
  writeFileSync(path.join(dist, 'assets/index-AbC123.js'), entrySource);
  writeFileSync(path.join(dist, 'assets/index-AbC123.js.map'), '{}');
  writeFileSync(path.join(dist, 'assets/tiny-XyZ.js'), 'export {};\n');
  writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify({ x: 'y'.repeat(4000) }));
  writeFileSync(path.join(dist, 'favicon.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`);
  precompressFolder(dist);
  // The routes under test need no database.
  app = createApp({ db: {} as Db, config: testConfig() });
  mountSpa(app, dist, isGatewayPath);
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('the build step', () => {
  it('writes .br and .gz next to text files over 1 KB, not next to tiny files, maps or dot folders', () => {
    expect(existsSync(path.join(dist, 'assets/index-AbC123.js.br'))).toBe(true);
    expect(existsSync(path.join(dist, 'assets/index-AbC123.js.gz'))).toBe(true);
    expect(brotliDecompressSync(readFileSync(path.join(dist, 'assets/index-AbC123.js.br'))).toString()).toBe(entrySource);
    expect(existsSync(path.join(dist, 'assets/tiny-XyZ.js.br'))).toBe(false);
    expect(existsSync(path.join(dist, 'assets/index-AbC123.js.map.br'))).toBe(false);
    expect(existsSync(path.join(dist, '.vite/manifest.json.br'))).toBe(false);
  });
});

describe('hashed assets', () => {
  it('answer the precompressed brotli file with the immutable cache header', async () => {
    const res = await app.request('/assets/index-AbC123.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(entrySource);
  });

  it('answer gzip to a browser without brotli, and the plain file to one that accepts neither', async () => {
    const gz = await app.request('/assets/index-AbC123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(entrySource);
    const plain = await app.request('/assets/index-AbC123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(await plain.text()).toBe(entrySource);
  });

  it('never serve source maps, and answer 404 (not the SPA page) for an unknown asset', async () => {
    expect((await app.request('/assets/index-AbC123.js.map')).status).toBe(404);
    const missing = await app.request('/assets/gone-123.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).not.toBe(IMMUTABLE);
  });
});

describe('index.html', () => {
  it('is revalidated: no-cache with an ETag, 304 when unchanged, compressed when accepted', async () => {
    for (const url of ['/', '/katalog', '/shopping-cart/checkout']) {
      const res = await app.request(url, { headers: { 'Accept-Encoding': 'br' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-encoding')).toBe('br');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
      const etag = res.headers.get('etag');
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await app.request(url, { headers: { 'If-None-Match': etag! } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
    }
    const other = await app.request('/', { headers: { 'If-None-Match': '"something-else"' } });
    expect(other.status).toBe(200);
    expect(await other.text()).toContain('<!doctype html>');
  });

  it('other files of dist keep their name, so they are revalidated too (and precompressed)', async () => {
    const res = await app.request('/favicon.svg', { headers: { 'Accept-Encoding': 'br' } });
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-encoding')).toBe('br');
  });
});

describe('JSON and text compressed per request', () => {
  const big = { result: Array.from({ length: 200 }, (_, i) => ({ id: i, nama: `Kursus roti ${i}` })) };
  const jsonApp = new Hono();
  jsonApp.use('*', compressResponses());
  jsonApp.get('/big', (c) => c.json(big));
  jsonApp.get('/small', (c) => c.json({ ok: true }));

  it('sends brotli for Accept-Encoding: br, gzip for gzip only, identity otherwise', async () => {
    const br = await jsonApp.request('/big', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    const packed = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(packed.byteLength);
    expect(JSON.parse(brotliDecompressSync(packed).toString())).toEqual(big);
    expect(packed.byteLength).toBeLessThan(JSON.stringify(big).length / 4);

    const gz = await jsonApp.request('/big', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString())).toEqual(big);

    const refused = await jsonApp.request('/big', { headers: { 'Accept-Encoding': 'br;q=0, gzip;q=0' } });
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect(await refused.json()).toEqual(big);
  });

  it('leaves answers under 1 KB as they are', async () => {
    const res = await jsonApp.request('/small', { headers: { 'Accept-Encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.json()).toEqual({ ok: true });
  });

  it('runs on every gateway answer (the payment stand-in script through createApp)', async () => {
    const res = await app.request('/snap/snap.js', { headers: { 'Accept-Encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toContain('snap');
  });

  it('negotiates with q-values and the wildcard', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('identity')).toBeUndefined();
    expect(negotiateEncoding(undefined)).toBeUndefined();
  });
});
