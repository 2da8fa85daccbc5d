/**
 * 'Beli Sekarang' once the cart has checked the selection (commerce spec §2 "Cart", §7 "Cart and orders", §3
 * "Checkout state"): create the order with the attempt's idempotency key, then store the hand-over (invoice,
 * selected items, promo and price, encrypted for one day) for the checkout page. A child of
 * machines/cart.machine.ts, invoked once per attempt (invoke id `orderStart`); it ends in a final state and its
 * output tells the cart what happened ({@link OrderStartOutput}).
 *
 * `creating` (createOrder) → `storing` (storeCheckout) → `started` (final) | `failed` (final).
 *
 * Actors (provided by the app, src/features/cart/cart.actors.ts): `createOrder(CreateOrderInput) → { invoice }`,
 * `storeCheckout(CheckoutReadyFacts)`.
 */
import { assign, setup } from 'xstate';
import type { CheckoutReadyFacts, CreateOrderInput, CreateOrderOutput } from './cart.types';
import { toFailure, type Failure } from './shared/failure';
import { notProvided } from './shared/not-provided';

export interface OrderStartInput {
  order: CreateOrderInput;
  /** The hand-over to store, without the invoice (known once the order exists). */
  handover: Omit<CheckoutReadyFacts, 'invoice'>;
}

/** What happened: the stored hand-over, or the step that failed and why. */
export type OrderStartOutput =
  | { ok: true; facts: CheckoutReadyFacts }
  | { ok: false; step: 'order' | 'store'; failure: Failure; invoice: string | null };

interface OrderStartContext extends OrderStartInput {
  invoice: string | null;
  failure: { step: 'order' | 'store'; failure: Failure } | null;
}

const factsOf = (c: OrderStartContext): CheckoutReadyFacts => ({ ...c.handover, invoice: c.invoice ?? '' });

export const orderStartMachine = setup({
  types: {
    context: {} as OrderStartContext,
    input: {} as OrderStartInput,
    output: {} as OrderStartOutput,
    tags: {} as 'busy',
  },
  actors: {
    createOrder: notProvided<CreateOrderOutput, CreateOrderInput>('orderStart.createOrder'),
    storeCheckout: notProvided<void, CheckoutReadyFacts>('orderStart.storeCheckout'),
  },
  actions: {
    fail: assign((_, params: { step: 'order' | 'store'; error: unknown }) => ({ failure: { step: params.step, failure: toFailure(params.error) } })),
  },
}).createMachine({
  id: 'orderStart',
  description: "'Beli Sekarang': create the order, then store the checkout hand-over for the checkout page.",
  context: ({ input }) => ({ ...input, invoice: null, failure: null }),
  initial: 'creating',
  states: {
    creating: {
      description: 'Creating the order (the key makes a retry of the same request the same order).',
      tags: ['busy'],
      invoke: {
        id: 'createOrder',
        src: 'createOrder',
        input: ({ context }) => context.order,
        onDone: { target: 'storing', description: 'Order created: store the hand-over.', actions: assign({ invoice: ({ event }) => event.output.invoice }) },
        onError: { target: 'failed', description: 'Order not created.', actions: { type: 'fail', params: ({ event }) => ({ step: 'order' as const, error: event.error }) } },
      },
    },
    storing: {
      description: 'Storing the invoice, items, promo and price (encrypted, 1 day) for the checkout page.',
      tags: ['busy'],
      invoke: {
        id: 'storeCheckout',
        src: 'storeCheckout',
        input: ({ context }) => factsOf(context),
        onDone: { target: 'started', description: 'Stored: the cart hands over to Checkout.' },
        onError: { target: 'failed', description: 'Not stored.', actions: { type: 'fail', params: ({ event }) => ({ step: 'store' as const, error: event.error }) } },
      },
    },
    started: { type: 'final', description: 'The order exists and the checkout is stored.' },
    failed: { type: 'final', description: 'A step failed: the cart says why.' },
  },
  output: ({ context }): OrderStartOutput =>
    context.failure ? { ok: false, ...context.failure, invoice: context.invoice } : { ok: true, facts: factsOf(context) },
});

export type OrderStartMachine = typeof orderStartMachine;
