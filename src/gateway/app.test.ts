/**
 * The gateway's /api contract against a real (in-memory) PGlite database with the demo seed. Every success
 * answer is parsed with the result schema from src/api, so any drift from the contract fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { and, count, eq } from 'drizzle-orm';
import { City, District, Province, Village } from '../api/area';
import { Calculation, Cart } from '../api/cart';
import { CourseList, Course, Product, Sitemap, Zone } from '../api/catalogue';
import { StoreBrand, StoreCategory } from '../api/store';
import { paged } from '../api/envelope';
import { EnrolledCourse } from '../api/my-course';
import { Order, PaymentToken } from '../api/order';
import { Promo } from '../api/promo';
import { Pricing, Rates } from '../api/shipper';
import { Address, User } from '../api/user';
import * as s from './db/schema';
import { notificationSignature } from './services/payment-notification';
import { expectNoServerErrors, parseResult, request, signIn, startTestGateway, type TestGateway } from './test-support';

let gw: TestGateway;
let token: string; // anggota@demo.test
let me: v.InferOutput<typeof User>;
let bdg: { id: number; code: string; latitude: number; longitude: number };
const ids = { course: new Map<string, number>(), product: new Map<string, number>() };

const call = (method: string, path: string, opts: Parameters<typeof request>[3] = {}) =>
  request(gw, method, `/api/${path}`, { token, ...opts });

beforeAll(async () => {
  gw = await startTestGateway();
  token = (await signIn(gw, 'anggota@demo.test')).token;
  me = parseResult((await call('get', 'lms/users/info')).body, User);
  const [w] = await gw.db.select().from(s.warehouses).where(eq(s.warehouses.code, 'WH-BDG'));
  bdg = { id: w!.id, code: w!.code, latitude: w!.latitude!, longitude: w!.longitude! };
  for (const c of await gw.db.select({ id: s.courses.id, slug: s.courses.slug }).from(s.courses)) ids.course.set(c.slug, c.id);
  for (const p of await gw.db.select({ id: s.products.id, slug: s.products.slug }).from(s.products)) ids.product.set(p.slug, p.id);
}, 180_000);
afterAll(async () => {
  await gw?.close();
});

const courseId = (slug: string) => {
  const id = ids.course.get(slug);
  if (!id) throw new Error(`no course ${slug}`);
  return id;
};
const productId = (slug: string) => {
  const id = ids.product.get(slug);
  if (!id) throw new Error(`no product ${slug}`);
  return id;
};
/** A product in stock at Bandung. */
const FLOUR = 'tepung-terigu-protein-tinggi-cakra-kembar-1-kg';

describe('authentication', () => {
  it.each([
    ['no token', undefined],
    ['an unknown token', 'ab'.repeat(32)],
    ['a malformed token', 'not a token'],
  ])('answers 401 token not found for %s', async (_name, t) => {
    const { status, body } = await request(gw, 'get', '/api/lms/users/info', t ? { token: t } : {});
    expect(status).toBe(401);
    expect(body).toEqual({ status: false, code: 401, message: 'token not found on auth service', result: null });
  });

  it('answers 401 once the session is older than a day', async () => {
    const { token: shortLived } = await signIn(gw, 'b2b@demo.test');
    expect((await request(gw, 'get', '/api/lms/users/info', { token: shortLived })).status).toBe(200);
    gw.clock.advance(86_400_000 + 1000);
    try {
      const { status, body } = await request(gw, 'get', '/api/lms/users/info', { token: shortLived });
      expect(status).toBe(401);
      expect(body.message).toBe('token not found on auth service');
    } finally {
      gw.clock.advance(-(86_400_000 + 1000));
    }
  });

  it("refuses another member's user_id with 403", async () => {
    const { status, body } = await call('get', 'lms/finance/cart', { query: { user_id: me.id + 1 } });
    expect(status).toBe(403);
    expect(body.status).toBe(false);
    expect(body.message).toMatch(/user_id/);
  });

  it('refuses a wrong application key but accepts the configured one', async () => {
    expect((await call('get', 'lms/users/info', { headers: { 'X-Authorization': 'wrong' } })).status).toBe(401);
    expect((await call('get', 'lms/users/info', { headers: { 'X-Authorization': gw.config.appKey } })).status).toBe(200);
  });
});

