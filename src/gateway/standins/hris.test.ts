/**
 * Issue 11: the HR (HRIS) stand-in at /hris (portal §7 "Employee (HR) API": fixed bearer, reference lists, e-mail
 * lookup with an OTP written to the server log, the employee payload of §3) and the file-manager upload of the
 * employee form's images (portal §7 "Uploads", §5 "images only, under 2MB"): type, extension, magic bytes and
 * size refusals store nothing; an accepted image is served back safely.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { count, eq, like } from 'drizzle-orm';
import {
  Company,
  Department,
  EmployeeRecord,
  hrisEnvelope,
  Manager,
  Position,
  type EmployeePayload,
} from '../../api/hris';
import { UploadResult } from '../../api/file-manager';
import { IMAGE_LIMIT_BYTES, IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE } from '../../api/file-check';
import { createApp } from '../app';
import * as s from '../db/schema';
import { verifyPassword } from '../auth/password';
import { HRIS_DEMO_COMPANY_ID, HRIS_DEMO_EMAIL } from '../seed/hris';
import { parseResult, startTestGateway, type TestGateway } from '../test-support';
import { TINY_PNG } from '../test-images';
import { HRIS_EMAIL_NOT_FOUND, HRIS_OTP_INVALID, OTP_MAX_ATTEMPTS } from './hris';

let gw: TestGateway;
let bearer: Record<string, string>;

beforeAll(async () => {
  // This suite walks one employee (one client) through dozens of lookups, uploads and submits in a second; the
  // per-client limits of those calls are proved in src/gateway/features-hardening.test.ts.
  const many = { capacity: 10_000, refillPerSecond: 100 };
  gw = await startTestGateway({}, { rateLimits: { hrisLookup: many, hrisLookupEmail: many, hrisSubmit: many, publicUpload: many } });
  bearer = { Authorization: `Bearer ${gw.config.hrisToken}` };
}, 180_000);
afterAll(async () => {
  await gw?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

type Hr = { status: number; body: { status: boolean; code: number; message: string; data: unknown } };
async function hr(method: string, path: string, json?: unknown, headers: Record<string, string> = bearer, app = gw.app): Promise<Hr> {
  const res = await app.request(`/hris/api/hris/${path}`, {
    method,
    headers: { ...headers, ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}) },
    body: json === undefined ? undefined : typeof json === 'string' ? json : JSON.stringify(json),
  });
  return { status: res.status, body: (await res.json()) as Hr['body'] };
}
function data<S extends v.GenericSchema>(answer: Hr, schema: S): v.InferOutput<S> {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return v.parse(hrisEnvelope(schema), answer.body).data as v.InferOutput<S>;
}

/** Look an e-mail up and read the OTP the stand-in wrote to the server log. */
async function lookup(email = HRIS_DEMO_EMAIL, company = HRIS_DEMO_COMPANY_ID) {
  const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
  const answer = await hr('post', `${company}/search_email`, { email });
  const line = info.mock.calls.map((c) => String(c[0])).find((l) => l.startsWith('[hris stand-in] OTP'));
  info.mockRestore();
  return { answer, otp: line ? /: (\d{6}) /.exec(line)![1]! : undefined, line };
}

