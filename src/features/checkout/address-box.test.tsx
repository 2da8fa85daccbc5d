// @vitest-environment jsdom
/**
 * The choose panel's delete buttons and the delete confirmation (commerce §5 "Address form": 'Kamu yakin akan
 * menghapus alamat ini?' with 'Ya, Hapus' / 'Batal'; §8 "Address" empty state 'Kamu belum memiliki data alamat').
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutAddress } from '../../../machines/address-book.machine';
import { AddressBox, AddressDeleteDialog, type AddressBoxProps } from './address-box';
import { addressFormLogicOf } from './address-form';
import { addressBandung, addressFar } from './fixtures.test-utils';

afterEach(cleanup);

const near: CheckoutAddress = { ...addressBandung, distance: 5.2 };
const far: CheckoutAddress = { ...addressFar, distance: 160.4 };

function chooser(over: Partial<AddressBoxProps> = {}) {
  const props: AddressBoxProps = {
    panel: 'choose',
    addresses: [near, far],
    selected: near,
    pickedId: near.id,
    editing: null,
    saving: false,
    onAdd: vi.fn(),
    onChoose: vi.fn(),
    onUpdate: vi.fn(),
    onPick: vi.fn(),
    onConfirm: vi.fn(),
    onDelete: vi.fn(),
    onClose: vi.fn(),
    onSave: vi.fn(),
    formLogic: addressFormLogicOf({ provinces: async () => [], cities: async () => [], districts: async () => [], villages: async () => [] }),
    ...over,
  };
  render(<AddressBox {...props} />);
  return props;
}

describe('AddressDeleteDialog', () => {
  it("is an alertdialog asking 'Kamu yakin akan menghapus alamat ini?' with 'Ya, Hapus' and 'Batal'", () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<AddressDeleteDialog open deleting={false} onConfirm={onConfirm} onCancel={onCancel} />);
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText('Kamu yakin akan menghapus alamat ini?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ya, Hapus' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('while deleting, both buttons wait and Escape does not close it', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<AddressDeleteDialog open deleting onConfirm={onConfirm} onCancel={onCancel} />);
    const dialog = screen.getByRole('alertdialog');
    expect((within(dialog).getByRole('button', { name: 'Ya, Hapus' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(dialog).getByRole('button', { name: 'Batal' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('renders nothing when closed', () => {
    render(<AddressDeleteDialog open={false} deleting={false} onConfirm={() => {}} onCancel={() => {}} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('AddressBox choose panel', () => {
  it("each address has a delete button named 'Hapus alamat <label>'", () => {
    const props = chooser();
    fireEvent.click(screen.getByRole('button', { name: 'Hapus alamat Kampung' }));
    expect(props.onDelete).toHaveBeenCalledWith(far.id);
    fireEvent.click(screen.getByRole('button', { name: 'Hapus alamat Rumah' }));
    expect(props.onDelete).toHaveBeenCalledWith(near.id);
    expect(props.onPick).not.toHaveBeenCalled();
  });

  it("with no address left shows 'Kamu belum memiliki data alamat'", () => {
    chooser({ addresses: [], selected: null, pickedId: null });
    expect(screen.getByText('Kamu belum memiliki data alamat')).toBeTruthy();
    expect(screen.queryByText('Kamu belum memiliki data alamat pengiriman')).toBeNull();
    expect((screen.getByRole('button', { name: 'Proses' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
