/**
 * The checkout's recipient address box (commerce spec §2 Checkout "Address panels: add, choose (buttons
 * Cancel/Proses), empty, update, or hidden. Only one shows at a time", §5 "Address form" delete confirmation,
 * §8 "Address"). A child of machines/checkout.machine.ts (invoke id `addressBook`).
 *
 * `loading` (tags `loading`, `busy`: addresses, limit 100) → `ready`, where exactly one panel shows:
 * - `hidden` | `empty` ('Kamu belum memiliki data alamat pengiriman');
 * - `choose.browsing` (radios, Cancel / Proses, a delete button per address; 'Kamu belum memiliki data alamat'
 *   once none is left) → `choose.confirmingDelete` (tag `addressDeleteConfirm`: 'Kamu yakin akan menghapus alamat
 *   ini?', 'Ya, Hapus' / 'Batal') → `choose.deleting` (tags `busy`, `addressDeleting`);
 * - `add.editing` → `add.saving` (tag `busy`); `update.editing` → `update.saving` (tag `busy`).
 *
 * What it tells the checkout (`sendParent`):
 * - `addresses.loaded { address, restored }`: the address chosen on entry (the one of the stored progress, else the
 *   default one, else none);
 * - `address.selected { address, keepDelivery }`: Proses in the chooser, a new address saved, or the selected
 *   address updated (then `keepDelivery`: the delivery stays if still offered);
 * - `address.cleared`: the selected address was deleted;
 * - `work.started` / `work.ended { by: 'addressBook' }` around a save or a delete (the checkout waits with the payment);
 * - `failure.reported { message }`: a load, save or delete failed (the server message goes to the page's alert).
 * The checkout asks `panel.choose` / `panel.update` (an address is missing or incomplete at payment) and
 * `address.unselect` (BDX beyond 20 km: the selection is cleared and the chooser opens).
 *
 * Emitted for the page's notices: `address.saved { message }` ('Alamat telah berhasil ditambah' /
 * 'Alamat telah berhasil dirubah'), `address.deleted { message }` ('Alamat telah berhasil dihapus').
 *
 * Context the view reads: `addresses` (each with `distance`, km to the warehouse), `addressId` (selected),
 * `pickedAddressId` (the ticked radio), `editingAddressId` (the update form's address).
 *
 * Actors: `loadAddresses` ({ userId } → Address[]), `saveAddress` ({ id: null to add | id, values } → Address),
 * `deleteAddress` ({ id }).
 */
import { assign, emit, enqueueActions, sendParent, setup } from 'xstate';
import type { Warehouse } from '../src/api/catalogue';
import type { Address, AddressInput } from '../src/api/user';
import { ADDRESS_ADDED, ADDRESS_DELETED, ADDRESS_UPDATED } from './messages';
import { toFailure } from './shared/failure';
import { distanceKm } from './shared/geo';
import { notProvided } from './shared/not-provided';
import type { WorkReport } from './shared/work';

/** An address with its distance to the warehouse, km (2 decimals; 0 when coordinates are missing). */
export type CheckoutAddress = Address & { distance: number };

export interface AddressBookInput {
  userId: number;
  /** Distances are measured to it (null for a course-only checkout: every distance is 0). */
  warehouse: Warehouse | null;
  /** The address of the stored progress (a reload returns to it when it still exists). */
  preferredAddressId: number | null;
}

export interface AddressBookContext {
  userId: number;
  warehouse: Warehouse | null;
  preferredAddressId: number | null;
  addresses: CheckoutAddress[];
  addressId: number | null;
  pickedAddressId: number | null;
  editingAddressId: number | null;
  deletingAddressId: number | null;
  saving: SaveAddressInput | null;
}

/** What the member does in the address box (and what the checkout asks at payment). */
export type AddressBookEvent =
  | { type: 'panel.add' }
  | { type: 'panel.choose' }
  /** The update form for an address (the selected one without `id`). */
  | { type: 'panel.update'; id?: number }
  /** 'Cancel' in the chooser, or closing the add/update form. */
  | { type: 'panel.close' }
  /** The radio in the chooser. */
  | { type: 'address.pick'; id: number }
  /** 'Proses' in the chooser. */
  | { type: 'address.confirm' }
  /** Submit the add or update form (validated by the form's valibot schema). */
  | { type: 'address.save'; values: AddressInput }
  | { type: 'address.delete'; id: number }
  /** 'Ya, Hapus'. */
  | { type: 'address.deleteConfirm' }
  /** 'Batal'. */
  | { type: 'address.deleteCancel' }
  /** From the checkout: BDX beyond 20 km clears the selection and opens the chooser. */
  | { type: 'address.unselect' };

