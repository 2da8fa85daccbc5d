/**
 * ReferralMenu — the member's referral code (portal spec §2 "Referral (ReferralMenu)", §3 "Referral", §7
 * "Referral"; commerce §2 "Subscription" → "Referral page", §4 "Subscription flow": "The referral button is
 * disabled once a code exists"). Contract: src/api/referral.ts, docs/decisions/017; page: decision 030.
 *
 * States:
 * - `loading` (tag `busy`): `loadCode({ userId })` → `{ referral_code }` (null while the member has none).
 * - `noCode`: the read-only field is empty and 'Generate My Referral Code' is enabled (`referral.generate`).
 * - `generating` (tag `busy`): `generateCode({ userId })` → the new code (or the existing one: the gateway never
 *   makes a second). A failure goes back to `noCode` with the server message in `error`.
 * - `hasCode`: the code shows read-only and the button is disabled (the machine accepts no `referral.generate`
 *   here). Inside: `idle`, `copying` (`copyText({ text: code })`) and `notifying` (a notice — `created`,
 *   `copied`, `copyFailed` — for {@link NOTICE_MS} ms or until `notice.dismiss`).
 * - `failed`: the code could not be read (the message in `error`); 'Coba Lagi' sends `load.retry`. Nothing can be
 *   generated while it is unknown whether a code exists.
 *
 * Context the view reads: `code`, `error`, `notice`. Actors (placeholders; src/features/referral/referral.actors.ts):
 * `loadCode`, `generateCode` (both `{ userId }` → `{ referral_code: string | null }`), `copyText({ text })` → boolean.
 */
import { assign, setup } from 'xstate';
import { NOTICE_MS } from './add-to-cart.machine';
import { toFailure } from './shared/failure';
import { notProvided } from './shared/not-provided';

/** What a referral call answers (src/api/referral.ts `ReferralCode`, only the part the page reads). */
export interface ReferralAnswer {
  referral_code: string | null;
}

/** What the notice says: the code was just made, or it was (not) copied. */
export type ReferralNotice = { kind: 'created' } | { kind: 'copied' } | { kind: 'copyFailed' };

export interface ReferralContext {
  userId: number;
  /** The member's code, or null while there is none (or it is not known yet). */
  code: string | null;
  /** The last failure's message (reading or generating), or null. */
  error: string | null;
  notice: ReferralNotice | null;
}

export interface ReferralInput {
  /** The signed-in member's id (`{id}` of get_my_referral_code, `id_user` of generate). */
  userId: number;
}

/** What the view may send. */
export type ReferralEvent = { type: 'referral.generate' } | { type: 'code.copy' } | { type: 'notice.dismiss' } | { type: 'load.retry' };

export const referralMachine = setup({
  types: {
    context: {} as ReferralContext,
    events: {} as ReferralEvent,
    input: {} as ReferralInput,
    tags: {} as 'busy',
  },
  actors: {
    loadCode: notProvided<ReferralAnswer, { userId: number }>('referral.loadCode'),
    generateCode: notProvided<ReferralAnswer, { userId: number }>('referral.generateCode'),
    copyText: notProvided<boolean, { text: string }>('referral.copyText'),
  },
  delays: {
    /** How long a notice stays, ms (portal §9). */
    noticeTimeout: NOTICE_MS,
  },
  guards: {
    hasCode: (_, params: { answer: ReferralAnswer }) => !!params.answer.referral_code,
    wasCopied: (_, params: { copied: unknown }) => params.copied === true,
  },
  actions: {
    keepCode: assign((_, params: { answer: ReferralAnswer }) => ({ code: params.answer.referral_code || null, error: null })),
    keepError: assign((_, params: { error: unknown }) => ({ error: toFailure(params.error).message })),
    clearNotice: assign({ notice: null }),
  },
}).createMachine({
  id: 'referral',
  description: "ReferralMenu: the member's read-only referral code; 'Generate My Referral Code' only while there is none.",
  context: ({ input }) => ({ userId: input.userId, code: null, error: null, notice: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      description: "Reading the member's code (a skeleton in the field, the button disabled).",
      invoke: {
        id: 'loadCode',
        src: 'loadCode',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: [
          {
            guard: { type: 'hasCode', params: ({ event }) => ({ answer: event.output }) },
            target: 'hasCode',
            description: 'A code exists: show it, the button stays disabled.',
            actions: { type: 'keepCode', params: ({ event }) => ({ answer: event.output }) },
          },
          { target: 'noCode', description: 'No code yet: the button is enabled.', actions: assign({ code: null, error: null }) },
        ],
        onError: {
          target: 'failed',
          description: 'Could not read it: say why and offer a retry.',
          actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      description: "The code could not be read: the message with 'Coba Lagi'.",
      on: { 'load.retry': { target: 'loading', description: 'Coba Lagi: read it again.', actions: assign({ error: null }) } },
    },
    noCode: {
      description: "No code yet: the field is empty and 'Generate My Referral Code' is enabled.",
      on: {
        'referral.generate': { target: 'generating', description: 'Generate My Referral Code.', actions: assign({ error: null }) },
      },
    },
    generating: {
      tags: ['busy'],
      description: 'The gateway makes the code (the button waits with a spinner).',
      invoke: {
        id: 'generateCode',
        src: 'generateCode',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: [
          {
            guard: { type: 'hasCode', params: ({ event }) => ({ answer: event.output }) },
            target: 'hasCode.notifying',
            description: 'Made (or the existing one answered): show it; the button is disabled from now on.',
            actions: [{ type: 'keepCode', params: ({ event }) => ({ answer: event.output }) }, assign({ notice: { kind: 'created' } })],
          },
          {
            target: 'noCode',
            description: 'An answer without a code: nothing changed, the button stays enabled.',
            actions: assign({ error: null }),
          },
        ],
        onError: {
          target: 'noCode',
          description: 'Refused or no answer: the message, and the button stays enabled.',
          actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    hasCode: {
      description: "The code shows read-only; 'Generate My Referral Code' is disabled.",
      initial: 'idle',
      states: {
        idle: {
          description: 'Waiting; the code can be copied.',
          on: { 'code.copy': { target: 'copying', description: 'Salin: copy the code.' } },
        },
        copying: {
          description: 'Copying the code to the clipboard.',
          invoke: {
            id: 'copyText',
            src: 'copyText',
            input: ({ context }) => ({ text: context.code ?? '' }),
            onDone: [
              {
                guard: { type: 'wasCopied', params: ({ event }) => ({ copied: event.output }) },
                target: 'notifying',
                description: 'Copied: say so.',
                actions: assign({ notice: { kind: 'copied' } }),
              },
              { target: 'notifying', description: 'The browser refused: say so.', actions: assign({ notice: { kind: 'copyFailed' } }) },
            ],
            onError: { target: 'notifying', description: 'The clipboard failed: say so.', actions: assign({ notice: { kind: 'copyFailed' } }) },
          },
        },
        notifying: {
          description: 'A notice shows for 3 seconds.',
          after: { noticeTimeout: { target: 'idle', description: 'The notice hides itself after 3 seconds.', actions: 'clearNotice' } },
          on: {
            'notice.dismiss': { target: 'idle', description: 'Closed early.', actions: 'clearNotice' },
            'code.copy': { target: 'copying', description: 'Copy again: the notice gives way.', actions: 'clearNotice' },
          },
        },
      },
    },
  },
});

export type ReferralMachine = typeof referralMachine;