describe('malformed input never reaches a handler', () => {
  const cases: Array<[string, string, string, Parameters<typeof request>[3], RegExp | string]> = [
    ['invalid JSON', 'post', 'lms/finance/cart/add', { raw: '{"user_id": 1,' }, 'Body harus berupa JSON yang valid'],
    ['an empty body', 'post', 'lms/finance/cart/calculation', { raw: '' }, 'Body harus berupa JSON yang valid'],
    ['a JSON array body', 'post', 'lms/finance/order/add', { json: [1, 2] }, 'user_id harus diisi'],
    ['user_id as text', 'post', 'lms/finance/cart/add', { json: { user_id: 'abc', carts: [{ type: 'lms', item_id: 1, quantity: 1 }] } }, /user_id/],
    ['missing carts', 'post', 'lms/finance/cart/add', { json: { user_id: 1 } }, /carts/],
    ['an empty cart list', 'post', 'lms/finance/cart/add', { json: { user_id: 1, carts: [] } }, 'carts harus diisi'],
    ['an unknown item type', 'post', 'lms/finance/cart/calculation', { json: { user_id: 1, cart: [{ type: 'book', item_id: 1, quantity: 1 }] } }, /type/],
    ['quantity as text', 'post', 'lms/finance/cart/calculation', { json: { user_id: 1, cart: [{ type: 'ecom', item_id: 1, quantity: 'dua' }] } }, 'quantity harus angka'],
    ['a short address', 'post', 'lms/users/address', { json: { label: 'Rumah', recipient: 'A', address: 'pendek', phone: '08123456789', district_id: '32.73.19', village_id: '32.73.19.1001', village: 'X', postcode: '40111', latitude: null, longitude: null } }, 'Alamat minimal 8 karakter'],
    ['an empty label', 'post', 'lms/users/address', { json: { label: ' ', recipient: 'A', address: 'Jalan panjang 1', phone: '08123456789', district_id: '32.73.19', village_id: '32.73.19.1001', village: 'X', postcode: '40111', latitude: null, longitude: null } }, 'Label Alamat harus diisi'],
    ['a letter in the phone', 'post', 'lms/users/address', { json: { label: 'R', recipient: 'A', address: 'Jalan panjang 1', phone: '0812x4567', district_id: '32.73.19', village_id: '32.73.19.1001', village: 'X', postcode: '40111', latitude: null, longitude: null } }, 'No Telepon harus angka'],
    ['a text limit', 'get', 'lms/courses', { query: { limit: 'sepuluh' } }, /limit/],
    ['page 0', 'get', 'lms/courses', { query: { page: 0 } }, /page/],
    ['an unknown order', 'get', 'lms/courses', { query: { order: 'random' } }, /order/],
    ['a broken category list', 'get', 'lms/courses', { query: { category_id: '[1,' } }, /category_id/],
    ['a missing province_id', 'get', 'lms/helper/area/city', {}, /province_id/],
    ['a bad province id', 'get', 'lms/helper/area/city', { query: { province_id: 'x;drop' } }, 'province_id kode wilayah tidak valid'],
    ['a missing warehouse', 'get', 'store/product', {}, /warehouse/],
    ['an empty promo code', 'get', 'lms/promotion/check', { query: { promo_code: '  ' } }, 'Kode promo harus diisi'],
    ['a status list of words', 'get', 'lms/finance/transaction', { query: { user_id: 1, status: '["a"]' } }, /status/],
    ['a pricing request without items', 'post', 'shipper/domestic/pricing', { json: { destination: { area_id: 1, address: 'x', lat: -6.9, lng: 107.6 }, store_address: { code: 'WH-BDG', lat: -6.9, lng: 107.6 }, items: [] } }, 'items harus diisi'],
    ['a latitude out of range', 'post', 'shipper/domestic/rate', { json: { rate_type: 'regular', destination: { area_id: 1, address: 'x', lat: 200, lng: 107.6 }, store_address: { code: 'WH-BDG', lat: -6.9, lng: 107.6 }, items: [{ quantity: 1, weight: 1, height: 1, width: 1, length: 1, price: 1 }] } }, /lat/],
    ['a notification without signature', 'post', 'payment/notification', { json: { order_id: 'INV-1', status_code: '200', gross_amount: '1000.00', transaction_status: 'settlement' } }, 'signature_key harus diisi'],
    ['a payment without logistic', 'post', 'lms/finance/order/payment', { json: { invoice: 'INV-1', user_id: 1, user_info: { id: 1, name: 'a', email: 'a', phone: '1' }, recipient: null } }, /logistic/],
  ];
  it.each(cases)('answers 400 with a message for %s', async (_name, method, path, opts, message) => {
    const { status, body } = await call(method, path, opts);
    expect(status).toBe(400);
    expect(body.status).toBe(false);
    expect(body.code).toBe(400);
    if (typeof message === 'string') expect(body.message).toBe(message);
    else expect(body.message).toMatch(message);
  });

  // Ids in paths are ones no member owns, so this walk changes nothing the later tests rely on.
  it('never answers 500 to junk on any route', async () => {
    const routes: Array<[string, string]> = [
      ['get', 'lms/helper/area/province'], ['get', 'lms/helper/area/city'], ['get', 'lms/helper/area/district'], ['get', 'lms/helper/area/vilage'],
      ['get', 'lms/helper/area/vilage/%E0%A4%A'], ['get', 'lms/courses'], ['get', 'lms/courses/popular'], ['get', 'lms/courses/%00'],
      ['get', 'lms/courses/99999999999'], ['get', 'lms/users/address/99999999999'], ['post', 'lms/users/default_address/99999999999'],
      ['get', 'store/product'], ['get', 'store/zone'], ['get', 'lms/helper/settings/site_map'], ['get', 'lms/users/info'],
      ['get', 'lms/users/address'], ['post', 'lms/users/address'], ['put', 'lms/users/address/999999'], ['delete', 'lms/users/address/999999'],
      ['post', 'lms/users/default_address/999999'], ['get', 'lms/users/my_course'], ['get', 'lms/finance/cart'], ['post', 'lms/finance/cart/add'],
      ['delete', 'lms/finance/cart/delete'], ['post', 'lms/finance/cart/calculation'], ['get', 'lms/promotion/check'], ['get', 'lms/promotion'],
      ['post', 'lms/finance/order/add'], ['post', 'lms/finance/order/payment'], ['get', 'lms/finance/transaction'],
      ['get', 'lms/finance/transaction/detail'], ['post', 'shipper/domestic/pricing'], ['post', 'shipper/domestic/rate'],
      ['post', 'payment/notification'], ['post', 'lms/component/wishlist/store'], ['delete', 'lms/component/wishlist/delete/999999'],
      ['post', 'log/info'], ['post', 'log/error'], ['post', 'lms/admin/order/status'],
    ];
    const bodies = [
      'null',
      '"x"',
      '{}',
      '[]',
      '{"user_id":-1,"carts":[{}],"cart":null}',
      `{"user_id":${me.id},"invoice":{"a":1},"order":[{"type":"lms","item_id":1e309,"quantity":-1}]}`,
      `{"user_id":${me.id},"carts":[{"type":"ecom","item_id":99999999999,"quantity":1}],"cart":[{"type":"lms","item_id":99999999999,"quantity":1}],"warehouse_id":99999999999,"cart_id":[99999999999],"product_id":99999999999,"type":"course"}`,
      `{"user_id":${me.id},"label":"a\\u0000b","promo_code":"\\u0000","invoice":"\\u0000","service":"\\u0000","short_message":"x","message":""}`,
    ];
    const queries = [
      '',
      '?limit=-5&page=abc&status=%5B&user_id=1.5',
      `?user_id=${me.id}&province_id=32&city_id=32.73&warehouse=999999&invoice=%25&promo_code=%25%27`,
      `?user_id=${me.id}&warehouse=99999999999&warehouse_id=99999999999&q=%00&invoice=%00&promo_code=%00&province=%00&city=x&district=y&key=%00&status=[99999999999]&course_id=[99999999999]&category_id=[99999999999]`,
    ];
    await expectNoServerErrors(gw, token, { routes, queries, bodies });
  });

  it('answers 404 envelopes for unknown routes and ids', async () => {
    expect((await call('get', 'lms/tidak-ada')).body).toEqual({ status: false, code: 404, message: 'Data tidak ditemukan', result: null });
    expect((await call('get', 'lms/users/address/abc')).status).toBe(404);
    expect((await call('get', 'lms/users/address/999999')).status).toBe(404);
    expect((await call('delete', 'lms/component/wishlist/delete/0')).status).toBe(404);
  });
});

