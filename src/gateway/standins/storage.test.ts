/**
 * The one storage service and its one serving route (docs/decisions/024-merged-storage-and-uploads.md): files of
 * every bucket are served at /storage/<folder>/<id>.<ext> with the same safe headers, each bucket's disposition and
 * caching, an ETag, and the bucket's reading rule. The upload endpoints themselves are tested with their routes
 * (account.test.ts, learning.test.ts, hris.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_UPLOAD_PATH } from '../../api/profile-photo';
import { TASK_UPLOAD_PATH } from '../../api/assignment';
import { checkUploads, EMPLOYEE_IMAGE_BUCKET, PROFILE_PHOTO_BUCKET, readableFileUrl, storedFilePath, storeFiles, ASSIGNMENT_BUCKET } from '../services/storage';
import { signInMember, startTestGateway, type TestGateway } from '../test-support';
import { TINY_PNG } from '../test-images';

let gw: TestGateway;
let anggota: Awaited<ReturnType<typeof signInMember>>;
let b2b: Awaited<ReturnType<typeof signInMember>>;
const png = (name = 'foto.png') => new File([TINY_PNG as BlobPart], name, { type: 'image/png' });

beforeAll(async () => {
  gw = await startTestGateway();
  anggota = await signInMember(gw, 'anggota@demo.test');
  b2b = await signInMember(gw, 'b2b@demo.test');
}, 180_000);
afterAll(async () => {
  await gw?.close();
});

describe('one serving route for every bucket', () => {
  it.each([
    ['a profile photo', IMAGE_UPLOAD_PATH, 'inline', 'public, max-age=31536000, immutable'],
    ['an employee image (through its signed URL)', 'hris/ktp', 'inline', 'private, no-store'],
  ] as const)('serves %s to anyone with the URL, with the safe headers and its caching', async (_name, folder, disposition, cache) => {
    const bucket = folder === IMAGE_UPLOAD_PATH ? PROFILE_PHOTO_BUCKET : EMPLOYEE_IMAGE_BUCKET;
    const [file] = await storeFiles(gw.db, folder, folder === IMAGE_UPLOAD_PATH ? anggota.user.id : null, await checkUploads(bucket, [png()]), gw.clock.now);
    const url = new URL(await readableFileUrl(gw.db, 'http://localhost:5173', storedFilePath(file!), gw.clock.now), 'http://localhost:5173');
    const res = await gw.app.request(`${url.pathname}${url.search}`);
    expect(res.status).toBe(200);
    expect(Object.fromEntries(['Content-Type', 'X-Content-Type-Options', 'Content-Security-Policy', 'Cross-Origin-Resource-Policy', 'Cache-Control'].map((h) => [h, res.headers.get(h)]))).toEqual({
      'Content-Type': 'image/png',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox; frame-ancestors 'none'",
      'Cross-Origin-Resource-Policy': 'same-site',
      'Cache-Control': cache,
    });
    expect(res.headers.get('Content-Disposition')).toBe(`${disposition}; filename="${file!.id}.png"`);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(TINY_PNG);
    // The ETag answers 304; HEAD answers the headers without the body.
    const again = await gw.app.request(`${url.pathname}${url.search}`, { headers: { 'If-None-Match': res.headers.get('ETag')! } });
    expect(again.status).toBe(304);
    const head = await gw.app.request(`${url.pathname}${url.search}`, { method: 'HEAD' });
    expect([head.status, head.headers.get('Content-Length'), (await head.arrayBuffer()).byteLength]).toEqual([200, String(TINY_PNG.length), 0]);
  });

  it('serves a private assignment file only to its owner (download under its original name, never cached)', async () => {
    const [file] = await storeFiles(gw.db, TASK_UPLOAD_PATH, anggota.user.id, await checkUploads(ASSIGNMENT_BUCKET, [png('hasil praktik.png')]), gw.clock.now);
    const path = storedFilePath(file!);
    const own = await gw.app.request(path, { headers: { Authorization: `Bearer ${anggota.token}` } });
    expect(own.status).toBe(200);
    expect(own.headers.get('Content-Disposition')).toBe(`attachment; filename="hasil praktik.png"; filename*=UTF-8''hasil%20praktik.png`);
    expect(own.headers.get('Cache-Control')).toBe('private, no-store');
    // Not linked to any work: nobody else may read it, not even through the assessor rule.
    for (const headers of [{}, { Authorization: `Bearer ${b2b.token}` }] as Array<Record<string, string>>) {
      const res = await gw.app.request(path, { headers });
      expect(res.status).toBe(404);
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    }
  });

  it('answers 404 for a path whose folder, id or extension does not match the stored file', async () => {
    const [file] = await storeFiles(gw.db, IMAGE_UPLOAD_PATH, anggota.user.id, await checkUploads(PROFILE_PHOTO_BUCKET, [png()]), gw.clock.now);
    for (const path of [`/storage/hris/ktp/${file!.id}.png`, `/storage/images/${file!.id}.jpg`, `/storage/images/${file!.id.toUpperCase()}.png`, `/storage/unknown/${file!.id}.png`]) {
      expect((await gw.app.request(path)).status, path).toBe(404);
    }
  });
});
