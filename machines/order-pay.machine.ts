/**
 * Paying a waiting order from its transaction detail (commerce spec §7 "Payment popup and messaging": "The payment
 * popup opens with a token. Results are success, pending, error, closed. A client-key script from the payment
 * provider loads on subscription and transaction pages"; §4 "pay now for pending"; issue 21 point 3).
 *
 * `idle` —`payment.start`→ `requesting` (`requestToken({ invoice })`: POST lms/finance/transaction/payment, the
 * order as stored) → `opening` (`openPayment({ token })`: the provider's popup) → back to `idle`:
 * - success or pending: emits `payment.settled` (the page fetches the order again: 'Lunas' after a payment; the
 *   live push says the same);
 * - error: the provider's message in `error`; closed: nothing;
 * - a refused request (404 'Invoice tidak ditemukan atau order sudah diproses': paid or expired meanwhile) or no
 *   answer: the message in `error`, and `payment.settled` so the page shows the order as it now is.
 *
 * Input: `{ invoice }`. Tag `busy` while requesting or the popup is open (the button waits).
 * Actors (src/features/orders/order-pay.actors.ts): `requestToken({ invoice }) → { token }`,
 * `openPayment({ token }) → { result: 'success' | 'pending' | 'error' | 'close', message? }`.
 */
import { assign, emit, setup } from 'xstate';
import type { OpenPaymentInput, OpenPaymentOutput } from './payment.machine';
import { toFailure } from './shared/failure';
import { notProvided } from './shared/not-provided';

export interface OrderPayInput {
  invoice: string;
}
export interface OrderPayContext {
  invoice: string;
  /** Why the last attempt did not go through (server or provider message), or null. */
  error: string | null;
  /** The popup token of the attempt, or null before one. */
  token: string | null;
}
export type OrderPayEvent = { type: 'payment.start' };

/**
 * Whether a transaction detail offers 'Bayar Sekarang': the order awaits payment (status 2: it has its amount and
 * deadline) and its countdown has not reached zero. Status 1 (never requested for payment) is paid from checkout.
 */
export const payableFromDetail = (statusCode: number, expired: boolean) => statusCode === 2 && !expired;
export type OrderPayEmitted = { type: 'payment.settled' };

export const orderPayMachine = setup({
  types: {
    context: {} as OrderPayContext,
    events: {} as OrderPayEvent,
    input: {} as OrderPayInput,
    emitted: {} as OrderPayEmitted,
    tags: {} as 'busy',
  },
  actors: {
    requestToken: notProvided<{ token: string }, { invoice: string }>('orderPay.requestToken'),
    openPayment: notProvided<OpenPaymentOutput, OpenPaymentInput>('orderPay.openPayment'),
  },
  guards: {
    wentThrough: (_, params: { output: OpenPaymentOutput }) => params.output.result === 'success' || params.output.result === 'pending',
    providerError: (_, params: { output: OpenPaymentOutput }) => params.output.result === 'error',
  },
}).createMachine({
  id: 'orderPay',
  description: "'Bayar Sekarang' on a waiting order's detail: ask for its popup token, open the popup, report the outcome.",
  context: ({ input }) => ({ invoice: input.invoice, error: null, token: null }),
  initial: 'idle',
  states: {
    idle: {
      description: "The button 'Bayar Sekarang' is enabled.",
      on: { 'payment.start': { target: 'requesting', description: 'Bayar Sekarang: ask for the popup token.', actions: assign({ error: null }) } },
    },
    requesting: {
      tags: ['busy'],
      description: 'Asking the gateway for the popup token of the order as stored.',
      invoke: {
        id: 'requestToken',
        src: 'requestToken',
        input: ({ context }) => ({ invoice: context.invoice }),
        onDone: { target: 'opening', description: 'A token: open the popup.', actions: assign(({ event }) => ({ token: event.output.token })) },
        onError: {
          target: 'idle',
          description: 'Refused (paid or expired meanwhile) or no answer: say why and show the order as it now is.',
          actions: [assign(({ event }) => ({ error: toFailure(event.error).message })), emit({ type: 'payment.settled' } as const)],
        },
      },
    },
    opening: {
      tags: ['busy'],
      description: "The provider's popup is open.",
      invoke: {
        id: 'openPayment',
        src: 'openPayment',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: [
          {
            guard: { type: 'wentThrough', params: ({ event }) => ({ output: event.output }) },
            target: 'idle',
            description: 'Paid or pending: fetch the order again.',
            actions: emit({ type: 'payment.settled' } as const),
          },
          {
            guard: { type: 'providerError', params: ({ event }) => ({ output: event.output }) },
            target: 'idle',
            description: 'The provider refused: its message.',
            actions: assign(({ event }) => ({ error: event.output.message ?? null })),
          },
          { target: 'idle', description: 'Closed without paying: nothing changes.' },
        ],
        onError: {
          target: 'idle',
          description: 'The popup could not open (its script did not load): say why.',
          actions: assign(({ event }) => ({ error: toFailure(event.error).message })),
        },
      },
    },
  },
});
