/**
 * Model spec of machines/cart.machine.ts. The promo child is a silent stand-in: what it would ask of the cart
 * (`promo.chosen`, `promo.removed`) is offered as events; the wishlist-move child is settled like a request with
 * each of its outputs.
 */
import type { AnyMachineSnapshot } from 'xstate';
import { cartMachine } from '../../cart.machine';
import type { CartContext } from '../../cart.types';
import { apiError, calculation, cartOf, course, member, networkError, product, promo } from '../fixtures';
import type { ModelSpec } from '../model';
import { label } from './labels';

const qtyClass = (q: number, stock: number) => (q < 1 ? 0 : q === 1 ? 1 : q >= stock ? 3 : 2);

export const cartSpec: ModelSpec = {
  name: 'cart',
  machine: cartMachine,
  input: { user: member, warehouseId: 2 },
  userEvents: [
    { type: 'session.update', user: member, warehouseId: 2 },
    { type: 'session.update', user: null, warehouseId: null },
    { type: 'cart.reload' },
    { type: 'item.select', itemType: 'lms', id: 1, selected: true },
    { type: 'item.select', itemType: 'lms', id: 1, selected: false },
    { type: 'item.select', itemType: 'ecom', id: 3, selected: true },
    { type: 'items.selectType', itemType: 'ecom', selected: false },
    { type: 'items.selectType', itemType: 'lms', selected: true },
    { type: 'items.selectAll', selected: true },
    { type: 'items.selectAll', selected: false },
    { type: 'quantity.increment', id: 3 },
    { type: 'quantity.decrement', id: 3 },
    { type: 'quantity.type', id: 3, value: '' },
    { type: 'quantity.type', id: 3, value: '2' },
    { type: 'quantity.type', id: 4, value: '1' },
    { type: 'items.delete', ids: [1] },
    { type: 'items.delete', ids: [] },
    { type: 'item.moveToWishlist', itemType: 'lms', id: 1 },
    { type: 'promo.open' },
    { type: 'promo.chosen', promo: promo('HEMAT50') },
    { type: 'promo.removed' },
    { type: 'checkout.start', idempotencyKey: 'key-1' },
    { type: 'error.dismiss' },
    { type: 'selection.restore', selectedLms: [1, 9], selectedEcom: [3], promoCode: 'HEMAT50' },
  ],
  busyEvents: ['item.select'],
  allow: (s, e) => {
    const c = s.context as CartContext;
    // The delete error alert is modal: '(message)' must be dismissed (then the message) before anything else.
    if (c.pendingError !== null) return e.type === 'error.dismiss';
    // The promo child asks only for what the member can do in its modal.
    if (e.type === 'promo.chosen') return c.selectedLms.length + c.selectedEcom.length > 0;
    if (e.type === 'promo.removed') return c.promoCode !== '';
    return true;
  },
  outputs: {
    loadCart: [cartOf([course(1)], [product(3, { quantity: 2, stock: 2 }), product(4, { quantity: 1, stock: 1 })])],
    updateQuantity: [undefined],
    deleteItems: [undefined],
    wishlistMove: [
      { moved: true, alreadyThere: false, message: 'Item ditambahkan ke dalam wishlist' },
      { moved: true, alreadyThere: true, message: 'Item sudah ada di wishlist' },
      { moved: false, failedAt: 'add', message: 'server 500' },
      { moved: false, failedAt: 'remove', message: 'Pastikan internet anda stabil' },
    ],
    calculate: [calculation(150_000)],
    createOrder: [{ invoice: 'INV-1' }],
    storeCheckout: [undefined],
  },
  errors: {
    loadCart: [apiError(500), networkError()],
    updateQuantity: [networkError()],
    deleteItems: [apiError(500)],
    wishlistMove: [apiError(0, 'wishlist-move crashed')],
    calculate: [apiError(433), networkError()],
    createOrder: [networkError()],
    storeCheckout: [apiError(0, 'Penyimpanan penuh')],
    promo: [apiError(0, 'promo crashed')],
  },
  abstract: (s: AnyMachineSnapshot) => {
    const c = s.context as CartContext;
    return {
      u: c.user !== null,
      lines: [c.courses.length, c.products.map((p) => (p.id === 3 ? qtyClass(p.quantity, p.stock) : p.id))],
      sel: [c.selectedLms.length > 0, c.selectedEcom.length],
      pend: Math.min(c.pending.length, 2),
      key: c.idempotencyKey !== null,
      promo: c.promoCode !== '',
      moving: c.moving?.id ?? null,
      pendingError: c.pendingError !== null,
      deleting: c.deletingIds,
    };
  },
  project: (s: AnyMachineSnapshot) => {
    const c = s.context as CartContext;
    return {
      products: c.products.map((p) => [p.id, p.quantity]),
      courses: c.courses.map((x) => x.id),
      sel: [c.selectedLms, c.selectedEcom],
      summary: c.summary.total,
      promoCode: c.promoCode,
      error: c.error,
      pendingError: c.pendingError,
      invoice: c.invoice,
    };
  },
  invariant: (s: AnyMachineSnapshot) => {
    const c = s.context as CartContext;
    if (c.selectedLms.some((id) => !c.courses.some((x) => x.id === id))) return 'selected courses are in the cart';
    if (c.selectedEcom.some((id) => !c.products.some((x) => x.id === id))) return 'selected products are in the cart';
    if (c.products.some((p) => p.quantity < 0 || p.quantity > Math.max(p.stock, 1))) return 'quantities stay within 0..stock';
    if (s.hasTag('checkoutReady') && !c.invoice) return 'checkout is ready only with an invoice';
    if (c.selectedLms.length + c.selectedEcom.length === 0 && s.matches({ ready: { totals: 'idle' } } as never) && c.summary.total !== 0) {
      return 'nothing selected means a zero total';
    }
    return null;
  },
  label,
  promiseActors: ['loadCart', 'updateQuantity', 'deleteItems', 'wishlistMove', 'calculate', 'createOrder', 'storeCheckout'],
  callbackActors: ['promo'],
};
