/**
 * The address book as the account pages show it (portal spec §2 "Address list and forms", §4 "Address edit",
 * "Cascading location selects", "Address edit consistency", §5 "Address add and edit", §8 "Address").
 *
 * The calls are those of user.ts (GET/POST lms/users/address, GET/PUT/DELETE lms/users/address/{id}, POST
 * lms/users/default_address/{id}); the gateway validates them with {@link AddressInput}/{@link AddressUpdateInput}
 * (the checkout form's texts, commerce §5). The two documents capitalise four messages differently; each screen
 * uses its own document's text (docs/decisions/018-address-message-readings.md), so the account pages validate
 * with {@link AccountAddressInput}/{@link AccountAddressUpdateInput} below: the same rules and wire shape, the
 * portal's texts ('Label alamat harus diisi', 'Nama penerima harus diisi', 'No telepon …', 'Kode pos harus
 * diisi'). A value refused by the form is refused by the gateway too, with the checkout text.
 */
import * as v from 'valibot';
import { maxText } from './limits';
import { requiredText } from './fields';
import { AddressUpdateInput, type AddressInput } from './user';

/** Texts of the account address pages (portal §2, §5, §8), exactly as the portal document writes them. */
export const ACCOUNT_ADDRESS_TEXT = {
  labelRequired: 'Label alamat harus diisi',
  recipientRequired: 'Nama penerima harus diisi',
  /** The portal names no text for a missing address; this is the commerce document's (same words in both). */
  addressRequired: 'Alamat harus diisi',
  addressMin: 'Alamat minimal 8 karakter',
  /** The portal says "Phone is required" without a text; this follows its own profile rule's wording. */
  phoneRequired: 'No telepon harus diisi',
  phoneDigits: 'No telepon harus angka',
  phoneMin: 'No telepon minimal 8 angka',
  /** Not in the spec (the input stops at 13). */
  phoneMax: 'No telepon maksimal 13 angka',
  provinceRequired: 'Provinsi harus diisi',
  cityRequired: 'Kota harus diisi',
  districtRequired: 'Kecamatan harus diisi',
  villageRequired: 'Kelurahan harus diisi',
  postalCodeRequired: 'Kode pos harus diisi',
  invalidSubmit: 'Data alamat tidak valid, cek kembali data yang kamu masukan',
  added: 'Alamat telah berhasil ditambah',
  updated: 'Alamat telah berhasil dirubah',
  deleted: 'Alamat telah berhasil dihapus',
  deleteConfirm: 'Kamu yakin akan menghapus alamat ini?',
  deleteYes: 'Ya, Hapus',
  deleteNo: 'Batal',
  /** Empty address list (commerce §8 "Address" empty states). */
  empty: 'Kamu belum memiliki data alamat',
} as const;

const T = ACCOUNT_ADDRESS_TEXT;

/** Minimum digits of an address phone and characters of the address text (portal §9). */
export const ADDRESS_PHONE_MIN = 8;
export const ADDRESS_TEXT_MIN = 8;

/**
 * The account pages' address edit payload (PUT lms/users/address/{id}; portal §5 with the portal's texts):
 * label, recipient, address (≥ 8), phone (digits, 8..13), district, village, postcode required; note optional;
 * coordinates optional (the gateway fills them from the village). Other fields as {@link AddressUpdateInput}.
 */
export const AccountAddressUpdateInput = v.object({
  ...AddressUpdateInput.entries,
  label: requiredText(T.labelRequired, 'label'),
  recipient: requiredText(T.recipientRequired, 'name'),
  address: v.pipe(
    v.optional(v.string(T.addressRequired), ''),
    v.trim(),
    v.nonEmpty(T.addressRequired),
    v.minLength(ADDRESS_TEXT_MIN, T.addressMin),
    maxText('address'),
  ),
  phone: v.pipe(
    v.optional(v.string(T.phoneRequired), ''),
    v.trim(),
    v.nonEmpty(T.phoneRequired),
    v.regex(/^\d+$/, T.phoneDigits),
    v.minLength(ADDRESS_PHONE_MIN, T.phoneMin),
    v.maxLength(13, T.phoneMax),
  ),
  district_id: requiredText(T.districtRequired, 'slug'),
  village_id: requiredText(T.villageRequired, 'slug'),
  village: requiredText(T.villageRequired, 'name'),
  postcode: requiredText(T.postalCodeRequired, 'postcode'),
});
export type AccountAddressUpdateInput = v.InferInput<typeof AccountAddressUpdateInput>;

/** The account pages' address add payload (POST lms/users/address): the edit payload plus `default`. */
export const AccountAddressInput = v.object({ ...AccountAddressUpdateInput.entries, default: v.optional(v.boolean(), false) });
export type AccountAddressInput = v.InferInput<typeof AccountAddressInput>;

/** Compile-time proof that the account payload fits the shared call (same wire shape). */
export const asAddressInput = (input: v.InferOutput<typeof AccountAddressInput>): AddressInput => input;
