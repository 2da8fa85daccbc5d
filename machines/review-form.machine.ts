/**
 * The review form: ReviewAddMenu (`/review-add/{rating_type}/{rating_slug}?order_id=`) and the review edit page
 * (`/review-edit/{rating_type}/{rating_id}`) (commerce spec §2 "Reviews", §3 "Review", §4 'Give review', §5
 * "Reviews", §7 "Reviews", §8 "Reviews" and "Detail pages"; readings in docs/decisions/034-review-flow.md).
 *
 * Adding (`target.mode` 'add'):
 * - `checking` → a blank slug ends in `slugMissing` with 'Kursus slug tidak ditemukan' (lms) or 'Produk slug
 *   tidak ditemukan' (ecom) as `notice`; no `order_id` ends in `orderMissing`; otherwise `loadingItem`.
 * - `loadingItem` (tags `busy`, `loading`) invokes `loadItem` (the course detail by slug with status=active and
 *   user_id, or the product detail with slug, user_id, type, tier and warehouse) → `editing`. A 404 ends in
 *   `notFound` (the view goes to Error404); any other failure ends in `loadFailed` with `failure` (the view goes
 *   to Error500 carrying its code and message).
 *
 * Editing (`target.mode` 'edit'):
 * - `loadingReview` (tags `busy`, `loading`) invokes `loadReview` (the member's review by type and id) →
 *   `editing` with the review's rating and text. Any failure → `fetchFailed`: a dialog with the message;
 *   `error.confirm` ends in `loadFailed` (Error500 with the code and message).
 *
 * Both:
 * - `editing` (tag `form`): `review.submit` with a complete review (rating 1..5, text not blank; the view's form
 *   shows 'Rating harus diisi' / 'Review harus diisi' before sending) → `submitting` (tags `busy`, `form`), which
 *   invokes `saveReview` with the store payload of §3 (type lms: product_id, order_id, user_id, rating, review;
 *   type ecom: also pricelist_type, pricelist_tier, warehouse_id and the rating as text) or the update payload
 *   (user_id, rating_id, rating, review).
 * - Saved → `saved` (final) with `notice` 'Review berhasil ditambahkan' or 'Review berhasil atau diupdate' and the
 *   stored review in `saved`: the view shows the notice and goes to the review list of that type.
 * - Not saved → `submitFailed` (tag `form`): a dialog with the server message; `error.dismiss` back to `editing`
 *   with what the member typed.
 *
 * Final states the view follows: `slugMissing`, `orderMissing` (messages on the page), `notFound` (Error404),
 * `loadFailed` (Error500), `saved` (notice, then the list).
 *
 * Actors (placeholders here; src/features/reviews/review-form.actors.ts injects the API):
 * `loadItem(LoadItemInput) → ReviewItem`, `loadReview({ type, id }) → Review`,
 * `saveReview({ kind: 'store', body } | { kind: 'update', body }) → Review`.
 */
import { assign, emit, setup } from 'xstate';
import type { PriceType } from '../src/api/envelope';
import type { Review, ReviewStoreInput, ReviewType, ReviewUpdateInput } from '../src/api/review';
import { COURSE_SLUG_MISSING, PRODUCT_SLUG_MISSING, REVIEW_ADDED, REVIEW_UPDATED } from './messages';
import { toFailure, type Failure } from './shared/failure';
import { priceTierOf } from './shared/member';
import { notProvided } from './shared/not-provided';

/** What is being reviewed, as the page shows it: a course (lms) or a store product (ecom). */
export interface ReviewItem {
  /** Course id or product id: the review's `product_id`. */
  id: number;
  slug: string;
  category_slug: string;
  category_name: string;
  /** Course title, or the product's long name. */
  title: string;
  thumbnail: string;
}

/** The form's values: `rating` 1..5 stars (0 = none chosen), `review` the text. */
export interface ReviewValues {
  rating: number;
  review: string;
}

/** Add a review of an order's item (slug from the route, order id from `?order_id=`), or edit one by id. */
export type ReviewTarget = { mode: 'add'; slug: string; orderId: number | null } | { mode: 'edit'; reviewId: number };

export interface ReviewFormInput {
  type: ReviewType;
  target: ReviewTarget;
  /** The signed-in member: id, price list type and tier (the ecom payload and the product detail send them). */
  member: { id: number; type: PriceType; tier: number };
  /** Warehouse id for the product detail and the ecom payload: the order's, else the session's. */
  warehouseId: number;
}

export interface ReviewFormContext extends ReviewFormInput {
  item: ReviewItem | null;
  values: ReviewValues;
  /** The failed load or save: `{ kind, code, message }`. */
  failure: Failure | null;
  /** The stored or updated review once saved. */
  saved: Review | null;
  /** The page text of a final state: the missing-slug message or the success notice. */
  notice: string | null;
}

