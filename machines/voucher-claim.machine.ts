/**
 * The restaurant voucher claim of `/promo?code=` (portal spec §2 "/promo", §3 "Voucher claim", §4 "Voucher page",
 * §5 "Voucher claim", §7 "Voucher", §8 "Voucher claim"; commerce §7 "Voucher submit"; decision 037).
 *
 * - No `code` in the link → `noCode` ('Kode voucher tidak ditemukan'): nothing can be claimed.
 * - `form.idle`: full name and phone. `claim.submit` with an empty (blank) name or phone opens the alert
 *   'Field tidak boleh kosong.' (`form.alerting`) and sends nothing.
 * - `claiming` (tag `busy`): invokes `claimVoucher({ nama_customer, no_hp, code })` → the result list; its
 *   `result[0]` holds `Code`.
 * - A 200 → `claimed` (final): the form becomes the result view with the voucher code and the screenshot
 *   instruction (§4 "The form becomes the result view after a response with code 200").
 * - Another answer → an alert (§8; decisions 037, 046): 'Mohon maaf voucher sudah habis' only when the stock is
 *   gone (403); a number that already claimed this promo (409), a promo not found, inactive, not started or ended,
 *   a refused phone (400) and the rate limit (429) show the gateway's own message; no answer at all shows
 *   'Pastikan internet anda stabil'. The member may correct the form and try again after closing the alert. (The
 *   page checks the phone number before sending: src/api/voucher-claim.ts `phoneProblem`, shown at the field.)
 *
 * The view reads `context.alert` (the alert's text), `context.claimed` (the code and outlet) and the `busy` tag.
 * Actors (placeholders here, injected by the app): `claimVoucher` (POST lms/courses/erp/submit_voucher).
 */
import { assign, setup } from 'xstate';
import type { VoucherClaimed, VoucherClaimInput } from '../src/api/voucher-claim';
import { toFailure } from './shared/failure';
import { notProvided } from './shared/not-provided';

/** The texts this machine shows (portal §5, §8; 'Kode voucher tidak ditemukan' from commerce §8 for a link without a code). */
export const VOUCHER_CLAIM_TEXT = {
  fieldRequired: 'Field tidak boleh kosong.',
  exhausted: 'Mohon maaf voucher sudah habis',
  noCode: 'Kode voucher tidak ditemukan',
} as const;

export interface VoucherClaimContext {
  /** The promo code from the link's `code` query ('' when missing). */
  code: string;
  /** The text of the open alert, or null. */
  alert: string | null;
  /** The name and phone of the last claim sent (trimmed). */
  customer: { name: string; phone: string };
  /** The claimed voucher (`result[0]`) once the gateway answered 200. */
  claimed: VoucherClaimed | null;
}

export type VoucherClaimEvent = { type: 'claim.submit'; name: string; phone: string } | { type: 'alert.dismiss' };

const isBlank = (text: string) => text.trim() === '';

/**
 * The alert for a failed claim: the exhaustion text when the stock is gone (403) or the gateway gave no message;
 * otherwise the gateway's message (already claimed, promo not found/inactive/not started/ended, refused phone, too
 * many tries) or, without an answer, 'Pastikan internet anda stabil'.
 */
export function claimFailureText(error: unknown): string {
  const failure = toFailure(error);
  if (failure.kind === 'network') return failure.message;
  if (failure.code === 403 || !failure.message.trim()) return VOUCHER_CLAIM_TEXT.exhausted;
  return failure.message;
}

export const voucherClaimMachine = setup({
  types: {
    context: {} as VoucherClaimContext,
    events: {} as VoucherClaimEvent,
    input: {} as { code: string },
    tags: {} as 'busy',
  },
  actors: {
    claimVoucher: notProvided<VoucherClaimed[], VoucherClaimInput>('voucherClaim.claimVoucher'),
  },
  guards: {
    hasCode: ({ context }) => !isBlank(context.code),
    hasEmptyField: (_, params: { name: string; phone: string }) => isBlank(params.name) || isBlank(params.phone),
  },
  actions: {
    rememberCustomer: assign((_, params: { name: string; phone: string }) => ({ customer: { name: params.name.trim(), phone: params.phone.trim() } })),
  },
}).createMachine({
  id: 'voucherClaim',
  description: "The restaurant voucher claim page (/promo?code=): full name and phone, then the voucher code or 'Mohon maaf voucher sudah habis'.",
  context: ({ input }) => ({ code: input.code.trim(), alert: null, customer: { name: '', phone: '' }, claimed: null }),
  initial: 'checkingLink',
  states: {
    checkingLink: {
      description: 'Does the link carry a promo code?',
      always: [
        { guard: 'hasCode', target: 'form', description: 'A code: show the form.' },
        { target: 'noCode', description: "No code in the link: 'Kode voucher tidak ditemukan'." },
      ],
    },
    noCode: {
      type: 'final',
      description: "The link has no code: 'Kode voucher tidak ditemukan', nothing to claim.",
    },
    form: {
      description: 'Full name and phone.',
      initial: 'idle',
      states: {
        idle: {
          description: 'Filling in the form.',
          on: {
            'claim.submit': [
              {
                guard: { type: 'hasEmptyField', params: ({ event }) => ({ name: event.name, phone: event.phone }) },
                target: 'alerting',
                actions: assign({ alert: VOUCHER_CLAIM_TEXT.fieldRequired }),
                description: "A field is empty: alert 'Field tidak boleh kosong.'; nothing is sent.",
              },
              {
                target: '#voucherClaim.claiming',
                actions: { type: 'rememberCustomer', params: ({ event }) => ({ name: event.name, phone: event.phone }) },
                description: 'Both filled: claim a voucher.',
              },
            ],
          },
        },
        alerting: {
          description: 'The alert is open (empty field, exhausted voucher, no connection or too many tries).',
          on: {
            'alert.dismiss': { target: 'idle', actions: assign({ alert: null }), description: "'Tutup': back to the form." },
          },
        },
      },
    },
    claiming: {
      tags: ['busy'],
      description: 'Asking the gateway for a voucher code.',
      invoke: {
        id: 'claimVoucher',
        src: 'claimVoucher',
        input: ({ context }) => ({ nama_customer: context.customer.name, no_hp: context.customer.phone, code: context.code }),
        onDone: {
          target: 'claimed',
          actions: assign({ claimed: ({ event }) => event.output[0] ?? null }),
          description: 'Code 200: show the voucher code and the screenshot instruction.',
        },
        onError: {
          target: 'form.alerting',
          actions: assign({ alert: ({ event }) => claimFailureText(event.error) }),
          description: "Any other answer: 'Mohon maaf voucher sudah habis' when the stock is gone, else the gateway's message.",
        },
      },
    },
    claimed: {
      type: 'final',
      description: 'The result view: the voucher code, to screenshot and redeem at the outlet.',
    },
  },
});

export type VoucherClaimMachine = typeof voucherClaimMachine;
