/**
 * Promo codes (commerce spec §3 "Promo", §7 "Promo", §8 "Promo check").
 *
 * GET lms/promotion/check?promo_code= answers the promo or: 403 'Promo sudah habis', 404 'Promo tidak
 * ditemukan', 422 'Promo tidak aktif', 423 'Promo belum dimulai', 424 'Promo sudah kadarluarsa'.
 * GET lms/promotion lists active promos (limit, page, order id, sort desc, status active, course_id JSON list).
 * GET lms/promotion/user/my_promo (q, page; 10 per page). GET lms/promotion/detail (promo_code, page, search).
 *
 * `promo_price` is the cashback in rupiah (0 means "not found" to the client: 'Kode voucher tidak ditemukan');
 * `course_id` lists the courses it applies to (empty = every course). Promos apply to courses only.
 */
import * as v from 'valibot';
import { call } from './client';
import { IntListParam, IntParam, paged, SortDir } from './envelope';

export const Promo = v.object({
  id: v.number(),
  course_id: v.array(v.number()),
  promo_code: v.string(),
  promo_price: v.number(),
  promo_precentage: v.number(),
  event: v.string(),
  is_active: v.boolean(),
  max_user: v.number(),
  start_date: v.string(),
  end_date: v.string(),
  created_at: v.string(),
  updated_at: v.string(),
});
export type Promo = v.InferOutput<typeof Promo>;

export const PromoCheckQuery = v.object({
  promo_code: v.pipe(v.string('Kode promo harus diisi'), v.trim(), v.nonEmpty('Kode promo harus diisi')),
});
export const checkPromo = (promo_code: string) =>
  call('get', 'lms/promotion/check', Promo, { searchParams: { promo_code: promo_code.trim() } });

/** Checkout promo list page size; grows by 10 on scroll (commerce §9). */
export const PROMO_LIST_LIMIT = 10;
export const PromoListQuery = v.object({
  limit: v.optional(v.pipe(IntParam, v.minValue(1), v.maxValue(1000)), PROMO_LIST_LIMIT),
  page: v.optional(v.pipe(IntParam, v.minValue(1)), 1),
  order: v.optional(v.picklist(['id']), 'id'),
  sort: v.optional(SortDir, 'desc'),
  status: v.optional(v.picklist(['active']), 'active'),
  course_id: v.optional(IntListParam),
});
export const getPromos = (course_id: number[], limit = PROMO_LIST_LIMIT) =>
  call('get', 'lms/promotion', paged(Promo), {
    searchParams: { limit, page: 1, order: 'id', sort: 'desc', status: 'active', course_id: JSON.stringify(course_id) },
  });
