/**
 * The products on the checkout page (commerce spec §2 Checkout "product list with quantity controls and a
 * move-to-wishlist link", §4 "Quantity changes re-fetch methods and couriers (typed input debounced 500 ms)", §5
 * "Cart quantity", §9 "Quantity input debounce 500 ms"). A child of machines/checkout.machine.ts (invoke id
 * `products`).
 *
 * `idle` | `pending` (a typed quantity waits `quantityDebounce` 500 ms; plus and minus apply at once) | `moving`
 * (tag `busy`: the wishlist-move child adds the product to the wishlist, then deletes it from the cart).
 *
 * What it tells the checkout: `work.started` / `work.ended { by: 'products' }` around a typed quantity's debounce
 * and a move (the checkout waits with the payment meanwhile), `products.changed { ecom }` when quantities are
 * applied or a product left (delivery, price, the stored checkout and the server cart follow), and
 * `failure.reported` for a move that failed. Emitted for the page's notice: `wishlist.moved { alreadyThere,
 * message }` ('Item ditambahkan ke dalam wishlist' or 'Item sudah ada di wishlist').
 *
 * Context the view reads: `ecom` (the quantities shown, typed ones included).
 */
import { assign, emit, sendParent, setup } from 'xstate';
import type { CartProduct } from '../src/api/cart';
import { toFailure } from './shared/failure';
import { clampTypedQuantity, decrementQuantity, incrementQuantity } from './shared/quantity';
import type { WorkReport } from './shared/work';
import { wishlistMoveMachine, type WishlistMoveOutput } from './wishlist-move.machine';

export interface CheckoutProductsInput {
  ecom: CartProduct[];
}

export interface CheckoutProductsContext {
  ecom: CartProduct[];
  /** The product (cart line id) being moved to the wishlist. */
  moving: number | null;
}

/** What the member does to the products. */
export type CheckoutProductsEvent =
  | { type: 'quantity.increment'; id: number }
  | { type: 'quantity.decrement'; id: number }
  | { type: 'quantity.type'; id: number; value: string }
  | { type: 'product.moveToWishlist'; id: number };

/** What the products tell the checkout. */
export type CheckoutProductsReport = { type: 'products.changed'; ecom: CartProduct[] } | { type: 'failure.reported'; message: string } | WorkReport;

export type CheckoutProductsEmitted = { type: 'wishlist.moved'; alreadyThere: boolean; message: string };

const find = (ctx: CheckoutProductsContext, id: number) => ctx.ecom.find((p) => p.id === id);
const withQuantity = (ctx: CheckoutProductsContext, id: number, next: (p: CartProduct) => number) =>
  ctx.ecom.map((p) => (p.id === id ? { ...p, quantity: next(p) } : p));

