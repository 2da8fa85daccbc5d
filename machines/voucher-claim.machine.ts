/**
 * The restaurant voucher claim of `/promo?code=` (portal spec §2 "/promo", §3 "Voucher claim", §4 "Voucher page",
 * §5 "Voucher claim", §7 "Voucher", §8 "Voucher claim"; commerce §7 "Voucher submit"; decision 037).
 *
 * - No `code` in the link → `noCode` ('Kode voucher tidak ditemukan'): nothing can be claimed.
 * - `form.idle`: full name and phone. `claim.submit` with an empty (blank) name or phone opens the alert
 *   'Field tidak boleh kosong.' (`form.alerting`) and sends nothing.
 * - `claiming` (tag `busy`): invokes `claimVoucher({ nama_customer, no_hp, code })` → the result list; its
 *   `result[0]` holds `Code`.
 * - A phone number that cannot be one (letters, fewer than 10 digits) gets the spec's phone message at the field
 *   (`phoneError`) and sends nothing; the gateway's own refusal of the phone (400/422 'No telepon …' / 'No HP …',
 *   e.g. not a mobile number) lands there too (issue 18 point 7, decision 055).
 * - A 200 → `claimed` (final): the form becomes the result view with the voucher code and the screenshot
 *   instruction (§4 "The form becomes the result view after a response with code 200").
 * - The alert says what the gateway answered (decision 055, narrowing §8's "a code other than 200 gives 'Mohon maaf
 *   voucher sudah habis'" as issue 18 asks): 'Mohon maaf voucher sudah habis' only when no code is left (403); a
 *   number that already claimed gets its own message (409); an unknown, inactive, not started or ended promo
 *   (404/422/423/424) its message; no answer at all 'Pastikan internet anda stabil'; the rate limit (429) its
 *   message. The member may correct the form and try again after closing the alert.
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
  /** The field messages for a phone that cannot be one: the spec's phone rules (portal §5 "Profile edit"). */
  phoneDigits: 'No telepon harus angka',
  phoneMin: 'No telepon minimal 10 angka',
  /** A number that is not an Indonesian mobile number (the gateway's text, src/api/voucher-claim.ts `VOUCHER_TEXT`). */
  phoneMobile: 'No HP harus nomor seluler Indonesia, contoh 081234567890',
  /** A number that already claimed this promo (409), when the gateway sends no text of its own. */
  alreadyClaimed: 'Nomor HP ini sudah pernah mengklaim voucher promo ini',
  /** Any other refusal without a text. */
  refused: 'Voucher tidak dapat diklaim, coba lagi nanti',
} as const;

/**
 * What is wrong with a typed phone before it is sent, or null: digits (with spaces, '+', '-', '.', '(' or ')'), at
 * least 10 digits as written nationally (a leading 62 counts as the 0), and an Indonesian mobile number (08 then 8 to
 * 11 digits, in any form: 0812…, 62812…, +62 812…) — the rule the gateway applies (src/api/voucher-claim.ts
 * `phoneProblem`, issue 16), so the member hears it at the field before sending; the gateway's own refusal lands
 * there too ({@link isPhoneRefusal}).
 */
export function phoneProblemOf(phone: string): string | null {
  if (!/^[\d\s+().-]+$/.test(phone.trim())) return VOUCHER_CLAIM_TEXT.phoneDigits;
  let digits = phone.replace(/\D/g, '');
  if (digits.startsWith('0')) digits = `62${digits.slice(1)}`;
  else if (digits.startsWith('8')) digits = `62${digits}`;
  const national = digits.startsWith('62') ? digits.length - 1 : digits.length;
  if (national < 10) return VOUCHER_CLAIM_TEXT.phoneMin;
  return /^628\d{8,11}$/.test(digits) ? null : VOUCHER_CLAIM_TEXT.phoneMobile;
}

/** The gateway refused the phone itself (400/422 with a 'No telepon …' / 'No HP …' message): shown at the field. */
export function isPhoneRefusal(error: unknown): boolean {
  const f = toFailure(error);
  return f.kind === 'server' && (f.code === 400 || f.code === 422) && /^(no\.?\s*(hp|telepon|telp)|nomor hp)/i.test(f.message);
}

export interface VoucherClaimContext {
  /** The promo code from the link's `code` query ('' when missing). */
  code: string;
  /** The text of the open alert, or null. */
  alert: string | null;
  /** The name and phone of the last claim sent (trimmed). */
  customer: { name: string; phone: string };
  /** The claimed voucher (`result[0]`) once the gateway answered 200. */
  claimed: VoucherClaimed | null;
  /** The phone field's message (a number that cannot be one), or null. */
  phoneError: string | null;
}

export type VoucherClaimEvent = { type: 'claim.submit'; name: string; phone: string } | { type: 'alert.dismiss' };

const isBlank = (text: string) => text.trim() === '';

/** The alert for a failed claim: what the gateway answered (decision 055). */
export function claimFailureText(error: unknown): string {
  const failure = toFailure(error);
  if (failure.kind === 'network') return failure.message;
  if (failure.code === 403) return VOUCHER_CLAIM_TEXT.exhausted;
  if (failure.code === 409) return failure.message || VOUCHER_CLAIM_TEXT.alreadyClaimed;
  return failure.message || VOUCHER_CLAIM_TEXT.refused;
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
    hasInvalidPhone: (_, params: { phone: string }) => phoneProblemOf(params.phone) !== null,
    isPhoneRefusal: (_, params: { error: unknown }) => isPhoneRefusal(params.error),
  },
  actions: {
    rememberCustomer: assign((_, params: { name: string; phone: string }) => ({ customer: { name: params.name.trim(), phone: params.phone.trim() } })),
  },
}).createMachine({
  id: 'voucherClaim',
  description: "The restaurant voucher claim page (/promo?code=): full name and phone, then the voucher code or 'Mohon maaf voucher sudah habis'.",
  context: ({ input }) => ({ code: input.code.trim(), alert: null, customer: { name: '', phone: '' }, claimed: null, phoneError: null }),
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
                guard: { type: 'hasInvalidPhone', params: ({ event }) => ({ phone: event.phone }) },
                actions: assign({ phoneError: ({ event }) => phoneProblemOf(event.phone) }),
                description: "The phone cannot be a number: 'No telepon harus angka' or 'No telepon minimal 10 angka' at the field; nothing is sent.",
              },
              {
                target: '#voucherClaim.claiming',
                actions: [{ type: 'rememberCustomer', params: ({ event }) => ({ name: event.name, phone: event.phone }) }, assign({ phoneError: null })],
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
        onError: [
          {
            guard: { type: 'isPhoneRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'form.idle',
            actions: assign({ phoneError: ({ event }) => toFailure(event.error).message }),
            description: "The gateway refused the phone ('No HP …'): its message at the field.",
          },
          {
            target: 'form.alerting',
            actions: assign({ alert: ({ event }) => claimFailureText(event.error) }),
            description: "Another answer in the alert: 'Mohon maaf voucher sudah habis' only when no code is left (403), its own message for a number that already claimed (409) and every other answer.",
          },
        ],
      },
    },
    claimed: {
      type: 'final',
      description: 'The result view: the voucher code, to screenshot and redeem at the outlet.',
    },
  },
});

export type VoucherClaimMachine = typeof voucherClaimMachine;
