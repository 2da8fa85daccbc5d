/**
 * The local stand-ins served by the gateway: sign-in site (/sso), payment provider (/snap), sister sites and
 * media placeholders — against a real in-memory database with the demo seed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { eq } from 'drizzle-orm';
import { PaymentToken, Order } from '../../api/order';
import { User } from '../../api/user';
import { decryptJson } from '../../lib/crypto';
import { createApp } from '../app';
import * as s from '../db/schema';
import { parseResult, request, signIn, startTestGateway, type TestGateway } from '../test-support';
import { safeRedirect } from './sso';
import { illustrationSvg, motifFor } from './illustrations';
import { hueOf } from './media';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
}, 180_000);
afterAll(async () => {
  await gw?.close();
});

const cookieValue = (cookies: string[], name: string) => {
  const c = cookies.find((x) => x.startsWith(`${name}=`));
  return c === undefined ? undefined : decodeURIComponent(c.slice(name.length + 1).split(';')[0]!);
};
const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});
const STANDIN_ID = 'STAND-IN LOKAL';
const STANDIN_EN = 'LOCAL STAND-IN';

describe('sign-in stand-in', () => {
  it('shows the labelled login form, keeps the redirect and says it is a local stand-in', async () => {
    const res = await gw.app.request('/sso?redirect=%2Fshopping-cart');
    const page = await res.text();
    expect(res.status).toBe(200);
    expect(page).toContain('<label for="email">Email</label>');
    expect(page).toContain('<label for="password">Password</label>');
    expect(page).toMatch(/<button[^>]*type="submit">Masuk<\/button>/);
    expect(page).toContain('href="/sso/register?redirect=%2Fshopping-cart">Daftar</a>');
    expect(page).toContain('name="redirect" value="/shopping-cart"');
    expect(page).toContain(STANDIN_ID);
    expect(page).toContain(STANDIN_EN);
  });

  it("re-renders with 'Email atau password salah' and sets no cookie on a wrong password", async () => {
    for (const fields of [
      { email: 'anggota@demo.test', password: 'salah-sekali' },
      { email: 'tidak.ada@demo.test', password: 'rahasia123' },
      { email: '', password: '' },
    ]) {
      const res = await gw.app.request('/sso/login', form({ ...fields, redirect: '/' }));
      expect(await res.text()).toContain('Email atau password salah');
      expect(res.headers.getSetCookie()).toEqual([]);
    }
  });

  it('signs in: token and encrypted user cookies for a day, then back to the redirect', async () => {
    const { res, token, cookies } = await signIn(gw, 'Anggota@Demo.test', 'rahasia123', '/shopping-cart?page=2');
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/shopping-cart?page=2');
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    for (const name of ['token', 'user']) {
      const c = cookies.find((x) => x.startsWith(`${name}=`))!;
      expect(c).toContain('Max-Age=86400');
      expect(c).toContain('Path=/');
      expect(c).toContain('SameSite=Lax');
      expect(c).not.toContain('Domain=');
      expect(c).not.toContain('Secure');
    }
    const user = await decryptJson(cookieValue(cookies, 'user'), gw.config.cookieKey);
    const parsed = v.parse(User, user);
    const info = parseResult((await request(gw, 'get', '/api/lms/users/info', { token })).body, User);
    expect(parsed).toEqual(info);
    expect(parsed.email).toBe('anggota@demo.test');
    expect(parsed.address?.default).toBe(true);
  });

  it('adds Domain and Secure when COOKIE_DOMAIN is set and PUBLIC_URL is https', async () => {
    const app = createApp({ db: gw.db, config: { ...gw.config, cookieDomain: '.kursus.example', publicUrl: 'https://kursus.example' } });
    const res = await app.request('/sso/login', form({ email: 'anggota@demo.test', password: 'rahasia123', redirect: 'https://kursus.example/orders' }));
    expect(res.headers.get('Location')).toBe('https://kursus.example/orders');
    for (const c of res.headers.getSetCookie()) {
      expect(c).toContain('Domain=.kursus.example');
      expect(c).toContain('Secure');
    }
  });

  it('only redirects to relative or same-origin targets', () => {
    const origin = 'http://localhost:5173';
    expect(safeRedirect('/orders?page=2', origin)).toBe('/orders?page=2');
    expect(safeRedirect('http://localhost:5173/cart', origin)).toBe('http://localhost:5173/cart');
    expect(safeRedirect('https://evil.example/', origin)).toBe('/');
    expect(safeRedirect('//evil.example/x', origin)).toBe('/');
    expect(safeRedirect('/\\evil.example', origin)).toBe('/');
    expect(safeRedirect('javascript:alert(1)', origin)).toBe('/');
    expect(safeRedirect(undefined, origin)).toBe('/');
    expect(safeRedirect('/a\r\nSet-Cookie: x=1', origin)).toBe('/');
  });

  it('registers a b2c tier-3 member with role user and signs them in; refuses a taken e-mail and short passwords', async () => {
    const short = await gw.app.request('/sso/register', form({ firstname: 'Rina', lastname: 'Wati', email: 'rina@contoh.test', password: 'pendek', redirect: '/' }));
    expect(await short.text()).toContain('Password minimal 8 karakter');
    const res = await gw.app.request('/sso/register', form({ firstname: 'Rina', lastname: 'Wati', email: 'Rina@Contoh.test', password: 'rahasia-baru', redirect: '/my-courses' }));
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/my-courses');
    const token = cookieValue(res.headers.getSetCookie(), 'token')!;
    const user = parseResult((await request(gw, 'get', '/api/lms/users/info', { token })).body, User);
    expect(user).toMatchObject({ email: 'rina@contoh.test', firstname: 'Rina', type: 'b2c', tier: 3, address: null });
    expect(user.role_data.map((r) => [r.role_id, r.role_name])).toEqual([[2, 'user']]);
    const taken = await gw.app.request('/sso/register', form({ firstname: 'R', lastname: '', email: 'rina@contoh.test', password: 'rahasia-baru', redirect: '/' }));
    expect(await taken.text()).toContain('Email sudah terdaftar');
    const again = await signIn(gw, 'rina@contoh.test', 'rahasia-baru');
    expect(again.res.status).toBe(302);
  });

  it('signs out: both cookies cleared and the token refused', async () => {
    const { token } = await signIn(gw, 'b2b@demo.test');
    const res = await gw.app.request('/sso/logout?redirect=/', { headers: { Cookie: `token=${token}` } });
    expect(res.status).toBe(302);
    const cookies = res.headers.getSetCookie();
    expect(cookies.filter((c) => /^(token|user)=;/.test(c) && c.includes('Max-Age=0'))).toHaveLength(2);
    expect((await request(gw, 'get', '/api/lms/users/info', { token })).status).toBe(401);
  });
});

describe('payment provider stand-in', () => {
  let token: string;
  let userId: number;
  const orderFor = async (slug: string) => {
    const [course] = await gw.db.select().from(s.courses).where(eq(s.courses.slug, slug));
    const add = await request(gw, 'post', '/api/lms/finance/order/add', {
      token,
      json: { user_id: userId, user_info: { id: userId, name: 'Siti', email: 'anggota@demo.test', phone: '081234567890' }, order: [{ type: 'lms', item_id: course!.id, quantity: 1 }] },
    });
    const invoice = parseResult(add.body, v.object({ invoice: v.string() })).invoice;
    const logistic = { name: 'BDX', rate: 'regular', rate_id: 0, distance: 0, must_insurance: false, insurance_applied: false, insurance_fee: 0, price: 0 };
    const pay = await request(gw, 'post', '/api/lms/finance/order/payment', {
      token,
      json: { invoice, user_id: userId, user_info: { id: userId, name: 'Siti', email: 'anggota@demo.test', phone: '081234567890' }, recipient: null, logistic },
    });
    return { invoice, payToken: parseResult(pay.body, PaymentToken).token, price: course!.price };
  };
  const detail = async (invoice: string) =>
    parseResult((await request(gw, 'get', '/api/lms/finance/transaction/detail', { token, query: { user_id: userId, invoice } })).body, Order);
  const act = async (payToken: string, action: string) => {
    const res = await gw.app.request(`/snap/pay/${payToken}/${action}`, { method: 'POST' });
    return { status: res.status, body: (await res.json()) as { result: string; payload: Record<string, unknown> | null } };
  };

  beforeAll(async () => {
    token = (await signIn(gw, 'anggota@demo.test')).token;
    userId = parseResult((await request(gw, 'get', '/api/lms/users/info', { token })).body, User).id;
  });

  it('serves snap.js reading data-client-key', async () => {
    const res = await gw.app.request('/snap/snap.js');
    expect(res.headers.get('Content-Type')).toContain('javascript');
    const js = await res.text();
    expect(js).toContain('data-client-key');
    expect(js).toContain('window.snap');
  });

  it('shows the invoice, the amount and the four buttons', async () => {
    const { invoice, payToken, price } = await orderFor('tiramisu-tanpa-oven');
    const page = await (await gw.app.request(`/snap/pay/${payToken}`)).text();
    expect(page).toContain(invoice);
    expect(page).toContain(`Rp ${new Intl.NumberFormat('id-ID').format(price)}`);
    for (const label of ['Bayar', 'Bayar Nanti', 'Gagal', 'Tutup']) expect(page).toMatch(new RegExp(`>${label}</button>`));
    expect(page).toContain(STANDIN_ID);
    expect(page).toContain(STANDIN_EN);
  });

  it('pending then pay: the same notification path as the provider, ending at status 3', async () => {
    const { invoice, payToken } = await orderFor('soto-betawi-kuah-santan');
    const pending = await act(payToken, 'pending');
    expect(pending.body.result).toBe('pending');
    expect(pending.body.payload).toMatchObject({ transaction_status: 'pending', order_id: invoice, payment_type: 'bank_transfer', status_code: '201' });
    const waiting = await detail(invoice);
    expect(waiting).toMatchObject({ status_code: 2, payment_type: 'bank_transfer', bank_name: 'bca' });
    expect(waiting.va_number).toMatch(/^\d{10,}$/);

    const paid = await act(payToken, 'pay');
    expect(paid.body.result).toBe('success');
    expect(paid.body.payload).toMatchObject({ transaction_status: 'settlement', status_code: '200', order_id: invoice, gross_amount: `${waiting.amount}.00` });
    expect((paid.body.payload!.va_numbers as Array<{ va_number: string }>)[0]!.va_number).toBe(waiting.va_number);
    expect((await detail(invoice)).status_code).toBe(3);
    const stored = await gw.db.select().from(s.paymentNotifications).where(eq(s.paymentNotifications.invoice, invoice));
    expect(stored.map((n) => n.transaction_status).sort()).toEqual(['pending', 'settlement']);

    const twice = await act(payToken, 'pay');
    expect(twice.body.result).toBe('error');
    expect((await gw.app.request(`/snap/pay/${payToken}`)).status).toBe(404);
  });

  it('fail → payment failed (9), close changes nothing, an unknown token answers error', async () => {
    const { invoice, payToken } = await orderFor('gudeg-jogja-manis-legit');
    expect((await act(payToken, 'close')).body.result).toBe('close');
    expect((await detail(invoice)).status_code).toBe(2);
    expect((await act(payToken, 'fail')).body.result).toBe('error');
    expect((await detail(invoice)).status_code).toBe(9);

    const unknown = await gw.app.request(`/snap/pay/${'0'.repeat(48)}`);
    const text = await unknown.text();
    expect(unknown.status).toBe(404);
    expect(text).toContain('Token pembayaran tidak dikenal');
    expect(text).not.toContain('data-action="pay"');
    expect((await act('0'.repeat(48), 'pay')).body.result).toBe('error');
  });
});

describe('sister sites and media', () => {
  it.each(['/lms-site/category/pastry', '/store-site/ecom/search', '/backoffice', '/media-site/resep', '/community-site'])('answers a stand-in page for %s', async (path) => {
    const res = await gw.app.request(`${path}?q=1`);
    const page = await res.text();
    expect(res.status).toBe(200);
    expect(page).toContain(STANDIN_ID);
    expect(page).toContain(STANDIN_EN);
    expect(page).toContain('href="/"');
    const rest = path.replace(/^\/(lms-site|store-site|backoffice|media-site|community-site)/, '') || '/';
    expect(page).toContain(`${rest}?q=1`);
  });

  it('draws an illustration that fits the item (its category and slug), with no text on it and a cache header', async () => {
    const res = await gw.app.request('/media/course/bolu-pandan-lembut-anti-gagal.svg');
    expect(res.headers.get('Content-Type')).toContain('image/svg+xml');
    expect(res.headers.get('Cache-Control')).toContain('max-age=');
    const svg = await res.text();
    expect(svg).toMatch(/^<svg [^>]*width="640" height="400"/);
    // The title is the page's to say (alt or the card's heading): no text on the picture.
    expect(svg).not.toMatch(/<text|Bolu Pandan|KURSUS/);
    expect(svg).toBe(illustrationSvg('course', 'pastry', 'bolu-pandan-lembut-anti-gagal'));
    // The seeded product's category chooses its motif: a flour sack for a 'tepung' product, a chocolate bar for 'cokelat'.
    const flour = await (await gw.app.request('/media/product/tepung-terigu-protein-tinggi-cakra-kembar-1-kg.svg')).text();
    expect(flour).toBe(illustrationSvg('product', 'tepung', 'tepung-terigu-protein-tinggi-cakra-kembar-1-kg'));
    expect(motifFor('product', 'tepung', 'tepung-terigu-protein-tinggi-cakra-kembar-1-kg')).toBe('sack');
    expect(motifFor('product', 'cokelat', 'cokelat-batang-dark-1-kg')).toBe('chocolate');
    expect(motifFor('course', 'masakan-tradisional', 'soto-betawi-kuah-santan')).toBe('soup');
    expect(motifFor('course', 'pastry', 'croissant-renyah-ala-prancis')).toBe('croissant');
    expect(illustrationSvg('course', 'pastry', 'a')).not.toBe(illustrationSvg('course', 'pastry', 'b'));
    for (const path of ['/media/blog/resep-bolu.svg', '/media/person/maya-lestari.svg', '/media/gallery/kelas-1.svg', '/media/event/workshop.svg', '/media/logistic/jne.svg']) {
      expect((await gw.app.request(path)).status, path).toBe(200);
    }
    expect((await gw.app.request('/media/unknown/x.svg')).status).toBe(404);
    expect((await gw.app.request('/media/course/<script>.svg')).status).toBe(404);
    expect(hueOf('a')).not.toBe(hueOf('b'));
  });
});
