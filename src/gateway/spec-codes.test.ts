/**
 * Every error code of commerce spec §8 that the gateway answers, with the exact message, on each route where a
 * member can meet it: promo codes on check, calculation and order (403/404/422/423/424/433), cart add (404/436),
 * wishlist (403 for courses and products), order payment (404 unknown or already processed, 422 incomplete
 * profile). In-memory PGlite with the demo seed (src/gateway/test-support.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { eq } from 'drizzle-orm';
import { Calculation } from '../api/cart';
import { Promo } from '../api/promo';
import { User } from '../api/user';
import * as s from './db/schema';
import { parseResult, request, signIn, startTestGateway, type TestGateway } from './test-support';

let gw: TestGateway;
let token: string;
let me: v.InferOutput<typeof User>;
let bdg: { id: number; code: string; latitude: number; longitude: number };
const courseIds = new Map<string, number>();
const productIds = new Map<string, number>();

const call = (method: string, path: string, opts: Parameters<typeof request>[3] = {}) => request(gw, method, `/api/${path}`, { token, ...opts });
const courseId = (slug: string) => courseIds.get(slug) ?? (() => { throw new Error(`no course ${slug}`); })();
const productId = (slug: string) => productIds.get(slug) ?? (() => { throw new Error(`no product ${slug}`); })();
const FLOUR = 'tepung-terigu-protein-tinggi-cakra-kembar-1-kg';
const SOLD_OUT = 'kismis-hitam-250-g';
const RENDANG = 'rendang-padang-autentik';
const CROISSANT = 'croissant-renyah-ala-prancis';

beforeAll(async () => {
  gw = await startTestGateway();
  token = (await signIn(gw, 'anggota@demo.test')).token;
  me = parseResult((await call('get', 'lms/users/info')).body, User);
  const [w] = await gw.db.select().from(s.warehouses).where(eq(s.warehouses.code, 'WH-BDG'));
  bdg = { id: w!.id, code: w!.code, latitude: w!.latitude!, longitude: w!.longitude! };
  for (const c of await gw.db.select({ id: s.courses.id, slug: s.courses.slug }).from(s.courses)) courseIds.set(c.slug, c.id);
  for (const p of await gw.db.select({ id: s.products.id, slug: s.products.slug }).from(s.products)) productIds.set(p.slug, p.id);
}, 180_000);
afterAll(async () => {
  await gw?.close();
});

type Line = { type: 'lms' | 'ecom'; item_id: number; quantity: number };
const userInfo = () => ({ id: me.id, name: `${me.firstname} ${me.lastname}`, email: me.email, phone: me.no_telp });
const warehouse = () => ({ id: bdg.id, code: bdg.code, address: 'Bandung', phone: '022', area_id: '1', latitude: bdg.latitude, longitude: bdg.longitude });
const calc = (cart: Line[], promo_code: string) =>
  call('post', 'lms/finance/cart/calculation', { json: { user_id: me.id, price_type: 'b2c', price_tier: 3, warehouse_id: bdg.id, cart, promo_code } });
const addOrder = (order: Line[], promo_code = '') =>
  call('post', 'lms/finance/order/add', { json: { user_id: me.id, user_info: userInfo(), price_type: 'b2c', price_tier: 3, warehouse: warehouse(), order, promo_code } });
const courseOnlyLogistic = { name: 'BDX', rate: 'regular', rate_id: 0, distance: 0, must_insurance: false, insurance_applied: false, insurance_fee: 0, price: 0 };

const PROMO_CODES: Array<[string, number, string]> = [
  ['HABIS', 403, 'Promo sudah habis'],
  ['TIDAKADA', 404, 'Promo tidak ditemukan'],
  ['NONAKTIF', 422, 'Promo tidak aktif'],
  ['BELUMMULAI', 423, 'Promo belum dimulai'],
  ['KADALUARSA', 424, 'Promo sudah kadarluarsa'],
];

describe('promo check (commerce §8 "Promo check")', () => {
  it.each(PROMO_CODES)('%s → %i %s (status, code and message agree)', async (promo_code, status, message) => {
    const res = await call('get', 'lms/promotion/check', { query: { promo_code } });
    expect([res.status, res.body.status, res.body.code, res.body.message, res.body.result]).toEqual([status, false, status, message, null]);
  });
  it('a usable code answers its price (never Rp 0 for a seeded usable promo)', async () => {
    const res = await call('get', 'lms/promotion/check', { query: { promo_code: 'HEMAT50' } });
    expect(parseResult(res.body, Promo).promo_price).toBe(50_000);
  });
  it('the code is required', async () => {
    const res = await call('get', 'lms/promotion/check', { query: { promo_code: '' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Kode promo harus diisi');
  });
});

describe('cart calculation (commerce §8 "Cart calculation")', () => {
  it.each(PROMO_CODES)('an unusable promo %s → %i %s', async (promo_code, status, message) => {
    const res = await calc([{ type: 'lms', item_id: courseId(CROISSANT), quantity: 1 }], promo_code);
    expect([res.status, res.body.code, res.body.message]).toEqual([status, status, message]);
  });
  it("433 'Promo hanya berlaku untuk kursus saja' for a course promo with only products selected", async () => {
    const res = await calc([{ type: 'ecom', item_id: productId(FLOUR), quantity: 1 }], 'KURSUSSAJA');
    expect([res.status, res.body.code, res.body.message]).toEqual([433, 433, 'Promo hanya berlaku untuk kursus saja']);
  });
  it("404 'Promo tidak ditemukan atau tidak sesuai kursus yang dipilih' when the promo's course is not selected", async () => {
    const res = await calc([{ type: 'lms', item_id: courseId(CROISSANT), quantity: 1 }], 'KHUSUS');
    expect([res.status, res.body.code, res.body.message]).toEqual([404, 404, 'Promo tidak ditemukan atau tidak sesuai kursus yang dipilih']);
  });
  it('without a promo the same selection calculates', async () => {
    const res = await calc([{ type: 'lms', item_id: courseId(CROISSANT), quantity: 1 }], '');
    expect(parseResult(res.body, Calculation).discount_promo).toBe(0);
  });
});

describe('order add from the cart (commerce §8, the promo and item codes again)', () => {
  it.each(PROMO_CODES)('promo %s → %i %s, no order', async (promo_code, status, message) => {
    const res = await addOrder([{ type: 'lms', item_id: courseId(RENDANG), quantity: 1 }], promo_code);
    expect([res.status, res.body.message]).toEqual([status, message]);
  });
  it("433 for a course promo on products only; 404 'Item tidak diketahui'; 436 'Item stok sudah habis'", async () => {
    const only = await addOrder([{ type: 'ecom', item_id: productId(FLOUR), quantity: 1 }], 'KURSUSSAJA');
    expect([only.status, only.body.message]).toEqual([433, 'Promo hanya berlaku untuk kursus saja']);
    const unknown = await addOrder([{ type: 'lms', item_id: 987654, quantity: 1 }]);
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Item tidak diketahui']);
    const soldOut = await addOrder([{ type: 'ecom', item_id: productId(SOLD_OUT), quantity: 1 }]);
    expect([soldOut.status, soldOut.body.code, soldOut.body.message]).toEqual([436, 436, 'Item stok sudah habis']);
  });
});

describe('cart add (commerce §8 "Cart add")', () => {
  const add = (carts: Line[]) =>
    call('post', 'lms/finance/cart/add', { json: { user_id: me.id, warehouse_id: bdg.id, price_type: 'b2c', price_tier: 3, carts, update_cart: true } });
  it("404 'Item tidak diketahui' for an unknown course and an unknown product", async () => {
    for (const line of [{ type: 'lms' as const, item_id: 987654, quantity: 1 }, { type: 'ecom' as const, item_id: 987654, quantity: 1 }]) {
      const res = await add([line]);
      expect([res.status, res.body.code, res.body.message]).toEqual([404, 404, 'Item tidak diketahui']);
    }
  });
  it("436 'Item stok sudah habis' for a sold-out product", async () => {
    const res = await add([{ type: 'ecom', item_id: productId(SOLD_OUT), quantity: 1 }]);
    expect([res.status, res.body.code, res.body.message]).toEqual([436, 436, 'Item stok sudah habis']);
  });
});

describe('wishlist from the cart (commerce §8 "Wishlist")', () => {
  it("a product: added with 'Item ditambahkan ke dalam wishlist', again → 403 'Item sudah ada di wishlist'", async () => {
    const body = { type: 'ecom', product_id: productId(FLOUR), user_id: me.id, pricelist_tier: 3, pricelist_type: 'b2c', warehouse_id: bdg.id };
    const first = await call('post', 'lms/component/wishlist/store', { json: body });
    expect([first.status, first.body.message]).toEqual([200, 'Item ditambahkan ke dalam wishlist']);
    const again = await call('post', 'lms/component/wishlist/store', { json: body });
    expect([again.status, again.body.code, again.body.message]).toEqual([403, 403, 'Item sudah ada di wishlist']);
  });
});

describe('order payment (commerce §8 "Order payment")', () => {
  const pay = (invoice: string, asToken = token, user = userInfo()) =>
    request(gw, 'post', '/api/lms/finance/order/payment', {
      token: asToken,
      json: { invoice, user_id: user.id, user_info: user, recipient: null, promo_code: '', logistic: courseOnlyLogistic },
    });

  it("404 'Invoice tidak ditemukan atau order sudah diproses' for an unknown invoice and for a paid one", async () => {
    const unknown = await pay('INV-TIDAK-ADA');
    expect([unknown.status, unknown.body.code, unknown.body.message]).toEqual([404, 404, 'Invoice tidak ditemukan atau order sudah diproses']);

    const added = await addOrder([{ type: 'lms', item_id: courseId(RENDANG), quantity: 1 }]);
    const invoice = parseResult(added.body, v.object({ invoice: v.string() })).invoice;
    await gw.db.update(s.orders).set({ status_code: 3 }).where(eq(s.orders.invoice, invoice));
    const paid = await pay(invoice);
    expect([paid.status, paid.body.message]).toEqual([404, 'Invoice tidak ditemukan atau order sudah diproses']);
  });

  it('422 when the member profile has no phone number (the client then goes to profile edit)', async () => {
    const { token: b2b } = await signIn(gw, 'b2b@demo.test');
    const b2bUser = parseResult((await request(gw, 'get', '/api/lms/users/info', { token: b2b })).body, User);
    const info = { id: b2bUser.id, name: 'Budi', email: b2bUser.email, phone: '' };
    const add = await request(gw, 'post', '/api/lms/finance/order/add', {
      token: b2b,
      json: { user_id: b2bUser.id, user_info: info, order: [{ type: 'lms', item_id: courseId(RENDANG), quantity: 1 }] },
    });
    expect(add.status).toBe(200);
    const invoice = parseResult(add.body, v.object({ invoice: v.string() })).invoice;
    await gw.db.update(s.users).set({ no_telp: '' }).where(eq(s.users.id, b2bUser.id));
    try {
      const res = await pay(invoice, b2b, info);
      expect([res.status, res.body.code, res.body.message]).toEqual([422, 422, 'No telepon belum diisi, lengkapi profil kamu terlebih dahulu']);
    } finally {
      await gw.db.update(s.users).set({ no_telp: b2bUser.no_telp }).where(eq(s.users.id, b2bUser.id));
    }
  });
});
