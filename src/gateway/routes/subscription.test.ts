/**
 * Issue 11 gateway contract, subscription (commerce §2, §3, §4 "Subscription flow", §5, §7, §8, §9): packages,
 * the active subscription, the payment request whose amount the gateway decides, paying through the payment
 * stand-in and through a signed notification, activation (months × 30 days) and the courses it opens, and the
 * landing page's leads.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { and, eq } from 'drizzle-orm';
import { paged } from '../../api/envelope';
import { Order } from '../../api/order';
import {
  ActiveSubscription,
  PackageDetail,
  PackageList,
  SubscriptionLead,
  SubscriptionPaymentToken,
  SUBSCRIPTION_ITEMS_MISSING,
} from '../../api/subscription';
import { User } from '../../api/user';
import * as s from '../db/schema';
import { buildNotification, notificationSignature } from '../services/payment-notification';
import { invoiceOfProviderOrderId, snapProvider } from '../services/payment-provider';
import { createApp } from '../app';
import { testConfig } from '../config';
import { standinsWithout } from '../standins/registry';
import { closePaidOrder } from '../services/order-status';
import { subscriptionCourseIds, subscriptionFinishUrl, SUBSCRIPTION_STILL_ACTIVE } from '../services/subscription';
import { SEED_SUBSCRIPTION } from '../seed/learning';
import { EnrolledCourseList } from '../../api/my-course';
import { parseResult, request, signIn, signInMember, startTestGateway, type TestGateway } from '../test-support';

const DAY_MS = 86_400_000;
let gw: TestGateway;
const tokens: Record<string, string> = {};
const users: Record<string, v.InferOutput<typeof User>> = {};
const pkg: Record<string, number> = {};

const api = (method: string, path: string, opts: Parameters<typeof request>[3] = {}) => request(gw, method, `/api/${path}`, opts);

beforeAll(async () => {
  gw = await startTestGateway();
  for (const [key, email] of [
    ['anggota', 'anggota@demo.test'],
    ['b2b', 'b2b@demo.test'],
    ['admin', 'admin@demo.test'],
    ['asesor', 'asesor@demo.test'],
  ] as const) {
    ({ token: tokens[key], user: users[key] } = await signInMember(gw, email));
  }
  for (const p of await gw.db.select().from(s.subscriptionPackages)) pkg[p.title] = p.id;
}, 180_000);
afterAll(async () => {
  await gw?.close();
});

/** A payment body as the SPA sends it: the client's price and title are whatever the page showed. */
function payBody(who: string, line: Partial<{ type: string; quantity: number; title: string; price: unknown }> = {}, id?: number) {
  const u = users[who]!;
  return {
    user_info: { id: id ?? u.id, name: `${u.firstname} ${u.lastname}`, email: u.email, phone: u.no_telp },
    order: [{ type: 'subscription', quantity: 1, title: 'Apa saja', price: 1, ...line }],
  };
}
const pay = (who: string, packageId: number, body: unknown = payBody(who), headers?: Record<string, string>) =>
  api('post', `lms/subscription/payment_snap/${packageId}`, { token: tokens[who], json: body, headers });
const active = (who: string, token = tokens[who]) => api('get', 'lms/subscription/user_active_subscription', { token, query: { user_id: users[who]!.id } });
/** Press a button of the payment stand-in for a token: pay | pending | fail. */
async function snap(token: string, action: 'pay' | 'pending' | 'fail') {
  const res = await gw.app.request(`/snap/pay/${token}/${action}`, { method: 'POST', headers: { Accept: 'application/json' } });
  return { status: res.status, body: (await res.json()) as { result: string } };
}
async function orderOf(invoice: string) {
  const [o] = await gw.db.select().from(s.orders).where(eq(s.orders.invoice, invoice));
  return o!;
}

