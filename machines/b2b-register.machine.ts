/**
 * 'Daftar B2B' — a member's B2B registration in the account area (portal spec §1 "Members have a type (for example
 * b2c or b2b)"; §7 "User": POST lms/users/b2b_register/submit, GET lms/users/b2b_register/status; §7 "Uploads":
 * POST lms/helper/upload; decision 071). Contract: src/api/b2b-register.ts, src/api/helper-upload.ts.
 *
 * States:
 * - `loading` (tag `busy`): `loadStatus()` → where the member stands: `none` → `editing`, `pending` → `pending`,
 *   `approved` → `approved`. A failure → `failed` (its message; 'Coba Lagi' sends `load.retry`).
 * - `editing`: the form. `document.pick { file, name }` → `uploading` (`uploadDocument`, tag `busy`): the stored
 *   document's URL is kept in `documentUrl` (a refused file: `uploadError` = the check's or server's message, the
 *   earlier document stays). `form.invalid` marks the submit refused by the contract's schema (`invalid`);
 *   `form.submit { values }` → `submitting`.
 * - `submitting` (tag `busy`): `submit({ values })` → `pending` with the gateway's text in `message`; a refusal →
 *   `editing` with the server message in `error` (the fields stay as typed: the view keeps them).
 * - `pending`: sent, waiting for the back office's check. `approved`: the member is type b2b already.
 *
 * Context the view reads: `status` (company name, sent time), `documentUrl`, `documentName`, `uploadError`, `error`,
 * `invalid`, `message`. Actors (placeholders; src/features/account/b2b-register.actors.ts): `loadStatus`,
 * `uploadDocument({ file, name }) → { url }`, `submit({ values }) → { status, message }`.
 */
import { assign, setup } from 'xstate';
import type { B2bStatus } from '../src/api/b2b-register';
import { toFailure } from './shared/failure';
import { notProvided } from './shared/not-provided';

export interface B2bUploadInput {
  file: Blob;
  name: string;
}
export interface B2bSubmitInput {
  /** The form's values with `document_url` (the actor parses them with the contract schema again). */
  values: unknown;
}
export interface B2bSubmitOutput {
  status: B2bStatus;
  /** The gateway's success text. */
  message: string;
}

export interface B2bRegisterContext {
  /** Where the member stands; null until read. */
  status: B2bStatus | null;
  /** The uploaded document's URL (lms/helper/upload), or null. */
  documentUrl: string | null;
  /** The uploaded document's file name as the member picked it. */
  documentName: string | null;
  /** The name of the file being uploaded now, or null. */
  uploadingName: string | null;
  /** Why the last picked file was refused, or null. */
  uploadError: string | null;
  /** The last failure's message (reading or sending), or null. */
  error: string | null;
  /** The last submit was refused by the form's rules. */
  invalid: boolean;
  /** The success text after sending. */
  message: string | null;
}

export type B2bRegisterEvent =
  | { type: 'document.pick'; file: Blob; name: string }
  | { type: 'form.submit'; values: unknown }
  | { type: 'form.invalid' }
  | { type: 'load.retry' };

