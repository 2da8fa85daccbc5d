/**
 * Model spec of machines/cart.machine.ts. The promo child is a silent stand-in: what it would ask of the cart
 * (`promo.chosen`, `promo.removed`) is offered as events; the wishlist-move and order-start children are settled
 * like requests with each of their outputs. The price child runs for real with a fake gateway that prices the
 * request it gets ({@link priceOf}), so the oracle can check that the total shown is the price of the selected
 * lines: a cart that sends the wrong lines, forgets to ask again, or keeps a stale total fails (a restored selection
 * included).
 */
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import type { CalculationInput } from '../../../src/api/cart';
import { cartMachine } from '../../cart.machine';
import type { CartContext } from '../../cart.types';
import { priceMachine } from '../../price.machine';
import { selectedLines } from '../../shared/cart-lines';
import { apiError, cartOf, course, FAKE_PROMO_DISCOUNT, member, networkError, priceOf, product, promo } from '../fixtures';
import type { ModelInvariant, ModelSpec } from '../model';
import { label } from './labels';

const ctx = (s: AnyMachineSnapshot) => s.context as CartContext;
const priceBusy = (s: AnyMachineSnapshot) => !!(s.children.price as { getSnapshot(): AnyMachineSnapshot } | undefined)?.getSnapshot().hasTag('calculating');
/**
 * Catalogue price of the selected lines as saved (a quantity typed or stepped but not saved yet is priced once it
 * is saved), by the fake price list of {@link priceOf}, less the promo when one is applied.
 */
function expectedTotal(c: CartContext): number {
  const saved = c.products.map((p) => ({ ...p, quantity: c.pending.find((q) => q.cartId === p.id)?.previous ?? p.quantity }));
  const sum = selectedLines({ ...c, products: saved }).reduce((n, l) => n + (l.type === 'ecom' ? 25_000 : 150_000) * l.quantity, 0);
  return c.promoCode ? sum - Math.min(FAKE_PROMO_DISCOUNT, sum) : sum;
}
/** The cart's own requests: an invoked actor of one of these ids is a request in flight. */
const REQUESTS = ['loadCart', 'updateQuantity', 'deleteItems', 'wishlistMove', 'orderStart'];

const cartInvariants: ModelInvariant[] = [
  { name: 'selected lines are in the cart', holds: (s) => ctx(s).selectedLms.every((id) => ctx(s).courses.some((x) => x.id === id)) && ctx(s).selectedEcom.every((id) => ctx(s).products.some((x) => x.id === id)) },
  { name: 'quantities stay within 0..stock', holds: (s) => ctx(s).products.every((p) => p.quantity >= 0 && p.quantity <= Math.max(p.stock, 1)) },
  { name: 'checkout is ready only with an invoice', tag: 'checkoutReady', holds: (s) => !!ctx(s).invoice },
  { name: 'signed out means no member', in: 'signedOut', holds: (s) => ctx(s).user === null },
  { name: 'busy ⇔ a request of the cart in flight', holds: (s) => s.hasTag('busy') === REQUESTS.some((id) => id in s.children) },
  { name: 'a typed quantity waits only with a pending save', in: { ready: { editing: 'quantityPending' } }, holds: (s) => ctx(s).pending.length > 0 },
  {
    name: 'once the price has answered, the total is the price of the selected lines as saved (less the applied promo)',
    in: 'ready',
    holds: (s) => priceBusy(s) || ctx(s).summary.total === expectedTotal(ctx(s)),
  },
];
const calculate = fromPromise(async ({ input }: { input: CalculationInput }) => priceOf(input));

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
    // The stored selection and promo after a reload (line 9 has left the cart since): the oracle's rules on selected
    // lines and on the total apply to what it restores.
    { type: 'selection.restore', selectedLms: [1, 9], selectedEcom: [3], promoCode: 'HEMAT50' },
    // What the price child would say when the gateway fails (the live child's own answers come by themselves).
    { type: 'price.failed', message: 'Pastikan internet anda stabil', network: true, promoRefused: false, trial: false },
    { type: 'price.failed', message: 'Promo tidak ditemukan atau tidak sesuai kursus yang dipilih', network: false, promoRefused: true, trial: false },
    { type: 'price.failed', message: 'Server error', network: false, promoRefused: false, trial: false },
  ],
  busyEvents: ['item.select'],
  allow: (s, e) => {
    const c = s.context as CartContext;
    // The delete error alert is modal: '(message)' must be dismissed (then the message) before anything else.
    if (c.pendingError !== null) return e.type === 'error.dismiss';
    // The promo child asks only for what the member can do in its modal.
    if (e.type === 'promo.chosen') return c.selectedLms.length + c.selectedEcom.length > 0;
    if (e.type === 'promo.removed') return c.promoCode !== '';
    // The price child refuses a promo only when one is applied.
    if (e.type === 'price.failed') return !(e as { promoRefused?: boolean }).promoRefused || c.promoCode !== '';
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
    orderStart: [
      { ok: true, facts: { invoice: 'INV-1', lms: [course(1)], ecom: [], promoCode: '', promoSelected: false, promoUsed: false, price: {}, summary: {} } },
      { ok: false, step: 'store', failure: apiError(0, 'Penyimpanan penuh'), invoice: 'INV-1' },
      { ok: false, step: 'order', failure: networkError(), invoice: null },
      { ok: false, step: 'order', failure: apiError(500), invoice: null },
    ],
    price: [],
  },
  errors: {
    loadCart: [apiError(500), networkError()],
    updateQuantity: [networkError()],
    deleteItems: [apiError(500)],
    wishlistMove: [apiError(0, 'wishlist-move crashed')],
    orderStart: [apiError(0, 'order-start crashed')],
    promo: [apiError(0, 'promo crashed')],
    price: [],
  },
  slices: [
    { name: 'cart' },
    {
      // The children stop or fail: no promo, zero totals (the total rule does not hold once the price is gone).
      name: 'children',
      userEvents: [{ type: 'item.select', itemType: 'lms', id: 1, selected: true }, { type: 'error.dismiss' }],
      outputs: { loadCart: [cartOf([course(1)], [])], price: [undefined], promo: [undefined] },
      errors: { price: [apiError(0, 'price crashed')], promo: [apiError(0, 'promo crashed')] },
      invariants: cartInvariants.filter((i) => !i.name.startsWith('once the price')),
    },
  ],
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
  // The summary comes from the live price child: the oracle checks it, the prediction does not see it.
  project: (s: AnyMachineSnapshot) => {
    const c = s.context as CartContext;
    return {
      products: c.products.map((p) => [p.id, p.quantity]),
      courses: c.courses.map((x) => x.id),
      sel: [c.selectedLms, c.selectedEcom],
      promoCode: c.promoCode,
      error: c.error,
      pendingError: c.pendingError,
      invoice: c.invoice,
    };
  },
  invariants: cartInvariants,
  label,
  promiseActors: ['loadCart', 'updateQuantity', 'deleteItems', 'wishlistMove', 'orderStart'],
  callbackActors: ['promo'],
  liveActors: { price: priceMachine.provide({ actors: { calculate } }) },
};
