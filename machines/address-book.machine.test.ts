/** The address book alone: what it shows, what it tells the checkout, and what notices it emits. */
import { describe, expect, it } from 'vitest';
import type { Address } from '../src/api/user';
import { addressBookMachine, addressPanelOf, type DeleteAddressInput, type LoadAddressesInput, type SaveAddressInput } from './address-book.machine';
import { apiError, asChild, controllable, farAddress, flush, nearAddress, networkError, warehouse } from './testing/fixtures';
import { ADDRESS_VALUES } from './testing/specs/address-book';

function start(preferredAddressId: number | null = null) {
  const fakes = {
    loadAddresses: controllable<Address[], LoadAddressesInput>(),
    saveAddress: controllable<Address, SaveAddressInput>(),
    deleteAddress: controllable<void, DeleteAddressInput>(),
  };
  const run = asChild(
    addressBookMachine.provide({ actors: { loadAddresses: fakes.loadAddresses.logic, saveAddress: fakes.saveAddress.logic, deleteAddress: fakes.deleteAddress.logic } }),
    { userId: 11, warehouse, preferredAddressId },
  );
  const notices: string[] = [];
  run.child.on('address.saved', (e) => notices.push(e.message));
  run.child.on('address.deleted', (e) => notices.push(e.message));
  const snap = () => run.child.getSnapshot();
  return { ...run, fakes, notices, snap, send: run.child.send.bind(run.child), panel: () => addressPanelOf(snap()) };
}
type T = ReturnType<typeof start>;
const reports = (t: T, type: string) => t.sent.filter((e) => e.type === type);

async function loaded(addresses: Address[], preferred: number | null = null) {
  const t = start(preferred);
  expect(t.snap().hasTag('loading')).toBe(true);
  expect(t.fakes.loadAddresses.last().input).toEqual({ userId: 11 });
  t.fakes.loadAddresses.last().resolve(addresses);
  await flush();
  return t;
}

describe('address book: loading (commerce §2 Checkout, §8 Address)', () => {
  it('reports the stored address when it still exists (restored), else the default one, with its distance', async () => {
    const restored = await loaded([nearAddress(1), farAddress(2)], 2);
    expect(reports(restored, 'addresses.loaded')).toMatchObject([{ address: { id: 2 }, restored: true }]);
    const fallback = await loaded([nearAddress(1), farAddress(2)], 9);
    const [report] = reports(fallback, 'addresses.loaded') as unknown as Array<{ address: { id: number; distance: number }; restored: boolean }>;
    expect(report).toMatchObject({ address: { id: 1 }, restored: false });
    expect(report!.address.distance).toBeGreaterThan(0);
    expect(report!.address.distance).toBeLessThan(20);
    expect(fallback.panel()).toBe('hidden');
  });

  it("no addresses: the empty panel ('Kamu belum memiliki data alamat pengiriman') and no address", async () => {
    const t = await loaded([]);
    expect(t.panel()).toBe('empty');
    expect(reports(t, 'addresses.loaded')).toMatchObject([{ address: null }]);
  });

  it('a failed load reports the message and goes on without addresses', async () => {
    const t = start();
    t.fakes.loadAddresses.last().reject(networkError());
    await flush();
    expect(reports(t, 'failure.reported')).toMatchObject([{ message: 'Pastikan internet anda stabil' }]);
    expect(reports(t, 'addresses.loaded')).toMatchObject([{ address: null }]);
  });
});

