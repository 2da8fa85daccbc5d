// @vitest-environment jsdom
/**
 * Cart screen rules of commerce spec §4 "Cart", §8 "Promo check" / "Wishlist" and §9 (promo days left, 'Berakhir
 * hari ini!', list growing by 10 on scroll), asserted on what the member sees, with the spec's exact strings.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { cartMachine } from '../../../machines/cart.machine';
import { priceMachine } from '../../../machines/price.machine';
import { promoMachine } from '../../../machines/promo.machine';
import { wishlistMoveMachine } from '../../../machines/wishlist-move.machine';
import type { Calculation, CalculationInput } from '../../api/cart';
import { ApiError } from '../../api/errors';
import type { Promo } from '../../api/promo';
import { TOAST_MS, Toaster } from '../../ui/toast';
import { PromoModal, promoExpiryText, type PromoModalProps } from '../../ui/promo-modal';
import { CartPage } from './cart-page';
import { course, product } from './fixtures.test-utils';

const promo = (code: string, price = 50_000, end = '2026-12-31'): Promo => ({
  id: code.length * 1000 + price,
  course_id: [],
  promo_code: code,
  promo_price: price,
  promo_precentage: 0,
  event: `Event ${code}`,
  is_active: true,
  max_user: 10,
  start_date: '2026-01-01',
  end_date: end,
  created_at: '2026-01-01',
  updated_at: '2026-01-01',
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('promo days left (commerce §9)', () => {
  const today = new Date(2026, 10, 21, 10, 0);
  it("shows 'Berakhir hari ini!' at 0 days, also after the end date (floored at 0)", () => {
    expect(promoExpiryText('2026-11-21', today)).toBe('Berakhir hari ini!');
    expect(promoExpiryText('2026-11-02', today)).toBe('Berakhir hari ini!');
  });
  it('shows the days left otherwise', () => {
    expect(promoExpiryText('2026-11-24', today)).toBe('Berakhir dalam 3 hari');
  });
});

describe('PromoModal (commerce §4 Cart, §9)', () => {
  const base = (over: Partial<PromoModalProps> = {}): PromoModalProps => ({
    open: true,
    code: '',
    selected: null,
    promos: [],
    error: null,
    checking: false,
    canCheck: true,
    canApply: false,
    today: new Date(2026, 10, 21, 10, 0),
    onCodeChange: vi.fn(),
    onCheck: vi.fn(),
    onChoose: vi.fn(),
    onApply: vi.fn(),
    onCancel: vi.fn(),
    onClose: vi.fn(),
    onLoadMore: vi.fn(),
    ...over,
  });

  it("lists promos with cashback and days left, 'Berakhir hari ini!' on the last day", () => {
    render(<PromoModal {...base({ promos: [promo('HEMAT50', 50_000, '2026-11-21'), promo('LAGI', 25_000, '2026-11-26')] })} />);
    const items = within(screen.getByRole('list', { name: 'Promo yang tersedia' })).getAllByRole('listitem');
    expect(items[0]!.textContent).toContain('HEMAT50');
    expect(items[0]!.textContent).toContain('Cashback Rp 50.000');
    expect(items[0]!.textContent).toContain('Berakhir hari ini!');
    expect(items[1]!.textContent).toContain('Berakhir dalam 5 hari');
  });

  it("an empty list says 'Data tidak ditemukan'", () => {
    render(<PromoModal {...base()} />);
    expect(screen.getByText('Data tidak ditemukan')).toBeTruthy();
  });

  it('scrolling the list to the bottom asks for more (the list grows by 10 in the machine); not before', () => {
    const props = base({ promos: Array.from({ length: 10 }, (_, i) => promo(`P${i}`, 1000 + i)) });
    render(<PromoModal {...props} />);
    const list = screen.getByRole('list', { name: 'Promo yang tersedia' });
    Object.defineProperty(list, 'scrollHeight', { value: 1000, configurable: true });
    Object.defineProperty(list, 'clientHeight', { value: 300, configurable: true });
    list.scrollTop = 200;
    fireEvent.scroll(list);
    expect(props.onLoadMore).not.toHaveBeenCalled();
    list.scrollTop = 700;
    fireEvent.scroll(list);
    expect(props.onLoadMore).toHaveBeenCalledTimes(1);
  });

  it("'Cek' is disabled while checking or when not allowed; 'Pakai Promo' only when the machine allows it", () => {
    const { rerender } = render(<PromoModal {...base({ code: 'HEMAT50', checking: true })} />);
    expect((screen.getByRole('button', { name: 'Cek' }) as HTMLButtonElement).disabled).toBe(true);
    rerender(<PromoModal {...base({ code: 'HEMAT50', canCheck: false })} />);
    expect((screen.getByRole('button', { name: 'Cek' }) as HTMLButtonElement).disabled).toBe(true);
    rerender(<PromoModal {...base({ code: 'HEMAT50', selected: promo('HEMAT50'), canApply: false })} />);
    expect((screen.getByRole('button', { name: 'Pakai Promo' }) as HTMLButtonElement).disabled).toBe(true);
    rerender(<PromoModal {...base({ code: 'HEMAT50', selected: promo('HEMAT50'), canApply: true })} />);
    expect((screen.getByRole('button', { name: 'Pakai Promo' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

const user = { id: 7, type: 'b2c' as const, tier: 3, name: 'Anggota Demo', email: 'anggota@demo.test', phone: '0812' };
const calc = (total: number, promoDiscount = 0): Calculation => ({
  product_amount: 0, course_amount: total, discount_course: 0, discount_product: 0, discount_promo: promoDiscount,
  total_discount: promoDiscount, delivery_cost: 0, insurance_cost: 0, total_amount: total - promoDiscount, discount: promoDiscount, promo_code: '',
});

function page(opts: { checkPromo?: (code: string) => Promise<Promo>; addToWishlist?: () => Promise<void>; deleteItems?: () => Promise<void> } = {}) {
  const deleted: number[][] = [];
  const actor = createActor(
    cartMachine.provide({
      actors: {
        loadCart: fromPromise(async () => ({ count: 2, page: 1, pages: 1, limit: 1000, data: { lms_cart: [course()], ecom_cart: [product()] } })),
        price: priceMachine.provide({
          actors: { calculate: fromPromise(async ({ input }: { input: CalculationInput }) => calc(250_000, input.promo_code ? 50_000 : 0)) },
        }),
        promo: promoMachine.provide({
          actors: {
            loadPromos: fromPromise(async () => [] as Promo[]),
            checkPromo: fromPromise(async ({ input }: { input: { code: string } }) => (opts.checkPromo ?? (async (c: string) => promo(c)))(input.code)),
          },
        }),
        wishlistMove: wishlistMoveMachine.provide({
          actors: {
            addToWishlist: fromPromise(async () => (opts.addToWishlist ?? (async () => {}))()),
            removeFromCart: fromPromise(async ({ input }: { input: { cartIds: number[] } }) => {
              deleted.push(input.cartIds);
            }),
          },
        }),
        deleteItems: fromPromise(async ({ input }: { input: { cartIds: number[] } }) => {
          if (opts.deleteItems) return opts.deleteItems();
          deleted.push(input.cartIds);
        }),
      },
    }),
    { input: { user, warehouseId: 2 } },
  ).start();
  render(
    <>
      <CartPage cart={actor} goToCheckout={() => {}} newKey={() => 'k'} />
      <Toaster />
    </>,
  );
  return { actor, deleted };
}

async function openPromoWithCourse() {
  fireEvent.click(await screen.findByRole('checkbox', { name: 'Kursus Roti Sobek' }));
  const open = screen.getByRole('button', { name: 'Gunakan Kode Promo' }) as HTMLButtonElement;
  await waitFor(() => expect(open.disabled).toBe(false));
  fireEvent.click(open);
  return screen.findByRole('dialog', { name: 'Kode Promo' });
}

describe('CartPage promo messages (commerce §8 Promo check, §5 General)', () => {
  it.each([
    [403, 'Promo sudah habis'],
    [404, 'Promo tidak ditemukan'],
    [422, 'Promo tidak aktif'],
    [423, 'Promo belum dimulai'],
    [424, 'Promo sudah kadarluarsa'],
  ])('check %i shows %s in the modal', async (code, text) => {
    page({ checkPromo: async () => Promise.reject(new ApiError('server', code, 'server text')) });
    const dialog = await openPromoWithCourse();
    fireEvent.change(within(dialog).getByLabelText('Masukkan kode promo'), { target: { value: 'x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cek' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(text);
  });

  it("a promo priced 0 shows 'Kode voucher tidak ditemukan'", async () => {
    page({ checkPromo: async (c) => promo(c, 0) });
    const dialog = await openPromoWithCourse();
    fireEvent.change(within(dialog).getByLabelText('Masukkan kode promo'), { target: { value: 'NOL' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cek' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Kode voucher tidak ditemukan');
  });

  it("checked → 'Pakai Promo' closes the modal and the cart shows '1 promo dipakai'", async () => {
    page();
    const dialog = await openPromoWithCourse();
    fireEvent.change(within(dialog).getByLabelText('Masukkan kode promo'), { target: { value: 'hemat50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cek' }));
    expect((await within(dialog).findByLabelText('Promo dipilih')).textContent).toContain('Cashback Rp 50.000');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pakai Promo' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Kode Promo' })).toBeNull());
    expect(await screen.findByText('1 promo dipakai')).toBeTruthy();
  });
});

describe('CartPage move to wishlist (commerce §4 Cart, §8 Wishlist)', () => {
  it("success: 'Item ditambahkan ke dalam wishlist' for 3 s and the line leaves the cart", async () => {
    const { deleted } = page();
    const move = await screen.findByRole('button', { name: 'Pindahkan ke Wishlist Tepung Terigu 1 kg' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(move);
    expect(await screen.findByText('Item ditambahkan ke dalam wishlist')).toBeTruthy();
    expect(deleted).toEqual([[21]]);
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Tepung Terigu 1 kg' })).toBeNull());
    act(() => vi.advanceTimersByTime(TOAST_MS - 100));
    expect(screen.queryByText('Item ditambahkan ke dalam wishlist')).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Item ditambahkan ke dalam wishlist')).toBeNull();
  });

  it("already in the wishlist (403): 'Item sudah ada di wishlist' (not the success text) and the line still leaves the cart", async () => {
    const { deleted } = page({ addToWishlist: async () => Promise.reject(new ApiError('server', 403, 'Item sudah ada di wishlist')) });
    fireEvent.click(await screen.findByRole('button', { name: 'Pindahkan ke Wishlist Kursus Roti Sobek' }));
    expect(await screen.findByText('Item sudah ada di wishlist')).toBeTruthy();
    expect(screen.queryByText('Item ditambahkan ke dalam wishlist')).toBeNull();
    expect(deleted).toEqual([[11]]);
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Kursus Roti Sobek' })).toBeNull());
  });
});

describe('CartPage delete error (commerce §8 Cart calculation: "Cart delete errors show the message in parentheses, then again")', () => {
  it("shows '(message)' first, then the message after 'Tutup', then closes", async () => {
    page({ deleteItems: async () => Promise.reject(new ApiError('server', 500, 'Gagal menghapus')) });
    fireEvent.click(await screen.findByRole('button', { name: 'Hapus Kursus Roti Sobek' }));
    const first = await screen.findByRole('alertdialog');
    expect(first.textContent).toContain('(Gagal menghapus)');
    const tutup = (d: HTMLElement) => within(d).getAllByRole('button', { name: 'Tutup' }).find((b) => b.textContent === 'Tutup')!;
    fireEvent.click(tutup(first));
    await waitFor(() => expect(screen.getByRole('alertdialog').textContent).not.toContain('(Gagal menghapus)'));
    expect(screen.getByRole('alertdialog').textContent).toContain('Gagal menghapus');
    fireEvent.click(tutup(screen.getByRole('alertdialog')));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('checkbox', { name: 'Kursus Roti Sobek' })).toBeTruthy();
  });
});
