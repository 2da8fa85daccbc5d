/**
 * Issue 16, "trust at the edges": each attack the issue names, reproduced as it is written there against the real
 * gateway (in-memory PGlite, demo seed), and refused — with the amount, stock, status or data as it was.
 * One gateway for the whole file (starting one costs ~20 s); each attack uses its own clients (`X-Forwarded-For`
 * behind `trustProxy`), members or promo, so the attacks do not meet each other's limits.
 *
 * 1. an address pin outside its village (Surabaya village, Bandung warehouse's coordinates) — decision 044;
 * 2. stand-ins only by configuration (production, the learning site's writes, the payment stand-in with a real key) — 048;
 * 3. the HR lookup before the OTP (masked numbers, signed scans, limits, OTP never logged in production) — 045;
 * 4. one client draining a voucher promo with invented phones — 046;
 * 5. sign-in spraying from one client, and a stranger's failures against the owner — 046;
 * 6. 8 concurrent payers for 3 units — 047;
 * 7. a slow payment provider and another member's order of the same product — 047.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import * as v from 'valibot';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { paged } from '../../src/api/envelope';
import { EmployeeRecord, hrisEnvelope } from '../../src/api/hris';
import { Order, PaymentToken } from '../../src/api/order';
import { Address, PIN_OUTSIDE_VILLAGE, PIN_UNVERIFIED, User } from '../../src/api/user';
import { VoucherClaimResult, VOUCHER_TEXT } from '../../src/api/voucher-claim';
import { createApp } from '../../src/gateway/app';
import { configProblems, loadConfig, STANDIN_PAYMENT_SERVER_KEY } from '../../src/gateway/config';
import * as s from '../../src/gateway/db/schema';
import { RATE_LIMITS, SIGN_IN_RULES, TOO_MANY_REQUESTS } from '../../src/gateway/http/rate-limit';
import { SEED_HRIS_SCANS } from '../../src/gateway/seed/hris';
import { notificationSignature } from '../../src/gateway/services/payment-notification';
import { standinProvider, type PaymentProvider } from '../../src/gateway/services/payment-provider';
import { quoteShipping } from '../../src/gateway/services/shipping';
import { SIGNED_URL_TTL_MS } from '../../src/gateway/services/signed-url';
import { ALL_STANDINS, describeStandins, STANDINS } from '../../src/gateway/standins/registry';
import { PASSWORD, parseResult, recipientOf, request, signIn, startTestGateway, userInfoOf, warehouseOf, type TestGateway } from '../../src/gateway/test-support';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let gw: TestGateway;
let bdg: Awaited<ReturnType<typeof warehouseOf>>;

beforeAll(async () => {
  gw = await startTestGateway({ trustProxy: true });
  bdg = await warehouseOf(gw);
}, 180_000);
afterAll(async () => {
  await gw?.close();
});

const from = (client: string) => ({ 'X-Forwarded-For': client });
type Member = { token: string; me: v.InferOutput<typeof User> };

async function member(email: string, password = PASSWORD): Promise<Member> {
  const { token } = await signIn(gw, email, password);
  return { token, me: parseResult((await request(gw, 'get', '/api/lms/users/info', { token })).body, User) };
}

/** A new member through the sign-up stand-in, with a phone and one saved address in Braga (Kota Bandung). */
async function newMember(name: string): Promise<Member & { address: v.InferOutput<typeof Address> }> {
  const email = `${name}@uji.test`;
  await gw.app.request('/sso/register', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ firstname: name, lastname: 'Uji', email, password: PASSWORD, redirect: '/' }).toString(),
  });
  await gw.db.update(s.users).set({ no_telp: '081234500000' }).where(eq(s.users.email, email));
  const m = await member(email);
  const address = parseResult(
    (
      await request(gw, 'post', '/api/lms/users/address', {
        token: m.token,
        json: { label: 'Rumah', recipient: name, address: 'Jl. Braga No. 1, Bandung', phone: '081234500000', district_id: '32.73.19', village_id: '32.73.19.1001', village: 'Braga', postcode: '40111', latitude: null, longitude: null, default: true },
      })
    ).body,
    Address,
  );
  return { ...m, address };
}

