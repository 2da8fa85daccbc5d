/**
 * Buying a recipe subscription package (commerce spec §2 "Subscription", §3 "Subscription package", §4
 * "Subscription flow", §5 "Subscription", §7 "Subscription and referral", "Payment popup and messaging", §8
 * "Subscription", §9; decision 038). One machine used twice: 'Berlangganan' (/subscription-menu, a member) and the
 * package cards of the public page (/subscription, a guest or a member).
 *
 * - `loadingPackages` (tags `loading`, `busy`) → the packages in display order; a guest goes straight to
 *   `browsing`, a member to `loadingActive` (the member's active subscription; its 404 means none).
 * - `subscribed`: an active subscription replaces the package list with the current-package view (§4); nothing can
 *   be bought (no mid-period upgrade, §9).
 * - `browsing`: the package cards. `package.buy` by a guest emits `signIn.required` (the view sends the visitor to
 *   the sign-in site, §4 "Guests pressing buy are sent to the sign-in site"); by a member it opens `confirming`.
 * - `confirming`: the modal with package info and terms; `terms.toggle` ticks the agreement, and `checkout` is
 *   possible only once it is ticked (§5 "The terms checkbox must be ticked").
 * - `requestingToken` (tags `busy`, `paying`): `requestPayment` → the popup token (the gateway prices the package:
 *   the discounted price when non-zero, else the list price).
 * - `openingPayment` (tags `busy`, `paying`): `openPayment(token)` → success | pending | error | close.
 * - `completed` (final): success or pending; emits `payment.finished` and the view goes to the learning site's
 *   my-courses with `type=subscription`.
 * - `paymentFailed`: any other result, and every failed request, in a dialog with the message and 'Tutup' that an
 *   outside click cannot close (§8). 'Tutup' reads the member's subscription again (a 409 means one is active).
 * - `failed`: the packages (or the active subscription) could not be read; `offer.retry` tries again.
 *
 * View reads: `context.packages`, `context.active`, `context.selected`, `context.agreed`, `context.failure`
 * (dialog or load error text), tags. Actors (placeholders; the app injects them): `loadPackages()`,
 * `loadActive({ userId })` (rejects with code 404 when there is none), `requestPayment({ member, pkg })` →
 * `{ token }`, `openPayment({ token })` → {@link PaymentPopupOutput}.
 */
import { assign, emit, setup } from 'xstate';
import type { ActiveSubscription, SubscriptionPackage } from '../src/api/subscription';
import { toFailure } from './shared/failure';
import type { Member } from './shared/member';
import { notProvided } from './shared/not-provided';

/** Texts of this flow not given by the spec (decision 038). */
export const SUBSCRIPTION_PURCHASE_TEXT = {
  /** The popup was closed without paying: "any other result shows an error dialog" (§4). */
  closed: 'Pembayaran belum selesai. Silakan pilih paket lagi untuk membayar.',
  /** The provider reported an error without a message. */
  paymentError: 'Pembayaran gagal',
} as const;

/** What the payment popup reported (src/lib/snap.ts): the provider's message for `error`. */
export type PaymentPopupOutput = { result: 'success' | 'pending' | 'close' } | { result: 'error'; message: string };

export interface RequestPaymentInput {
  member: Member;
  pkg: SubscriptionPackage;
}

export interface SubscriptionPurchaseContext {
  /** The signed-in member, or null for a guest. */
  member: Member | null;
  packages: SubscriptionPackage[];
  /** The member's active subscription (null: none, or a guest). */
  active: ActiveSubscription | null;
  /** The package in the confirmation modal or being paid. */
  selected: SubscriptionPackage | null;
  /** The terms checkbox. */
  agreed: boolean;
  token: string | null;
  /** The text of the payment dialog or of the load error. */
  failure: string | null;
}

export type SubscriptionPurchaseEvent =
  | { type: 'package.buy'; packageId: number }
  | { type: 'terms.toggle'; agreed: boolean }
  | { type: 'checkout' }
  | { type: 'confirm.cancel' }
  | { type: 'failure.dismiss' }
  | { type: 'offer.retry' };

export type SubscriptionPurchaseEmitted =
  | { type: 'signIn.required'; packageId: number }
  | { type: 'payment.finished'; result: 'success' | 'pending'; packageId: number };

