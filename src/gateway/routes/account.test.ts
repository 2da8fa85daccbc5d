/**
 * The account calls of portal §7 against the gateway on an in-memory PGlite with the demo seed: profile edit and
 * social links, the photo upload and its serving, change password, sign-out revocation, invitations, referral
 * codes, the wishlist lists/store/delete, the cart from the wishlist, the address book (§4/§5/§7/§8) and the
 * new-member journey (register → 422 on payment → complete the profile → pay). Every success is parsed with the
 * contract's schema; every refusal is a 4xx with its message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { and, count, eq } from 'drizzle-orm';
import { Cart } from '../../api/cart';
import { paged } from '../../api/envelope';
import { Invitation } from '../../api/invite';
import { latestBirthday } from '../../api/profile';
import { ReferralCode, REFERRAL_ALPHABET, REFERRAL_CODE_PATTERN } from '../../api/referral';
import { ImageUploadResult, PHOTO_BODY_MAX_BYTES, UPLOADS_PER_DAY } from '../../api/profile-photo';
import { IMAGE_LIMIT_BYTES } from '../../api/file-check';
import { Address, User } from '../../api/user';
import { CourseWishlistPage, StoreWishlistPage } from '../../api/wishlist';
import { INVITES_PER_DAY } from '../../api/invite';
import * as s from '../db/schema';
import { SEED_REFERRAL_CODE, SEED_WISHLIST_COURSES, SEED_WISHLIST_MULTI_WAREHOUSE } from '../seed/account';
import { ensureReferralCode } from '../services/referral';
import { decryptJson } from '../../lib/crypto';
import { containsText, jpegBytes, METADATA_SECRET, pngBytes } from '../test-images';
import { parseResult, PASSWORD, request, signIn, signInMember, startTestGateway, type TestGateway } from '../test-support';

const TOKEN_NOT_FOUND = 'token not found on auth service';
const BASE = 'http://localhost:5173'; // the test gateway's PUBLIC_URL

let gw: TestGateway;
let anggota: { token: string; user: v.InferOutput<typeof User> };
let b2b: { token: string; user: v.InferOutput<typeof User> };
const courseIds = new Map<string, number>();
const productIds = new Map<string, number>();
const warehouseIds = new Map<string, number>();

const api = (method: string, path: string, token: string | undefined, opts: Parameters<typeof request>[3] = {}) =>
  request(gw, method, `/api/${path}`, { token, ...opts });
const need = <K, V>(m: Map<K, V>, k: K) => {
  const value = m.get(k);
  if (value === undefined) throw new Error(`missing ${String(k)}`);
  return value;
};

/** Register a new member on the sign-in stand-in (POST /sso/register) and return the session token. */
async function register(firstname: string, email: string) {
  const res = await gw.app.request('/sso/register', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ firstname, lastname: 'Baru', email, password: 'rahasiabaru1', redirect: '/' }).toString(),
  });
  expect(res.status).toBe(302);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('token='))!;
  const token = decodeURIComponent(cookie.slice('token='.length).split(';')[0]!);
  return { token, user: parseResult((await api('get', 'lms/users/info', token)).body, User) };
}

beforeAll(async () => {
  gw = await startTestGateway();
  anggota = await signInMember(gw, 'anggota@demo.test');
  b2b = await signInMember(gw, 'b2b@demo.test');
  for (const c of await gw.db.select({ id: s.courses.id, slug: s.courses.slug }).from(s.courses)) courseIds.set(c.slug, c.id);
  for (const p of await gw.db.select({ id: s.products.id, slug: s.products.slug }).from(s.products)) productIds.set(p.slug, p.id);
  for (const w of await gw.db.select({ id: s.warehouses.id, code: s.warehouses.code }).from(s.warehouses)) warehouseIds.set(w.code, w.id);
}, 180_000);
afterAll(async () => {
  await gw?.close();
});

/** A complete, valid profile form (Braga, Kota Bandung). */
const profileForm = (over: Record<string, unknown> = {}) => ({
  firstname: 'Siti',
  lastname: 'Rahmawati',
  gender: 'female',
  no_telp: '081234567890',
  birthday: '1994-05-17',
  biography: 'Belajar roti.',
  education: 'S1',
  address_data: { address: 'Jl. Braga No. 12', district_id: '32.73.19', village_id: '32.73.19.1001', village: 'Braga', postcode: '40111', latitude: null, longitude: null },
  ...over,
});

async function upload(token: string | undefined, file: { bytes: Uint8Array | string; name: string; type: string } | null, fields: Record<string, string> = { path: 'images' }) {
  const form = new FormData();
  if (file) form.append('files', new File([file.bytes as BlobPart], file.name, { type: file.type }));
  for (const [k, value] of Object.entries(fields)) form.append(k, value);
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await gw.app.request('/api/lms/users/image_upload', { method: 'POST', headers, body: form });
  return { status: res.status, body: (await res.json()) as { status: boolean; code: number; message: string; result: unknown } };
}
const uploadCount = async (userId?: number) => {
  const photos = eq(s.storedFiles.folder, 'images');
  const [row] = await gw.db.select({ n: count() }).from(s.storedFiles).where(userId === undefined ? photos : and(photos, eq(s.storedFiles.owner_id, userId)));
  return Number(row?.n ?? 0);
};

describe('GET lms/users/info (portal §7)', () => {
  it('answers the member with the default address and no profile address yet', async () => {
    const res = await api('get', 'lms/users/info', b2b.token);
    const user = parseResult(res.body, User);
    expect(user.email).toBe('b2b@demo.test');
    expect(user.address?.default).toBe(true);
    expect(user.profile_address).toBeNull();
  });
});

