// @vitest-environment jsdom
/**
 * ReviewAddMenu, review edit and ReviewMenu views with the real machines and fake actors (commerce §5 "Reviews",
 * §8 "Reviews" and "Detail pages").
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fromPromise } from 'xstate';
import { reviewFormMachine, type LoadItemInput, type ReviewFormInput, type ReviewItem, type SaveReviewInput } from '../../../machines/review-form.machine';
import { reviewListMachine, type ReviewListQuery } from '../../../machines/review-list.machine';
import { apiError } from '../../../machines/testing/fixtures';
import type { Paged } from '../../api/envelope';
import type { Review } from '../../api/review';
import { renderWithRouter } from '../../ui/test-router.test-utils';
import { ReviewFormPage } from './review-form-page';
import { ReviewListPage, type ReviewMenuType } from './review-list-page';

afterEach(cleanup);

const ITEM: ReviewItem = { id: 26, slug: 'dessert-box', category_slug: 'kue', category_name: 'Kue & Dessert', title: 'Dessert Box', thumbnail: '/img/d.jpg' };
const review = (id: number, extra: Partial<Review> = {}): Review => ({
  id,
  user_id: 1,
  product_id: 26,
  order_id: 7,
  type: 'lms',
  rating: 4,
  review: 'Enak dan laris',
  created_at: '2026-11-20T03:00:00.000Z',
  updated_at: '2026-11-21T03:00:00.000Z',
  detail: { id: 26, slug: 'dessert-box', category_slug: 'kue', category_name: 'Kue & Dessert', title: `Kursus ${id}`, short_name: `Kursus ${id}`, thumbnail: '' },
  ...extra,
});

const addInput = (type: 'lms' | 'ecom', slug = 'dessert-box', orderId: number | null = 7): ReviewFormInput => ({
  type,
  target: { mode: 'add', slug, orderId },
  member: { id: 1, type: 'b2c', tier: 3 },
  warehouseId: 2,
});
const editInput: ReviewFormInput = { type: 'lms', target: { mode: 'edit', reviewId: 5 }, member: { id: 1, type: 'b2c', tier: 3 }, warehouseId: 0 };

function setupForm(
  input: ReviewFormInput,
  fakes: { loadItem?: (i: LoadItemInput) => Promise<ReviewItem>; loadReview?: () => Promise<Review>; saveReview?: (i: SaveReviewInput) => Promise<Review> } = {},
) {
  const loads: LoadItemInput[] = [];
  const saves: SaveReviewInput[] = [];
  const logic = reviewFormMachine.provide({
    actors: {
      loadItem: fromPromise(({ input: i }: { input: LoadItemInput }) => {
        loads.push(i);
        return (fakes.loadItem ?? (async () => ITEM))(i);
      }),
      loadReview: fromPromise(() => (fakes.loadReview ?? (async () => review(5)))()),
      saveReview: fromPromise(({ input: i }: { input: SaveReviewInput }) => {
        saves.push(i);
        return (fakes.saveReview ?? (async () => review(9)))(i);
      }),
    },
  });
  const exits = { onNotFound: vi.fn(), onServerError: vi.fn(), onSaved: vi.fn() };
  renderWithRouter(() => <ReviewFormPage input={input} logic={logic} {...exits} />);
  return { loads, saves, ...exits };
}

const stars = () => screen.getByRole('radiogroup', { name: 'Rating' });
const text = () => screen.getByRole('textbox', { name: 'Review' });

describe('ReviewAddMenu', () => {
  it("loads the course by slug, refuses an empty form with the spec's texts, then stores the course payload", async () => {
    const { loads, saves, onSaved } = setupForm(addInput('lms'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Dessert Box' })).toBeTruthy();
    expect(loads).toEqual([{ type: 'lms', slug: 'dessert-box', userId: 1, priceType: 'b2c', priceTier: 3, warehouseId: 2 }]);
    expect(screen.getByText('Kursus · Kue & Dessert')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Kirim Ulasan' }));
    expect(await screen.findByText('Rating harus diisi')).toBeTruthy();
    expect(screen.getByText('Review harus diisi')).toBeTruthy();
    expect(stars().getAttribute('aria-invalid')).toBe('true');
    expect(saves).toEqual([]);

    fireEvent.click(within(stars()).getByRole('radio', { name: '4 bintang' }));
    fireEvent.change(text(), { target: { value: '  Laris manis  ' } });
    await waitFor(() => expect(screen.queryByText('Rating harus diisi')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Kirim Ulasan' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Review berhasil ditambahkan'));
    expect(saves).toEqual([{ kind: 'store', body: { type: 'lms', product_id: 26, order_id: 7, user_id: 1, rating: 4, review: 'Laris manis' } }]);
  });

  it('a product review sends the store payload: price list, warehouse and the rating as text', async () => {
    const { saves, onSaved } = setupForm(addInput('ecom', 'whipping-cream'));
    await screen.findByRole('heading', { level: 2, name: 'Dessert Box' });
    expect(screen.getByText('Produk · Kue & Dessert')).toBeTruthy();
    fireEvent.click(within(stars()).getByRole('radio', { name: '2 bintang' }));
    fireEvent.change(text(), { target: { value: 'Kemasan penyok' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kirim Ulasan' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Review berhasil ditambahkan'));
    expect(saves[0]).toEqual({
      kind: 'store',
      body: { type: 'ecom', product_id: 26, order_id: 7, user_id: 1, pricelist_type: 'b2c', pricelist_tier: 3, warehouse_id: 2, rating: '2', review: 'Kemasan penyok' },
    });
  });

  it("a blank slug shows 'Kursus slug tidak ditemukan' / 'Produk slug tidak ditemukan' and loads nothing", async () => {
    const lms = setupForm(addInput('lms', ' '));
    expect(await screen.findByText('Kursus slug tidak ditemukan')).toBeTruthy();
    expect(lms.loads).toEqual([]);
    cleanup();
    const ecom = setupForm(addInput('ecom', ''));
    expect(await screen.findByText('Produk slug tidak ditemukan')).toBeTruthy();
    expect(ecom.loads).toEqual([]);
  });

  it('no order_id: says so and links to History Pembelian', async () => {
    setupForm(addInput('lms', 'dessert-box', null));
    expect(await screen.findByText('Pesanan untuk ulasan ini tidak ditemukan.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lihat History Pembelian' }).getAttribute('href')).toBe('/orders');
  });

  it('detail 404 → Error404; any other failure → Error500 with its code and message', async () => {
    const missing = setupForm(addInput('lms'), { loadItem: async () => Promise.reject(apiError(404, 'Data tidak ditemukan')) });
    await waitFor(() => expect(missing.onNotFound).toHaveBeenCalledTimes(1));
    expect(missing.onServerError).not.toHaveBeenCalled();
    cleanup();
    const broken = setupForm(addInput('ecom'), { loadItem: async () => Promise.reject(apiError(503, 'Layanan sibuk')) });
    await waitFor(() => expect(broken.onServerError).toHaveBeenCalledWith({ kind: 'server', code: 503, message: 'Layanan sibuk' }));
    expect(broken.onNotFound).not.toHaveBeenCalled();
  });

  it("a refused save shows the server message in a dialog; 'Tutup' keeps what was typed", async () => {
    const { saves, onSaved } = setupForm(addInput('lms'), { saveReview: async () => Promise.reject(apiError(409, 'Item ini sudah diulas')) });
    await screen.findByRole('heading', { level: 2, name: 'Dessert Box' });
    fireEvent.click(within(stars()).getByRole('radio', { name: '5 bintang' }));
    fireEvent.change(text(), { target: { value: 'Mantap' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kirim Ulasan' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Ulasan gagal disimpan' });
    expect(within(dialog).getByText('Item ini sudah diulas')).toBeTruthy();
    // The footer's 'Tutup' (the header's × is named 'Tutup' too).
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Tutup' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((text() as HTMLTextAreaElement).value).toBe('Mantap');
    expect((within(stars()).getByRole('radio', { name: '5 bintang' }) as HTMLInputElement).checked).toBe(true);
    expect(saves).toHaveLength(1);
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('review edit', () => {
  it("starts from the stored rating and text and saves the update payload → 'Review berhasil atau diupdate'", async () => {
    const { saves, onSaved } = setupForm(editInput);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ubah Ulasan' })).toBeTruthy();
    await screen.findByRole('heading', { level: 2, name: 'Kursus 5' });
    expect((within(stars()).getByRole('radio', { name: '4 bintang' }) as HTMLInputElement).checked).toBe(true);
    expect((text() as HTMLTextAreaElement).value).toBe('Enak dan laris');
    fireEvent.click(within(stars()).getByRole('radio', { name: '3 bintang' }));
    fireEvent.change(text(), { target: { value: 'Cukup enak' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Review berhasil atau diupdate'));
    expect(saves).toEqual([{ kind: 'update', body: { user_id: 1, rating_id: 5, rating: 3, review: 'Cukup enak' } }]);
  });

  it('a failed fetch: a dialog with the message that Escape does not close; OK → Error500 with code and message', async () => {
    const { onServerError } = setupForm(editInput, { loadReview: async () => Promise.reject(apiError(404, 'Data tidak ditemukan')) });
    const dialog = await screen.findByRole('alertdialog', { name: 'Ulasan gagal dimuat' });
    expect(within(dialog).getByText('Data tidak ditemukan')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(onServerError).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onServerError).toHaveBeenCalledWith({ kind: 'server', code: 404, message: 'Data tidak ditemukan' }));
  });
});

describe('ReviewMenu', () => {
  function setupList(type: ReviewMenuType, page: number, load: (q: ReviewListQuery) => Promise<Paged<Review>>) {
    const calls: ReviewListQuery[] = [];
    const logic = reviewListMachine.provide({
      actors: {
        loadReviews: fromPromise(({ input }: { input: ReviewListQuery }) => {
          calls.push(input);
          return load(input);
        }),
      },
    });
    const onNavigate = vi.fn();
    const onServerError = vi.fn();
    renderWithRouter(() => <ReviewListPage userId={1} search={{ type, page }} onNavigate={onNavigate} onServerError={onServerError} logic={logic} />);
    return { calls, onNavigate, onServerError };
  }

  it('lists the type from the URL with stars, date, text and an edit link; pages when there is more than one', async () => {
    const { calls, onNavigate } = setupList('product', 1, async () => ({ count: 12, page: 1, pages: 2, limit: 10, data: [review(3, { type: 'ecom', rating: 2 })] }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Kursus 3' })).toBeTruthy();
    expect(calls).toEqual([{ type: 'ecom', page: 1 }]);
    expect(screen.getByRole('img', { name: 'Rating 2 dari 5' })).toBeTruthy();
    expect(screen.getByText('Diulas 21 Nov 2026')).toBeTruthy();
    expect(screen.getByText('Enak dan laris')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ubah ulasan Kursus 3' }).getAttribute('href')).toBe('/review-edit/ecom/3');
    const types = screen.getByRole('navigation', { name: 'Jenis ulasan' });
    expect(within(types).getByRole('link', { name: 'Kursus' }).getAttribute('href')).toBe('/review-menu?type=course');
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Halaman ulasan' })).getByRole('button', { name: 'Halaman 2' }));
    expect(onNavigate).toHaveBeenCalledWith({ type: 'product', page: 2 });
  });

  it("no review (or a 404): 'Data tidak ditemukan'", async () => {
    setupList('course', 1, async () => Promise.reject(apiError(404, 'Data tidak ditemukan')));
    expect(await screen.findByText('Data tidak ditemukan')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Halaman ulasan' })).toBeNull();
  });

  it('a failed fetch: a dialog with the message; OK → Error500 with code and message', async () => {
    const { onServerError } = setupList('course', 1, async () => Promise.reject(apiError(500, 'Gagal memuat')));
    const dialog = await screen.findByRole('alertdialog', { name: 'Ulasan gagal dimuat' });
    expect(within(dialog).getByText('Gagal memuat')).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'OK' })));
    expect(onServerError).toHaveBeenCalledWith({ kind: 'server', code: 500, message: 'Gagal memuat' });
  });
});
