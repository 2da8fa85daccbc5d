/**
 * The member's profile, social links, password and session on the gateway (portal spec §2 "Account area":
 * profile view/edit, change password, social media; §4 "Session", "Profile forms"; §5 "Profile edit",
 * "Change password"; §7 "User"; §8 "Profile", sign-out). Contract: docs/api-contract.md "Account (portal §7)".
 *
 * Paths:
 * - PUT lms/users/edit — either the whole profile form ({@link profileEditSchema}: names, gender, phone, birthday,
 *   biography, education, image, `address_data`, optional `social_links`) or the social links alone
 *   ({@link SocialLinksInput}: a body whose only key is `social_links`; the 'Social media' page). Answers the
 *   updated {@link User} with message {@link PROFILE_TEXT}.saved 'Info berhasil diubah'.
 * - POST lms/users/change_password — `{ old_password, new_password, re_password }` ({@link ChangePasswordInput});
 *   the gateway verifies the current password (400 {@link PASSWORD_TEXT}.wrongCurrent) and revokes the member's
 *   other sessions. Answers `null`, message 'Password berhasil diubah'.
 * - POST lms/users/logout (path not shown in the spec; chosen here, docs/decisions/017-account-calls.md) —
 *   revokes the bearer token on the gateway; every later call with it answers 401 'token not found on auth
 *   service'. Answers `null`, message 'Logout berhasil'. The SPA calls it, then deletes both cookies; a failure is
 *   'Logout Failed!' (portal §4, §8).
 *
 * Every request is validated by the gateway with these same schemas: a refused field answers 400 with the exact
 * message below (the first problem only). Free text is capped by src/api/limits.ts.
 */
import * as v from 'valibot';
import { call } from './client';
import { maxText } from './limits';
import { isCalendarDate, optionalText, requiredText } from './fields';
import { User } from './user';

/** Texts of the profile editor and its answers (portal §5 "Profile edit", §8 "Profile"), exactly as the spec writes them. */
export const PROFILE_TEXT = {
  firstnameRequired: 'Nama harus diisi',
  gender: 'Jenis kelamin harus pria atau wanita',
  phoneRequired: 'No telepon harus diisi',
  phoneDigits: 'No telepon harus angka',
  phoneMin: 'No telepon minimal 10 angka',
  /** Not in the spec (the input simply stops at 13); the gateway's answer for a longer value. */
  phoneMax: 'No telepon maksimal 13 angka',
  addressRequired: 'Alamat harus diisi',
  /** Form-only rule: the wire carries the district, from which the gateway derives city and province. */
  provinceRequired: 'Provinsi harus diisi',
  /** Form-only rule (see provinceRequired). */
  cityRequired: 'Kota harus diisi',
  districtRequired: 'Kecamatan harus diisi',
  postalCodeRequired: 'Kode Pos harus diisi',
  educationRequired: 'Pendidikan harus diisi',
  /** Not in the spec: a birthday that is not a real YYYY-MM-DD date. */
  birthdayInvalid: 'Tanggal lahir tidak valid',
  /** Not in the spec (the date input stops at yesterday): the gateway's answer for a later date. */
  birthdayMax: 'Tanggal lahir maksimal kemarin',
  /** Not in the spec: an `image` that is not one of the member's own uploads. */
  imageInvalid: 'Foto profil tidak valid, unggah ulang foto kamu',
  invalidSubmit: 'Data profil tidak valid, cek kembali data yang kamu masukan',
  saved: 'Info berhasil diubah',
  /** Label of education 'others' in the view (portal §2 "Profile view"). */
  educationOthers: 'Lainnya',
} as const;

/** Texts of the change-password form and its answers (portal §5 "Change password"). */
export const PASSWORD_TEXT = {
  oldRequired: 'Password saat ini harus diisi',
  oldMin: 'Password saat ini minimal 8 karakter',
  newRequired: 'Password baru harus diisi',
  newMin: 'Password baru minimal 8 karakter',
  reRequired: 'Konfirmasi password harus diisi',
  reMismatch: 'Konfirmasi password harus sama dengan password',
  /** Not in the spec: the gateway's answer when the current password is wrong. */
  wrongCurrent: 'Password saat ini salah',
  /** Not in the spec: a member who signs in through a social account has no password to change. */
  socialLogin: 'Akun ini masuk dengan media sosial dan tidak memiliki password',
  saved: 'Password berhasil diubah',
} as const;

/** Session texts (portal §8): the sign-out failure alert and the failed user refresh alert. */
export const SESSION_TEXT = {
  logoutFailed: 'Logout Failed!',
  refreshFailed: 'Failed get updated user!',
  /** The gateway's message for a successful POST lms/users/logout. */
  loggedOut: 'Logout berhasil',
} as const;