export const b2bRegisterMachine = setup({
  types: {
    context: {} as B2bRegisterContext,
    events: {} as B2bRegisterEvent,
    tags: {} as 'busy',
  },
  actors: {
    loadStatus: notProvided<B2bStatus, void>('b2bRegister.loadStatus'),
    uploadDocument: notProvided<{ url: string }, B2bUploadInput>('b2bRegister.uploadDocument'),
    submit: notProvided<B2bSubmitOutput, B2bSubmitInput>('b2bRegister.submit'),
  },
  guards: {
    isPending: (_, params: { status: B2bStatus }) => params.status.status === 'pending',
    isApproved: (_, params: { status: B2bStatus }) => params.status.status === 'approved',
  },
  actions: {
    keepStatus: assign((_, params: { status: B2bStatus }) => ({ status: params.status, error: null })),
    keepError: assign((_, params: { error: unknown }) => ({ error: toFailure(params.error).message })),
  },
}).createMachine({
  id: 'b2bRegister',
  description: "'Daftar B2B': read where the member stands, then the form (document upload, send) or the pending/approved notice.",
  context: { status: null, documentUrl: null, documentName: null, uploadingName: null, uploadError: null, error: null, invalid: false, message: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      description: "Reading the member's registration status (a skeleton).",
      invoke: {
        id: 'loadStatus',
        src: 'loadStatus',
        input: () => undefined,
        onDone: [
          {
            guard: { type: 'isPending', params: ({ event }) => ({ status: event.output }) },
            target: 'pending',
            description: 'Already sent: say it is being checked.',
            actions: { type: 'keepStatus', params: ({ event }) => ({ status: event.output }) },
          },
          {
            guard: { type: 'isApproved', params: ({ event }) => ({ status: event.output }) },
            target: 'approved',
            description: 'The member is b2b already: nothing to fill.',
            actions: { type: 'keepStatus', params: ({ event }) => ({ status: event.output }) },
          },
          {
            target: 'editing',
            description: 'Nothing sent yet: offer the form.',
            actions: { type: 'keepStatus', params: ({ event }) => ({ status: event.output }) },
          },
        ],
        onError: {
          target: 'failed',
          description: "Could not read it: the message and 'Coba Lagi'.",
          actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      description: "The status could not be read: the message with 'Coba Lagi'.",
      on: { 'load.retry': { target: 'loading', description: 'Coba Lagi: read it again.', actions: assign({ error: null }) } },
    },
    editing: {
      description: 'The form: company, line of business, NPWP, phone, address and the document.',
      on: {
        'document.pick': {
          target: 'uploading',
          description: 'A file was chosen: upload it.',
          actions: assign(({ event }) => ({ uploadError: null, uploadingName: event.name })),
        },
        'form.invalid': {
          target: 'editing',
          description: "The contract's rules refused the submit: show the field messages.",
          actions: assign({ invalid: true }),
        },
        'form.submit': {
          target: 'submitting',
          description: 'The form is valid: send it.',
          actions: assign({ invalid: false, error: null }),
        },
      },
    },
    uploading: {
      tags: ['busy'],
      description: 'The document is being uploaded (lms/helper/upload); the send button waits.',
      invoke: {
        id: 'uploadDocument',
        src: 'uploadDocument',
        input: ({ event }) => {
          const e = event as Extract<B2bRegisterEvent, { type: 'document.pick' }>;
          return { file: e.file, name: e.name };
        },
        onDone: {
          target: 'editing',
          description: 'Stored: the form now carries the document.',
          actions: assign(({ context, event }) => ({ documentUrl: event.output.url, documentName: context.uploadingName, uploadingName: null, uploadError: null })),
        },
        onError: {
          target: 'editing',
          description: 'Refused or no answer: say why; an earlier document stays.',
          actions: assign(({ event }) => ({ uploadError: toFailure(event.error).message, uploadingName: null })),
        },
      },
    },
    submitting: {
      tags: ['busy'],
      description: 'Sending the registration (b2b_register/submit); the button is disabled with a spinner.',
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ event }) => ({ values: (event as Extract<B2bRegisterEvent, { type: 'form.submit' }>).values }),
        onDone: {
          target: 'pending',
          description: 'Recorded: the pending notice with the success text.',
          actions: assign(({ event }) => ({ status: event.output.status, message: event.output.message, error: null })),
        },
        onError: {
          target: 'editing',
          description: 'Refused or no answer: the server message; the fields stay as typed.',
          actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    pending: {
      description: 'Sent: the back office checks the document (the company and the date it was sent).',
    },
    approved: {
      description: 'The member is type b2b: their prices are the b2b list.',
    },
  },
});

/** The form can be sent now (not while reading, uploading or sending). */
export const selectCanSubmit = (s: { can(e: B2bRegisterEvent): boolean }) => s.can({ type: 'form.submit', values: {} });
