/**
 * The account's address book page, Address (/address) (portal spec §2 "Address list and forms": address list,
 * choose a default, delete with the confirmation 'Kamu yakin akan menghapus alamat ini?' ('Ya, Hapus' / 'Batal');
 * §7 GET lms/users/address (limit 100), DELETE lms/users/address/{id}, POST lms/users/default_address/{id};
 * §8 "Address": 'Alamat telah berhasil dihapus', failures show the server message in a dialog).
 * docs/decisions/027-account-pages.md.
 *
 * - `loading` (tag `busy`) → `ready` (the list; empty when none) or `unavailable` (the load failed: `message`,
 *   `list.retry`).
 * - `ready`: `address.delete { id }` → `confirmingDelete` (tag `confirm`) → 'Ya, Hapus' `delete.confirm` →
 *   `deleting` (tag `busy`) → `deleted` (tag `alert`, 'Alamat telah berhasil dihapus') → `alert.close` → `loading`
 *   (the list reloads); 'Batal' `delete.cancel` → `ready`.
 * - `ready`: `address.setDefault { id }` (not the default one) → `settingDefault` (tag `busy`) → `loading`.
 * - A failed delete or set-default → `failed` (tag `alert`, the server message) → `alert.close` → `ready`.
 *
 * Context the view reads: `addresses`, `targetId` (the address being deleted / made default), `message`.
 * Actors: `loadAddresses() → Address[]`, `deleteAddress({ id })`, `setDefault({ id })`.
 */
import { assign, setup } from 'xstate';
import type { Address } from '../src/api/user';
import { toFailure } from './shared/failure';
import { notProvided } from './shared/not-provided';

/** Success text of a delete (portal §8 "Address"). */
export const ADDRESS_DELETED_TEXT = 'Alamat telah berhasil dihapus';

export interface AddressListContext {
  addresses: Address[];
  targetId: number | null;
  message: string | null;
}

export type AddressListEvent =
  | { type: 'address.delete'; id: number }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'address.setDefault'; id: number }
  | { type: 'alert.close' }
  | { type: 'list.retry' };

const failureOf = ({ event }: { event: { error: unknown } }) => toFailure(event.error).message;

export const addressListMachine = setup({
  types: {
    context: {} as AddressListContext,
    events: {} as AddressListEvent,
    tags: {} as 'busy' | 'confirm' | 'alert',
  },
  actors: {
    loadAddresses: notProvided<Address[], void>('addressList.loadAddresses'),
    deleteAddress: notProvided<void, { id: number }>('addressList.deleteAddress'),
    setDefault: notProvided<void, { id: number }>('addressList.setDefault'),
  },
  guards: {
    isListed: ({ context }, params: { id: number }) => context.addresses.some((a) => a.id === params.id),
    isOtherThanDefault: ({ context }, params: { id: number }) => context.addresses.some((a) => a.id === params.id && !a.default),
  },
}).createMachine({
  id: 'addressList',
  description: 'Address book: list, delete with confirmation, choose the default.',
  context: { addresses: [], targetId: null, message: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      description: 'Loading the addresses (limit 100).',
      invoke: {
        id: 'loadAddresses',
        src: 'loadAddresses',
        input: () => undefined,
        onDone: {
          target: 'ready',
          description: 'Loaded: show the list (or the empty text).',
          actions: assign({ addresses: ({ event }) => event.output, targetId: null }),
        },
        onError: {
          target: 'unavailable',
          description: 'The list could not be loaded: show why and offer a retry.',
          actions: assign({ message: failureOf, addresses: [] }),
        },
      },
    },
    unavailable: {
      description: 'The load failed.',
      on: { 'list.retry': { target: 'loading', description: 'Try loading again.', actions: assign({ message: null }) } },
    },
    ready: {
      description: 'The list is shown.',
      on: {
        'address.delete': {
          guard: { type: 'isListed', params: ({ event }) => ({ id: event.id }) },
          target: 'confirmingDelete',
          description: 'Delete pressed: ask for confirmation.',
          actions: assign({ targetId: ({ event }) => event.id }),
        },
        'address.setDefault': {
          guard: { type: 'isOtherThanDefault', params: ({ event }) => ({ id: event.id }) },
          target: 'settingDefault',
          description: 'Make another address the default one.',
          actions: assign({ targetId: ({ event }) => event.id }),
        },
      },
    },
    confirmingDelete: {
      tags: ['confirm'],
      description: "'Kamu yakin akan menghapus alamat ini?' with 'Ya, Hapus' and 'Batal'.",
      on: {
        'delete.confirm': { target: 'deleting', description: "'Ya, Hapus': delete it." },
        'delete.cancel': { target: 'ready', description: "'Batal': keep it.", actions: assign({ targetId: null }) },
      },
    },
    deleting: {
      tags: ['busy'],
      description: 'Deleting the address.',
      invoke: {
        id: 'deleteAddress',
        src: 'deleteAddress',
        input: ({ context }) => ({ id: context.targetId ?? 0 }),
        onDone: { target: 'deleted', description: 'Deleted: say so.', actions: assign({ message: ADDRESS_DELETED_TEXT }) },
        onError: { target: 'failed', description: 'Refused: the server message in a dialog.', actions: assign({ message: failureOf }) },
      },
    },
    settingDefault: {
      tags: ['busy'],
      description: 'Making the chosen address the default one.',
      invoke: {
        id: 'setDefault',
        src: 'setDefault',
        input: ({ context }) => ({ id: context.targetId ?? 0 }),
        onDone: { target: 'loading', description: 'Done: reload the list (the badge moves).' },
        onError: { target: 'failed', description: 'Refused: the server message in a dialog.', actions: assign({ message: failureOf }) },
      },
    },
    deleted: {
      tags: ['alert'],
      description: "'Alamat telah berhasil dihapus'.",
      on: { 'alert.close': { target: 'loading', description: 'Closed: reload the list.', actions: assign({ message: null }) } },
    },
    failed: {
      tags: ['alert'],
      description: 'The server message of a failed delete or set-default.',
      on: { 'alert.close': { target: 'ready', description: 'Closed: the list as it was.', actions: assign({ message: null, targetId: null }) } },
    },
  },
});