export const subscriptionPurchaseMachine = setup({
  types: {
    context: {} as SubscriptionPurchaseContext,
    events: {} as SubscriptionPurchaseEvent,
    emitted: {} as SubscriptionPurchaseEmitted,
    input: {} as { member: Member | null },
    tags: {} as 'loading' | 'busy' | 'paying',
  },
  actors: {
    loadPackages: notProvided<SubscriptionPackage[], void>('subscriptionPurchase.loadPackages'),
    loadActive: notProvided<ActiveSubscription, { userId: number }>('subscriptionPurchase.loadActive'),
    requestPayment: notProvided<{ token: string }, RequestPaymentInput>('subscriptionPurchase.requestPayment'),
    openPayment: notProvided<PaymentPopupOutput, { token: string }>('subscriptionPurchase.openPayment'),
  },
  guards: {
    isGuest: ({ context }) => context.member === null,
    isNotFound: (_, params: { error: unknown }) => toFailure(params.error).code === 404,
    isOffered: ({ context }, params: { packageId: number }) => context.packages.some((p) => p.id === params.packageId),
    hasAgreed: ({ context }) => context.agreed,
    isFinished: (_, params: { output: PaymentPopupOutput }) => params.output.result === 'success' || params.output.result === 'pending',
  },
  actions: {
    askToSignIn: emit((_, params: { packageId: number }) => ({ type: 'signIn.required' as const, packageId: params.packageId })),
    select: assign(({ context }, params: { packageId: number }) => ({
      selected: context.packages.find((p) => p.id === params.packageId) ?? null,
      agreed: false,
    })),
    fail: assign((_, params: { error: unknown }) => ({ failure: toFailure(params.error).message || SUBSCRIPTION_PURCHASE_TEXT.paymentError })),
  },
}).createMachine({
  id: 'subscriptionPurchase',
  description: "Recipe subscription: the packages (or the member's active one), the terms modal, the payment popup.",
  context: ({ input }) => ({ member: input.member, packages: [], active: null, selected: null, agreed: false, token: null, failure: null }),
  initial: 'loadingPackages',
  states: {
    loadingPackages: {
      tags: ['loading', 'busy'],
      description: 'Reading the packages (skeleton cards).',
      invoke: {
        id: 'loadPackages',
        src: 'loadPackages',
        onDone: [
          {
            guard: 'isGuest',
            target: 'browsing',
            actions: assign({ packages: ({ event }) => event.output, failure: null }),
            description: 'A guest sees the packages.',
          },
          {
            target: 'loadingActive',
            actions: assign({ packages: ({ event }) => event.output, failure: null }),
            description: "A member: read their active subscription first.",
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
          description: 'The packages could not be read.',
        },
      },
    },
    loadingActive: {
      tags: ['loading', 'busy'],
      description: "Reading the member's active subscription.",
      invoke: {
        id: 'loadActive',
        src: 'loadActive',
        input: ({ context }) => ({ userId: context.member!.id }),
        onDone: {
          target: 'subscribed',
          actions: assign({ active: ({ event }) => event.output, failure: null }),
          description: 'Active: show the current package and its validity.',
        },
        onError: [
          {
            guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
            target: 'browsing',
            actions: assign({ active: null, failure: null }),
            description: '404: no subscription, show the packages.',
          },
          {
            target: 'failed',
            actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
            description: 'The subscription could not be read.',
          },
        ],
      },
    },
    failed: {
      description: "The message with 'Coba Lagi'.",
      on: { 'offer.retry': { target: 'loadingPackages', description: 'Coba Lagi: read everything again.' } },
    },
    subscribed: {
      description: 'The active package with its validity (WIB) instead of the package list.',
    },
    browsing: {
      description: 'The package cards with their buy buttons.',
      on: {
        'package.buy': [
          {
            guard: 'isGuest',
            actions: { type: 'askToSignIn', params: ({ event }) => ({ packageId: event.packageId }) },
            description: 'A guest is sent to the sign-in site.',
          },
          {
            guard: { type: 'isOffered', params: ({ event }) => ({ packageId: event.packageId }) },
            target: 'confirming',
            actions: { type: 'select', params: ({ event }) => ({ packageId: event.packageId }) },
            description: 'A member opens the modal with the package info and terms (checkbox unticked).',
          },
        ],
      },
    },
    confirming: {
      description: 'The modal: package info, terms and the agreement checkbox.',
      on: {
        'terms.toggle': { actions: assign({ agreed: ({ event }) => event.agreed }), description: 'The agreement checkbox.' },
        checkout: { guard: 'hasAgreed', target: 'requestingToken', description: 'Agreed: request the payment.' },
        'confirm.cancel': { target: 'browsing', actions: assign({ selected: null, agreed: false }), description: 'The modal is closed.' },
      },
    },
    requestingToken: {
      tags: ['busy', 'paying'],
      description: 'Asking the gateway for the payment token.',
      invoke: {
        id: 'requestPayment',
        src: 'requestPayment',
        input: ({ context }) => ({ member: context.member!, pkg: context.selected! }),
        onDone: {
          target: 'openingPayment',
          actions: assign({ token: ({ event }) => event.output.token }),
          description: 'Token received: open the payment popup.',
        },
        onError: {
          target: 'paymentFailed',
          actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
          description: "Refused (e.g. 409 still active, 404 'Item transaksi tidak ditemukan'): the message.",
        },
      },
    },
    openingPayment: {
      tags: ['busy', 'paying'],
      description: 'The payment popup is open.',
      invoke: {
        id: 'openPayment',
        src: 'openPayment',
        input: ({ context }) => ({ token: context.token! }),
        onDone: [
          {
            guard: { type: 'isFinished', params: ({ event }) => ({ output: event.output }) },
            target: 'completed',
            actions: emit(({ context, event }) => ({
              type: 'payment.finished' as const,
              result: event.output.result === 'pending' ? ('pending' as const) : ('success' as const),
              packageId: context.selected!.id,
            })),
            description: "success or pending: to the learning site's my-courses (type=subscription).",
          },
          {
            target: 'paymentFailed',
            actions: assign({
              failure: ({ event }) => (event.output.result === 'error' ? event.output.message || SUBSCRIPTION_PURCHASE_TEXT.paymentError : SUBSCRIPTION_PURCHASE_TEXT.closed),
            }),
            description: 'error or closed: the message in the dialog.',
          },
        ],
        onError: {
          target: 'paymentFailed',
          actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
          description: 'The popup could not open (its script did not load).',
        },
      },
    },
    paymentFailed: {
      description: "The message with 'Tutup'; an outside click does not close it.",
      on: {
        'failure.dismiss': {
          target: 'loadingActive',
          actions: assign({ failure: null, selected: null, agreed: false, token: null }),
          description: "'Tutup': read the member's subscription again (it may be active now).",
        },
      },
    },
    completed: {
      type: 'final',
      description: 'Paid or pending: leaving for the learning site.',
    },
  },
});

export type SubscriptionPurchaseMachine = typeof subscriptionPurchaseMachine;
