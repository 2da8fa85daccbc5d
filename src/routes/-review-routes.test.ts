/**
 * Review routes (commerce spec §2 "Reviews"; decisions 033–034): URL readings of ReviewAddMenu, the edit page and
 * ReviewMenu.
 */
import { isRedirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ReviewAddSearch, reviewTypeOrNotFound } from './-review-params';
import { Route as ReviewEdit } from './_member.review-edit.$rating_type.$rating_id';
import { ReviewMenuSearch } from './_member.review-menu';

function redirectOf(run: () => unknown) {
  try {
    run();
  } catch (e) {
    if (isRedirect(e)) return e.options;
    throw e;
  }
  throw new Error('no redirect');
}

describe('review routes', () => {
  it('rating_type is lms or ecom; anything else is Error404', () => {
    expect(reviewTypeOrNotFound('lms')).toBe('lms');
    expect(reviewTypeOrNotFound('ecom')).toBe('ecom');
    expect(redirectOf(() => reviewTypeOrNotFound('course'))).toMatchObject({ to: '/404', replace: true });
  });

  it('ReviewAddMenu reads order_id as a positive integer, else none', () => {
    expect(v.parse(ReviewAddSearch, { order_id: '12' })).toEqual({ order_id: 12 });
    expect(v.parse(ReviewAddSearch, { order_id: 12 })).toEqual({ order_id: 12 });
    expect(v.parse(ReviewAddSearch, {})).toEqual({ order_id: undefined });
    expect(v.parse(ReviewAddSearch, { order_id: 'x' })).toEqual({ order_id: undefined });
    expect(v.parse(ReviewAddSearch, { order_id: 0 })).toEqual({ order_id: undefined });
  });

  it('the edit page needs a known type and a positive integer id, else Error404', () => {
    const beforeLoad = ReviewEdit.options.beforeLoad as unknown as (o: { params: { rating_type: string; rating_id: string } }) => unknown;
    expect(beforeLoad({ params: { rating_type: 'ecom', rating_id: '31' } })).toEqual({ ratingType: 'ecom', ratingId: 31 });
    expect(redirectOf(() => beforeLoad({ params: { rating_type: 'lms', rating_id: '0' } }))).toMatchObject({ to: '/404' });
    expect(redirectOf(() => beforeLoad({ params: { rating_type: 'lms', rating_id: 'abc' } }))).toMatchObject({ to: '/404' });
    expect(redirectOf(() => beforeLoad({ params: { rating_type: 'x', rating_id: '3' } }))).toMatchObject({ to: '/404' });
  });

  it("ReviewMenu: type course (default) or product; 'store' reads as product; page falls back to 1", () => {
    expect(v.parse(ReviewMenuSearch, {})).toEqual({ type: 'course', page: 1 });
    expect(v.parse(ReviewMenuSearch, { type: 'store', page: '2' })).toEqual({ type: 'product', page: 2 });
    expect(v.parse(ReviewMenuSearch, { type: 'product' })).toEqual({ type: 'product', page: 1 });
    expect(v.parse(ReviewMenuSearch, { type: 'lain', page: -1 })).toEqual({ type: 'course', page: 1 });
  });
});
