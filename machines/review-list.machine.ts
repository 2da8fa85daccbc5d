/**
 * ReviewMenu: the member's reviews of one type, course (lms) or store product (ecom), one page at a time
 * (commerce spec §2 "Reviews": "ReviewMenu: query type is course or store/product", §3 "Review", §7 "Reviews",
 * §8 "Reviews"; the path and paging are decision 033, the failure reading decision 034).
 *
 * The URL is the source of truth for the query (`type`, `page`): the view sends `query.change` whenever the route's
 * search changes and the machine loads that page.
 *
 * - `loading` (tag `busy`) invokes `loadReviews({ type, page })` → the list wrapper `{ count, page, pages, limit,
 *   data }` (10 per page, newest first).
 * - `loaded.showing` / `loaded.empty`: review cards or 'Data tidak ditemukan'. A 404 answer is an empty list too.
 * - Any other failure (network included) → `failed`: a dialog with the message (commerce §8 "Reviews": "Review
 *   fetch failure: a dialog with the message, then Error500 on confirm"); `error.confirm` ends in `leaving`, and
 *   the view goes to Error500 carrying `failure.code` and `failure.message`.
 *
 * Actors (placeholders here; src/features/reviews/review-list.actors.ts injects the API): `loadReviews(query)`.
 */
import { assign, emit, setup } from 'xstate';
import type { Paged } from '../src/api/envelope';
import type { Review, ReviewType } from '../src/api/review';
import { toFailure, type Failure } from './shared/failure';
import { notProvided } from './shared/not-provided';

/** ReviewMenu's query as read from the URL: the review type on the wire and the 1-based page. */
export interface ReviewListQuery {
  type: ReviewType;
  page: number;
}

export interface ReviewListContext {
  query: ReviewListQuery;
  list: Paged<Review> | null;
  failure: Failure | null;
}

/** Emitted when the list cannot be shown: the view goes to Error500 with the failure. */
export type ReviewListEmitted = { type: 'reviews.leave'; failure: Failure };

export type ReviewListEvent = { type: 'query.change'; query: ReviewListQuery } | { type: 'error.confirm' };

/** Reviews per page (the contract's default list limit). */
export const REVIEW_PAGE_SIZE = 10;

const EMPTY: Paged<Review> = { count: 0, page: 1, pages: 0, limit: REVIEW_PAGE_SIZE, data: [] };

export const reviewListMachine = setup({
  types: {
    context: {} as ReviewListContext,
    events: {} as ReviewListEvent,
    input: {} as { query: ReviewListQuery },
    tags: {} as 'busy',
    emitted: {} as ReviewListEmitted,
  },
  actors: {
    loadReviews: notProvided<Paged<Review>, ReviewListQuery>('reviewList.loadReviews'),
  },
  guards: {
    hasNoRows: ({ context }) => (context.list?.data.length ?? 0) === 0,
    isNotFound: (_, params: { error: unknown }) => {
      const f = toFailure(params.error);
      return f.kind === 'server' && f.code === 404;
    },
  },
}).createMachine({
  id: 'reviewList',
  description: "ReviewMenu: one page of the member's course or product reviews for the query in the URL.",
  context: ({ input }) => ({ query: input.query, list: null, failure: null }),
  initial: 'loading',
  on: {
    'query.change': {
      target: '.loading',
      reenter: true,
      actions: assign({ query: ({ event }) => event.query }),
      description: 'The URL search changed (tab or page): load that page.',
    },
  },
  states: {
    loading: {
      tags: ['busy'],
      description: 'Fetching one page of reviews (skeleton cards).',
      invoke: {
        id: 'loadReviews',
        src: 'loadReviews',
        input: ({ context }) => context.query,
        onDone: {
          target: 'loaded',
          actions: assign({ list: ({ event }) => event.output, failure: null }),
          description: 'A page arrived.',
        },
        onError: [
          {
            guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
            target: 'loaded',
            actions: assign({ list: EMPTY, failure: null }),
            description: "404: no review, 'Data tidak ditemukan'.",
          },
          {
            target: 'failed',
            actions: assign({ list: null, failure: ({ event }) => toFailure(event.error) }),
            description: 'Review fetch failure: a dialog with the message.',
          },
        ],
      },
    },
    loaded: {
      description: 'A page is shown.',
      initial: 'deciding',
      states: {
        deciding: {
          description: 'Pick between the cards and the empty text.',
          always: [
            { guard: 'hasNoRows', target: 'empty', description: 'No review on this page.' },
            { target: 'showing', description: 'At least one review.' },
          ],
        },
        showing: { description: 'Review cards and pagination.' },
        empty: { description: "'Data tidak ditemukan'." },
      },
    },
    failed: {
      description: 'A dialog with the message; confirming it goes to Error500.',
      on: { 'error.confirm': { target: 'leaving', description: 'Confirmed: Error500 with the code and message.' } },
    },
    leaving: {
      type: 'final',
      description: 'Emits `reviews.leave`: the view goes to Error500 with `failure.code` and `failure.message`.',
      entry: emit(({ context }) => ({ type: 'reviews.leave' as const, failure: context.failure! })),
    },
  },
});

export type ReviewListLogic = typeof reviewListMachine;
