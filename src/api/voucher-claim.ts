/**
 * The restaurant voucher claim of `/promo?code=` (portal spec §2 "/promo", §3 "Voucher claim", §4 "Voucher page",
 * §5 "Voucher claim", §7 "Voucher", §8 "Voucher claim"; commerce spec §7 "Promo: Voucher submit").
 *
 * Path: POST `lms/courses/erp/submit_voucher` (public) with {@link VoucherClaimInput} → code 200 and
 * `result[0].Code`, one code taken from the promo's finite stock. Every other answer is shown by the SPA as
 * 'Mohon maaf voucher sudah habis'. The gateway's own codes (docs/decisions/023-voucher-and-hr.md):
 * 404 unknown promo code; 422 promo inactive; 423 not started; 424 ended; 403 'Mohon maaf voucher sudah habis'
 * when no code is left; 409 when this phone number already claimed a voucher of this promo (one claim per
 * phone per promo); 400 malformed input (empty fields: 'Field tidak boleh kosong.').
 */
import * as v from 'valibot';
import { call } from './client';
import type { LimitName } from './limits';
import { requiredText } from './fields';

/** The spec's empty-field alert (portal §5), also the gateway's 400 message. */
export const VOUCHER_FIELD_REQUIRED = 'Field tidak boleh kosong.';
/** The spec's text for any non-200 answer (portal §8); also the gateway's message when the stock is empty. */
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
