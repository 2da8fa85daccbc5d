/**
 * The one writer of the stored checkout (commerce spec §2 Checkout "a reload returns to the same step", §3
 * "Checkout state"): a child of machines/checkout.machine.ts (invoke id `progress`, for the page's life). The
 * checkout tells it what to keep (`progress.save { input }`: where the member is, the promo, the price and the
 * items); it writes the latest (a write under way is replaced). A failed write changes nothing on the page: only
 * a reload would lose the step.
 *
 * Its last write (issue 18 point 4, decision 052): after a payment 422, 'Lengkapi Profil' sends
 * `progress.handOver { input }` — the checkout marked for the profile (`progress.completingProfile`, with the delivery
 * address's phone), so the route keeps it on leaving and the member comes back to it. It waits for a write under
 * way (the marked one must be the last), writes it, answers `progress.handedOver` (written or not: the member goes
 * on all the same) and writes nothing more.
 *
 * `idle` | `saving` → `handingOverToProfile` → `handedOver`. Tag `busy` while a write is under way.
 *
 * Every save also goes to its child `promotion` (machines/order-promotion.machine.ts, 'Update promotion', decision
 * 084), which keeps the promo of the checkout's order the same as the saved one. Input: `{ invoice, promoCode }`,
 * the order and the promo it was created with (no input: no order).
 *
 * Actors (provided by the app, src/features/checkout/checkout.actors.ts): `persist(PersistInput)`; `promotion`.
 */
import { assign, enqueueActions, sendParent, setup } from 'xstate';
import type { CartCourse, CartProduct } from '../src/api/cart';
import type { CheckoutPrice, CheckoutProgress } from '../src/lib/checkout-storage';
import { notProvided } from './shared/not-provided';
import { orderPromotionMachine, type OrderPromotionEvent, type OrderPromotionInput } from './order-promotion.machine';

/** Everything the stored checkout keeps of the page. */
export interface PersistInput {
  /** The order being paid ('' until a direct checkout's order exists: decision 083). */
  invoice: string;
  progress: CheckoutProgress;
  promoCode: string;
  promoUsed: boolean;
  price: CheckoutPrice;
  lms: CartCourse[];
  ecom: CartProduct[];
}

export type CheckoutProgressEvent = { type: 'progress.save'; input: PersistInput } | { type: 'progress.handOver'; input: PersistInput };
/** What the progress child tells the checkout: the checkout is stored for the profile (or could not be). */
export type CheckoutProgressReport = { type: 'progress.handedOver' };

export const checkoutProgressMachine = setup({
  types: {
    context: {} as { latest: PersistInput | null; handOver: PersistInput | null; order: OrderPromotionInput },
    events: {} as CheckoutProgressEvent,
    input: {} as OrderPromotionInput | undefined,
    tags: {} as 'busy',
    children: {} as { promotion: 'promotion' },
  },
  actors: {
    persist: notProvided<void, PersistInput>('progress.persist'),
    promotion: orderPromotionMachine,
  },
  guards: {
    hasHandOver: ({ context }) => context.handOver !== null,
  },
  actions: {
    keepHandOver: assign({ handOver: (_, params: { input: PersistInput }) => params.input }),
    /** Keep the latest save and tell the promotion child which promo the checkout now uses. */
    keepLatest: enqueueActions(({ enqueue }, params: { input: PersistInput }) => {
      enqueue.assign({ latest: params.input });
      const promoCode = params.input.promoUsed ? params.input.promoCode : '';
      enqueue.sendTo('promotion', { type: 'promotion.follow', invoice: params.input.invoice, promoCode } satisfies OrderPromotionEvent);
    }),
    tellHandedOver: sendParent({ type: 'progress.handedOver' } satisfies CheckoutProgressReport),
  },
}).createMachine({
  id: 'progress',
  description: 'Writes the latest progress, promo, price and items of the checkout page, so a reload returns there; last, the checkout marked for the profile.',
  context: ({ input }) => ({ latest: null, handOver: null, order: input ?? { invoice: '', promoCode: '' } }),
  invoke: {
    id: 'promotion',
    src: 'promotion',
    input: ({ context }) => context.order,
    onDone: { description: "The order's promotion stopped: its promo is left to the payment." },
    onError: { description: "The order's promotion failed: its promo is left to the payment." },
  },
  initial: 'idle',
  states: {
    idle: {
      description: 'Nothing to write.',
      on: {
        'progress.save': { target: 'saving', description: 'Write this.', actions: { type: 'keepLatest', params: ({ event }) => ({ input: event.input }) } },
        'progress.handOver': {
          target: 'handingOverToProfile',
          description: "'Lengkapi Profil': write the checkout marked for the profile.",
          actions: { type: 'keepHandOver', params: ({ event }) => ({ input: event.input }) },
        },
      },
    },
    saving: {
      description: 'Writing.',
      tags: ['busy'],
      on: {
        'progress.save': {
          target: 'saving',
          reenter: true,
          description: 'Write this (a write under way is replaced: the latest wins).',
          actions: { type: 'keepLatest', params: ({ event }) => ({ input: event.input }) },
        },
        'progress.handOver': {
          description: "'Lengkapi Profil': the marked checkout is written once the write under way is over (it must be the last).",
          actions: { type: 'keepHandOver', params: ({ event }) => ({ input: event.input }) },
        },
      },
      invoke: {
        id: 'persist',
        src: 'persist',
        input: ({ context }) => context.latest!,
        onDone: [
          { guard: 'hasHandOver', target: 'handingOverToProfile', description: 'Written; the marked checkout waits: write it now.' },
          { target: 'idle', description: 'Written.' },
        ],
        onError: [
          { guard: 'hasHandOver', target: 'handingOverToProfile', description: 'Not written; the marked checkout waits: write it now.' },
          { target: 'idle', description: 'Not written: the page still works; only a reload loses the step.' },
        ],
      },
    },
    handingOverToProfile: {
      description: 'Writing the checkout marked for the profile (the route keeps it on leaving; the profile form reads the phone).',
      tags: ['busy'],
      invoke: {
        id: 'persist',
        src: 'persist',
        input: ({ context }) => context.handOver!,
        onDone: { target: 'handedOver', description: 'Stored: the member may go.' },
        onError: { target: 'handedOver', description: 'Not stored: the member goes all the same (the checkout opens from what was stored before).' },
      },
    },
    handedOver: {
      description: 'The checkout is handed over to the profile: nothing more is written (the page is leaving).',
      entry: 'tellHandedOver',
    },
  },
});

export type CheckoutProgressMachine = typeof checkoutProgressMachine;
