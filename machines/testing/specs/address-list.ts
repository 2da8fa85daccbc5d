/** Model spec of machines/address-list.machine.ts: load, delete with confirmation, set default, failures. */
import type { AnyMachineSnapshot } from 'xstate';
import { addressListMachine, type AddressListContext } from '../../address-list.machine';
import { address, apiError, networkError } from '../fixtures';
import type { ModelSpec } from '../model';

export const addressListSpec: ModelSpec = {
  name: 'addressList',
  machine: addressListMachine,
  input: undefined,
  userEvents: [
    { type: 'address.delete', id: 2 },
    { type: 'address.delete', id: 9 },
    { type: 'delete.confirm' },
    { type: 'delete.cancel' },
    { type: 'address.setDefault', id: 2 },
    { type: 'address.setDefault', id: 1 },
    { type: 'alert.close' },
    { type: 'list.retry' },
  ],
  outputs: {
    loadAddresses: [[address(1, { default: true }), address(2)], []],
    deleteAddress: [null],
    setDefault: [address(2, { default: true })],
  },
  errors: {
    loadAddresses: [networkError()],
    deleteAddress: [apiError(404, 'Alamat tidak ditemukan')],
    setDefault: [apiError(404, 'Alamat tidak ditemukan')],
  },
  abstract: (s: AnyMachineSnapshot) => (s.context as AddressListContext).addresses.map((a) => `${a.id}${a.default ? '*' : ''}`).join(','),
  project: (s: AnyMachineSnapshot) => {
    const c = s.context as AddressListContext;
    return { ids: c.addresses.map((a) => a.id), targetId: c.targetId, message: c.message };
  },
  promiseActors: ['loadAddresses', 'deleteAddress', 'setDefault'],
};