describe('packages (commerce §3 "Subscription package")', () => {
  it('lists Lite Pass, Starter Pass and Growth Pass with months, prices and benefits', async () => {
    const list = parseResult((await api('get', 'lms/subscription/package_list')).body, PackageList);
    expect(list.map((p) => [p.title, p.duration, p.months, p.price, p.price_after_discount])).toEqual([
      ['Lite Pass', '1-month', 1, 99_000, 79_000],
      ['Starter Pass', '1-month', 1, 149_000, 0],
      ['Growth Pass', '3-month', 3, 399_000, 349_000],
    ]);
    expect(list.map((p) => p.total_courses)).toEqual([3, 6, expect.any(Number)]);
    expect(list[2]!.total_courses).toBeGreaterThan(50);
    expect(list.every((p) => p.benefits.length >= 3 && p.benefits.every((b) => b.id > 0 && b.benefit.length > 5))).toBe(true);
  });

  it('answers a package with the courses it opens, 404 for an unknown or malformed id', async () => {
    const lite = parseResult((await api('get', `lms/subscription/package_detail/${pkg['Lite Pass']}`)).body, PackageDetail);
    expect(lite.courses.length).toBe(3);
    expect(lite.total_courses).toBe(3);
    expect(lite.courses[0]).toMatchObject({ slug: 'croissant-renyah-ala-prancis', category_slug: 'pastry' });
    for (const bad of ['9999', 'abc', '0', '-1', '1.5', '99999999999']) {
      const res = await api('get', `lms/subscription/package_detail/${bad}`);
      expect(res.status, bad).toBe(404);
      expect(res.body.message).toBe('Data tidak ditemukan');
    }
  });
});

describe('active subscription (commerce §3, §4)', () => {
  it("answers 404 'Data tidak ditemukan' while the member has none", async () => {
    const none = await active('asesor');
    expect(none.status).toBe(404);
    expect(none.body).toMatchObject({ status: false, code: 404, message: 'Data tidak ditemukan' });
  });

  it('needs the token, and the user_id must be the member', async () => {
    expect((await api('get', 'lms/subscription/user_active_subscription', { query: { user_id: users.anggota!.id } })).status).toBe(401);
    expect((await api('get', 'lms/subscription/user_active_subscription', { token: tokens.anggota, query: { user_id: users.b2b!.id } })).status).toBe(403);
    expect((await api('get', 'lms/subscription/user_active_subscription', { token: tokens.anggota })).status).toBe(400);
    expect((await api('get', 'lms/subscription/user_active_subscription', { token: tokens.anggota, query: { user_id: 'x' } })).status).toBe(400);
  });
});

