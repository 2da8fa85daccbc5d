// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartView, type CartViewProps } from './cart-view';
import { course, product } from './fixtures.test-utils';

afterEach(cleanup);

function props(over: Partial<CartViewProps> = {}): CartViewProps {
  return {
    status: 'ready',
    courses: [course()],
    products: [product()],
    selected: { lms: [], ecom: [] },
    quantities: { 21: 2 },
    steps: { 21: { up: true, down: true } },
    allSelected: { all: false, lms: false, ecom: false },
    summary: { courseSubtotal: 0, productSubtotal: 0, courseDiscount: 0, productDiscount: 0, promoDiscount: 0, total: 0 },
    promoCount: 0,
    canCheckout: true,
    busy: false,
    storeUrl: '/store-site',
    coursesUrl: '/lms-site/category',
    onToggleAll: vi.fn(),
    onToggleType: vi.fn(),
    onToggleItem: vi.fn(),
    onDelete: vi.fn(),
    onMoveToWishlist: vi.fn(),
    onIncrement: vi.fn(),
    onDecrement: vi.fn(),
    onQuantityInput: vi.fn(),
    onOpenPromo: vi.fn(),
    onCheckout: vi.fn(),
    ...over,
  };
}

describe('CartView', () => {
  it('shows the empty view with its two buttons', () => {
    render(<CartView {...props({ status: 'empty', courses: [], products: [] })} />);
    expect(screen.getByText('Keranjang belanja Kamu kosong !')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mau Belanja' }).getAttribute('href')).toBe('/store-site');
    expect(screen.getByRole('link', { name: 'Mau Kursus' }).getAttribute('href')).toBe('/lms-site/category');
    expect(screen.queryByRole('button', { name: 'Beli Sekarang' })).toBeNull();
  });

  it('shows a busy skeleton while loading', () => {
    const { container } = render(<CartView {...props({ status: 'loading' })} />);
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
    expect(screen.queryByText('Kursus Roti Sobek')).toBeNull();
  });

  it('reports selection of one item, one type and everything (the checkboxes show what the machine reads)', () => {
    const p = props({ selected: { lms: [11], ecom: [] }, allSelected: { all: false, lms: true, ecom: false } });
    render(<CartView {...p} />);
    const courseBox = screen.getByRole('checkbox', { name: 'Kursus Roti Sobek' }) as HTMLInputElement;
    expect(courseBox.checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Pilih Semua Kursus' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Pilih Semua' }) as HTMLInputElement).checked).toBe(false);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Tepung Terigu 1 kg' }));
    expect(p.onToggleItem).toHaveBeenCalledWith('ecom', 21, true);
    fireEvent.click(courseBox);
    expect(p.onToggleItem).toHaveBeenCalledWith('lms', 11, false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pilih Semua Barang' }));
    expect(p.onToggleType).toHaveBeenCalledWith('ecom', true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pilih Semua' }));
    expect(p.onToggleAll).toHaveBeenCalledWith(true);
  });

  it('shows the summary in rupiah', () => {
    render(
      <CartView
        {...props({
          summary: { courseSubtotal: 300_000, productSubtotal: 30_000, courseDiscount: 50_000, productDiscount: 0, promoDiscount: 50_000, total: 230_000 },
          promoCount: 1,
        })}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Ringkasan Belanja' })).toBeTruthy();
    expect(screen.getByText('Rp 230.000')).toBeTruthy();
    expect(screen.getByText('1 promo dipakai')).toBeTruthy();
  });

  it("shows a zero-price line as 'Gratis', not 'Rp 0' (commerce §9, issue 21)", () => {
    const { container } = render(<CartView {...props({ courses: [course({ id: 31, title: 'Roti Sobek Lembut', price: 0, price_before_discount: 0 })] })} />);
    const prices = [...container.querySelectorAll('.cart-line__price')].map((p) => p.textContent);
    expect(prices[0]).toBe('Gratis');
    expect(prices.join()).not.toContain('Rp 0');
  });

  it("disables 'Beli Sekarang' while busy", () => {
    const p = props({ busy: true });
    render(<CartView {...p} />);
    const buy = screen.getByRole('button', { name: 'Beli Sekarang' }) as HTMLButtonElement;
    expect(buy.disabled).toBe(true);
    fireEvent.click(buy);
    expect(p.onCheckout).not.toHaveBeenCalled();
  });

  it('passes quantity controls through; the buttons are enabled exactly when the machine says so', () => {
    const p = props({ quantities: { 21: 5 }, steps: { 21: { up: false, down: true } } });
    render(<CartView {...p} />);
    expect((screen.getByRole('button', { name: 'Tambah jumlah Tepung Terigu 1 kg' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Kurangi jumlah Tepung Terigu 1 kg' }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Kurangi jumlah Tepung Terigu 1 kg' }));
    expect(p.onDecrement).toHaveBeenCalledWith(21);
    fireEvent.change(screen.getByRole('textbox', { name: 'Jumlah Tepung Terigu 1 kg' }), { target: { value: '3' } });
    expect(p.onQuantityInput).toHaveBeenCalledWith(21, '3');
  });
});
