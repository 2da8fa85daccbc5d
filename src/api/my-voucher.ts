/**
 * Claimed course vouchers, the 'voucher' tab of Kursus Saya (commerce spec §2 voucher tab, §3 "Voucher item",
 * §7 "My voucher", §8 "Copy notices", §9 voucher list 10 per page).
 *
 * GET lms/finance/order/voucher/my_voucher with `limit` (10), `user_id`, `search` (from the page's `q`: course
 * title or voucher code), `status` (`finished` = progress 100, `progress` = below 100, else all), `page` →
 * `{ count, pages, page, limit, data: VoucherItem[] }`, newest claim first.
 *
 * A voucher is redeemed on the learning site as an order paid with the voucher code (order_type 'voucher',
 * `voucher_code` set; decision 019): `invoice` and `order_id` are that order's, `claim_date` its time.
 * Errors: 403 'user_id tidak sesuai dengan sesi login'; 400 validation issues. No vouchers: success, count 0.
 */
import * as v from 'valibot';
import { call } from './client';
import { IntParam, paged, PositiveInt } from './envelope';
import { cappedText } from './limits';

/** Voucher list page size (commerce §9). */
export const VOUCHER_LIMIT = 10;
/** Copy notices (commerce §8), shown 3 s. */
export const VOUCHER_COPIED = 'Kode voucher berhasil di salin';
export const VOUCHER_CODE_MISSING = 'Kode voucher tidak ditemukan';

/**
 * One claimed voucher. `course_percentage` is progress 0..100; `claim_date` ISO 8601 (shown
 * 'DD MMM YYYY | HH:mm:ss'); `category` the category name.
 */
export const VoucherItem = v.object({
  invoice: v.string(),
  order_id: v.number(),
  user_id: v.number(),
  course_id: v.number(),
  slug: v.string(),
  category: v.string(),
  category_slug: v.string(),
  course_title: v.string(),
  thumbnail: v.string(),
  course_percentage: v.number(),
  voucher_code: v.string(),
  claim_date: v.string(),
});
export type VoucherItem = v.InferOutput<typeof VoucherItem>;

export const MyVoucherQuery = v.object({
  user_id: PositiveInt,
  limit: v.optional(v.pipe(IntParam, v.minValue(1), v.maxValue(100)), VOUCHER_LIMIT),
  page: v.optional(v.pipe(IntParam, v.minValue(1)), 1),
  search: v.optional(cappedText('query')),
  status: v.optional(cappedText('code')),
});

export const VoucherList = paged(VoucherItem);

/** The member's claimed vouchers, 10 per page. @throws ApiError */
export const getMyVouchers = (q: { user_id: number; page: number; q?: string; status?: string }) =>
  call('get', 'lms/finance/order/voucher/my_voucher', VoucherList, {
    searchParams: { limit: VOUCHER_LIMIT, user_id: q.user_id, search: q.q, status: q.status, page: q.page },
  });
