/**
 * 'Undang Teman' — invite a friend (portal spec §2 "Account area" → "Invite friend", §5 "Invite by e-mail", §7
 * "Invite by e-mail", §9 "Notification timeout"; commerce §4 "Other": "Invite-by-email success notice hides
 * after 3 s"). Chosen path and readings: docs/decisions/017 (POST lms/users/invite) and 030 (the page).
 *
 * The e-mail field is a TanStack Form validated with the contract's `InviteInput` ('Email harus diisi', 'Email
 * format salah' — the same schema the gateway checks); the form sends `invite.submit` only with a valid address,
 * and the machine makes the request.
 *
 * States:
 * - `idle`: the form and the share block are ready.
 * - `sending` (tag `busy`): `sendInvite({ email })` → the gateway records the invitation. Success emits
 *   `invite.sent` (the view clears the field) and shows the `sent` notice; a failure keeps the field as typed and
 *   puts the server message (a 400 text, the 429 quota text, 'Pastikan internet anda stabil') into `error`.
 * - `copying`: `copyText({ text: link })` copies the registration link (copy feedback).
 * - `notifying`: a notice (`sent`, `copied`, `copyFailed`) shows for {@link NOTICE_MS} ms (`after` delay
 *   `noticeTimeout`) or until `notice.dismiss`; inviting or copying again replaces it.
 *
 * Context the view reads: `notice` (its kind; texts live in src/features/invite/texts.ts), `error`, `link`.
 * Actors (placeholders; src/features/invite/invite.actors.ts injects them): `sendInvite({ email })` → anything
 * (the recorded invitation), `copyText({ text })` → boolean (copied or not).
 */
import { assign, emit, setup } from 'xstate';
import { NOTICE_MS } from './add-to-cart.machine';
import { toFailure } from './shared/failure';
import { notProvided } from './shared/not-provided';

/** What the notice says: the invitation was recorded (for `email`), or the link was (not) copied. */
export type InviteNotice = { kind: 'sent'; email: string } | { kind: 'copied' } | { kind: 'copyFailed' };

export interface InviteContext {
  /** The registration link that the share buttons, the QR code and the copy button carry (absolute URL). */
  link: string;
  /** The address being (or last) invited, lower-cased by the form's schema. */
  email: string;
  /** Why the last invite failed (the server's message), or null. */
  error: string | null;
  notice: InviteNotice | null;
}

export interface InviteInput {
  /** The registration link of the sign-in site (src/config/links.ts `inviteRegisterUrl`). */
  link: string;
}

/** What the view may send. `invite.submit` carries an address the form has validated. */
export type InviteEvent = { type: 'invite.submit'; email: string } | { type: 'link.copy' } | { type: 'notice.dismiss' };

/** Emitted for the view: the invitation was recorded (clear the field). */
export type InviteEmitted = { type: 'invite.sent'; email: string };

export const inviteMachine = setup({
  types: {
    context: {} as InviteContext,
    events: {} as InviteEvent,
    input: {} as InviteInput,
    emitted: {} as InviteEmitted,
    tags: {} as 'busy',
  },
  actors: {
    sendInvite: notProvided<unknown, { email: string }>('invite.sendInvite'),
    copyText: notProvided<boolean, { text: string }>('invite.copyText'),
  },
  delays: {
    /** How long a notice stays, ms (portal §9 "Notification timeout: 3000 ms"). */
    noticeTimeout: NOTICE_MS,
  },
  guards: {
    wasCopied: (_, params: { copied: unknown }) => params.copied === true,
  },
  actions: {
    startInvite: assign((_, params: { email: string }) => ({ email: params.email, error: null, notice: null })),
    clearNotice: assign({ notice: null }),
  },
}).createMachine({
  id: 'invite',
  description: "Undang Teman: invite by e-mail (recorded by the gateway), share the registration link, a 3-second notice.",
  context: ({ input }) => ({ link: input.link, email: '', error: null, notice: null }),
  initial: 'idle',
  states: {
    idle: {
      description: 'The e-mail form and the share block wait for the member.',
      on: {
        'invite.submit': {
          target: 'sending',
          description: 'Kirim: invite the (validated) address.',
          actions: { type: 'startInvite', params: ({ event }) => ({ email: event.email }) },
        },
        'link.copy': { target: 'copying', description: 'Salin: copy the registration link.' },
      },
    },
    sending: {
      tags: ['busy'],
      description: 'The gateway records the invitation (the button waits with a spinner).',
      invoke: {
        id: 'sendInvite',
        src: 'sendInvite',
        input: ({ context }) => ({ email: context.email }),
        onDone: {
          target: 'notifying',
          description: 'Recorded: say so for 3 seconds and clear the field.',
          actions: [
            assign(({ context }) => ({ notice: { kind: 'sent' as const, email: context.email } })),
            emit(({ context }) => ({ type: 'invite.sent' as const, email: context.email })),
          ],
        },
        onError: {
          target: 'idle',
          description: 'Refused or no answer: the server message under the field, the address kept as typed.',
          actions: assign({ error: ({ event }) => toFailure(event.error).message }),
        },
      },
    },
    copying: {
      description: 'Copying the registration link to the clipboard.',
      invoke: {
        id: 'copyText',
        src: 'copyText',
        input: ({ context }) => ({ text: context.link }),
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
      after: {
        noticeTimeout: { target: 'idle', description: 'The notice hides itself after 3 seconds.', actions: 'clearNotice' },
      },
      on: {
        'notice.dismiss': { target: 'idle', description: 'Closed early.', actions: 'clearNotice' },
        'invite.submit': {
          target: 'sending',
          description: 'Another invitation: the notice gives way.',
          actions: { type: 'startInvite', params: ({ event }) => ({ email: event.email }) },
        },
        'link.copy': { target: 'copying', description: 'Copy again: the notice gives way.', actions: 'clearNotice' },
      },
    },
  },
});

export type InviteMachine = typeof inviteMachine;