describe('HR stand-in: bearer and reference lists (portal §3 reference lists, §7)', () => {
  it.each([
    ['no bearer', {}],
    ['a wrong bearer', { Authorization: 'Bearer salah' }],
    ["the member's kind of header only", { 'X-Authorization': 'dapur-kursus-app-key' }],
  ])('answers 401 Unauthorized for %s', async (_name, headers) => {
    const answer = await hr('get', 'list_company', undefined, headers);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ status: false, code: 401, message: 'Unauthorized', data: null });
  });

  it('lists companies, and per company departments, positions (postition_id) and managers', async () => {
    const companies = data(await hr('get', 'list_company'), v.array(Company));
    expect(companies.map((c) => c.nama_company)).toEqual(['PT Dapur Kursus Indonesia', 'PT Bahan Kue Nusantara', 'CV Roti Sejahtera']);
    const departments = data(await hr('get', '1/list_department'), v.array(Department));
    expect(departments.map((d) => d.nama_department)).toContain('E-Commerce');
    const positions = data(await hr('get', '1/list_position'), v.array(Position));
    expect(positions[0]).toEqual({ postition_id: expect.any(Number), name: 'Staff' });
    const managers = data(await hr('get', '1/list_manager'), v.array(Manager));
    expect(managers.length).toBe(4);
    const other = data(await hr('get', '3/list_manager'), v.array(Manager));
    expect(other.map((m) => m.name)).toEqual(['Ani Suryani']);
  });

  it('answers 404 for an unknown company and 400 for a malformed one', async () => {
    const unknown = await hr('get', '99/list_department');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Perusahaan tidak ditemukan');
    expect((await hr('get', 'abc/list_position')).status).toBe(400);
    expect((await hr('get', '0/list_position')).status).toBe(400);
    expect((await hr('get', '99999999999/list_position')).status).toBe(400);
  });

  it('says on its page that it is a local stand-in', async () => {
    const page = await gw.app.request('/hris');
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).toContain('STAND-IN LOKAL');
    // Configuration names are the README's, not a visitor's (issue 18 point 2).
    expect(text).not.toMatch(/VITE|HRIS_TOKEN/);
  });
});

describe('HR stand-in: e-mail lookup and OTP (portal §4 "Employee form", §8 "Employee")', () => {
  it('finds the demo employee, answers data[0] with the four blocks, and writes a 6-digit OTP to the log', async () => {
    const { answer, otp, line } = await lookup(' Karyawan@Demo.Test ');
    const [record] = data(answer, v.array(EmployeeRecord));
    expect(record).toMatchObject({ email: HRIS_DEMO_EMAIL, nama: 'Rizky Ramadhan' });
    expect(record!.informasi_pekerjaan[0]).toMatchObject({ perusahaan: '1', no_tlp: '0227567121' });
    expect(record!.informasi_pribadi[0]).toMatchObject({ jenis_kelamin: 'Male', tempat: 'Bandung', tgl_lahir: '1996-04-12', no_ktp: '', negara: 'Indonesia', jarak_rumah: null });
    expect(record!.kontak_darurat).toEqual([]);
    expect(record!.pendidikan).toEqual([]);
    expect(otp).toMatch(/^\d{6}$/);
    expect(line).toContain(HRIS_DEMO_EMAIL);
    // Only a hash is stored.
    const rows = await gw.db.select().from(s.hrisOtps);
    expect(rows.some((r) => r.code_hash.includes(otp!))).toBe(false);
  });

  it("answers 404 'Email tidak ditemukan' (and sends no OTP) for an unknown e-mail or another company's employee", async () => {
    for (const [email, company] of [['tidak.ada@demo.test', 1], [HRIS_DEMO_EMAIL, 2]] as const) {
      const { answer, otp } = await lookup(email, company);
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ status: false, code: 404, message: HRIS_EMAIL_NOT_FOUND });
      expect(otp).toBeUndefined();
    }
  });

  it.each([
    ['a malformed e-mail', { email: 'bukan-email' }, 'Email format salah'],
    ['an empty e-mail', { email: '' }, 'Email harus diisi'],
    ['no e-mail', {}, 'email harus diisi'],
    ['invalid JSON', '{"email":', 'Body harus berupa JSON yang valid'],
  ])('answers 400 for %s', async (_name, body, message) => {
    const answer = await hr('post', '1/search_email', body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
  });

  it('exposes the last OTP only when HRIS_STANDIN_EXPOSE_OTP is set (end-to-end tests)', async () => {
    const off = await gw.app.request(`/hris/standin/otp?email=${HRIS_DEMO_EMAIL}&company_id=1`);
    expect(off.status).toBe(404);
    const testApp = createApp({ db: gw.db, config: { ...gw.config, hrisExposeOtp: true }, now: () => gw.clock.now });
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    expect((await hr('post', '1/search_email', { email: HRIS_DEMO_EMAIL }, bearer, testApp)).status).toBe(200);
    const on = await testApp.request(`/hris/standin/otp?email=${HRIS_DEMO_EMAIL}&company_id=1`);
    expect(on.status).toBe(200);
    expect(((await on.json()) as { data: { otp: string } }).data.otp).toMatch(/^\d{6}$/);
  });
});

