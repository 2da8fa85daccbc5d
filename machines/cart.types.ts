/**
 * The public shape of machines/cart.machine.ts: its input, context, events, emitted events and the inputs and
 * outputs of the actors the app provides (src/features/cart/cart.actors.ts), plus the pure reading of its context
 * that views and the hand-over to checkout use. Kept apart so the machine file is the statechart alone.
 */
import type { CalculationInput, Cart, CartCourse, CartLine, CartProduct } from '../src/api/cart';
import type { CheckoutPrice } from '../src/lib/checkout-storage';
import { isAllSelected, isTypeSelected, selectedLines, type CartItemType, type PendingQuantity } from './shared/cart-lines';
import { priceTierOf, type Member } from './shared/member';
import { checkoutPriceFromSummary, EMPTY_SUMMARY, type PriceSummary } from './shared/price';
import type { Failure } from './shared/failure';
import type { WishlistMoveInput } from './wishlist-move.machine';

export type { CartItemType, PendingQuantity };

export interface CartInput {
  user: Member | null;
  /** The member's current warehouse (product prices and stock depend on it); null when none is chosen. */
  warehouseId: number | null;
}

export interface CartContext {
  user: Member | null;
  warehouseId: number | null;
  courses: CartCourse[];
  products: CartProduct[];
  /** Selected course cart line ids (`CartCourse.id`). */
  selectedLms: number[];
  /** Selected product cart line ids (`CartProduct.id`). */
  selectedEcom: number[];
  pending: PendingQuantity[];
  summary: PriceSummary;
  /** The applied promo code ('' for none): sent with the calculation and the order. */
  promoCode: string;
  error: string | null;
  /** Cart line ids being deleted. */
  deletingIds: number[];
  /** The line being moved to the wishlist (the wishlist-move child does it). */
  moving: { itemType: CartItemType; id: number } | null;
  /** A cart delete error shows '(message)' first, then this message (commerce §8 "Cart calculation"). */
  pendingError: string | null;
  idempotencyKey: string | null;
  /** An order attempt that failed on the network: the same request again reuses its key (decision 005). */
  lastAttempt: { key: string; request: string } | null;
  invoice: string | null;
}

/** What the view stores as the checkout state before navigating to Checkout. */
export interface CheckoutReadyFacts {
  /** The member (user id) the checkout is stored for: only they read it back (decision 105). */
  userId: number;
  invoice: string;
  lms: CartCourse[];
  ecom: CartProduct[];
  promoCode: string;
  promoSelected: boolean;
  promoUsed: boolean;
  price: CheckoutPrice;
  summary: PriceSummary;
}

/** What the page and the session send the cart. */
export type CartEvent =
  | { type: 'session.update'; user: Member | null; warehouseId: number | null }
  | { type: 'cart.reload' }
  | { type: 'item.select'; itemType: CartItemType; id: number; selected: boolean }
  | { type: 'items.selectType'; itemType: CartItemType; selected: boolean }
  | { type: 'items.selectAll'; selected: boolean }
  | { type: 'quantity.increment'; id: number }
  | { type: 'quantity.decrement'; id: number }
  /** Typed quantity text, clamped by commerce §5, saved 500 ms after the last keystroke. */
  | { type: 'quantity.type'; id: number; value: string }
  | { type: 'items.delete'; ids: number[] }
  | { type: 'item.moveToWishlist'; itemType: CartItemType; id: number }
  /** 'Gunakan Kode Promo': open the promo modal (the modal's own events go to the `promo` child). */
  | { type: 'promo.open' }
  /** 'Beli Sekarang'. The key makes the order request idempotent (one order per click, even on retry). */
  | { type: 'checkout.start'; idempotencyKey: string }
  | { type: 'error.dismiss' }
  /**
   * The member's stored selection and applied promo (the last visit within a day, encrypted on the client,
   * src/lib/checkout-storage.ts) come back after a reload, once the lines are loaded (taken in `ready.editing.idle` by an untouched cart). Kept only
   * for lines the cart holds (cart line ids); a
   * promo that no longer fits is dropped by the next calculation like any other (issue 18 point 5, decision 054).
   */
  | { type: 'selection.restore'; selectedLms: number[]; selectedEcom: number[]; promoCode: string };

export type CheckoutReadyEvent = { type: 'checkout.ready' } & CheckoutReadyFacts;
export type WishlistMovedEvent = { type: 'wishlist.moved'; alreadyThere: boolean; message: string };
/** A guest (or a member who signed out) is on the cart: the view sends them to the sign-in site. */
export type SignInRequiredEvent = { type: 'signIn.required' };
export type CartEmitted = CheckoutReadyEvent | WishlistMovedEvent | SignInRequiredEvent;

/** Actor inputs and outputs (the app provides real ones: src/features/cart/cart.actors.ts). */
export interface LoadCartInput {
  user: Member;
  warehouseId: number | null;
}
export interface UpdateQuantityInput {
  cartId: number;
  type: 'ecom';
  itemId: number;
  quantity: number;
}
export interface DeleteItemsInput {
  cartIds: number[];
}
export interface CreateOrderInput {
  user: Member;
  warehouseId: number | null;
  lines: CartLine[];
  promoCode: string;
  idempotencyKey: string;
}
export interface CreateOrderOutput {
  invoice: string;
}

/** The select-all and per-type checkboxes of the cart page (commerce §2 "Cart": select all, per type). */
export const selectionOf = (ctx: CartContext) => ({ all: isAllSelected(ctx), lms: isTypeSelected(ctx, 'lms'), ecom: isTypeSelected(ctx, 'ecom') });

