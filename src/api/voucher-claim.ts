/**
 * The restaurant voucher claim of `/promo?code=` (portal spec §2 "/promo", §3 "Voucher claim", §4 "Voucher page",
 * §5 "Voucher claim", §7 "Voucher", §8 "Voucher claim"; commerce spec §7 "Promo: Voucher submit").
 *
 * Path: POST `lms/courses/erp/submit_voucher` (public) with {@link VoucherClaimInput} → code 200 and
 * `result[0].Code`, one code taken from the promo's finite stock. The gateway's codes (docs/decisions/023-voucher-and-hr.md,
 * 046-limits-per-client.md): 404 unknown promo code; 422 promo inactive; 423 not started; 424 ended; 403
 * 'Mohon maaf voucher sudah habis' when no code is left; 409 {@link VOUCHER_TEXT}.alreadyClaimed when this phone
 * number already claimed a voucher of this promo (one claim per phone per promo, the phone normalised: 0812…,
 * 62812… and +62812… are one); 400 malformed input (empty fields: 'Field tidak boleh kosong.'; a phone that is not
 * an Indonesian mobile number: {@link phoneProblem}'s message); 429 'Terlalu banyak permintaan, coba lagi nanti'
 * past the limits per client and per client and promo code. The page shows a refused phone at its field and
 * 'Mohon maaf voucher sudah habis' only for the 403 (machines/voucher-claim.machine.ts; decision 055).
 */
import * as v from 'valibot';
import { call } from './client';
import type { LimitName } from './limits';
import { requiredText } from './fields';

/** The spec's empty-field alert (portal §5), also the gateway's 400 message. */
export const VOUCHER_FIELD_REQUIRED = 'Field tidak boleh kosong.';
/** The spec's voucher text (portal §8), shown when the promo's stock is empty (the gateway's 403). */
export const VOUCHER_EXHAUSTED = 'Mohon maaf voucher sudah habis';

/**
 * The claim's texts shared by the gateway's answers and the page. The two phone texts quoted in the spec are the
 * portal's phone rules (§5 "Profile edit": 'No telepon harus angka', 'No telepon minimal 10 angka'); the rest are
 * this project's (decision 046), the spec being silent.
 */
export const VOUCHER_TEXT = {
  required: VOUCHER_FIELD_REQUIRED,
  exhausted: VOUCHER_EXHAUSTED,
  phoneDigits: 'No telepon harus angka',
  phoneMin: 'No telepon minimal 10 angka',
  phoneMobile: 'No HP harus nomor seluler Indonesia, contoh 081234567890',
  alreadyClaimed: 'Nomor HP ini sudah pernah mengklaim voucher promo ini',
} as const;

/**
 * An Indonesian mobile number in one form, for "one claim per phone": digits only, the country code 62 in front
 * of the 8 (0812…, 62812…, +62812…, 812… and `+62 812-3456-7890` are all `62812…`). Not checked; see
 * {@link phoneProblem}.
 */
export function normalizeIndonesianPhone(raw: string): string {
  let digits = raw.replace(/\D/g, '');
  if (digits.startsWith('0')) digits = `62${digits.slice(1)}`;
  else if (digits.startsWith('8')) digits = `62${digits}`;
  return digits;
}

/**
 * What is wrong with a typed phone number, or null when it is an Indonesian mobile number (08 followed by 8 to 11
 * digits, in any of the forms {@link normalizeIndonesianPhone} reads). An empty value is the form's
 * 'Field tidak boleh kosong.', not checked here.
 */
export function phoneProblem(raw: string): string | null {
  if (!/^[\d\s+().-]*$/.test(raw)) return VOUCHER_TEXT.phoneDigits;
  const phone = normalizeIndonesianPhone(raw);
  // National digits: the number as written with its leading 0.
  const national = phone.startsWith('62') ? phone.length - 1 : phone.length;
  if (national < 10) return VOUCHER_TEXT.phoneMin;
  return /^628\d{8,11}$/.test(phone) ? null : VOUCHER_TEXT.phoneMobile;
}

const required = (cap: LimitName) => requiredText(VOUCHER_FIELD_REQUIRED, cap);

/**
 * Body of POST lms/courses/erp/submit_voucher. `no_hp` is an Indonesian mobile number ({@link phoneProblem}) and
 * comes out normalised ({@link normalizeIndonesianPhone}: `62812…`).
 */
export const VoucherClaimInput = v.object({
  nama_customer: required('name'),
  no_hp: v.pipe(
    required('phone'),
    v.check(
      (phone) => phoneProblem(phone) === null,
      (issue) => phoneProblem(String(issue.input)) ?? VOUCHER_TEXT.phoneMobile,
    ),
    v.transform(normalizeIndonesianPhone),
  ),
  code: required('code'),
});
export type VoucherClaimInput = v.InferInput<typeof VoucherClaimInput>;

/** One claimed voucher (`Code` capitalised as the ERP answers). `valid_until` ISO 8601. */
export const VoucherClaimed = v.object({
  Code: v.string(),
  promo_code: v.string(),
  title: v.string(),
  outlet: v.string(),
  nama_customer: v.string(),
  no_hp: v.string(),
  valid_until: v.string(),
});
export type VoucherClaimed = v.InferOutput<typeof VoucherClaimed>;
export const VoucherClaimResult = v.pipe(v.array(VoucherClaimed), v.minLength(1));

/** POST lms/courses/erp/submit_voucher. @returns the result list; the code is `result[0].Code`. */
export const submitVoucher = (body: VoucherClaimInput) =>
  call('post', 'lms/courses/erp/submit_voucher', VoucherClaimResult, { json: body });
