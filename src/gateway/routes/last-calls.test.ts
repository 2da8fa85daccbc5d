/**
 * The last calls of issue 21 point 3 against the gateway on an in-memory PGlite with the demo seed (decision 071):
 * POST lms/helper/upload, the B2B registration (b2b_register/submit and status) and the course detail's fields.
 * Every success is parsed with the contract's schema; every refusal is a 4xx with its message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { B2B_TEXT, B2bStatus } from '../../api/b2b-register';
import { CourseDetail } from '../../api/catalogue';
import { HELPER_ONE_FILE, HELPER_PATH_INVALID, HelperUploadResult } from '../../api/helper-upload';
import { PaymentToken } from '../../api/order';
import * as s from '../db/schema';
import { jpegBytes, pngBytes } from '../test-images';
import { parseResult, request, signInMember, startTestGateway, type TestGateway } from '../test-support';

let gw: TestGateway;
let anggota: Awaited<ReturnType<typeof signInMember>>;
let b2b: Awaited<ReturnType<typeof signInMember>>;
let admin: Awaited<ReturnType<typeof signInMember>>;

const api = (method: string, path: string, token: string | undefined, opts: Parameters<typeof request>[3] = {}) =>
  request(gw, method, `/api/${path}`, { token, ...opts });

async function upload(token: string | undefined, file: { bytes: Uint8Array; name: string; type: string } | null, path = 'b2b/dokumen') {
  const form = new FormData();
  if (file) form.append('files', new File([file.bytes as BlobPart], file.name, { type: file.type }));
  form.append('path', path);
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const res = await gw.app.request('/api/lms/helper/upload', { method: 'POST', headers, body: form });
  return { status: res.status, body: (await res.json()) as { status: boolean; code: number; message: string; result: unknown } };
}

beforeAll(async () => {
  gw = await startTestGateway();
  anggota = await signInMember(gw, 'anggota@demo.test');
  b2b = await signInMember(gw, 'b2b@demo.test');
  admin = await signInMember(gw, 'admin@demo.test');
}, 180_000);
afterAll(async () => {
  await gw?.close();
});

describe('POST lms/helper/upload (portal §7 "Uploads")', () => {
  it("stores a member's document and serves it only to the member and admins", async () => {
    const res = await upload(anggota.token, { bytes: jpegBytes(), name: 'NPWP Toko.jpg', type: 'image/jpeg' });
    expect([res.status, res.body.message]).toEqual([200, 'Upload berhasil']);
    const { url } = parseResult(res.body, HelperUploadResult);
    expect(url).toMatch(/^http:\/\/localhost:5173\/storage\/b2b\/dokumen\/[0-9a-f]{32}\.jpg$/);
    const path = new URL(url).pathname;
    const read = (token?: string) => gw.app.request(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    expect((await read(anggota.token)).status).toBe(200);
    expect((await read(admin.token)).status).toBe(200);
    expect((await read(b2b.token)).status).toBe(404);
    expect((await read()).status).toBe(404);
    expect((await read(anggota.token)).headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('refuses a guest, another path, no file, a non-image and a file of 2 MB or more, storing nothing', async () => {
    const count = async () => (await gw.db.select({ id: s.storedFiles.id }).from(s.storedFiles).where(eq(s.storedFiles.folder, 'b2b/dokumen'))).length;
    const before = await count();
    expect((await upload(undefined, { bytes: pngBytes(), name: 'a.png', type: 'image/png' })).status).toBe(401);
    const wrongPath = await upload(anggota.token, { bytes: pngBytes(), name: 'a.png', type: 'image/png' }, 'images');
    expect([wrongPath.status, wrongPath.body.message]).toEqual([400, HELPER_PATH_INVALID]);
    const none = await upload(anggota.token, null);
    expect([none.status, none.body.message]).toEqual([400, HELPER_ONE_FILE]);
    const pdf = await upload(anggota.token, { bytes: new TextEncoder().encode('%PDF-1.4 x'), name: 'npwp.pdf', type: 'application/pdf' });
    expect([pdf.status, pdf.body.message]).toEqual([415, "Ma'af tipe image hanya bisa jpeg, jpg, png"]);
    const big = await upload(anggota.token, { bytes: pngBytes({ dataBytes: 2 * 1024 * 1024 }), name: 'besar.png', type: 'image/png' });
    expect([big.status, big.body.message]).toEqual([413, 'Ukuran file harus dibawah 2MB']);
    expect(await count()).toBe(before);
  });
});

describe('b2b_register/submit and status (portal §7 "User")', () => {
  const form = (over: Record<string, unknown> = {}) => ({
    company_name: 'Toko Roti Sari Rasa',
    business_type: 'bakery',
    npwp: '01.234.567.8-901.000',
    phone: '0227654321',
    address: 'Jl. Cihampelas No. 45, Bandung',
    document_url: '',
    ...over,
  });

  it("a member without one reads 'none', submits with their document and reads 'pending'; a second submit is refused", async () => {
    expect(parseResult((await api('get', 'lms/users/b2b_register/status', anggota.token)).body, B2bStatus)).toEqual({ status: 'none', company_name: null, submitted_at: null });
    const { url } = parseResult((await upload(anggota.token, { bytes: pngBytes(), name: 'nib.png', type: 'image/png' })).body, HelperUploadResult);

    const sent = await api('post', 'lms/users/b2b_register/submit', anggota.token, { json: form({ document_url: url }) });
    expect(sent.body.message).toBe(B2B_TEXT.submitted);
    const pending = parseResult(sent.body, B2bStatus);
    expect(pending).toMatchObject({ status: 'pending', company_name: 'Toko Roti Sari Rasa' });
    expect(parseResult((await api('get', 'lms/users/b2b_register/status', anggota.token)).body, B2bStatus)).toEqual(pending);
    const [row] = await gw.db.select().from(s.b2bRegistrations).where(eq(s.b2bRegistrations.user_id, anggota.user.id));
    expect(row).toMatchObject({ npwp: '012345678901000', phone: '0227654321', status: 'pending' });

    const again = await api('post', 'lms/users/b2b_register/submit', anggota.token, { json: form({ document_url: url }) });
    expect([again.status, again.body.message]).toEqual([409, B2B_TEXT.alreadyPending]);
  });

  it("a b2b member reads 'approved' and cannot register again", async () => {
    expect(parseResult((await api('get', 'lms/users/b2b_register/status', b2b.token)).body, B2bStatus).status).toBe('approved');
    const res = await api('post', 'lms/users/b2b_register/submit', b2b.token, { json: form({ document_url: 'http://localhost:5173/storage/b2b/dokumen/00000000000000000000000000000000.png' }) });
    expect([res.status, res.body.message]).toEqual([409, B2B_TEXT.alreadyB2b]);
  });

  it.each([
    [{ company_name: ' ' }, B2B_TEXT.companyRequired],
    [{ business_type: 'pabrik' }, B2B_TEXT.businessRequired],
    [{ npwp: '' }, B2B_TEXT.npwpRequired],
    [{ npwp: '1234' }, B2B_TEXT.npwpDigits],
    [{ phone: '022-765' }, B2B_TEXT.phoneDigits],
    [{ phone: '0227' }, B2B_TEXT.phoneMin],
    [{ address: 'Jl. A' }, B2B_TEXT.addressMin],
    [{ document_url: '' }, B2B_TEXT.documentRequired],
  ])('%o → 400 %s, nothing recorded', async (over, message) => {
    const res = await api('post', 'lms/users/b2b_register/submit', admin.token, { json: form({ document_url: 'x', ...over }) });
    expect([res.status, res.body.message]).toEqual([400, message]);
    expect(await gw.db.select().from(s.b2bRegistrations).where(eq(s.b2bRegistrations.user_id, admin.user.id))).toEqual([]);
  });

  it("a document that is not the member's own upload is refused", async () => {
    const { url } = parseResult((await upload(anggota.token, { bytes: pngBytes(), name: 'lain.png', type: 'image/png' })).body, HelperUploadResult);
    const res = await api('post', 'lms/users/b2b_register/submit', admin.token, { json: form({ document_url: url }) });
    expect([res.status, res.body.message]).toEqual([400, B2B_TEXT.documentInvalid]);
    expect((await api('get', 'lms/users/b2b_register/status', undefined)).status).toBe(401);
  });
});

describe('course detail fields (portal §3 "Course": detail adds …)', () => {
  it('answers video_url, outcomes, requirements, language, meta, order_type and the product that goes with it', async () => {
    const detail = parseResult((await api('get', 'lms/courses/roti-sobek-lembut', undefined, { query: { status: 'active' } })).body, CourseDetail);
    expect(detail.video_url).toBe('/media-site/video/roti-sobek-lembut');
    expect(detail.outcomes[0]).toBe('Mempraktikkan Roti Sobek Lembut dari awal sampai jadi');
    expect(detail.outcomes.length).toBeGreaterThan(1);
    expect(detail.requirements).toContain('Ragi instan');
    expect(detail.language).toBe('Bahasa Indonesia');
    expect(detail.meta).toEqual({
      meta_title: 'Roti Sobek Lembut | Dapur Kursus',
      meta_description: detail.short_description,
      meta_keywords: 'kursus roti sobek lembut, kelas online, bread-roti',
    });
    expect(detail.order_type).toBe('lms');
    const [kit] = await gw.db.select({ slug: s.products.slug }).from(s.products).where(eq(s.products.id, detail.product_id!));
    expect(kit?.slug).toBe('ragi-instan-sachet-11-g-isi-3');
  });
});

describe('POST lms/finance/transaction/payment (commerce §7 payment script on the transaction pages)', () => {
  it("reopens the popup of a waiting order as stored (same token, amount and deadline); refuses others' and paid orders", async () => {
    const [course] = await gw.db.select({ id: s.courses.id }).from(s.courses).where(eq(s.courses.slug, 'roti-sobek-lembut'));
    const me = anggota.user;
    const info = { id: me.id, name: 'Anggota', email: me.email, phone: '081234567890' };
    const added = await api('post', 'lms/finance/order/add', anggota.token, { json: { user_id: me.id, user_info: info, order: [{ type: 'lms', item_id: course!.id, quantity: 1 }] } });
    const invoice = (added.body.result as { invoice: string }).invoice;
    const logistic = { name: 'BDX', rate: 'regular', rate_id: 0, distance: 0, must_insurance: false, insurance_applied: false, insurance_fee: 0, price: 0 };
    const first = await api('post', 'lms/finance/order/payment', anggota.token, { json: { invoice, user_id: me.id, user_info: info, recipient: null, promo_code: '', logistic } });
    expect(first.status).toBe(200);
    const { token } = parseResult(first.body, PaymentToken);
    const [before] = await gw.db.select().from(s.orders).where(eq(s.orders.invoice, invoice));

    const again = await api('post', 'lms/finance/transaction/payment', anggota.token, { json: { user_id: me.id, invoice } });
    expect([again.status, again.body.message]).toEqual([200, 'Silahkan lakukan pembayaran']);
    expect(parseResult(again.body, PaymentToken)).toMatchObject({ token, invoice });
    const [after] = await gw.db.select().from(s.orders).where(eq(s.orders.invoice, invoice));
    expect([after!.amount, after!.expire_time?.toISOString(), after!.status_code]).toEqual([before!.amount, before!.expire_time?.toISOString(), 2]);

    const foreign = await api('post', 'lms/finance/transaction/payment', b2b.token, { json: { user_id: b2b.user.id, invoice } });
    expect([foreign.status, foreign.body.message]).toEqual([404, 'Invoice tidak ditemukan atau order sudah diproses']);
    expect((await api('post', 'lms/finance/transaction/payment', b2b.token, { json: { user_id: me.id, invoice } })).status).toBe(403);
    expect((await api('post', 'lms/finance/transaction/payment', anggota.token, { json: { user_id: me.id } })).status).toBe(400);

    const paid = await gw.app.request(`/snap/pay/${token}/pay`, { method: 'POST' });
    expect(paid.status).toBe(200);
    const late = await api('post', 'lms/finance/transaction/payment', anggota.token, { json: { user_id: me.id, invoice } });
    expect([late.status, late.body.message]).toEqual([404, 'Invoice tidak ditemukan atau order sudah diproses']);
  });
});