describe('payment request (commerce §5 "The payment price is the discounted price when non-zero, otherwise the list price")', () => {
  it('charges the discounted price of Lite Pass whatever price the body names, and answers the popup token', async () => {
    const res = await pay('admin', pkg['Lite Pass']!, payBody('admin', { price: 1, title: 'Gratis' }));
    const token = parseResult(res.body, SubscriptionPaymentToken);
    expect(token.amount).toBe(79_000);
    expect(token.token).toMatch(/^[0-9a-f]{48}$/);
    expect(token.redirect_url).toBe(`http://localhost:5173/snap/pay/${token.token}`);
    const order = await orderOf(token.invoice);
    expect(order).toMatchObject({ order_type: 'subscription', status_code: 2, amount: 79_000, payment_token: token.token, user_id: users.admin!.id });
    expect(order.expire_time!.getTime() - gw.clock.now.getTime()).toBe(DAY_MS);
    const [item] = await gw.db.select().from(s.orderItems).where(eq(s.orderItems.order_id, order.id));
    expect(item).toMatchObject({ type: 'subscription', item_id: pkg['Lite Pass'], title: 'Lite Pass', price: 79_000, price_before_discount: 99_000, quantity: 1 });
    const [sub] = await gw.db.select().from(s.userSubscriptions).where(eq(s.userSubscriptions.order_id, order.id));
    expect(sub).toMatchObject({ status: 'pending', package_id: pkg['Lite Pass'], starts_at: null });
  });

  it('charges the list price of Starter Pass (no discount)', async () => {
    const token = parseResult((await pay('admin', pkg['Starter Pass']!, payBody('admin', { price: 999_999_999 }))).body, SubscriptionPaymentToken);
    expect(token.amount).toBe(149_000);
    expect((await orderOf(token.invoice)).amount).toBe(149_000);
  });

  it('reuses the open payment for the same package and cancels the open one of another package', async () => {
    const first = parseResult((await pay('asesor', pkg['Lite Pass']!)).body, SubscriptionPaymentToken);
    const again = parseResult((await pay('asesor', pkg['Lite Pass']!)).body, SubscriptionPaymentToken);
    expect(again).toEqual(first);
    const other = parseResult((await pay('asesor', pkg['Growth Pass']!)).body, SubscriptionPaymentToken);
    expect(other.token).not.toBe(first.token);
    expect(other.amount).toBe(349_000);
    expect((await orderOf(first.invoice)).status_code).toBe(8);
    // The cancelled payment can no longer be paid in the popup.
    const late = await snap(first.token, 'pay');
    expect(late.status).toBe(404);
    expect(late.body.result).toBe('error');
    expect((await active('asesor')).status).toBe(404);
  });

  it('answers the same payment for a retried Idempotency-Key', async () => {
    const headers = { 'Idempotency-Key': 'sub-retry-1' };
    const a = parseResult((await pay('asesor', pkg['Starter Pass']!, payBody('asesor'), headers)).body, SubscriptionPaymentToken);
    const b = parseResult((await pay('asesor', pkg['Starter Pass']!, payBody('asesor'), headers)).body, SubscriptionPaymentToken);
    expect(b).toEqual(a);
  });

  it.each([
    ['no token', () => api('post', 'lms/subscription/payment_snap/1', { json: payBody('anggota') }), 401, 'token not found on auth service'],
    ["another member's id", () => pay('anggota', 1, payBody('anggota', {}, 99)), 403, 'user_id tidak sesuai dengan sesi login'],
    ['an empty order list', () => pay('anggota', 1, { ...payBody('anggota'), order: [] }), 404, SUBSCRIPTION_ITEMS_MISSING],
    ['two lines', () => pay('anggota', 1, { ...payBody('anggota'), order: [payBody('anggota').order[0], payBody('anggota').order[0]] }), 400, 'Satu pembayaran hanya untuk satu paket dengan quantity 1'],
    ['quantity 2', () => pay('anggota', 1, payBody('anggota', { quantity: 2 })), 400, 'Satu pembayaran hanya untuk satu paket dengan quantity 1'],
    ['quantity 0', () => pay('anggota', 1, payBody('anggota', { quantity: 0 })), 400, 'quantity minimal 1'],
    ['a course line', () => pay('anggota', 1, payBody('anggota', { type: 'lms' })), 400, "type harus 'subscription'"],
    ['a decimal price', () => pay('anggota', 1, payBody('anggota', { price: 79000.5 })), 400, 'price harus bilangan bulat'],
    ['a price as text', () => pay('anggota', 1, payBody('anggota', { price: '79000' })), 400, 'price harus angka'],
    ['an unknown package', () => pay('anggota', 9999), 404, 'Data tidak ditemukan'],
    ['a malformed package id', () => pay('anggota', 'abc' as never), 404, 'Data tidak ditemukan'],
    ['invalid JSON', () => api('post', 'lms/subscription/payment_snap/1', { token: tokens.anggota, raw: '{"order":' }), 400, 'Body harus berupa JSON yang valid'],
    ['no user_info', () => pay('anggota', 1, { order: payBody('anggota').order }), 400, 'user_info harus diisi'],
    ['an over-long name', () => pay('anggota', 1, { ...payBody('anggota'), user_info: { ...payBody('anggota').user_info, name: 'n'.repeat(101) } }), 400, 'Maksimal 100 karakter'],
  ])('refuses %s', async (_name, send, status, message) => {
    const before = (await gw.db.select().from(s.orders)).length;
    const res = await send();
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ status: false, code: status, message });
    expect((await gw.db.select().from(s.orders)).length).toBe(before);
  });
});

describe('the seeded subscriber (anggota: Starter Pass bought as INV-SUB-0001, learning seed)', () => {
  it('is active, answers its invoice, and the learning tab lists exactly the courses the subscription opens', async () => {
    const sub = parseResult((await active('anggota')).body, ActiveSubscription);
    expect([sub.package_data.title, sub.invoice]).toEqual(['Starter Pass', SEED_SUBSCRIPTION.invoice]);
    const opened = await subscriptionCourseIds(gw.db, users.anggota!.id, gw.clock.now);
    expect(opened).toHaveLength(6);
    const listed: number[] = [];
    for (let page = 1; page <= 2; page++) {
      const list = parseResult((await api('get', 'lms/users/my_course/subscription', { token: tokens.anggota, query: { user_id: users.anggota!.id, page } })).body, EnrolledCourseList);
      listed.push(...list.data.map((c) => c.course.id));
    }
    expect(listed).toEqual(opened);
  });

  it('cannot buy another package while it runs (409), and its purchase is in History Pembelian', async () => {
    const res = await pay('anggota', pkg['Lite Pass']!);
    expect([res.status, res.body.message]).toEqual([409, SUBSCRIPTION_STILL_ACTIVE]);
    const list = parseResult((await api('get', 'lms/finance/transaction', { token: tokens.anggota, query: { user_id: users.anggota!.id, limit: 100 } })).body, paged(Order));
    expect(list.data.find((o) => o.invoice === SEED_SUBSCRIPTION.invoice)).toMatchObject({ order_type: 'subscription', status_code: 3, amount: 149_000 });
  });
});