/** What the address book tells the checkout. */
export type AddressBookReport =
  | { type: 'addresses.loaded'; address: CheckoutAddress | null; restored: boolean }
  | { type: 'address.selected'; address: CheckoutAddress; keepDelivery: boolean }
  | { type: 'address.cleared' }
  | WorkReport
  | { type: 'failure.reported'; message: string };

export type AddressBookEmitted = { type: 'address.saved'; message: string } | { type: 'address.deleted'; message: string };

export interface LoadAddressesInput {
  userId: number;
}
export interface SaveAddressInput {
  /** null to add, an id to update. */
  id: number | null;
  values: AddressInput;
}
export interface DeleteAddressInput {
  id: number;
}

const withDistance = (a: Address, warehouse: Warehouse | null): CheckoutAddress => ({ ...a, distance: distanceKm(a, warehouse) });
const find = (ctx: AddressBookContext, id: number | null) => ctx.addresses.find((a) => a.id === id) ?? null;

export const addressBookMachine = setup({
  types: {
    context: {} as AddressBookContext,
    events: {} as AddressBookEvent,
    input: {} as AddressBookInput,
    emitted: {} as AddressBookEmitted,
    tags: {} as 'loading' | 'busy' | 'addressDeleteConfirm' | 'addressDeleting',
  },
  actors: {
    loadAddresses: notProvided<Address[], LoadAddressesInput>('addressBook.loadAddresses'),
    saveAddress: notProvided<Address, SaveAddressInput>('addressBook.saveAddress'),
    deleteAddress: notProvided<void, DeleteAddressInput>('addressBook.deleteAddress'),
  },
  guards: {
    hasAddresses: ({ context }) => context.addresses.length > 0,
    isKnownAddress: ({ context }, params: { id: number }) => context.addresses.some((a) => a.id === params.id),
    hasPickedAddress: ({ context }) => context.pickedAddressId !== null,
    hasEditTarget: ({ context }, params: { id: number | undefined }) => find(context, params.id ?? context.addressId) !== null,
    isDeletingSelected: ({ context }) => context.deletingAddressId !== null && context.deletingAddressId === context.addressId,
    isUpdatingSelected: ({ context }) => context.saving?.id != null && context.saving.id === context.addressId,
  },
  actions: {
    reportFailure: sendParent((_, params: { error: unknown }): AddressBookReport => ({ type: 'failure.reported', message: toFailure(params.error).message })),
    /** Select an address and tell the checkout (with the address as saved in the list). */
    select: enqueueActions(({ context, enqueue }, params: { id: number; keepDelivery: boolean }) => {
      enqueue.assign({ addressId: params.id });
      const address = find(context, params.id);
      if (address) enqueue.sendParent({ type: 'address.selected', address, keepDelivery: params.keepDelivery } satisfies AddressBookReport);
    }),
    /** Put a saved address into the list (added, or replacing its old version). */
    storeSaved: assign(({ context }, params: { address: Address }) => {
      const saved = withDistance(params.address, context.warehouse);
      const known = context.addresses.some((a) => a.id === saved.id);
      return {
        addresses: known ? context.addresses.map((a) => (a.id === saved.id ? saved : a)) : [...context.addresses, saved],
        saving: null,
      };
    }),
    forgetDeleted: assign(({ context }) => ({
      addresses: context.addresses.filter((a) => a.id !== context.deletingAddressId),
      pickedAddressId: context.pickedAddressId === context.deletingAddressId ? null : context.pickedAddressId,
      addressId: context.addressId === context.deletingAddressId ? null : context.addressId,
      deletingAddressId: null,
    })),
    tickSelected: assign({ pickedAddressId: ({ context }) => context.addressId }),
    /** A save or a delete is under way: the checkout waits with the payment. */
    reportBusy: sendParent({ type: 'work.started', by: 'addressBook' } satisfies AddressBookReport),
    reportSettled: sendParent({ type: 'work.ended', by: 'addressBook' } satisfies AddressBookReport),
  },
}).createMachine({
  id: 'addressBook',
  description: 'The recipient address box of checkout: choose, add, update, delete (commerce §2 Checkout, §5, §8 Address).',
  context: ({ input }) => ({
    userId: input.userId,
    warehouse: input.warehouse,
    preferredAddressId: input.preferredAddressId,
    addresses: [],
    addressId: null,
    pickedAddressId: null,
    editingAddressId: null,
    deletingAddressId: null,
    saving: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Loading the addresses (limit 100) and choosing the stored or the default one.',
      tags: ['loading', 'busy'],
      invoke: {
        id: 'loadAddresses',
        src: 'loadAddresses',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: {
          target: 'ready',
          description: 'Addresses known: the stored address if it still exists, else the default one.',
          actions: [
            assign(({ context, event }) => {
              const addresses = event.output.map((a) => withDistance(a, context.warehouse));
              const chosen = addresses.find((a) => a.id === context.preferredAddressId) ?? addresses.find((a) => a.default) ?? null;
              return { addresses, addressId: chosen?.id ?? null };
            }),
            sendParent(({ context }): AddressBookReport => {
              const address = find(context, context.addressId);
              return { type: 'addresses.loaded', address, restored: address !== null && address.id === context.preferredAddressId };
            }),
          ],
        },
        onError: {
          target: 'ready',
          description: 'Not loaded: go on without addresses and report the message.',
          actions: [
            { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
            sendParent((): AddressBookReport => ({ type: 'addresses.loaded', address: null, restored: false })),
          ],
        },
      },
    },
    ready: {
      description: 'Exactly one panel (or none) shows.',
      initial: 'starting',
      on: {
        'panel.add': { target: '.add', description: 'Open the add form.' },
        'panel.choose': [
          { guard: 'hasAddresses', target: '.choose', description: 'Open the chooser with the selected address ticked.', actions: 'tickSelected' },
          { target: '.add', description: 'Nothing to choose from: open the add form.' },
        ],
        'panel.update': {
          guard: { type: 'hasEditTarget', params: ({ event }) => ({ id: event.id }) },
          target: '.update',
          description: 'Open the update form for an address (the selected one by default).',
          actions: assign({ editingAddressId: ({ context, event }) => event.id ?? context.addressId }),
        },
        'address.unselect': {
          target: '.choose',
          description: 'The checkout cleared the selection (BDX beyond 20 km): choose another address.',
          actions: assign({ addressId: null, pickedAddressId: null }),
        },
      },
      states: {
        starting: {
          description: 'The first panel.',
          always: [
            { guard: 'hasAddresses', target: 'hidden', description: 'There are addresses: no panel.' },
            { target: 'empty', description: 'No address at all.' },
          ],
        },
        hidden: { description: 'No panel shown: the selected address (or none) is in the box.' },
        empty: { description: "'Kamu belum memiliki data alamat pengiriman' with the add button." },
        choose: {
          description: 'The chooser: radios, Cancel / Proses, a delete button per address.',
          initial: 'browsing',
          states: {
            browsing: {
              description: "Ticking an address; 'Kamu belum memiliki data alamat' once none is left.",
              on: {
                'address.pick': {
                  guard: { type: 'isKnownAddress', params: ({ event }) => ({ id: event.id }) },
                  description: 'Tick an address.',
                  actions: assign({ pickedAddressId: ({ event }) => event.id }),
                },
                'address.confirm': {
                  guard: 'hasPickedAddress',
                  target: '#addressBook.ready.hidden',
                  description: 'Proses: the ticked address is selected; method and courier start again.',
                  actions: { type: 'select', params: ({ context }) => ({ id: context.pickedAddressId!, keepDelivery: false }) },
                },
                'address.delete': {
                  guard: { type: 'isKnownAddress', params: ({ event }) => ({ id: event.id }) },
                  target: 'confirmingDelete',
                  description: "An address's delete button: ask 'Kamu yakin akan menghapus alamat ini?'.",
                  actions: assign({ deletingAddressId: ({ event }) => event.id }),
                },
                'panel.close': [
                  { guard: 'hasAddresses', target: '#addressBook.ready.hidden', description: 'Cancel.' },
                  { target: '#addressBook.ready.empty', description: 'Cancel after every address was deleted.' },
                ],
              },
            },
            confirmingDelete: {
              description: "The confirmation: 'Ya, Hapus' or 'Batal'.",
              tags: ['addressDeleteConfirm'],
              on: {
                'address.deleteConfirm': { target: 'deleting', description: "'Ya, Hapus': delete the address." },
                'address.deleteCancel': { target: 'browsing', description: "'Batal': nothing is deleted.", actions: assign({ deletingAddressId: null }) },
              },
            },
            deleting: {
              description: 'Deleting the address; the confirmation waits.',
              tags: ['busy', 'addressDeleting'],
              entry: 'reportBusy',
              exit: 'reportSettled',
              invoke: {
                id: 'deleteAddress',
                src: 'deleteAddress',
                input: ({ context }) => ({ id: context.deletingAddressId! }),
                onDone: [
                  {
                    guard: 'isDeletingSelected',
                    target: 'browsing',
                    description: "The selected address was deleted: it leaves the list and the checkout has no address ('Alamat telah berhasil dihapus').",
                    actions: [
                      'forgetDeleted',
                      sendParent((): AddressBookReport => ({ type: 'address.cleared' })),
                      emit({ type: 'address.deleted', message: ADDRESS_DELETED }),
                    ],
                  },
                  {
                    target: 'browsing',
                    description: "Another address was deleted: it leaves the list ('Alamat telah berhasil dihapus').",
                    actions: ['forgetDeleted', emit({ type: 'address.deleted', message: ADDRESS_DELETED })],
                  },
                ],
                onError: {
                  target: 'browsing',
                  description: 'Not deleted: everything stays; the server message.',
                  actions: [assign({ deletingAddressId: null }), { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) }],
                },
              },
            },
          },
        },
        add: {
          description: 'The add form.',
          initial: 'editing',
          states: {
            editing: {
              description: 'Filling the form.',
              on: {
                'address.save': {
                  target: 'saving',
                  description: 'Save the new address.',
                  actions: assign({ saving: ({ event }) => ({ id: null, values: event.values }) }),
                },
                'panel.close': [
                  { guard: 'hasAddresses', target: '#addressBook.ready.hidden', description: 'Close the form.' },
                  { target: '#addressBook.ready.empty', description: 'Close the form with no addresses.' },
                ],
              },
            },
            saving: {
              description: 'Saving the new address.',
              tags: ['busy'],
              entry: 'reportBusy',
              exit: 'reportSettled',
              invoke: {
                id: 'saveAddress',
                src: 'saveAddress',
                input: ({ context }) => context.saving!,
                onDone: {
                  target: '#addressBook.ready.hidden',
                  description: "Saved: it joins the list and is selected ('Alamat telah berhasil ditambah').",
                  actions: [
                    { type: 'storeSaved', params: ({ event }) => ({ address: event.output }) },
                    { type: 'select', params: ({ event }) => ({ id: event.output.id, keepDelivery: false }) },
                    emit({ type: 'address.saved', message: ADDRESS_ADDED }),
                  ],
                },
                onError: {
                  target: 'editing',
                  description: 'Not saved: the form stays; the server message.',
                  actions: [assign({ saving: null }), { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) }],
                },
              },
            },
          },
        },
        update: {
          description: 'The update form of `editingAddressId`.',
          initial: 'editing',
          states: {
            editing: {
              description: 'Filling the form.',
              on: {
                'address.save': {
                  target: 'saving',
                  description: 'Save the changes.',
                  actions: assign({ saving: ({ context, event }) => ({ id: context.editingAddressId, values: event.values }) }),
                },
                'panel.close': { target: '#addressBook.ready.hidden', description: 'Close the form.' },
              },
            },
            saving: {
              description: 'Saving the changes.',
              tags: ['busy'],
              entry: 'reportBusy',
              exit: 'reportSettled',
              invoke: {
                id: 'saveAddress',
                src: 'saveAddress',
                input: ({ context }) => context.saving!,
                onDone: [
                  {
                    guard: 'isUpdatingSelected',
                    target: '#addressBook.ready.hidden',
                    description: "The selected address changed: selected again, the delivery kept if still offered ('Alamat telah berhasil dirubah').",
                    actions: [
                      { type: 'storeSaved', params: ({ event }) => ({ address: event.output }) },
                      { type: 'select', params: ({ event }) => ({ id: event.output.id, keepDelivery: true }) },
                      emit({ type: 'address.saved', message: ADDRESS_UPDATED }),
                    ],
                  },
                  {
                    target: '#addressBook.ready.hidden',
                    description: "Another address changed: the list follows ('Alamat telah berhasil dirubah').",
                    actions: [{ type: 'storeSaved', params: ({ event }) => ({ address: event.output }) }, emit({ type: 'address.saved', message: ADDRESS_UPDATED })],
                  },
                ],
                onError: {
                  target: 'editing',
                  description: 'Not saved: the form stays; the server message.',
                  actions: [assign({ saving: null }), { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) }],
                },
              },
            },
          },
        },
      },
    },
  },
});

export type AddressBookMachine = typeof addressBookMachine;

/** The panel the address box shows. */
export type AddressPanel = 'hidden' | 'empty' | 'choose' | 'add' | 'update';

/** Which panel a snapshot of the address book shows ('hidden' while loading). */
export function addressPanelOf(s: ReturnType<AddressBookMachine['getInitialSnapshot']>): AddressPanel {
  for (const panel of ['empty', 'choose', 'add', 'update'] as const) if (s.matches({ ready: panel })) return panel;
  return 'hidden';
}

/** The selected address, or null. */
export const selectedAddressOf = (ctx: AddressBookContext): CheckoutAddress | null => find(ctx, ctx.addressId);
