/**
 * 'Update promotion' (commerce spec §7 "Cart and orders": "POST, under the order area. Payload not shown"; the
 * reading is docs/decisions/084-update-promotion.md): the order the cart created for this checkout (status 1, never
 * sent to payment) carries the promo the checkout uses, so its transaction detail, a reload or another tab say what
 * the checkout shows. A child of machines/checkout-progress.machine.ts (invoke id `promotion`, for the page's life):
 * the progress child forwards every save as `promotion.follow { invoice, promoCode }` ('' = no promo).
 *
 * `idle` —a promo other than the order's→ `updating` (updatePromotion) → `idle`; a change arriving meanwhile is
 * sent once the answer is in (the latest wins). A 404 (the order was sent to payment meanwhile: order/payment decides
 * the promo from then on) → `stopped`. Any other failure changes nothing on the page (the calculation already showed
 * why a promo does not apply, and the payment checks it again); the next change tries again. A direct checkout has
 * no order yet (invoice ''): nothing is sent. Tag `busy` while a request is under way.
 *
 * Input: `{ invoice, promoCode }` — the order's invoice and the promo it was created with.
 * Actor (src/features/checkout/checkout.actors.ts): `updatePromotion({ invoice, promoCode }) → { promoCode }` (POST
 * lms/finance/order/update_promotion).
 */
import { assign, setup } from 'xstate';
import { toFailure } from './shared/failure';
import { notProvided } from './shared/not-provided';

export interface OrderPromotionInput {
  invoice: string;
  /** The promo the order carries, '' for none. */
  promoCode: string;
}
export interface UpdatePromotionOutput {
  /** The promo the order now carries ('' for none). */
  promoCode: string;
}
export type OrderPromotionEvent = { type: 'promotion.follow'; invoice: string; promoCode: string };

export interface OrderPromotionContext {
  invoice: string;
  /** What the order carries, as far as the gateway last said. */
  synced: string;
  /** What the checkout uses now. */
  wanted: string;
  /** The promo of the request under way. */
  sending: string;
}

export const orderPromotionMachine = setup({
  types: {
    context: {} as OrderPromotionContext,
    events: {} as OrderPromotionEvent,
    input: {} as OrderPromotionInput,
    tags: {} as 'busy',
  },
  actors: {
    updatePromotion: notProvided<UpdatePromotionOutput, { invoice: string; promoCode: string }>('orderPromotion.updatePromotion'),
  },
  guards: {
    /** The order exists and carries another promo than the checkout uses. */
    isBehind: ({ context }) => context.invoice !== '' && context.wanted !== context.synced,
    isNoLongerCreated: (_, params: { error: unknown }) => toFailure(params.error).code === 404,
  },
  actions: {
    follow: assign((_, params: { invoice: string; promoCode: string }) => ({ invoice: params.invoice, wanted: params.promoCode })),
  },
}).createMachine({
  id: 'orderPromotion',
  description: "'Update promotion': the checkout's order carries the promo the checkout uses.",
  context: ({ input }) => ({ invoice: input.invoice, synced: input.promoCode, wanted: input.promoCode, sending: input.promoCode }),
  initial: 'idle',
  states: {
    idle: {
      description: 'The order carries the promo the checkout uses (or there is no order yet).',
      on: {
        'promotion.follow': {
          target: 'checking',
          description: 'The checkout saved its promo: compare it with the order’s.',
          actions: { type: 'follow', params: ({ event }) => ({ invoice: event.invoice, promoCode: event.promoCode }) },
        },
      },
    },
    checking: {
      description: 'Does the order carry another promo than the checkout uses?',
      always: [
        { guard: 'isBehind', target: 'updating', description: 'Yes: tell the order.' },
        { target: 'idle', description: 'No (or no order yet): nothing to send.' },
      ],
    },
    updating: {
      description: "Telling the order its promo (POST order/update_promotion); a later change waits for the answer.",
      tags: ['busy'],
      entry: assign({ sending: ({ context }) => context.wanted }),
      on: {
        'promotion.follow': {
          description: 'Another change: sent once this answer is in.',
          actions: { type: 'follow', params: ({ event }) => ({ invoice: event.invoice, promoCode: event.promoCode }) },
        },
      },
      invoke: {
        id: 'updatePromotion',
        src: 'updatePromotion',
        input: ({ context }) => ({ invoice: context.invoice, promoCode: context.sending }),
        onDone: { target: 'checking', description: 'The order carries it now; a later change goes next.', actions: assign({ synced: ({ event }) => event.output.promoCode }) },
        onError: [
          {
            guard: { type: 'isNoLongerCreated', params: ({ event }) => ({ error: event.error }) },
            target: 'stopped',
            description: '404: the order was sent to payment meanwhile; the payment decides its promo from now on.',
          },
          { target: 'idle', description: 'Refused or no answer: the order keeps its promo; the next change tries again.' },
        ],
      },
    },
    stopped: { description: 'The order is no longer in status 1: nothing more is sent.' },
  },
});

export type OrderPromotionMachine = typeof orderPromotionMachine;