/** Input of `loadItem`: the detail call's parameters (commerce §7 "Reviews"). */
export interface LoadItemInput {
  type: ReviewType;
  slug: string;
  userId: number;
  priceType: PriceType;
  priceTier: number;
  warehouseId: number;
}

/** Input of `saveReview`: the store payload (add) or the update payload (edit), as the contract takes them. */
export type SaveReviewInput = { kind: 'store'; body: ReviewStoreInput } | { kind: 'update'; body: ReviewUpdateInput };

/**
 * Emitted when the page is left (the view follows it): `notFound` (Error404), `error` (Error500 with the failure),
 * `list` (the notice, then the review list of this type).
 */
export type ReviewFormEmitted =
  | { type: 'review.leave'; to: 'notFound' }
  | { type: 'review.leave'; to: 'error'; failure: Failure }
  | { type: 'review.leave'; to: 'list'; notice: string };

export type ReviewFormEvent =
  | { type: 'review.submit'; values: ReviewValues }
  | { type: 'error.dismiss' }
  | { type: 'error.confirm' };

const NO_VALUES: ReviewValues = { rating: 0, review: '' };

/** A review the gateway can take: 1..5 whole stars and a text that is not blank. */
export const isCompleteReview = (values: ReviewValues) =>
  Number.isInteger(values.rating) && values.rating >= 1 && values.rating <= 5 && values.review.trim() !== '';

/** The item of a loaded review (its `detail`). */
export const itemOfReview = (review: Review): ReviewItem => ({
  id: review.detail.id,
  slug: review.detail.slug,
  category_slug: review.detail.category_slug,
  category_name: review.detail.category_name,
  title: review.detail.title,
  thumbnail: review.detail.thumbnail,
});

/**
 * The store payload of commerce §3 "Review" for a new review. Course: `{ type: 'lms', product_id, order_id,
 * user_id, rating, review }`. Product: also `pricelist_type`, `pricelist_tier`, `warehouse_id`, and `rating` as
 * text (the spec's store payload sends it as a string). The text is sent trimmed.
 */
export function storePayload(context: Pick<ReviewFormContext, 'type' | 'member' | 'warehouseId'>, item: ReviewItem, orderId: number, values: ReviewValues): ReviewStoreInput {
  const common = { product_id: item.id, order_id: orderId, user_id: context.member.id, review: values.review.trim() };
  if (context.type === 'lms') return { type: 'lms', ...common, rating: values.rating };
  return {
    type: 'ecom',
    ...common,
    pricelist_type: context.member.type,
    pricelist_tier: priceTierOf(context.member.tier),
    warehouse_id: context.warehouseId,
    rating: String(values.rating),
  };
}

/** The update payload of commerce §3 "Review": `{ user_id, rating_id, rating, review }`. */
export const updatePayload = (userId: number, reviewId: number, values: ReviewValues): ReviewUpdateInput => ({
  user_id: userId,
  rating_id: reviewId,
  rating: values.rating,
  review: values.review.trim(),
});

function saveInput(context: ReviewFormContext): SaveReviewInput {
  const t = context.target;
  if (t.mode === 'edit') return { kind: 'update', body: updatePayload(context.member.id, t.reviewId, context.values) };
  // `submitting` is reached only from `editing`, which has the item and an order id (guards of `checking`).
  return { kind: 'store', body: storePayload(context, context.item!, t.orderId ?? 0, context.values) };
}

