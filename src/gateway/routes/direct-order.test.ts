/**
 * 'Direct order add' (POST lms/finance/order/direct, decision 083) and 'Update promotion' (POST
 * lms/finance/order/update_promotion, decision 084), commerce spec §7 "Cart and orders", against the gateway on an
 * in-memory PGlite with the demo seed. A direct order is order/add + order/payment in one: the gateway's own prices,
 * promo and delivery, and a refusal leaves no order behind. Every success is parsed with the contract's schema.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { and, count, eq, inArray } from 'drizzle-orm';
import { Order, PaymentToken, PromotionUpdate } from '../../api/order';
import * as s from '../db/schema';
import { parseResult, recipientOf, request, signInWithAddresses, startTestGateway, userInfoOf, warehouseOf, type TestGateway, type TestMember } from '../test-support';

let gw: TestGateway;
type Member = TestMember;
let anggota: Member;
let b2b: Member;
let bdg: Awaited<ReturnType<typeof warehouseOf>>;
/** Courses neither demo member owns, in seed order. */
let freeCourses: Array<{ id: number; price: number }>;

const call = (m: Member | undefined, method: string, path: string, opts: Parameters<typeof request>[3] = {}) =>
  request(gw, method, `/api/${path}`, { token: m?.token, ...opts });

const member = (email: string) => signInWithAddresses(gw, email);

beforeAll(async () => {
  gw = await startTestGateway();
  anggota = await member('anggota@demo.test');
  b2b = await member('b2b@demo.test');
  bdg = await warehouseOf(gw);
  const owned = new Set((await gw.db.select({ id: s.enrollments.course_id }).from(s.enrollments).where(inArray(s.enrollments.user_id, [anggota.me.id, b2b.me.id]))).map((r) => r.id));
  const held = new Set((await gw.db.select({ id: s.orderItems.item_id }).from(s.orderItems).where(eq(s.orderItems.type, 'lms'))).map((r) => r.id));
  freeCourses = (await gw.db.select().from(s.courses).where(eq(s.courses.status, 'active')).orderBy(s.courses.id))
    .filter((c) => !owned.has(c.id) && !held.has(c.id))
    .map((c) => ({ id: c.id, price: c.price }));
}, 180_000);
afterAll(async () => {
  await gw?.close();
});

const userInfo = userInfoOf;
const warehouse = () => bdg;
const COURSE_ONLY = { name: '', rate: '', rate_id: 0, distance: 0, must_insurance: false, insurance_applied: false, insurance_fee: 0, price: 0 };
/** BDX at a forged price of Rp 1 and a forged distance of 0 km. */
const FORGED_BDX = { name: 'BDX', rate: 'regular', rate_id: 0, distance: 0, must_insurance: false, insurance_applied: false, insurance_fee: 0, price: 1 };
type Line = { type: 'lms' | 'ecom'; item_id: number; quantity: number };
const home = (m: Member) => m.addresses.find((a) => a.default)!;

function direct(m: Member, order: Line[], extra: Record<string, unknown> = {}, key?: string) {
  return call(m, 'post', 'lms/finance/order/direct', {
    json: { user_id: m.me.id, user_info: userInfo(m), price_type: 'b2c', price_tier: 3, recipient: recipientOf(m, home(m)), order, warehouse: warehouse(), promo_code: '', logistic: COURSE_ONLY, ...extra },
    headers: key ? { 'Idempotency-Key': key } : {},
  });
}
async function detail(m: Member, invoice: string) {
  return parseResult((await call(m, 'get', 'lms/finance/transaction/detail', { query: { user_id: m.me.id, invoice } })).body, Order);
}
const orderCount = async (m: Member) => (await gw.db.select({ n: count() }).from(s.orders).where(eq(s.orders.user_id, m.me.id)))[0]!.n;
async function productPrice(productId: number, type: string, tier: number) {
  const [row] = await gw.db
    .select({ price: s.productPrices.price })
    .from(s.productPrices)
    .where(and(eq(s.productPrices.product_id, productId), eq(s.productPrices.warehouse_id, bdg.id), eq(s.productPrices.type, type), eq(s.productPrices.tier, tier)));
  return row!.price;
}

