/**
 * One payment attempt of the checkout (commerce spec §2 "Checkout", §4 "Payment popup result", §7 "Order payment",
 * §8 "Order payment"): request the payment token for the order (with the attempt's idempotency key), then open the
 * provider's popup with it. A child of machines/checkout.machine.ts, invoked once per attempt (invoke id `payment`);
 * it ends in a final state and its output tells the checkout what happened ({@link PaymentOutput}).
 *
 * `choosing` → `requesting` (payOrder) → `opening` (openPayment, the popup) → `done` (final). A 422 from payOrder is
 * its own outcome (`profileIncomplete`), not a refusal: the checkout keeps everything and offers 'Lengkapi Profil'.
 *
 * A checkout without an order (invoice '': a buy-now from a course or product page, decision 083) makes the order
 * and the token in one request, 'Direct order add' (commerce §7): `choosing` → `ordering` (directOrder) → `opening`.
 * As soon as the order exists the child tells the checkout (`order.created { invoice }`: a later attempt pays that
 * order). Its refusal is `refused` with `direct: true` (commerce §8 "A direct order failure shows the server message
 * and clears the promo"); a 422 is `profileIncomplete` as for the order payment.
 *
 * Actors (provided by the app, src/features/checkout/checkout.actors.ts): `payOrder(PayOrderInput) → { token }`,
 * `directOrder(PayOrderInput) → { token, invoice }`, `openPayment({ token }) → { result: 'success' | 'pending' |
 * 'error' | 'close', message? }`.
 */
import { assign, sendParent, setup } from 'xstate';
import type { Recipient } from '../src/api/order';
import type { CartLine, Logistic } from '../src/api/cart';
import type { Warehouse } from '../src/api/catalogue';
import { toFailure, type Failure } from './shared/failure';
import type { Member } from './shared/member';
import { notProvided } from './shared/not-provided';

export interface PayOrderInput {
  invoice: string;
  user: Member;
  recipient: Recipient;
  promoCode: string;
  logistic: Logistic;
  /** The lines as shown (quantities changed on the page): the gateway prices the order with them. */
  lines: CartLine[];
  idempotencyKey: string;
  /** The stored checkout's warehouse when products are bought (a direct order sends it), else null. */
  warehouse: Warehouse | null;
}
export interface PayOrderOutput {
  token: string;
}
/** 'Direct order add' answers the new order's invoice with its token. */
export interface DirectOrderOutput {
  token: string;
  invoice: string;
}
/** What the payment child tells the checkout while it runs: a direct order now exists. */
export type PaymentReport = { type: 'order.created'; invoice: string };
export interface OpenPaymentInput {
  token: string;
}
export type PaymentResult = 'success' | 'pending' | 'error' | 'close';
export interface OpenPaymentOutput {
  result: PaymentResult;
  message?: string;
}

/**
 * What the attempt came to: `paid` (success or pending), `closed` (the member closed the popup), `popupError` (the
 * popup reported an error, with the provider's message), `profileIncomplete` (the token request answered 422: the
 * member's profile lacks what the payment needs, `message` says what, e.g. 'No telepon belum diisi, lengkapi profil
 * kamu terlebih dahulu'; commerce §8 "Order payment", decision 052), `refused` (the token request failed otherwise:
 * `failure`).
 */
export type PaymentOutput =
  | { outcome: 'paid' }
  | { outcome: 'closed' }
  | { outcome: 'popupError'; message: string }
  | { outcome: 'profileIncomplete'; message: string }
  | { outcome: 'refused'; failure: Failure; direct?: boolean };

