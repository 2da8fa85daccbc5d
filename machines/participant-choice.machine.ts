/**
 * 'Kamu Peserta Apa?' on Home (portal spec §2 Home: the hero button 'Jelajahi Kelas Kami' opens the modal;
 * "Non Prakerja: when signed in, goes to the claim-voucher page. Otherwise goes to the sign-in site. Prakerja: when
 * signed in, goes to the voucher-redeem page. Otherwise goes to the sign-in site"; §6 "Voucher links redirect to
 * the sign-in site otherwise").
 *
 * States: `closed` → `participant.open` → `open` (tag `open`: the modal) → `participant.close` → `closed`, or
 * `participant.choose` with the visitor's answer and whether they are signed in (tag `leaving`):
 * - `toPage`: signed in → `page` ('claimVoucher' for Non Prakerja, 'redeemVoucher' for Prakerja);
 * - `toSignIn`: signed out → the sign-in site, which returns to `page` afterwards.
 * The view sends the browser there (the URLs are configuration: src/config/links.ts). Coming back to the page
 * (the browser's back button keeps it in memory) `participant.open` opens the modal again.
 *
 * Context the view reads: `page` (null until a choice). No actors.
 */
import { assign, emit, setup } from 'xstate';

/** The visitor's answer. */
export type Participant = 'nonPrakerja' | 'prakerja';
/** Where the answer leads on the learning site. */
export type ParticipantPage = 'claimVoucher' | 'redeemVoucher';

export interface ParticipantChoiceContext {
  page: ParticipantPage | null;
}

/** Events the view sends. */
/** Emitted when the answer is given: the view goes to `page`, through the sign-in site when `signIn`. */
export type ParticipantChoiceEmitted = { type: 'participant.leave'; page: ParticipantPage; signIn: boolean };

export type ParticipantChoiceEvent =
  | { type: 'participant.open' }
  | { type: 'participant.close' }
  | { type: 'participant.choose'; participant: Participant; signedIn: boolean };

/** The learning-site page of an answer (portal §2 Home). */
export const pageOf = (participant: Participant): ParticipantPage => (participant === 'prakerja' ? 'redeemVoucher' : 'claimVoucher');

export const participantChoiceMachine = setup({
  types: {
    context: {} as ParticipantChoiceContext,
    events: {} as ParticipantChoiceEvent,
    tags: {} as 'open' | 'leaving',
    emitted: {} as ParticipantChoiceEmitted,
  },
  guards: {
    isSignedIn: (_, params: { signedIn: boolean }) => params.signedIn,
  },
  actions: {
    rememberPage: assign((_, params: { participant: Participant }) => ({ page: pageOf(params.participant) })),
  },
}).createMachine({
  id: 'participantChoice',
  description: "'Kamu Peserta Apa?': Non Prakerja → the claim-voucher page, Prakerja → the voucher-redeem page; signed out → the sign-in site first.",
  context: { page: null },
  initial: 'closed',
  states: {
    closed: {
      description: "The hero with 'Jelajahi Kelas Kami'.",
      on: { 'participant.open': { target: 'open', description: "'Jelajahi Kelas Kami': ask 'Kamu Peserta Apa?'." } },
    },
    open: {
      tags: ['open'],
      description: "The modal 'Kamu Peserta Apa?' with Non Prakerja and Prakerja.",
      on: {
        'participant.close': { target: 'closed', description: 'Closed without an answer (×, Escape, outside).' },
        'participant.choose': [
          {
            guard: { type: 'isSignedIn', params: ({ event }) => ({ signedIn: event.signedIn }) },
            target: 'toPage',
            actions: { type: 'rememberPage', params: ({ event }) => ({ participant: event.participant }) },
            description: "Signed in: straight to the answer's page on the learning site.",
          },
          {
            target: 'toSignIn',
            actions: { type: 'rememberPage', params: ({ event }) => ({ participant: event.participant }) },
            description: "Signed out: the sign-in site, returning to the answer's page.",
          },
        ],
      },
    },
    toPage: {
      tags: ['leaving'],
      description: 'Emits `participant.leave`: the browser goes to the claim-voucher or voucher-redeem page.',
      entry: emit(({ context }) => ({ type: 'participant.leave' as const, page: context.page!, signIn: false })),
      on: { 'participant.open': { target: 'open', description: 'Back on this page: ask again.' } },
    },
    toSignIn: {
      tags: ['leaving'],
      description: 'Emits `participant.leave`: the browser goes to the sign-in site, which returns to that page.',
      entry: emit(({ context }) => ({ type: 'participant.leave' as const, page: context.page!, signIn: true })),
      on: { 'participant.open': { target: 'open', description: 'Back on this page: ask again.' } },
    },
  },
});

export type ParticipantChoiceMachine = typeof participantChoiceMachine;
