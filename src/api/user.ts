/**
 * User and recipient addresses (portal spec §3 "User", "Address"; §7 "User"; commerce spec §7 "Recipient
 * addresses"). The user is also stored encrypted in the `user` cookie by the sign-in site.
 *
 * Paths: GET lms/users/info; GET/POST lms/users/address (limit 100); GET/PUT/DELETE lms/users/address/{id};
 * POST lms/users/default_address/{id}; GET lms/users/my_course (see my-course.ts).
 */
import * as v from 'valibot';
import { call } from './client';
import { paged, PriceType } from './envelope';
import { cappedText, maxText } from './limits';

/** Role ids (portal spec §6). */
export const ROLE = { admin: 1, user: 2, moderator: 51, instructor: 52, assesor: 53, assesorLive: 54 } as const;

export const AddressArea = v.object({
  province_id: v.string(),
  province_name: v.string(),
  city_id: v.string(),
  city_name: v.string(),
  district_id: v.string(),
  district_name: v.string(),
});
export type AddressArea = v.InferOutput<typeof AddressArea>;

/** A recipient address (portal spec §3 "Address"). Coordinates WGS84 degrees; `village` is the village name. */
export const Address = v.object({
  default: v.boolean(),
  id: v.number(),
  label: v.string(),
  recipient: v.string(),
  address: v.string(),
  phone: v.string(),
  note: v.string(),
  village_id: v.string(),
  village: v.string(),
  postal_code: v.string(),
  latitude: v.nullable(v.number()),
  longitude: v.nullable(v.number()),
  area: AddressArea,
});
export type Address = v.InferOutput<typeof Address>;

export const User = v.object({
  id: v.number(),
  firstname: v.string(),
  lastname: v.string(),
  email: v.string(),
  image: v.string(),
  type: PriceType,
  tier: v.number(),
  status: v.string(),
  birthday: v.nullable(v.string()),
  gender: v.nullable(v.string()),
  no_telp: v.string(),
  education: v.nullable(v.string()),
  biography: v.string(),
  role_data: v.array(v.object({ role_id: v.number(), role_name: v.string(), created_at: v.string(), updated_at: v.string() })),
  address: v.nullable(Address),
  social_login: v.boolean(),
  social_links: v.object({ facebook: v.string(), twitter: v.string(), linkedin: v.string() }),
  created_at: v.string(),
  updated_at: v.string(),
});
export type User = v.InferOutput<typeof User>;

/** Digits only (spaces and non-digits are stripped as typed; portal §5, commerce §5). */
export const onlyDigits = (text: string) => text.replace(/\D+/g, '').slice(0, 13);

/**
 * The address add payload (portal spec §7, commerce spec §5 "Address form" messages). The same schema
 * validates the checkout form and the gateway's POST/PUT body. PUT uses {@link AddressUpdateInput} (no default).
 */
export const AddressUpdateInput = v.object({
  label: v.pipe(v.string('Label Alamat harus diisi'), v.trim(), v.nonEmpty('Label Alamat harus diisi'), maxText('label')),
  recipient: v.pipe(v.string('Nama Penerima harus diisi'), v.trim(), v.nonEmpty('Nama Penerima harus diisi'), maxText('name')),
  address: v.pipe(
    v.string('Alamat harus diisi'),
    v.trim(),
    v.nonEmpty('Alamat harus diisi'),
    v.minLength(8, 'Alamat minimal 8 karakter'),
    maxText('address'),
  ),
  phone: v.pipe(
    v.string('No Telepon harus diisi'),
    v.trim(),
    v.nonEmpty('No Telepon harus diisi'),
    v.regex(/^\d+$/, 'No Telepon harus angka'),
    v.minLength(8, 'No Telepon minimal 8 angka'),
    v.maxLength(13, 'No Telepon maksimal 13 angka'),
  ),
  district_id: v.pipe(v.string('Kecamatan harus diisi'), v.nonEmpty('Kecamatan harus diisi'), maxText('slug')),
  village_id: v.pipe(v.string('Kelurahan harus diisi'), v.nonEmpty('Kelurahan harus diisi'), maxText('slug')),
  village: v.pipe(v.string('Kelurahan harus diisi'), v.nonEmpty('Kelurahan harus diisi'), maxText('name')),
  postcode: v.pipe(v.string('Kode Pos harus diisi'), v.trim(), v.nonEmpty('Kode Pos harus diisi'), maxText('code')),
  latitude: v.nullable(v.pipe(v.number(), v.minValue(-90), v.maxValue(90))),
  longitude: v.nullable(v.pipe(v.number(), v.minValue(-180), v.maxValue(180))),
  note: v.optional(cappedText('note'), ''),
});
export type AddressUpdateInput = v.InferInput<typeof AddressUpdateInput>;
export const AddressInput = v.object({ ...AddressUpdateInput.entries, default: v.optional(v.boolean(), false) });
export type AddressInput = v.InferInput<typeof AddressInput>;

/** Address list limit (portal spec §9). */
export const ADDRESS_LIMIT = 100;
/**
 * Most addresses one member may keep: the list limit, so the list (limit 100) always shows every address
 * (docs/decisions/016-input-limits.md).
 */
export const MAX_ADDRESSES = ADDRESS_LIMIT;
/** Gateway message when a member already has {@link MAX_ADDRESSES} addresses. */
export const TOO_MANY_ADDRESSES = `Jumlah alamat sudah mencapai batas ${MAX_ADDRESSES} alamat, hapus alamat lain terlebih dahulu`;

export const getUserInfo = () => call('get', 'lms/users/info', User);
export const getAddresses = () => call('get', 'lms/users/address', paged(Address), { searchParams: { limit: ADDRESS_LIMIT, page: 1 } });
export const getAddress = (id: number) => call('get', `lms/users/address/${id}`, Address);
export const addAddress = (input: AddressInput) => call('post', 'lms/users/address', Address, { json: input });
export const updateAddress = (id: number, input: AddressUpdateInput) => call('put', `lms/users/address/${id}`, Address, { json: input });
export const deleteAddress = (id: number) => call('delete', `lms/users/address/${id}`, v.unknown());
export const setDefaultAddress = (id: number) => call('post', `lms/users/default_address/${id}`, Address);