const userInfo = userInfoOf;
const warehouse = () => bdg;
const BDX = { name: 'BDX', rate: 'regular', rate_id: 0, distance: 0, must_insurance: false, insurance_applied: false, insurance_fee: 0, price: 10000 };

async function newOrder(m: Member, productId: number, quantity: number): Promise<string> {
  const res = await request(gw, 'post', '/api/lms/finance/order/add', {
    token: m.token,
    json: { user_id: m.me.id, user_info: userInfo(m), price_type: 'b2c', price_tier: 3, warehouse: warehouse(), order: [{ type: 'ecom', item_id: productId, quantity }], promo_code: '' },
  });
  return parseResult(res.body, v.object({ invoice: v.string() })).invoice;
}
const payBody = (m: Member, invoice: string, address: v.InferOutput<typeof Address>, logistic: Record<string, unknown> = BDX) => ({
  invoice,
  user_id: m.me.id,
  user_info: userInfo(m),
  recipient: recipientOf(m, address),
  promo_code: '',
  logistic,
});
const pay = (app: Pick<TestGateway, 'app'>, m: Member, invoice: string, address: v.InferOutput<typeof Address>, logistic?: Record<string, unknown>) =>
  request(app, 'post', '/api/lms/finance/order/payment', { token: m.token, json: payBody(m, invoice, address, logistic) });
async function detail(m: Member, invoice: string) {
  return parseResult((await request(gw, 'get', '/api/lms/finance/transaction/detail', { token: m.token, query: { user_id: m.me.id, invoice } })).body, Order);
}
async function notify(invoice: string, amount: number, status: 'settlement' | 'deny') {
  const gross = `${amount}.00`;
  const code = status === 'settlement' ? '200' : '202';
  return request(gw, 'post', '/api/payment/notification', {
    json: { order_id: invoice, status_code: code, gross_amount: gross, transaction_status: status, payment_type: 'bank_transfer', signature_key: notificationSignature(invoice, code, gross, gw.config.paymentServerKey) },
  });
}
async function stockOf(productId: number) {
  const [row] = await gw.db.select({ stock: s.productStocks.stock }).from(s.productStocks).where(and(eq(s.productStocks.product_id, productId), eq(s.productStocks.warehouse_id, bdg.id)));
  return row!.stock;
}
async function setStock(productId: number, stock: number) {
  await gw.db.update(s.productStocks).set({ stock }).where(and(eq(s.productStocks.product_id, productId), eq(s.productStocks.warehouse_id, bdg.id)));
}
async function productBySlug(slug: string) {
  const [p] = await gw.db.select().from(s.products).where(eq(s.products.slug, slug));
  return p!;
}

