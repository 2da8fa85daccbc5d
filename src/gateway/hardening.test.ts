/**
 * Issue 6 points 6–8 against the gateway (real in-memory PGlite, demo seed): payments only through the
 * provider, browser hardening headers, and limits (field caps, addresses per member, log lines and rate,
 * sign-in slow-down, a 413 that keeps the connection).
 */
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { and, eq } from 'drizzle-orm';
import { paged } from '../api/envelope';
import { Order, PaymentToken } from '../api/order';
import { Address, User } from '../api/user';
import { createApp } from './app';
import { configProblems, loadConfig, STANDIN_PAYMENT_SERVER_KEY, testConfig } from './config';
import * as s from './db/schema';
import { notificationSignature } from './services/payment-notification';
import { invoiceOfProviderOrderId, snapProvider } from './services/payment-provider';
import { parseResult, request, signIn, startTestGateway, type TestGateway } from './test-support';
import { standinsWithout } from './standins/registry';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let gw: TestGateway;
let token: string;
let me: v.InferOutput<typeof User>;
let home: v.InferOutput<typeof Address>;

beforeAll(async () => {
  gw = await startTestGateway();
  token = (await signIn(gw, 'anggota@demo.test')).token;
  me = parseResult((await request(gw, 'get', '/api/lms/users/info', { token })).body, User);
  home = me.address!;
}, 180_000);
afterAll(async () => {
  await gw?.close();
});

const BDX = { name: 'BDX', rate: 'regular', rate_id: 0, distance: 0, must_insurance: false, insurance_applied: false, insurance_fee: 0, price: 0 };
const userInfo = () => ({ id: me.id, name: 'Siti', email: me.email, phone: me.no_telp });
async function courseOrder(app: Pick<TestGateway, 'app'>, slug: string): Promise<string> {
  const [c] = await gw.db.select().from(s.courses).where(eq(s.courses.slug, slug));
  const res = await request(app, 'post', '/api/lms/finance/order/add', {
    token,
    json: { user_id: me.id, user_info: userInfo(), order: [{ type: 'lms', item_id: c!.id, quantity: 1 }] },
  });
  return parseResult(res.body, v.object({ invoice: v.string() })).invoice;
}
const payBody = (invoice: string) => ({ invoice, user_id: me.id, user_info: userInfo(), recipient: null, promo_code: '', logistic: BDX });

