/**
 * The real actors of machines/review-form.machine.ts (commerce spec §7 "Reviews"):
 * - `loadItem`: the course detail `GET lms/courses/{slug}?status=active&user_id=` or the product detail
 *   `GET store/product/detail` (slug, user_id, type, tier, warehouse; the gateway prices with the member's own
 *   list), as the {@link ReviewItem} the page shows;
 * - `loadReview`: `GET lms/component/rating/user/{type}/{id}`;
 * - `saveReview`: `POST lms/component/rating/store` or `PUT lms/component/rating/update`.
 */
import { fromPromise } from 'xstate';
import type { LoadItemInput, ReviewItem, SaveReviewInput } from '../../../machines/review-form.machine';
import { priceTierOf } from '../../../machines/shared/member';
import { getCourseDetail, getProductDetail, type CourseDetail, type Product } from '../../api/catalogue';
import { getMyReview, storeReview, updateReview, type ReviewType } from '../../api/review';

/** A course as the review page shows it. */
export const courseItem = (c: CourseDetail): ReviewItem => ({
  id: c.id,
  slug: c.slug,
  category_slug: c.category_slug,
  category_name: c.category_name,
  title: c.title,
  thumbnail: c.thumbnail,
});

/** A store product as the review page shows it (its long name). */
export const productItem = (p: Product): ReviewItem => ({
  id: p.id,
  slug: p.slug,
  category_slug: p.category_slug,
  category_name: p.category,
  title: p.long_name || p.short_name,
  thumbnail: p.image,
});

export const createReviewFormActors = () => ({
  loadItem: fromPromise(async ({ input }: { input: LoadItemInput }): Promise<ReviewItem> => {
    if (input.type === 'lms') return courseItem(await getCourseDetail(input.slug, input.userId));
    return productItem(
      await getProductDetail({ slug: input.slug, user_id: input.userId, type: input.priceType, tier: priceTierOf(input.priceTier), warehouse: input.warehouseId }),
    );
  }),
  loadReview: fromPromise(({ input }: { input: { type: ReviewType; id: number } }) => getMyReview(input.type, input.id)),
  saveReview: fromPromise(({ input }: { input: SaveReviewInput }) => (input.kind === 'store' ? storeReview(input.body) : updateReview(input.body))),
});