describe('1. an address cannot lie about where it is', () => {
  it("the Surabaya village 35.78.03.1001 with the Bandung warehouse's coordinates is refused (add, edit), and one saved before is never priced", async () => {
    const m = await member('anggota@demo.test');
    const list = async () => parseResult((await request(gw, 'get', '/api/lms/users/address', { token: m.token, query: { limit: 100 } })).body, paged(Address)).data;
    const before = await list();
    const lie = { label: 'Gudang', recipient: 'Siti', address: 'Jl. Rungkut Industri No. 1', phone: '081234567890', district_id: '35.78.03', village_id: '35.78.03.1001', village: 'Kalirungkut', postcode: '60293', latitude: bdg.latitude, longitude: bdg.longitude };

    const added = await request(gw, 'post', '/api/lms/users/address', { token: m.token, json: { ...lie, default: false } });
    expect([added.status, added.body.message]).toEqual([422, PIN_OUTSIDE_VILLAGE]);
    const edited = await request(gw, 'put', `/api/lms/users/address/${before[1]!.id}`, { token: m.token, json: lie });
    expect([edited.status, edited.body.message]).toEqual([422, PIN_OUTSIDE_VILLAGE]);
    expect(await list()).toEqual(before);
    // The profile's own address (general information) takes the same rule.
    const profileBefore = m.me.profile_address;
    const profile = await request(gw, 'put', '/api/lms/users/edit', {
      token: m.token,
      json: { firstname: m.me.firstname, lastname: m.me.lastname, gender: m.me.gender ?? 'female', no_telp: m.me.no_telp, address_data: { address: lie.address, district_id: lie.district_id, village_id: lie.village_id, village: 'Kalirungkut', postcode: '60293', latitude: bdg.latitude, longitude: bdg.longitude } },
    });
    expect([profile.status, profile.body.message]).toEqual([422, PIN_OUTSIDE_VILLAGE]);
    expect(parseResult((await request(gw, 'get', '/api/lms/users/info', { token: m.token })).body, User).profile_address).toEqual(profileBefore);

    // An address saved before the check, as the issue found it: BDX at 0 km for a 20 kg order.
    const [legacyRow] = await gw.db
      .insert(s.addresses)
      .values({ user_id: m.me.id, label: 'Gudang', recipient: 'Siti', address: lie.address, phone: lie.phone, note: '', village_id: lie.village_id, village: 'Kalirungkut', postal_code: '60293', latitude: bdg.latitude, longitude: bdg.longitude, is_default: false, created_at: gw.clock.now, updated_at: gw.clock.now })
      .returning({ id: s.addresses.id });
    const legacy = (await list()).find((a) => a.id === legacyRow!.id)!;
    const flour = await productBySlug('tepung-terigu-protein-tinggi-cakra-kembar-1-kg');
    expect(flour.weight).toBe(1);
    await setStock(flour.id, 40);
    await gw.db.delete(s.cartItems).where(eq(s.cartItems.user_id, m.me.id));
    const invoice = await newOrder(m, flour.id, 20);
    const created = await detail(m, invoice);

    const pricing = await request(gw, 'post', '/api/shipper/domestic/pricing', {
      token: m.token,
      json: {
        store_address: { code: bdg.code, lat: bdg.latitude, lng: bdg.longitude },
        destination: { address_id: legacy.id, area_id: legacy.village_id, address: legacy.address, lat: legacy.latitude, lng: legacy.longitude },
        items: [{ quantity: 20, weight: 1, height: 10, width: 10, length: 10, price: 10000 }],
      },
    });
    expect([pricing.status, pricing.body.message]).toEqual([422, PIN_UNVERIFIED]);
    const paid = await pay(gw, m, invoice, legacy);
    expect([paid.status, paid.body.message]).toEqual([422, PIN_UNVERIFIED]);
    const after = await detail(m, invoice);
    expect([after.status_code, after.amount, after.recipient, after.shipper]).toEqual([created.status_code, created.amount, created.recipient, created.shipper]);
    expect(await stockOf(flour.id)).toBe(40);

    // Honest, the same village is priced from its own coordinates: no BDX, and the regular rate of ~570 km for 20 kg.
    const honest = parseResult(
      (await request(gw, 'post', '/api/lms/users/address', { token: m.token, json: { ...lie, latitude: null, longitude: null, default: false } })).body,
      Address,
    );
    expect(await pay(gw, m, invoice, honest).then((r) => [r.status, r.body.message])).toEqual([400, 'Alamat pengiriman melebihi 20km. mohon pilih alamat lain atau buat alamat baru']);
    const quote = quoteShipping({ lat: bdg.latitude, lng: bdg.longitude }, { lat: honest.latitude!, lng: honest.longitude! }, [{ quantity: 20, weight: 1, height: 0, width: 0, length: 0, price: 0 }]);
    const sicepat = quote.methods.find((x) => x.type === 'regular')!.couriers.find((c) => c.logistic_rate_id === 301)!;
    parseResult((await pay(gw, m, invoice, honest, { name: 'SiCepat', rate: 'regular', rate_id: 301, distance: 0, must_insurance: false, insurance_applied: false, insurance_fee: 0, price: 0 })).body, PaymentToken);
    const priced = await detail(m, invoice);
    expect(priced.shipper?.delivery_cost).toBe(sicepat.final_price);
    expect(sicepat.final_price).toBeGreaterThan(300_000);
    expect(quote.distanceKm).toBeGreaterThan(500);
    // Leave the other attacks a clean member: the order closes, its hold goes.
    await notify(invoice, priced.amount, 'deny');
  });
});