describe('point 6: payments only through the provider', () => {
  it('production refuses to start without a real server key, with the stand-in, or without PUBLIC_URL', () => {
    const bare = loadConfig({ NODE_ENV: 'production' });
    expect(bare.standins.size).toBe(0);
    expect(bare.paymentServerKey).toBe('');
    expect(configProblems(bare).join('\n')).toMatch(/PAYMENT_SERVER_KEY[\s\S]*SNAP_SCRIPT_URL[\s\S]*PUBLIC_URL/);

    const standinKey = loadConfig({ PRODUCTION: '1', PAYMENT_SERVER_KEY: STANDIN_PAYMENT_SERVER_KEY, PUBLIC_URL: 'https://kursus.example.id', SNAP_SCRIPT_URL: 'https://app.sandbox.midtrans.com/snap/snap.js' });
    expect(configProblems(standinKey)).toEqual([expect.stringContaining('PAYMENT_SERVER_KEY')]);

    const withStandin = loadConfig({ NODE_ENV: 'production', STANDINS: 'payment', PUBLIC_URL: 'https://kursus.example.id' });
    expect(configProblems(withStandin)).toEqual([expect.stringContaining('"payment" tidak boleh aktif di produksi'), expect.stringContaining('PAYMENT_SERVER_KEY harus diisi')]);

    const real = loadConfig({ NODE_ENV: 'production', PAYMENT_SERVER_KEY: 'Mid-server-real', PUBLIC_URL: 'https://kursus.example.id', SNAP_SCRIPT_URL: 'https://app.sandbox.midtrans.com/snap/snap.js' });
    expect(configProblems(real)).toEqual([]);
    expect([real.standins.has('payment'), real.paymentServerKey]).toEqual([false, 'Mid-server-real']);

    // A fresh clone: the stand-in, its key, the local origin — starts.
    const local = loadConfig({});
    expect([local.standins.has('payment'), local.paymentServerKey, local.publicUrl, configProblems(local)]).toEqual([true, STANDIN_PAYMENT_SERVER_KEY, 'http://localhost:5173', []]);
  });

  it('the server process exits before opening anything when production has no real key', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/gateway/server.ts'], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production', PORT: '5206', DATA_DIR: '.data/never-created', PAYMENT_SERVER_KEY: '', PUBLIC_URL: '', DATABASE_URL: '' },
    });
    let output = '';
    child.stdout.on('data', (d) => (output += String(d)));
    child.stderr.on('data', (d) => (output += String(d)));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('PAYMENT_SERVER_KEY');
    expect(output).not.toContain('siap');
  }, 60_000);

  it('without the stand-in: /snap is not mounted, tokens come from the provider, stand-in signatures are refused', async () => {
    const calls: Array<{ url: string; auth: string | null; body: Record<string, any> }> = [];
    const fakeFetch = (async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), auth: new Headers(init?.headers).get('Authorization'), body: JSON.parse(String(init?.body)) });
      return new Response(JSON.stringify({ token: `provider-token-${calls.length}`, redirect_url: `https://app.sandbox.midtrans.com/snap/v4/redirection/${calls.length}` }), { status: 201 });
    }) as typeof fetch;
    const config = testConfig({ standins: standinsWithout('payment'), paymentServerKey: 'Mid-server-real', publicUrl: 'https://kursus.example.id', snapScriptUrl: 'https://app.sandbox.midtrans.com/snap/snap.js' });
    const payment = snapProvider({ apiUrl: config.paymentApiUrl, serverKey: config.paymentServerKey, publicUrl: config.publicUrl, fetch: fakeFetch });
    const real = { app: createApp({ db: gw.db, config, now: () => gw.clock.now, payment }) };

    expect((await real.app.request('/snap/snap.js')).status).toBe(404);
    expect((await real.app.request('/snap/pay/abcdef0123456789abcdef/pay', { method: 'POST' })).status).toBe(404);

    const invoice = await courseOrder(real, 'gudeg-jogja-manis-legit');
    const first = parseResult((await request(real, 'post', '/api/lms/finance/order/payment', { token, json: payBody(invoice) })).body, PaymentToken);
    expect(first).toEqual({ token: 'provider-token-1', invoice, redirect_url: 'https://app.sandbox.midtrans.com/snap/v4/redirection/1' });
    const order = parseResult((await request(real, 'get', '/api/lms/finance/transaction/detail', { token, query: { user_id: me.id, invoice } })).body, Order);
    expect(calls[0]!.url).toBe('https://app.sandbox.midtrans.com/snap/v1/transactions');
    expect(calls[0]!.auth).toBe(`Basic ${Buffer.from('Mid-server-real:').toString('base64')}`);
    expect(calls[0]!.body).toMatchObject({
      transaction_details: { order_id: invoice, gross_amount: order.amount },
      callbacks: { finish: `https://kursus.example.id/order-completed/${invoice}` },
      expiry: { unit: 'minute', duration: 24 * 60 },
    });
    // A second request of the same order is a new provider transaction (a provider order id is single-use).
    parseResult((await request(real, 'post', '/api/lms/finance/order/payment', { token, json: payBody(invoice) })).body, PaymentToken);
    expect(invoiceOfProviderOrderId(calls[1]!.body.transaction_details.order_id)).toBe(invoice);
    expect(calls[1]!.body.transaction_details.order_id).not.toBe(invoice);

    // A settlement signed with the committed stand-in key moves no order.
    const gross = `${order.amount}.00`;
    const forged = await request(real, 'post', '/api/payment/notification', {
      json: { order_id: invoice, status_code: '200', gross_amount: gross, transaction_status: 'settlement', signature_key: notificationSignature(invoice, '200', gross, STANDIN_PAYMENT_SERVER_KEY) },
    });
    expect([forged.status, forged.body.message]).toEqual([403, 'Signature tidak valid']);
    const after = parseResult((await request(real, 'get', '/api/lms/finance/transaction/detail', { token, query: { user_id: me.id, invoice } })).body, Order);
    expect(after.status_code).toBe(2);
    // The provider's own notification (real key, attempt suffix) is honoured.
    const providerId = calls[1]!.body.transaction_details.order_id as string;
    const genuine = await request(real, 'post', '/api/payment/notification', {
      json: { order_id: providerId, status_code: '200', gross_amount: gross, transaction_status: 'settlement', signature_key: notificationSignature(providerId, '200', gross, 'Mid-server-real') },
    });
    expect(genuine.status).toBe(200);
    expect(parseResult((await request(real, 'get', '/api/lms/finance/transaction/detail', { token, query: { user_id: me.id, invoice } })).body, Order).status_code).toBe(3);
  });

  it('a provider that fails answers 502 and leaves the order as it was', async () => {
    const config = testConfig({ standins: standinsWithout('payment'), paymentServerKey: 'Mid-server-real' });
    const payment = snapProvider({ apiUrl: 'https://provider.invalid', serverKey: 'k', publicUrl: config.publicUrl, fetch: (async () => new Response('{"error_messages":["nope"]}', { status: 401 })) as typeof fetch });
    const real = { app: createApp({ db: gw.db, config, now: () => gw.clock.now, payment }) };
    const invoice = await courseOrder(real, 'soto-betawi-kuah-santan');
    const res = await request(real, 'post', '/api/lms/finance/order/payment', { token, json: payBody(invoice) });
    expect([res.status, res.body.message]).toEqual([502, 'Pembayaran tidak dapat dibuat saat ini, silahkan coba lagi']);
    const order = parseResult((await request(real, 'get', '/api/lms/finance/transaction/detail', { token, query: { user_id: me.id, invoice } })).body, Order);
    expect([order.status_code, order.expire_time]).toEqual([1, null]);
  });
});