describe('area', () => {
  it('walks Jawa Barat → Kota Bandung → a district → its villages by names', async () => {
    const provinces = parseResult((await call('get', 'lms/helper/area/province', { token: undefined })).body, v.array(Province));
    const names = provinces.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const jabar = provinces.find((p) => p.name === 'Jawa Barat')!;
    expect(jabar.id).toBe('32');

    const cities = parseResult((await call('get', 'lms/helper/area/city', { query: { province_id: jabar.id } })).body, v.array(City));
    const bandung = cities.find((c) => c.name === 'Kota Bandung')!;
    expect(bandung).toMatchObject({ id: '32.73', province: { id: '32', name: 'Jawa Barat' } });

    const districts = parseResult((await call('get', 'lms/helper/area/district', { query: { city_id: bandung.id } })).body, v.array(District));
    expect(districts.length).toBeGreaterThan(20);
    expect(districts.every((d) => d.city.id === '32.73')).toBe(true);
    const district = districts[0]!;

    const villages = parseResult(
      (await call('get', 'lms/helper/area/vilage', { query: { province: 'jawa barat', city: 'KOTA BANDUNG', district: district.name } })).body,
      v.array(Village),
    );
    expect(villages.length).toBeGreaterThan(0);
    expect(villages.every((x) => x.district_id === district.id && /^\d{5}$/.test(x.postcode))).toBe(true);

    const one = parseResult((await call('get', `lms/helper/area/vilage/${villages[0]!.id}`)).body, Village);
    expect(one).toEqual(villages[0]);
    expect(parseResult((await call('get', `lms/helper/area/district/${district.id}`)).body, District).name).toBe(district.name);
    expect(parseResult((await call('get', 'lms/helper/area/city/32.73')).body, City).name).toBe('Kota Bandung');
    expect(parseResult((await call('get', 'lms/helper/area/province/32')).body, Province).name).toBe('Jawa Barat');
  });

  it('honours order, sort and limit', async () => {
    const rows = parseResult((await call('get', 'lms/helper/area/province', { query: { order: 'id', sort: 'desc', limit: 3 } })).body, v.array(Province));
    expect(rows).toHaveLength(3);
    expect(rows.map((r) => r.id)).toEqual(rows.map((r) => r.id).sort().reverse());
  });

  it("answers 404 'Data tidak ditemukan' for unknown ids and names", async () => {
    for (const path of ['lms/helper/area/province/99', 'lms/helper/area/city/32.99', 'lms/helper/area/vilage/32.73.19.9999']) {
      const { status, body } = await call('get', path);
      expect([status, body.message]).toEqual([404, 'Data tidak ditemukan']);
    }
    const byName = await call('get', 'lms/helper/area/vilage', { query: { province: 'Jawa Barat', city: 'Kota Atlantis', district: 'X' } });
    expect(byName.status).toBe(404);
  });
});

describe('catalogue', () => {
  it('lists active courses with paging, category filter and sorting', async () => {
    const page = parseResult((await call('get', 'lms/courses', { token: undefined, query: { limit: 5, page: 2, order: 'title', sort: 'asc' } })).body, CourseList);
    expect(page).toMatchObject({ page: 2, limit: 5 });
    expect(page.data).toHaveLength(5);
    expect(page.pages).toBe(Math.ceil(page.count / 5));
    const titles = page.data.map((c) => c.title);
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : 1)));
    expect(page.data.every((c) => c.status === 'active')).toBe(true);

    const pastry = parseResult((await call('get', 'lms/courses', { query: { category_id: '[1,3]', limit: 100 } })).body, CourseList);
    expect(pastry.data.length).toBeGreaterThan(0);
    expect(pastry.data.every((c) => c.category === 1 || c.category === 3)).toBe(true);
    // flag_category switches the category filter (portal §7, decision 071): true filters, false lists every category.
    const flagged = parseResult((await call('get', 'lms/courses', { query: { flag_category: 'true', category_id: '[1,3]', limit: 100 } })).body, CourseList);
    expect(flagged.count).toBe(pastry.count);
    const unflagged = parseResult((await call('get', 'lms/courses', { query: { flag_category: 'false', category_id: '[1,3]', limit: 100 } })).body, CourseList);
    expect(new Set(unflagged.data.map((c) => c.category)).size).toBeGreaterThan(2);
    expect(unflagged.count).toBe(page.count);

    const popular = parseResult((await call('get', 'lms/courses/popular', { query: { limit: 4 } })).body, CourseList);
    const scores = popular.data.map((c) => c.popular);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('reads one course by slug or id, with its discount on the wire', async () => {
    const bySlug = parseResult((await call('get', 'lms/courses/rendang-padang-autentik')).body, Course);
    const byId = parseResult((await call('get', `lms/courses/${bySlug.id}`)).body, Course);
    expect(byId).toEqual(bySlug);
    expect(bySlug.discounted_price).toBe(bySlug.price_before_discount - bySlug.price);
    expect((await call('get', 'lms/courses/tidak-ada-kursus')).status).toBe(404);
  });

  it("prices products for the warehouse with that stock, at the member's own type and tier", async () => {
    const b2c = parseResult((await call('get', 'store/product', { query: { warehouse: bdg.id, limit: 50 } })).body, paged(Product));
    const { token: b2bToken } = await signIn(gw, 'b2b@demo.test');
    const b2b = parseResult((await call('get', 'store/product', { token: b2bToken, query: { warehouse: bdg.id, limit: 50 } })).body, paged(Product));
    // A b2c tier-3 member (or a guest) asking for the b2b tier-1 list still gets the b2c tier-3 prices.
    const asked = parseResult((await call('get', 'store/product', { query: { warehouse: bdg.id, type: 'b2b', tier: 1, limit: 50 } })).body, paged(Product));
    const guest = parseResult((await call('get', 'store/product', { token: undefined, query: { warehouse: bdg.id, type: 'b2b', tier: 1, limit: 50 } })).body, paged(Product));
    expect(asked.data.map((p) => p.price)).toEqual(b2c.data.map((p) => p.price));
    expect(guest.data.map((p) => p.price)).toEqual(b2c.data.map((p) => p.price));
    expect(b2c.data.length).toBeGreaterThan(0);
    const flour = b2c.data.find((p) => p.slug === FLOUR)!;
    const flourB2b = b2b.data.find((p) => p.slug === FLOUR)!;
    expect(flour.warehouse_code).toBe('WH-BDG');
    expect(flour.qty_stock).toBe(flour.stock.find((x) => x.warehouse === bdg.id)!.stock);
    expect(flourB2b.price).toBeLessThan(flour.price);
    const soldOut = b2c.data.find((p) => p.slug === 'kismis-hitam-250-g');
    if (soldOut) expect(soldOut.qty_stock).toBe(0);
  });

  it('lists zones with their warehouses and reads the default warehouse from the sitemap', async () => {
    const zones = parseResult((await call('get', 'store/zone', { query: { limit: 1000, page: 1, order: 'id', sort: 'asc' } })).body, paged(Zone));
    expect(zones.data.flatMap((z) => z.warehouses.map((w) => w.code)).sort()).toEqual(['WH-BDG', 'WH-JKT', 'WH-SBY']);
    const sitemap = parseResult((await call('get', 'lms/helper/settings/site_map', { query: { channel: 'portal', key: 'warehouse_default' } })).body, Sitemap);
    expect(sitemap.value).toBe('WH-BDG');
    expect((await call('get', 'lms/helper/settings/site_map', { query: { key: 'tidak_ada' } })).status).toBe(404);
  });

  it('store/zone/detail answers one zone by id or slug; store/brand and store/category list the active products\' facets (portal §7)', async () => {
    const zones = parseResult((await call('get', 'store/zone', { query: { limit: 1000, page: 1, order: 'id', sort: 'asc' } })).body, paged(Zone));
    const first = zones.data[0]!;
    expect(parseResult((await call('get', 'store/zone/detail', { query: { id: first.id } })).body, Zone)).toEqual(first);
    expect(parseResult((await call('get', 'store/zone/detail', { query: { slug: first.slug } })).body, Zone).id).toBe(first.id);
    const missing = await call('get', 'store/zone/detail', { query: { id: 99999 } });
    expect([missing.status, missing.body.message]).toEqual([404, 'Data tidak ditemukan']);
    expect((await call('get', 'store/zone/detail')).status).toBe(400);

    const products = parseResult((await call('get', 'store/product', { query: { limit: 1000, type: 'b2c', tier: 3, warehouse: bdg.id, zone_id: first.id } })).body, paged(Product));
    const brands = parseResult((await call('get', 'store/brand')).body, v.array(StoreBrand));
    const categories = parseResult((await call('get', 'store/category')).body, v.array(StoreCategory));
    for (const [facets, of] of [[brands, (p: { brand: string }) => p.brand], [categories, (p: { category: string }) => p.category]] as const) {
      expect(facets.map((f) => f.name)).toEqual(facets.map((f) => f.name).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      for (const name of new Set(products.data.map(of))) expect(facets.map((f) => f.name)).toContain(name);
      expect(facets.every((f) => f.total_product > 0 && /^[a-z0-9-]+$/.test(f.slug))).toBe(true);
    }
  });
});

