/**
 * Route rules of commerce spec §2: the cart page has a query page; TransactionDetailMenu without an invoice goes
 * to the list; the order-completed path without an invoice goes to /.
 */
import { isRedirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { Route as DetailOrdersIndex } from './_member.detail-orders.index';
import { Route as OrderCompletedIndex } from './_member.order-completed.index';
import { CartSearch } from './_member.shopping-cart.index';

function redirectOf(run: () => unknown) {
  try {
    run();
  } catch (e) {
    if (isRedirect(e)) return e.options;
    throw e;
  }
  throw new Error('no redirect');
}

describe('commerce §2 routes', () => {
  it('/detail-orders without an invoice redirects to the transaction list', () => {
    const beforeLoad = DetailOrdersIndex.options.beforeLoad as unknown as () => void;
    expect(redirectOf(beforeLoad)).toMatchObject({ to: '/orders', replace: true });
  });
  it('/order-completed without an invoice redirects to /', () => {
    const beforeLoad = OrderCompletedIndex.options.beforeLoad as unknown as () => void;
    expect(redirectOf(beforeLoad)).toMatchObject({ to: '/', replace: true });
  });
  it('the cart keeps a page query, default 1, bad values fall back to 1', () => {
    expect(v.parse(CartSearch, { page: '3' })).toEqual({ page: 3 });
    expect(v.parse(CartSearch, {})).toEqual({ page: 1 });
    expect(v.parse(CartSearch, { page: 'x' })).toEqual({ page: 1 });
    expect(v.parse(CartSearch, { page: 0 })).toEqual({ page: 1 });
  });
});