describe('point 7: browser hardening', () => {
  const csp = (res: Response) => res.headers.get('Content-Security-Policy') ?? '';
  const directive = (policy: string, name: string) => policy.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? '';

  it('every answer carries nosniff, the referrer policy and an enforced CSP', async () => {
    for (const path of ['/', '/katalog', '/api/lms/courses', '/api/tidak-ada', '/sso', '/snap/snap.js', '/snap/pay/00', '/media/course/roti.svg', '/lms-site/x']) {
      const res = await gw.app.request(path);
      expect(res.headers.get('X-Content-Type-Options'), path).toBe('nosniff');
      expect(res.headers.get('Referrer-Policy'), path).toBe('strict-origin-when-cross-origin');
      expect(csp(res), path).not.toBe('');
      expect(res.headers.get('Content-Security-Policy-Report-Only'), path).toBeNull();
    }
  });

  it('the SPA may load only its own scripts, styles, workers and frames; nothing may frame it', async () => {
    const policy = csp(await gw.app.request('/'));
    // Server-rendered pages (decision 074): inline scripts only with this response's nonce.
    expect(directive(policy, 'script-src')).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/]+={0,2}'$/);
    expect(directive(policy, 'style-src')).toBe("style-src 'self'");
    expect(directive(policy, 'worker-src')).toBe("worker-src 'self' blob:");
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob:");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(policy).not.toContain('unsafe');
  });

  it('the real provider’s origin comes from configuration', async () => {
    const config = testConfig({ snapScriptUrl: 'https://app.sandbox.midtrans.com/snap/snap.js' });
    const app = createApp({ db: gw.db, config });
    const policy = csp(await app.request('/'));
    expect(directive(policy, 'script-src')).toMatch(/^script-src 'self' https:\/\/app\.sandbox\.midtrans\.com 'nonce-[^']+'$/);
    expect(directive(policy, 'frame-src')).toBe("frame-src 'self' https://app.sandbox.midtrans.com");
  });

  it('stand-in pages run only their own nonce’d inline code; only the payment page may be framed, by the SPA’s origin', async () => {
    const sso = await gw.app.request('/sso');
    const ssoPolicy = csp(sso);
    const nonce = /'nonce-([^']+)'/.exec(directive(ssoPolicy, 'style-src'))?.[1];
    expect(nonce).toBeTruthy();
    expect(await sso.text()).toContain(`<style nonce="${nonce}">`);
    expect(directive(ssoPolicy, 'default-src')).toBe("default-src 'none'");
    expect(directive(ssoPolicy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(sso.headers.get('X-Frame-Options')).toBe('DENY');
    const other = csp(await gw.app.request('/sso'));
    expect(other).not.toBe(ssoPolicy);

    const payPage = await gw.app.request('/snap/pay/0123456789abcdef0123');
    expect(directive(csp(payPage), 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(payPage.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
    const apiPolicy = csp(await gw.app.request('/api/lms/courses'));
    expect(apiPolicy).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('cookies carry Secure when the public URL is https; redirects and payment URLs use the configured origin, never the Host header', async () => {
    const https = { app: createApp({ db: gw.db, config: testConfig({ publicUrl: 'https://kursus.example.id' }), now: () => gw.clock.now }) };
    const signedIn = await signIn(https, 'b2b@demo.test');
    expect(signedIn.cookies.length).toBe(2);
    for (const c of signedIn.cookies) expect(c).toMatch(/; SameSite=Lax; Secure$/);
    const plain = await signIn(gw, 'b2b@demo.test');
    for (const c of plain.cookies) expect(c).not.toContain('Secure');

    const login = (redirect: string, host: string) =>
      https.app.request('http://evil.example/sso/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Host: host },
        body: new URLSearchParams({ email: 'b2b@demo.test', password: 'rahasia123', redirect }).toString(),
      });
    expect((await login('http://evil.example/curi', 'evil.example')).headers.get('Location')).toBe('/');
    expect((await login('https://kursus.example.id/katalog', 'evil.example')).headers.get('Location')).toBe('https://kursus.example.id/katalog');

    const invoice = await courseOrder(gw, 'ayam-betutu-bali');
    const res = await gw.app.request('http://evil.example/api/lms/finance/order/payment', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' },
      body: JSON.stringify(payBody(invoice)),
    });
    const pay = parseResult(await res.json(), PaymentToken);
    expect(pay.redirect_url.startsWith('http://localhost:5173/snap/pay/')).toBe(true);
  });
});

describe('point 8: limits', () => {
  const addressBody = (over: Record<string, unknown> = {}) => ({
    label: 'Kantor', recipient: 'Siti', address: 'Jl. Asia Afrika No. 8', phone: '081200001111',
    district_id: home.area.district_id, village_id: home.village_id, village: home.village, postcode: '40111', latitude: null, longitude: null, ...over,
  });

  it('free-text fields have caps in the shared schemas, with the same message on both sides', async () => {
    const cases: Array<[string, string, Record<string, unknown>, string]> = [
      ['post', 'lms/users/address', addressBody({ address: 'x'.repeat(501) }), 'Maksimal 500 karakter'],
      ['post', 'lms/users/address', addressBody({ recipient: 'x'.repeat(101) }), 'Maksimal 100 karakter'],
      ['post', 'lms/users/address', addressBody({ label: 'x'.repeat(51) }), 'Maksimal 50 karakter'],
      ['post', 'lms/users/address', addressBody({ note: 'x'.repeat(201) }), 'Maksimal 200 karakter'],
      ['post', 'log/info', { service: 'x', short_message: 'y', message: 'z'.repeat(4001) }, 'Maksimal 4000 karakter'],
      ['post', 'lms/finance/order/add', { user_id: me.id, user_info: { ...userInfo(), name: 'n'.repeat(101) }, order: [{ type: 'lms', item_id: 1, quantity: 1 }] }, 'Maksimal 100 karakter'],
      ['post', 'lms/finance/cart/calculation', { user_id: me.id, cart: [], promo_code: 'P'.repeat(65) }, 'Maksimal 64 karakter'],
    ];
    for (const [method, path, json, message] of cases) {
      const res = await request(gw, method, `/api/${path}`, { token, json });
      expect([res.status, res.body.message], path).toEqual([400, message]);
    }
    const search = await request(gw, 'get', '/api/lms/courses', { query: { q: 'q'.repeat(101) } });
    expect([search.status, search.body.message]).toEqual([400, 'Maksimal 100 karakter']);
    const promo = await request(gw, 'get', '/api/lms/promotion/check', { query: { promo_code: 'P'.repeat(65) } });
    expect([promo.status, promo.body.message]).toEqual([400, 'Maksimal 64 karakter']);
  });

  it('a member keeps at most 100 addresses', async () => {
    const { token: b2bToken } = await signIn(gw, 'b2b@demo.test');
    const b2b = parseResult((await request(gw, 'get', '/api/lms/users/info', { token: b2bToken })).body, User);
    const [template] = await gw.db.select().from(s.addresses).where(eq(s.addresses.user_id, b2b.id));
    const have = (await gw.db.select().from(s.addresses).where(eq(s.addresses.user_id, b2b.id))).length;
    await gw.db.insert(s.addresses).values(Array.from({ length: 100 - have }, (_, i) => ({ ...template!, id: undefined, is_default: false, label: `Alamat ${i}` })));
    const res = await request(gw, 'post', '/api/lms/users/address', { token: b2bToken, json: addressBody({ district_id: '32.73.09', village_id: '32.73.09.1001', village: 'x' }) });
    expect([res.status, res.body.message]).toEqual([400, 'Jumlah alamat sudah mencapai batas 100 alamat, hapus alamat lain terlebih dahulu']);
    const list = parseResult((await request(gw, 'get', '/api/lms/users/address', { token: b2bToken, query: { limit: 100 } })).body, paged(Address));
    expect(list.count).toBe(100);
    await gw.db.delete(s.addresses).where(and(eq(s.addresses.user_id, b2b.id), eq(s.addresses.is_default, false)));
  });

  it('the public log endpoints accept one line per entry and limit the rate per client', async () => {
    // The buckets live in the database since issue 12 (shared by every app on it): start this client's afresh.
    await gw.db.delete(s.rateBuckets);
    const app = { app: createApp({ db: gw.db, config: gw.config, now: () => gw.clock.now }) };
    const line = { service: 'test', short_message: 'baris\npalsu', message: 'a\r\n[client error] palsu' };
    let accepted = 0;
    let refused: Awaited<ReturnType<typeof request>> | undefined;
    for (let i = 0; i < 200 && !refused; i++) {
      const res = await request(app, 'post', '/api/log/info', { json: line });
      if (res.status === 200) accepted++;
      else refused = res;
    }
    expect(accepted).toBe(120);
    expect([refused!.status, refused!.body.message]).toEqual([429, 'Terlalu banyak permintaan, coba lagi nanti']);
    expect(refused!.res.headers.get('Retry-After')).toBe('1');
    gw.clock.advance(1000);
    try {
      expect((await request(app, 'post', '/api/log/info', { json: line })).status).toBe(200);
    } finally {
      gw.clock.advance(-1000);
    }
  });

  it('the sign-in stand-in slows repeated failures for one e-mail from one client', async () => {
    const app = { app: createApp({ db: gw.db, config: gw.config, now: () => gw.clock.now }) };
    const attempt = (email: string, password: string) =>
      app.app.request('/sso/login', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ email, password, redirect: '/' }).toString() });
    for (let i = 0; i < 5; i++) expect((await attempt('asesor@demo.test', 'salah')).status).toBe(401);
    // The right password now waits too (it is not even checked).
    const slowed = await attempt('asesor@demo.test', 'rahasia123');
    expect(slowed.status).toBe(429);
    expect(slowed.headers.get('Retry-After')).toBe('1');
    expect(await slowed.text()).toContain('Terlalu banyak percobaan masuk. Coba lagi dalam 1 detik');
    // Another e-mail is not affected.
    expect((await attempt('b2b@demo.test', 'rahasia123')).status).toBe(302);
    gw.clock.advance(1000);
    try {
      expect((await attempt('asesor@demo.test', 'salah')).status).toBe(401);
      const longer = await attempt('asesor@demo.test', 'rahasia123');
      expect([longer.status, longer.headers.get('Retry-After')]).toEqual([429, '2']);
      gw.clock.advance(2000);
      expect((await attempt('asesor@demo.test', 'rahasia123')).status).toBe(302);
      expect((await attempt('asesor@demo.test', 'salah')).status).toBe(401);
    } finally {
      gw.clock.advance(-3000);
    }
  });

  it('the connection stays usable after a 413 (declared length and chunked)', async () => {
    const server = serve({ fetch: gw.app.fetch, port: 0 });
    await new Promise((r) => server.once('listening', r));
    const port = (server.address() as net.AddressInfo).port;
    try {
      for (const chunked of [false, true]) {
        const sock = net.connect(port, '127.0.0.1');
        let data = '';
        let closed = false;
        sock.on('data', (d) => (data += String(d)));
        sock.on('close', () => (closed = true));
        const big = Buffer.alloc(3 * 1024 * 1024, 'a');
        sock.write(
          chunked
            ? `POST /api/log/info HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n${big.length.toString(16)}\r\n`
            : `POST /api/log/info HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${big.length}\r\n\r\n`,
        );
        sock.write(big);
        if (chunked) sock.write('\r\n0\r\n\r\n');
        const until = async (ok: () => boolean) => {
          for (let i = 0; i < 100 && !ok(); i++) await new Promise((r) => setTimeout(r, 50));
        };
        await until(() => data.includes('Ukuran permintaan terlalu besar'));
        expect(data).toMatch(/^HTTP\/1.1 413/);
        sock.write('GET /api/lms/helper/area/province/32 HTTP/1.1\r\nHost: x\r\n\r\n');
        await until(() => data.includes('Jawa Barat'));
        expect(closed, chunked ? 'chunked' : 'content-length').toBe(false);
        expect(data.match(/HTTP\/1.1 \d+/g)).toEqual(['HTTP/1.1 413', 'HTTP/1.1 200']);
        sock.destroy();
      }
    } finally {
      server.close();
    }
  });
});
