/**
 * View model of the cart page: selectors over the long-lived cart actor (machines/cart.machine.ts) and intents
 * that wrap `send`. Guards stay in the machine: buttons ask `snapshot.can(...)` and tags.
 */
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { cartMachine } from '../../../machines/cart.machine';
import { selectionOf, type CartItemType, type CheckoutReadyEvent, type WishlistMovedEvent } from '../../../machines/cart.types';
import { quantityStepsOf, sameSteps } from '../../flows/cart/quantity-steps';
import { useEmitted } from '../../flows/use-emitted';
import { usePromo } from '../../flows/promo/use-promo';
import type { CartSummaryValues } from './cart-view';

export type CartRef = ActorRefFrom<typeof cartMachine>;
type CartSnapshot = SnapshotFrom<typeof cartMachine>;

/** Page status from tags and context: loading skeleton, empty view or the lists. */
export function cartStatus(s: CartSnapshot): 'signedOut' | 'loading' | 'empty' | 'ready' {
  if (s.hasTag('signInRequired')) return 'signedOut';
  if (s.hasTag('loading') || s.matches('checkingSession')) return 'loading';
  return s.context.courses.length + s.context.products.length === 0 ? 'empty' : 'ready';
}

/** 'Ringkasan Belanja' amounts from the machine's price summary. */
export function cartSummary(s: CartSnapshot): CartSummaryValues {
  const p = s.context.summary;
  return {
    courseSubtotal: p.lms_before_discount,
    productSubtotal: p.ecom_before_discount,
    courseDiscount: p.lms_discount,
    productDiscount: p.ecom_discount,
    promoDiscount: p.promo_discount,
    total: p.total,
  };
}

const sameSummary = (a: CartSummaryValues, b: CartSummaryValues) =>
  a.courseSubtotal === b.courseSubtotal &&
  a.productSubtotal === b.productSubtotal &&
  a.courseDiscount === b.courseDiscount &&
  a.productDiscount === b.productDiscount &&
  a.promoDiscount === b.promoDiscount &&
  a.total === b.total;

/**
 * @param cart the app's cart actor.
 * @param newKey makes the idempotency key of one 'Beli Sekarang' (default `crypto.randomUUID()`); the machine
 *   never generates ids.
 */
export function useCart(cart: CartRef, newKey: () => string = () => crypto.randomUUID()) {
  const status = useSelector(cart, cartStatus);
  const courses = useSelector(cart, (s) => s.context.courses);
  const products = useSelector(cart, (s) => s.context.products);
  const selectedLms = useSelector(cart, (s) => s.context.selectedLms);
  const selectedEcom = useSelector(cart, (s) => s.context.selectedEcom);
  const summary = useSelector(cart, cartSummary, sameSummary);
  const promoCode = useSelector(cart, (s) => s.context.promoCode);
  const promo = usePromo(useSelector(cart, (s) => s.children.promo));
  const error = useSelector(cart, (s) => s.context.error);
  const busy = useSelector(cart, (s) => s.hasTag('busy') || s.hasTag('checkoutReady'));
  const calculating = useSelector(useSelector(cart, (s) => s.children.price), (s) => !!s?.hasTag('calculating'));
  const canCheckout = useSelector(cart, (s) => s.can({ type: 'checkout.start', idempotencyKey: 'probe' }));
  const steps = useSelector(cart, (s) => quantityStepsOf(s, s.context.products.map((p) => p.id)), sameSteps);
  const allSelected = useSelector(cart, (s) => selectionOf(s.context), (a, b) => a.all === b.all && a.lms === b.lms && a.ecom === b.ecom);

  const quantities = useMemo(() => Object.fromEntries(products.map((p) => [p.id, p.quantity])), [products]);
  const send = cart.send;

  return {
    status,
    courses,
    products,
    selected: { lms: selectedLms, ecom: selectedEcom },
    quantities,
    steps,
    allSelected,
    summary,
    /** The promo modal (machines/promo.machine.ts, the cart's `promo` child). */
    promo,
    /** 'n promo dipakai' (commerce §4). */
    promoCount: promoCode ? 1 : 0,
    error,
    busy,
    calculating,
    canCheckout,
    reload: () => send({ type: 'cart.reload' }),
    toggleAll: (selected: boolean) => send({ type: 'items.selectAll', selected }),
    toggleType: (itemType: CartItemType, selected: boolean) => send({ type: 'items.selectType', itemType, selected }),
    toggleItem: (itemType: CartItemType, id: number, selected: boolean) => send({ type: 'item.select', itemType, id, selected }),
    remove: (_type: CartItemType, id: number) => send({ type: 'items.delete', ids: [id] }),
    moveToWishlist: (itemType: CartItemType, id: number) => send({ type: 'item.moveToWishlist', itemType, id }),
    increment: (id: number) => send({ type: 'quantity.increment', id }),
    decrement: (id: number) => send({ type: 'quantity.decrement', id }),
    typeQuantity: (id: number, value: string) => send({ type: 'quantity.type', id, value }),
    openPromo: () => send({ type: 'promo.open' }),
    checkout: () => send({ type: 'checkout.start', idempotencyKey: newKey() }),
    dismissError: () => send({ type: 'error.dismiss' }),
  };
}

/** Run `handler` whenever the cart machine emits `checkout.ready` (the order exists and the checkout is stored). */
export function useCheckoutReady(cart: CartRef, handler: (facts: CheckoutReadyEvent) => void) {
  useEmitted(cart, 'checkout.ready', handler);
}

/** Run `onSignIn` when the cart machine emits `signIn.required` (the member signed out on the cart page). */
export function useSignInRequired(cart: CartRef, onSignIn: () => void) {
  useEmitted(cart, 'signIn.required', onSignIn);
}

/**
 * Call `onMoved(message)` when a line moved to the wishlist has left the cart: the machine's notice,
 * 'Item ditambahkan ke dalam wishlist', or 'Item sudah ada di wishlist' when the wishlist already had it (403).
 */
export function useWishlistMoved(cart: CartRef, onMoved: (message: string, event: WishlistMovedEvent) => void) {
  useEmitted(cart, 'wishlist.moved', (e) => onMoved(e.message, e));
}