export const paymentMachine = setup({
  types: {
    context: {} as { order: PayOrderInput; token: string | null; outcome: PaymentOutput | null },
    input: {} as PayOrderInput,
    output: {} as PaymentOutput,
    tags: {} as 'busy',
  },
  actors: {
    payOrder: notProvided<PayOrderOutput, PayOrderInput>('payment.payOrder'),
    directOrder: notProvided<DirectOrderOutput, PayOrderInput>('payment.directOrder'),
    openPayment: notProvided<OpenPaymentOutput, OpenPaymentInput>('payment.openPayment'),
  },
  guards: {
    /** No order yet: the order and its token come from one 'Direct order add'. */
    isDirect: ({ context }) => context.order.invoice === '',
    isProfileIncomplete: (_, params: { error: unknown }) => toFailure(params.error).code === 422,
    isSettled: (_, params: { output: OpenPaymentOutput }) => params.output.result === 'success' || params.output.result === 'pending',
    isClosed: (_, params: { output: OpenPaymentOutput }) => params.output.result === 'close',
  },
  actions: {
    end: assign((_, params: { outcome: PaymentOutput }) => ({ outcome: params.outcome })),
  },
}).createMachine({
  id: 'payment',
  description: 'One payment attempt: the token, then the popup.',
  context: ({ input }) => ({ order: input, token: null, outcome: null }),
  initial: 'choosing',
  states: {
    choosing: {
      description: 'Is there an order to pay, or does this attempt make it?',
      always: [
        { guard: 'isDirect', target: 'ordering', description: "No order yet (a buy-now): 'Direct order add' makes it with its token." },
        { target: 'requesting', description: "The cart's order: request its payment token." },
      ],
    },
    ordering: {
      description: "'Direct order add': the order and its payment token in one request (the key makes a retry the same order).",
      tags: ['busy'],
      invoke: {
        id: 'directOrder',
        src: 'directOrder',
        input: ({ context }) => context.order,
        onDone: {
          target: 'opening',
          description: 'The order exists: tell the checkout its invoice, then open the popup.',
          actions: [
            assign({ token: ({ event }) => event.output.token, order: ({ context, event }) => ({ ...context.order, invoice: event.output.invoice }) }),
            sendParent(({ event }): PaymentReport => ({ type: 'order.created', invoice: event.output.invoice })),
          ],
        },
        onError: [
          {
            guard: { type: 'isProfileIncomplete', params: ({ event }) => ({ error: event.error }) },
            target: 'done',
            description: '422: the profile lacks what the payment needs; no order was made.',
            actions: { type: 'end', params: ({ event }) => ({ outcome: { outcome: 'profileIncomplete' as const, message: toFailure(event.error).message } }) },
          },
          {
            target: 'done',
            description: "Refused: no order was made; the checkout shows the server's message and clears the promo.",
            actions: { type: 'end', params: ({ event }) => ({ outcome: { outcome: 'refused' as const, failure: toFailure(event.error), direct: true } }) },
          },
        ],
      },
    },
    requesting: {
      description: 'Requesting the payment token (the key makes a retry of the same request the same payment).',
      tags: ['busy'],
      invoke: {
        id: 'payOrder',
        src: 'payOrder',
        input: ({ context }) => context.order,
        onDone: { target: 'opening', description: 'Token received: open the popup.', actions: assign({ token: ({ event }) => event.output.token }) },
        onError: [
          {
            guard: { type: 'isProfileIncomplete', params: ({ event }) => ({ error: event.error }) },
            target: 'done',
            description: '422: the profile lacks what the payment needs; the checkout says what (the message) and offers to complete it.',
            actions: { type: 'end', params: ({ event }) => ({ outcome: { outcome: 'profileIncomplete' as const, message: toFailure(event.error).message } }) },
          },
          {
            target: 'done',
            description: 'Refused: the checkout says why (network, 404 invoice, or the server message).',
            actions: { type: 'end', params: ({ event }) => ({ outcome: { outcome: 'refused' as const, failure: toFailure(event.error) } }) },
          },
        ],
      },
    },
    opening: {
      description: 'The payment popup is open.',
      tags: ['busy'],
      invoke: {
        id: 'openPayment',
        src: 'openPayment',
        input: ({ context }) => ({ token: context.token! }),
        onDone: [
          {
            guard: { type: 'isSettled', params: ({ event }) => ({ output: event.output }) },
            target: 'done',
            description: 'success or pending: paid.',
            actions: { type: 'end', params: { outcome: { outcome: 'paid' } } },
          },
          {
            guard: { type: 'isClosed', params: ({ event }) => ({ output: event.output }) },
            target: 'done',
            description: 'Closed: nothing happens.',
            actions: { type: 'end', params: { outcome: { outcome: 'closed' } } },
          },
          {
            target: 'done',
            description: "error: the provider's message.",
            actions: { type: 'end', params: ({ event }) => ({ outcome: { outcome: 'popupError' as const, message: event.output.message ?? '' } }) },
          },
        ],
        onError: {
          target: 'done',
          description: 'The popup failed: its message.',
          actions: { type: 'end', params: ({ event }) => ({ outcome: { outcome: 'popupError' as const, message: toFailure(event.error).message } }) },
        },
      },
    },
    done: { type: 'final', description: 'The attempt is over: the output says how.' },
  },
  output: ({ context }) => context.outcome ?? { outcome: 'closed' },
});

export type PaymentMachine = typeof paymentMachine;