export const checkoutProductsMachine = setup({
  types: {
    context: {} as CheckoutProductsContext,
    events: {} as CheckoutProductsEvent,
    input: {} as CheckoutProductsInput,
    emitted: {} as CheckoutProductsEmitted,
    tags: {} as 'busy',
  },
  actors: {
    wishlistMove: wishlistMoveMachine,
  },
  delays: {
    /** Typed quantity debounce, ms (commerce §9). */
    quantityDebounce: 500,
  },
  guards: {
    isProduct: ({ context }, params: { id: number }) => find(context, params.id) !== undefined,
    canIncrement: ({ context }, params: { id: number }) => {
      const p = find(context, params.id);
      return !!p && incrementQuantity(p.quantity, p.stock) !== p.quantity;
    },
    canDecrement: ({ context }, params: { id: number }) => {
      const p = find(context, params.id);
      return !!p && decrementQuantity(p.quantity) !== p.quantity;
    },
    isMoved: (_, params: { output: WishlistMoveOutput }) => params.output.moved,
  },
  actions: {
    /** Plus: one more, stopping at the stock (commerce §5). */
    increment: assign({ ecom: ({ context }, params: { id: number }) => withQuantity(context, params.id, (p) => incrementQuantity(p.quantity, p.stock)) }),
    /** Minus: one less, stopping at 1. */
    decrement: assign({ ecom: ({ context }, params: { id: number }) => withQuantity(context, params.id, (p) => decrementQuantity(p.quantity)) }),
    /** Typed: non-numeric → stock, empty → 0, below 1 → 1, above stock → stock. */
    type: assign({ ecom: ({ context }, params: { id: number; value: string }) => withQuantity(context, params.id, (p) => clampTypedQuantity(params.value, p.stock)) }),
    reportBusy: sendParent({ type: 'work.started', by: 'products' } satisfies CheckoutProductsReport),
    reportSettled: sendParent({ type: 'work.ended', by: 'products' } satisfies CheckoutProductsReport),
    reportChanged: sendParent(({ context }): CheckoutProductsReport => ({ type: 'products.changed', ecom: context.ecom })),
  },
}).createMachine({
  id: 'products',
  description: 'The products of checkout: quantities (typed input debounced 500 ms) and move to wishlist.',
  context: ({ input }) => ({ ecom: input.ecom, moving: null }),
  initial: 'idle',
  states: {
    idle: {
      description: 'Nothing waiting.',
      on: {
        'quantity.increment': {
          guard: { type: 'canIncrement', params: ({ event }) => ({ id: event.id }) },
          description: 'Plus, stopping at stock: applied at once.',
          actions: [{ type: 'increment', params: ({ event }) => ({ id: event.id }) }, 'reportChanged'],
        },
        'quantity.decrement': {
          guard: { type: 'canDecrement', params: ({ event }) => ({ id: event.id }) },
          description: 'Minus, stopping at 1: applied at once.',
          actions: [{ type: 'decrement', params: ({ event }) => ({ id: event.id }) }, 'reportChanged'],
        },
        'quantity.type': {
          guard: { type: 'isProduct', params: ({ event }) => ({ id: event.id }) },
          target: 'pending',
          description: 'Typed quantity: shown clamped at once, applied after the debounce; the checkout waits.',
          actions: { type: 'type', params: ({ event }) => ({ id: event.id, value: event.value }) },
        },
        'product.moveToWishlist': {
          guard: { type: 'isProduct', params: ({ event }) => ({ id: event.id }) },
          target: 'moving',
          description: 'Move the product to the wishlist; the checkout waits.',
          actions: assign({ moving: ({ event }) => event.id }),
        },
      },
    },
    pending: {
      description: 'A typed quantity waits 500 ms for more keystrokes.',
      entry: 'reportBusy',
      exit: 'reportSettled',
      after: { quantityDebounce: { target: 'idle', description: 'Stopped typing: apply the quantities.', actions: 'reportChanged' } },
      on: {
        'quantity.type': {
          guard: { type: 'isProduct', params: ({ event }) => ({ id: event.id }) },
          target: 'pending',
          reenter: true,
          description: 'More typing restarts the debounce.',
          actions: { type: 'type', params: ({ event }) => ({ id: event.id, value: event.value }) },
        },
        'quantity.increment': {
          guard: { type: 'canIncrement', params: ({ event }) => ({ id: event.id }) },
          target: 'idle',
          description: 'Plus while typing: apply everything now.',
          actions: [{ type: 'increment', params: ({ event }) => ({ id: event.id }) }, 'reportChanged'],
        },
        'quantity.decrement': {
          guard: { type: 'canDecrement', params: ({ event }) => ({ id: event.id }) },
          target: 'idle',
          description: 'Minus while typing: apply everything now.',
          actions: [{ type: 'decrement', params: ({ event }) => ({ id: event.id }) }, 'reportChanged'],
        },
      },
    },
    moving: {
      description: 'The product goes to the wishlist (added, then deleted from the cart).',
      tags: ['busy'],
      entry: 'reportBusy',
      exit: 'reportSettled',
      invoke: {
        id: 'wishlistMove',
        src: 'wishlistMove',
        input: ({ context }) => ({ itemType: 'ecom' as const, item: find(context, context.moving!)! }),
        onDone: [
          {
            guard: { type: 'isMoved', params: ({ event }) => ({ output: event.output }) },
            target: 'idle',
            description: "Moved: the product leaves the page ('Item ditambahkan ke dalam wishlist' or 'Item sudah ada di wishlist').",
            actions: [
              emit(({ event }) => ({ type: 'wishlist.moved' as const, alreadyThere: event.output.moved && event.output.alreadyThere, message: event.output.message })),
              assign(({ context }) => ({ ecom: context.ecom.filter((p) => p.id !== context.moving), moving: null })),
              'reportChanged',
            ],
          },
          {
            target: 'idle',
            description: 'Not moved: the product stays; the server message.',
            actions: [
              assign({ moving: null }),
              sendParent(({ event }): CheckoutProductsReport => ({ type: 'failure.reported', message: event.output.message })),
            ],
          },
        ],
        onError: {
          target: 'idle',
          description: 'The move failed: the product stays.',
          actions: [
            assign({ moving: null }),
            sendParent(({ event }): CheckoutProductsReport => ({ type: 'failure.reported', message: toFailure(event.error).message })),
          ],
        },
      },
    },
  },
});

export type CheckoutProductsMachine = typeof checkoutProductsMachine;
