// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { fromPromise } from 'xstate';
import type { Paged } from '../../api/envelope';
import type { Promo } from '../../api/promo';
import { promoListMachine, type PromoListQuery } from '../../../machines/promo-list.machine';
import { renderWithRouter } from '../../ui/test-router.test-utils';
import { Toaster } from '../../ui/toast';
import { PromoListPage } from './promo-list-page';
import { copyPromoCode } from './copy-code';

afterEach(cleanup);

const TODAY = new Date('2026-11-21T03:00:00.000Z'); // 10:00 WIB
const promo = (i: number, end: string): Promo => ({
  id: 100 - i,
  course_id: [],
  promo_code: `KODE${i}`,
  promo_price: 10000 * i,
  promo_precentage: 0,
  event: `Acara ${i}`,
  is_active: true,
  max_user: 0,
  start_date: '2026-11-14T03:00:00.000Z',
  end_date: end,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
});
const pageOf = (data: Promo[], count = data.length, page = 1): Paged<Promo> => ({ count, page, pages: Math.ceil(count / 10), limit: 10, data });

function setup(search: PromoListQuery, load: (q: PromoListQuery) => Promise<Paged<Promo>>, onCopy = vi.fn()) {
  const onSearch = vi.fn();
  const calls: PromoListQuery[] = [];
  const logic = promoListMachine.provide({
    actors: {
      loadPromos: fromPromise(({ input }: { input: PromoListQuery }) => {
        calls.push(input);
        return load(input);
      }),
    },
  });
  renderWithRouter(() => <PromoListPage search={search} onSearch={onSearch} logic={logic} clock={() => TODAY} onCopy={onCopy} />);
  return { onSearch, calls, onCopy };
}

describe('Kode Promo page', () => {
  it('shows event, period, days left, code with copy, and a detail link per promo', async () => {
    const { calls, onCopy } = setup({ q: '', page: 1 }, async () =>
      pageOf([promo(1, '2026-11-26T03:00:00.000Z'), promo(2, '2026-11-21T16:00:00.000Z')]),
    );
    const first = await screen.findByRole('article', { name: 'Acara 1' });
    expect(within(first).getByText('Periode')).toBeTruthy();
    expect(first.textContent).toContain('14 Nov 2026');
    expect(first.textContent).toContain('26 Nov 2026');
    expect(within(first).getByText('5 hari lagi')).toBeTruthy();
    expect(within(first).getByText('KODE1')).toBeTruthy();
    fireEvent.click(within(first).getByRole('button', { name: 'Salin kode KODE1' }));
    expect(onCopy).toHaveBeenCalledWith('KODE1');
    const link = within(first).getByRole('link', { name: 'Lihat detail promo KODE1' });
    expect(link.getAttribute('href')).toBe('/promo-code/KODE1');

    const second = screen.getByRole('article', { name: 'Acara 2' });
    expect(within(second).getByText('Berakhir hari ini!')).toBeTruthy();
    expect(calls).toEqual([{ q: '', page: 1 }]);
  });

  it('shows skeletons while loading', async () => {
    let release!: (p: Paged<Promo>) => void;
    setup({ q: '', page: 1 }, () => new Promise((r) => (release = r)));
    expect(await screen.findByRole('list', { name: 'Memuat kode promo' })).toBeTruthy();
    await act(async () => release(pageOf([])));
    expect(screen.queryByRole('list', { name: 'Memuat kode promo' })).toBeNull();
  });

  it('searching by code goes to page 1 with the trimmed text', async () => {
    const { onSearch } = setup({ q: '', page: 3 }, async () => pageOf([promo(1, '2026-12-01T00:00:00.000Z')], 25, 3));
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Cari kode promo' }), { target: { value: ' hemat ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cari' }));
    expect(onSearch).toHaveBeenCalledWith({ q: 'hemat', page: 1 });
  });

  it('pages with 3 page buttons, first/last and ellipsis', async () => {
    const rows = Array.from({ length: 10 }, (_, i) => promo(i + 1, '2026-12-01T00:00:00.000Z'));
    const { onSearch } = setup({ q: 'K', page: 3 }, async () => pageOf(rows, 55, 3));
    const nav = await screen.findByRole('navigation', { name: 'Halaman kode promo' });
    const pages = within(nav)
      .getAllByRole('button')
      .filter((b) => /^Halaman \d+$/.test(b.getAttribute('aria-label') ?? ''))
      .map((b) => b.textContent);
    expect(pages).toEqual(['2', '3', '4']);
    expect(nav.textContent).toContain('…');
    fireEvent.click(within(nav).getByRole('button', { name: 'Halaman terakhir' }));
    expect(onSearch).toHaveBeenCalledWith({ q: 'K', page: 6 });
  });

  it("no promo shows 'Data tidak ditemukan'", async () => {
    setup({ q: 'ZZZ', page: 1 }, async () => pageOf([]));
    expect(await screen.findByText('Data tidak ditemukan')).toBeTruthy();
  });

  it("a network failure shows 'Pastikan internet anda stabil' and 'Coba Lagi' reloads", async () => {
    let failing = true;
    const { calls } = setup({ q: '', page: 1 }, async () => {
      if (failing) throw Object.assign(new Error('Pastikan internet anda stabil'), { kind: 'network', code: 502 });
      return pageOf([promo(1, '2026-12-01T00:00:00.000Z')]);
    });
    expect(await screen.findByText('Pastikan internet anda stabil')).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByRole('article', { name: 'Acara 1' })).toBeTruthy();
    expect(calls).toHaveLength(2);
  });
});

describe('copyPromoCode', () => {
  it("writes the code to the clipboard and toasts 'Kode berhasil di salin'", async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithRouter(() => <Toaster />);
    await act(async () => {
      expect(await copyPromoCode('HEMAT50')).toBe(true);
    });
    expect(writeText).toHaveBeenCalledWith('HEMAT50');
    expect(await screen.findByText('Kode berhasil di salin')).toBeTruthy();
  });

  it('falls back to execCommand when the clipboard API refuses', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) }, configurable: true });
    const exec = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: exec, configurable: true });
    await act(async () => {
      expect(await copyPromoCode('KHUSUS')).toBe(true);
    });
    expect(exec).toHaveBeenCalledWith('copy');
  });
});