/** Education options in the order of the select (portal §2 "Profile edit", §9 "a fixed list"). */
export const EDUCATION_OPTIONS = ['SD', 'SMP', 'SMA/SMK', 'S1', 'S2', 'S3', 'others'] as const;
export type Education = (typeof EDUCATION_OPTIONS)[number];

/** Whether a stored education is one of the fixed options (only then is it sent, portal §5). */
export const isEducation = (value: unknown): value is Education => (EDUCATION_OPTIONS as readonly unknown[]).includes(value);

/** The view's label of an education value: 'others' → 'Lainnya' (portal §2), other values as stored, '-' when empty. */
export const educationLabel = (value: string | null | undefined): string =>
  value === 'others' ? PROFILE_TEXT.educationOthers : value ? value : '-';

/** Gender values on the wire (portal §5: female or male). The form labels them Pria / Wanita. */
export const GENDERS = ['male', 'female'] as const;

/** Phone lengths in digits (portal §5, §9): at least 10 in the profile, the input keeps at most 13. */
export const PROFILE_PHONE_MIN = 10;
export const PHONE_MAX_DIGITS = 13;

/** Minimum password length (portal §9). */
export const PASSWORD_MIN = 8;

/** Offset of Western Indonesian Time (WIB, UTC+7) in ms: "yesterday" is counted on the WIB calendar. */
const WIB_OFFSET_MS = 7 * 3_600_000;

/**
 * The latest birthday allowed at `now` (portal §5 "The birth date must not be later than yesterday"):
 * yesterday's date on the WIB calendar, as `YYYY-MM-DD` (also the date input's `max`).
 */
export function latestBirthday(now: Date): string {
  return new Date(now.getTime() + WIB_OFFSET_MS - 86_400_000).toISOString().slice(0, 10);
}

/** A coordinate in degrees, or null. */
const coordinate = (limit: number) => v.optional(v.nullable(v.pipe(v.number(), v.finite(), v.minValue(-limit), v.maxValue(limit))), null);

/**
 * The profile's phone (portal §5): required 'No telepon harus diisi', digits only 'No telepon harus angka',
 * at least 10 digits 'No telepon minimal 10 angka', at most 13. The form strips spaces and non-digits as typed
 * (`onlyDigits` in user.ts), so the gateway refuses anything else.
 */
export const ProfilePhone = v.pipe(
  v.optional(v.string(PROFILE_TEXT.phoneRequired), ''),
  v.trim(),
  v.nonEmpty(PROFILE_TEXT.phoneRequired),
  v.regex(/^\d+$/, PROFILE_TEXT.phoneDigits),
  v.minLength(PROFILE_PHONE_MIN, PROFILE_TEXT.phoneMin),
  v.maxLength(PHONE_MAX_DIGITS, PROFILE_TEXT.phoneMax),
);

/**
 * `address_data` of the profile edit (portal §7): `address` required 'Alamat harus diisi' (≤ 500), `district_id`
 * required 'Kecamatan harus diisi' (the gateway derives city and province from it), `village_id`/`village`
 * optional (portal §5), `postcode` required 'Kode Pos harus diisi' (≤ 10), coordinates optional (WGS84 degrees;
 * filled from the village when missing). A missing `address_data` reads as an empty one.
 */
export const ProfileAddressInput = v.optional(
  v.object({
    address: requiredText(PROFILE_TEXT.addressRequired, 'address'),
    district_id: requiredText(PROFILE_TEXT.districtRequired, 'slug'),
    village_id: optionalText('slug'),
    village: optionalText('name'),
    postcode: requiredText(PROFILE_TEXT.postalCodeRequired, 'postcode'),
    latitude: coordinate(90),
    longitude: coordinate(180),
  }),
  {},
);

/** Social links (portal §2 "Social media": facebook, twitter, linkedin, no validation; each capped at 500). */
export const SocialLinks = v.object({
  facebook: optionalText('url'),
  twitter: optionalText('url'),
  linkedin: optionalText('url'),
});
export type SocialLinks = v.InferOutput<typeof SocialLinks>;

/**
 * The whole profile form on the wire (portal §7 PUT lms/users/edit, rules and messages of §5), checked at `now`
 * (the birthday must be at most {@link latestBirthday}(now); the gateway passes its own clock, the form the
 * browser's):
 * - `firstname` required 'Nama harus diisi'; `lastname`, `biography` optional;
 * - `gender` 'male' | 'female', otherwise 'Jenis kelamin harus pria atau wanita';
 * - `no_telp` see {@link ProfilePhone};
 * - `birthday` optional `YYYY-MM-DD` or null/'' (none), at most yesterday (WIB);
 * - `education` optional; when sent, one of {@link EDUCATION_OPTIONS} ('Pendidikan harus diisi' otherwise);
 *   when absent the stored value stays (portal §5 "sent only when it is one of the list");
 * - `image` optional: absent keeps the photo, '' removes it, otherwise the `image_url` of one of the member's own
 *   uploaded photos (profile-photo.ts) or the current photo;
 * - `address_data` see {@link ProfileAddressInput}; `social_links` optional (absent keeps them).
 */
