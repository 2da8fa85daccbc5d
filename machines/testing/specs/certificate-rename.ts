/** Model spec of machines/certificate-rename.machine.ts: open, type, submit with and without a first name, saved or refused, the 3 s notices. */
import type { AnyMachineSnapshot } from 'xstate';
import { certificateRenameMachine, type CertificateRenameContext } from '../../certificate-rename.machine';
import { apiError } from '../fixtures';
import { certificate } from '../learning-fixtures';
import type { ModelSpec } from '../model';

export const certificateRenameSpec: ModelSpec = {
  name: 'certificateRename',
  machine: certificateRenameMachine,
  input: { userId: 1, email: 'anggota@demo.test' },
  userEvents: [
    { type: 'rename.open', certificate: certificate(26, { name: 'Siti Rahmawati' }) },
    { type: 'first.change', value: '' },
    { type: 'first.change', value: 'Sri' },
    { type: 'last.change', value: 'Lestari' },
    { type: 'rename.submit' },
    { type: 'rename.close' },
  ],
  outputs: { rename: [certificate(26, { name: 'Sri Lestari' })] },
  errors: { rename: [apiError(404, 'Sertifikat tidak ditemukan')] },
  abstract: (s: AnyMachineSnapshot) => (s.context as CertificateRenameContext).first.trim() !== '',
  project: (s: AnyMachineSnapshot) => {
    const c = s.context as CertificateRenameContext;
    return { certificate: c.certificate?.id ?? null, first: c.first, last: c.last, attempted: c.attempted, notice: c.notice };
  },
  promiseActors: ['rename'],
};
