/**
 * The server cart follows the checkout page (commerce spec §2 Checkout "quantity controls", §7 "Cart and orders":
 * cart add with `update_cart: true`). A child of machines/checkout.machine.ts (invoke id `cartSync`, for the page's
 * life): the checkout tells it the products as shown (`cart.sync { ecom }`); when a quantity of at least 1 differs
 * from what the server cart is known to hold, it writes the product lines (a write under way is replaced: the
 * latest wins). A quantity below 1 is never written. A failed write is reported (`failure.reported`): the payment
 * still carries the shown quantities.
 *
 * `idle` | `saving`. Context: `synced` (quantity the server cart holds, by cart line id), `syncing` (the lines being
 * written).
 *
 * Actor (provided by the app, src/features/checkout/checkout.actors.ts): `syncCart(SyncCartInput)`.
 */
import { assign, sendParent, setup } from 'xstate';
import type { CartLine, CartProduct } from '../src/api/cart';
import { toFailure } from './shared/failure';
import type { Member } from './shared/member';
import { notProvided } from './shared/not-provided';

export interface CartSyncInput {
  user: Member;
  warehouseId: number | null;
  /** The products as stored with the checkout: what the server cart holds on entry. */
  ecom: CartProduct[];
}

/** Write changed product quantities into the member's server cart (cart add with update_cart true). */
export interface SyncCartInput {
  user: Member;
  warehouseId: number | null;
  lines: CartLine[];
}

export interface CartSyncContext {
  user: Member;
  warehouseId: number | null;
  /** Product quantity the server cart is known to hold, by cart line id. */
  synced: Record<number, number>;
  /** The products as last shown. */
  ecom: CartProduct[];
  /** The product lines being written. */
  syncing: CartLine[];
}

export type CartSyncEvent = { type: 'cart.sync'; ecom: CartProduct[] };
export type CartSyncReport = { type: 'failure.reported'; message: string };

/** The server cart's quantities after `syncing` was written (by cart line id). */
export function syncedAfterWrite(ctx: Pick<CartSyncContext, 'ecom' | 'synced' | 'syncing'>): Record<number, number> {
  const byItem = new Map(ctx.syncing.map((l) => [l.item_id, l.quantity]));
  const synced = { ...ctx.synced };
  for (const p of ctx.ecom) if (byItem.has(p.item_id)) synced[p.id] = byItem.get(p.item_id)!;
  return synced;
}

export const cartSyncMachine = setup({
  types: {
    context: {} as CartSyncContext,
    events: {} as CartSyncEvent,
    input: {} as CartSyncInput,
  },
  actors: {
    syncCart: notProvided<void, SyncCartInput>('cartSync.syncCart'),
  },
  guards: {
    /** A shown quantity of at least 1 differs from the server cart (and there is a warehouse to write for). */
    changesServerQuantities: ({ context }, params: { ecom: CartProduct[] }) =>
      context.warehouseId !== null && params.ecom.some((p) => p.quantity >= 1 && context.synced[p.id] !== p.quantity),
  },
  actions: {
    /** The product lines to write (a quantity below 1 is never written). */
    writeLines: assign((_, params: { ecom: CartProduct[] }) => ({
      ecom: params.ecom,
      syncing: params.ecom.filter((p) => p.quantity >= 1).map((p) => ({ type: 'ecom' as const, item_id: p.item_id, quantity: p.quantity })),
    })),
  },
}).createMachine({
  id: 'cartSync',
  description: 'Quantities changed on the checkout page are written to the server cart.',
  context: ({ input }) => ({
    user: input.user,
    warehouseId: input.warehouseId,
    ecom: input.ecom,
    synced: Object.fromEntries(input.ecom.map((p) => [p.id, p.quantity])),
    syncing: [],
  }),
  initial: 'idle',
  on: {
    'cart.sync': {
      guard: { type: 'changesServerQuantities', params: ({ event }) => ({ ecom: event.ecom }) },
      target: '.saving',
      reenter: true,
      description: 'A product quantity differs from the server cart: write the lines (a write under way is replaced).',
      actions: { type: 'writeLines', params: ({ event }) => ({ ecom: event.ecom }) },
    },
  },
  states: {
    idle: { description: 'The server cart holds the shown quantities (or the last write failed and was reported).' },
    saving: {
      description: 'Writing the quantities.',
      invoke: {
        id: 'syncCart',
        src: 'syncCart',
        input: ({ context }) => ({ user: context.user, warehouseId: context.warehouseId, lines: context.syncing }),
        onDone: {
          target: 'idle',
          description: 'Written: remember what the server cart holds.',
          actions: assign(({ context }) => ({ synced: syncedAfterWrite(context), syncing: [] })),
        },
        onError: {
          target: 'idle',
          description: 'Not written: say so; the payment still carries the shown quantities.',
          actions: [assign({ syncing: [] }), sendParent(({ event }): CartSyncReport => ({ type: 'failure.reported', message: toFailure(event.error).message }))],
        },
      },
    },
  },
});

export type CartSyncMachine = typeof cartSyncMachine;
