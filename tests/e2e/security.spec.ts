/**
 * Issue 6 point 7 on the served build (`npm start`'s server): the hardening headers on the SPA, the API, the
 * sign-in stand-in and the payment page — what `curl -sI` shows — and no source maps. That the enforced
 * Content-Security-Policy blocks nothing the product needs is shown by every journey: fixtures.ts fails a test
 * on any console error, and a blocked script, style, frame or worker is one.
 */
import { expect, test } from './fixtures';

const directive = (policy: string, name: string) => policy.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? '';

test('every kind of answer carries the hardening headers; the CSP is enforced', async ({ request }) => {
  const paths = ['/', '/katalog', '/api/lms/helper/area/province', '/api/tidak-ada', '/sso', '/snap/snap.js', '/snap/pay/0123456789abcdef0123', '/media/course/roti.svg'];
  for (const path of paths) {
    const res = await request.head(path);
    const h = res.headers();
    expect(h['x-content-type-options'], path).toBe('nosniff');
    expect(h['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(h['content-security-policy'], path).toBeTruthy();
    expect(h['content-security-policy-report-only'], path).toBeUndefined();
  }
  const spa = (await request.head('/')).headers()['content-security-policy']!;
  // Server-rendered pages (decision 074): the router's inline hydration scripts run by this response's nonce only.
  expect(directive(spa, 'script-src')).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/]+={0,2}'$/);
  expect(directive(spa, 'frame-ancestors')).toBe("frame-ancestors 'none'");
  expect(spa).not.toContain('unsafe');
  const pay = (await request.head('/snap/pay/0123456789abcdef0123')).headers();
  expect(directive(pay['content-security-policy']!, 'frame-ancestors')).toBe("frame-ancestors 'self'");
  expect(pay['x-frame-options']).toBe('SAMEORIGIN');
  expect((await request.head('/sso')).headers()['x-frame-options']).toBe('DENY');
});

test('source maps are not served and the bundle does not point at them', async ({ request }) => {
  const html = await (await request.get('/')).text();
  // The entry is started by the boot loader, inline in the server's page (decision 098).
  const entry = /"(\/assets\/index-[\w-]+\.js)"/.exec(html)?.[1];
  expect(entry, 'the entry script').toBeTruthy();
  const js = await (await request.get(entry!)).text();
  expect(js).not.toContain('sourceMappingURL');
  expect((await request.get(`${entry}.map`)).status()).toBe(404);
});