export const reviewFormMachine = setup({
  types: {
    context: {} as ReviewFormContext,
    events: {} as ReviewFormEvent,
    input: {} as ReviewFormInput,
    tags: {} as 'busy' | 'loading' | 'form',
    emitted: {} as ReviewFormEmitted,
  },
  actors: {
    loadItem: notProvided<ReviewItem, LoadItemInput>('reviewForm.loadItem'),
    loadReview: notProvided<Review, { type: ReviewType; id: number }>('reviewForm.loadReview'),
    saveReview: notProvided<Review, SaveReviewInput>('reviewForm.saveReview'),
  },
  guards: {
    isEdit: ({ context }) => context.target.mode === 'edit',
    isSlugMissing: ({ context }) => context.target.mode === 'add' && context.target.slug.trim() === '',
    isOrderMissing: ({ context }) => context.target.mode === 'add' && context.target.orderId === null,
    isNotFound: (_, params: { error: unknown }) => {
      const f = toFailure(params.error);
      return f.kind === 'server' && f.code === 404;
    },
    isComplete: (_, params: { values: ReviewValues }) => isCompleteReview(params.values),
  },
  actions: {
    keepFailure: assign({ failure: (_, params: { error: unknown }) => toFailure(params.error) }),
  },
}).createMachine({
  id: 'reviewForm',
  description: 'Write a review of a completed order’s course or product, or edit one of the member’s reviews.',
  context: ({ input }) => ({ ...input, item: null, values: NO_VALUES, failure: null, saved: null, notice: null }),
  initial: 'checking',
  states: {
    checking: {
      description: 'Add or edit? An add page needs a slug and an order id.',
      always: [
        { guard: 'isEdit', target: 'loadingReview', description: 'Edit page: load the review.' },
        {
          guard: 'isSlugMissing',
          target: 'slugMissing',
          description: "No slug: 'Kursus slug tidak ditemukan' / 'Produk slug tidak ditemukan'.",
          actions: assign({ notice: ({ context }) => (context.type === 'lms' ? COURSE_SLUG_MISSING : PRODUCT_SLUG_MISSING) }),
        },
        { guard: 'isOrderMissing', target: 'orderMissing', description: 'No order_id: nothing to review.' },
        { target: 'loadingItem', description: 'Load the course or product by slug.' },
      ],
    },
    loadingItem: {
      tags: ['busy', 'loading'],
      description: 'Fetching the course (status active, user_id) or the product (user_id, type, tier, warehouse).',
      invoke: {
        id: 'loadItem',
        src: 'loadItem',
        input: ({ context }) => ({
          type: context.type,
          slug: context.target.mode === 'add' ? context.target.slug.trim() : '',
          userId: context.member.id,
          priceType: context.member.type,
          priceTier: context.member.tier,
          warehouseId: context.warehouseId,
        }),
        onDone: { target: 'editing', description: 'The item is known: show the form.', actions: assign({ item: ({ event }) => event.output }) },
        onError: [
          {
            guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
            target: 'notFound',
            description: 'Detail 404: Error404.',
          },
          {
            target: 'loadFailed',
            description: 'Any other failure: Error500 with its code and message.',
            actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    loadingReview: {
      tags: ['busy', 'loading'],
      description: 'Fetching the member’s review by type and id.',
      invoke: {
        id: 'loadReview',
        src: 'loadReview',
        input: ({ context }) => ({ type: context.type, id: context.target.mode === 'edit' ? context.target.reviewId : 0 }),
        onDone: {
          target: 'editing',
          description: 'The review is known: the form starts from its rating and text.',
          actions: assign({
            item: ({ event }) => itemOfReview(event.output),
            values: ({ event }) => ({ rating: event.output.rating, review: event.output.review }),
          }),
        },
        onError: {
          target: 'fetchFailed',
          description: 'Review fetch failure: a dialog with the message.',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    fetchFailed: {
      description: 'A dialog with the message; confirming it goes to Error500.',
      on: { 'error.confirm': { target: 'loadFailed', description: 'Confirmed: Error500 with the code and message.' } },
    },
    editing: {
      tags: ['form'],
      description: 'Stars and text; the form validates before sending.',
      on: {
        'review.submit': {
          guard: { type: 'isComplete', params: ({ event }) => ({ values: event.values }) },
          target: 'submitting',
          description: 'A rating and a text: save the review.',
          actions: assign({ values: ({ event }) => event.values, failure: null }),
        },
      },
    },
    submitting: {
      tags: ['busy', 'form'],
      description: 'Storing the new review, or updating the edited one.',
      invoke: {
        id: 'saveReview',
        src: 'saveReview',
        input: ({ context }) => saveInput(context),
        onDone: {
          target: 'saved',
          description: "Saved: 'Review berhasil ditambahkan' / 'Review berhasil atau diupdate'.",
          actions: assign({
            saved: ({ event }) => event.output,
            notice: ({ context }) => (context.target.mode === 'edit' ? REVIEW_UPDATED : REVIEW_ADDED),
          }),
        },
        onError: {
          target: 'submitFailed',
          description: 'Not saved: a dialog with the message.',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    submitFailed: {
      tags: ['form'],
      description: 'A dialog with the server message over the form.',
      on: { 'error.dismiss': { target: 'editing', description: 'Close the dialog; the form keeps what was typed.' } },
    },
    slugMissing: { type: 'final', description: "'Kursus slug tidak ditemukan' or 'Produk slug tidak ditemukan'." },
    orderMissing: { type: 'final', description: 'No order to review: a link to History Pembelian.' },
    notFound: { type: 'final', description: 'Emits `review.leave` to Error404.', entry: emit({ type: 'review.leave', to: 'notFound' } as const) },
    loadFailed: {
      type: 'final',
      description: 'Emits `review.leave` to Error500 with `failure.code` and `failure.message`.',
      entry: emit(({ context }) => ({ type: 'review.leave' as const, to: 'error' as const, failure: context.failure! })),
    },
    saved: {
      type: 'final',
      description: 'Emits `review.leave`: the view shows the notice and goes to the review list of this type.',
      entry: emit(({ context }) => ({ type: 'review.leave' as const, to: 'list' as const, notice: context.notice ?? '' })),
    },
  },
});

export type ReviewFormLogic = typeof reviewFormMachine;
