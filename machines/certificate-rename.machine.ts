/**
 * Renaming a certificate from the certificate tab of 'Kursus Saya' (commerce spec §2 "Certificate tab: ... a rename
 * modal", §4 "Certificates: Rename: the name is changed through a modal", §5 "Certificate rename: First name
 * required: 'Nama Depan harus diisi'. Last name optional.", §7 "Certificate name update: body id, email, voucher
 * (the certificate code), name (first name plus optional last name)", §8 "Name update success: 'Nama Sertifikat
 * berhasil diubah'. Failure shows the server message for 3 s.", §9 notices 3000 ms).
 *
 * - `closed`: `rename.open { certificate }` → `editing` with the name split at the first space (first / rest).
 * - `editing`: `first.change`, `last.change`; `rename.submit`: a first name → `saving`, otherwise `attempted` and
 *   'Nama Depan harus diisi' under it ({@link firstNameError}). `rename.close` → `closed`.
 * - `saving` (tag `busy`): `rename({ id: userId, email, voucher: code, name })` → `renamed` (the modal closes, the
 *   notice 'Nama Sertifikat berhasil diubah' for 3 s, emit `certificate.renamed` so the list reloads); a failure →
 *   `failed`: the server message in the modal for 3 s, then `editing` (edits and a new submit are allowed).
 *
 * Actors (injected by src/features/my-courses/my-courses.actors.ts): `rename` → Certificate.
 */
import { assign, emit, setup } from 'xstate';
import type { Certificate } from '../src/api/certificate';
import { CERTIFICATE_NAME_REQUIRED, CERTIFICATE_RENAMED, LEARNING_NOTICE_MS } from './learning-messages';
import { toFailure } from './shared/failure';
import { notProvided } from './shared/not-provided';

export interface CertificateRenameInput {
  userId: number;
  email: string;
}

export interface RenameCallInput {
  id: number;
  email: string;
  voucher: string;
  name: string;
}

export interface CertificateRenameContext extends CertificateRenameInput {
  certificate: Certificate | null;
  first: string;
  last: string;
  attempted: boolean;
  /** Success text or the server message, shown 3 s; null otherwise. */
  notice: string | null;
}

export type CertificateRenameEvent =
  | { type: 'rename.open'; certificate: Certificate }
  | { type: 'first.change'; value: string }
  | { type: 'last.change'; value: string }
  | { type: 'rename.submit' }
  | { type: 'rename.close' };

export type CertificateRenameEmitted = { type: 'certificate.renamed'; certificate: Certificate };

/** 'Nama Depan harus diisi' after a submit attempt without a first name, else null. */
export const firstNameError = (c: Pick<CertificateRenameContext, 'first' | 'attempted'>) => (c.attempted && !c.first.trim() ? CERTIFICATE_NAME_REQUIRED : null);

/** First name plus the optional last name, trimmed and joined by one space (= src/api/certificate.ts certificateName). */
export const joinName = (first: string, last: string) => [first.trim(), last.trim()].filter(Boolean).join(' ');

const splitName = (name: string) => {
  const trimmed = name.trim();
  const at = trimmed.indexOf(' ');
  return at < 0 ? { first: trimmed, last: '' } : { first: trimmed.slice(0, at), last: trimmed.slice(at + 1).trim() };
};

export const certificateRenameMachine = setup({
  types: {
    context: {} as CertificateRenameContext,
    events: {} as CertificateRenameEvent,
    input: {} as CertificateRenameInput,
    emitted: {} as CertificateRenameEmitted,
    tags: {} as 'busy',
  },
  actors: {
    rename: notProvided<Certificate, RenameCallInput>('certificateRename.rename'),
  },
  delays: {
    /** How long the success or failure notice stays, ms (commerce §8, §9). */
    noticeTimeout: LEARNING_NOTICE_MS,
  },
  guards: {
    hasFirstName: ({ context }) => context.first.trim() !== '',
  },
  actions: {
    open: assign((_, params: { certificate: Certificate }) => ({ certificate: params.certificate, ...splitName(params.certificate.name), attempted: false, notice: null })),
  },
}).createMachine({
  id: 'certificateRename',
  description: "Rename a certificate: first name required, last name optional; 'Nama Sertifikat berhasil diubah' or the server message for 3 s.",
  context: ({ input }) => ({ ...input, certificate: null, first: '', last: '', attempted: false, notice: null }),
  initial: 'closed',
  states: {
    closed: {
      description: 'No rename modal.',
      on: {
        'rename.open': { target: 'editing', actions: { type: 'open', params: ({ event }) => ({ certificate: event.certificate }) }, description: 'The rename button of a certificate.' },
      },
    },
    editing: {
      description: "The modal: 'Nama Depan', 'Nama Belakang', save.",
      on: {
        'first.change': { actions: assign({ first: ({ event }) => event.value }), description: 'The first name is typed.' },
        'last.change': { actions: assign({ last: ({ event }) => event.value }), description: 'The last name is typed.' },
        'rename.submit': [
          { guard: 'hasFirstName', target: 'saving', description: 'Save the new name.' },
          { actions: assign({ attempted: true }), description: "'Nama Depan harus diisi'." },
        ],
        'rename.close': { target: 'closed', actions: assign({ certificate: null }), description: 'The modal is closed.' },
      },
    },
    saving: {
      tags: ['busy'],
      description: 'PUT update/course_completion.',
      invoke: {
        id: 'rename',
        src: 'rename',
        input: ({ context }) => ({ id: context.userId, email: context.email, voucher: context.certificate!.code, name: joinName(context.first, context.last) }),
        onDone: {
          target: 'renamed',
          actions: [
            assign({ notice: CERTIFICATE_RENAMED, certificate: null }),
            emit(({ event }) => ({ type: 'certificate.renamed' as const, certificate: event.output })),
          ],
          description: "'Nama Sertifikat berhasil diubah'; the list reloads.",
        },
        onError: { target: 'failed', actions: assign({ notice: ({ event }) => toFailure(event.error).message }), description: 'The server message for 3 s.' },
      },
    },
    failed: {
      description: 'The server message shows in the modal for 3 s; the form stays editable.',
      after: { noticeTimeout: { target: 'editing', actions: assign({ notice: null }), description: 'The message hides.' } },
      on: {
        'first.change': { target: 'editing', actions: assign({ first: ({ event }) => event.value, notice: null }), description: 'Typing hides the message.' },
        'last.change': { target: 'editing', actions: assign({ last: ({ event }) => event.value, notice: null }), description: 'Typing hides the message.' },
        'rename.close': { target: 'closed', actions: assign({ certificate: null, notice: null }), description: 'The modal is closed.' },
      },
    },
    renamed: {
      description: "The modal is closed; 'Nama Sertifikat berhasil diubah' shows for 3 s.",
      after: { noticeTimeout: { target: 'closed', actions: assign({ notice: null }), description: 'The notice hides.' } },
      on: {
        'rename.open': { target: 'editing', actions: { type: 'open', params: ({ event }) => ({ certificate: event.certificate }) }, description: 'Another rename.' },
      },
    },
  },
});
