/**
 * Issue 6 points 1–5, as an attacker would try them against the gateway's API (real in-memory PGlite, demo
 * seed): each attack fails, and the amount, the stock or the status stays as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { and, count, eq } from 'drizzle-orm';
import { Calculation, Cart } from '../api/cart';
import { Order, PaymentToken } from '../api/order';
import { Pricing } from '../api/shipper';
import * as s from './db/schema';
import { notificationSignature } from './services/payment-notification';
import { parseResult, recipientOf, request, signIn, signInWithAddresses, startTestGateway, userInfoOf, warehouseOf, type TestGateway, type TestMember } from './test-support';

let gw: TestGateway;
type Member = TestMember;
let anggota: Member;
let b2b: Member;
let bdg: Awaited<ReturnType<typeof warehouseOf>>;
const courseIds = new Map<string, number>();

const call = (m: Member | undefined, method: string, path: string, opts: Parameters<typeof request>[3] = {}) =>
  request(gw, method, `/api/${path}`, { token: m?.token, ...opts });

const member = (email: string) => signInWithAddresses(gw, email);

beforeAll(async () => {
  gw = await startTestGateway();
  anggota = await member('anggota@demo.test');
  b2b = await member('b2b@demo.test');
  bdg = await warehouseOf(gw);
  for (const c of await gw.db.select({ id: s.courses.id, slug: s.courses.slug }).from(s.courses)) courseIds.set(c.slug, c.id);
}, 180_000);
afterAll(async () => {
  await gw?.close();
});

const course = (slug: string) => courseIds.get(slug)!;
const userInfo = userInfoOf;
const warehouse = () => bdg;
const JNE = { name: 'JNE', rate: 'regular', rate_id: 201, distance: 0, must_insurance: false, insurance_applied: false, insurance_fee: 0, price: 0 };
const BDX = { name: 'BDX', rate: 'regular', rate_id: 0, distance: 0, must_insurance: false, insurance_applied: false, insurance_fee: 0, price: 10000 };
type Line = { type: 'lms' | 'ecom'; item_id: number; quantity: number };

const home = (m: Member) => m.addresses.find((a) => a.default)!;

async function addOrder(m: Member, order: Line[], extra: Record<string, unknown> = {}) {
  return call(m, 'post', 'lms/finance/order/add', {
    json: { user_id: m.me.id, user_info: userInfo(m), price_type: 'b2c', price_tier: 3, warehouse: warehouse(), order, promo_code: '', ...extra },
  });
}
async function newOrder(m: Member, order: Line[], extra: Record<string, unknown> = {}): Promise<string> {
  const res = await addOrder(m, order, extra);
  return parseResult(res.body, v.object({ invoice: v.string() })).invoice;
}
async function pay(m: Member, invoice: string, extra: Record<string, unknown> = {}) {
  return call(m, 'post', 'lms/finance/order/payment', {
    json: { invoice, user_id: m.me.id, user_info: userInfo(m), recipient: recipientOf(m, home(m)), promo_code: '', logistic: JNE, ...extra },
  });
}
async function detail(m: Member, invoice: string) {
  return parseResult((await call(m, 'get', 'lms/finance/transaction/detail', { query: { user_id: m.me.id, invoice } })).body, Order);
}
async function settle(invoice: string, amount: number) {
  const gross_amount = `${amount}.00`;
  return call(undefined, 'post', 'payment/notification', {
    json: {
      order_id: invoice,
      status_code: '200',
      gross_amount,
      transaction_status: 'settlement',
      payment_type: 'bank_transfer',
      signature_key: notificationSignature(invoice, '200', gross_amount, gw.config.paymentServerKey),
    },
  });
}
async function productAt(slug: string) {
  const [p] = await gw.db.select().from(s.products).where(eq(s.products.slug, slug));
  const prices = await gw.db.select().from(s.productPrices).where(and(eq(s.productPrices.product_id, p!.id), eq(s.productPrices.warehouse_id, bdg.id)));
  const priceOf = (type: string, tier: number) => prices.find((x) => x.type === type && x.tier === tier)!.price;
  return { id: p!.id, priceOf };
}
async function stockOf(productId: number) {
  const [row] = await gw.db
    .select({ stock: s.productStocks.stock })
    .from(s.productStocks)
    .where(and(eq(s.productStocks.product_id, productId), eq(s.productStocks.warehouse_id, bdg.id)));
  return row!.stock;
}
async function setStock(productId: number, stock: number) {
  await gw.db.update(s.productStocks).set({ stock }).where(and(eq(s.productStocks.product_id, productId), eq(s.productStocks.warehouse_id, bdg.id)));
}
async function clearCart(m: Member) {
  await gw.db.delete(s.cartItems).where(eq(s.cartItems.user_id, m.me.id));
}

describe('point 1: the price list is the member’s own', () => {
  it('a b2c tier-3 member sending b2b tier 1 pays the b2c tier-3 price for two of product 1 (Rp 33.000, not Rp 27.000)', async () => {
    const product = await gw.db.select().from(s.products).where(eq(s.products.id, 1));
    const p1 = await productAt(product[0]!.slug);
    expect([p1.priceOf('b2c', 3) * 2, p1.priceOf('b2b', 1) * 2]).toEqual([33000, 27000]);
    const forged = { price_type: 'b2b', price_tier: 1 };
    await clearCart(anggota);

    // Cart add and cart fetch: the line is priced b2c tier 3.
    expect((await call(anggota, 'post', 'lms/finance/cart/add', { json: { user_id: anggota.me.id, warehouse_id: bdg.id, carts: [{ type: 'ecom', item_id: 1, quantity: 2 }], ...forged } })).status).toBe(200);
    const cart = parseResult(
      (await call(anggota, 'get', 'lms/finance/cart', { query: { user_id: anggota.me.id, warehouse_id: bdg.id, pricelist_type: 'b2b', pricelist_tier: 1, limit: 1000 } })).body,
      Cart,
    );
    expect(cart.data.ecom_cart.map((l) => [l.item_id, l.price, l.price_type, l.price_tier])).toEqual([[1, 16500, 'b2c', 3]]);

    // Calculation.
    const calc = parseResult(
      (await call(anggota, 'post', 'lms/finance/cart/calculation', { json: { user_id: anggota.me.id, warehouse_id: bdg.id, cart: [{ type: 'ecom', item_id: 1, quantity: 2 }], ...forged } })).body,
      Calculation,
    );
    expect(calc.product_amount).toBe(33000);

    // Order add and payment.
    const invoice = await newOrder(anggota, [{ type: 'ecom', item_id: 1, quantity: 2 }], forged);
    const created = await detail(anggota, invoice);
    expect([created.price_type, created.price_tier, created.items[0]!.price]).toEqual(['b2c', 3, 16500]);
    parseResult((await pay(anggota, invoice)).body, PaymentToken);
    const awaiting = await detail(anggota, invoice);
    expect(awaiting.amount).toBe(33000 + awaiting.shipper!.delivery_cost + awaiting.shipper!.insurance_cost);
    await clearCart(anggota);
  });

  it('a b2b tier-1 member gets the b2b tier-1 price whatever they send', async () => {
    const invoice = await newOrder(b2b, [{ type: 'ecom', item_id: 1, quantity: 2 }], { price_type: 'b2c', price_tier: 3 });
    const created = await detail(b2b, invoice);
    expect([created.price_type, created.price_tier, created.items[0]!.price * 2]).toEqual(['b2b', 1, 27000]);
  });
});

describe('point 2: delivery is priced from a saved address', () => {
  it('recipient text in Surabaya with the Bandung warehouse’s coordinates does not get BDX at 0 km', async () => {
    const invoice = await newOrder(anggota, [{ type: 'ecom', item_id: 1, quantity: 1 }]);
    const before = await detail(anggota, invoice);
    const surabaya = {
      name: 'Penyerang',
      phone: '081200000000',
      email: anggota.me.email,
      label: 'Gudang',
      address: 'Jl. Tunjungan No. 1, Surabaya',
      village_id: '35.78.05.1001',
      village: 'Genteng',
      district_name: 'Genteng',
      city_name: 'Kota Surabaya',
      province_name: 'Jawa Timur',
      latitude: bdg.latitude,
      longitude: bdg.longitude,
      postal_code: '60275',
      note: '',
    };
    const made = await pay(anggota, invoice, { recipient: surabaya, logistic: BDX });
    expect([made.status, made.body.message]).toEqual([400, 'Silahkan pilih alamat terlebih dahulu']);
    // The member's far (Yogyakarta) address by id, with the warehouse's coordinates: the stored ones count.
    const yogya = anggota.addresses.find((a) => a.area.city_name === 'Kota Yogyakarta')!;
    const moved = await pay(anggota, invoice, { recipient: { ...recipientOf(anggota, yogya), latitude: bdg.latitude, longitude: bdg.longitude }, logistic: BDX });
    expect([moved.status, moved.body.message]).toEqual([400, 'Alamat pengiriman melebihi 20km. mohon pilih alamat lain atau buat alamat baru']);
    // Another member's address id.
    const foreign = await pay(anggota, invoice, { recipient: recipientOf(anggota, home(b2b)), logistic: JNE });
    expect([foreign.status, foreign.body.message]).toEqual([400, 'Silahkan pilih alamat terlebih dahulu']);

    const after = await detail(anggota, invoice);
    expect([after.status_code, after.amount, after.recipient, after.shipper]).toEqual([before.status_code, before.amount, null, null]);
  });

  it('pays the courier from the stored coordinates and keeps the saved address as the recipient', async () => {
    const invoice = await newOrder(anggota, [{ type: 'ecom', item_id: 1, quantity: 1 }]);
    const yogya = anggota.addresses.find((a) => a.area.city_name === 'Kota Yogyakarta')!;
    // The far address by id, but its text and coordinates replaced by the warehouse's.
    const tampered = { ...recipientOf(anggota, yogya), address: 'Gudang Bandung', city_name: 'Kota Bandung', latitude: bdg.latitude, longitude: bdg.longitude };
    parseResult((await pay(anggota, invoice, { recipient: tampered })).body, PaymentToken);
    const paid = await detail(anggota, invoice);
    expect(paid.shipper!.distance).toBeGreaterThan(250);
    expect(paid.recipient).toMatchObject({ id: yogya.id, address: yogya.address, city_name: 'Kota Yogyakarta', latitude: yogya.latitude });
  });

  it('the shipping calls refuse a destination that is not a saved address and use the stored coordinates of one', async () => {
    const items = [{ name: 'Tepung', quantity: 1, weight: 1, height: 10, width: 10, length: 10, price: 16500 }];
    const store_address = { code: bdg.code, lat: bdg.latitude, lng: bdg.longitude };
    const atWarehouse = { area_id: '35.78.05.1001', address: 'Surabaya', lat: bdg.latitude, lng: bdg.longitude };
    const refused = await call(anggota, 'post', 'shipper/domestic/pricing', { json: { destination: atWarehouse, store_address, items } });
    expect([refused.status, refused.body.message]).toEqual([400, 'Silahkan pilih alamat terlebih dahulu']);
    const yogya = anggota.addresses.find((a) => a.area.city_name === 'Kota Yogyakarta')!;
    const byId = parseResult(
      (await call(anggota, 'post', 'shipper/domestic/pricing', { json: { destination: { ...atWarehouse, address_id: yogya.id }, store_address, items } })).body,
      Pricing,
    );
    expect(byId.distance).toBeGreaterThan(250);
    expect(byId.methods.map((m) => m.type)).not.toContain('bdx');
    // A forged warehouse position is ignored too: the stored one is used.
    const near = home(anggota);
    const moved = parseResult(
      (await call(anggota, 'post', 'shipper/domestic/pricing', {
        json: { destination: { area_id: near.village_id, address: near.address, lat: near.latitude!, lng: near.longitude! }, store_address: { ...store_address, lat: near.latitude!, lng: near.longitude! }, items },
      })).body,
      Pricing,
    );
    expect(moved.distance).toBeGreaterThan(1);
  });
});

describe('point 3: promo limits hold at payment', () => {
  const SEKALI = 'SEKALI';
  beforeAll(async () => {
    const now = gw.clock.now.getTime();
    await gw.db.insert(s.promos).values({
      promo_code: SEKALI,
      promo_price: 20000,
      event: 'Promo sekali pakai',
      max_user: 1,
      start_date: new Date(now - 86_400_000),
      end_date: new Date(now + 30 * 86_400_000),
      created_at: new Date(now),
      updated_at: new Date(now),
    });
  });
  const uses = async () => {
    const [p] = await gw.db.select().from(s.promos).where(eq(s.promos.promo_code, SEKALI));
    return Number((await gw.db.select({ n: count() }).from(s.promoUsages).where(eq(s.promoUsages.promo_id, p!.id)))[0]!.n);
  };

  it('a promo with max_user 1 is used once: the second and third payment are refused with ‘Promo sudah habis’', async () => {
    const first = await newOrder(anggota, [{ type: 'lms', item_id: course('croissant-renyah-ala-prancis'), quantity: 1 }], { promo_code: SEKALI });
    const second = await newOrder(anggota, [{ type: 'lms', item_id: course('tiramisu-tanpa-oven'), quantity: 1 }], { promo_code: SEKALI });
    const third = await newOrder(b2b, [{ type: 'lms', item_id: course('tiramisu-tanpa-oven'), quantity: 1 }], { promo_code: SEKALI });
    parseResult((await pay(anggota, first, { promo_code: SEKALI, recipient: null, logistic: BDX })).body, PaymentToken);

    // While the first order holds the last use, nobody else gets it.
    for (const [m, invoice] of [[anggota, second], [b2b, third]] as const) {
      const before = await detail(m, invoice);
      const refused = await pay(m, invoice, { promo_code: SEKALI, recipient: null, logistic: BDX });
      expect([refused.status, refused.body.message]).toEqual([403, 'Promo sudah habis']);
      const after = await detail(m, invoice);
      expect([after.status_code, after.amount, after.promo_code]).toEqual([before.status_code, before.amount, before.promo_code]);
    }

    const paid = await detail(anggota, first);
    expect((await settle(first, paid.amount)).status).toBe(200);
    expect((await detail(anggota, first)).status_code).toBe(3);
    expect(await uses()).toBe(1);
    const late = await pay(b2b, third, { promo_code: SEKALI, recipient: null, logistic: BDX });
    expect([late.status, late.body.message]).toEqual([403, 'Promo sudah habis']);
    expect(await uses()).toBe(1);
  });

  it('a settlement whose promo is no longer usable is not counted: the order goes 3 → 10 with nothing taken', async () => {
    const code = 'DUAKALI';
    const now = gw.clock.now.getTime();
    await gw.db.insert(s.promos).values({
      promo_code: code, promo_price: 10000, event: 'Dua kali', max_user: 2,
      start_date: new Date(now - 86_400_000), end_date: new Date(now + 86_400_000), created_at: new Date(now), updated_at: new Date(now),
    });
    const a = await newOrder(anggota, [{ type: 'lms', item_id: course('rendang-padang-autentik'), quantity: 1 }], { promo_code: code });
    const b = await newOrder(b2b, [{ type: 'lms', item_id: course('rendang-padang-autentik'), quantity: 1 }], { promo_code: code });
    parseResult((await pay(anggota, a, { promo_code: code, recipient: null, logistic: BDX })).body, PaymentToken);
    parseResult((await pay(b2b, b, { promo_code: code, recipient: null, logistic: BDX })).body, PaymentToken);
    // The back office lowers the limit while both await payment; both pay at the provider.
    await gw.db.update(s.promos).set({ max_user: 1 }).where(eq(s.promos.promo_code, code));
    expect((await settle(a, (await detail(anggota, a)).amount)).status).toBe(200);
    const late = await settle(b, (await detail(b2b, b)).amount);
    expect(late.status).toBe(200);
    expect((late.body.result as { refused?: string }).refused).toBe('Promo sudah habis');
    const order = await detail(b2b, b);
    expect([order.status_code, order.status_history.map((h) => h.code)]).toEqual([10, [1, 2, 3, 10]]);
    const [p] = await gw.db.select().from(s.promos).where(eq(s.promos.promo_code, code));
    expect(Number((await gw.db.select({ n: count() }).from(s.promoUsages).where(eq(s.promoUsages.promo_id, p!.id)))[0]!.n)).toBe(1);
    expect(await gw.db.select().from(s.enrollments).where(and(eq(s.enrollments.user_id, b2b.me.id), eq(s.enrollments.course_id, course('rendang-padang-autentik'))))).toEqual([]);
  });

  it('a payment deadline never outlives the promo’s period: a settlement after it finds the order expired and counts nothing', async () => {
    const code = 'SEJAM';
    const now = gw.clock.now.getTime();
    await gw.db.insert(s.promos).values({
      promo_code: code, promo_price: 10000, event: 'Satu jam', max_user: 0,
      start_date: new Date(now - 86_400_000), end_date: new Date(now + 3_600_000), created_at: new Date(now), updated_at: new Date(now),
    });
    const invoice = await newOrder(anggota, [{ type: 'lms', item_id: course('salad-dan-dressing-rumahan'), quantity: 1 }], { promo_code: code });
    parseResult((await pay(anggota, invoice, { promo_code: code, recipient: null, logistic: BDX })).body, PaymentToken);
    const awaiting = await detail(anggota, invoice);
    expect(awaiting.expire_time).toBe(new Date(now + 3_600_000).toISOString());
    gw.clock.advance(2 * 3_600_000);
    try {
      // The money is recorded for a refund (10), the order is not revived and the promo is not counted.
      const late = await settle(invoice, awaiting.amount);
      expect((late.body.result as { status_code: number; refused?: string })).toMatchObject({ status_code: 10, refused: 'Invoice tidak ditemukan atau order sudah diproses' });
      const fresh = await member('anggota@demo.test');
      expect((await detail(fresh, invoice)).status_history.map((h) => h.code)).toEqual([1, 2, 9, 10]);
      const [p] = await gw.db.select().from(s.promos).where(eq(s.promos.promo_code, code));
      expect(await gw.db.select().from(s.promoUsages).where(eq(s.promoUsages.promo_id, p!.id))).toEqual([]);
    } finally {
      gw.clock.advance(-2 * 3_600_000);
    }
  });
});

describe('point 4: a course is charged once', () => {
  const FOCACCIA = 'focaccia-rosemary-italia';
  let awaitingInvoice = '';
  let supersededInvoice = '';
  const enrolledCount = async (m: Member, courseId: number) =>
    (await gw.db.select().from(s.enrollments).where(and(eq(s.enrollments.user_id, m.me.id), eq(s.enrollments.course_id, courseId)))).length;
  const orderCount = async (m: Member) => (await gw.db.select().from(s.orders).where(eq(s.orders.user_id, m.me.id))).length;
  const notify = (invoice: string, transaction_status: 'pending' | 'settlement', amount: number) => {
    const gross_amount = `${amount}.00`;
    const status_code = transaction_status === 'settlement' ? '200' : '201';
    return call(undefined, 'post', 'payment/notification', {
      json: {
        order_id: invoice, status_code, gross_amount, transaction_status, payment_type: 'bank_transfer',
        va_numbers: [{ bank: 'bca', va_number: '8808000000001' }],
        signature_key: notificationSignature(invoice, status_code, gross_amount, gw.config.paymentServerKey),
      },
    });
  };

  it('one open order per course: an unsent order or a closed popup is superseded, a payment under way refuses a new order', async () => {
    const id = course(FOCACCIA);
    const first = await newOrder(anggota, [{ type: 'lms', item_id: id, quantity: 1 }]);
    const second = await newOrder(anggota, [{ type: 'lms', item_id: id, quantity: 1 }]);
    // The first was never sent to payment: it is cancelled, so it cannot be paid any more.
    expect((await detail(anggota, first)).status_code).toBe(8);
    const stale = await pay(anggota, first, { recipient: null, logistic: BDX });
    expect([stale.status, stale.body.message]).toEqual([404, 'Invoice tidak ditemukan atau order sudah diproses']);

    // The second gets a payment page, the member closes it and buys again: the second is cancelled and its page
    // can no longer take money.
    const { token } = parseResult((await pay(anggota, second, { recipient: null, logistic: BDX })).body, PaymentToken);
    const third = await newOrder(anggota, [{ type: 'lms', item_id: id, quantity: 1 }]);
    expect((await detail(anggota, second)).status_code).toBe(8);
    const oldPage = await gw.app.request(`/snap/pay/${token}/pay`, { method: 'POST' });
    expect(oldPage.status).toBe(404);
    expect((await detail(anggota, second)).status_code).toBe(8);
    supersededInvoice = second;

    // The third gets a virtual account (payment under way): a fourth order for the course is refused.
    parseResult((await pay(anggota, third, { recipient: null, logistic: BDX })).body, PaymentToken);
    expect((await notify(third, 'pending', (await detail(anggota, third)).amount)).status).toBe(200);
    const before = await orderCount(anggota);
    const fourth = await addOrder(anggota, [{ type: 'lms', item_id: id, quantity: 1 }]);
    expect([fourth.status, fourth.body.message]).toEqual([403, 'Kursus sudah ditambahkan ke keranjang atau pernah kamu beli']);
    expect(await orderCount(anggota)).toBe(before);
    expect((await detail(anggota, third)).status_code).toBe(2);
    awaitingInvoice = third;
  });

  it('paying for a course already owned is refused before any money moves; money for a second order enrolls nothing', async () => {
    const id = course(FOCACCIA);
    expect((await notify(awaitingInvoice, 'settlement', (await detail(anggota, awaitingInvoice)).amount)).status).toBe(200);
    expect(await enrolledCount(anggota, id)).toBe(1);

    // An older open order holding the same course (as a race or an old client could leave one).
    const other = await newOrder(anggota, [{ type: 'lms', item_id: course('pain-au-chocolat-berlapis'), quantity: 1 }]);
    const [row] = await gw.db.select().from(s.orders).where(eq(s.orders.invoice, other));
    const [item] = await gw.db.select().from(s.orderItems).where(eq(s.orderItems.order_id, row!.id));
    await gw.db.insert(s.orderItems).values({ ...item!, id: undefined, item_id: id, slug: FOCACCIA });
    const refused = await pay(anggota, other, { recipient: null, logistic: BDX });
    expect([refused.status, refused.body.message]).toEqual([403, 'Kursus sudah ditambahkan ke keranjang atau pernah kamu beli']);
    const after = await detail(anggota, other);
    expect([after.status_code, after.expire_time]).toEqual([1, null]);

    // Had it reached the provider anyway: the settlement is recorded but fails to process; no second enrollment.
    await gw.db.update(s.orders).set({ status_code: 2, amount: 1000, expire_time: new Date(gw.clock.now.getTime() + 3_600_000) }).where(eq(s.orders.id, row!.id));
    const late = await settle(other, 1000);
    expect((late.body.result as { refused?: string }).refused).toBe('Kursus sudah ditambahkan ke keranjang atau pernah kamu beli');
    expect((await detail(anggota, other)).status_code).toBe(10);
    expect(await enrolledCount(anggota, id)).toBe(1);
    expect(await enrolledCount(anggota, course('pain-au-chocolat-berlapis'))).toBe(0);

    // Money for the superseded order (a real provider's old page): recorded for a refund, the order not revived.
    const superseded = await detail(anggota, supersededInvoice);
    const money = await settle(supersededInvoice, superseded.amount);
    expect((money.body.result as { refused?: string; status_code: number })).toMatchObject({ refused: 'Invoice tidak ditemukan atau order sudah diproses', status_code: 10 });
    const recorded = await detail(anggota, supersededInvoice);
    expect([recorded.status_code, recorded.status_history.map((h) => h.code), recorded.payment_type]).toEqual([10, [1, 2, 8, 10], 'bank_transfer']);
    expect(await enrolledCount(anggota, id)).toBe(1);
  });
});

describe('point 5: stock moves', () => {
  const SLUG = 'mentega-tawar-unsalted-butter-227-g';

  it('a paid order takes its stock; a payment for held or gone stock is refused with ‘Item stok sudah habis’; a true race ends 3 → 10; a cancelled one gives it back', async () => {
    const p = await productAt(SLUG);
    await setStock(p.id, 2);
    await clearCart(anggota);
    await clearCart(b2b);
    const mine = await newOrder(anggota, [{ type: 'ecom', item_id: p.id, quantity: 2 }]);
    const theirs = await newOrder(b2b, [{ type: 'ecom', item_id: p.id, quantity: 2 }]);
    parseResult((await pay(anggota, mine)).body, PaymentToken);
    // The 2 units are held for the first payer (issue 16 point 6): the second is refused before any money moves.
    const held = await pay(b2b, theirs);
    expect([held.status, held.body.message]).toEqual([436, 'Item stok sudah habis']);
    expect((await detail(b2b, theirs)).status_code).toBe(1);
    expect(await stockOf(p.id)).toBe(2);

    // Paid: the stock goes down in the same transaction.
    expect((await settle(mine, (await detail(anggota, mine)).amount)).status).toBe(200);
    expect((await detail(anggota, mine)).status_code).toBe(3);
    expect(await stockOf(p.id)).toBe(0);

    // A payment request for stock that is gone: refused before any money moves.
    const before = await detail(b2b, theirs);
    const refused = await pay(b2b, theirs);
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([436, 436, 'Item stok sudah habis']);
    const after = await detail(b2b, theirs);
    expect([after.status_code, after.amount]).toEqual([before.status_code, before.amount]);

    // A true race: restocked, the other member's payment is requested, then the back office corrects the stock down
    // before the money arrives — the order is not honoured (3 → 10), the stock stays as corrected.
    await setStock(p.id, 2);
    parseResult((await pay(b2b, theirs)).body, PaymentToken);
    await setStock(p.id, 1);
    const late = await settle(theirs, (await detail(b2b, theirs)).amount);
    expect((late.body.result as { refused?: string }).refused).toBe('Item stok sudah habis');
    expect((await detail(b2b, theirs)).status_code).toBe(10);
    expect(await stockOf(p.id)).toBe(1);

    // The back office cancels the paid order: its 2 units go back (once).
    const { token: admin } = await signIn(gw, 'admin@demo.test');
    const cancelled = await request(gw, 'post', '/api/lms/admin/order/status', { token: admin, json: { invoice: mine, status_code: 8 } });
    expect(parseResult(cancelled.body, Order).status_code).toBe(8);
    expect(await stockOf(p.id)).toBe(3);
    const again = await request(gw, 'post', '/api/lms/admin/order/status', { token: admin, json: { invoice: mine, status_code: 10 } });
    expect(again.status).toBe(409);
    expect(await stockOf(p.id)).toBe(3);
  });

  it('an unpaid order that fails or expires took nothing and gives nothing back', async () => {
    const p = await productAt(SLUG);
    await setStock(p.id, 5);
    await clearCart(anggota);
    const invoice = await newOrder(anggota, [{ type: 'ecom', item_id: p.id, quantity: 3 }]);
    parseResult((await pay(anggota, invoice)).body, PaymentToken);
    const amount = (await detail(anggota, invoice)).amount;
    const gross_amount = `${amount}.00`;
    const denied = await call(undefined, 'post', 'payment/notification', {
      json: { order_id: invoice, status_code: '202', gross_amount, transaction_status: 'deny', signature_key: notificationSignature(invoice, '202', gross_amount, gw.config.paymentServerKey) },
    });
    expect(denied.status).toBe(200);
    expect((await detail(anggota, invoice)).status_code).toBe(9);
    expect(await stockOf(p.id)).toBe(5);
  });
});
