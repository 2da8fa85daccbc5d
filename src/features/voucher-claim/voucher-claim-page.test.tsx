// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { voucherClaimMachine } from '../../../machines/voucher-claim.machine';
import { apiError, controllable } from '../../../machines/testing/fixtures';
import type { VoucherClaimed, VoucherClaimInput } from '../../api/voucher-claim';
import { VoucherClaimPage } from './voucher-claim-page';

afterEach(cleanup);

const voucher: VoucherClaimed = {
  Code: 'RESTO2026-7F3A9C',
  promo_code: 'RESTO2026',
  title: 'Makan Siang Hemat',
  outlet: 'Dapur Resto Bandung',
  nama_customer: 'Sari',
  no_hp: '081234567890',
  valid_until: '2026-12-31T09:00:00.000Z',
};

function setup(code = 'RESTO2026') {
  const claim = controllable<VoucherClaimed[], VoucherClaimInput>();
  render(<VoucherClaimPage code={code} logic={voucherClaimMachine.provide({ actors: { claimVoucher: claim.logic } })} />);
  return { claim };
}

/** Type both fields and press 'Klaim Voucher' (the form submits asynchronously). */
const fill = async (name: string, phone: string) => {
  fireEvent.change(screen.getByLabelText(/Nama Lengkap/), { target: { value: name } });
  fireEvent.change(screen.getByLabelText(/No\. HP/), { target: { value: phone } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Klaim Voucher' }));
  });
};

describe('voucher claim page (/promo)', () => {
  it("an empty field alerts 'Field tidak boleh kosong.' and sends nothing", async () => {
    const { claim } = setup();
    expect(screen.getByText('RESTO2026')).toBeTruthy();
    await fill('Sari', '  ');
    const alert = await screen.findByRole('alertdialog', { name: 'Klaim Voucher' });
    expect(within(alert).getByText('Field tidak boleh kosong.')).toBeTruthy();
    expect(claim.calls).toHaveLength(0);
    fireEvent.click(within(alert).getByRole('button', { name: 'Tutup' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('a 200 replaces the form with the voucher code and the screenshot instruction', async () => {
    const { claim } = setup();
    await fill('Sari', '081234567890');
    expect(claim.last().input).toEqual({ nama_customer: 'Sari', no_hp: '081234567890', code: 'RESTO2026' });
    expect((screen.getByRole('button', { name: /Mengklaim voucher/ }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => claim.last().resolve([voucher]));
    expect(screen.getByRole('heading', { name: 'Voucher berhasil diklaim' })).toBeTruthy();
    expect(screen.getByText('RESTO2026-7F3A9C')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toMatch(/Screenshot/);
    expect(screen.queryByRole('button', { name: 'Klaim Voucher' })).toBeNull();
    expect(screen.getByText('Dapur Resto Bandung')).toBeTruthy();
  });

  it("an empty stock (403) alerts 'Mohon maaf voucher sudah habis' and keeps the form", async () => {
    const { claim } = setup();
    await fill('Sari', '081234567890');
    await act(async () => claim.last().reject(apiError(403, 'Mohon maaf voucher sudah habis')));
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText('Mohon maaf voucher sudah habis')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Klaim Voucher' })).toBeTruthy();
  });

  it('a number that already claimed gets its own message, not the exhaustion text; what was typed stays', async () => {
    const { claim } = setup();
    await fill('Sari', '0812-3456-7890');
    await act(async () => claim.last().reject(apiError(409, 'Nomor HP ini sudah pernah mengklaim voucher promo ini')));
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText('Nomor HP ini sudah pernah mengklaim voucher promo ini')).toBeTruthy();
    expect(within(alert).queryByText('Mohon maaf voucher sudah habis')).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: 'Tutup' }));
    expect((screen.getByLabelText(/No\. HP/) as HTMLInputElement).value).toBe('0812-3456-7890');
    expect((screen.getByLabelText(/Nama Lengkap/) as HTMLInputElement).value).toBe('Sari');
  });

  it.each([
    ['letters', '0812abc', 'No telepon harus angka'],
    ['too short', '0812345', 'No telepon minimal 10 angka'],
    ['a landline', '0227567120', 'No HP harus nomor seluler Indonesia, contoh 081234567890'],
  ])('a phone with %s gets a message at the field and nothing is sent', async (_, phone, message) => {
    const { claim } = setup();
    await fill('Sari', phone);
    const input = screen.getByLabelText(/No\. HP/);
    expect(screen.getByText(message)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(`${input.id}-error`);
    expect(claim.calls).toHaveLength(0);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // Corrected and sent again, the message goes and the claim is sent (in the normalised form by the gateway).
    fireEvent.change(input, { target: { value: '+62 812 3456 7890' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Klaim Voucher' }));
    });
    expect(screen.queryByText(message)).toBeNull();
    expect(claim.last().input).toEqual({ nama_customer: 'Sari', no_hp: '+62 812 3456 7890', code: 'RESTO2026' });
  });

  it("a link without a code says 'Kode voucher tidak ditemukan'", () => {
    setup('');
    expect(screen.getByRole('alert').textContent).toBe('Kode voucher tidak ditemukan');
    expect(screen.queryByRole('button', { name: 'Klaim Voucher' })).toBeNull();
  });
});
