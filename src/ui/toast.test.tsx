// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from './test-router.test-utils';
import { showToast, Toast, Toaster, TOAST_MS } from './toast';

afterEach(cleanup);

describe('Toast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('calls onClose after 3000 ms, not before', () => {
    const onClose = vi.fn();
    render(<Toast message="Info berhasil diubah" tone="success" onClose={onClose} />);
    expect(screen.getByRole('status').textContent).toContain('Info berhasil diubah');
    act(() => vi.advanceTimersByTime(TOAST_MS - 1));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('announces errors as alerts and closes from its button', () => {
    const onClose = vi.fn();
    render(<Toast message="Item stok sudah habis" tone="error" onClose={onClose} autoHideMs={null} />);
    expect(screen.getByRole('alert').textContent).toContain('Item stok sudah habis');
    fireEvent.click(screen.getByRole('button', { name: 'Tutup notifikasi' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(10 * TOAST_MS));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('the Toaster hides a queued toast after 3000 ms', () => {
    render(<Toaster />);
    act(() => {
      showToast({ message: 'Kode berhasil di salin', tone: 'success' });
    });
    expect(screen.getByText('Kode berhasil di salin')).toBeTruthy();
    act(() => vi.advanceTimersByTime(TOAST_MS));
    expect(screen.queryByText('Kode berhasil di salin')).toBeNull();
  });
});

describe("Toast 'Lihat' link", () => {
  it('links to the cart', async () => {
    renderWithRouter(() => (
      <Toast message="Kursus ditambahkan ke dalam keranjang" tone="success" link={{ to: '/shopping-cart' }} onClose={() => {}} />
    ));
    const link = await screen.findByRole('link', { name: 'Lihat' });
    expect(link.getAttribute('href')).toBe('/shopping-cart');
  });
});
