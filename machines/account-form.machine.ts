/**
 * The save cycle of every account form (portal spec §4 "Profile forms": "idle, then submitting (button disabled
 * with a spinner), then a success alert or an error alert. On confirm the user goes to AccountMenu (or to Address
 * for address forms)"; §4 "Address edit"; §8 "Profile", "Address"). One machine for the profile editor
 * (/general-information), change password (/change-password), social media (/social-media) and the address forms
 * (/add-address, /edit-address/{id}); each page provides its own `save` actor (src/features/account/*.actors.ts).
 * docs/decisions/027-account-pages.md.
 *
 * The fields and their §5 rules live in the page's TanStack Form with the contract's valibot schema (the same the
 * gateway validates with); the machine receives the outcome:
 * - `form.invalid` (the schema refused a submit) → `editing` with `invalid` set: the page shows the invalid-submit
 *   text ('Data profil tidak valid, …' / 'Data alamat tidak valid, …');
 * - `form.submit { values }` → `submitting` (tag `busy`: the button is disabled with a spinner) → `succeeded`
 *   (tag `alert`, `message` = the success text the actor answers, e.g. 'Info berhasil diubah') or `failed` (tag
 *   `alert`, `message` = the server message, or 'Pastikan internet anda stabil' for a lost connection);
 * - `alert.confirm` in `succeeded` → `done` (final): the page goes to AccountMenu or Address;
 *   `alert.confirm` in `failed` → `editing`: the form is still as the member typed it (the view keeps its fields).
 *
 * Actor: `save({ values }) → { message }` (values are the form's valid values; the actor validates them again with
 * the contract schema before sending).
 */
import { assign, setup } from 'xstate';
import { toFailure } from './shared/failure';
import { notProvided } from './shared/not-provided';

/** What a save answers: the success text to show. */
export interface AccountFormSaved {
  message: string;
}

export interface SaveAccountFormInput {
  /** The form's values as the schema accepted them (the actor parses them again). */
  values: unknown;
}

export interface AccountFormContext {
  /** The last submitted values (kept while saving). */
  values: unknown;
  /** The alert text: success text or server message; null while editing. */
  message: string | null;
  /** The last submit was refused by the form's rules. */
  invalid: boolean;
}

/** What the page sends. */
export type AccountFormEvent =
  | { type: 'form.submit'; values: unknown }
  | { type: 'form.invalid' }
  /** The alert's button (success: leave the page; failure: back to the form). */
  | { type: 'alert.confirm' };

export const accountFormMachine = setup({
  types: {
    context: {} as AccountFormContext,
    events: {} as AccountFormEvent,
    tags: {} as 'busy' | 'alert',
  },
  actors: {
    save: notProvided<AccountFormSaved, SaveAccountFormInput>('accountForm.save'),
  },
}).createMachine({
  id: 'accountForm',
  description: 'An account form: idle → submitting → success or error alert; on confirm leave (success) or edit again (error).',
  context: { values: null, message: null, invalid: false },
  initial: 'editing',
  states: {
    editing: {
      description: 'The member fills the form (idle). The submit button is enabled.',
      on: {
        'form.submit': {
          target: 'submitting',
          description: 'The form is valid: send it.',
          actions: assign({ values: ({ event }) => event.values, invalid: false, message: null }),
        },
        'form.invalid': {
          target: 'editing',
          description: 'The form refused a submit: show the invalid-submit text.',
          actions: assign({ invalid: true }),
        },
      },
    },
    submitting: {
      tags: ['busy'],
      description: 'Saving: the submit button is disabled and shows a spinner.',
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ values: context.values }),
        onDone: {
          target: 'succeeded',
          description: 'Saved: show the success text.',
          actions: assign({ message: ({ event }) => event.output.message }),
        },
        onError: {
          target: 'failed',
          description: 'Refused or lost: show the server message (the form keeps what was typed).',
          actions: assign({ message: ({ event }) => toFailure(event.error).message }),
        },
      },
    },
    succeeded: {
      tags: ['alert'],
      description: "Success alert (e.g. 'Info berhasil diubah').",
      on: { 'alert.confirm': { target: 'done', description: 'Confirmed: the page leaves for AccountMenu or Address.' } },
    },
    failed: {
      tags: ['alert'],
      description: 'Error alert with the server message.',
      on: {
        'alert.confirm': {
          target: 'editing',
          description: 'Closed: back to the form as typed.',
          actions: assign({ message: null }),
        },
      },
    },
    done: { type: 'final', description: 'Saved and confirmed: the page navigates away.' },
  },
});
