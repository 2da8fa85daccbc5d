/**
 * User and recipient addresses (portal spec §3 "User", "Address"; §7 "User"; commerce spec §7 "Recipient
 * addresses"). The user is also stored encrypted in the `user` cookie by the sign-in site.
 *
 * Paths: GET lms/users/info; GET/POST lms/users/address (limit 100); GET/PUT/DELETE lms/users/address/{id};
 * POST lms/users/default_address/{id}; GET lms/users/my_course (see my-course.ts). The account calls
 * (PUT lms/users/edit, POST lms/users/change_password, POST lms/users/logout) are in profile.ts, the photo upload
 * in profile-photo.ts, the invitation in invite.ts, the address-book form texts of the account pages in
 * account-address.ts (docs/api-contract.md "Account (portal §7)").
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
  /**
   * The village's name under the field name of portal §3 "User … address: … village_name" and commerce §3
   * "Recipient address … village_name" (the same value as `village`). Optional so that a `user` cookie written
   * before it existed still parses.
   */
  village_name: v.optional(v.string()),
  postal_code: v.string(),
  latitude: v.nullable(v.number()),
  longitude: v.nullable(v.number()),
  area: AddressArea,
});
export type Address = v.InferOutput<typeof Address>;

/**
 * The profile's own address (portal §2 "Profile view": address, province, city, district; §7 `address_data`),
 * kept apart from the address book: the village is optional here (portal §5), so it cannot be an address-book
 * entry. `village_id`/`village` are empty strings when no village was chosen; coordinates WGS84 degrees or null.
 */
export const ProfileAddress = v.pick(Address, ['address', 'village_id', 'village', 'postal_code', 'latitude', 'longitude', 'area']);
export type ProfileAddress = v.InferOutput<typeof ProfileAddress>;

/**
 * The member (portal spec §3 "User"). `address` is the default address-book entry (null when none);
 * `profile_address` the profile's own address (null until the profile editor saved one). The gateway always
 * sends `profile_address`; it is optional in the type only so that a `user` cookie written before it existed
 * still parses.
 */
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
  profile_address: v.optional(v.nullable(ProfileAddress)),
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

/**
 * Farthest an address's pin (`latitude`/`longitude`) may lie from its village's stored coordinates, km
 * (docs/decisions/044-address-pin-within-its-village.md). A pin farther away is refused (422
 * {@link PIN_OUTSIDE_VILLAGE}); without a pin the village's own coordinates are stored.
 */
export const PIN_MAX_KM = 3;
/** Gateway message (422) when an address's pin lies more than {@link PIN_MAX_KM} km from the chosen village. */
export const PIN_OUTSIDE_VILLAGE = `Titik lokasi alamat lebih dari ${PIN_MAX_KM} km dari kelurahan yang dipilih. Periksa kembali kelurahan atau titik lokasinya.`;
/**
 * Gateway message (422) when delivery is asked to a saved address whose stored pin lies outside its village (an
 * address saved before the check): the member edits the address first.
 */
export const PIN_UNVERIFIED = 'Titik lokasi alamat ini tidak sesuai dengan kelurahannya. Ubah alamat ini terlebih dahulu.';

/** The signed-in member from the server (GET lms/users/info). @throws ApiError 401 'token not found on auth service'. */
export const getUserInfo = () => call('get', 'lms/users/info', User);
/** The member's addresses, default first (GET lms/users/address, limit 100). */
export const getAddresses = () => call('get', 'lms/users/address', paged(Address), { searchParams: { limit: ADDRESS_LIMIT, page: 1 } });
/** One of the member's addresses. @throws ApiError 404 'Alamat tidak ditemukan'. */
export const getAddress = (id: number) => call('get', `lms/users/address/${id}`, Address);
/** Add an address ('Alamat telah berhasil ditambah'); the first one becomes the default. @throws ApiError 400 with the form's message. */
export const addAddress = (input: AddressInput) => call('post', 'lms/users/address', Address, { json: input });
/** Update an address ('Alamat telah berhasil dirubah'); the default flag is set with {@link setDefaultAddress}. @throws ApiError 400, 404. */
export const updateAddress = (id: number, input: AddressUpdateInput) => call('put', `lms/users/address/${id}`, Address, { json: input });
/** Delete an address ('Alamat telah berhasil dihapus'). @throws ApiError 404. */
export const deleteAddress = (id: number) => call('delete', `lms/users/address/${id}`, v.unknown());
/** Make an address the only default (portal §4 "If 'default' is ticked it then calls the set-default call"). @throws ApiError 404. */
export const setDefaultAddress = (id: number) => call('post', `lms/users/default_address/${id}`, Address);