describe('address book: panels (only one at a time)', () => {
  it('the chooser ticks the selected address; Proses selects the ticked one and starts the delivery again', async () => {
    const t = await loaded([nearAddress(1), farAddress(2)]);
    t.send({ type: 'panel.choose' });
    expect(t.snap().context.pickedAddressId).toBe(1);
    t.send({ type: 'address.pick', id: 2 });
    t.send({ type: 'address.confirm' });
    expect(t.panel()).toBe('hidden');
    expect(reports(t, 'address.selected')).toMatchObject([{ address: { id: 2 }, keepDelivery: false }]);
  });

  it('choose without addresses opens the add form; the update form needs a known address', async () => {
    const t = await loaded([]);
    t.send({ type: 'panel.choose' });
    expect(t.panel()).toBe('add');
    t.send({ type: 'panel.close' });
    expect(t.panel()).toBe('empty');
    t.send({ type: 'panel.update', id: 5 });
    expect(t.panel()).toBe('empty');
  });

  it("a new address is saved, selected and announced: 'Alamat telah berhasil ditambah'", async () => {
    const t = await loaded([nearAddress(1)]);
    t.send({ type: 'panel.add' });
    t.send({ type: 'address.save', values: ADDRESS_VALUES });
    expect(t.fakes.saveAddress.last().input).toEqual({ id: null, values: ADDRESS_VALUES });
    expect(reports(t, 'work.started')).toMatchObject([{ by: 'addressBook' }]);
    t.fakes.saveAddress.last().resolve(nearAddress(9, { default: false }));
    await flush();
    expect(t.snap().context.addresses.map((a) => a.id)).toEqual([1, 9]);
    expect(reports(t, 'work.ended')).toMatchObject([{ by: 'addressBook' }]);
    expect(reports(t, 'address.selected')).toMatchObject([{ address: { id: 9 }, keepDelivery: false }]);
    expect(t.notices).toEqual(['Alamat telah berhasil ditambah']);
  });

  it("updating the selected address selects it again, keeping the delivery: 'Alamat telah berhasil dirubah'", async () => {
    const t = await loaded([nearAddress(1), farAddress(2)]);
    t.send({ type: 'panel.update' });
    expect(t.snap().context.editingAddressId).toBe(1);
    t.send({ type: 'address.save', values: ADDRESS_VALUES });
    expect(t.fakes.saveAddress.last().input.id).toBe(1);
    t.fakes.saveAddress.last().resolve(nearAddress(1, { label: 'Kantor' }));
    await flush();
    expect(reports(t, 'address.selected')).toMatchObject([{ address: { id: 1, label: 'Kantor' }, keepDelivery: true }]);
    expect(t.notices).toEqual(['Alamat telah berhasil dirubah']);
  });

  it('updating another address only updates the list; a failed save keeps the form and reports the message', async () => {
    const t = await loaded([nearAddress(1), farAddress(2)]);
    t.send({ type: 'panel.update', id: 2 });
    t.send({ type: 'address.save', values: ADDRESS_VALUES });
    t.fakes.saveAddress.last().reject(apiError(400, 'Data alamat tidak valid, cek kembali data yang kamu masukan'));
    await flush();
    expect(t.panel()).toBe('update');
    expect(reports(t, 'failure.reported')).toMatchObject([{ message: 'Data alamat tidak valid, cek kembali data yang kamu masukan' }]);
    t.send({ type: 'address.save', values: ADDRESS_VALUES });
    t.fakes.saveAddress.last().resolve(farAddress(2, { label: 'Rumah' }));
    await flush();
    expect(reports(t, 'address.selected')).toEqual([]);
    expect(t.snap().context.addresses.find((a) => a.id === 2)!.label).toBe('Rumah');
  });

  it('the checkout can clear the selection and open the chooser (BDX beyond 20 km)', async () => {
    const t = await loaded([nearAddress(1)]);
    t.send({ type: 'address.unselect' });
    expect(t.panel()).toBe('choose');
    expect(t.snap().context.addressId).toBeNull();
    expect(t.snap().context.pickedAddressId).toBeNull();
  });
});

describe("address book: delete ('Kamu yakin akan menghapus alamat ini?', commerce §5, §8)", () => {
  it("asks first; 'Ya, Hapus' deletes: the selected one is cleared for the checkout, 'Alamat telah berhasil dihapus'", async () => {
    const t = await loaded([nearAddress(1), farAddress(2)]);
    t.send({ type: 'panel.choose' });
    t.send({ type: 'address.delete', id: 1 });
    expect(t.snap().hasTag('addressDeleteConfirm')).toBe(true);
    expect(t.fakes.deleteAddress.calls).toHaveLength(0);
    t.send({ type: 'address.deleteConfirm' });
    expect(t.snap().hasTag('addressDeleting')).toBe(true);
    t.fakes.deleteAddress.last().resolve();
    await flush();
    expect(t.snap().context.addresses.map((a) => a.id)).toEqual([2]);
    expect(reports(t, 'address.cleared')).toHaveLength(1);
    expect(t.notices).toEqual(['Alamat telah berhasil dihapus']);
    expect(t.panel()).toBe('choose');
  });

  it("'Batal' deletes nothing; a failure keeps everything and reports the server message", async () => {
    const t = await loaded([nearAddress(1), farAddress(2)]);
    t.send({ type: 'panel.choose' });
    t.send({ type: 'address.delete', id: 2 });
    t.send({ type: 'address.deleteCancel' });
    expect(t.snap().context.deletingAddressId).toBeNull();
    t.send({ type: 'address.delete', id: 2 });
    t.send({ type: 'address.deleteConfirm' });
    t.fakes.deleteAddress.last().reject(apiError(404, 'Alamat tidak ditemukan'));
    await flush();
    expect(t.snap().context.addresses.map((a) => a.id)).toEqual([1, 2]);
    expect(reports(t, 'failure.reported')).toMatchObject([{ message: 'Alamat tidak ditemukan' }]);
    expect(reports(t, 'address.cleared')).toEqual([]);
    expect(t.notices).toEqual([]);
  });
});
