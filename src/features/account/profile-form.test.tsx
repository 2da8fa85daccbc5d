// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { accountFormMachine, type AccountFormSaved, type SaveAccountFormInput } from '../../../machines/account-form.machine';
import type { City, District, Province, Village } from '../../api/area';
import type { User } from '../../api/user';
import { areaCascadeLogicOf, type AreaLookups } from '../../flows/area-cascade/area-cascade.actors';
import { photoUploadLogic } from './account.actors';
import { ProfileForm, profileFormSchema, toProfilePayload, valuesOf, withPrefill } from './profile-form';

afterEach(cleanup);

const jabar: Province = { id: '32', name: 'Jawa Barat' };
const lookups: AreaLookups = {
  provinces: async () => [jabar],
  cities: async () => [{ id: '32.73', name: 'Kota Bandung', province: jabar }] as City[],
  districts: async () => [{ id: '32.73.19', name: 'Sumur Bandung', province: jabar, city: { id: '32.73', name: 'Kota Bandung' } }] as District[],
  villages: async () => [{ id: '32.73.19.1001', code: '1', name: 'Braga', postcode: '40111', lat: -6.91, lng: 107.6, district_id: '32.73.19' }] as Village[],
};

const user: User = {
  id: 9,
  firstname: 'Rina',
  lastname: 'Baru',
  email: 'rina@contoh.id',
  image: '',
  type: 'b2c',
  tier: 3,
  status: 'active',
  birthday: null,
  gender: null,
  no_telp: '',
  education: 'D3',
  biography: '',
  role_data: [],
  address: null,
  profile_address: null,
  social_login: false,
  social_links: { facebook: '', twitter: '', linkedin: '' },
  created_at: '2026-01-01',
  updated_at: '2026-01-01',
};

const deps = { storeUser: vi.fn(), refreshUser: vi.fn(), now: () => new Date('2026-11-24T03:00:00Z') };

function renderForm(save: (input: SaveAccountFormInput) => Promise<AccountFormSaved>) {
  const formLogic = accountFormMachine.provide({ actors: { save: fromPromise(({ input }: { input: SaveAccountFormInput }) => save(input)) } });
  const onDone = vi.fn();
  render(
    <ProfileForm user={user} deps={deps} onDone={onDone} onCancel={() => {}} formLogic={formLogic} photoLogic={photoUploadLogic()} cascadeLogic={areaCascadeLogicOf(lookups)} />,
  );
  return { onDone };
}

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;

async function fillValid() {
  fireEvent.change(field('No Telepon'), { target: { value: '0813-5551 2345' } });
  fireEvent.click(screen.getByRole('radio', { name: 'Wanita' }));
  fireEvent.change(field('Alamat'), { target: { value: 'Jl. Braga No. 12' } });
  await waitFor(() => expect((field('Provinsi') as unknown as HTMLSelectElement).disabled).toBe(false));
  fireEvent.change(field('Provinsi'), { target: { value: '32' } });
  await waitFor(() => expect((field('Kota') as unknown as HTMLSelectElement).disabled).toBe(false));
  fireEvent.change(field('Kota'), { target: { value: '32.73' } });
  await waitFor(() => expect((field('Kecamatan') as unknown as HTMLSelectElement).disabled).toBe(false));
  fireEvent.change(field('Kecamatan'), { target: { value: '32.73.19' } });
  await waitFor(() => expect((field('Kelurahan') as unknown as HTMLSelectElement).disabled).toBe(false));
  fireEvent.change(field('Kelurahan'), { target: { value: '32.73.19.1001' } });
  await waitFor(() => expect(field('Kode Pos').value).toBe('40111'));
  fireEvent.change(field('Pendidikan'), { target: { value: 'S1' } });
}

describe('ProfileForm (portal §5 "Profile edit")', () => {
  it('an empty submit shows the §5 texts and the invalid-submit text, and sends nothing', async () => {
    const save = vi.fn();
    renderForm(save);
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Data profil tidak valid, cek kembali data yang kamu masukan')).toBeTruthy();
    for (const text of ['No telepon harus diisi', 'Jenis kelamin harus pria atau wanita', 'Alamat harus diisi', 'Provinsi harus diisi', 'Kota harus diisi', 'Kecamatan harus diisi', 'Kode Pos harus diisi', 'Pendidikan harus diisi']) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(save).not.toHaveBeenCalled();
  });

  it('strips non-digits from the phone as typed and caps the date at yesterday (WIB)', () => {
    renderForm(vi.fn());
    fireEvent.change(field('No Telepon'), { target: { value: '0812 34-56' } });
    expect(field('No Telepon').value).toBe('08123456');
    expect(field('No Telepon').maxLength).toBe(13);
    expect(field('Tanggal Lahir').max).toBe('2026-11-23');
  });

  it('a valid submit sends the wire payload; a refusal shows the server message and keeps the form as typed', async () => {
    const save = vi.fn(async () => {
      throw { kind: 'server', code: 400, message: 'No telepon minimal 10 angka' };
    });
    renderForm(save);
    await fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const sent = (save.mock.calls[0] as unknown as [SaveAccountFormInput])[0].values;
    expect(sent).toMatchObject({
      firstname: 'Rina',
      gender: 'female',
      no_telp: '081355512345',
      education: 'S1',
      birthday: null,
      address_data: { address: 'Jl. Braga No. 12', district_id: '32.73.19', village_id: '32.73.19.1001', village: 'Braga', postcode: '40111' },
    });
    expect(await screen.findByRole('alertdialog')).toBeTruthy();
    expect(screen.getByText('No telepon minimal 10 angka')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(field('No Telepon').value).toBe('081355512345');
    expect(field('Alamat').value).toBe('Jl. Braga No. 12');
  });

  it("'Info berhasil diubah', then OK leaves for AccountMenu", async () => {
    const { onDone } = renderForm(async () => ({ message: 'Info berhasil diubah' }));
    await fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Info berhasil diubah')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
  });
});

describe('profile payload', () => {
  it('sends education only when it is one of the list', () => {
    const values = { ...valuesOf(user), education: 'D3' };
    expect('education' in toProfilePayload(values, '')).toBe(false);
    expect(toProfilePayload({ ...values, education: 'others' }, '').education).toBe('others');
  });

  it('the form schema refuses a birthday after yesterday with the gateway text', async () => {
    const schema = profileFormSchema(new Date('2026-11-24T03:00:00Z'));
    const { safeParse } = await import('valibot');
    const result = safeParse(schema, { ...valuesOf(user), birthday: '2026-11-24' });
    expect(result.success).toBe(false);
    expect(result.issues?.map((i) => i.message)).toContain('Tanggal lahir maksimal kemarin');
  });
});

describe('withPrefill (the delivery phone, coming from checkout after a payment 422)', () => {
  const values = { no_telp: '' } as Parameters<typeof withPrefill>[0];
  it('fills an empty phone with the delivery phone, digits only and at most 13', () => {
    expect(withPrefill(values, { phone: '+62 812-3456-7890-99' }).no_telp).toBe('6281234567890');
  });
  it("never replaces the profile's own phone, and leaves it empty without a prefill", () => {
    expect(withPrefill({ ...values, no_telp: '08111111111' }, { phone: '0812' }).no_telp).toBe('08111111111');
    expect(withPrefill(values, undefined).no_telp).toBe('');
  });
});
