/**
 * The one writer of the stored checkout (commerce spec §2 Checkout "a reload returns to the same step", §3
 * "Checkout state"): a child of machines/checkout.machine.ts (invoke id `progress`, for the page's life). The
 * checkout tells it what to keep (`progress.save { input }`: where the member is, the promo, the price and the
 * items); it writes the latest (a write under way is replaced). A failed write changes nothing on the page: only
 * a reload would lose the step.
 *
 * `idle` | `saving`.
 *
 * Actor (provided by the app, src/features/checkout/checkout.actors.ts): `persist(PersistInput)`.
 */
import { assign, setup } from 'xstate';
import type { CartCourse, CartProduct } from '../src/api/cart';
import type { CheckoutPrice, CheckoutProgress } from '../src/lib/checkout-storage';
import { notProvided } from './shared/not-provided';

/** Everything the stored checkout keeps of the page. */
export interface PersistInput {
  progress: CheckoutProgress;
  promoCode: string;
  promoUsed: boolean;
  price: CheckoutPrice;
  lms: CartCourse[];
  ecom: CartProduct[];
}

export type CheckoutProgressEvent = { type: 'progress.save'; input: PersistInput };

export const checkoutProgressMachine = setup({
  types: {
    context: {} as { latest: PersistInput | null },
    events: {} as CheckoutProgressEvent,
  },
  actors: {
    persist: notProvided<void, PersistInput>('progress.persist'),
  },
}).createMachine({
  id: 'progress',
  description: 'Writes the latest progress, promo, price and items of the checkout page, so a reload returns there.',
  context: { latest: null },
  initial: 'idle',
  on: {
    'progress.save': {
      target: '.saving',
      reenter: true,
      description: 'Write this (a write under way is replaced: the latest wins).',
      actions: assign({ latest: ({ event }) => event.input }),
    },
  },
  states: {
    idle: { description: 'Nothing to write.' },
    saving: {
      description: 'Writing.',
      invoke: {
        id: 'persist',
        src: 'persist',
        input: ({ context }) => context.latest!,
        onDone: { target: 'idle', description: 'Written.' },
        onError: { target: 'idle', description: 'Not written: the page still works; only a reload loses the step.' },
      },
    },
  },
});

export type CheckoutProgressMachine = typeof checkoutProgressMachine;
