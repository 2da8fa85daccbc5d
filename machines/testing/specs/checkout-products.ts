/**
 * Model spec of machines/checkout-products.machine.ts: quantity controls (plus, minus, typed with the 500 ms
 * debounce) and the move to the wishlist (the wishlist-move child settled with each of its outputs).
 */
import type { AnyMachineSnapshot } from 'xstate';
import { checkoutProductsMachine, type CheckoutProductsContext } from '../../checkout-products.machine';
import { apiError, product } from '../fixtures';
import type { ModelInvariant, ModelSpec } from '../model';

const cp = (s: AnyMachineSnapshot) => s.context as CheckoutProductsContext;
const INVARIANTS: ModelInvariant[] = [
  { name: 'quantities stay within 0..stock', holds: (s) => cp(s).ecom.every((p) => p.quantity >= 0 && p.quantity <= p.stock) },
  { name: 'busy ⇔ a product moves to the wishlist', holds: (s) => s.hasTag('busy') === (cp(s).moving !== null) && s.hasTag('busy') === 'wishlistMove' in s.children },
  { name: 'the product being moved is on the page', tag: 'busy', holds: (s) => cp(s).ecom.some((p) => p.id === cp(s).moving) },
  {
    name: 'the checkout waits exactly while a typed quantity or a move is under way',
    holds: (s, sent) => sent.reduce((n, e) => n + (e.type === 'work.started' ? 1 : e.type === 'work.ended' ? -1 : 0), 0) === (s.matches('idle') ? 0 : 1),
  },
];

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
  invariants: INVARIANTS,
  promiseActors: ['wishlistMove'],
};
