/**
 * Reviews and the detail calls of the review pages (issue 10; commerce §2 "Reviews", §3 "Review", §4 'Beri Ulasan',
 * §5 "Reviews", §7 "Reviews", §8 "Reviews") against an in-memory PGlite with the demo seed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { CourseDetail, Product } from '../../api/catalogue';
import { Order } from '../../api/order';
import { Review, ReviewList } from '../../api/review';
import { User } from '../../api/user';
import * as s from '../db/schema';
import { parseResult, request, signInMember, startTestGateway, type TestGateway } from '../test-support';

let gw: TestGateway;
let token: string; // anggota@demo.test
let me: v.InferOutput<typeof User>;
let b2b: { token: string; user: v.InferOutput<typeof User> };
let bdg: number;
const ids = new Map<string, number>();

const call = (method: string, path: string, opts: Parameters<typeof request>[3] = {}) => request(gw, method, `/api/${path}`, { token, ...opts });
const order = async (invoice: string) => parseResult((await call('get', 'lms/finance/transaction/detail', { query: { user_id: me.id, invoice } })).body, Order);

beforeAll(async () => {
  gw = await startTestGateway();
  ({ token, user: me } = await signInMember(gw, 'anggota@demo.test'));
  b2b = await signInMember(gw, 'b2b@demo.test');
  for (const c of await gw.db.select({ id: s.courses.id, slug: s.courses.slug }).from(s.courses)) ids.set(`lms:${c.slug}`, c.id);
  for (const p of await gw.db.select({ id: s.products.id, slug: s.products.slug }).from(s.products)) ids.set(`ecom:${p.slug}`, p.id);
  bdg = (await gw.db.select().from(s.warehouses).where(eq(s.warehouses.code, 'WH-BDG')))[0]!.id;
}, 180_000);
afterAll(async () => {
  await gw?.close();
});

const id = (key: string) => ids.get(key) ?? (() => { throw new Error(`no ${key}`); })();

describe('the seeded completed orders', () => {
  it('has one completed order not reviewed (Beri Ulasan) and one already reviewed', async () => {
    const open = await order('INV-LRN-0002');
    expect(open.status_code).toBe(7);
    expect(open.items.map((i) => [i.type, i.rating_id])).toEqual([['lms', 0], ['ecom', 0]]);
    const done = await order('INV-LRN-0001');
    expect(done.status_code).toBe(7);
    expect(done.items.every((i) => i.rating_id > 0)).toBe(true);
  });

  it('lists the member’s reviews by type and answers one by id; never another member’s', async () => {
    const lms = parseResult((await call('get', 'lms/component/rating/user/lms', { query: { user_id: me.id } })).body, ReviewList);
    expect(lms.data.map((r) => [r.detail.slug, r.rating])).toEqual([['lapis-legit-premium', 5]]);
    expect(lms.data[0]!.detail).toMatchObject({ title: 'Lapis Legit Premium', category_slug: 'pastry', category_name: 'Pastry' });
    const ecom = parseResult((await call('get', 'lms/component/rating/user/ecom', { query: { user_id: me.id } })).body, ReviewList);
    expect(ecom.data).toHaveLength(1);
    expect(ecom.data[0]!.detail.short_name.length).toBeGreaterThan(0);
    const one = parseResult((await call('get', `lms/component/rating/user/lms/${lms.data[0]!.id}`)).body, Review);
    expect(one.review).toContain('lapis legit');
    expect((await call('get', `lms/component/rating/user/ecom/${lms.data[0]!.id}`)).status).toBe(404);
    expect((await request(gw, 'get', `/api/lms/component/rating/user/lms/${lms.data[0]!.id}`, { token: b2b.token })).status).toBe(404);
    expect((await call('get', 'lms/component/rating/user/lms', { query: { user_id: b2b.user.id } })).status).toBe(403);
    expect((await call('get', 'lms/component/rating/user/buku')).status).toBe(404);
  });
});

describe('storing and updating a review', () => {
  const lmsBody = (over: Record<string, unknown> = {}) => ({
    type: 'lms',
    product_id: id('lms:dessert-box-kekinian-untuk-jualan'),
    order_id: 0,
    user_id: me.id,
    rating: 4,
    review: 'Resepnya laris dijual di kantor!',
    ...over,
  });
  let completedId = 0;
  let paidId = 0;
  beforeAll(async () => {
    completedId = (await order('INV-LRN-0002')).id;
    paidId = (await order('INV-LRN-0005')).id;
  });

  it.each([
    ['no rating', { rating: undefined }, 'Rating harus diisi'],
    ['an empty rating', { rating: '' }, 'Rating harus diisi'],
    ['rating 0', { rating: 0 }, 'Rating harus diisi'],
    ['rating 6', { rating: 6 }, 'Rating harus 1 sampai 5'],
    ['no review', { review: undefined }, 'Review harus diisi'],
    ['a blank review', { review: '   ' }, 'Review harus diisi'],
    ['a review over 2000 characters', { review: 'x'.repeat(2001) }, 'Maksimal 2000 karakter'],
    ['an unknown type', { type: 'buku' }, "type harus 'lms' atau 'ecom'"],
  ])('refuses %s with 400', async (_name, over, message) => {
    const res = await call('post', 'lms/component/rating/store', { json: { ...lmsBody({ order_id: completedId }), ...over } });
    expect([res.status, res.body.message]).toEqual([400, message]);
  });

  it('refuses orders that are not the member’s, not completed, or lack the item', async () => {
    const paid = await call('post', 'lms/component/rating/store', { json: lmsBody({ order_id: paidId, product_id: id('lms:macaron-prancis-untuk-pemula') }) });
    expect([paid.status, paid.body.message]).toEqual([422, 'Ulasan hanya untuk pesanan yang sudah selesai']);
    const b2bOrder = (await gw.db.select().from(s.orders).where(eq(s.orders.invoice, 'INV-DEMO-0001')))[0]!;
    const foreign = await call('post', 'lms/component/rating/store', { json: lmsBody({ order_id: b2bOrder.id, product_id: id('lms:croissant-renyah-ala-prancis') }) });
    expect([foreign.status, foreign.body.message]).toEqual([404, 'Pesanan tidak ditemukan']);
    const missing = await call('post', 'lms/component/rating/store', { json: lmsBody({ order_id: completedId, product_id: id('lms:lapis-legit-premium') }) });
    expect([missing.status, missing.body.message]).toEqual([404, 'Item pesanan tidak ditemukan']);
    const otherUser = await call('post', 'lms/component/rating/store', { json: lmsBody({ order_id: completedId, user_id: b2b.user.id }) });
    expect(otherUser.status).toBe(403);
    const reviewed = (await order('INV-LRN-0001')).id;
    const twice = await call('post', 'lms/component/rating/store', { json: lmsBody({ order_id: reviewed, product_id: id('lms:lapis-legit-premium') }) });
    expect([twice.status, twice.body.message]).toEqual([409, 'Item ini sudah diulas']);
  });

  it('stores a course review: Beri Ulasan goes away, the course rating counts it; a second one is refused', async () => {
    const [before] = await gw.db.select().from(s.courses).where(eq(s.courses.id, id('lms:dessert-box-kekinian-untuk-jualan')));
    const res = await call('post', 'lms/component/rating/store', { json: lmsBody({ order_id: completedId, rating: '5' }) });
    expect(res.body.message).toBe('Review berhasil ditambahkan');
    const review = parseResult(res.body, Review);
    expect(review).toMatchObject({ type: 'lms', rating: 5, order_id: completedId, user_id: me.id, product_id: id('lms:dessert-box-kekinian-untuk-jualan') });
    const line = (await order('INV-LRN-0002')).items.find((i) => i.type === 'lms')!;
    expect(line.rating_id).toBe(review.id);
    const [after] = await gw.db.select().from(s.courses).where(eq(s.courses.id, before!.id));
    expect(after!.total_review).toBe(before!.total_review + 1);
    expect(after!.rating).toBeCloseTo((before!.rating * before!.total_review + 5) / (before!.total_review + 1), 1);
    const again = await call('post', 'lms/component/rating/store', { json: lmsBody({ order_id: completedId }) });
    expect([again.status, again.body.message]).toEqual([409, 'Item ini sudah diulas']);
  });

  it('stores a product review with the store payload; the price list and warehouse are the order’s, not the payload’s', async () => {
    const res = await call('post', 'lms/component/rating/store', {
      json: {
        type: 'ecom',
        product_id: id('ecom:whipping-cream-cair-uht-1-l'),
        order_id: completedId,
        user_id: me.id,
        pricelist_type: 'b2b',
        pricelist_tier: 1,
        warehouse_id: bdg + 1,
        rating: '4',
        review: 'Krimnya stabil saat dikocok.',
      },
    });
    expect(res.body.message).toBe('Review berhasil ditambahkan');
    const stored = parseResult(res.body, Review);
    expect(stored.detail.slug).toBe('whipping-cream-cair-uht-1-l');
    const [row] = await gw.db.select().from(s.reviews).where(eq(s.reviews.id, stored.id));
    expect([row!.pricelist_type, row!.pricelist_tier, row!.warehouse_id]).toEqual(['b2c', 3, bdg]);
    expect((await order('INV-LRN-0002')).items.every((i) => i.rating_id > 0)).toBe(true);
    const missingWarehouse = await call('post', 'lms/component/rating/store', {
      json: { type: 'ecom', product_id: 1, order_id: completedId, user_id: me.id, pricelist_type: 'b2c', pricelist_tier: 3, rating: 4, review: 'x' },
    });
    expect(missingWarehouse.status).toBe(400);
  });

  it('updates the member’s own review only', async () => {
    const mine = parseResult((await call('get', 'lms/component/rating/user/lms', { query: { user_id: me.id } })).body, ReviewList).data;
    const target = mine.find((r) => r.detail.slug === 'dessert-box-kekinian-untuk-jualan')!;
    const res = await call('put', 'lms/component/rating/update', { json: { user_id: me.id, rating_id: target.id, rating: 3, review: 'Ternyata agak manis.' } });
    expect(res.body.message).toBe('Review berhasil atau diupdate');
    expect(parseResult(res.body, Review)).toMatchObject({ id: target.id, rating: 3, review: 'Ternyata agak manis.' });
    const refused = await request(gw, 'put', '/api/lms/component/rating/update', { token: b2b.token, json: { user_id: b2b.user.id, rating_id: target.id, rating: 1, review: 'x' } });
    expect(refused.status).toBe(404);
    const blank = await call('put', 'lms/component/rating/update', { json: { user_id: me.id, rating_id: target.id, rating: 3, review: '' } });
    expect([blank.status, blank.body.message]).toEqual([400, 'Review harus diisi']);
    expect(parseResult((await call('get', `lms/component/rating/user/lms/${target.id}`)).body, Review).rating).toBe(3);
  });
});

describe('course and product detail for the review pages', () => {
  it('answers an active course by slug for the member; 404 for inactive with status=active or unknown; 403 for another user_id', async () => {
    const detail = parseResult((await call('get', 'lms/courses/dessert-box-kekinian-untuk-jualan', { query: { status: 'active', user_id: me.id } })).body, CourseDetail);
    expect(detail).toMatchObject({ slug: 'dessert-box-kekinian-untuk-jualan', is_purchased: true });
    expect((await call('get', 'lms/courses/kue-bulan-tradisional-arsip', { query: { status: 'active', user_id: me.id } })).status).toBe(404);
    expect((await call('get', 'lms/courses/kue-bulan-tradisional-arsip')).status).toBe(200);
    expect((await call('get', 'lms/courses/tidak-ada-kursus', { query: { status: 'active' } })).status).toBe(404);
    expect((await call('get', 'lms/courses/dessert-box-kekinian-untuk-jualan', { query: { user_id: b2b.user.id } })).status).toBe(403);
    expect((await call('get', 'lms/courses/dessert-box-kekinian-untuk-jualan', { query: { status: 'draft' } })).status).toBe(400);
  });

  it('answers a product by slug priced at the warehouse for the member’s own type and tier; 404 for an unknown slug; 400 without a warehouse', async () => {
    const q = { slug: 'whipping-cream-cair-uht-1-l', user_id: me.id, type: 'b2c', tier: 3, warehouse: bdg };
    const product = parseResult((await call('get', 'store/product/detail', { query: q })).body, Product);
    expect(product).toMatchObject({ slug: 'whipping-cream-cair-uht-1-l', warehouse_code: 'WH-BDG' });
    // The price list is the signed-in member's (guests: b2c tier 3), whatever the query says (decision 009).
    const { user_id: _self, ...guest } = q;
    const forged = parseResult((await request(gw, 'get', '/api/store/product/detail', { query: { ...guest, type: 'b2b', tier: 1 } })).body, Product);
    expect(forged.price).toBe(product.price);
    const business = parseResult(
      (await request(gw, 'get', '/api/store/product/detail', { token: b2b.token, query: { ...guest, user_id: b2b.user.id, type: 'b2c', tier: 3 } })).body,
      Product,
    );
    expect(business.price).toBeLessThan(product.price);
    const unknown = await call('get', 'store/product/detail', { query: { ...q, slug: 'tidak-ada' } });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Data tidak ditemukan']);
    expect((await call('get', 'store/product/detail', { query: { slug: q.slug } })).status).toBe(400);
    expect((await call('get', 'store/product/detail', { query: { ...q, user_id: b2b.user.id } })).status).toBe(403);
    expect((await call('get', 'store/product/detail', { query: { ...q, warehouse: 999999 } })).status).toBe(404);
  });
});
