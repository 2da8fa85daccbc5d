/**
 * The wishlist route's query (portal §2 "Wishlist": tabs by type=course|store, q, page): bad values fall back to
 * the defaults (course, '', 1) instead of failing the page.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { WishlistSearch } from './_member.wishlist';

describe('/wishlist search', () => {
  it('reads type, q and page', () => {
    expect(v.parse(WishlistSearch, { type: 'store', q: ' kurma ', page: '2' })).toEqual({ type: 'store', q: 'kurma', page: 2 });
  });
  it('defaults to the Kursus tab, no search, page 1', () => {
    expect(v.parse(WishlistSearch, {})).toEqual({ type: 'course', q: '', page: 1 });
  });
  it('an unknown type, a too long search and a bad page fall back', () => {
    expect(v.parse(WishlistSearch, { type: 'ecom', q: 'x'.repeat(101), page: '-1' })).toEqual({ type: 'course', q: '', page: 1 });
  });
});