/** The context of a new cart for the member and warehouse: nothing loaded, selected or pending yet. */
export function initialCartContext(input: CartInput): CartContext {
  return {
    user: input.user,
    warehouseId: input.warehouseId,
    courses: [],
    products: [],
    selectedLms: [],
    selectedEcom: [],
    pending: [],
    summary: EMPTY_SUMMARY,
    promoCode: '',
    error: null,
    deletingIds: [],
    moving: null,
    pendingError: null,
    idempotencyKey: null,
    lastAttempt: null,
    invoice: null,
  };
}

/** The first pending quantity as the save request (quantities are saved one line at a time). */
export function firstPendingSave(ctx: CartContext): UpdateQuantityInput {
  const q = ctx.pending[0]!;
  return { cartId: q.cartId, type: 'ecom', itemId: q.itemId, quantity: q.quantity };
}

/** The line being moved, for the wishlist-move child. */
export function wishlistMoveInputOf(ctx: CartContext): WishlistMoveInput {
  const m = ctx.moving!;
  return m.itemType === 'lms'
    ? { itemType: 'lms', item: ctx.courses.find((c) => c.id === m.id)! }
    : { itemType: 'ecom', item: ctx.products.find((p) => p.id === m.id)! };
}

/** The order request of 'Beli Sekarang': the selected lines, the applied promo and the attempt's key. */
export function createOrderInputOf(ctx: CartContext): CreateOrderInput {
  return { user: ctx.user!, warehouseId: ctx.warehouseId, lines: selectedLines(ctx), promoCode: ctx.promoCode, idempotencyKey: ctx.idempotencyKey! };
}

/** The idempotency key of an attempt: a network-failed attempt's key for the same request, else `key`. */
export const attemptKey = (ctx: CartContext, key: string) =>
  ctx.lastAttempt && ctx.lastAttempt.request === orderRequest(ctx) ? ctx.lastAttempt.key : key;

/**
 * After a failed order: no key, the message, and the promo dropped; a network failure remembers the attempt so the
 * same request again reuses its key (decision 005).
 */
export function afterOrderFailure(ctx: CartContext, failure: Failure): Pick<CartContext, 'lastAttempt' | 'idempotencyKey' | 'error' | 'promoCode'> {
  return {
    lastAttempt: failure.kind === 'network' ? { key: ctx.idempotencyKey!, request: orderRequest(ctx) } : null,
    idempotencyKey: null,
    error: failure.message,
    promoCode: '',
  };
}

/** The price request of the selected lines with the applied promo; null with nothing selected (all zero). */
export function priceRequestOf(ctx: CartContext): CalculationInput | null {
  const cart = selectedLines(ctx);
  if (cart.length === 0 || !ctx.user) return null;
  return {
    user_id: ctx.user.id,
    price_type: ctx.user.type,
    price_tier: priceTierOf(ctx.user.tier),
    warehouse_id: ctx.warehouseId,
    cart,
    promo_code: ctx.promoCode,
  };
}

/** The cart as loaded: its lines, the selection kept for lines still there, nothing pending, no error. */
export function loadedCart(ctx: CartContext, cart: Cart): Pick<CartContext, 'courses' | 'products' | 'selectedLms' | 'selectedEcom' | 'pending' | 'error'> {
  const courses = cart.data.lms_cart;
  const products = cart.data.ecom_cart;
  return {
    courses,
    products,
    selectedLms: ctx.selectedLms.filter((id) => courses.some((c) => c.id === id)),
    selectedEcom: ctx.selectedEcom.filter((id) => products.some((p) => p.id === id)),
    pending: [],
    error: null,
  };
}

/** A cart that could not be read (not a network failure): empty, nothing selected or pending, the message (commerce §4 Cart). */
export function emptiedCart(message: string): Pick<CartContext, 'courses' | 'products' | 'selectedLms' | 'selectedEcom' | 'pending' | 'error'> {
  return { courses: [], products: [], selectedLms: [], selectedEcom: [], pending: [], error: message };
}

/** The quantities put back as they were before an unsaved change (the save failed). */
export const quantitiesRestored = (ctx: CartContext): CartProduct[] =>
  ctx.products.map((p) => {
    const q = ctx.pending.find((x) => x.cartId === p.id);
    return q ? { ...p, quantity: q.previous } : p;
  });

/** The order request as text: same lines, promo and warehouse means the same order (decision 005). */
export const orderRequest = (ctx: CartContext) => JSON.stringify([selectedLines(ctx), ctx.promoCode, ctx.warehouseId]);

/** Facts for the checkout state; only meaningful once `invoice` is set. */
export function checkoutFacts(ctx: CartContext): CheckoutReadyFacts {
  return {
    // An order needs a loaded cart, which has its member: 0 (no member) never reaches the store.
    userId: ctx.user?.id ?? 0,
    invoice: ctx.invoice ?? '',
    lms: ctx.courses.filter((c) => ctx.selectedLms.includes(c.id)),
    ecom: ctx.products.filter((p) => ctx.selectedEcom.includes(p.id)),
    promoCode: ctx.promoCode,
    promoSelected: ctx.promoCode !== '',
    promoUsed: ctx.promoCode !== '',
    price: checkoutPriceFromSummary(ctx.summary),
    summary: ctx.summary,
  };
}

/** The selection and promo a `selection.restore` brings back: only lines the cart holds (cart line ids). */
export function restoredSelection(ctx: CartContext, event: { selectedLms: number[]; selectedEcom: number[]; promoCode: string }) {
  return {
    selectedLms: event.selectedLms.filter((id) => ctx.courses.some((c) => c.id === id)),
    selectedEcom: event.selectedEcom.filter((id) => ctx.products.some((p) => p.id === id)),
    promoCode: event.promoCode,
  };
}