export function profileEditSchema(now: Date) {
  const latest = latestBirthday(now);
  return v.object({
    firstname: requiredText(PROFILE_TEXT.firstnameRequired, 'name'),
    lastname: optionalText('name'),
    gender: v.pipe(v.optional(v.string(PROFILE_TEXT.gender), ''), v.picklist(GENDERS, PROFILE_TEXT.gender)),
    no_telp: ProfilePhone,
    birthday: v.pipe(
      v.optional(v.nullable(v.string(PROFILE_TEXT.birthdayInvalid)), null),
      v.transform((x) => (x === null || x.trim() === '' ? null : x.trim())),
      v.check((x) => x === null || isCalendarDate(x), PROFILE_TEXT.birthdayInvalid),
      v.check((x) => x === null || x <= latest, PROFILE_TEXT.birthdayMax),
    ),
    biography: optionalText('text'),
    education: v.optional(v.picklist(EDUCATION_OPTIONS, PROFILE_TEXT.educationRequired)),
    image: v.optional(v.pipe(v.string(PROFILE_TEXT.imageInvalid), v.trim(), maxText('url'))),
    address_data: ProfileAddressInput,
    social_links: v.optional(SocialLinks),
  });
}
/** The profile form payload as the SPA sends it. */
export type ProfileEditInput = v.InferInput<ReturnType<typeof profileEditSchema>>;
/** The profile form payload after validation (what the gateway stores). */
export type ProfileEditFields = v.InferOutput<ReturnType<typeof profileEditSchema>>;

/** The 'Social media' page's save: PUT lms/users/edit with `social_links` only (no other key). */
export const SocialLinksInput = v.strictObject({ social_links: SocialLinks }, 'Body hanya boleh berisi social_links');
export type SocialLinksInput = v.InferInput<typeof SocialLinksInput>;

/** Which form a PUT lms/users/edit body is: `social` when its only key is `social_links`, else `profile`. */
export function profileEditKind(body: unknown): 'social' | 'profile' {
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const keys = Object.keys(body);
    if (keys.length === 1 && keys[0] === 'social_links') return 'social';
  }
  return 'profile';
}

/** A password field: required, at least 8, at most 128 characters; never trimmed. */
const passwordField = (required: string, min: string) =>
  v.pipe(
    v.optional(v.string(required), ''),
    v.nonEmpty(required),
    v.minLength(PASSWORD_MIN, min),
    maxText('password'),
  );

/**
 * POST lms/users/change_password (portal §5 "Change password", §7): the six messages of §5 in field order;
 * `re_password` must equal `new_password` ('Konfirmasi password harus sama dengan password').
 */
export const ChangePasswordInput = v.pipe(
  v.object({
    old_password: passwordField(PASSWORD_TEXT.oldRequired, PASSWORD_TEXT.oldMin),
    new_password: passwordField(PASSWORD_TEXT.newRequired, PASSWORD_TEXT.newMin),
    re_password: v.pipe(v.optional(v.string(PASSWORD_TEXT.reRequired), ''), v.nonEmpty(PASSWORD_TEXT.reRequired), maxText('password')),
  }),
  v.forward(
    v.partialCheck([['new_password'], ['re_password']], (x) => x.new_password === x.re_password, PASSWORD_TEXT.reMismatch),
    ['re_password'],
  ),
);
export type ChangePasswordInput = v.InferInput<typeof ChangePasswordInput>;

/**
 * Save the profile form (PUT lms/users/edit). @returns the updated User (store it as the user cookie).
 * @throws ApiError 400 with a §5 message, 401 'token not found on auth service'.
 */
export const editProfile = (input: ProfileEditInput) => call('put', 'lms/users/edit', User, { json: input });

/** Save the social links alone (PUT lms/users/edit with `{ social_links }`). @returns the updated User. */
export const editSocialLinks = (links: SocialLinks) => call('put', 'lms/users/edit', User, { json: { social_links: links } satisfies SocialLinksInput });

/**
 * Change the password (POST lms/users/change_password). Other sessions of the member stop working; this one
 * stays. @throws ApiError 400 with a §5 message or 'Password saat ini salah'; 403 for social-login accounts.
 */
export const changePassword = (input: ChangePasswordInput) => call('post', 'lms/users/change_password', v.null(), { json: input });

/**
 * Revoke the current token on the gateway (POST lms/users/logout). Call before deleting the cookies.
 * @throws ApiError 401 'token not found on auth service' when the token is already unknown (sign out anyway).
 */
export const logoutOnGateway = () => call('post', 'lms/users/logout', v.null());
