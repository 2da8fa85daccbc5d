/**
 * Model spec of machines/checkout-products.machine.ts: quantity controls (plus, minus, typed with the 500 ms
 * debounce) and the move to the wishlist (the wishlist-move child settled with each of its outputs).
 */
import type { AnyMachineSnapshot } from 'xstate';
import { checkoutProductsMachine, type CheckoutProductsContext } from '../../checkout-products.machine';
import { apiError, product } from '../fixtures';
import type { ModelSpec } from '../model';

export const checkoutProductsSpec: ModelSpec = {
  name: 'products',
  machine: checkoutProductsMachine,
  input: { ecom: [product(3, { quantity: 1, stock: 2 }), product(4, { quantity: 1, stock: 1 })] },
  userEvents: [
    { type: 'quantity.increment', id: 3 },
    { type: 'quantity.decrement', id: 3 },
    { type: 'quantity.increment', id: 4 },
    { type: 'quantity.type', id: 3, value: '' },
    { type: 'quantity.type', id: 3, value: '2' },
    { type: 'quantity.type', id: 99, value: '2' },
    { type: 'product.moveToWishlist', id: 4 },
  ],
  outputs: {
    wishlistMove: [
      { moved: true, alreadyThere: false, message: 'Item ditambahkan ke dalam wishlist' },
      { moved: true, alreadyThere: true, message: 'Item sudah ada di wishlist' },
      { moved: false, failedAt: 'add', message: 'Gagal' },
    ],
  },
  errors: { wishlistMove: [apiError(0, 'wishlist-move crashed')] },
  abstract: (s: AnyMachineSnapshot) => {
    const c = s.context as CheckoutProductsContext;
    return [c.ecom.map((p) => [p.id, p.quantity]), c.moving];
  },
  project: (s: AnyMachineSnapshot) => s.context,
  invariant: (s: AnyMachineSnapshot) => {
    const c = s.context as CheckoutProductsContext;
    if (c.ecom.some((p) => p.quantity < 0 || p.quantity > p.stock)) return 'quantities stay within 0..stock';
    if (s.hasTag('busy') !== (c.moving !== null)) return 'busy exactly while a product moves';
    return null;
  },
  promiseActors: ['wishlistMove'],
};