describe('2. stand-ins only by explicit configuration', () => {
  const server = (env: Record<string, string>) =>
    new Promise<{ code: number | null; output: string }>((resolve) => {
      const base: Record<string, string | undefined> = { ...process.env, PORT: '5399', DATA_DIR: '.data/never-created', DATABASE_URL: '' };
      for (const name of ['STANDINS', 'PAYMENT_SERVER_KEY', 'PUBLIC_URL', 'NODE_ENV', 'PRODUCTION', 'SNAP_SCRIPT_URL', 'PAYMENT_STANDIN']) delete base[name];
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/gateway/server.ts'], { cwd: ROOT, env: { ...base, ...env } });
      let output = '';
      child.stdout.on('data', (d) => (output += String(d)));
      child.stderr.on('data', (d) => (output += String(d)));
      child.on('exit', (code) => resolve({ code, output }));
    });

  it("production mounts none unless listed and refuses the learning site's write endpoints; the payment stand-in never runs with a real key", async () => {
    // Outside production: every stand-in, as npm start and the tests have them; the start-up line names them.
    expect([...loadConfig({}).standins]).toEqual(ALL_STANDINS);
    expect(describeStandins(loadConfig({}).standins)).toContain('payment /snap, sso /sso, lms-site /lms-site');

    // Production with nothing listed: no stand-in answers, the learning site's "study" POST included.
    const real = { NODE_ENV: 'production', PAYMENT_SERVER_KEY: 'Mid-server-real', PUBLIC_URL: 'https://kursus.example.id', SNAP_SCRIPT_URL: 'https://app.sandbox.midtrans.com/snap/snap.js' };
    const production = loadConfig(real);
    expect([production.standins.size, configProblems(production)]).toEqual([0, []]);
    const app = createApp({ db: gw.db, config: production, now: () => gw.clock.now });
    for (const name of ALL_STANDINS) expect((await app.request(`${STANDINS[name].path}/`)).status, name).toBe(404);
    const m = await member('anggota@demo.test');
    const progress = async () => (await gw.db.select().from(s.enrollments).where(and(eq(s.enrollments.user_id, m.me.id), eq(s.enrollments.course_id, 11))))[0];
    const before = await progress();
    const write = await app.request('/lms-site/progress', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: `token=${m.token}`, Origin: 'https://kursus.example.id', 'Sec-Fetch-Site': 'same-origin' },
      body: new URLSearchParams({ course_id: '11', percentage: '100', back: '/' }).toString(),
    });
    expect(write.status).toBe(404);
    expect(await progress()).toEqual(before);
    // Listed in production, the learning site (its writes) and the payment stand-in are refused; others may run.
    expect(configProblems(loadConfig({ ...real, STANDINS: 'sso,lms-site' }))).toEqual([expect.stringContaining('"lms-site"')]);
    expect(configProblems(loadConfig({ ...real, STANDINS: 'sso, media storage' }))).toEqual([]);

    // Outside production with a real PAYMENT_SERVER_KEY: the payment stand-in would sign "paid" with it — refused.
    expect(configProblems(loadConfig({ PAYMENT_SERVER_KEY: 'Mid-server-real' }))).toEqual([expect.stringContaining('hanya berjalan dengan kuncinya sendiri')]);
    expect(loadConfig({ STANDINS: 'all' }).paymentServerKey).toBe(STANDIN_PAYMENT_SERVER_KEY);
    expect(configProblems(loadConfig({ STANDINS: 'sso,pembayaran' }))[0]).toContain('"pembayaran" bukan nama stand-in');

    // The server process itself refuses both before opening anything.
    const [lms, key] = await Promise.all([server({ ...real, STANDINS: 'lms-site' }), server({ PAYMENT_SERVER_KEY: 'Mid-server-real' })]);
    expect([lms.code, lms.output]).toEqual([1, expect.stringContaining('"lms-site"')]);
    expect([key.code, key.output]).toEqual([1, expect.stringContaining('kuncinya sendiri')]);
    expect(lms.output + key.output).not.toContain('siap');
  }, 60_000);
});