describe("POST lms/finance/order/direct ('Direct order add')", () => {
  it('creates the order and its payment in one call: result.token and result.invoice, status 2, the amount the gateway computes', async () => {
    const c = freeCourses[0]!;
    const res = await direct(anggota, [{ type: 'lms', item_id: c.id, quantity: 1 }]);
    expect([res.status, (res.body as { message: string }).message]).toEqual([200, 'Silahkan lakukan pembayaran']);
    const answer = parseResult(res.body, PaymentToken);
    expect(answer.token).not.toBe('');
    const order = await detail(anggota, answer.invoice);
    expect([order.status_code, order.order_type, order.items.map((i) => i.item_id)]).toEqual([2, 'lms', [c.id]]);
    expect(order.amount).toBe(order.items[0]!.price);
  });

  it('an attack with a forged price list, courier price and distance pays the member’s own price and the quoted delivery', async () => {
    const before = await detail(anggota, parseResult((await direct(anggota, [{ type: 'ecom', item_id: 1, quantity: 2 }], { logistic: { ...FORGED_BDX } })).body, PaymentToken).invoice);
    const b2cTier3 = await productPrice(1, 'b2c', 3);
    expect(b2cTier3).not.toBe(await productPrice(1, 'b2b', 1));
    const forged = await direct(anggota, [{ type: 'ecom', item_id: 1, quantity: 2 }], { price_type: 'b2b', price_tier: 1, logistic: { ...FORGED_BDX, price: 0 } });
    const order = await detail(anggota, parseResult(forged.body, PaymentToken).invoice);
    expect(order.items.map((i) => [i.item_id, i.price, i.quantity])).toEqual([[1, b2cTier3, 2]]);
    expect(order.shipper?.delivery_cost).toBe(before.shipper?.delivery_cost);
    expect(order.shipper!.delivery_cost).toBeGreaterThan(1);
    expect(order.amount).toBe(b2cTier3 * 2 + order.shipper!.delivery_cost + order.shipper!.insurance_cost);
  });

  it('a refused promo, an unknown item, too many units or a stranger’s address leave no order behind (4xx with the server message)', async () => {
    const before = await orderCount(anggota);
    const c = freeCourses[1]!;
    const exhausted = await direct(anggota, [{ type: 'lms', item_id: c.id, quantity: 1 }], { promo_code: 'HABIS' });
    expect([exhausted.status, (exhausted.body as { message: string }).message]).toEqual([403, 'Promo sudah habis']);
    const productsOnly = await direct(anggota, [{ type: 'ecom', item_id: 1, quantity: 1 }], { promo_code: 'KURSUSSAJA', logistic: FORGED_BDX });
    expect([productsOnly.status, (productsOnly.body as { message: string }).message]).toEqual([433, 'Promo hanya berlaku untuk kursus saja']);
    const unknown = await direct(anggota, [{ type: 'lms', item_id: 999_999, quantity: 1 }]);
    expect([unknown.status, (unknown.body as { message: string }).message]).toEqual([404, 'Item tidak diketahui']);
    const tooMany = await direct(anggota, [{ type: 'ecom', item_id: 1, quantity: 100_000 }], { logistic: FORGED_BDX });
    expect([tooMany.status, (tooMany.body as { message: string }).message]).toEqual([436, 'Item stok sudah habis']);
    const stranger = await direct(anggota, [{ type: 'ecom', item_id: 1, quantity: 1 }], { logistic: FORGED_BDX, recipient: { ...recipientOf(anggota, home(anggota)), id: home(b2b).id } });
    expect([stranger.status, (stranger.body as { message: string }).message]).toEqual([400, 'Silahkan pilih alamat terlebih dahulu']);
    const other = await direct(anggota, [{ type: 'lms', item_id: c.id, quantity: 1 }], { user_id: b2b.me.id });
    expect(other.status).toBe(403);
    expect(await orderCount(anggota)).toBe(before);
  });

  it('the same Idempotency-Key answers the same invoice and creates one order; a valid promo is applied by the gateway', async () => {
    const c = freeCourses[2]!;
    const before = await orderCount(anggota);
    const first = parseResult((await direct(anggota, [{ type: 'lms', item_id: c.id, quantity: 1 }], { promo_code: 'HEMAT50' }, 'direct-key-1')).body, PaymentToken);
    const again = parseResult((await direct(anggota, [{ type: 'lms', item_id: c.id, quantity: 1 }], { promo_code: 'HEMAT50' }, 'direct-key-1')).body, PaymentToken);
    expect(again.invoice).toBe(first.invoice);
    expect(await orderCount(anggota)).toBe(before + 1);
    const order = await detail(anggota, first.invoice);
    expect([order.promo_code, order.amount]).toEqual(['HEMAT50', Math.max(0, order.items[0]!.price - 50000) || 1000]);
  });

  it('answers 400 with a message to a malformed body (no order lines)', async () => {
    const res = await direct(anggota, []);
    expect([res.status, (res.body as { message: string }).message]).toEqual([400, 'Silahkan pilih item terlebih dahulu!']);
  });
});

