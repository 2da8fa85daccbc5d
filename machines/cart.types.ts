/**
 * The public shape of machines/cart.machine.ts: its input, context, events, emitted events and the inputs and
 * outputs of the actors the app provides (src/features/cart/cart.actors.ts), plus the pure reading of its context
 * that views and the hand-over to checkout use. Kept apart so the machine file is the statechart alone.
 */
import type { CartCourse, CartLine, CartProduct } from '../src/api/cart';
import type { CheckoutPrice } from '../src/lib/checkout-storage';
import { selectedLines, type CartItemType, type PendingQuantity } from './shared/cart-lines';
import type { Member } from './shared/member';
import { checkoutPriceFromSummary, type PriceSummary } from './shared/price';

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
   * src/lib/checkout-storage.ts) come back after a reload, once the lines are loaded (handled in `ready`). Kept only
   * for lines the cart holds (cart line ids); a
   * promo that no longer fits is dropped by the next calculation like any other (issue 18 point 5, decision 054).
   */
  | { type: 'selection.restore'; selectedLms: number[]; selectedEcom: number[]; promoCode: string };

/** Internal: recompute the totals. */
export type CartInternalEvent = { type: 'totals.refresh' };

export type CheckoutReadyEvent = { type: 'checkout.ready' } & CheckoutReadyFacts;
export type WishlistMovedEvent = { type: 'wishlist.moved'; alreadyThere: boolean; message: string };
export type CartEmitted = CheckoutReadyEvent | WishlistMovedEvent;

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

/** The order request as text: same lines, promo and warehouse means the same order (decision 005). */
export const orderRequest = (ctx: CartContext) => JSON.stringify([selectedLines(ctx), ctx.promoCode, ctx.warehouseId]);

/** Facts for the checkout state; only meaningful once `invoice` is set. */
export function checkoutFacts(ctx: CartContext): CheckoutReadyFacts {
  return {
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