describe('3. the HR lookup gives away no identity before the OTP', () => {
  const BUDI = 'budi.santoso@demo.test';
  const hr = (app: Pick<TestGateway, 'app'>, route: string, body: unknown, client: string) =>
    app.app.request(`/hris/api/hris/${route}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${gw.config.hrisToken}`, ...from(client) },
      body: JSON.stringify(body),
    });

  it('with the public bearer and an e-mail: numbers masked, scans only through signed URLs, a masked value saved back keeps the stored one, lookups limited, the OTP never logged in production', async () => {
    // The stand-in's OTP lines (its "e-mail" outside production) stay out of the test output.
    const quiet = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    onTestFinished(() => quiet.mockRestore());
    const [row] = await gw.db.select().from(s.hrisEmployees).where(eq(s.hrisEmployees.email, BUDI));
    const stored = row!.record as v.InferOutput<typeof EmployeeRecord>;
    const personal = stored.informasi_pribadi[0]!;

    const looked = await hr(gw, '1/search_email', { email: BUDI }, '198.51.100.10');
    const text = await looked.text();
    for (const n of [personal.no_ktp, personal.no_kk, personal.no_npwp, personal.no_rekening]) expect(text).not.toContain(n);
    const record = v.parse(hrisEnvelope(v.array(EmployeeRecord)), JSON.parse(text)).data[0]!;
    const shown = record.informasi_pribadi[0]!;
    expect([shown.no_ktp, shown.no_kk, shown.no_npwp, shown.no_rekening]).toEqual(['************0001', '************0002', '***********8000', '******7890']);

    // Scans: the stored path answers 404 without authentication; the signed URL works for 15 minutes only.
    const scan = new URL(shown.url_ktp);
    expect(scan.pathname).toBe(`/storage/${SEED_HRIS_SCANS[0].folder}/${SEED_HRIS_SCANS[0].id}.png`);
    expect((await gw.app.request(scan.pathname)).status).toBe(404);
    expect((await gw.app.request(`${scan.pathname}?expires=${scan.searchParams.get('expires')}&signature=AAAA`)).status).toBe(404);
    expect((await gw.app.request(`${scan.pathname}${scan.search}`)).status).toBe(200);
    gw.clock.advance(SIGNED_URL_TTL_MS + 1000);
    try {
      expect((await gw.app.request(`${scan.pathname}${scan.search}`)).status).toBe(404);
    } finally {
      gw.clock.advance(-(SIGNED_URL_TTL_MS + 1000));
    }

    // The spec's flow: prefill, OTP, save — the masked numbers sent back unchanged keep the stored ones; a mask that
    // does not match is refused.
    const exposing = { app: createApp({ db: gw.db, config: { ...gw.config, hrisExposeOtp: true }, now: () => gw.clock.now }) };
    await hr(exposing, '1/search_email', { email: BUDI }, '198.51.100.11');
    const otp = ((await (await exposing.app.request(`/hris/standin/otp?email=${BUDI}&company_id=1`)).json()) as { data: { otp: string } }).data.otp;
    const work = record.informasi_pekerjaan[0]!;
    const payload = {
      email: BUDI,
      informasi_pekerjaan: [work],
      informasi_pribadi: [{ ...shown, jumlah_anak: shown.jumlah_anak ?? 0, jarak_rumah: shown.jarak_rumah ?? 0 }],
      kontak_darurat: record.kontak_darurat,
      pendidikan: record.pendidikan,
      password: [],
      otp,
    };
    const edited = await hr(exposing, '1/validation_post_employee', { ...payload, informasi_pribadi: [{ ...payload.informasi_pribadi[0], no_ktp: '************9999' }] }, '198.51.100.11');
    expect([edited.status, ((await edited.json()) as { message: string }).message]).toEqual([400, 'No. KTP tidak sesuai data tersimpan, ketik ulang nomor lengkapnya']);
    expect((await hr(exposing, '1/validation_post_employee', payload, '198.51.100.11')).status).toBe(200);
    const [saved] = await gw.db.select().from(s.hrisEmployees).where(eq(s.hrisEmployees.email, BUDI));
    const kept = (saved!.record as v.InferOutput<typeof EmployeeRecord>).informasi_pribadi[0]!;
    expect([kept.no_ktp, kept.no_kk, kept.no_npwp, kept.no_rekening]).toEqual([personal.no_ktp, personal.no_kk, personal.no_npwp, personal.no_rekening]);
    // The scan is kept as the stored file, never as the signed URL the lookup handed out.
    expect(new URL(kept.url_ktp, gw.config.publicUrl).pathname).toBe(personal.url_ktp);
    expect(kept.url_ktp).not.toContain('signature');

    // Lookups per client: a script walking e-mails from one client stops; another client is not affected.
    const fresh = { app: createApp({ db: gw.db, config: gw.config, now: () => gw.clock.now }) };
    const walk = [];
    for (let i = 0; i <= RATE_LIMITS.hrisLookup.capacity; i++) walk.push((await hr(fresh, '1/search_email', { email: `orang${i}@demo.test` }, '198.51.100.12')).status);
    expect(walk.slice(0, -1).every((st) => st === 404)).toBe(true);
    expect(walk.at(-1)).toBe(429);
    // … and one mailbox gets a few OTPs, whoever asks.
    const mailbox = [];
    for (let i = 0; i <= RATE_LIMITS.hrisLookupEmail.capacity; i++) mailbox.push((await hr(fresh, '2/search_email', { email: 'siti.rahma@demo.test' }, `198.51.100.${20 + i}`)).status);
    expect(mailbox).toEqual([...Array(RATE_LIMITS.hrisLookupEmail.capacity).fill(200), 429]);

    // Production: the OTP is made but never written to the log.
    quiet.mockClear();
    const prod = { app: createApp({ db: gw.db, config: { ...gw.config, production: true }, now: () => gw.clock.now }) };
    expect((await hr(prod, '1/search_email', { email: 'karyawan@demo.test' }, '198.51.100.30')).status).toBe(200);
    const lines = quiet.mock.calls.map((c) => c.map(String).join(' '));
    expect(lines.some((l) => l.includes('kode tidak dicatat di produksi'))).toBe(true);
    expect(lines.join('\n')).not.toMatch(/\b\d{6}\b/);
  }, 30_000);
});

