// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { fromPromise } from 'xstate';
import type { PromoCourse, PromoDetail } from '../../api/promo';
import { promoDetailMachine, type LoadPromoDetailInput, type PromoDetailQuery } from '../../../machines/promo-detail.machine';
import { renderWithRouter } from '../../ui/test-router.test-utils';
import { PromoDetailPage, sanitizeTerms } from './promo-detail-page';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const course = (i: number, over: Partial<PromoCourse> = {}): PromoCourse => ({
  id: i,
  status: 'active',
  category_slug: 'pastry',
  slug: `kursus-${i}`,
  category_name: 'Pastry',
  title: `Kursus ${i}`,
  thumbnail_slider: '',
  rating: 4.5,
  total_review: 10,
  price: 150000,
  price_discount_flag: true,
  price_discount: 25,
  price_before_discount: 200000,
  ...over,
});

const detail = (courses: PromoCourse[], count = courses.length, page = 1): PromoDetail => ({
  promo: {
    id: 1,
    course_id: [],
    promo_code: 'HEMAT50',
    promo_price: 50000,
    promo_precentage: 0,
    event: 'Promo Hemat Belajar',
    is_active: true,
    max_user: 0,
    start_date: '2026-11-14T03:00:00.000Z',
    end_date: '2026-11-23T06:04:05.000Z',
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
    terms: '<ol><li>Tanpa minimum transaksi.</li></ol><img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>',
  },
  course: { count, page, pages: Math.ceil(count / 5), limit: 5, data: courses },
  count,
  pages: Math.ceil(count / 5),
  page,
  limit: 5,
});

function setup(search: PromoDetailQuery, load: (input: LoadPromoDetailInput) => Promise<PromoDetail>, clock = () => new Date('2026-11-21T03:00:00.000Z')) {
  const onSearch = vi.fn();
  const onCopy = vi.fn();
  const calls: LoadPromoDetailInput[] = [];
  const logic = promoDetailMachine.provide({
    actors: {
      loadDetail: fromPromise(({ input }: { input: LoadPromoDetailInput }) => {
        calls.push(input);
        return load(input);
      }),
    },
  });
  const r = renderWithRouter(() => <PromoDetailPage code="HEMAT50" search={search} onSearch={onSearch} logic={logic} clock={clock} onCopy={onCopy} />);
  return { onSearch, onCopy, calls, ...r };
}

describe('PromoDetailMenu', () => {
  it('shows event, code with copy icon, countdown, valid-until, the no-minimum note and sanitised terms', async () => {
    const { onCopy, calls } = setup({ search: '', page: 1 }, async () => detail([course(1)]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Promo Hemat Belajar' })).toBeTruthy();
    expect(calls[0]).toEqual({ code: 'HEMAT50', query: { search: '', page: 1 } });
    fireEvent.click(screen.getByRole('button', { name: 'Salin kode HEMAT50' }));
    expect(onCopy).toHaveBeenCalledWith('HEMAT50');
    // 2 days 3:04:05 from 21 Nov 03:00 UTC to 23 Nov 06:04:05 UTC.
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toBe('Berakhir dalam 2 hari 03:04:05');
    expect(screen.getByText('Berlaku hingga').textContent).toContain('23 November 2026');
    expect(screen.getByText('Tanpa minimum transaksi', { selector: '.promo-detail__note' })).toBeTruthy();
    const terms = screen.getByRole('heading', { name: 'Syarat dan Ketentuan' }).parentElement!;
    expect(terms.querySelector('li')?.textContent).toBe('Tanpa minimum transaksi.');
    expect(terms.querySelector('script')).toBeNull();
    expect(terms.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('the countdown ticks with the injected clock', async () => {
    let now = new Date('2026-11-23T06:03:00.000Z');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setup({ search: '', page: 1 }, async () => detail([course(1)]), () => now);
    await screen.findByRole('timer');
    expect(screen.getByRole('timer').textContent).toBe('Berakhir dalam 0 hari 00:01:05');
    now = new Date('2026-11-23T06:04:05.000Z');
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('timer').textContent).toBe('Promo telah berakhir');
  });

  it('lists courses with price, discount percent and struck-out price', async () => {
    setup({ search: '', page: 1 }, async () => detail([course(1), course(2, { price_discount_flag: false, price_discount: 0, price: 90000, price_before_discount: 90000 })]));
    const first = await screen.findByRole('article', { name: 'Kursus 1' });
    expect(within(first).getByText('25%')).toBeTruthy();
    expect(within(first).getByText('Rp 200.000', { selector: 's' })).toBeTruthy();
    expect(first.textContent).toContain('Rp 150.000');
    const second = screen.getByRole('article', { name: 'Kursus 2' });
    expect(second.querySelector('s')).toBeNull();
    expect(second.textContent).not.toContain('%');
  });

  it('the course search runs on Enter and goes to page 1', async () => {
    const { onSearch } = setup({ search: '', page: 2 }, async () => detail([course(6)], 7, 2));
    const box = await screen.findByRole('searchbox', { name: 'Cari kursus' });
    fireEvent.change(box, { target: { value: ' roti ' } });
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.submit(box.closest('form')!);
    expect(onSearch).toHaveBeenCalledWith({ search: 'roti', page: 1 });
  });

  it('paginates the courses and reloads on a new query while the promo stays', async () => {
    const { onSearch } = setup({ search: '', page: 1 }, async () => detail([1, 2, 3, 4, 5].map((i) => course(i)), 12));
    const nav = await screen.findByRole('navigation', { name: 'Halaman kursus promo' });
    fireEvent.click(within(nav).getByRole('button', { name: 'Halaman 3' }));
    expect(onSearch).toHaveBeenCalledWith({ search: '', page: 3 });
  });

  it("no course → 'Data tidak ditemukan' under the promo", async () => {
    setup({ search: 'zzz', page: 1 }, async () => detail([]));
    expect(await screen.findByText('Data tidak ditemukan')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Promo Hemat Belajar' })).toBeTruthy();
  });

  it("an unknown code shows 'Promo tidak ditemukan' with a way back", async () => {
    setup({ search: '', page: 1 }, async () => {
      throw Object.assign(new Error('Promo tidak ditemukan'), { kind: 'server', code: 404 });
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Promo tidak ditemukan' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kembali ke Kode Promo' }).getAttribute('href')).toBe('/promo-code');
  });

  it("a network failure shows 'Pastikan internet anda stabil' and 'Coba Lagi' reloads", async () => {
    let failing = true;
    const { calls } = setup({ search: '', page: 1 }, async () => {
      if (failing) throw Object.assign(new Error('Pastikan internet anda stabil'), { kind: 'network', code: 502 });
      return detail([course(1)]);
    });
    expect(await screen.findByText('Pastikan internet anda stabil')).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByRole('article', { name: 'Kursus 1' })).toBeTruthy();
    expect(calls).toHaveLength(2);
  });
});

describe('sanitizeTerms', () => {
  it('keeps lists and drops scripts, handlers and javascript: links', () => {
    const out = sanitizeTerms('<ol><li>a</li></ol><script>x()</script><a href="javascript:alert(1)" onclick="y()">b</a>');
    expect(out).toContain('<ol><li>a</li></ol>');
    expect(out).not.toContain('script');
    expect(out).not.toContain('onclick');
    expect(out).not.toContain('javascript:');
  });
});
