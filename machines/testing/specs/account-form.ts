/** Model spec of machines/account-form.machine.ts: an invalid submit, a save that succeeds or fails, both alerts. */
import type { AnyMachineSnapshot } from 'xstate';
import type { AccountFormContext } from '../../account-form.machine';
import { accountFormMachine } from '../../account-form.machine';
import { apiError, networkError } from '../fixtures';
import type { ModelSpec } from '../model';

export const accountFormSpec: ModelSpec = {
  name: 'accountForm',
  machine: accountFormMachine,
  input: undefined,
  userEvents: [{ type: 'form.submit', values: { firstname: 'Siti' } }, { type: 'form.invalid' }, { type: 'alert.confirm' }],
  outputs: { save: [{ message: 'Info berhasil diubah' }] },
  errors: { save: [apiError(400, 'No telepon minimal 10 angka'), networkError()] },
  abstract: (s: AnyMachineSnapshot) => (s.context as AccountFormContext).invalid,
  project: (s: AnyMachineSnapshot) => {
    const c = s.context as AccountFormContext;
    return { message: c.message, invalid: c.invalid, values: c.values };
  },
  invariant: (s: AnyMachineSnapshot) => (s.hasTag('alert') && !(s.context as AccountFormContext).message ? 'an alert has a text' : null),
  promiseActors: ['save'],
};
