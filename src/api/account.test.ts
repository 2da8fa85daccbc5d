/**
 * The account contract's schemas and helpers as the SPA uses them (portal §5 messages, photo checks, the
 * progress-reporting uploader, the wishlist cart texts). The gateway side of the same schemas is tested in
 * src/gateway/routes/account.test.ts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { AccountAddressInput, ACCOUNT_ADDRESS_TEXT } from './account-address';
import { configureApi } from './client';
import { ApiError } from './errors';
import { InviteInput } from './invite';
import { ChangePasswordInput, educationLabel, latestBirthday, profileEditKind, profileEditSchema, PROFILE_TEXT } from './profile';
import { REFERRAL_CODE_PATTERN } from './referral';
import {
  checkImageBytes,
  checkImageFile,
  IMAGE_MAX_BYTES,
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  sniffImage,
  uploadProfileImage,
  type XhrLike,
} from './upload';
import { AddressInput } from './user';
import { wishlistCartFailureText, WISHLIST_CART_TEXT } from './wishlist';

const first = (schema: v.GenericSchema, input: unknown) => {
  const r = v.safeParse(schema, input);
  return r.success ? null : r.issues[0].message;
};

const NOW = new Date('2026-11-24T18:30:00Z'); // 25 Nov 01:30 WIB
const profile = (over: Record<string, unknown> = {}) => ({
  firstname: 'Siti',
  lastname: 'R',
  gender: 'female',
  no_telp: '081234567890',
  birthday: '1994-05-17',
  biography: '',
  education: 'S1',
  address_data: { address: 'Jl. Braga 12', district_id: '32.73.19', village_id: '', village: '', postcode: '40111', latitude: null, longitude: null },
  ...over,
});

describe('profile form (portal §5 "Profile edit")', () => {
  const schema = profileEditSchema(NOW);
  it.each([
    [{ firstname: '  ' }, 'Nama harus diisi'],
    [{ gender: 'other' }, 'Jenis kelamin harus pria atau wanita'],
    [{ no_telp: '' }, 'No telepon harus diisi'],
    [{ no_telp: '0812-3456' }, 'No telepon harus angka'],
    [{ no_telp: '081234567' }, 'No telepon minimal 10 angka'],
    [{ education: 'D3' }, 'Pendidikan harus diisi'],
    [{ address_data: { district_id: '32.73.19', postcode: '40111' } }, 'Alamat harus diisi'],
    [{ address_data: { address: 'Jl. Braga', postcode: '40111' } }, 'Kecamatan harus diisi'],
    [{ address_data: { address: 'Jl. Braga', district_id: '32.73.19' } }, 'Kode Pos harus diisi'],
    [{ birthday: '2026-11-25' }, 'Tanggal lahir maksimal kemarin'],
  ])('%o → %s', (over, message) => {
    expect(first(schema, profile(over))).toBe(message);
  });

  it('a missing required key answers the same message as an empty one', () => {
    const { firstname: _f, gender: _g, ...rest } = profile();
    expect(first(schema, rest)).toBe(PROFILE_TEXT.firstnameRequired);
    expect(first(schema, { ...rest, firstname: 'Siti' })).toBe(PROFILE_TEXT.gender);
  });

  it('yesterday on the WIB calendar is the latest birthday; village, last name, birthday and biography are optional', () => {
    expect(latestBirthday(NOW)).toBe('2026-11-24');
    expect(first(schema, profile({ birthday: '2026-11-24' }))).toBeNull();
    const { lastname: _l, biography: _b, birthday: _d, ...minimal } = profile();
    const out = v.parse(schema, minimal);
    expect([out.lastname, out.biography, out.birthday, out.address_data.village_id]).toEqual(['', '', null, '']);
  });

  it("education is optional on the wire (sent only when in the list) and 'others' reads 'Lainnya'", () => {
    const { education: _e, ...rest } = profile();
    expect(v.parse(schema, rest).education).toBeUndefined();
    expect(educationLabel('others')).toBe('Lainnya');
    expect(educationLabel('S2')).toBe('S2');
    expect(educationLabel(null)).toBe('-');
  });

  it('a body with only social_links is the social media form', () => {
    expect(profileEditKind({ social_links: {} })).toBe('social');
    expect(profileEditKind({ social_links: {}, firstname: 'x' })).toBe('profile');
    expect(profileEditKind([])).toBe('profile');
  });
});

describe('change password (portal §5)', () => {
  it.each([
    [{ new_password: 'rahasia456', re_password: 'rahasia456' }, 'Password saat ini harus diisi'],
    [{ old_password: 'pendek', new_password: 'rahasia456', re_password: 'rahasia456' }, 'Password saat ini minimal 8 karakter'],
    [{ old_password: 'rahasia123', re_password: 'rahasia456' }, 'Password baru harus diisi'],
    [{ old_password: 'rahasia123', new_password: 'pendek', re_password: 'pendek' }, 'Password baru minimal 8 karakter'],
    [{ old_password: 'rahasia123', new_password: 'rahasia456' }, 'Konfirmasi password harus diisi'],
    [{ old_password: 'rahasia123', new_password: 'rahasia456', re_password: 'rahasia789' }, 'Konfirmasi password harus sama dengan password'],
  ])('%o → %s', (input, message) => {
    expect(first(ChangePasswordInput, input)).toBe(message);
  });
});

describe('account address form (portal §5 texts, decision 018)', () => {
  const address = { label: 'Rumah', recipient: 'Siti', address: 'Jl. Braga 12', phone: '081234567', district_id: '32.73.19', village_id: '32.73.19.1001', village: 'Braga', postcode: '40111', latitude: null, longitude: null };
  it.each([
    ['label', 'Label alamat harus diisi', 'Label Alamat harus diisi'],
    ['recipient', 'Nama penerima harus diisi', 'Nama Penerima harus diisi'],
    ['phone', 'No telepon harus diisi', 'No Telepon harus diisi'],
    ['postcode', 'Kode pos harus diisi', 'Kode Pos harus diisi'],
  ])('an empty %s reads "%s" on the account pages and "%s" in checkout', (field, portal, commerce) => {
    expect(first(AccountAddressInput, { ...address, [field]: '' })).toBe(portal);
    expect(first(AddressInput, { ...address, [field]: '' })).toBe(commerce);
  });
  it('shares the rules: phone digits and minimum, address minimum, village required', () => {
    expect(first(AccountAddressInput, { ...address, phone: '08a' })).toBe(ACCOUNT_ADDRESS_TEXT.phoneDigits);
    expect(first(AccountAddressInput, { ...address, phone: '0812345' })).toBe('No telepon minimal 8 angka');
    expect(first(AccountAddressInput, { ...address, address: 'Jl. A' })).toBe('Alamat minimal 8 karakter');
    expect(first(AccountAddressInput, { ...address, village_id: '' })).toBe('Kelurahan harus diisi');
    expect(v.parse(AccountAddressInput, address).default).toBe(false);
  });
});

describe('invite (portal §5)', () => {
  it.each([
    [{}, 'Email harus diisi'],
    [{ email: '   ' }, 'Email harus diisi'],
    [{ email: 'teman@' }, 'Email format salah'],
  ])('%o → %s', (input, message) => {
    expect(first(InviteInput, input)).toBe(message);
  });
  it('lower-cases the address', () => {
    expect(v.parse(InviteInput, { email: ' Teman@Contoh.ID ' }).email).toBe('teman@contoh.id');
  });
});

describe('photo checks (portal §5: MIME type AND extension, content, 2 MB)', () => {
  const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
  const jpg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]);
  it.each([
    ['foto.png', 'image/png', null],
    ['FOTO.JPG', 'image/jpeg', null],
    ['foto.jpeg', 'image/jpg', null],
    ['foto.gif', 'image/gif', IMAGE_TYPE_MESSAGE],
    ['foto.png', 'text/html', IMAGE_TYPE_MESSAGE],
    ['foto.jpg', 'image/png', IMAGE_TYPE_MESSAGE],
    ['foto', 'image/png', IMAGE_TYPE_MESSAGE],
  ])('%s as %s → %s', (name, type, message) => {
    expect(checkImageFile({ name, type, size: 100 })).toBe(message);
  });
  it('refuses more than 2 MB', () => {
    expect(checkImageFile({ name: 'a.png', type: 'image/png', size: IMAGE_MAX_BYTES })).toBeNull();
    expect(checkImageFile({ name: 'a.png', type: 'image/png', size: IMAGE_MAX_BYTES + 1 })).toBe(IMAGE_SIZE_MESSAGE);
  });
  it('reads the signature and requires it to match the declared type', async () => {
    expect([sniffImage(png), sniffImage(jpg), sniffImage(Uint8Array.from([0x3c, 0x68]))]).toEqual(['image/png', 'image/jpeg', null]);
    expect(await checkImageBytes(new File([png], 'a.png', { type: 'image/png' }))).toBeNull();
    expect(await checkImageBytes(new File([jpg], 'a.png', { type: 'image/png' }))).toBe(IMAGE_TYPE_MESSAGE);
    expect(await checkImageBytes(new File(['<svg/>'], 'a.png', { type: 'image/png' }))).toBe(IMAGE_TYPE_MESSAGE);
  });
});

describe('uploadProfileImage (XMLHttpRequest transport with progress)', () => {
  afterEach(() => configureApi({ prefixUrl: '/api/', getToken: () => undefined, appKey: 'public-app-key' }));

  function fakeXhr(status: number, body: unknown) {
    const sent: { method?: string; url?: string; headers: Record<string, string>; body?: Blob | null } = { headers: {} };
    const xhr: XhrLike & { status: number; responseText: string } = {
      status: 0,
      responseText: '',
      upload: { onprogress: null },
      onload: null,
      onerror: null,
      onabort: null,
      ontimeout: null,
      open(method, url) {
        sent.method = method;
        sent.url = url;
      },
      setRequestHeader(name, value) {
        sent.headers[name.toLowerCase()] = value;
      },
      getAllResponseHeaders: () => 'content-type: application/json\r\n',
      send(b) {
        sent.body = b;
        const total = b?.size ?? 0;
        xhr.upload.onprogress?.({ loaded: Math.floor(total / 2), total, lengthComputable: true });
        xhr.upload.onprogress?.({ loaded: total, total, lengthComputable: true });
        xhr.status = status;
        xhr.responseText = JSON.stringify(body);
        xhr.onload?.();
      },
      abort() {},
    };
    return { xhr, sent };
  }

  it('sends multipart files + path=images with the bearer and app key, reports progress, returns image_url', async () => {
    configureApi({ prefixUrl: 'http://gw.test/api/', getToken: () => 'ab'.repeat(32), appKey: 'kunci' });
    const { xhr, sent } = fakeXhr(200, { status: true, code: 200, message: 'Upload berhasil', result: { image_url: 'http://gw.test/uploads/images/x.png' } });
    const progress: number[] = [];
    const result = await uploadProfileImage(new Blob([Uint8Array.from([1, 2, 3])], { type: 'image/png' }), 'foto.png', {
      onProgress: (p) => progress.push(p.fraction),
      createXhr: () => xhr,
    });
    expect(result.image_url).toBe('http://gw.test/uploads/images/x.png');
    expect([sent.method, sent.url]).toEqual(['POST', 'http://gw.test/api/lms/users/image_upload']);
    expect(sent.headers.authorization).toBe(`Bearer ${'ab'.repeat(32)}`);
    expect(sent.headers['x-authorization']).toBe('kunci');
    expect(sent.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const text = await sent.body!.text();
    expect(text).toContain('name="files"; filename="foto.png"');
    expect(text).toMatch(/name="path"\r\n\r\nimages/);
    expect(progress).toEqual([0.5, 1]);
  });

  it("a refused file is an ApiError with the gateway's code and message", async () => {
    configureApi({ prefixUrl: 'http://gw.test/api/' });
    const { xhr } = fakeXhr(415, { status: false, code: 415, message: IMAGE_TYPE_MESSAGE, result: null });
    const error = await uploadProfileImage(new Blob(['x']), 'a.png', { onProgress: () => {}, createXhr: () => xhr }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect([(error as ApiError).code, (error as ApiError).message]).toEqual([415, IMAGE_TYPE_MESSAGE]);
  });

  it('a dropped connection is the network error (502)', async () => {
    configureApi({ prefixUrl: 'http://gw.test/api/' });
    const { xhr } = fakeXhr(0, null);
    xhr.send = () => xhr.onerror?.();
    const error = (await uploadProfileImage(new Blob(['x']), 'a.png', { onProgress: () => {}, createXhr: () => xhr }).catch((e: unknown) => e)) as ApiError;
    expect([error.kind, error.code]).toEqual(['network', 502]);
  });
});

describe('wishlist to cart texts (portal §8 "Add to cart")', () => {
  it.each([
    [401, WISHLIST_CART_TEXT.taken],
    [403, WISHLIST_CART_TEXT.taken],
    [404, 'Kursus tidak ditemukan'],
    [436, 'pesan server'],
  ])('%i → %s', (code, text) => {
    expect(wishlistCartFailureText(code, 'pesan server')).toBe(text);
  });
});

describe('referral code shape', () => {
  it('prefix letters then six characters without look-alikes', () => {
    expect(REFERRAL_CODE_PATTERN.test('SITI7KQ2MX')).toBe(true);
    expect(REFERRAL_CODE_PATTERN.test('SITI7KQ2M0')).toBe(false);
  });
});