describe('4. vouchers one client cannot drain', () => {
  it('one IP with 25 invented phones against /promo takes a few codes, not 20 of 20; phones are one in any form; a bad phone gets a field message', async () => {
    const now = gw.clock.now.getTime();
    const [promo] = await gw.db
      .insert(s.erpVoucherPromos)
      .values({ code: 'SERBU20', title: 'Serbu 20', outlet: 'Dapur Resto Uji', is_active: true, start_date: new Date(now - 86_400_000), end_date: new Date(now + 30 * 86_400_000) })
      .returning();
    await gw.db.insert(s.erpVoucherCodes).values(Array.from({ length: 20 }, (_, i) => ({ promo_id: promo!.id, voucher_code: `SERBU20-${String(i).padStart(6, '0')}` })));
    const claimed = async () => (await gw.db.select({ n: count() }).from(s.erpVoucherCodes).where(and(eq(s.erpVoucherCodes.promo_id, promo!.id), isNotNull(s.erpVoucherCodes.claimed_phone))))[0]!.n;
    const claim = (client: string, no_hp: string) =>
      request(gw, 'post', '/api/lms/courses/erp/submit_voucher', { json: { nama_customer: 'Penyerbu', no_hp, code: 'SERBU20' }, headers: from(client) });

    const burst = await Promise.all(Array.from({ length: 25 }, (_, i) => claim('203.0.113.66', `0812${String(10_000_000 + i)}`)));
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((st) => st === 200).length).toBe(RATE_LIMITS.voucherClaimCode.capacity);
    expect(statuses.filter((st) => st === 429).length).toBe(25 - RATE_LIMITS.voucherClaimCode.capacity);
    expect(burst.find((r) => r.status === 429)!.body.message).toBe(TOO_MANY_REQUESTS);
    expect(await claimed()).toBe(RATE_LIMITS.voucherClaimCode.capacity);

    // 0812…, 62812… and +62812… are one number: its second claim gets its own message, not 'sudah habis'.
    const won = parseResult((await claim('203.0.113.67', '081298765432')).body, VoucherClaimResult)[0]!;
    expect(won.no_hp).toBe('6281298765432');
    for (const [client, phone] of [['203.0.113.68', '6281298765432'], ['203.0.113.69', '+62 812-9876-5432']] as const) {
      const again = await claim(client, phone);
      expect([again.status, again.body.message]).toEqual([409, VOUCHER_TEXT.alreadyClaimed]);
    }
    // A number that is not an Indonesian mobile number: the field's message, nothing taken.
    for (const [phone, message] of [['12345', VOUCHER_TEXT.phoneMin], ['0227567120', VOUCHER_TEXT.phoneMobile], ['0812-abc-999', VOUCHER_TEXT.phoneDigits]] as const) {
      const bad = await claim('203.0.113.70', phone);
      expect([bad.status, bad.body.message]).toEqual([400, message]);
    }
    expect(await claimed()).toBe(RATE_LIMITS.voucherClaimCode.capacity + 1);
  });
});

