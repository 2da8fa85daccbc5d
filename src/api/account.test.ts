/**
 * The account contract's schemas and helpers as the SPA uses them (portal §5 messages, the wishlist cart texts).
 * The photo's file rule is tested in file-check.test.ts, its upload call in client-upload.test.ts; the gateway side
 * of the same schemas in src/gateway/routes/account.test.ts.
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { AccountAddressInput, ACCOUNT_ADDRESS_TEXT } from './account-address';
import { InviteInput } from './invite';
import { ChangePasswordInput, educationLabel, latestBirthday, profileEditKind, profileEditSchema, PROFILE_TEXT } from './profile';
import { REFERRAL_CODE_PATTERN } from './referral';
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