describe('paying activates the subscription (commerce §4 "Subscription flow", §9 months × 30 days)', () => {
  it('a member without a subscription (b2b) pays Lite Pass in the payment popup: active for 30 days, its courses open, the learning site answers', async () => {
    expect((await active('b2b')).status).toBe(404);
    const token = parseResult((await pay('b2b', pkg['Lite Pass']!)).body, SubscriptionPaymentToken);
    // The popup page of the stand-in shows the subscription order's invoice and amount.
    const page = await gw.app.request(`/snap/pay/${token.token}`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain(token.invoice);
    expect(html).toMatch(/Rp\s?79\.000/);

    const paid = await snap(token.token, 'pay');
    expect(paid).toMatchObject({ status: 200, body: { result: 'success' } });
    expect((await orderOf(token.invoice)).status_code).toBe(3);

    const sub = parseResult((await active('b2b')).body, ActiveSubscription);
    expect(sub.package_data.title).toBe('Lite Pass');
    expect(sub.invoice).toBe(token.invoice);
    expect(Date.parse(sub.starts_at)).toBe(gw.clock.now.getTime());
    expect(Date.parse(sub.validity) - Date.parse(sub.starts_at)).toBe(30 * DAY_MS);
    expect(sub.ends_at).toBe(sub.validity);

    const detail = parseResult((await api('get', `lms/subscription/package_detail/${pkg['Lite Pass']}`)).body, PackageDetail);
    expect(await subscriptionCourseIds(gw.db, users.b2b!.id, gw.clock.now)).toEqual(detail.courses.map((c) => c.id));
    // … and the subscription tab of Kursus Saya lists them.
    const tab = parseResult((await api('get', 'lms/users/my_course/subscription', { token: tokens.b2b, query: { user_id: users.b2b!.id } })).body, EnrolledCourseList);
    expect(tab.data.map((c) => c.course.slug)).toEqual(detail.courses.map((c) => c.slug));

    // 'success' sends the SPA to the learning site's my-courses with type=subscription: the stand-in answers it.
    const landing = await gw.app.request('/lms-site/my-courses?type=subscription');
    const landingHtml = await landing.text();
    expect(landing.status).toBe(200);
    expect(landingHtml).toContain('STAND-IN LOKAL');
    expect(landingHtml).toContain('href="/my-courses?type=subscription"');
  });

  it('refuses a second purchase while the subscription is active (no mid-period upgrade)', async () => {
    const res = await pay('b2b', pkg['Growth Pass']!);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(SUBSCRIPTION_STILL_ACTIVE);
  });

  it('lists the paid subscription order in History Pembelian (order_type subscription)', async () => {
    const list = parseResult(
      (await api('get', 'lms/finance/transaction', { token: tokens.b2b, query: { user_id: users.b2b!.id } })).body,
      paged(Order),
    );
    const order = list.data.find((o) => o.order_type === 'subscription');
    expect(order).toMatchObject({ status_code: 3, amount: 79_000 });
    expect(order!.items).toEqual([]);
  });

  it('ends after 30 days: the active call answers 404 again and no course stays open', async () => {
    gw.clock.advance(30 * DAY_MS + 1000);
    try {
      // Sessions last a day: sign in again at the later time.
      const later = (await signIn(gw, 'b2b@demo.test')).token;
      expect((await active('b2b', later)).status).toBe(404);
      expect(await subscriptionCourseIds(gw.db, users.b2b!.id, gw.clock.now)).toEqual([]);
    } finally {
      gw.clock.advance(-(30 * DAY_MS + 1000));
    }
  });

  it('a signed provider notification pays Growth Pass for 90 days; a replay and a forged one change nothing', async () => {
    const token = parseResult((await pay('asesor', pkg['Growth Pass']!)).body, SubscriptionPaymentToken);
    const order = await orderOf(token.invoice);
    const forged = buildNotification(order, 'settlement', 'not-the-server-key');
    const refused = await api('post', 'payment/notification', { json: forged });
    expect(refused.status).toBe(403);
    expect((await active('asesor')).status).toBe(404);

    const signed = buildNotification(order, 'settlement', gw.config.paymentServerKey);
    expect((await api('post', 'payment/notification', { json: signed })).status).toBe(200);
    const sub = parseResult((await active('asesor')).body, ActiveSubscription);
    expect(sub.package_data).toMatchObject({ title: 'Growth Pass', months: 3 });
    expect(Date.parse(sub.validity) - Date.parse(sub.starts_at)).toBe(90 * DAY_MS);

    const replay = await api('post', 'payment/notification', { json: signed });
    expect(replay.status).toBe(200);
    const rows = await gw.db.select().from(s.userSubscriptions).where(eq(s.userSubscriptions.user_id, users.asesor!.id));
    expect(rows.filter((r) => r.status === 'active').length).toBe(1);
    expect(parseResult((await active('asesor')).body, ActiveSubscription)).toEqual(sub);
    const ids = await subscriptionCourseIds(gw.db, users.asesor!.id, gw.clock.now);
    const growth = parseResult((await api('get', `lms/subscription/package_detail/${pkg['Growth Pass']}`)).body, PackageDetail);
    expect(ids.length).toBe(growth.total_courses);
  });

  it("'Bayar Nanti' (pending) and 'Gagal' (deny) in the popup leave the subscription inactive", async () => {
    const [pendingUser] = await gw.db.select().from(s.users).where(eq(s.users.email, 'admin@demo.test'));
    const token = parseResult((await pay('admin', pkg['Starter Pass']!)).body, SubscriptionPaymentToken);
    expect((await snap(token.token, 'pending')).body.result).toBe('pending');
    expect((await orderOf(token.invoice)).status_code).toBe(2);
    expect((await active('admin')).status).toBe(404);
    expect((await snap(token.token, 'fail')).body.result).toBe('error');
    expect((await orderOf(token.invoice)).status_code).toBe(9);
    expect((await active('admin')).status).toBe(404);
    const [sub] = await gw.db
      .select()
      .from(s.userSubscriptions)
      .where(and(eq(s.userSubscriptions.user_id, pendingUser!.id), eq(s.userSubscriptions.order_id, (await orderOf(token.invoice)).id)));
    // The failed order closed its subscription row (services/subscription-activation.ts closeSubscriptionOrder).
    expect(sub!.status).toBe('cancelled');
    // A new request after the failure starts a fresh payment.
    const fresh = parseResult((await pay('admin', pkg['Starter Pass']!)).body, SubscriptionPaymentToken);
    expect(fresh.token).not.toBe(token.token);
  });

  it('an unpaid request expires after 24 hours: the popup refuses it', async () => {
    const [open] = await gw.db
      .select({ id: s.orders.id, token: s.orders.payment_token })
      .from(s.orders)
      .where(and(eq(s.orders.user_id, users.admin!.id), eq(s.orders.status_code, 2), eq(s.orders.order_type, 'subscription')));
    gw.clock.advance(DAY_MS + 1000);
    try {
      const late = await snap(open!.token!, 'pay');
      expect(late.status).toBe(404);
      // Expired (9), and its subscription row closed with it.
      expect((await gw.db.select().from(s.orders).where(eq(s.orders.id, open!.id)))[0]!.status_code).toBe(9);
      expect((await gw.db.select().from(s.userSubscriptions).where(eq(s.userSubscriptions.order_id, open!.id)))[0]!.status).toBe('cancelled');
      expect((await active('admin', (await signIn(gw, 'admin@demo.test')).token)).status).toBe(404);
    } finally {
      gw.clock.advance(-(DAY_MS + 1000));
    }
  });
});

describe('issue 6 rules on subscription payments (decisions 009, 010, 026)', () => {
  // By now b2b, asesor and anggota hold an active subscription; admin holds none (its last request failed or expired).
  it('a provider that fails answers 502 and keeps nothing: no new order, the open one untouched', async () => {
    const config = testConfig({ standins: standinsWithout('payment'), paymentServerKey: 'Mid-server-real' });
    const payment = snapProvider({ apiUrl: 'https://provider.invalid', serverKey: 'k', publicUrl: config.publicUrl, fetch: (async () => new Response('{}', { status: 500 })) as typeof fetch });
    const real = { app: createApp({ db: gw.db, config, now: () => gw.clock.now, payment }) };
    const before = await gw.db.select({ id: s.orders.id, status: s.orders.status_code }).from(s.orders).where(eq(s.orders.user_id, users.admin!.id));
    const res = await request(real, 'post', `/api/lms/subscription/payment_snap/${pkg['Growth Pass']}`, { token: tokens.admin, json: payBody('admin') });
    expect([res.status, res.body.message]).toEqual([502, 'Pembayaran tidak dapat dibuat saat ini, silahkan coba lagi']);
    expect(await gw.db.select({ id: s.orders.id, status: s.orders.status_code }).from(s.orders).where(eq(s.orders.user_id, users.admin!.id))).toEqual(before);
  });

  it('order/payment never pays a subscription order (its one line is a package, not a course)', async () => {
    const token = parseResult((await pay('admin', pkg['Growth Pass']!)).body, SubscriptionPaymentToken);
    const before = await orderOf(token.invoice);
    const res = await api('post', 'lms/finance/order/payment', {
      token: tokens.admin,
      json: {
        invoice: token.invoice,
        user_id: users.admin!.id,
        user_info: payBody('admin').user_info,
        recipient: null,
        promo_code: '',
        logistic: { name: 'BDX', rate: 'regular', rate_id: 0, distance: 0, must_insurance: false, insurance_applied: false, insurance_fee: 0, price: 0 },
      },
    });
    expect([res.status, res.body.message]).toEqual([404, 'Invoice tidak ditemukan atau order sudah diproses']);
    const after = await orderOf(token.invoice);
    expect([after.amount, after.status_code, after.payment_token]).toEqual([349_000, before.status_code, before.payment_token]);
  });

  it('goes through the real provider when the stand-in is off: the amount, the finish URL from PUBLIC_URL (never the Host header), a new provider id on a second request; the provider’s notification activates it', async () => {
    const calls: Array<{ url: string; auth: string | null; body: Record<string, any> }> = [];
    const fakeFetch = (async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), auth: new Headers(init?.headers).get('Authorization'), body: JSON.parse(String(init?.body)) });
      return new Response(JSON.stringify({ token: `sub-token-${calls.length}`, redirect_url: `https://app.sandbox.midtrans.com/snap/v4/redirection/sub-${calls.length}` }), { status: 201 });
    }) as typeof fetch;
    const config = testConfig({ standins: standinsWithout('payment'), paymentServerKey: 'Mid-server-real', publicUrl: 'https://kursus.example.id', snapScriptUrl: 'https://app.sandbox.midtrans.com/snap/snap.js' });
    const payment = snapProvider({ apiUrl: config.paymentApiUrl, serverKey: config.paymentServerKey, publicUrl: config.publicUrl, fetch: fakeFetch });
    const real = createApp({ db: gw.db, config, now: () => gw.clock.now, payment });
    const payReal = async () => {
      const res = await real.request(`http://evil.example/api/lms/subscription/payment_snap/${pkg['Lite Pass']}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokens.admin}`, Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' },
        body: JSON.stringify(payBody('admin', { price: 1 })),
      });
      return parseResult(await res.json(), SubscriptionPaymentToken);
    };

    const first = await payReal();
    expect(first).toMatchObject({ token: 'sub-token-1', redirect_url: 'https://app.sandbox.midtrans.com/snap/v4/redirection/sub-1', amount: 79_000 });
    expect(calls[0]!.url).toBe('https://app.sandbox.midtrans.com/snap/v1/transactions');
    expect(calls[0]!.auth).toBe(`Basic ${Buffer.from('Mid-server-real:').toString('base64')}`);
    expect(calls[0]!.body).toMatchObject({
      transaction_details: { order_id: first.invoice, gross_amount: 79_000 },
      // A paid subscription returns to the learning site's my-courses (LMS_URL, here the stand-in on PUBLIC_URL).
      callbacks: { finish: 'https://kursus.example.id/lms-site/my-courses?type=subscription' },
      expiry: { unit: 'minute', duration: 24 * 60 },
    });
    expect((await orderOf(first.invoice)).payment_token).toBe('sub-token-1');
    // The payment stand-in is not mounted.
    expect((await real.request(`/snap/pay/${first.token}/pay`, { method: 'POST' })).status).toBe(404);

    // Asking again for the same package: the same order, a new provider transaction (provider ids are single-use).
    const again = await payReal();
    expect([again.invoice, again.token]).toEqual([first.invoice, 'sub-token-2']);
    expect((await orderOf(first.invoice)).payment_token).toBe('sub-token-2');
    const providerId = calls[1]!.body.transaction_details.order_id as string;
    expect([invoiceOfProviderOrderId(providerId), providerId === first.invoice]).toEqual([first.invoice, false]);

    // A settlement signed with the committed stand-in key moves nothing; the provider's own (real key) activates.
    const gross = '79000.00';
    const notify = (key: string) =>
      request({ app: real }, 'post', '/api/payment/notification', {
        json: { order_id: providerId, status_code: '200', gross_amount: gross, transaction_status: 'settlement', signature_key: notificationSignature(providerId, '200', gross, key) },
      });
    expect((await notify(gw.config.paymentServerKey)).status).toBe(403);
    expect((await active('admin')).status).toBe(404);
    expect((await notify('Mid-server-real')).status).toBe(200);
    expect(parseResult((await active('admin')).body, ActiveSubscription)).toMatchObject({ invoice: first.invoice, package_data: { title: 'Lite Pass' } });
  });

  it('the return URL comes from configuration: the real learning site when LMS_URL is absolute, else the stand-in on PUBLIC_URL', () => {
    expect(subscriptionFinishUrl(testConfig({ lmsUrl: 'https://belajar.example.id/', publicUrl: 'https://kursus.example.id' }))).toBe(
      'https://belajar.example.id/my-courses?type=subscription',
    );
    expect(subscriptionFinishUrl(testConfig({ lmsUrl: '/lms-site', publicUrl: 'https://kursus.example.id' }))).toBe('https://kursus.example.id/lms-site/my-courses?type=subscription');
  });

  it('the back office closing a paid subscription order (refund) closes the subscription: nothing stays open', async () => {
    const sub = parseResult((await active('b2b')).body, ActiveSubscription);
    expect(await subscriptionCourseIds(gw.db, users.b2b!.id, gw.clock.now)).not.toEqual([]);
    const closed = await closePaidOrder(gw.db, sub.invoice!, 10, gw.clock.now);
    expect(closed.to).toBe(10);
    expect((await active('b2b')).status).toBe(404);
    expect(await subscriptionCourseIds(gw.db, users.b2b!.id, gw.clock.now)).toEqual([]);
  });
});

