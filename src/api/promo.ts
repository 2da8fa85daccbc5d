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
import { maxText } from './limits';

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
  promo_code: v.pipe(v.string('Kode promo harus diisi'), v.trim(), v.nonEmpty('Kode promo harus diisi'), maxText('code')),
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

// ── Kode Promo page and PromoDetailMenu (commerce §2 "Promo", §3 "Promo course", "Promo detail response") ──

/** Kode Promo page size (commerce §9 "promo page 10"). */
export const MY_PROMO_LIMIT = 10;

/** Query of GET lms/promotion/user/my_promo: `q` searches the code (case-insensitive, part of it), `page` 1-based. */
export const MyPromoQuery = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'Kata kunci terlalu panjang')), ''),
  page: v.optional(v.pipe(IntParam, v.minValue(1, 'minimal 1')), 1),
});
export type MyPromoQuery = v.InferInput<typeof MyPromoQuery>;

/**
 * GET lms/promotion/user/my_promo (member): the promos the member can use now (active, started, not expired,
 * with a cashback and uses left), newest first, 10 per page, as the list wrapper of {@link Promo}.
 */
export const getMyPromos = (query: { q?: string; page?: number } = {}) =>
  call('get', 'lms/promotion/user/my_promo', paged(Promo), {
    searchParams: { q: query.q?.trim() || undefined, page: query.page ?? 1 },
  });

/** The promo of the detail page: {@link Promo} plus its terms (HTML from the back office; sanitise before rendering). */
export const PromoWithTerms = v.object({ ...Promo.entries, terms: v.string() });
export type PromoWithTerms = v.InferOutput<typeof PromoWithTerms>;

/**
 * A course on the promo detail page (commerce §3 "Promo course"). Rupiah integers:
 * `price_before_discount` the course's list price, `price` what the member pays with this promo (course price
 * minus the promo's cashback for it, at least 0), `price_discount` the percent saved, rounded
 * (`(price_before_discount − price) / price_before_discount × 100`), `price_discount_flag` true when there is a
 * saving.
 */
export const PromoCourse = v.object({
  id: v.number(),
  status: v.string(),
  category_slug: v.string(),
  slug: v.string(),
  category_name: v.string(),
  title: v.string(),
  thumbnail_slider: v.string(),
  rating: v.number(),
  total_review: v.number(),
  price: v.number(),
  price_discount_flag: v.boolean(),
  price_discount: v.number(),
  price_before_discount: v.number(),
});
export type PromoCourse = v.InferOutput<typeof PromoCourse>;

/** Course page size of the promo detail page (commerce §9 "course ... lists 5"). */
export const PROMO_DETAIL_LIMIT = 5;

/** Query of GET lms/promotion/detail: the code, the course page and a title search. */
export const PromoDetailQuery = v.object({
  promo_code: v.pipe(v.string('Kode promo harus diisi'), v.trim(), v.nonEmpty('Kode promo harus diisi'), v.maxLength(100)),
  page: v.optional(v.pipe(IntParam, v.minValue(1, 'minimal 1')), 1),
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'Kata kunci terlalu panjang')), ''),
});

/**
 * Answer of GET lms/promotion/detail (commerce §3 "Promo detail response"): `promo`, and `course` the page of
 * active courses it covers (`{ count, page, pages, limit, data }`), with `count`, `pages`, `page`, `limit`
 * repeated at the top level as the spec lists them.
 */
export const PromoDetail = v.object({
  promo: PromoWithTerms,
  course: paged(PromoCourse),
  count: v.number(),
  pages: v.number(),
  page: v.number(),
  limit: v.number(),
});
export type PromoDetail = v.InferOutput<typeof PromoDetail>;

/**
 * GET lms/promotion/detail: one promo with a page of its active courses, searched by title.
 * @throws ApiError 404 'Promo tidak ditemukan' for an unknown (or switched-off) code.
 */
export const getPromoDetail = (promo_code: string, query: { page?: number; search?: string } = {}) =>
  call('get', 'lms/promotion/detail', PromoDetail, {
    searchParams: { promo_code: promo_code.trim(), page: query.page ?? 1, search: query.search?.trim() || undefined },
  });
