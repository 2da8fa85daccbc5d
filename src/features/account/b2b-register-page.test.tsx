// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { fromPromise } from 'xstate';
import { b2bRegisterMachine, type B2bSubmitInput, type B2bSubmitOutput, type B2bUploadInput } from '../../../machines/b2b-register.machine';
import type { B2bStatus } from '../../api/b2b-register';
import { renderWithRouter } from '../../ui/test-router.test-utils';
import { B2bRegisterPage } from './b2b-register-page';

afterEach(cleanup);

const none: B2bStatus = { status: 'none', company_name: null, submitted_at: null };

function setup(status: B2bStatus, opts: { upload?: (i: B2bUploadInput) => Promise<{ url: string }>; submit?: (i: B2bSubmitInput) => Promise<unknown> } = {}) {
  const sent: unknown[] = [];
  const logic = b2bRegisterMachine.provide({
    actors: {
      loadStatus: fromPromise(async () => status),
      uploadDocument: fromPromise(({ input }: { input: B2bUploadInput }) => (opts.upload ?? (async () => ({ url: 'http://localhost/storage/b2b/dokumen/a.png' })))(input)),
      submit: fromPromise<B2bSubmitOutput, B2bSubmitInput>(async ({ input }) => {
        sent.push(input.values);
        if (opts.submit) await opts.submit(input);
        return { status: { status: 'pending', company_name: 'Toko Roti Sari Rasa', submitted_at: '2026-11-27T04:00:00.000Z' }, message: 'Pendaftaran B2B berhasil dikirim' };
      }),
    },
  });
  renderWithRouter(() => <B2bRegisterPage logic={logic} />);
  return sent;
}

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("'Daftar B2B' (portal §7 b2b_register/submit + status, lms/helper/upload)", () => {
  it("refuses an empty form with the fields' messages and sends nothing", async () => {
    const sent = setup(none);
    fireEvent.click(await screen.findByRole('button', { name: 'Kirim Pendaftaran' }));
    expect(await screen.findByText('Data pendaftaran tidak valid, cek kembali data yang kamu masukan')).toBeTruthy();
    expect(screen.getByText('Nama perusahaan harus diisi')).toBeTruthy();
    expect(screen.getByText('Dokumen NPWP atau NIB harus diunggah')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('uploads the document, sends the form and shows that it is being checked', async () => {
    const sent = setup(none);
    expect(await screen.findByRole('heading', { name: 'Daftar B2B' })).toBeTruthy();
    await screen.findByRole('button', { name: 'Kirim Pendaftaran' });
    type(/Nama Perusahaan/, 'Toko Roti Sari Rasa');
    fireEvent.change(await screen.findByLabelText(/Bidang Usaha/), { target: { value: 'bakery' } });
    type(/^NPWP/, '01.234.567.8-901.000');
    type(/No Telepon/, '022-7654321');
    type(/Alamat Usaha/, 'Jl. Cihampelas No. 45, Bandung');
    const file = new File(['x'], 'npwp.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText(/Dokumen NPWP atau NIB/), { target: { files: [file] } });
    expect(await screen.findByText('Terunggah: npwp.png')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Kirim Pendaftaran' }));
    expect(await screen.findByText('Pendaftaran B2B berhasil dikirim')).toBeTruthy();
    expect(screen.getByText('Pendaftaran B2B sedang diverifikasi')).toBeTruthy();
    expect(sent).toEqual([
      { company_name: 'Toko Roti Sari Rasa', business_type: 'bakery', npwp: '01.234.567.8-901.000', phone: '0227654321', address: 'Jl. Cihampelas No. 45, Bandung', document_url: 'http://localhost/storage/b2b/dokumen/a.png' },
    ]);
  });

  it("a refused document shows the gateway's message; a refused send keeps the fields", async () => {
    setup(none, {
      upload: async () => Promise.reject({ kind: 'server', code: 413, message: 'Ukuran file harus dibawah 2MB' }),
    });
    await screen.findByRole('button', { name: 'Kirim Pendaftaran' });
    type(/Nama Perusahaan/, 'Toko Roti');
    fireEvent.change(screen.getByLabelText(/Dokumen NPWP atau NIB/), { target: { files: [new File(['x'], 'besar.png', { type: 'image/png' })] } });
    expect(await screen.findByText('Ukuran file harus dibawah 2MB')).toBeTruthy();
    expect((screen.getByLabelText(/Nama Perusahaan/) as HTMLInputElement).value).toBe('Toko Roti');
  });

  it('a member already registered sees the notice, not the form', async () => {
    setup({ status: 'pending', company_name: 'Toko Roti Sari Rasa', submitted_at: '2026-11-27T04:00:00.000Z' });
    expect(await screen.findByText('Pendaftaran B2B sedang diverifikasi')).toBeTruthy();
    expect(screen.getByText(/Pendaftaran Toko Roti Sari Rasa dikirim 27 Nov 2026/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Kirim Pendaftaran' })).toBeNull();
    cleanup();
    setup({ status: 'approved', company_name: null, submitted_at: null });
    await waitFor(() => expect(screen.getByText('Akun kamu sudah terdaftar sebagai B2B')).toBeTruthy());
  });
});
