// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import type { City, District, Province, Village } from '../../api/area';
import type { Address } from '../../api/user';
import { AddressForm, addressFormLogicOf } from './address-form';
import type { AreaLookups } from './checkout.actors';
import { AddressFormSchema } from './address-form-view';

afterEach(cleanup);

const jabar: Province = { id: '32', name: 'JAWA BARAT' };
const dki: Province = { id: '31', name: 'DKI JAKARTA' };
const lookups: AreaLookups = {
  provinces: async () => [dki, jabar],
  cities: async (p) => (p === '32' ? ([{ id: '32.73', name: 'KOTA BANDUNG', province: jabar }] as City[]) : [{ id: '31.71', name: 'KOTA JAKARTA PUSAT', province: dki }]),
  districts: async (c) =>
    c === '32.73' ? ([{ id: '32.73.01', name: 'SUKASARI', province: jabar, city: { id: '32.73', name: 'KOTA BANDUNG' } }] as District[]) : [],
  villages: async (n) =>
    n.district === 'SUKASARI'
      ? ([{ id: '32.73.01.1001', code: '3273011001', name: 'SARIJADI', postcode: '40151', lat: -6.87, lng: 107.58, district_id: '32.73.01' }] as Village[])
      : [],
};

const bandung: Address = {
  default: true,
  id: 5,
  label: 'Rumah',
  recipient: 'Anggota Demo',
  address: 'Jl. Sarijadi Raya No. 10',
  phone: '081234567890',
  note: '',
  village_id: '32.73.01.1001',
  village: 'SARIJADI',
  postal_code: '40151',
  latitude: -6.87,
  longitude: 107.58,
  area: { province_id: '32', province_name: 'JAWA BARAT', city_id: '32.73', city_name: 'KOTA BANDUNG', district_id: '32.73.01', district_name: 'SUKASARI' },
};

const select = (name: string) => screen.getByLabelText(name) as HTMLSelectElement;
const input = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