describe('5. sign-in throttling that stops spraying without locking owners out', () => {
  const login = (email: string, password: string, client: string) =>
    gw.app.request('/sso/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...from(client) },
      body: new URLSearchParams({ email, password, redirect: '/' }).toString(),
    });

  it('90 e-mails from one IP are not all processed', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 90; i++) statuses.push((await login(i === 45 ? 'b2b@demo.test' : `korban${i}@demo.test`, 'tebakan123', '192.0.2.90')).status);
    expect(statuses.filter((st) => st === 401).length).toBe(SIGN_IN_RULES.client.free);
    expect(statuses.filter((st) => st === 429).length).toBe(90 - SIGN_IN_RULES.client.free);
    // Even the right password from the spraying client waits; the owner elsewhere does not.
    expect((await login('b2b@demo.test', PASSWORD, '192.0.2.90')).status).toBe(429);
    expect((await login('b2b@demo.test', PASSWORD, '192.0.2.91')).status).toBe(302);
  });

  it("10 wrong passwords from a stranger, then the owner signs in from another client (delay, not lock)", async () => {
    const stranger = [];
    for (let i = 0; i < 10; i++) stranger.push((await login('asesor@demo.test', `salah${i}`, '192.0.2.10')).status);
    expect(stranger).toEqual([...Array(SIGN_IN_RULES.account.free).fill(401), ...Array(10 - SIGN_IN_RULES.account.free).fill(429)]);
    const started = Date.now();
    const owner = await login('asesor@demo.test', PASSWORD, '192.0.2.11');
    expect(owner.status).toBe(302);
    expect(owner.headers.getSetCookie().some((c) => c.startsWith('token=') && !c.startsWith('token=;'))).toBe(true);
    expect(Date.now() - started).toBeLessThan(SIGN_IN_RULES.email.maxDelayMs + 1500);
  });
});

describe('6. no charge the shop cannot fill', () => {
  it('8 concurrent payers for 3 units: 3 pay, 5 are refused before any money moves; a failed payment returns its unit; expiry returns the rest', async () => {
    const butter = await productBySlug('mentega-tawar-unsalted-butter-227-g');
    await setStock(butter.id, 3);
    const payers = await Promise.all(Array.from({ length: 8 }, (_, i) => newMember(`pembeli${i}`)));
    const invoices: string[] = [];
    for (const p of payers) invoices.push(await newOrder(p, butter.id, 1));

    const answers = await Promise.all(payers.map((p, i) => pay(gw, p, invoices[i]!, p.address)));
    const ok = answers.flatMap((a, i) => (a.status === 200 ? [i] : []));
    expect(ok.length).toBe(3);
    for (const a of answers.filter((x) => x.status !== 200)) expect([a.status, a.body.message]).toEqual([436, 'Item stok sudah habis']);
    expect(await stockOf(butter.id)).toBe(3);
    const refusedDetails = await Promise.all(payers.map((p, i) => (ok.includes(i) ? null : detail(p, invoices[i]!))));
    for (const d of refusedDetails) if (d) expect([d.status_code, d.payment_type, d.expire_time]).toEqual([1, null, null]);

    // Two of the three pay; the third payment fails and its unit goes back to a refused payer, who pays too.
    const [a, b, c] = ok;
    for (const i of [a!, b!]) expect((await notify(invoices[i]!, (await detail(payers[i]!, invoices[i]!)).amount, 'settlement')).status).toBe(200);
    await notify(invoices[c!]!, (await detail(payers[c!]!, invoices[c!]!)).amount, 'deny');
    const next = [0, 1, 2, 3, 4, 5, 6, 7].find((i) => !ok.includes(i))!;
    parseResult((await pay(gw, payers[next]!, invoices[next]!, payers[next]!.address)).body, PaymentToken);
    const last = [0, 1, 2, 3, 4, 5, 6, 7].find((i) => !ok.includes(i) && i !== next)!;
    expect((await pay(gw, payers[last]!, invoices[last]!, payers[last]!.address)).status).toBe(436);

    // The other payer's payment window passes unpaid: the unit it held returns without anyone sweeping.
    gw.clock.advance(24 * 60 * 60 * 1000 + 1000);
    try {
      const later = { ...payers[last]!, ...(await member(payers[last]!.me.email)) };
      parseResult((await pay(gw, later, invoices[last]!, later.address)).body, PaymentToken);
      expect((await notify(invoices[last]!, (await detail(later, invoices[last]!)).amount, 'settlement')).status).toBe(200);
    } finally {
      gw.clock.advance(-(24 * 60 * 60 * 1000 + 1000));
    }
    const states = await Promise.all(payers.map((p, i) => detail(p, invoices[i]!)));
    expect(states[next]!.status_code).toBe(2);
    expect(states.filter((d) => d.status_code === 3).length).toBe(3);
    expect(states.filter((d) => d.status_code === 10).length).toBe(0);
    expect(await stockOf(butter.id)).toBe(0);
  }, 60_000);

  it('a member who closes the popup and checks out the same product again is not blocked by their own hold', async () => {
    const cocoa = await productBySlug('cokelat-batang-dark-compound-1-kg');
    await setStock(cocoa.id, 1);
    const m = await newMember('ulang');
    const first = await newOrder(m, cocoa.id, 1);
    parseResult((await pay(gw, m, first, m.address)).body, PaymentToken);
    // 'Tutup' on the popup, back to the cart, 'Beli Sekarang' again: the earlier checkout is superseded (8) …
    const second = await newOrder(m, cocoa.id, 1);
    expect((await detail(m, first)).status_code).toBe(8);
    // … and the unit it held goes to the new one.
    parseResult((await pay(gw, m, second, m.address)).body, PaymentToken);
    expect((await gw.db.select().from(s.stockHolds).where(eq(s.stockHolds.product_id, cocoa.id))).map((h) => h.quantity)).toEqual([1]);
    expect(await stockOf(cocoa.id)).toBe(1);
  });
});

