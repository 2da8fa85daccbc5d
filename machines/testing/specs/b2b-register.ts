/** Model spec of machines/b2b-register.machine.ts ('Daftar B2B'): status, document upload, send, retry. */
import type { AnyMachineSnapshot } from 'xstate';
import { b2bRegisterMachine, type B2bRegisterContext } from '../../b2b-register.machine';
import { apiError, networkError } from '../fixtures';
import type { ModelSpec } from '../model';

const none = { status: 'none', company_name: null, submitted_at: null };
const pending = { status: 'pending', company_name: 'Toko Roti Sari Rasa', submitted_at: '2026-11-27T04:00:00.000Z' };
const approved = { status: 'approved', company_name: null, submitted_at: null };

export const b2bRegisterSpec: ModelSpec = {
  name: 'b2b-register',
  machine: b2bRegisterMachine,
  input: undefined,
  userEvents: [
    { type: 'document.pick', file: new Blob(['x']), name: 'npwp.png' },
    { type: 'form.submit', values: { company_name: 'Toko Roti Sari Rasa' } },
    { type: 'form.invalid' },
    { type: 'load.retry' },
  ],
  outputs: {
    loadStatus: [none, pending, approved],
    uploadDocument: [{ url: 'http://localhost:5173/storage/b2b/dokumen/a.png' }],
    submit: [{ status: pending, message: 'Pendaftaran B2B berhasil dikirim' }],
  },
  errors: {
    loadStatus: [networkError()],
    uploadDocument: [apiError(413, 'Ukuran file harus dibawah 2MB')],
    submit: [apiError(409, 'Pendaftaran B2B kamu sedang diverifikasi')],
  },
  abstract: (s: AnyMachineSnapshot) => {
    const c = s.context as B2bRegisterContext;
    return [c.status?.status ?? null, c.documentUrl !== null, c.uploadError !== null, c.error !== null, c.invalid];
  },
  project: (s: AnyMachineSnapshot) => {
    const c = s.context as B2bRegisterContext;
    return { status: c.status, documentUrl: c.documentUrl, uploadError: c.uploadError, error: c.error, invalid: c.invalid, message: c.message };
  },
  promiseActors: ['loadStatus', 'uploadDocument', 'submit'],
  invariants: [
    { name: 'the form shows only for a member with nothing sent', in: 'editing', holds: (s) => (s.context as B2bRegisterContext).status?.status === 'none' },
    { name: 'pending ⇒ the gateway said pending', in: 'pending', holds: (s) => (s.context as B2bRegisterContext).status?.status === 'pending' },
    { name: 'approved ⇒ the gateway said approved', in: 'approved', holds: (s) => (s.context as B2bRegisterContext).status?.status === 'approved' },
    {
      name: 'a kept document has its name; nothing is sent without a submit',
      holds: (s, _sent, steps) => {
        const c = s.context as B2bRegisterContext;
        return (c.documentUrl === null || c.documentName !== null) && (!s.matches('submitting') || steps.some((e) => e.type === 'form.submit'));
      },
    },
    { name: 'a send that succeeded says so', in: 'pending', holds: (s, _sent, steps) => !steps.some((e) => e.type === 'form.submit') || (s.context as B2bRegisterContext).message !== null },
  ],
};