describe('shipper stand-in routes', () => {
  const items = [{ name: 'Tepung', quantity: 2, weight: 1, height: 10, width: 10, length: 20, price: 20000 }];
  it('answers methods for a saved nearby address and couriers for one method', async () => {
    const destination = { area_id: '32.73.19.1001', address: me.address!.address, lat: me.address!.latitude!, lng: me.address!.longitude! };
    const store_address = { code: bdg.code, lat: bdg.latitude, lng: bdg.longitude };
    expect((await call('post', 'shipper/domestic/pricing', { token: undefined, json: { destination, store_address, items } })).status).toBe(401);
    const pricing = parseResult((await call('post', 'shipper/domestic/pricing', { json: { destination, store_address, items } })).body, Pricing);
    expect(pricing.distance).toBeLessThan(20);
    expect(pricing.methods.map((m) => m.type)).toContain('bdx');
    const rates = parseResult(
      (await call('post', 'shipper/domestic/rate', { json: { rate_type: 'regular', get_default: true, destination, store_address, items } })).body,
      Rates,
    );
    expect(rates.count).toBeGreaterThan(1);
    const saved = parseResult((await call('get', 'lms/users/address', { query: { limit: 100 } })).body, paged(Address)).data;
    const yogya = saved.find((a) => a.area.city_name === 'Kota Yogyakarta')!;
    const far = { address_id: yogya.id, area_id: yogya.village_id, address: yogya.address, lat: yogya.latitude!, lng: yogya.longitude! };
    const { status, body } = await call('post', 'shipper/domestic/rate', { json: { rate_type: 'bdx', destination: far, store_address, items } });
    expect([status, body.message]).toEqual([404, 'Kurir tidak ditemukan']);
  });
});

describe('addresses', () => {
  it('adds, reads, updates, makes default and deletes, keeping a single default', async () => {
    const village = parseResult((await call('get', 'lms/helper/area/vilage/32.73.19.1001')).body, Village);
    const added = parseResult(
      (
        await call('post', 'lms/users/address', {
          json: {
            label: 'Kantor',
            recipient: 'Siti',
            address: 'Jl. Asia Afrika No. 8',
            phone: '081200001111',
            district_id: village.district_id,
            village_id: village.id,
            village: 'nama apa saja',
            postcode: '40111',
            latitude: null,
            longitude: null,
            default: true,
          },
        })
      ).body,
      Address,
    );
    expect(added).toMatchObject({ default: true, village: village.name, postal_code: '40111', latitude: village.lat, longitude: village.lng });
    expect(added.area.city_name).toBe('Kota Bandung');

    const list = parseResult((await call('get', 'lms/users/address', { query: { limit: 100 } })).body, paged(Address));
    expect(list.data.filter((a) => a.default).map((a) => a.id)).toEqual([added.id]);

    const updated = parseResult(
      (
        await call('put', `lms/users/address/${added.id}`, {
          json: { label: 'Kantor Baru', recipient: 'Siti', address: 'Jl. Asia Afrika No. 9', phone: '081200001111', district_id: village.district_id, village_id: village.id, village: village.name, postcode: '40111', latitude: -6.92, longitude: 107.61 },
        })
      ).body,
      Address,
    );
    expect(updated).toMatchObject({ label: 'Kantor Baru', latitude: -6.92, default: true, postal_code: '40111' });

    const wrongDistrict = await call('put', `lms/users/address/${added.id}`, {
      json: { label: 'X', recipient: 'Siti', address: 'Jl. Asia Afrika No. 9', phone: '081200001111', district_id: '32.73.01', village_id: village.id, village: village.name, postcode: '40111', latitude: null, longitude: null },
    });
    expect(wrongDistrict.status).toBe(400);

    const original = list.data.find((a) => a.id !== added.id && a.label === 'Rumah')!;
    parseResult((await call('post', `lms/users/default_address/${original.id}`)).body, Address);
    const info = parseResult((await call('get', 'lms/users/info')).body, User);
    expect(info.address?.id).toBe(original.id);

    expect((await call('delete', `lms/users/address/${added.id}`)).body.message).toBe('Alamat telah berhasil dihapus');
    expect((await call('get', `lms/users/address/${added.id}`)).status).toBe(404);
  });
});

