/**
 * Reviews of completed orders' items (commerce spec §2 "Reviews", §3 "Review", §4 "Tracking" 'Beri Ulasan',
 * §5 "Reviews", §7 "Reviews", §8 "Reviews").
 *
 * | call | path |
 * |---|---|
 * | the member's course reviews | GET lms/component/rating/user/lms (`user_id`, `limit`, `page`) |
 * | the member's product reviews | GET lms/component/rating/user/ecom (same params) |
 * | one review (edit page) | GET lms/component/rating/user/lms/{id}, GET lms/component/rating/user/ecom/{id} |
 * | store | POST lms/component/rating/store (the store or course payload of §3) → 'Review berhasil ditambahkan' |
 * | update | PUT lms/component/rating/update `{ user_id, rating_id, rating, review }` → 'Review berhasil atau diupdate' |
 *
 * Storing sets the order item's `rating_id` to the new review's id, so 'Beri Ulasan' disappears from the order.
 * A member reviews only items of their own orders with status 7 (completed), each item once.
 * Errors: 400 'Rating harus diisi' / 'Review harus diisi' (and other validation issues); 403 'user_id tidak sesuai
 * dengan sesi login'; 404 'Pesanan tidak ditemukan' (not the member's order) / 'Item pesanan tidak ditemukan'
 * (the order has no such item); 422 'Ulasan hanya untuk pesanan yang sudah selesai' (status ≠ 7); 409 'Item ini
 * sudah diulas'; 404 'Data tidak ditemukan' (reading or updating a review that is not the member's).
 */
import * as v from 'valibot';
import { call } from './client';
import { IntParam, paged, PositiveInt, PriceTier, PriceType } from './envelope';
import { maxText } from './limits';

export const RATING_REQUIRED = 'Rating harus diisi';
export const REVIEW_REQUIRED = 'Review harus diisi';
export const REVIEW_ADDED = 'Review berhasil ditambahkan';
export const REVIEW_UPDATED = 'Review berhasil atau diupdate';
export const COURSE_SLUG_MISSING = 'Kursus slug tidak ditemukan';
export const PRODUCT_SLUG_MISSING = 'Produk slug tidak ditemukan';

/** Review type on the wire: 'lms' (course) or 'ecom' (store product). */
export const ReviewType = v.picklist(['lms', 'ecom']);
export type ReviewType = v.InferOutput<typeof ReviewType>;

/**
 * One review. `product_id` is the course id for 'lms'; `rating` 1..5; dates ISO 8601 (shown DD MMM YYYY).
 * `detail` describes the reviewed item: for courses `title` and `short_name` are the course title, for products
 * `title` is the long name and `short_name` the short one; `category_name` is the category (products: the store
 * category).
 */
export const Review = v.object({
  id: v.number(),
  user_id: v.number(),
  product_id: v.number(),
  order_id: v.number(),
  type: ReviewType,
  rating: v.number(),
  review: v.string(),
  created_at: v.string(),
  updated_at: v.string(),
  detail: v.object({
    id: v.number(),
    slug: v.string(),
    category_slug: v.string(),
    category_name: v.string(),
    title: v.string(),
    short_name: v.string(),
    thumbnail: v.string(),
  }),
});
export type Review = v.InferOutput<typeof Review>;

export const ReviewListQuery = v.object({
  user_id: v.optional(PositiveInt),
  limit: v.optional(v.pipe(IntParam, v.minValue(1), v.maxValue(100)), 10),
  page: v.optional(v.pipe(IntParam, v.minValue(1)), 1),
});
export const ReviewList = paged(Review);

/** A 1..5 star rating sent as a number or a numeric text (the store payload sends it as text). */
export const RatingInput = v.pipe(
  v.optional(v.union([v.number(RATING_REQUIRED), v.string(RATING_REQUIRED)], RATING_REQUIRED), ''),
  v.check((x) => x !== '' && x !== null, RATING_REQUIRED),
  v.transform((x) => Number(x)),
  v.number(RATING_REQUIRED),
  v.integer('Rating harus 1 sampai 5'),
  v.minValue(1, RATING_REQUIRED),
  v.maxValue(5, 'Rating harus 1 sampai 5'),
);
/** The review text: required ('Review harus diisi'), at most LIMITS.text characters. */
export const ReviewText = v.pipe(v.optional(v.string(REVIEW_REQUIRED), ''), v.trim(), v.nonEmpty(REVIEW_REQUIRED), maxText('text'));

/**
 * POST lms/component/rating/store body: the store payload (type ecom) or the course payload (type lms). The store
 * payload's `pricelist_type`, `pricelist_tier` and `warehouse_id` are required by the spec's shape but the gateway
 * records the reviewed order's own price list and warehouse (decision 009: prices are the gateway's).
 */
export const ReviewStoreInput = v.variant('type', [
  v.object({
    type: v.literal('ecom'),
    product_id: PositiveInt,
    order_id: PositiveInt,
    user_id: PositiveInt,
    pricelist_type: PriceType,
    pricelist_tier: PriceTier,
    warehouse_id: PositiveInt,
    rating: RatingInput,
    review: ReviewText,
  }),
  v.object({
    type: v.literal('lms'),
    product_id: PositiveInt,
    order_id: PositiveInt,
    user_id: PositiveInt,
    rating: RatingInput,
    review: ReviewText,
  }),
], "type harus 'lms' atau 'ecom'");
export type ReviewStoreInput = v.InferInput<typeof ReviewStoreInput>;

export const ReviewUpdateInput = v.object({
  user_id: PositiveInt,
  rating_id: PositiveInt,
  rating: RatingInput,
  review: ReviewText,
});
export type ReviewUpdateInput = v.InferInput<typeof ReviewUpdateInput>;

/** The member's reviews of one type, newest first. @throws ApiError */
export const getMyReviews = (type: ReviewType, q: { user_id: number; page?: number; limit?: number }) =>
  call('get', `lms/component/rating/user/${type}`, ReviewList, { searchParams: q });

/** One of the member's reviews (the edit page). @throws ApiError 404 when not the member's. */
export const getMyReview = (type: ReviewType, id: number) => call('get', `lms/component/rating/user/${type}/${id}`, Review);

/** Store a review. @throws ApiError (see the module comment). */
export const storeReview = (input: ReviewStoreInput) => call('post', 'lms/component/rating/store', Review, { json: input });

/** Update one of the member's reviews. @throws ApiError */
export const updateReview = (input: ReviewUpdateInput) => call('put', 'lms/component/rating/update', Review, { json: input });
