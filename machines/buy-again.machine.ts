/**
 * 'Beli Lagi' on a completed order (commerce spec §4 "Tracking": 'Buy again' appears only at status 7): put the
 * order's items back in the cart, then the view goes to the cart.
 *
 * - `idle` → `buyAgain.start` (only when the order is completed, guard `isCompletedOrder`) → `adding` (tag
 *   `busy`) invokes `addItems({ lines })` → `added` (emits `buyAgain.added`: the view goes to /shopping-cart) or `failed` with the
 *   server message; `error.dismiss` returns to `idle`.
 *
 * Actors (placeholders, injected by the app): `addItems({ lines })` adds the lines with the member's price list
 * and warehouse and reloads the cart.
 */
import { assign, emit, setup } from 'xstate';
import { notProvided } from './shared/not-provided';
import type { CartLine } from '../src/api/cart';
import { COMPLETED_CODE } from './shared/order-status';
import { toFailure } from './shared/failure';

export interface BuyAgainInput {
  /** The order's status_code. */
  statusCode: number;
  /** Its items as cart lines (courses always quantity 1). */
  lines: CartLine[];
}

export interface BuyAgainContext extends BuyAgainInput {
  error: string | null;
}

export type BuyAgainEvent = { type: 'buyAgain.start' } | { type: 'error.dismiss' };

/** Emitted once the items are in the cart: the view follows it to /shopping-cart. */
export type BuyAgainEmitted = { type: 'buyAgain.added' };

export const buyAgainMachine = setup({
  types: {
    context: {} as BuyAgainContext,
    events: {} as BuyAgainEvent,
    input: {} as BuyAgainInput,
    emitted: {} as BuyAgainEmitted,
    tags: {} as 'busy',
  },
  actors: {
    addItems: notProvided<void, { lines: CartLine[] }>('buyAgain.addItems'),
  },
  guards: {
    isCompletedOrder: ({ context }) => context.statusCode === COMPLETED_CODE && context.lines.length > 0,
  },
}).createMachine({
  id: 'buyAgain',
  description: "'Beli Lagi': add a completed order's items to the cart.",
  context: ({ input }) => ({ ...input, error: null }),
  initial: 'idle',
  states: {
    idle: {
      description: "The 'Beli Lagi' button is shown for completed orders.",
      on: {
        'buyAgain.start': { guard: 'isCompletedOrder', target: 'adding', description: 'Add every item of the order to the cart.' },
      },
    },
    adding: {
      tags: ['busy'],
      description: 'Adding the items to the cart.',
      invoke: {
        id: 'addItems',
        src: 'addItems',
        input: ({ context }) => ({ lines: context.lines }),
        onDone: { target: 'added', description: 'In the cart.', actions: assign({ error: null }) },
        onError: { target: 'failed', description: 'Not added: the server message.', actions: assign({ error: ({ event }) => toFailure(event.error).message }) },
      },
    },
    added: { type: 'final', description: 'In the cart: emits `buyAgain.added`, the view goes to /shopping-cart.', entry: emit({ type: 'buyAgain.added' } as const) },
    failed: {
      description: 'The server message is shown.',
      on: {
        'error.dismiss': { target: 'idle', description: 'Close the message.' },
        'buyAgain.start': { guard: 'isCompletedOrder', target: 'adding', description: 'Try again.' },
      },
    },
  },
});

/** The cart lines of an order's items: courses always quantity 1 (commerce §9). */
export function linesOf(items: ReadonlyArray<{ type: 'lms' | 'ecom'; item_id: number; quantity: number }>): CartLine[] {
  return items.map((i) => ({ type: i.type, item_id: i.item_id, quantity: i.type === 'lms' ? 1 : Math.max(1, i.quantity) }));
}