describe('7. no provider call inside a locked transaction', () => {
  it("a delayed payment provider does not block another member's order of the same product", async () => {
    const sugar = await productBySlug('gula-pasir-putih-premium-1-kg');
    await setStock(sugar.id, 5);
    const [slow, quick] = [await newMember('lambat'), await newMember('cepat')];
    const [slowInvoice, quickInvoice] = [await newOrder(slow, sugar.id, 2), await newOrder(quick, sugar.id, 2)];

    // The provider stand-in, delayed for the slow member's invoice until the test lets it answer.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let asked!: () => void;
    const called = new Promise<void>((resolve) => (asked = resolve));
    const standin = standinProvider(gw.config.publicUrl);
    const delayed: PaymentProvider = {
      kind: 'standin',
      async createTransaction(req) {
        if (req.invoice === slowInvoice) {
          asked();
          await gate;
        }
        return standin.createTransaction(req);
      },
    };
    const app = { app: createApp({ db: gw.db, config: gw.config, now: () => gw.clock.now, payment: delayed }) };

    const slowAnswer = pay(app, slow, slowInvoice, slow.address);
    await called;
    // While the provider keeps the slow member waiting, the slow member's units are held (step 1 committed) …
    const held = await gw.db.select().from(s.stockHolds).where(eq(s.stockHolds.product_id, sugar.id));
    expect(held.map((h) => h.quantity)).toEqual([2]);
    // … and the other member's payment for the same product goes through at once.
    const timeout = new Promise<'blocked'>((resolve) => setTimeout(() => resolve('blocked'), 10_000));
    const quickAnswer = await Promise.race([pay(app, quick, quickInvoice, quick.address), timeout]);
    expect(quickAnswer).not.toBe('blocked');
    parseResult((quickAnswer as Awaited<ReturnType<typeof pay>>).body, PaymentToken);
    expect((await detail(quick, quickInvoice)).status_code).toBe(2);
    expect((await detail(slow, slowInvoice)).status_code).toBe(1);

    release();
    parseResult((await slowAnswer).body, PaymentToken);
    expect((await detail(slow, slowInvoice)).status_code).toBe(2);
    const holds = await gw.db.select().from(s.stockHolds).where(eq(s.stockHolds.product_id, sugar.id));
    expect(holds.map((h) => h.quantity).sort()).toEqual([2, 2]);
    expect(await stockOf(sugar.id)).toBe(5);
  }, 30_000);
});