describe('PUT lms/users/edit: the profile form (portal §5, §7, §8)', () => {
  it("saves every field, answers 'Info berhasil diubah' and the updated user; area names come from the district", async () => {
    const res = await api('put', 'lms/users/edit', anggota.token, { json: profileForm({ firstname: ' Siti ', education: 'others', village: 'nama dari klien' }) });
    expect([res.status, res.body.message]).toEqual([200, 'Info berhasil diubah']);
    const user = parseResult(res.body, User);
    expect([user.firstname, user.gender, user.no_telp, user.birthday, user.education, user.biography]).toEqual(['Siti', 'female', '081234567890', '1994-05-17', 'others', 'Belajar roti.']);
    expect(user.profile_address).toMatchObject({
      address: 'Jl. Braga No. 12',
      village_id: '32.73.19.1001',
      village: 'Braga',
      postal_code: '40111',
      area: { district_id: '32.73.19', city_name: 'Kota Bandung', province_name: 'Jawa Barat' },
    });
    const [braga] = await gw.db.select().from(s.villages).where(eq(s.villages.id, '32.73.19.1001'));
    expect([user.profile_address?.latitude, user.profile_address?.longitude]).toEqual([braga!.latitude, braga!.longitude]);
    // The address book is untouched: the default address is still the seeded one.
    expect(user.address?.label).toBe('Rumah');
    expect(parseResult((await api('get', 'lms/users/info', anggota.token)).body, User).profile_address?.address).toBe('Jl. Braga No. 12');
  });

  it('the village, last name, birthday and biography are optional; education absent keeps the stored value', async () => {
    const { education: _e, lastname: _l, biography: _b, birthday: _d, ...rest } = profileForm({
      address_data: { address: 'Jl. Braga No. 12', district_id: '32.73.19', postcode: '40111' },
    });
    const res = await api('put', 'lms/users/edit', anggota.token, { json: rest });
    const user = parseResult(res.body, User);
    expect([user.lastname, user.biography, user.birthday, user.education]).toEqual(['', '', null, 'others']);
    expect(user.profile_address).toMatchObject({ village_id: '', village: '', latitude: null, longitude: null });
  });

  it('the birthday may be yesterday (WIB) at the latest, checked against the gateway clock', async () => {
    const yesterday = latestBirthday(gw.clock.now);
    expect((await api('put', 'lms/users/edit', anggota.token, { json: profileForm({ birthday: yesterday }) })).status).toBe(200);
    const today = new Date(Date.parse(`${yesterday}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const res = await api('put', 'lms/users/edit', anggota.token, { json: profileForm({ birthday: today }) });
    expect([res.status, res.body.message]).toEqual([400, 'Tanggal lahir maksimal kemarin']);
  });

  const missing = (key: string) => {
    const form: Record<string, unknown> = profileForm();
    delete form[key];
    return form;
  };
  it.each([
    ['empty first name', profileForm({ firstname: '   ' }), 'Nama harus diisi'],
    ['no first name', missing('firstname'), 'Nama harus diisi'],
    ['a first name that is a number', profileForm({ firstname: 12 }), 'Nama harus diisi'],
    ['gender other', profileForm({ gender: 'lainnya' }), 'Jenis kelamin harus pria atau wanita'],
    ['no gender', missing('gender'), 'Jenis kelamin harus pria atau wanita'],
    ['empty phone', profileForm({ no_telp: '' }), 'No telepon harus diisi'],
    ['no phone', missing('no_telp'), 'No telepon harus diisi'],
    ['a phone with letters', profileForm({ no_telp: '0812abc4567' }), 'No telepon harus angka'],
    ['a phone with spaces', profileForm({ no_telp: '0812 3456 789' }), 'No telepon harus angka'],
    ['a 9-digit phone', profileForm({ no_telp: '081234567' }), 'No telepon minimal 10 angka'],
    ['a 14-digit phone', profileForm({ no_telp: '08123456789012' }), 'No telepon maksimal 13 angka'],
    ['empty address', profileForm({ address_data: { ...profileForm().address_data, address: '' } }), 'Alamat harus diisi'],
    ['no address_data', missing('address_data'), 'Alamat harus diisi'],
    ['no district', profileForm({ address_data: { ...profileForm().address_data, district_id: '' } }), 'Kecamatan harus diisi'],
    ['no postal code', profileForm({ address_data: { ...profileForm().address_data, postcode: ' ' } }), 'Kode Pos harus diisi'],
    ['an education outside the list', profileForm({ education: 'D3' }), 'Pendidikan harus diisi'],
    ['an empty education', profileForm({ education: '' }), 'Pendidikan harus diisi'],
    ['a birthday that is not a date', profileForm({ birthday: '2001-02-30' }), 'Tanggal lahir tidak valid'],
    ['a birthday in another format', profileForm({ birthday: '17/05/1994' }), 'Tanggal lahir tidak valid'],
    ['a first name over 100 characters', profileForm({ firstname: 'a'.repeat(101) }), 'Maksimal 100 karakter'],
    ['a biography over 2000 characters', profileForm({ biography: 'a'.repeat(2001) }), 'Maksimal 2000 karakter'],
    ['an unknown district', profileForm({ address_data: { ...profileForm().address_data, district_id: '99.99.99', village_id: '' } }), 'Data profil tidak valid, cek kembali data yang kamu masukan'],
    ['a village outside the district', profileForm({ address_data: { ...profileForm().address_data, village_id: '34.71.10.1001' } }), 'Data profil tidak valid, cek kembali data yang kamu masukan'],
    ['an image that is not an upload', profileForm({ image: 'https://evil.example/x.png' }), 'Foto profil tidak valid, unggah ulang foto kamu'],
    ['a javascript: image', profileForm({ image: 'javascript:alert(1)' }), 'Foto profil tidak valid, unggah ulang foto kamu'],
  ])('%s → 400 %s, and nothing changes', async (_name, form, message) => {
    const before = (await gw.db.select().from(s.users).where(eq(s.users.id, b2b.user.id)))[0]!;
    const res = await api('put', 'lms/users/edit', b2b.token, { json: form });
    expect([res.status, res.body.status, res.body.code, res.body.message]).toEqual([400, false, 400, message]);
    const after = (await gw.db.select().from(s.users).where(eq(s.users.id, b2b.user.id)))[0]!;
    expect(after.updated_at).toEqual(before.updated_at);
  });

  it.each([
    ['not JSON', { raw: '{"firstname":' }, 'Body harus berupa JSON yang valid'],
    ['an empty body', { raw: '' }, 'Body harus berupa JSON yang valid'],
    ['a JSON array', { json: [] }, undefined],
    ['JSON null', { raw: 'null' }, undefined],
    ['address_data as text', { json: profileForm({ address_data: 'Jl. Braga' }) }, undefined],
    ['a NUL in the name', { json: profileForm({ firstname: 'Si\u0000ti' }) }, 'Input mengandung karakter yang tidak valid'],
  ])('malformed input (%s) answers 400 with a message, never 500', async (_name, opts, message) => {
    const res = await api('put', 'lms/users/edit', b2b.token, opts);
    expect(res.status).toBe(400);
    expect(res.body.message.length).toBeGreaterThan(0);
    if (message) expect(res.body.message).toBe(message);
  });

  it("without a token → 401 'token not found on auth service'", async () => {
    const res = await api('put', 'lms/users/edit', undefined, { json: profileForm() });
    expect([res.status, res.body.message]).toEqual([401, TOKEN_NOT_FOUND]);
  });
});

describe('PUT lms/users/edit: social links alone (portal §2 "Social media")', () => {
  it('saves facebook, twitter and linkedin as typed (no validation) and leaves the profile alone', async () => {
    const before = parseResult((await api('get', 'lms/users/info', b2b.token)).body, User);
    const links = { facebook: 'facebook.com/budi.santoso', twitter: '@budi', linkedin: 'https://www.linkedin.com/in/budi' };
    const res = await api('put', 'lms/users/edit', b2b.token, { json: { social_links: links } });
    expect([res.status, res.body.message]).toEqual([200, 'Info berhasil diubah']);
    const user = parseResult(res.body, User);
    expect(user.social_links).toEqual(links);
    expect([user.firstname, user.no_telp, user.gender, user.education]).toEqual([before.firstname, before.no_telp, before.gender, before.education]);
  });

  it('missing links are saved empty; a link over 500 characters or a wrong shape is refused', async () => {
    const res = await api('put', 'lms/users/edit', b2b.token, { json: { social_links: { twitter: '@budi' } } });
    expect(parseResult(res.body, User).social_links).toEqual({ facebook: '', twitter: '@budi', linkedin: '' });
    const long = await api('put', 'lms/users/edit', b2b.token, { json: { social_links: { facebook: 'x'.repeat(501) } } });
    expect([long.status, long.body.message]).toEqual([400, 'Maksimal 500 karakter']);
    const wrong = await api('put', 'lms/users/edit', b2b.token, { json: { social_links: 'facebook.com/budi' } });
    expect(wrong.status).toBe(400);
  });
});

describe('POST lms/users/image_upload (portal §5 photo rule, §7 Uploads)', () => {
  it('stores a PNG without its text metadata and serves it back with safe headers; the answer is result.image_url', async () => {
    const before = await uploadCount(b2b.user.id);
    const res = await upload(b2b.token, { bytes: pngBytes({ textSecret: true }), name: 'Foto Profil.PNG', type: 'image/png' });
    expect([res.status, res.body.message]).toEqual([200, 'Upload berhasil']);
    const { image_url } = parseResult(res.body, ImageUploadResult);
    expect(image_url).toMatch(new RegExp(`^${BASE}/storage/images/[0-9a-f]{32}\\.png$`));
    expect(await uploadCount(b2b.user.id)).toBe(before + 1);

    const served = await gw.app.request(new URL(image_url).pathname);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(served.headers.get('Content-Security-Policy')).toBe("default-src 'none'; sandbox; frame-ancestors 'none'");
    expect(served.headers.get('Content-Disposition')).toMatch(/^inline; filename="[0-9a-f]{32}\.png"$/);
    const bytes = new Uint8Array(await served.arrayBuffer());
    expect(Array.from(bytes)).toEqual(Array.from(pngBytes()));
    expect(containsText(bytes, METADATA_SECRET)).toBe(false);
  });

  it('stores a JPEG (image/jpg, .jpeg) without Exif GPS or comments, keeping the orientation', async () => {
    const res = await upload(b2b.token, { bytes: jpegBytes({ orientation: 6, exifSecret: true, comment: true }), name: 'kamera.jpeg', type: 'image/jpg' });
    const { image_url } = parseResult(res.body, ImageUploadResult);
    expect(image_url).toMatch(/\.jpg$/);
    const served = await gw.app.request(new URL(image_url).pathname);
    expect(served.headers.get('Content-Type')).toBe('image/jpeg');
    const bytes = new Uint8Array(await served.arrayBuffer());
    expect(containsText(bytes, METADATA_SECRET)).toBe(false);
    expect(containsText(bytes, 'Exif')).toBe(true);
  });

  it('accepts a file above the /api-wide 1 MB body limit and just under 2 MB', async () => {
    const png = pngBytes({ dataBytes: IMAGE_LIMIT_BYTES - 1 - pngBytes({ dataBytes: 0 }).length });
    expect(png.length).toBe(IMAGE_LIMIT_BYTES - 1);
    const res = await upload(b2b.token, { bytes: png, name: 'besar.png', type: 'image/png' });
    expect(res.status).toBe(200);
  });

  it.each([
    ['a text file named .png', () => ({ bytes: 'bukan gambar', name: 'foto.png', type: 'image/png' }), 415, "Ma'af tipe image hanya bisa jpeg, jpg, png"],
    ['an HTML page declared as PNG', () => ({ bytes: '<html><script>alert(1)</script></html>', name: 'x.png', type: 'image/png' }), 415, "Ma'af tipe image hanya bisa jpeg, jpg, png"],
    ['a GIF', () => ({ bytes: 'GIF89a....', name: 'anim.gif', type: 'image/gif' }), 415, "Ma'af tipe image hanya bisa jpeg, jpg, png"],
    ['a PNG declared as text/plain', () => ({ bytes: pngBytes(), name: 'foto.png', type: 'text/plain' }), 415, "Ma'af tipe image hanya bisa jpeg, jpg, png"],
    ['a PNG with the extension .gif', () => ({ bytes: pngBytes(), name: 'foto.gif', type: 'image/png' }), 415, "Ma'af tipe image hanya bisa jpeg, jpg, png"],
    ['a PNG named .jpg', () => ({ bytes: pngBytes(), name: 'foto.jpg', type: 'image/png' }), 415, "Ma'af tipe image hanya bisa jpeg, jpg, png"],
    ['JPEG bytes declared as PNG', () => ({ bytes: jpegBytes(), name: 'foto.png', type: 'image/png' }), 415, "Ma'af tipe image hanya bisa jpeg, jpg, png"],
    ['an SVG', () => ({ bytes: '<svg xmlns="http://www.w3.org/2000/svg"/>', name: 'x.svg', type: 'image/svg+xml' }), 415, "Ma'af tipe image hanya bisa jpeg, jpg, png"],
    ['a truncated PNG', () => ({ bytes: pngBytes().subarray(0, 20), name: 'foto.png', type: 'image/png' }), 415, "Ma'af tipe image hanya bisa jpeg, jpg, png"],
    ['an empty file', () => ({ bytes: new Uint8Array(0), name: 'foto.png', type: 'image/png' }), 415, "Ma'af tipe image hanya bisa jpeg, jpg, png"],
    ['a PNG of exactly 2 MB', () => ({ bytes: pngBytes({ dataBytes: IMAGE_LIMIT_BYTES - pngBytes({ dataBytes: 0 }).length }), name: 'besar.png', type: 'image/png' }), 413, 'Ukuran file harus dibawah 2MB'],
    ['a body over the upload limit', () => ({ bytes: pngBytes({ dataBytes: PHOTO_BODY_MAX_BYTES + 1024 }), name: 'besar.png', type: 'image/png' }), 413, 'Ukuran file harus dibawah 2MB'],
  ])('refuses %s and stores nothing', async (_name, file, status, message) => {
    const before = await uploadCount();
    const res = await upload(b2b.token, file());
    expect([res.status, res.body.status, res.body.code, res.body.message]).toEqual([status, false, status, message]);
    expect(await uploadCount()).toBe(before);
  });

  it('refuses a missing file, a wrong path, two files and a non-multipart body with 400', async () => {
    const before = await uploadCount();
    expect(await upload(b2b.token, null)).toMatchObject({ status: 400, body: { message: 'Pilih satu file gambar' } });
    expect(await upload(b2b.token, { bytes: pngBytes(), name: 'a.png', type: 'image/png' }, { path: 'hris/ktp' })).toMatchObject({ status: 400, body: { message: 'path harus images' } });
    expect(await upload(b2b.token, { bytes: pngBytes(), name: 'a.png', type: 'image/png' }, {})).toMatchObject({ status: 400, body: { message: 'path harus images' } });
    const form = new FormData();
    form.append('files', new File([pngBytes() as BlobPart], 'a.png', { type: 'image/png' }));
    form.append('files', new File([pngBytes() as BlobPart], 'b.png', { type: 'image/png' }));
    form.append('path', 'images');
    const two = await gw.app.request('/api/lms/users/image_upload', { method: 'POST', headers: { Authorization: `Bearer ${b2b.token}` }, body: form });
    expect([two.status, ((await two.json()) as { message: string }).message]).toEqual([400, 'Pilih satu file gambar']);
    const json = await api('post', 'lms/users/image_upload', b2b.token, { json: { files: 'x', path: 'images' } });
    expect([json.status, json.body.message]).toEqual([400, 'Body harus berupa multipart/form-data']);
    expect(await uploadCount()).toBe(before);
  });

  it("without a token → 401 'token not found on auth service' and nothing stored", async () => {
    const before = await uploadCount();
    const res = await upload(undefined, { bytes: pngBytes(), name: 'a.png', type: 'image/png' });
    expect([res.status, res.body.message]).toEqual([401, TOKEN_NOT_FOUND]);
    expect(await uploadCount()).toBe(before);
  });

  it(`allows ${UPLOADS_PER_DAY} uploads per member per 24 hours (429 after), counted on the gateway clock`, async () => {
    const admin = await signInMember(gw, 'admin@demo.test');
    for (let i = 0; i < UPLOADS_PER_DAY; i++) expect((await upload(admin.token, { bytes: pngBytes(), name: 'a.png', type: 'image/png' })).status).toBe(200);
    const over = await upload(admin.token, { bytes: pngBytes(), name: 'a.png', type: 'image/png' });
    expect([over.status, over.body.message]).toEqual([429, 'Batas unggah foto hari ini tercapai, coba lagi besok']);
    expect(await uploadCount(admin.user.id)).toBe(UPLOADS_PER_DAY);
  });

  it('the photo is saved through the edit call; older uploads are removed; another member cannot use it', async () => {
    const first = parseResult((await upload(b2b.token, { bytes: pngBytes(), name: 'a.png', type: 'image/png' })).body, ImageUploadResult);
    const second = parseResult((await upload(b2b.token, { bytes: jpegBytes(), name: 'b.jpg', type: 'image/jpeg' })).body, ImageUploadResult);
    const taken = await api('put', 'lms/users/edit', anggota.token, { json: profileForm({ image: second.image_url }) });
    expect([taken.status, taken.body.message]).toEqual([400, 'Foto profil tidak valid, unggah ulang foto kamu']);

    const form = profileForm({ firstname: 'Budi', gender: 'male', no_telp: '081298765432', image: new URL(second.image_url).pathname });
    const saved = parseResult((await api('put', 'lms/users/edit', b2b.token, { json: form })).body, User);
    expect(saved.image).toBe(second.image_url);
    expect(await uploadCount(b2b.user.id)).toBe(1);
    expect((await gw.app.request(new URL(first.image_url).pathname)).status).toBe(404);
    expect((await gw.app.request(new URL(second.image_url).pathname)).status).toBe(200);
    // Sending the current photo again keeps it; '' removes it.
    expect(parseResult((await api('put', 'lms/users/edit', b2b.token, { json: { ...form, image: second.image_url } })).body, User).image).toBe(second.image_url);
    expect(parseResult((await api('put', 'lms/users/edit', b2b.token, { json: { ...form, image: '' } })).body, User).image).toBe('');
  });

  it('unknown or malformed storage paths answer 404 with nosniff', async () => {
    for (const path of ['/storage/images/' + '0'.repeat(32) + '.png', '/storage/images/%2e%2e%2f' + '0'.repeat(32) + '.png', '/storage/images/abc.svg', '/storage/x', '/storage/upload/tugas/' + '0'.repeat(32) + '.png']) {
      const res = await gw.app.request(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    }
  });
});

describe('POST lms/users/change_password (portal §5, §7)', () => {
  const body = (over: Record<string, unknown> = {}) => ({ old_password: PASSWORD, new_password: 'rahasia456', re_password: 'rahasia456', ...over });
  it.each([
    [{ old_password: '' }, 'Password saat ini harus diisi'],
    [{ old_password: undefined }, 'Password saat ini harus diisi'],
    [{ old_password: 'pendek' }, 'Password saat ini minimal 8 karakter'],
    [{ new_password: '' }, 'Password baru harus diisi'],
    [{ new_password: 'pendek', re_password: 'pendek' }, 'Password baru minimal 8 karakter'],
    [{ re_password: '' }, 'Konfirmasi password harus diisi'],
    [{ re_password: 'rahasia457' }, 'Konfirmasi password harus sama dengan password'],
    [{ new_password: 'x'.repeat(129), re_password: 'x'.repeat(129) }, 'Maksimal 128 karakter'],
  ])('%o → 400 %s', async (over, message) => {
    const res = await api('post', 'lms/users/change_password', b2b.token, { json: body(over) });
    expect([res.status, res.body.message]).toEqual([400, message]);
  });

  it("a wrong current password → 400 'Password saat ini salah' and the password stays", async () => {
    const res = await api('post', 'lms/users/change_password', b2b.token, { json: body({ old_password: 'salah12345' }) });
    expect([res.status, res.body.message]).toEqual([400, 'Password saat ini salah']);
    expect((await signIn(gw, 'b2b@demo.test')).token).not.toBe('');
  });

  it('changes it: the new password signs in, the old one does not, other sessions stop working, this one continues', async () => {
    const asesor = await signInMember(gw, 'asesor@demo.test');
    const other = await signInMember(gw, 'asesor@demo.test');
    const res = await api('post', 'lms/users/change_password', asesor.token, { json: body() });
    expect([res.status, res.body.message, res.body.result]).toEqual([200, 'Password berhasil diubah', null]);
    expect((await signIn(gw, 'asesor@demo.test', 'rahasia456')).token).toMatch(/^[0-9a-f]{64}$/);
    expect((await signIn(gw, 'asesor@demo.test', PASSWORD)).token).toBe('');
    const stale = await api('get', 'lms/users/info', other.token);
    expect([stale.status, stale.body.message]).toEqual([401, TOKEN_NOT_FOUND]);
    expect((await api('get', 'lms/users/info', asesor.token)).status).toBe(200);
  });

  it('malformed input answers 400, never 500', async () => {
    for (const opts of [{ raw: 'x' }, { json: [] }, { json: { old_password: 12345678, new_password: true, re_password: null } }]) {
      const res = await api('post', 'lms/users/change_password', b2b.token, opts);
      expect(res.status).toBe(400);
    }
  });
});

describe('POST lms/users/logout: sign-out revokes the token (portal §4 "Session", §8)', () => {
  it("answers 'Logout berhasil'; afterwards the token answers 401 'token not found on auth service' everywhere", async () => {
    const { token } = await signInMember(gw, 'b2b@demo.test');
    const res = await api('post', 'lms/users/logout', token);
    expect([res.status, res.body.message, res.body.result]).toEqual([200, 'Logout berhasil', null]);
    expect(res.res.headers.get('Cache-Control')).toBe('no-store');
    for (const [method, path] of [
      ['get', 'lms/users/info'],
      ['get', 'lms/users/address'],
      ['get', 'lms/component/wishlist/lms'],
      ['get', `lms/community/point/get_my_referral_code/${b2b.user.id}`],
      ['post', 'lms/users/logout'],
    ] as const) {
      const after = await api(method, path, token);
      expect([after.status, after.body.message]).toEqual([401, TOKEN_NOT_FOUND]);
    }
    const photo = await upload(token, { bytes: pngBytes(), name: 'a.png', type: 'image/png' });
    expect([photo.status, photo.body.message]).toEqual([401, TOKEN_NOT_FOUND]);
    // Other sessions of the same member are not affected.
    expect((await api('get', 'lms/users/info', b2b.token)).status).toBe(200);
  });

  it('an unknown or malformed token answers 401 with the same message', async () => {
    for (const token of ['cd'.repeat(32), 'bukan-token']) {
      const res = await api('post', 'lms/users/logout', token);
      expect([res.status, res.body.message]).toEqual([401, TOKEN_NOT_FOUND]);
    }
  });
});

describe('POST lms/users/invite (portal §2 "Invite friend", §5)', () => {
  it.each([
    [{ email: '' }, 'Email harus diisi'],
    [{}, 'Email harus diisi'],
    [{ email: 'teman' }, 'Email format salah'],
    [{ email: 'teman@contoh' }, 'Email format salah'],
    [{ email: `${'a'.repeat(250)}@contoh.id` }, 'Maksimal 254 karakter'],
  ])('%o → 400 %s, nothing recorded', async (json, message) => {
    const res = await api('post', 'lms/users/invite', anggota.token, { json });
    expect([res.status, res.body.message]).toEqual([400, message]);
    expect(await gw.db.select().from(s.invitations)).toHaveLength(0);
  });

  it("records the invitation (lower-cased) with 'Undangan berhasil dikirim'; the same address again is one row", async () => {
    const res = await api('post', 'lms/users/invite', anggota.token, { json: { email: ' Teman.Baik@Contoh.ID ' } });
    expect([res.status, res.body.message]).toEqual([200, 'Undangan berhasil dikirim']);
    const invitation = parseResult(res.body, Invitation);
    expect(invitation.email).toBe('teman.baik@contoh.id');
    const again = parseResult((await api('post', 'lms/users/invite', anggota.token, { json: { email: 'teman.baik@contoh.id' } })).body, Invitation);
    expect(again.id).toBe(invitation.id);
    const rows = await gw.db.select().from(s.invitations);
    expect(rows.map((r) => [r.user_id, r.email])).toEqual([[anggota.user.id, 'teman.baik@contoh.id']]);
  });

  it(`records at most ${INVITES_PER_DAY} invitations per member per 24 hours`, async () => {
    const { token, user } = await signInMember(gw, 'admin@demo.test');
    for (let i = 0; i < INVITES_PER_DAY; i++) expect((await api('post', 'lms/users/invite', token, { json: { email: `teman${i}@contoh.id` } })).status).toBe(200);
    const over = await api('post', 'lms/users/invite', token, { json: { email: 'lagi@contoh.id' } });
    expect([over.status, over.body.message]).toEqual([429, 'Batas undangan hari ini tercapai, coba lagi besok']);
    expect(await gw.db.select().from(s.invitations).where(eq(s.invitations.user_id, user.id))).toHaveLength(INVITES_PER_DAY);
  });

  it('malformed input → 400; no token → 401', async () => {
    expect((await api('post', 'lms/users/invite', anggota.token, { raw: '{' })).status).toBe(400);
    expect((await api('post', 'lms/users/invite', anggota.token, { json: { email: ['a@b.id'] } })).body.message).toBe('Email harus diisi');
    const anon = await api('post', 'lms/users/invite', undefined, { json: { email: 'a@b.id' } });
    expect([anon.status, anon.body.message]).toEqual([401, TOKEN_NOT_FOUND]);
  });
});

describe('referral (portal §2 "Referral", §7)', () => {
  it('the seed: b2b has a code, anggota has none', async () => {
    const mine = parseResult((await api('get', `lms/community/point/get_my_referral_code/${b2b.user.id}`, b2b.token)).body, ReferralCode);
    expect(mine).toEqual({ id_user: b2b.user.id, referral_code: SEED_REFERRAL_CODE });
    const none = parseResult((await api('get', `lms/community/point/get_my_referral_code/${anggota.user.id}`, anggota.token)).body, ReferralCode);
    expect(none.referral_code).toBeNull();
  });

  it('generate creates a code once; generating again answers the first code', async () => {
    const res = await api('post', 'lms/community/point/generate_referral_code', anggota.token, { json: { id_user: anggota.user.id } });
    expect([res.status, res.body.message]).toEqual([200, 'Kode referral berhasil dibuat']);
    const code = parseResult(res.body, ReferralCode).referral_code!;
    expect(code).toMatch(REFERRAL_CODE_PATTERN);
    expect(code.startsWith('SITI')).toBe(true);
    const again = await api('post', 'lms/community/point/generate_referral_code', anggota.token, { json: { id_user: anggota.user.id } });
    expect([again.body.message, parseResult(again.body, ReferralCode).referral_code]).toEqual(['Kode referral sudah ada', code]);
    const read = parseResult((await api('get', `lms/community/point/get_my_referral_code/${anggota.user.id}`, anggota.token)).body, ReferralCode);
    expect(read.referral_code).toBe(code);
  });

  it('codes are unique: a draw that clashes with another member is drawn again; concurrent calls agree', async () => {
    const asesor = (await gw.db.select().from(s.users).where(eq(s.users.email, 'asesor@demo.test')))[0]!;
    await gw.db.update(s.users).set({ firstname: 'Budi' }).where(eq(s.users.id, asesor.id));
    const tail = SEED_REFERRAL_CODE.slice(4);
    const clash = Uint8Array.from(tail, (ch) => REFERRAL_ALPHABET.indexOf(ch));
    const fresh = Uint8Array.from([0, 1, 2, 3, 4, 5]);
    const draws = [clash, fresh];
    const result = await ensureReferralCode(gw.db, asesor.id, gw.clock.now, () => draws.shift()!);
    expect(result).toEqual({ code: 'BUDIABCDEF', created: true });
    const codes = await gw.db.select({ code: s.referralCodes.code }).from(s.referralCodes);
    expect(new Set(codes.map((c) => c.code)).size).toBe(codes.length);

    const { token, user } = await signInMember(gw, 'admin@demo.test');
    const both = await Promise.all([1, 2].map(() => api('post', 'lms/community/point/generate_referral_code', token, { json: { id_user: user.id } })));
    const [a, b] = both.map((r) => parseResult(r.body, ReferralCode).referral_code);
    expect(a).toBe(b);
  });

  it("another member's id → 403; malformed ids → 400/404; no token → 401", async () => {
    const other = await api('get', `lms/community/point/get_my_referral_code/${b2b.user.id}`, anggota.token);
    expect([other.status, other.body.message]).toEqual([403, 'user_id tidak sesuai dengan sesi login']);
    const gen = await api('post', 'lms/community/point/generate_referral_code', anggota.token, { json: { id_user: b2b.user.id } });
    expect(gen.status).toBe(403);
    expect((await api('get', 'lms/community/point/get_my_referral_code/abc', anggota.token)).status).toBe(404);
    expect((await api('post', 'lms/community/point/generate_referral_code', anggota.token, { json: { id_user: 'x' } })).status).toBe(400);
    expect((await api('post', 'lms/community/point/generate_referral_code', anggota.token, { json: {} })).status).toBe(400);
    expect((await api('post', 'lms/community/point/generate_referral_code', anggota.token, { raw: 'x' })).status).toBe(400);
    expect((await api('get', `lms/community/point/get_my_referral_code/${anggota.user.id}`, undefined)).status).toBe(401);
  });
});

describe('wishlist lists (portal §2, §3, §7)', () => {
  it('the course tab: 5 per page, newest first, two pages of the seeded seven, prices from the gateway', async () => {
    const page1 = parseResult((await api('get', 'lms/component/wishlist/lms', anggota.token, { query: { limit: 5, page: 1, user_id: anggota.user.id } })).body, CourseWishlistPage);
    expect([page1.count, page1.pages, page1.page, page1.limit, page1.data.length]).toEqual([7, 2, 1, 5, 5]);
    expect(page1.data.map((i) => i.detail.slug)).toEqual(SEED_WISHLIST_COURSES.slice(0, 5));
    const [course] = await gw.db.select().from(s.courses).where(eq(s.courses.slug, SEED_WISHLIST_COURSES[0]));
    expect(page1.data[0]!.detail).toMatchObject({ id: course!.id, title: course!.title, price: course!.price, rating: course!.rating, total_review: course!.total_review, category_slug: 'bread' });
    expect(page1.data[0]).toMatchObject({ type: 'lms', user_id: anggota.user.id, product_id: course!.id });
    const page2 = parseResult((await api('get', 'lms/component/wishlist/lms', anggota.token, { query: { page: 2 } })).body, CourseWishlistPage);
    expect(page2.data.map((i) => i.detail.slug)).toEqual(SEED_WISHLIST_COURSES.slice(5));
  });

  it('q searches the title (case-insensitive); no match is an empty page', async () => {
    const hit = parseResult((await api('get', 'lms/component/wishlist/lms', anggota.token, { query: { q: 'KLAPPERTAART' } })).body, CourseWishlistPage);
    expect([hit.count, hit.pages, hit.data.map((i) => i.detail.slug)]).toEqual([1, 1, ['klappertaart-manado']]);
    const none = parseResult((await api('get', 'lms/component/wishlist/lms', anggota.token, { query: { q: '100%_tidak_ada' } })).body, CourseWishlistPage);
    expect([none.count, none.pages, none.data]).toEqual([0, 0, []]);
  });

  it("the store tab: one row per product; 'other' holds the same product in the other warehouses at the member's price", async () => {
    const res = parseResult((await api('get', 'lms/component/wishlist/ecom', anggota.token, { query: { user_id: anggota.user.id } })).body, StoreWishlistPage);
    expect([res.count, res.pages]).toEqual([3, 1]);
    expect(res.data.map((r) => r.detail.slug)).toEqual([SEED_WISHLIST_MULTI_WAREHOUSE, 'whipping-cream-cair-uht-1-l', 'madu-murni-hutan-350-g']);
    const multi = res.data[0]!;
    expect([multi.detail.warehouse_code, ...multi.other.map((o) => o.detail.warehouse_code)]).toEqual(['WH-BDG', 'WH-JKT', 'WH-SBY']);
    const pid = need(productIds, SEED_WISHLIST_MULTI_WAREHOUSE);
    for (const entry of [multi, ...multi.other]) {
      const wid = need(warehouseIds, entry.detail.warehouse_code!);
      const [price] = await gw.db
        .select()
        .from(s.productPrices)
        .where(and(eq(s.productPrices.product_id, pid), eq(s.productPrices.warehouse_id, wid), eq(s.productPrices.type, 'b2c'), eq(s.productPrices.tier, 3)));
      expect(entry.detail.price).toBe(price!.price);
      expect(entry.detail.warehouse_name).toMatch(/\S/);
      expect(entry.detail.warehouse_slug).toMatch(/\S/);
      expect(entry.warehouse_id).toBe(wid);
    }
    expect(new Set([multi, ...multi.other].map((e) => e.detail.price)).size).toBe(3);
    expect(res.data[2]!.detail).toMatchObject({ rating: 0, total_review: 0 });
    expect(res.data[1]!.detail.rating).toBeGreaterThan(0);
    expect(res.data[1]!.other).toEqual([]);
  });

  it("prices follow the signed-in member's type and tier; a warehouse that no longer sells the product gives 0", async () => {
    const pid = need(productIds, 'cooling-rack-stainless-40-x-25-cm');
    const bdg = need(warehouseIds, 'WH-BDG');
    const store = await api('post', 'lms/component/wishlist/store', b2b.token, {
      json: { type: 'ecom', product_id: pid, user_id: b2b.user.id, warehouse_id: bdg, pricelist_type: 'b2c', pricelist_tier: 3 },
    });
    expect(store.status).toBe(200);
    const [row] = await gw.db.select().from(s.wishlist).where(and(eq(s.wishlist.user_id, b2b.user.id), eq(s.wishlist.product_id, pid)));
    expect([row!.pricelist_type, row!.pricelist_tier]).toEqual(['b2b', 1]);
    const [b2bPrice] = await gw.db
      .select()
      .from(s.productPrices)
      .where(and(eq(s.productPrices.product_id, pid), eq(s.productPrices.warehouse_id, bdg), eq(s.productPrices.type, 'b2b'), eq(s.productPrices.tier, 1)));
    const listed = parseResult((await api('get', 'lms/component/wishlist/ecom', b2b.token)).body, StoreWishlistPage);
    expect(listed.data[0]!.detail.price).toBe(b2bPrice!.price);
    await gw.db.delete(s.productPrices).where(and(eq(s.productPrices.product_id, pid), eq(s.productPrices.warehouse_id, bdg), eq(s.productPrices.type, 'b2b'), eq(s.productPrices.tier, 1)));
    const unpriced = parseResult((await api('get', 'lms/component/wishlist/ecom', b2b.token)).body, StoreWishlistPage);
    expect(unpriced.data[0]!.detail.price).toBe(0);
  });

  it('an empty wishlist is an empty page', async () => {
    const { token } = await register('Kosong', 'kosong@contoh.id');
    for (const tab of ['lms', 'ecom']) {
      const res = parseResult((await api('get', `lms/component/wishlist/${tab}`, token)).body, paged(v.unknown()));
      expect([res.count, res.pages, res.data]).toEqual([0, 0, []]);
    }
  });

  it.each([
    [{ user_id: 999 }, 403, 'user_id tidak sesuai dengan sesi login'],
    [{ limit: 0 }, 400, 'limit minimal 1'],
    [{ limit: 1000 }, 400, 'limit maksimal 100'],
    [{ page: 'dua' }, 400, undefined],
    [{ page: 0 }, 400, 'page minimal 1'],
    [{ q: 'x'.repeat(101) }, 400, 'Maksimal 100 karakter'],
  ])('query %o → %i', async (query, status, message) => {
    for (const tab of ['lms', 'ecom']) {
      const res = await api('get', `lms/component/wishlist/${tab}`, anggota.token, { query });
      expect(res.status).toBe(status);
      if (message) expect(res.body.message).toBe(message);
    }
  });
});

describe('wishlist store and delete (portal §7, §8)', () => {
  it("delete removes an 'other' row with 'Sukses hapus wishlist'; the list then shows one other", async () => {
    const before = parseResult((await api('get', 'lms/component/wishlist/ecom', anggota.token)).body, StoreWishlistPage);
    const victim = before.data[0]!.other[1]!;
    const res = await api('delete', `lms/component/wishlist/delete/${victim.id}`, anggota.token, { json: { user_id: anggota.user.id } });
    expect([res.status, res.body.message]).toEqual([200, 'Sukses hapus wishlist']);
    const after = parseResult((await api('get', 'lms/component/wishlist/ecom', anggota.token)).body, StoreWishlistPage);
    expect(after.data[0]!.other.map((o) => o.id)).toEqual([before.data[0]!.other[0]!.id]);
  });

  it("another member's entry → 404 and it stays; another user_id in the body → 403; bad bodies → 400", async () => {
    const list = parseResult((await api('get', 'lms/component/wishlist/lms', anggota.token)).body, CourseWishlistPage);
    const id = list.data[0]!.id;
    const foreign = await api('delete', `lms/component/wishlist/delete/${id}`, b2b.token, { json: { user_id: b2b.user.id } });
    expect([foreign.status, foreign.body.message]).toEqual([404, 'Data tidak ditemukan']);
    const mismatch = await api('delete', `lms/component/wishlist/delete/${id}`, anggota.token, { json: { user_id: b2b.user.id } });
    expect([mismatch.status, mismatch.body.message]).toEqual([403, 'user_id tidak sesuai dengan sesi login']);
    expect((await api('delete', `lms/component/wishlist/delete/${id}`, anggota.token, { raw: '{' })).status).toBe(400);
    expect((await api('delete', `lms/component/wishlist/delete/${id}`, anggota.token, { json: { user_id: 'x' } })).status).toBe(400);
    expect((await api('delete', 'lms/component/wishlist/delete/abc', anggota.token)).status).toBe(404);
    const still = parseResult((await api('get', 'lms/component/wishlist/lms', anggota.token)).body, CourseWishlistPage);
    expect(still.data[0]!.id).toBe(id);
  });

  it("store refuses an inactive course, an unknown product and a warehouse that does not sell it with 404 'Item tidak diketahui'", async () => {
    const inactive = need(courseIds, 'kue-bulan-tradisional-arsip');
    const flour = need(productIds, 'tepung-beras-putih-500-g');
    for (const json of [
      { type: 'course', product_id: inactive, user_id: anggota.user.id },
      { type: 'ecom', product_id: 987654, user_id: anggota.user.id, warehouse_id: need(warehouseIds, 'WH-BDG'), pricelist_type: 'b2c', pricelist_tier: 3 },
      { type: 'ecom', product_id: flour, user_id: anggota.user.id, warehouse_id: 9999, pricelist_type: 'b2c', pricelist_tier: 3 },
    ]) {
      const res = await api('post', 'lms/component/wishlist/store', anggota.token, { json });
      expect([res.status, res.body.message]).toEqual([404, 'Item tidak diketahui']);
    }
  });

  it("a seeded course is already there: 403 'Item sudah ada di wishlist'", async () => {
    const res = await api('post', 'lms/component/wishlist/store', anggota.token, {
      json: { type: 'course', product_id: need(courseIds, SEED_WISHLIST_COURSES[1]), user_id: anggota.user.id },
    });
    expect([res.status, res.body.message]).toEqual([403, 'Item sudah ada di wishlist']);
  });
});

describe('cart from the wishlist (portal §4, §7 "Cart from the wishlist", §8 "Add to cart")', () => {
  const add = (item_id: number, token = anggota.token, user_id = anggota.user.id) =>
    api('post', 'lms/finance/cart/add', token, { json: { user_id, carts: [{ type: 'lms', item_id, quantity: 1 }], update_cart: true } });

  it("adds a wishlisted course with quantity 1 ('Kursus ditambahkan ke dalam keranjang'); the reload shows it; the entry stays", async () => {
    const courseId = need(courseIds, SEED_WISHLIST_COURSES[2]);
    const res = await add(courseId);
    expect([res.status, res.body.message]).toEqual([200, 'Kursus ditambahkan ke dalam keranjang']);
    const cart = parseResult(
      (await api('get', 'lms/finance/cart', anggota.token, { query: { user_id: anggota.user.id, limit: 20, warehouse_id: need(warehouseIds, 'WH-BDG'), pricelist_type: 'b2c', pricelist_tier: 3 } })).body,
      Cart,
    );
    expect(cart.data.lms_cart.map((l) => [l.item_id, l.quantity])).toContainEqual([courseId, 1]);
    const list = parseResult((await api('get', 'lms/component/wishlist/lms', anggota.token, { query: { q: 'banana' } })).body, CourseWishlistPage);
    expect(list.count).toBe(1);
  });

  it('again → 403 (shown as the "already in the cart or bought" text); an unknown course → 404; another member → 403', async () => {
    const courseId = need(courseIds, SEED_WISHLIST_COURSES[2]);
    expect((await add(courseId)).status).toBe(403);
    expect((await add(987654)).status).toBe(404);
    expect((await add(courseId, anggota.token, b2b.user.id)).status).toBe(403);
  });
});

describe('address book (portal §4, §5, §7, §8)', () => {
  const form = (over: Record<string, unknown> = {}) => ({
    label: 'Kantor',
    recipient: 'Siti Rahmawati',
    address: 'Jl. Asia Afrika No. 8',
    phone: '0227654321',
    district_id: '32.73.19',
    village_id: '32.73.19.1001',
    village: 'Braga',
    postcode: '40111',
    latitude: null,
    longitude: null,
    note: '',
    ...over,
  });

  it("add → 'Alamat telah berhasil ditambah', edit → '…dirubah', set default → only one default, delete → '…dihapus'", async () => {
    const added = await api('post', 'lms/users/address', anggota.token, { json: form() });
    expect([added.status, added.body.message]).toEqual([200, 'Alamat telah berhasil ditambah']);
    const address = parseResult(added.body, Address);
    expect(address.default).toBe(false);
    expect([address.latitude, address.area.city_name]).toEqual([expect.any(Number), 'Kota Bandung']);

    const edited = await api('put', `lms/users/address/${address.id}`, anggota.token, { json: form({ label: 'Kantor Baru', default: true }) });
    expect([edited.status, edited.body.message]).toEqual([200, 'Alamat telah berhasil dirubah']);
    expect(parseResult(edited.body, Address)).toMatchObject({ label: 'Kantor Baru', default: false });

    const chosen = await api('post', `lms/users/default_address/${address.id}`, anggota.token);
    expect(parseResult(chosen.body, Address).default).toBe(true);
    const list = parseResult((await api('get', 'lms/users/address', anggota.token, { query: { limit: 100 } })).body, paged(Address));
    expect(list.data.filter((a) => a.default).map((a) => a.id)).toEqual([address.id]);
    // Every address carries the village's name also as `village_name` (portal §3 User.address; issue 21).
    for (const a of list.data) expect(a.village_name).toBe(a.village);
    expect(parseResult((await api('get', 'lms/users/info', anggota.token)).body, User).address?.id).toBe(address.id);

    const deleted = await api('delete', `lms/users/address/${address.id}`, anggota.token);
    expect([deleted.status, deleted.body.message]).toEqual([200, 'Alamat telah berhasil dihapus']);
    const rest = parseResult((await api('get', 'lms/users/address', anggota.token)).body, paged(Address));
    expect(rest.data.filter((a) => a.default)).toHaveLength(1);
  });

  it("another member's address: GET, PUT, DELETE and set-default all answer 404 and change nothing", async () => {
    const theirs = parseResult((await api('get', 'lms/users/address', b2b.token)).body, paged(Address)).data[0]!;
    for (const [method, path, json] of [
      ['get', `lms/users/address/${theirs.id}`, undefined],
      ['put', `lms/users/address/${theirs.id}`, form()],
      ['delete', `lms/users/address/${theirs.id}`, undefined],
      ['post', `lms/users/default_address/${theirs.id}`, undefined],
    ] as const) {
      const res = await api(method, path, anggota.token, json ? { json } : {});
      expect([res.status, res.body.message]).toEqual([404, 'Alamat tidak ditemukan']);
    }
    expect(parseResult((await api('get', `lms/users/address/${theirs.id}`, b2b.token)).body, Address)).toEqual(theirs);
  });

  it.each([
    [{ label: '' }, 'Label Alamat harus diisi'],
    [{ recipient: '' }, 'Nama Penerima harus diisi'],
    [{ address: '' }, 'Alamat harus diisi'],
    [{ address: 'Jl. A 1' }, 'Alamat minimal 8 karakter'],
    [{ phone: '' }, 'No Telepon harus diisi'],
    [{ phone: '0812-345' }, 'No Telepon harus angka'],
    [{ phone: '0812345' }, 'No Telepon minimal 8 angka'],
    [{ district_id: '' }, 'Kecamatan harus diisi'],
    [{ village_id: '' }, 'Kelurahan harus diisi'],
    [{ postcode: '' }, 'Kode Pos harus diisi'],
    [{ village_id: '34.71.10.1001' }, 'Data alamat tidak valid, cek kembali data yang kamu masukan'],
  ])('the gateway answers the checkout form\'s texts (decision 018): %o → %s', async (over, message) => {
    const res = await api('post', 'lms/users/address', anggota.token, { json: form(over) });
    expect([res.status, res.body.message]).toEqual([400, message]);
  });

  it('malformed input → 400 or 404, never 500', async () => {
    expect((await api('post', 'lms/users/address', anggota.token, { raw: 'x' })).status).toBe(400);
    expect((await api('post', 'lms/users/address', anggota.token, { json: form({ latitude: 'utara' }) })).status).toBe(400);
    expect((await api('put', 'lms/users/address/abc', anggota.token, { json: form() })).status).toBe(404);
    expect((await api('put', 'lms/users/address/99999999999', anggota.token, { json: form() })).status).toBe(404);
  });
});

describe('the new-member journey (issue 9 point 2): register, 422 on payment, complete the profile, pay', () => {
  it('a member registered on the sign-in stand-in has no phone; after the profile edit the payment goes through', async () => {
    const { token, user: fresh } = await register('Rina', 'rina.baru@contoh.id');
    expect([fresh.no_telp, fresh.profile_address, fresh.address]).toEqual(['', null, null]);

    const info = { id: fresh.id, name: 'Rina Baru', email: fresh.email, phone: '' };
    const order = await api('post', 'lms/finance/order/add', token, {
      json: { user_id: fresh.id, user_info: info, order: [{ type: 'lms', item_id: need(courseIds, 'soto-betawi-kuah-santan'), quantity: 1 }] },
    });
    const invoice = parseResult(order.body, v.object({ invoice: v.string() })).invoice;
    const logistic = { name: 'BDX', rate: 'regular', rate_id: 0, distance: 0, must_insurance: false, insurance_applied: false, insurance_fee: 0, price: 0 };
    const pay = () => api('post', 'lms/finance/order/payment', token, { json: { invoice, user_id: fresh.id, user_info: info, recipient: null, promo_code: '', logistic } });
    const refused = await pay();
    expect([refused.status, refused.body.code]).toEqual([422, 422]);

    const edit = await api('put', 'lms/users/edit', token, {
      json: profileForm({ firstname: 'Rina', lastname: 'Baru', no_telp: '081355512345', education: 'SMA/SMK' }),
    });
    expect([edit.status, edit.body.message]).toEqual([200, 'Info berhasil diubah']);
    expect(parseResult(edit.body, User).no_telp).toBe('081355512345');
    const paid = await pay();
    expect(paid.status).toBe(200);
    expect(paid.body.result).toMatchObject({ invoice });
  });
});

describe('the user cookie stays under the browsers\' 4096-byte limit (src/api/user-cookie.ts)', () => {
  it('a member who filled every text to its cap still gets a user cookie at sign-in, with what the pages need', async () => {
    const { token, user } = await register('Panjang', 'panjang@contoh.id');
    const long = (n: number) => 'x'.repeat(n);
    const edit = await api('put', 'lms/users/edit', token, {
      json: profileForm({
        firstname: long(100),
        lastname: long(100),
        biography: long(2000),
        social_links: { facebook: long(500), twitter: long(500), linkedin: long(500) },
        address_data: { ...profileForm().address_data, address: long(500) },
      }),
    });
    expect(edit.status).toBe(200);
    const address = { label: long(50), recipient: long(100), address: long(500), phone: '0227654321', district_id: '32.73.19', village_id: '32.73.19.1001', village: 'Braga', postcode: '40111', latitude: null, longitude: null, note: long(200), default: true };
    expect((await api('post', 'lms/users/address', token, { json: address })).status).toBe(200);

    const res = await gw.app.request('/sso/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: user.email, password: 'rahasiabaru1', redirect: '/' }).toString(),
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('user='))!;
    const value = cookie.slice('user='.length).split(';')[0]!;
    expect(`user=${value}`.length).toBeLessThanOrEqual(4096);
    const stored = v.parse(User, await decryptJson(decodeURIComponent(value), gw.config.cookieKey));
    expect([stored.id, stored.email, stored.firstname, stored.no_telp, stored.address?.id]).toEqual([user.id, user.email, long(100), '081234567890', expect.any(Number)]);
    expect(stored.biography).toBe('');
    // The full profile is still there on the server (AccountMenu / GeneralInformation load it).
    const full = parseResult((await api('get', 'lms/users/info', token)).body, User);
    expect([full.biography.length, full.social_links.facebook.length, full.profile_address?.address.length]).toEqual([2000, 500, 500]);
  });

  it('an ordinary member is stored unchanged', async () => {
    const { cookies } = await signIn(gw, 'b2b@demo.test');
    const value = cookies.find((c) => c.startsWith('user='))!.slice('user='.length).split(';')[0]!;
    const stored = v.parse(User, await decryptJson(decodeURIComponent(value), gw.config.cookieKey));
    const full = parseResult((await api('get', 'lms/users/info', b2b.token)).body, User);
    expect(stored).toEqual(full);
  });
});

describe('junk on every account route never answers 500', () => {
  it('bodies, queries and ids that make no sense answer 4xx with a message', async () => {
    const { token } = await register('Iseng', 'iseng@contoh.id');
    const routes: Array<[string, string]> = [
      ['put', 'lms/users/edit'], ['post', 'lms/users/change_password'], ['post', 'lms/users/invite'], ['post', 'lms/users/image_upload'],
      ['get', 'lms/component/wishlist/lms'], ['get', 'lms/component/wishlist/ecom'], ['delete', 'lms/component/wishlist/delete/999999'],
      ['get', 'lms/community/point/get_my_referral_code/99999999999'], ['get', 'lms/community/point/get_my_referral_code/%00'],
      ['post', 'lms/community/point/generate_referral_code'],
    ];
    const bodies = ['null', '"x"', '{}', '[]', '{"social_links":null}', '{"social_links":{"facebook":"a\\u0000"}}', '{"firstname":"a\\u0000","address_data":[],"no_telp":1e309}', '{"id_user":99999999999,"email":"a@b.c\\u0000","old_password":{}}'];
    const queries = ['', '?limit=-5&page=abc&user_id=1.5', '?q=%00&page=99999999999&limit=100', '?user_id=99999999999'];
    for (const [method, path] of routes) {
      for (const q of queries) {
        for (const raw of method === 'get' ? [undefined] : bodies) {
          const res = await gw.app.request(`/api/${path}${q}`, { method, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: raw });
          expect(res.status, `${method} ${path}${q} ${raw}`).toBeLessThan(500);
          const body = (await res.json()) as { message: string };
          if (res.status >= 400) expect(body.message.length, `${method} ${path}`).toBeGreaterThan(0);
        }
      }
    }
  });
});
