// @vitest-environment jsdom
/**
 * The checkout page over the real checkout machine with fake gateway actors: address → method → courier → pay.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { PayOrderInput, PersistInput } from '../../../machines/checkout.types';
import type { Calculation } from '../../api/cart';
import type { Courier, Pricing } from '../../api/shipper';
import type { Address } from '../../api/user';
import type { Promo } from '../../api/promo';
import type { StoredCheckout } from '../../lib/checkout-storage';
import type { SnapResult } from '../../lib/snap';
import { Toaster } from '../../ui/toast';
import { CheckoutPage } from './checkout-page';
import { PriceSummaryBox } from './checkout-sections';
import { addressBandung, addressFar, courier, method, storedCheckout as stored } from './fixtures.test-utils';
import { displayedTotal, EMPTY_SUMMARY } from '../../../machines/shared/price';

const KEY = 'test-key';
const user = { id: 7, type: 'b2c' as const, tier: 3, name: 'Anggota Demo', email: 'anggota@demo.test', phone: '0812' };


const calc = (over: Partial<Calculation> = {}): Calculation => ({
  product_amount: 30_000, course_amount: 300_000, discount_course: 50_000, discount_product: 0, discount_promo: 50_000,
  total_discount: 100_000, delivery_cost: 0, insurance_cost: 0, total_amount: 230_000, discount: 50_000, promo_code: 'HEMAT50', ...over,
});

function storage() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k) };
}

function setup(opts: { addresses?: Address[]; couriers?: Courier[]; popup?: SnapResult; deleteAddress?: (input: { id: number }) => Promise<void> } = {}) {
  const store = storage();
  const payOrder = vi.fn(async (_: PayOrderInput) => ({ token: 'tok-1' }));
  const persist = vi.fn(async (_: PersistInput) => {});
  const openPopup = vi.fn(async () => opts.popup ?? ({ result: 'success', payload: {} } as SnapResult));
  const handlers = { onHome: vi.fn(), onStoreSite: vi.fn(), onPaid: vi.fn(), onProfileIncomplete: vi.fn() };
  const pricing: Pricing = {
    distance: 5.9,
    methods: [method(), method({ type: 'same_day', name: 'Same Day', courier_count: 1 })],
    volume: { item_packing: 0, item_unpacking: 0, origin_packing: 0, shipping: 0 },
  };
  let n = 0;
  render(
    <CheckoutPage
      stored={stored}
      user={user}
      storage={store}
      cookieKey={KEY}
      {...handlers}
      openPopup={openPopup}
      newKey={() => `pay-${++n}`}
      actors={{
        loadAddresses: fromPromise(async () => opts.addresses ?? [addressBandung, addressFar]),
        loadMethods: fromPromise(async () => pricing),
        loadCouriers: fromPromise(async () => opts.couriers ?? [courier(), courier({ logistic_rate_id: 12, logistic_name: 'SiCepat', must_use_insurance: true })]),
        calculate: fromPromise(async () => calc()),
        payOrder: fromPromise(async ({ input }) => payOrder(input)),
        persist: fromPromise(async ({ input }) => persist(input)),
        deleteAddress: fromPromise(async ({ input }) => (opts.deleteAddress ?? (async () => {}))(input)),
      }}
    />,
  );
  return { store, payOrder, persist, openPopup, ...handlers };
}

beforeEach(() => vi.useRealTimers());
afterEach(cleanup);

describe('CheckoutPage with the checkout machine', () => {
  it('walks address → method → courier → pay and goes to CheckoutStatus once', async () => {
    const { payOrder, openPopup, onPaid, persist } = setup();
    expect(await screen.findByText('Kursus Roti Sobek')).toBeTruthy();
    expect(screen.getByText('Gudang Bandung')).toBeTruthy();
    // The default (Bandung) address is selected; two methods open the method picker.
    const methods = await screen.findByRole('dialog', { name: 'Metode Pengiriman' });
    expect(within(methods).getAllByText('Rp 18.000')).toHaveLength(2);
    fireEvent.click(within(methods).getByRole('radio', { name: 'Reguler' }));
    const couriers = await screen.findByRole('dialog', { name: 'Kurir Pengiriman Reguler' });
    fireEvent.click(within(couriers).getByRole('radio', { name: 'SiCepat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The must-insure courier is insured and locked on the page.
    const insurance = screen.getByRole('checkbox', { name: /Asuransi Pengiriman/ }) as HTMLInputElement;
    expect(insurance.checked).toBe(true);
    expect(insurance.disabled).toBe(true);
    expect(screen.getByText(/2,50 kg/)).toBeTruthy();
    expect(screen.getByText('1 promo dipakai')).toBeTruthy();
    await waitFor(() => expect(persist).toHaveBeenCalledWith(expect.objectContaining({ progress: expect.objectContaining({ addressId: 5, methodType: 'regular', courierRateId: 12 }) })));

    const pay = screen.getByRole('button', { name: 'Bayar Sekarang' }) as HTMLButtonElement;
    await waitFor(() => expect(pay.disabled).toBe(false));
    fireEvent.click(pay);
    fireEvent.click(pay);
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith('INV-1'));
    expect(payOrder).toHaveBeenCalledTimes(1);
    expect(payOrder.mock.calls[0]![0]).toMatchObject({
      invoice: 'INV-1',
      idempotencyKey: 'pay-1',
      promoCode: 'HEMAT50',
      recipient: { name: 'Anggota Demo', city_name: 'KOTA BANDUNG', postal_code: '40151' },
      logistic: { name: 'SiCepat', rate_id: 12, insurance_applied: true },
    });
    expect(openPopup).toHaveBeenCalledWith('tok-1');
  });

  it('a popup error shows its message in an error dialog and keeps the page', async () => {
    const { onPaid } = setup({ couriers: [courier({ is_default: true })], popup: { result: 'error', payload: { status_message: 'Kartu ditolak' } } });
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Metode Pengiriman' })).getByRole('radio', { name: 'Reguler' }));
    const pay = screen.getByRole('button', { name: 'Bayar Sekarang' }) as HTMLButtonElement;
    await waitFor(() => expect(screen.getByText(/JNE/)).toBeTruthy());
    await waitFor(() => expect(pay.disabled).toBe(false));
    fireEvent.click(pay);
    const dialog = await screen.findByRole('alertdialog', { name: 'Pembayaran Gagal' });
    expect(dialog.textContent).toContain('Kartu ditolak');
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('choosing another address goes through the choose panel (Cancel / Proses)', async () => {
    setup();
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Metode Pengiriman' })).getByRole('button', { name: 'Tutup' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Pilih Alamat Lain' }));
    const far = screen.getByRole('radio', { name: /PANGANDARAN/ });
    fireEvent.click(far);
    fireEvent.click(screen.getByRole('button', { name: 'Proses' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Proses' })).toBeNull());
    expect(screen.getByText(/Jl\. Raya Pangandaran 5/)).toBeTruthy();
  });

  it('with no address at all shows the empty panel', async () => {
    setup({ addresses: [] });
    expect(await screen.findByText('Kamu belum memiliki data alamat pengiriman')).toBeTruthy();
    expect(screen.getByText('Belum memilih alamat pengiriman')).toBeTruthy();
  });

  it('leaving the page stops the stored checkout from being written again (the route clears it)', async () => {
    const store = storage();
    let release: () => void = () => {};
    const slowCalc = new Promise<void>((r) => (release = r));
    const { unmount } = render(
      <CheckoutPage
        stored={stored}
        user={user}
        storage={store}
        cookieKey={KEY}
        onHome={() => {}}
        onStoreSite={() => {}}
        onPaid={() => {}}
        onProfileIncomplete={() => {}}
        actors={{ loadAddresses: fromPromise(async () => [] as Address[]), calculate: fromPromise(async () => (await slowCalc, calc())) }}
      />,
    );
    await screen.findByText('Kamu belum memiliki data alamat pengiriman');
    unmount();
    await act(async () => release());
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(store.getItem('checkout')).toBeNull();
  });
});

describe('CheckoutPage address delete (commerce §5 Address form, §8 Address)', () => {
  async function openChooser() {
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Metode Pengiriman' })).getByRole('button', { name: 'Tutup' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Pilih Alamat Lain' }));
  }

  it("asks, deletes on 'Ya, Hapus', removes the address and says 'Alamat telah berhasil dihapus'", async () => {
    render(<Toaster />);
    const deleteAddress = vi.fn(async (_: { id: number }) => {});
    setup({ deleteAddress });
    await openChooser();
    fireEvent.click(screen.getByRole('button', { name: 'Hapus alamat Kampung' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Hapus Alamat' });
    expect(dialog.textContent).toContain('Kamu yakin akan menghapus alamat ini?');
    expect(deleteAddress).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ya, Hapus' }));
    expect(await screen.findByText('Alamat telah berhasil dihapus')).toBeTruthy();
    expect(deleteAddress).toHaveBeenCalledWith({ id: 6 });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('radio', { name: /PANGANDARAN/ })).toBeNull();
    expect(screen.getByRole('radio', { name: /SARIJADI/ })).toBeTruthy();
  });

  it("'Batal' keeps every address", async () => {
    const deleteAddress = vi.fn(async (_: { id: number }) => {});
    setup({ deleteAddress });
    await openChooser();
    fireEvent.click(screen.getByRole('button', { name: 'Hapus alamat Rumah' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Hapus Alamat' })).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(deleteAddress).not.toHaveBeenCalled();
    expect(screen.getAllByRole('radio', { name: /Jl\./ })).toHaveLength(2);
  });

  it('a failure shows the server message in a dialog and keeps the addresses', async () => {
    setup({ deleteAddress: async () => Promise.reject({ kind: 'server', code: 404, message: 'Alamat tidak ditemukan' }) });
    await openChooser();
    fireEvent.click(screen.getByRole('button', { name: 'Hapus alamat Kampung' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Hapus Alamat' })).getByRole('button', { name: 'Ya, Hapus' }));
    const error = await screen.findByRole('alertdialog', { name: 'Informasi' });
    expect(error.textContent).toContain('Alamat tidak ditemukan');
    expect(screen.queryByText('Alamat telah berhasil dihapus')).toBeNull();
    expect(screen.getAllByRole('radio', { name: /Jl\./ })).toHaveLength(2);
  });

  it("deleting every address leaves 'Kamu belum memiliki data alamat' in the chooser", async () => {
    setup({ addresses: [addressBandung] });
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Metode Pengiriman' })).getByRole('button', { name: 'Tutup' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Pilih Alamat Lain' }));
    fireEvent.click(screen.getByRole('button', { name: 'Hapus alamat Rumah' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Hapus Alamat' })).getByRole('button', { name: 'Ya, Hapus' }));
    expect(await screen.findByText('Kamu belum memiliki data alamat')).toBeTruthy();
    expect(screen.getByText('Belum memilih alamat pengiriman')).toBeTruthy();
  });
});

describe('CheckoutPage promo modal (commerce §4 "Promo in checkout")', () => {
  it("opens from the summary, checks a code, 'Pakai Promo' applies it and the button shows '1 promo dipakai'", async () => {
    const courseOnly: StoredCheckout = { ...stored, ecom: [], warehouse: null, promoCode: '', promoSelected: false, promoUsed: false };
    let resolveCheck: (p: Promo) => void = () => {};
    const calculate = vi.fn(async (input: { promo_code?: string }) =>
      calc({ discount: input.promo_code ? 50_000 : 0, discount_promo: input.promo_code ? 50_000 : 0, promo_code: input.promo_code ?? "" }),
    );
    const loadPromos = vi.fn(async (_: { courseIds: number[]; limit: number }) => [promoOf('HEMAT50', 50_000), promoOf('NOL', 0)]);
    render(
      <CheckoutPage
        stored={courseOnly}
        user={user}
        storage={storage()}
        cookieKey={KEY}
        onHome={() => {}}
        onStoreSite={() => {}}
        onPaid={() => {}}
        onProfileIncomplete={() => {}}
        actors={{
          loadAddresses: fromPromise(async () => [addressBandung]),
          calculate: fromPromise(async ({ input }) => calculate(input)),
          persist: fromPromise(async () => {}),
          checkPromo: fromPromise(() => new Promise<Promo>((r) => (resolveCheck = r))),
          loadPromos: fromPromise(async ({ input }) => loadPromos(input)),
        }}
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Gunakan Kode Promo' }));
    const modal = await screen.findByRole('dialog', { name: 'Kode Promo' });
    await waitFor(() => expect(within(modal).getByText('HEMAT50')).toBeTruthy());
    expect(within(modal).queryByText('NOL')).toBeNull();
    expect(loadPromos).toHaveBeenCalledWith({ courseIds: [101], limit: 10 });
    fireEvent.change(within(modal).getByLabelText('Masukkan kode promo'), { target: { value: 'hemat50' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Cek' }));
    await act(async () => resolveCheck(promoOf('HEMAT50', 50_000)));
    const apply = (await within(modal).findByRole('button', { name: 'Pakai Promo' })) as HTMLButtonElement;
    expect(apply.disabled).toBe(false);
    fireEvent.click(apply);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Kode Promo' })).toBeNull());
    expect(await screen.findByRole('button', { name: '1 promo dipakai' })).toBeTruthy();
    expect(calculate).toHaveBeenLastCalledWith(expect.objectContaining({ promo_code: 'HEMAT50' }));
  });
});

function promoOf(code: string, price: number): Promo {
  return {
    id: code.length * 100 + price, course_id: [], promo_code: code, promo_price: price, promo_precentage: 0, event: 'Promo Ramadhan', is_active: true,
    max_user: 10, start_date: '2026-01-01', end_date: '2099-12-31', created_at: '2026-01-01', updated_at: '2026-01-01',
  };
}

describe('PriceSummaryBox', () => {
  it('a total of 0 shows the Rp 1000 admin fee and total', () => {
    render(
      <PriceSummaryBox
        summary={{ ...EMPTY_SUMMARY, lms_before_discount: 50_000, lms_discount: 50_000, total_discount: 50_000, total: 0 }}
        displayed={displayedTotal(0)}
        hasCourses
        hasProducts
        promo={{ code: '', used: false }}
        canCancelPromo={false}
        canPay
        busy={false}
        onCancelPromo={() => {}}
        onPay={() => {}}
      />,
    );
    const admin = screen.getByText('Biaya Admin').parentElement!;
    expect(admin.textContent).toContain('Rp 1.000');
    const total = screen.getByText('Total Pembayaran').parentElement!;
    expect(total.textContent).toContain('Rp 1.000');
    expect(screen.getByText('Ongkos Kirim').parentElement!.textContent).toContain('Gratis');
  });
});