describe('cart', () => {
  const base = () => ({ user_id: me.id, warehouse_id: bdg.id, price_type: 'b2c' as const, price_tier: 3 });
  const getCart = async () =>
    parseResult((await call('get', 'lms/finance/cart', { query: { user_id: me.id, warehouse_id: bdg.id, pricelist_type: 'b2c', pricelist_tier: 3, limit: 1000 } })).body, Cart);

  it('adds a course once, then refuses it; refuses unknown items and sold-out products', async () => {
    const croissant = courseId('croissant-renyah-ala-prancis');
    const first = await call('post', 'lms/finance/cart/add', { json: { ...base(), carts: [{ type: 'lms', item_id: croissant, quantity: 3 }] } });
    expect(first.status).toBe(200);
    const again = await call('post', 'lms/finance/cart/add', { json: { ...base(), carts: [{ type: 'lms', item_id: croissant, quantity: 1 }] } });
    expect([again.status, again.body.message]).toEqual([403, 'Kursus sudah ditambahkan ke keranjang atau pernah kamu beli']);
    const unknown = await call('post', 'lms/finance/cart/add', { json: { ...base(), carts: [{ type: 'lms', item_id: 999999, quantity: 1 }] } });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Item tidak diketahui']);
    const soldOut = await call('post', 'lms/finance/cart/add', { json: { ...base(), carts: [{ type: 'ecom', item_id: productId('kismis-hitam-250-g'), quantity: 1 }] } });
    expect([soldOut.status, soldOut.body.code, soldOut.body.message]).toEqual([436, 436, 'Item stok sudah habis']);

    const cart = await getCart();
    expect(cart.data.lms_cart.map((l) => [l.item_id, l.quantity])).toEqual([[croissant, 1]]);
  });

  it('sets or adds product quantities, capped at the stock, and deletes lines', async () => {
    const flour = productId(FLOUR);
    await call('post', 'lms/finance/cart/add', { json: { ...base(), carts: [{ type: 'ecom', item_id: flour, quantity: 2 }], update_cart: true } });
    await call('post', 'lms/finance/cart/add', { json: { ...base(), carts: [{ type: 'ecom', item_id: flour, quantity: 3 }], update_cart: false } });
    let line = (await getCart()).data.ecom_cart.find((l) => l.item_id === flour)!;
    expect(line.quantity).toBe(5);
    await call('post', 'lms/finance/cart/add', { json: { ...base(), carts: [{ type: 'ecom', item_id: flour, quantity: 100000 }], update_cart: true } });
    line = (await getCart()).data.ecom_cart.find((l) => l.item_id === flour)!;
    expect(line.quantity).toBe(line.stock);
    await call('post', 'lms/finance/cart/add', { json: { ...base(), carts: [{ type: 'ecom', item_id: flour, quantity: 2 }], update_cart: true } });

    const mentega = productId('mentega-tawar-unsalted-butter-227-g');
    await call('post', 'lms/finance/cart/add', { json: { ...base(), carts: [{ type: 'ecom', item_id: mentega, quantity: 1 }] } });
    const withButter = await getCart();
    const butterLine = withButter.data.ecom_cart.find((l) => l.item_id === mentega)!;
    const deleted = await call('delete', 'lms/finance/cart/delete', { json: { user_id: me.id, cart_id: [butterLine.id] } });
    expect(deleted.status).toBe(200);
    expect((await getCart()).data.ecom_cart.some((l) => l.item_id === mentega)).toBe(false);
    expect((await call('delete', 'lms/finance/cart/delete', { json: { user_id: me.id, cart_id: [butterLine.id] } })).status).toBe(404);
  });
});

describe('promo check and list', () => {
  it.each([
    ['HEMAT50', 200, 'Success'],
    ['hemat50', 200, 'Success'],
    ['HABIS', 403, 'Promo sudah habis'],
    ['TIDAKADA', 404, 'Promo tidak ditemukan'],
    ['NONAKTIF', 422, 'Promo tidak aktif'],
    ['BELUMMULAI', 423, 'Promo belum dimulai'],
    ['KADALUARSA', 424, 'Promo sudah kadarluarsa'],
  ])('checks %s → %i', async (code, status, message) => {
    const res = await call('get', 'lms/promotion/check', { token: undefined, query: { promo_code: code } });
    expect([res.status, res.body.code, res.body.message]).toEqual([status, status, message]);
    if (status === 200) expect(parseResult(res.body, Promo).promo_price).toBe(50000);
  });

  it('lists only usable promos, filtered by course', async () => {
    const all = parseResult((await call('get', 'lms/promotion', { query: { limit: 100 } })).body, paged(Promo));
    const codes = all.data.map((p) => p.promo_code);
    expect(codes).toEqual(expect.arrayContaining(['HEMAT50', 'KURSUSSAJA', 'KHUSUS']));
    for (const bad of ['HABIS', 'NONAKTIF', 'BELUMMULAI', 'KADALUARSA']) expect(codes).not.toContain(bad);
    const other = parseResult((await call('get', 'lms/promotion', { query: { limit: 100, course_id: `[${courseId('croissant-renyah-ala-prancis')}]` } })).body, paged(Promo));
    expect(other.data.map((p) => p.promo_code)).not.toContain('KHUSUS');
    const rendang = parseResult((await call('get', 'lms/promotion', { query: { limit: 100, course_id: `[${courseId('rendang-padang-autentik')}]` } })).body, paged(Promo));
    expect(rendang.data.map((p) => p.promo_code)).toContain('KHUSUS');
  });
});

describe('cart calculation', () => {
  const calc = (cart: Array<{ type: 'lms' | 'ecom'; item_id: number; quantity: number }>, promo_code = '', logistic?: unknown) =>
    call('post', 'lms/finance/cart/calculation', { json: { user_id: me.id, price_type: 'b2c', price_tier: 3, warehouse_id: bdg.id, cart, promo_code, logistic } });
  let croissant: { id: number; price: number; pbd: number };
  let flourPrice: number;
  beforeAll(async () => {
    const c = parseResult((await call('get', 'lms/courses/croissant-renyah-ala-prancis')).body, Course);
    croissant = { id: c.id, price: c.price, pbd: c.price_before_discount };
    const products = parseResult((await call('get', 'store/product', { query: { warehouse: bdg.id, limit: 100 } })).body, paged(Product));
    flourPrice = products.data.find((p) => p.slug === FLOUR)!.price;
  });

  it('sums courses, course discounts, products, delivery and insurance', async () => {
    const logistic = { name: 'JNE', rate: 'regular', rate_id: 201, distance: 5, must_insurance: false, insurance_applied: true, insurance_fee: 1000, price: 12000 };
    const r = parseResult(
      (await calc([{ type: 'lms', item_id: croissant.id, quantity: 1 }, { type: 'ecom', item_id: productId(FLOUR), quantity: 3 }], '', logistic)).body,
      Calculation,
    );
    expect(r).toMatchObject({
      course_amount: croissant.pbd,
      discount_course: croissant.pbd - croissant.price,
      product_amount: flourPrice * 3,
      discount_promo: 0,
      delivery_cost: 12000,
      insurance_cost: 1000,
      discount: 0,
      promo_code: '',
    });
    expect(r.total_discount).toBe(r.discount_course);
    expect(r.total_amount).toBe(croissant.price + flourPrice * 3 + 12000 + 1000);
  });

  it('applies HEMAT50 to the courses, never below zero', async () => {
    const r = parseResult((await calc([{ type: 'lms', item_id: croissant.id, quantity: 1 }], 'HEMAT50')).body, Calculation);
    expect(r.discount_promo).toBe(Math.min(50000, croissant.price));
    expect(r.discount).toBe(r.discount_promo);
    expect(r.total_amount).toBe(Math.max(0, croissant.price - r.discount_promo));
    expect(r.promo_code).toBe('HEMAT50');
  });

  it.each([
    ['HABIS', 403, 'Promo sudah habis'],
    ['TIDAKADA', 404, 'Promo tidak ditemukan'],
    ['NONAKTIF', 422, 'Promo tidak aktif'],
    ['BELUMMULAI', 423, 'Promo belum dimulai'],
    ['KADALUARSA', 424, 'Promo sudah kadarluarsa'],
  ])('answers the check codes for %s', async (code, status, message) => {
    const r = await calc([{ type: 'lms', item_id: croissant.id, quantity: 1 }], code);
    expect([r.status, r.body.code, r.body.message]).toEqual([status, status, message]);
  });

  it('answers 433 for a course promo on products only', async () => {
    const r = await calc([{ type: 'ecom', item_id: productId(FLOUR), quantity: 1 }], 'KURSUSSAJA');
    expect([r.status, r.body.message]).toEqual([433, 'Promo hanya berlaku untuk kursus saja']);
  });

  it('answers 404 when the promo covers none of the selected courses, and applies it when it does', async () => {
    const miss = await calc([{ type: 'lms', item_id: croissant.id, quantity: 1 }], 'KHUSUS');
    expect([miss.status, miss.body.message]).toEqual([404, 'Promo tidak ditemukan atau tidak sesuai kursus yang dipilih']);
    const rendang = courseId('rendang-padang-autentik');
    const hit = parseResult((await calc([{ type: 'lms', item_id: croissant.id, quantity: 1 }, { type: 'lms', item_id: rendang, quantity: 1 }], 'KHUSUS')).body, Calculation);
    expect(hit.discount_promo).toBe(25000);
  });
});

