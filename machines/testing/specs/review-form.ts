/**
 * Model spec of machines/review-form.machine.ts (ReviewAddMenu and the review edit page): adding a course review,
 * a product review, a page without slug or order id, and editing; every answer of the three loaders/savers;
 * complete and incomplete submits. Also exports the data builders the unit tests use.
 */
import type { Review } from '../../../src/api/review';
import { reviewFormMachine, type ReviewFormContext, type ReviewFormInput, type ReviewItem } from '../../review-form.machine';
import { apiError, networkError } from '../fixtures';
import type { ModelSpec } from '../model';

export const reviewMember = { id: 1, type: 'b2c' as const, tier: 3 };

/** The course of an order (lms) or its product (ecom), as `loadItem` answers. */
export const reviewItem = (id = 26): ReviewItem => ({
  id,
  slug: 'dessert-box-kekinian-untuk-jualan',
  category_slug: 'wirausaha',
  category_name: 'Wirausaha',
  title: 'Dessert Box Kekinian untuk Jualan',
  thumbnail: '/media/dessert-box.webp',
});

/** A stored review as the gateway answers it. */
export const storedReview = (extra: Partial<Review> = {}): Review => ({
  id: 9,
  user_id: reviewMember.id,
  product_id: 26,
  order_id: 102,
  type: 'lms',
  rating: 4,
  review: 'Resepnya jelas dan mudah diikuti.',
  created_at: '2026-11-20T03:00:00.000Z',
  updated_at: '2026-11-21T03:00:00.000Z',
  detail: { id: 26, slug: 'dessert-box-kekinian-untuk-jualan', category_slug: 'wirausaha', category_name: 'Wirausaha', title: 'Dessert Box Kekinian untuk Jualan', short_name: 'Dessert Box Kekinian untuk Jualan', thumbnail: '/media/dessert-box.webp' },
  ...extra,
});

export const addCourse: ReviewFormInput = { type: 'lms', target: { mode: 'add', slug: 'dessert-box-kekinian-untuk-jualan', orderId: 102 }, member: reviewMember, warehouseId: 2 };
export const addProduct: ReviewFormInput = { type: 'ecom', target: { mode: 'add', slug: 'whipping-cream-cair-uht-1-l', orderId: 102 }, member: reviewMember, warehouseId: 2 };
export const editCourse: ReviewFormInput = { type: 'lms', target: { mode: 'edit', reviewId: 9 }, member: reviewMember, warehouseId: 2 };

export const reviewFormSpec: ModelSpec = {
  name: 'reviewForm',
  machine: reviewFormMachine,
  input: addCourse,
  moreInputs: [
    addProduct,
    editCourse,
    { ...addCourse, target: { mode: 'add', slug: '  ', orderId: 102 } },
    { ...addProduct, target: { mode: 'add', slug: '', orderId: 102 } },
    { ...addCourse, target: { mode: 'add', slug: 'dessert-box-kekinian-untuk-jualan', orderId: null } },
  ],
  userEvents: [
    { type: 'review.submit', values: { rating: 5, review: 'Enak dan mudah.' } },
    // Incomplete: refused by the guard (the form shows 'Rating harus diisi' before it would send this).
    { type: 'review.submit', values: { rating: 0, review: 'Enak' } },
    { type: 'error.dismiss' },
    { type: 'error.confirm' },
  ],
  outputs: { loadItem: [reviewItem()], loadReview: [storedReview()], saveReview: [storedReview({ rating: 5 })] },
  errors: {
    loadItem: [apiError(404, 'Data tidak ditemukan'), apiError(500, 'Gagal'), networkError()],
    loadReview: [apiError(404, 'Data tidak ditemukan')],
    saveReview: [apiError(409, 'Item ini sudah diulas')],
  },
  abstract: () => null,
  project: (s) => {
    const c = s.context as ReviewFormContext;
    return { item: c.item?.id ?? null, values: c.values, failure: c.failure, saved: c.saved?.id ?? null, notice: c.notice };
  },
  promiseActors: ['loadItem', 'loadReview', 'saveReview'],
};