describe('landing page lead (commerce §2 "Subscription landing page", §5 "Subscription")', () => {
  const lead = (body: unknown) => api('post', 'lms/subscription/landing_lead', { json: body });

  it('records a lead; the same number again updates its name', async () => {
    const first = parseResult((await lead({ fullname: ' Sari Wulandari ', whatsapp: '6281234567890' })).body, SubscriptionLead);
    expect(first).toMatchObject({ fullname: 'Sari Wulandari', whatsapp: '6281234567890' });
    const again = parseResult((await lead({ fullname: 'Sari W.', whatsapp: '6281234567890' })).body, SubscriptionLead);
    expect(again.id).toBe(first.id);
    const rows = await gw.db.select().from(s.subscriptionLeads).where(eq(s.subscriptionLeads.whatsapp, '6281234567890'));
    expect(rows.map((r) => r.fullname)).toEqual(['Sari W.']);
  });

  it.each([
    ['an empty name', { fullname: '  ', whatsapp: '6281234567890' }, 'Nama lengkap harus diisi'],
    ['a missing number', { fullname: 'Sari' }, 'whatsapp harus diisi'],
    ['a plus sign', { fullname: 'Sari', whatsapp: '+6281234567890' }, 'Nomor WhatsApp hanya boleh angka, tanpa tanda +'],
    ['spaces', { fullname: 'Sari', whatsapp: '62 812 3456' }, 'Nomor WhatsApp hanya boleh angka, tanpa tanda +'],
    ['a leading 0 instead of the country code', { fullname: 'Sari', whatsapp: '081234567890' }, 'Nomor WhatsApp diawali kode negara, contoh 62812xxxx'],
    ['too few digits', { fullname: 'Sari', whatsapp: '62812' }, 'Nomor WhatsApp diawali kode negara, contoh 62812xxxx'],
    ['an over-long name', { fullname: 'n'.repeat(101), whatsapp: '6281234567890' }, 'Maksimal 100 karakter'],
    ['a number as the WhatsApp value', { fullname: 'Sari', whatsapp: 6281234567890 }, 'Nomor WhatsApp harus diisi'],
  ])('refuses %s with 400 and its message', async (_name, body, message) => {
    const res = await lead(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});