describe('orders, payment and notifications', () => {
  const userInfo = () => ({ id: me.id, name: `${me.firstname} ${me.lastname}`, email: me.email, phone: me.no_telp });
  const warehouse = () => ({ id: bdg.id, code: bdg.code, address: 'Bandung', phone: '022', area_id: '1', latitude: bdg.latitude, longitude: bdg.longitude });
  const orderCount = async () => Number((await gw.db.select({ n: count() }).from(s.orders).where(eq(s.orders.user_id, me.id)))[0]!.n);
  const addOrder = (order: Array<{ type: 'lms' | 'ecom'; item_id: number; quantity: number }>, key?: string, promo_code = '') =>
    call('post', 'lms/finance/order/add', {
      json: { user_id: me.id, user_info: userInfo(), price_type: 'b2c', price_tier: 3, warehouse: warehouse(), order, promo_code },
      headers: key ? { 'Idempotency-Key': key } : {},
    });
  const recipient = () => ({
    name: me.address!.recipient,
    phone: me.address!.phone,
    email: me.email,
    label: me.address!.label,
    address: me.address!.address,
    village_id: me.address!.village_id,
    village: me.address!.village,
    district_name: me.address!.area.district_name,
    city_name: me.address!.area.city_name,
    province_name: me.address!.area.province_name,
    latitude: me.address!.latitude,
    longitude: me.address!.longitude,
    postal_code: me.address!.postal_code,
    note: '',
  });
  const notify = (invoice: string, transaction_status: string, amount: number, key = gw.config.paymentServerKey) => {
    const gross_amount = `${amount}.00`;
    const status_code = transaction_status === 'settlement' ? '200' : '201';
    return call('post', 'payment/notification', {
      token: undefined,
      json: {
        order_id: invoice,
        status_code,
        gross_amount,
        transaction_status,
        payment_type: 'bank_transfer',
        va_numbers: [{ bank: 'bca', va_number: '880800000001' }],
        signature_key: notificationSignature(invoice, status_code, gross_amount, key),
      },
    });
  };
  const detail = async (invoice: string) => parseResult((await call('get', 'lms/finance/transaction/detail', { query: { user_id: me.id, invoice } })).body, Order);

  it('creates one order per Idempotency-Key, also for concurrent duplicates', async () => {
    const tiramisu = courseId('tiramisu-tanpa-oven');
    const before = await orderCount();
    const a = await addOrder([{ type: 'lms', item_id: tiramisu, quantity: 1 }], 'key-seq-1');
    const b = await addOrder([{ type: 'lms', item_id: tiramisu, quantity: 1 }], 'key-seq-1');
    const invoice = parseResult(a.body, v.object({ invoice: v.string() })).invoice;
    expect(parseResult(b.body, v.object({ invoice: v.string() })).invoice).toBe(invoice);
    expect(await orderCount()).toBe(before + 1);

    // Another course: a second order for the same course would supersede the first (one open order per course).
    const focaccia = courseId('focaccia-rosemary-italia');
    const [c, d] = await Promise.all([
      addOrder([{ type: 'lms', item_id: focaccia, quantity: 1 }], 'key-par-1'),
      addOrder([{ type: 'lms', item_id: focaccia, quantity: 1 }], 'key-par-1'),
    ]);
    expect(c.status).toBe(200);
    expect(d.status).toBe(200);
    expect(c.body.result).toEqual(d.body.result);
    expect(await orderCount()).toBe(before + 2);

    const reused = await addOrder([{ type: 'lms', item_id: courseId('croissant-renyah-ala-prancis'), quantity: 1 }], 'key-seq-1');
    expect(reused.status).toBe(409);
    expect(await orderCount()).toBe(before + 2);

    const o = await detail(invoice);
    expect(o).toMatchObject({ status_code: 1, expired: false, expire_time: null });
    expect(o.status_history.map((h) => h.code)).toEqual([1]);
  });

  it('refuses unknown items, sold-out products and promo problems when ordering', async () => {
    expect((await addOrder([{ type: 'lms', item_id: 999999, quantity: 1 }])).body.message).toBe('Item tidak diketahui');
    expect((await addOrder([{ type: 'ecom', item_id: productId('kismis-hitam-250-g'), quantity: 1 }])).status).toBe(436);
    expect((await addOrder([{ type: 'lms', item_id: courseId('croissant-renyah-ala-prancis'), quantity: 1 }], undefined, 'KADALUARSA')).status).toBe(424);
  });

  it('pays a course and product order: token, settlement → 3, enrollment, cart lines removed, replay changes nothing', async () => {
    const croissant = courseId('croissant-renyah-ala-prancis');
    const flour = productId(FLOUR);
    // Both are in the cart from the cart tests.
    const added = await addOrder([{ type: 'lms', item_id: croissant, quantity: 1 }, { type: 'ecom', item_id: flour, quantity: 2 }], 'pay-1', 'HEMAT50');
    const invoice = parseResult(added.body, v.object({ invoice: v.string() })).invoice;

    const unknown = await call('post', 'lms/finance/order/payment', {
      json: { invoice: 'INV-TIDAK-ADA', user_id: me.id, user_info: userInfo(), recipient: recipient(), promo_code: '', logistic: { name: 'JNE', rate: 'regular', rate_id: 201, distance: 0, must_insurance: false, insurance_applied: false, insurance_fee: 0, price: 0 } },
    });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Invoice tidak ditemukan atau order sudah diproses']);

    // The client claims a free courier; the server re-prices it.
    const pay = (key: string) =>
      call('post', 'lms/finance/order/payment', {
        json: { invoice, user_id: me.id, user_info: userInfo(), recipient: recipient(), promo_code: 'HEMAT50', logistic: { name: 'JNE', rate: 'regular', rate_id: 201, distance: 1, must_insurance: false, insurance_applied: false, insurance_fee: 0, price: 1 } },
        headers: { 'Idempotency-Key': key },
      });
    const first = parseResult((await pay('payment-1')).body, PaymentToken);
    const again = parseResult((await pay('payment-1')).body, PaymentToken);
    expect(again).toEqual(first);
    expect(first.redirect_url).toBe(`http://localhost:5173/snap/pay/${first.token}`);

    const awaiting = await detail(invoice);
    expect(awaiting.status_code).toBe(2);
    expect(awaiting.shipper?.delivery_cost).toBeGreaterThan(1);
    const itemsTotal = awaiting.items.reduce((n, i) => n + i.price * i.quantity, 0);
    expect(awaiting.amount).toBe(itemsTotal + awaiting.shipper!.delivery_cost + awaiting.shipper!.insurance_cost - awaiting.discount);
    expect(awaiting.discount).toBe(50000);
    expect(new Date(awaiting.expire_time!).getTime() - gw.clock.now.getTime()).toBe(24 * 3600 * 1000);

    const forged = await notify(invoice, 'settlement', awaiting.amount, 'wrong-key');
    expect(forged.status).toBe(403);
    const wrongAmount = await notify(invoice, 'settlement', awaiting.amount - 1);
    expect(wrongAmount.status).toBe(422);
    expect((await detail(invoice)).status_code).toBe(2);

    const settled = await notify(invoice, 'settlement', awaiting.amount);
    expect(settled.status).toBe(200);
    const paid = await detail(invoice);
    expect(paid).toMatchObject({ status_code: 3, payment_type: 'bank_transfer', bank_name: 'bca', va_number: '880800000001' });
    expect(paid.status_history.map((h) => h.code)).toEqual([1, 2, 3]);

    const enrolled = await gw.db.select().from(s.enrollments).where(and(eq(s.enrollments.user_id, me.id), eq(s.enrollments.course_id, croissant)));
    expect(enrolled).toHaveLength(1);
    const cart = parseResult((await call('get', 'lms/finance/cart', { query: { user_id: me.id, warehouse_id: bdg.id, limit: 1000 } })).body, Cart);
    expect(cart.data.lms_cart.some((l) => l.item_id === croissant)).toBe(false);
    expect(cart.data.ecom_cart.some((l) => l.item_id === flour)).toBe(false);

    const replay = await notify(invoice, 'settlement', awaiting.amount);
    expect(replay.status).toBe(200);
    expect((replay.body.result as { replayed: boolean }).replayed).toBe(true);
    const failedLater = await notify(invoice, 'pending', awaiting.amount);
    expect(failedLater.status).toBe(200);
    const after = await detail(invoice);
    expect(after.status_code).toBe(3);
    expect(after.status_history).toEqual(paid.status_history);

    const mine = parseResult((await call('get', 'lms/users/my_course', { query: { user_id: me.id, limit: 5, page: 1 } })).body, paged(EnrolledCourse));
    expect(mine.data.map((e) => e.course.id)).toContain(croissant);

    const repurchase = await addOrder([{ type: 'lms', item_id: croissant, quantity: 1 }]);
    expect([repurchase.status, repurchase.body.message]).toEqual([403, 'Kursus sudah ditambahkan ke keranjang atau pernah kamu beli']);
  });

  it('payment applies the checkout quantities before pricing: the amount follows them; above stock → 436', async () => {
    const flour = productId(FLOUR);
    const added = await addOrder([{ type: 'ecom', item_id: flour, quantity: 1 }], 'qty-order-1');
    const invoice = parseResult(added.body, v.object({ invoice: v.string() })).invoice;
    const logistic = { name: 'JNE', rate: 'regular', rate_id: 201, distance: 1, must_insurance: false, insurance_applied: false, insurance_fee: 0, price: 0 };
    const pay = (quantity: number, key: string) =>
      call('post', 'lms/finance/order/payment', {
        json: { invoice, user_id: me.id, user_info: userInfo(), recipient: recipient(), promo_code: '', logistic, order: [{ type: 'ecom', item_id: flour, quantity }] },
        headers: { 'Idempotency-Key': key },
      });

    const tooMany = await pay(999_999, 'qty-pay-0');
    expect([tooMany.status, tooMany.body.message]).toEqual([436, 'Item stok sudah habis']);
    expect((await detail(invoice)).items[0]!.quantity).toBe(1);

    parseResult((await pay(1, 'qty-pay-1')).body, PaymentToken);
    const one = await detail(invoice);
    parseResult((await pay(3, 'qty-pay-3')).body, PaymentToken);
    const three = await detail(invoice);
    const line = three.items.find((i) => i.item_id === flour)!;
    expect(line.quantity).toBe(3);
    expect(three.amount).toBe(line.price * 3 + three.shipper!.delivery_cost + three.shipper!.insurance_cost - three.discount);
    expect(three.amount - three.shipper!.delivery_cost).toBe(one.amount - one.shipper!.delivery_cost + line.price * 2);
  });

  it('expires an unpaid order lazily after 24 hours and refuses to pay it', async () => {
    const added = await addOrder([{ type: 'lms', item_id: courseId('rendang-padang-autentik'), quantity: 1 }]);
    const invoice = parseResult(added.body, v.object({ invoice: v.string() })).invoice;
    const logistic = { name: 'BDX', rate: 'regular', rate_id: 0, distance: 0, must_insurance: false, insurance_applied: false, insurance_fee: 0, price: 0 };
    const body = { invoice, user_id: me.id, user_info: userInfo(), recipient: null, promo_code: '', logistic };
    parseResult((await call('post', 'lms/finance/order/payment', { json: body })).body, PaymentToken);
    gw.clock.advance(24 * 3600 * 1000 + 1);
    try {
      // The session from beforeAll is a day old now: sign in again.
      const fresh = (await signIn(gw, 'anggota@demo.test')).token;
      const expired = parseResult((await call('get', 'lms/finance/transaction/detail', { token: fresh, query: { user_id: me.id, invoice } })).body, Order);
      expect(expired).toMatchObject({ status_code: 9, expired: true });
      expect(expired.status_history.map((h) => h.code)).toEqual([1, 2, 9]);
      const retry = await call('post', 'lms/finance/order/payment', { token: fresh, json: body });
      expect([retry.status, retry.body.message]).toEqual([404, 'Invoice tidak ditemukan atau order sudah diproses']);
    } finally {
      gw.clock.advance(-(24 * 3600 * 1000 + 1));
    }
  });

  it('charges the Rp 1.000 admin fee for a free order', async () => {
    const free = (await gw.db.select().from(s.courses).where(eq(s.courses.price, 0)))[0];
    if (!free) return; // the seed has free courses; without one there is nothing to check
    const added = await addOrder([{ type: 'lms', item_id: free.id, quantity: 1 }]);
    const invoice = parseResult(added.body, v.object({ invoice: v.string() })).invoice;
    const logistic = { name: 'BDX', rate: 'regular', rate_id: 0, distance: 0, must_insurance: false, insurance_applied: false, insurance_fee: 0, price: 0 };
    parseResult((await call('post', 'lms/finance/order/payment', { json: { invoice, user_id: me.id, user_info: userInfo(), recipient: null, promo_code: '', logistic } })).body, PaymentToken);
    expect((await detail(invoice)).amount).toBe(1000);
  });

  it('answers 422 when the member has no phone number', async () => {
    const { token: b2b } = await signIn(gw, 'b2b@demo.test');
    const b2bUser = parseResult((await request(gw, 'get', '/api/lms/users/info', { token: b2b })).body, User);
    const add = await request(gw, 'post', '/api/lms/finance/order/add', {
      token: b2b,
      json: { user_id: b2bUser.id, user_info: { id: b2bUser.id, name: 'Budi', email: b2bUser.email, phone: '' }, order: [{ type: 'lms', item_id: courseId('rendang-padang-autentik'), quantity: 1 }] },
    });
    const invoice = parseResult(add.body, v.object({ invoice: v.string() })).invoice;
    await gw.db.update(s.users).set({ no_telp: '' }).where(eq(s.users.id, b2bUser.id));
    try {
      const logistic = { name: 'BDX', rate: 'regular', rate_id: 0, distance: 0, must_insurance: false, insurance_applied: false, insurance_fee: 0, price: 0 };
      const res = await request(gw, 'post', '/api/lms/finance/order/payment', {
        token: b2b,
        json: { invoice, user_id: b2bUser.id, user_info: { id: b2bUser.id, name: 'Budi', email: b2bUser.email, phone: '' }, recipient: null, logistic },
      });
      expect(res.status).toBe(422);
      expect(res.body.message).toMatch(/telepon/i);
    } finally {
      await gw.db.update(s.users).set({ no_telp: b2bUser.no_telp }).where(eq(s.users.id, b2bUser.id));
    }
  });

  it('lists transactions newest first, 5 per page, filtered by status and invoice', async () => {
    const list = parseResult((await call('get', 'lms/finance/transaction', { query: { user_id: me.id, limit: 5, page: 1, order: 'id', sort: 'desc' } })).body, paged(Order));
    expect(list.limit).toBe(5);
    expect(list.data.length).toBeLessThanOrEqual(5);
    expect(list.count).toBeGreaterThanOrEqual(5);
    const idsInOrder = list.data.map((o) => o.id);
    expect(idsInOrder).toEqual([...idsInOrder].sort((a, b) => b - a));

    const paid = parseResult((await call('get', 'lms/finance/transaction', { query: { user_id: me.id, status: '[3]' } })).body, paged(Order));
    expect(paid.count).toBeGreaterThan(0);
    expect(paid.data.every((o) => o.status_code === 3)).toBe(true);
    const waiting = parseResult((await call('get', 'lms/finance/transaction', { query: { user_id: me.id, status: '[2]', limit: 100 } })).body, paged(Order));
    expect(waiting.data.every((o) => o.status_code === 1 || o.status_code === 2)).toBe(true);
    const all = parseResult((await call('get', 'lms/finance/transaction', { query: { user_id: me.id, status: '[1]', limit: 100 } })).body, paged(Order));
    expect(all.count).toBe(list.count);

    const one = paid.data[0]!;
    const search = parseResult((await call('get', 'lms/finance/transaction', { query: { user_id: me.id, invoice: one.invoice.slice(-6).toLowerCase() } })).body, paged(Order));
    expect(search.data.map((o) => o.invoice)).toEqual([one.invoice]);
    expect((await call('get', 'lms/finance/transaction/detail', { query: { user_id: me.id, invoice: 'INV-DEMO-0001' } })).status).toBe(404);
  });

  it('lets only admins move a paid order forward', async () => {
    const paid = parseResult((await call('get', 'lms/finance/transaction', { query: { user_id: me.id, status: '[3]' } })).body, paged(Order)).data[0]!;
    const denied = await call('post', 'lms/admin/order/status', { json: { invoice: paid.invoice, status_code: 4 } });
    expect(denied.status).toBe(403);
    const { token: admin } = await signIn(gw, 'admin@demo.test');
    const moved = await request(gw, 'post', '/api/lms/admin/order/status', { token: admin, json: { invoice: paid.invoice, status_code: 5 } });
    expect(parseResult(moved.body, Order).status_code).toBe(5);
    expect((await detail(paid.invoice)).status_history.map((h) => h.code)).toEqual([1, 2, 3, 4, 5]);
    const backwards = await request(gw, 'post', '/api/lms/admin/order/status', { token: admin, json: { invoice: paid.invoice, status_code: 4 } });
    expect(backwards.status).toBe(409);
    const bad = await request(gw, 'post', '/api/lms/admin/order/status', { token: admin, json: { invoice: paid.invoice, status_code: 9 } });
    expect(bad.status).toBe(400);
  });
});

describe('wishlist and log', () => {
  it('stores a course once and deletes it', async () => {
    const body = { type: 'course', product_id: courseId('rendang-padang-autentik'), user_id: me.id };
    const first = await call('post', 'lms/component/wishlist/store', { json: body });
    expect([first.status, first.body.message]).toEqual([200, 'Item ditambahkan ke dalam wishlist']);
    const dup = await call('post', 'lms/component/wishlist/store', { json: body });
    expect([dup.status, dup.body.message]).toEqual([403, 'Item sudah ada di wishlist']);
    const id = (first.body.result as { id: number }).id;
    expect((await call('delete', `lms/component/wishlist/delete/${id}`)).status).toBe(200);
    expect((await call('delete', `lms/component/wishlist/delete/${id}`)).status).toBe(404);
  });

  it('accepts client log lines without a session', async () => {
    const res = await call('post', 'log/error', { token: undefined, json: { service: 'test', short_message: 'uji', message: 'pesan' } });
    expect(res.status).toBe(200);
  });
});