describe('AddressForm', () => {
  it('shows every required message and the invalid-submit text on an empty submit', async () => {
    const onSubmit = vi.fn();
    render(<AddressForm mode="add" saving={false} onSubmit={onSubmit} onCancel={() => {}} logic={addressFormLogicOf(lookups)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Simpan Alamat' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Data alamat tidak valid, cek kembali data yang kamu masukan');
    for (const message of [
      'Label Alamat harus diisi',
      'Nama Penerima harus diisi',
      'Alamat harus diisi',
      'No Telepon harus diisi',
      'Provinsi harus diisi',
      'Kota harus diisi',
      'Kecamatan harus diisi',
      'Kelurahan harus diisi',
      'Kode Pos harus diisi',
    ])
      expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks address length and phone length; the phone keeps digits only, at most 13', async () => {
    render(<AddressForm mode="add" saving={false} onSubmit={() => {}} onCancel={() => {}} logic={addressFormLogicOf(lookups)} />);
    fireEvent.change(input('Alamat'), { target: { value: 'Jl. 1' } });
    fireEvent.change(input('No Telepon'), { target: { value: '08-12 ab' } });
    expect(input('No Telepon').value).toBe('0812');
    fireEvent.click(screen.getByRole('button', { name: 'Simpan Alamat' }));
    expect(await screen.findByText('Alamat minimal 8 karakter')).toBeTruthy();
    expect(screen.getByText('No Telepon minimal 8 angka')).toBeTruthy();
    fireEvent.change(input('No Telepon'), { target: { value: '+62 812 3456 7890 1234' } });
    expect(input('No Telepon').value).toBe('6281234567890');
    expect(input('No Telepon').maxLength).toBe(13);
  });

  it("the schema's digit rule says 'No Telepon harus angka'", () => {
    const r = v.safeParse(AddressFormSchema, { phone: '0812abcd' });
    expect(r.success).toBe(false);
    const messages = (r.issues ?? []).map((i) => i.message);
    expect(messages).toContain('No Telepon harus angka');
  });

  it('disables lower selects until their list is loaded, and the cascade fills the village data', async () => {
    const onSubmit = vi.fn();
    render(<AddressForm mode="add" saving={false} onSubmit={onSubmit} onCancel={() => {}} logic={addressFormLogicOf(lookups)} />);
    await waitFor(() => expect(select('Provinsi').disabled).toBe(false));
    // A first, empty submit fails; the corrected form must still go through.
    fireEvent.click(screen.getByRole('button', { name: 'Simpan Alamat' }));
    await screen.findByRole('alert');
    expect(select('Kota').disabled).toBe(true);
    expect(select('Kecamatan').disabled).toBe(true);
    expect(select('Kelurahan').disabled).toBe(true);

    fireEvent.change(select('Provinsi'), { target: { value: '32' } });
    await waitFor(() => expect(select('Kota').disabled).toBe(false));
    fireEvent.change(select('Kota'), { target: { value: '32.73' } });
    await waitFor(() => expect(select('Kecamatan').disabled).toBe(false));
    fireEvent.change(select('Kecamatan'), { target: { value: '32.73.01' } });
    await waitFor(() => expect(select('Kelurahan').disabled).toBe(false));
    fireEvent.change(select('Kelurahan'), { target: { value: '32.73.01.1001' } });
    await waitFor(() => expect(input('Kode Pos').value).toBe('40151'));

    fireEvent.change(input('Label Alamat'), { target: { value: 'Kantor' } });
    fireEvent.change(input('Nama Penerima'), { target: { value: 'Budi' } });
    fireEvent.change(input('No Telepon'), { target: { value: '081234567' } });
    fireEvent.change(input('Alamat'), { target: { value: 'Jl. Sarijadi 12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan Alamat' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      label: 'Kantor',
      recipient: 'Budi',
      phone: '081234567',
      address: 'Jl. Sarijadi 12',
      note: '',
      default: false,
      district_id: '32.73.01',
      village_id: '32.73.01.1001',
      village: 'SARIJADI',
      postcode: '40151',
      latitude: -6.87,
      longitude: 107.58,
    });
  });

  it('choosing another province clears city, district, village and postcode', async () => {
    render(<AddressForm mode="update" address={bandung} saving={false} onSubmit={() => {}} onCancel={() => {}} logic={addressFormLogicOf(lookups)} />);
    await waitFor(() => expect(select('Kelurahan').value).toBe('32.73.01.1001'));
    expect(input('Kode Pos').value).toBe('40151');
    expect(input('Label Alamat').value).toBe('Rumah');

    fireEvent.change(select('Provinsi'), { target: { value: '31' } });
    await waitFor(() => expect(select('Kota').disabled).toBe(false));
    expect(select('Kota').value).toBe('');
    expect(select('Kecamatan').value).toBe('');
    expect(select('Kecamatan').disabled).toBe(true);
    expect(select('Kelurahan').value).toBe('');
    expect(select('Kelurahan').disabled).toBe(true);
    expect(input('Kode Pos').value).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Simpan Alamat' }));
    const form = screen.getByRole('form', { name: 'Ubah Alamat' });
    expect(await within(form).findByText('Kota harus diisi')).toBeTruthy();
    expect(within(form).getByText('Kelurahan harus diisi')).toBeTruthy();
  });

  it('choosing another district clears the village but keeps the city', async () => {
    render(<AddressForm mode="update" address={bandung} saving={false} onSubmit={() => {}} onCancel={() => {}} logic={addressFormLogicOf(lookups)} />);
    await waitFor(() => expect(select('Kelurahan').value).toBe('32.73.01.1001'));
    fireEvent.change(select('Kecamatan'), { target: { value: '32.73.01' } });
    await waitFor(() => expect(select('Kelurahan').disabled).toBe(false));
    expect(select('Kelurahan').value).toBe('');
    expect(select('Kota').value).toBe('32.73');
  });
});