// ── Uploads ────────────────────────────────────────────────────────────────────────────────────────────
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);

async function upload(parts: { path?: string; files?: Array<{ bytes: Uint8Array; name: string; type: string }> }, headers: Record<string, string> = {}) {
  const form = new FormData();
  if (parts.path !== undefined) form.set('path', parts.path);
  for (const f of parts.files ?? []) form.append('files', new File([f.bytes as BlobPart], f.name, { type: f.type }));
  const res = await gw.app.request('/api/lms/admin/filemanager/gcs/upload', { method: 'POST', body: form, headers });
  return { status: res.status, body: (await res.json()) as { status: boolean; code: number; message: string; result: unknown } };
}
const stored = async () => Number((await gw.db.select({ n: count() }).from(s.storedFiles).where(like(s.storedFiles.folder, 'hris/%')))[0]!.n);
const sized = (n: number, head: Uint8Array = TINY_PNG) => {
  const bytes = new Uint8Array(n);
  bytes.set(head.slice(0, Math.min(head.length, n)));
  return bytes;
};

describe('file-manager upload of the employee images (portal §5 "under 2MB", §7 "Uploads")', () => {
  it('stores a PNG under hris/ktp and serves it back with its type, nosniff and a closed CSP', async () => {
    const before = await stored();
    const answer = await upload({ path: 'hris/ktp', files: [{ bytes: TINY_PNG, name: 'ktp.png', type: 'image/png' }] });
    const result = parseResult(answer.body, UploadResult);
    expect(result).toMatchObject({ path: 'hris/ktp', mime: 'image/png', size: TINY_PNG.length });
    // A signed URL, valid 15 minutes (decision 045): the bare path of the scan answers 404.
    expect(result.originalUrl).toMatch(/^http:\/\/localhost:5173\/storage\/hris\/ktp\/[0-9a-f]{32}\.png\?expires=\d+&signature=[\w-]+$/);
    expect(await stored()).toBe(before + 1);
    const url = new URL(result.originalUrl);
    expect((await gw.app.request(url.pathname)).status).toBe(404);
    const res = await gw.app.request(`${url.pathname}${url.search}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/png');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Content-Security-Policy')).toBe("default-src 'none'; sandbox; frame-ancestors 'none'");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(TINY_PNG);
  });

  it('accepts a JPEG (.jpg and .jpeg) for every hris path', async () => {
    for (const [path, name] of [['hris/kk', 'kk.jpg'], ['hris/npwp', 'npwp.JPEG'], ['hris/ijazah', 'ijazah.jpeg']] as const) {
      const result = parseResult((await upload({ path, files: [{ bytes: JPEG, name, type: 'image/jpeg' }] })).body, UploadResult);
      expect(result.originalUrl).toMatch(new RegExp(`/storage/${path}/[0-9a-f]{32}\\.jpg\\?expires=`));
    }
  });

  it("accepts an image just under 2 MB and refuses 2 MB or more with 'Ukuran file harus dibawah 2MB', storing nothing", async () => {
    expect((await upload({ path: 'hris/ktp', files: [{ bytes: sized(IMAGE_LIMIT_BYTES - 1), name: 'besar.png', type: 'image/png' }] })).status).toBe(200);
    const before = await stored();
    for (const n of [IMAGE_LIMIT_BYTES, IMAGE_LIMIT_BYTES + 10_000, 3 * 1024 * 1024]) {
      const answer = await upload({ path: 'hris/ktp', files: [{ bytes: sized(n), name: 'besar.png', type: 'image/png' }] });
      expect(answer.status, String(n)).toBe(413);
      expect(answer.body).toMatchObject({ status: false, code: 413, message: IMAGE_SIZE_MESSAGE });
    }
    expect(await stored()).toBe(before);
  });

  it.each([
    ['a GIF', { bytes: Uint8Array.from(Buffer.from('GIF89a')), name: 'a.gif', type: 'image/gif' }],
    ['an SVG', { bytes: Uint8Array.from(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')), name: 'a.svg', type: 'image/svg+xml' }],
    ['a PDF named .png', { bytes: Uint8Array.from(Buffer.from('%PDF-1.4')), name: 'a.png', type: 'image/png' }],
    ['HTML with a PNG type and extension', { bytes: Uint8Array.from(Buffer.from('<html><script>alert(1)</script></html>')), name: 'x.png', type: 'image/png' }],
    ['PNG bytes declared as JPEG', { bytes: TINY_PNG, name: 'a.jpg', type: 'image/jpeg' }],
    ['a PNG type with a .jpg name', { bytes: TINY_PNG, name: 'a.jpg', type: 'image/png' }],
    ['a PNG without an extension', { bytes: TINY_PNG, name: 'ktp', type: 'image/png' }],
    ['a PNG declared as octet-stream', { bytes: TINY_PNG, name: 'a.png', type: 'application/octet-stream' }],
  ])("refuses %s with 415 \"Ma'af tipe image hanya bisa jpeg, jpg, png\" and stores nothing", async (_name, file) => {
    const before = await stored();
    const answer = await upload({ path: 'hris/ktp', files: [file] });
    expect(answer.status).toBe(415);
    expect(answer.body).toMatchObject({ status: false, code: 415, message: IMAGE_TYPE_MESSAGE });
    expect(await stored()).toBe(before);
  });

  it.each([
    ['a path outside hris', { path: 'images', files: [{ bytes: TINY_PNG, name: 'a.png', type: 'image/png' }] }, 400, 'path harus hris/ktp, hris/kk, hris/npwp atau hris/ijazah'],
    ['a traversal path', { path: 'hris/../etc', files: [{ bytes: TINY_PNG, name: 'a.png', type: 'image/png' }] }, 400, 'path harus hris/ktp, hris/kk, hris/npwp atau hris/ijazah'],
    ['no path', { files: [{ bytes: TINY_PNG, name: 'a.png', type: 'image/png' }] }, 400, 'path harus hris/ktp, hris/kk, hris/npwp atau hris/ijazah'],
    ['no file', { path: 'hris/kk' }, 400, 'File harus diisi'],
    ['two files', { path: 'hris/kk', files: [{ bytes: TINY_PNG, name: 'a.png', type: 'image/png' }, { bytes: TINY_PNG, name: 'b.png', type: 'image/png' }] }, 400, 'Unggah satu file per permintaan'],
  ])('refuses %s with %i', async (_name, parts, status, message) => {
    const before = await stored();
    const answer = await upload(parts);
    expect(answer.status).toBe(status);
    expect(answer.body.message).toBe(message);
    expect(await stored()).toBe(before);
  });

  it('refuses a JSON body, a wrong application key, and answers 404 for files that do not exist', async () => {
    const json = await gw.app.request('/api/lms/admin/filemanager/gcs/upload', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"path":"hris/ktp"}' });
    expect(json.status).toBe(400);
    const wrongKey = await upload({ path: 'hris/ktp', files: [{ bytes: TINY_PNG, name: 'a.png', type: 'image/png' }] }, { 'X-Authorization': 'salah' });
    expect(wrongKey.status).toBe(401);
    for (const path of ['/storage/hris/ktp/0123456789abcdef0123456789abcdef.png', '/storage/hris/ktp/..%2F..%2Fetc.png', '/storage/images/x/abc.png', '/storage/hris/ktp/ABC.png', '/api/files/hris/ktp/0123456789abcdef0123456789abcdef.png']) {
      const res = await gw.app.request(path);
      expect(res.status, path).toBe(404);
    }
  });
});

// ── Submit ─────────────────────────────────────────────────────────────────────────────────────────────
/** A complete payload for the demo employee, with uploaded image URLs. */
async function fullPayload(otp: string): Promise<EmployeePayload> {
  const url = async (path: 'hris/ktp' | 'hris/kk' | 'hris/npwp' | 'hris/ijazah') =>
    parseResult((await upload({ path, files: [{ bytes: TINY_PNG, name: 'f.png', type: 'image/png' }] })).body, UploadResult).originalUrl;
  const departments = data(await hr('get', '1/list_department'), v.array(Department));
  const positions = data(await hr('get', '1/list_position'), v.array(Position));
  const managers = data(await hr('get', '1/list_manager'), v.array(Manager));
  return {
    email: HRIS_DEMO_EMAIL,
    informasi_pekerjaan: [
      {
        perusahaan: 1,
        nama_department: String(departments.find((d) => d.nama_department === 'Teknologi')!.department_id),
        atasan: String(managers.find((m) => m.name === 'Bima Saputra')!.manager_id),
        posisi: positions.find((p) => p.name === 'Supervisor')!.postition_id,
        no_tlp: '0227567121',
      },
    ],
    informasi_pribadi: [
      {
        no_ktp: '3273011204960001',
        no_kk: '3273011204960002',
        no_npwp: '09.123.456.7-428.000',
        url_ktp: await url('hris/ktp'),
        url_kk: await url('hris/kk'),
        url_npwp: await url('hris/npwp'),
        jenis_kelamin: 'Male',
        jumlah_anak: 0,
        nama_bank: 'BCA',
        no_rekening: '7310012345',
        status_pernikahan: 'Single',
        alamat: 'Jl. Buah Batu No. 88, Bandung',
        tempat: 'Bandung',
        jarak_rumah: '4',
        tgl_lahir: '1996-04-12',
        negara: 'Indonesia',
      },
    ],
    kontak_darurat: [{ nama: 'Siti Aminah', alamat: 'Jl. Buah Batu No. 88, Bandung', relation: 'Ibu', kontak_darurat: '081234500001' }],
    pendidikan: [
      { nama_institusi: 'Universitas Padjadjaran', kota_institusi: 'Sumedang', tingkat: 'Sarjana', tahun_kelulusan: 2018, jurusan: 'Manajemen', ipk: '3,61', url_ijazah: await url('hris/ijazah') },
      { nama_institusi: 'SMA Negeri 3 Bandung', kota_institusi: 'Bandung', tingkat: 'SMA/SMK', tahun_kelulusan: '2014', jurusan: 'IPA', ipk: '88.5', url_ijazah: await url('hris/ijazah') },
    ],
    password: [{ password_hris: 'rahasiaHR123' }],
    otp,
  };
}
const submit = (body: unknown, company = 1) => hr('post', `${company}/validation_post_employee`, body);
async function employeeRow(email = HRIS_DEMO_EMAIL) {
  const [row] = await gw.db.select().from(s.hrisEmployees).where(eq(s.hrisEmployees.email, email));
  return row!;
}

describe('HR stand-in: saving the employee form (portal §3 payload, §5, §8)', () => {
  it('an employee looks up, uploads, and saves: the record is updated and the OTP is spent', async () => {
    const { otp } = await lookup();
    const payload = await fullPayload(otp!);
    const saved = await submit(payload);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ status: true, code: 200, message: 'Data karyawan berhasil disimpan' });
    const row = await employeeRow();
    const record = row.record as v.InferOutput<typeof EmployeeRecord>;
    expect(record.informasi_pribadi[0]).toMatchObject({ no_ktp: '3273011204960001', jarak_rumah: 4, jumlah_anak: 0, negara: 'Indonesia' });
    // The scan is stored without the upload's signature (decision 045); the lookup signs it afresh.
    const sentKtp = new URL(payload.informasi_pribadi[0]!.url_ktp!);
    expect(record.informasi_pribadi[0]!.url_ktp).toBe(`${sentKtp.origin}${sentKtp.pathname}`);
    expect(record.pendidikan.map((p) => [p.tahun_kelulusan, p.ipk])).toEqual([
      ['2018', '3.61'],
      ['2014', '88.5'],
    ]);
    expect(record.informasi_pekerjaan[0]!.posisi).toBe(String(payload.informasi_pekerjaan[0]!.posisi));
    expect(await verifyPassword('rahasiaHR123', row.password_hash!)).toBe(true);
    // The next lookup answers the saved record.
    const again = await lookup();
    expect(data(again.answer, v.array(EmployeeRecord))[0]!.kontak_darurat).toEqual(payload.kontak_darurat);
    // The spent OTP does not work twice.
    const replay = await submit(payload);
    expect(replay.status).toBe(422);
    expect(replay.body.message).toBe(HRIS_OTP_INVALID);
  });

  it('accepts reference names instead of ids and an empty password (the HR password is kept)', async () => {
    const before = (await employeeRow()).password_hash;
    const { otp } = await lookup();
    const payload = await fullPayload(otp!);
    payload.informasi_pekerjaan[0] = { perusahaan: 'PT Dapur Kursus Indonesia', nama_department: 'e-commerce', atasan: 'Hendra Gunawan', posisi: 'Staff', no_tlp: '0227567121' };
    payload.password = [{ password_hris: '' }];
    expect((await submit(payload)).status).toBe(200);
    const row = await employeeRow();
    const departments = data(await hr('get', '1/list_department'), v.array(Department));
    expect((row.record as v.InferOutput<typeof EmployeeRecord>).informasi_pekerjaan[0]!.nama_department).toBe(
      String(departments.find((d) => d.nama_department === 'E-Commerce')!.department_id),
    );
    expect(row.password_hash).toBe(before);
  });

  it(`voids an OTP after ${OTP_MAX_ATTEMPTS} wrong tries and after 15 minutes`, async () => {
    const { otp } = await lookup();
    const payload = await fullPayload(otp!);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i++) {
      const answer = await submit({ ...payload, otp: wrong });
      expect(answer.status).toBe(422);
      expect(answer.body.message).toBe(HRIS_OTP_INVALID);
    }
    expect((await submit(payload)).status).toBe(422);

    const fresh = await lookup();
    gw.clock.advance(15 * 60 * 1000 + 1);
    try {
      expect((await submit({ ...payload, otp: fresh.otp })).status).toBe(422);
    } finally {
      gw.clock.advance(-(15 * 60 * 1000 + 1));
    }
  });

  it.each<[string, (p: EmployeePayload) => void, number, string]>([
    ['an empty ID number', (p) => (p.informasi_pribadi[0]!.no_ktp = ''), 400, 'No. KTP harus diisi'],
    ['letters in the ID number', (p) => (p.informasi_pribadi[0]!.no_ktp = '32730A'), 400, 'No. KTP harus angka'],
    ['no ID photo', (p) => (p.informasi_pribadi[0]!.url_ktp = ''), 400, 'Foto KTP harus diisi'],
    ['a script URL as a photo', (p) => (p.informasi_pribadi[0]!.url_kk = 'javascript:alert(1)'), 400, 'Foto KK tidak valid'],
    ['a protocol-relative photo URL', (p) => (p.informasi_pribadi[0]!.url_npwp = '//evil.example/x.png'), 400, 'Foto NPWP tidak valid'],
    ['an unknown bank', (p) => (p.informasi_pribadi[0]!.nama_bank = 'Mandiri' as never), 400, 'Nama Bank harus BCA atau Permata'],
    ['an unknown gender', (p) => (p.informasi_pribadi[0]!.jenis_kelamin = 'Pria' as never), 400, 'Jenis Kelamin harus Male, Female atau Other'],
    ['an unknown marital status', (p) => (p.informasi_pribadi[0]!.status_pernikahan = 'Widowed' as never), 400, 'Status Pernikahan harus Belum Menikah atau Menikah'],
    ['a distance in words', (p) => (p.informasi_pribadi[0]!.jarak_rumah = 'dekat'), 400, 'Jarak Rumah harus angka'],
    ['a negative number of children', (p) => (p.informasi_pribadi[0]!.jumlah_anak = -1), 400, 'Jumlah Anak minimal 0'],
    ['an impossible birth date', (p) => (p.informasi_pribadi[0]!.tgl_lahir = '1996-02-30'), 400, 'Tanggal Lahir harus tanggal (YYYY-MM-DD)'],
    ['another country', (p) => (p.informasi_pribadi[0]!.negara = 'Malaysia' as never), 400, 'Negara harus Indonesia'],
    ['no emergency contact', (p) => (p.kontak_darurat = []), 400, 'Kontak darurat harus diisi'],
    ['letters in the emergency phone', (p) => (p.kontak_darurat[0]!.kontak_darurat = '0812-abc'), 400, 'No. Telepon Kontak Darurat harus angka'],
    ['no education', (p) => (p.pendidikan = []), 400, 'Data pendidikan harus diisi'],
    ['a graduation year in words', (p) => (p.pendidikan[0]!.tahun_kelulusan = 'dua ribu'), 400, 'Tahun Kelulusan harus angka 4 digit'],
    ['a GPA in words', (p) => (p.pendidikan[0]!.ipk = 'baik'), 400, 'IPK harus angka'],
    ['an unknown level', (p) => (p.pendidikan[0]!.tingkat = 'S1' as never), 400, 'Tingkat pendidikan tidak valid'],
    ['no OTP', (p) => (p.otp = ''), 400, 'OTP harus diisi'],
    ['a 4-digit OTP', (p) => (p.otp = '1234'), 400, 'OTP harus 6 angka'],
    ['a short password', (p) => (p.password = [{ password_hris: 'pendek' }]), 400, 'Password minimal 8 karakter'],
    ['an unknown department', (p) => (p.informasi_pekerjaan[0]!.nama_department = 'Gudang'), 400, 'Departemen tidak ditemukan'],
    ['an unknown position', (p) => (p.informasi_pekerjaan[0]!.posisi = 99_999), 400, 'Posisi tidak ditemukan'],
    ['an unknown manager', (p) => (p.informasi_pekerjaan[0]!.atasan = 'Siapa Saja'), 400, 'Atasan tidak ditemukan'],
    ['another company', (p) => (p.informasi_pekerjaan[0]!.perusahaan = 2), 400, 'Perusahaan tidak sesuai'],
    ['an empty work phone', (p) => (p.informasi_pekerjaan[0]!.no_tlp = ''), 400, 'No. Telepon Kantor harus diisi'],
    ['an unknown e-mail', (p) => (p.email = 'tidak.ada@demo.test'), 404, HRIS_EMAIL_NOT_FOUND],
    ['an over-long address', (p) => (p.informasi_pribadi[0]!.alamat = 'a'.repeat(501)), 400, 'Maksimal 500 karakter'],
  ])('answers %s with the server message and changes nothing', async (_name, change, status, message) => {
    const { otp } = await lookup();
    const payload = await fullPayload(otp!);
    change(payload);
    const before = await employeeRow();
    const answer = await submit(payload);
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ status: false, code: status, message });
    expect((await employeeRow()).updated_at).toEqual(before.updated_at);
  });

  it('answers 400 for bodies that are not the payload', async () => {
    for (const body of ['{"email":', '[]', 'null', '"teks"', JSON.stringify({ email: HRIS_DEMO_EMAIL })]) {
      const answer = await submit(body);
      expect(answer.status, body).toBe(400);
      expect(answer.body.status).toBe(false);
    }
    const huge = await submit(JSON.stringify({ email: HRIS_DEMO_EMAIL, pad: 'x'.repeat(70 * 1024) }));
    expect(huge.status).toBe(413);
  });
});
