// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { fromCallback, fromPromise } from 'xstate';
import type { Order } from '../../api/order';
import { orderStatusMachine, type ClockRequest, type LoadOrderInput } from '../../../machines/order-status.machine';
import { Toaster } from '../../ui/toast';
import { CheckoutStatusPage } from './checkout-status-page';
import { formatCountdown } from './payment-status-view';
import { renderInRouter } from './test-router';
import { testOrder } from './test-orders';

afterEach(cleanup);

/** A fake clock whose time the test moves. */
let now = Date.parse('2026-08-07T10:00:00.000Z');

function logicWith(load: (input: LoadOrderInput) => Promise<Order>) {
  return orderStatusMachine.provide({
    actors: {
      loadOrder: fromPromise(({ input }: { input: LoadOrderInput }) => load(input)),
      clock: fromCallback<ClockRequest, Record<string, never>>(({ sendBack, receive }) => {
        receive(() => sendBack({ type: 'clock.tick', now }));
      }),
    },
  });
}

function show(load: (input: LoadOrderInput) => Promise<Order>, invoice = 'INV-20260807-0031') {
  const onRedirectHome = vi.fn();
  const logic = logicWith(load);
  renderInRouter(() => (
    <>
      <CheckoutStatusPage userId={1} invoice={invoice} lmsUrl="/lms-site" onRedirectHome={onRedirectHome} logic={logic} />
      <Toaster />
    </>
  ));
  return { onRedirectHome };
}

describe('formatCountdown', () => {
  it('pads hours, minutes and seconds, hours not capped at 24', () => {
    expect(formatCountdown({ hours: 0, minutes: 5, seconds: 9, expired: false })).toBe('00:05:09');
    expect(formatCountdown({ hours: 26, minutes: 0, seconds: 0, expired: false })).toBe('26:00:00');
    expect(formatCountdown({ hours: 0, minutes: 0, seconds: 0, expired: true })).toBe('00:00:00');
  });
});

describe('CheckoutStatus', () => {
  beforeEach(() => {
    now = Date.parse('2026-08-07T10:00:00.000Z');
  });

  it('code 2: yellow waiting banner with the pay-before deadline and a countdown that ticks', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now });
    try {
      show(async () => testOrder({ status_code: 2, expire_time: '2026-08-07T11:30:05.000Z' }));
      const banner = await screen.findByRole('region', { name: 'Menunggu Pembayaran' });
      expect(banner.dataset.color).toBe('yellow');
      expect(within(banner).getByText(/Bayar sebelum/)).toBeTruthy();
      const timer = within(banner).getByRole('timer', { name: 'Sisa waktu pembayaran' });
      expect(timer.textContent).toBe('01:30:05');
      now += 1000;
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
      expect(timer.textContent).toBe('01:30:04');
    } finally {
      vi.useRealTimers();
    }
  });

  it('code 1: waiting without a deadline', async () => {
    show(async () => testOrder({ status_code: 1, expire_time: null }));
    const banner = await screen.findByRole('region', { name: 'Menunggu Pembayaran' });
    expect(banner.dataset.color).toBe('yellow');
    expect(within(banner).queryByRole('timer')).toBeNull();
  });

  it('code 3: green success banner with the thank-you text', async () => {
    show(async () => testOrder({ status_code: 3 }));
    const banner = await screen.findByRole('region', { name: 'Pembayaran Berhasil' });
    expect(banner.dataset.color).toBe('green');
    expect(within(banner).getByText('Terima kasih! Pesanan kamu sedang kami siapkan.')).toBeTruthy();
  });

  it('codes 4-7: green success without the thank-you text', async () => {
    show(async () => testOrder({ status_code: 7 }));
    const banner = await screen.findByRole('region', { name: 'Pembayaran Berhasil' });
    expect(banner.dataset.color).toBe('green');
    expect(within(banner).queryByText(/Terima kasih/)).toBeNull();
  });

  it('codes 8-9: red failure banner asking to pay again', async () => {
    show(async () => testOrder({ status_code: 9 }));
    const banner = await screen.findByRole('region', { name: 'Pembayaran Gagal' });
    expect(banner.dataset.color).toBe('red');
    expect(within(banner).getByRole('link', { name: 'Bayar Ulang' })).toBeTruthy();
  });

  it('shows payment type, logo, VA with copy, total and the links', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    show(async () => testOrder({ status_code: 3, amount: 1250000 }));
    await screen.findByRole('region', { name: 'Pembayaran Berhasil' });
    expect(screen.getByRole('img', { name: 'Logo BCA' })).toBeTruthy();
    expect(screen.getByText('Transfer Bank (Virtual Account)')).toBeTruthy();
    expect(screen.getByText('8277012345678')).toBeTruthy();
    expect(screen.getByText('Rp 1.250.000')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lihat Detail Transaksi' }).getAttribute('href')).toBe('/detail-orders/INV-20260807-0031');
    expect(screen.getByRole('link', { name: /Pusat Bantuan/ }).getAttribute('href')).toBe('/help/ecom?menu=61');
    expect(screen.getByRole('link', { name: 'Belanja Kursus Lainnya' }).getAttribute('href')).toBe('/lms-site/category');
    fireEvent.click(screen.getByRole('button', { name: 'Salin nomor virtual account' }));
    expect(await screen.findByText('Kode berhasil di salin')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('8277012345678');
  });

  it('a payment confirmed elsewhere shows without a reload (polling)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now });
    try {
      let code = 2;
      show(async () => testOrder({ status_code: code, expire_time: '2026-08-07T12:00:00.000Z' }));
      await screen.findByRole('region', { name: 'Menunggu Pembayaran' });
      code = 3;
      await act(async () => {
        await vi.advanceTimersByTimeAsync(5000);
      });
      expect(await screen.findByRole('region', { name: 'Pembayaran Berhasil' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a missing invoice goes home', async () => {
    const { onRedirectHome } = show(async () => testOrder(), '');
    await vi.waitFor(() => expect(onRedirectHome).toHaveBeenCalled());
  });

  it('a load failure shows the message and retries', async () => {
    let fail = true;
    show(async () => {
      if (fail) throw Object.assign(new Error('Pastikan internet anda stabil'), { kind: 'network', code: 502 });
      return testOrder({ status_code: 3 });
    });
    expect(await screen.findByText('Pastikan internet anda stabil')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByRole('region', { name: 'Pembayaran Berhasil' })).toBeTruthy();
  });
});