describe("POST lms/finance/order/update_promotion ('Update promotion')", () => {
  const addOrder = async (m: Member, courseId: number, promo = '') =>
    parseResult(
      (await call(m, 'post', 'lms/finance/order/add', { json: { user_id: m.me.id, user_info: userInfo(m), warehouse: null, order: [{ type: 'lms', item_id: courseId, quantity: 1 }], promo_code: promo } })).body,
      v.object({ invoice: v.string() }),
    ).invoice;
  const update = (m: Member, invoice: string, promo_code: string, user_id = m.me.id) =>
    call(m, 'post', 'lms/finance/order/update_promotion', { json: { user_id, invoice, promo_code } });

  it('sets and removes the promo of a created order; the stored order follows (promo, discount, amount)', async () => {
    const c = freeCourses[3]!;
    const invoice = await addOrder(anggota, c.id);
    const plain = await detail(anggota, invoice);
    expect([plain.promo_code, plain.discount]).toEqual(['', 0]);
    const set = parseResult((await update(anggota, invoice, 'HEMAT50')).body, PromotionUpdate);
    const discount = Math.min(50000, plain.amount);
    expect(set).toEqual({ invoice, promo_code: 'HEMAT50', discount, amount: plain.amount - discount });
    expect(await detail(anggota, invoice)).toMatchObject({ promo_code: 'HEMAT50', discount, amount: plain.amount - discount });
    const removed = parseResult((await update(anggota, invoice, '')).body, PromotionUpdate);
    expect(removed).toEqual({ invoice, promo_code: '', discount: 0, amount: plain.amount });
  });

  it('refuses a bad promo (order unchanged), another member’s order, and an order already sent to payment', async () => {
    const c = freeCourses[4]!;
    const invoice = await addOrder(anggota, c.id, 'HEMAT50');
    const before = await detail(anggota, invoice);
    const expired = await update(anggota, invoice, 'KADALUARSA');
    expect([expired.status, (expired.body as { message: string }).message]).toEqual([424, 'Promo sudah kadarluarsa']);
    expect(await detail(anggota, invoice)).toMatchObject({ promo_code: before.promo_code, amount: before.amount });
    const stranger = await update(b2b, invoice, '');
    expect([stranger.status, (stranger.body as { message: string }).message]).toEqual([404, 'Invoice tidak ditemukan atau order sudah diproses']);
    const paying = parseResult((await direct(anggota, [{ type: 'lms', item_id: freeCourses[5]!.id, quantity: 1 }])).body, PaymentToken);
    const late = await update(anggota, paying.invoice, 'HEMAT50');
    expect([late.status, (late.body as { message: string }).message]).toEqual([404, 'Invoice tidak ditemukan atau order sudah diproses']);
    expect((await update(anggota, '', 'HEMAT50')).status).toBe(400);
  });
});
