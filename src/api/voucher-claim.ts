/**
 * The restaurant voucher claim of `/promo?code=` (portal spec §2 "/promo", §3 "Voucher claim", §4 "Voucher page",
 * §5 "Voucher claim", §7 "Voucher", §8 "Voucher claim"; commerce spec §7 "Promo: Voucher submit").
 *
 * Path: POST `lms/courses/erp/submit_voucher` (public) with {@link VoucherClaimInput} → code 200 and
 * `result[0].Code`, one code taken from the promo's finite stock. The gateway's answers, which the SPA shows as
 * they are (docs/decisions/023-voucher-and-hr.md; the client contract of decision 055):
 * - 403 'Mohon maaf voucher sudah habis': no code is left — the only answer shown with that text;
 * - 409 (its message, e.g. 'Nomor HP ini sudah pernah mengklaim voucher promo ini'): this phone number, however
 *   written (0812…, 62812…, +62 812…), already claimed a voucher of this promo;
 * - 400 or 422 with a message starting 'No telepon' or 'No HP' (e.g. 'No HP harus 8 sampai 15 angka'): the phone
 *   itself is refused; the SPA shows it at the phone field;
 * - 404 unknown promo code, 422 inactive, 423 not started, 424 ended, 429 too many claims: their messages;
 * - 400 malformed input (empty fields: 'Field tidak boleh kosong.').
 */
import * as v from 'valibot';
import { call } from './client';
import type { LimitName } from './limits';
import { requiredText } from './fields';

/** The spec's empty-field alert (portal §5), also the gateway's 400 message. */
export const VOUCHER_FIELD_REQUIRED = 'Field tidak boleh kosong.';
/** The gateway's message when no code is left (403); portal §8 gives it for any non-200 answer (narrowed: decision 055). */
export const VOUCHER_EXHAUSTED = 'Mohon maaf voucher sudah habis';

const required = (cap: LimitName) => requiredText(VOUCHER_FIELD_REQUIRED, cap);

/** Body of POST lms/courses/erp/submit_voucher. `no_hp` keeps digits, spaces, '+', '-', '(' and ')' only. */
export const VoucherClaimInput = v.object({
  nama_customer: required('name'),
  no_hp: v.pipe(required('phone'), v.regex(/^[\d\s+()-]+$/, 'No HP harus angka')),
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
