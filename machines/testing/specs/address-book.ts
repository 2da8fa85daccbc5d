/**
 * Model spec of machines/address-book.machine.ts: the member's panel events, the checkout's requests, and the
 * answers of loading, saving and deleting addresses.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { addressBookMachine, type AddressBookContext } from '../../address-book.machine';
import { apiError, farAddress, nearAddress, networkError, warehouse } from '../fixtures';
import type { ModelInvariant, ModelSpec } from '../model';
import { label } from './labels';

/** Form values as the add/update form submits them (already valid). */
export const ADDRESS_VALUES = {
  label: 'Kantor',
  recipient: 'Sari',
  address: 'Jl. Asia Afrika 1',
  phone: '0812345678',
  district_id: '327301',
  village_id: '3273010002',
  village: 'Babakan',
  postcode: '40112',
  latitude: -6.9,
  longitude: 107.6,
};

/** Complete and near (default), far (> 20 km), incomplete (no postal code). */
const book = [nearAddress(1), farAddress(2), nearAddress(3, { default: false, postal_code: '' })];

/** The delete confirmation is a modal dialog; an open form or chooser takes the member's attention. */
function allow(s: AnyMachineSnapshot, e: EventObject): boolean {
  const m = (v: unknown) => s.matches(v as never);
  if (s.hasTag('addressDeleteConfirm')) return ['address.deleteConfirm', 'address.deleteCancel'].includes(e.type);
  if (m({ ready: 'choose' })) return ['address.pick', 'address.confirm', 'address.delete', 'panel.close', 'panel.add', 'address.unselect'].includes(e.type);
  if (m({ ready: { add: 'editing' } }) || m({ ready: { update: 'editing' } })) return ['address.save', 'panel.close'].includes(e.type);
  return !['address.pick', 'address.confirm', 'address.save', 'address.delete', 'address.deleteConfirm', 'address.deleteCancel'].includes(e.type);
}

const ab = (s: AnyMachineSnapshot) => s.context as AddressBookContext;
const INVARIANTS: ModelInvariant[] = [
  { name: 'the selected address is in the list', holds: (s) => ab(s).addressId === null || ab(s).addresses.some((a) => a.id === ab(s).addressId) },
  { name: 'the ticked address is in the list', holds: (s) => ab(s).pickedAddressId === null || ab(s).addresses.some((a) => a.id === ab(s).pickedAddressId) },
  { name: 'empty only without addresses', in: { ready: 'empty' }, holds: (s) => ab(s).addresses.length === 0 },
  { name: 'without a warehouse every distance is 0', holds: (s) => !!ab(s).warehouse || ab(s).addresses.every((a) => a.distance === 0) },
  { name: 'busy ⇔ a load, save or delete in flight', holds: (s) => s.hasTag('busy') === ['loadAddresses', 'saveAddress', 'deleteAddress'].some((id) => id in s.children) },
  {
    name: 'the checkout is told that a save or delete started and ended, in pairs',
    holds: (s, sent) => {
      const open = sent.reduce((n, e) => n + (e.type === 'work.started' ? 1 : e.type === 'work.ended' ? -1 : 0), 0);
      return open === (['saveAddress', 'deleteAddress'].some((id) => id in s.children) ? 1 : 0);
    },
  },
];

export const addressBookSpec: ModelSpec = {
  name: 'addressBook',
  machine: addressBookMachine,
  input: { userId: 11, warehouse, preferredAddressId: 2 },
  moreInputs: [{ userId: 11, warehouse: null, preferredAddressId: null }],
  userEvents: [
    { type: 'panel.add' },
    { type: 'panel.choose' },
    { type: 'panel.update' },
    { type: 'panel.update', id: 3 },
    { type: 'panel.update', id: 99 },
    { type: 'panel.close' },
    { type: 'address.pick', id: 1 },
    { type: 'address.pick', id: 99 },
    { type: 'address.confirm' },
    { type: 'address.save', values: ADDRESS_VALUES },
    { type: 'address.delete', id: 1 },
    { type: 'address.delete', id: 2 },
    { type: 'address.deleteConfirm' },
    { type: 'address.deleteCancel' },
    { type: 'address.unselect' },
  ],
  allow,
  outputs: {
    loadAddresses: [book, []],
    saveAddress: [nearAddress(5, { default: false }), farAddress(2, { label: 'Rumah baru' })],
    deleteAddress: [undefined],
  },
  errors: {
    loadAddresses: [networkError()],
    saveAddress: [apiError(400, 'Data alamat tidak valid, cek kembali data yang kamu masukan')],
    deleteAddress: [apiError(404, 'Alamat tidak ditemukan')],
  },
  abstract: (s: AnyMachineSnapshot) => {
    const c = s.context as AddressBookContext;
    return [c.addresses.map((a) => a.id), c.addressId, c.pickedAddressId, c.editingAddressId, c.deletingAddressId, c.saving?.id ?? (c.saving ? 'new' : null)];
  },
  project: (s: AnyMachineSnapshot) => {
    const c = s.context as AddressBookContext;
    return { ...c, addresses: c.addresses.map((a) => [a.id, a.distance, a.label]), warehouse: c.warehouse?.id ?? null };
  },
  invariants: INVARIANTS,
  label,
  promiseActors: ['loadAddresses', 'saveAddress', 'deleteAddress'],
};
