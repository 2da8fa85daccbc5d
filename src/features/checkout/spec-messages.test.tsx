// @vitest-environment jsdom
/**
 * Checkout screen rules of commerce spec §8 "Address" (success notices), §4 "Checkout address and delivery"
 * (promo: 'n promo dipakai', cancel), §9 (admin fee and 'Gratis'), asserted with the spec's exact strings over the
 * real checkout machine where a machine decides.
 */
import { cleanup, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import type { LoadAddressesInput, SaveAddressInput } from '../../../machines/address-book.machine';
import { checkoutMachine } from '../../../machines/checkout.machine';
import { displayedTotal, EMPTY_SUMMARY } from '../../../machines/shared/price';
import { apiError, controllable, flush, member, nearAddress, product, warehouse } from '../../../machines/testing/fixtures';
import type { Calculation, CalculationInput } from '../../api/cart';
import { ApiError } from '../../api/errors';
import type { Address } from '../../api/user';
import type { StoredCheckout } from '../../lib/checkout-storage';
import type { SnapResult } from '../../lib/snap';
import { CheckoutPage } from './checkout-page';
import { addressBandung, warehouseBandung } from './fixtures.test-utils';
import { PriceSummaryBox } from './checkout-sections';
import { CHECKOUT_TEXT } from './texts';
import { createCheckoutActors } from './checkout.actors';
import { useCheckoutNotices } from './use-checkout';

afterEach(cleanup);

function checkout() {
  const loadAddresses = controllable<Address[], LoadAddressesInput>();
  const saveAddress = controllable<Address, SaveAddressInput>();
  const initial = {
    invoice: 'INV-1', promoCode: '', promoSelected: false, promoUsed: false,
    price: { lms_before_discount: 0, ecom_before_discount: 0, lms_discount: 0, promo_discount: 0, delivery_cost: 0, insurance_cost: 0, total: 0 },
    lms: [], ecom: [product(3)], warehouse, zone: null,
    progress: { addressId: null, methodType: null, courierRateId: null, insuranceApplied: false },
  };
  const actors = createCheckoutActors(
    { storage: window.localStorage, cookieKey: 'k', initial, user: member },
    { loadAddresses: loadAddresses.logic, saveAddress: saveAddress.logic, calculate: fromPromise(() => new Promise<Calculation>(() => {})) },
  );
  const actor = createActor(checkoutMachine.provide({ actors }), { input: { user: member, progress: null, checkout: initial } }).start();
  const addressBook = () => actor.getSnapshot().children.addressBook!;
  return { actor, addressBook, loadAddresses, saveAddress };
}

const values = {
  label: 'Kantor', recipient: 'Sari', address: 'Jl. Asia Afrika 1', phone: '0812345678', district_id: '1', village_id: '2',
  village: 'V', postcode: '40111', latitude: -6.92, longitude: 107.61,
};

describe('address notices (commerce §8 "Address")', () => {
  it('the notice texts are the spec strings', () => {
    expect(CHECKOUT_TEXT.addressAdded).toBe('Alamat telah berhasil ditambah');
    expect(CHECKOUT_TEXT.addressUpdated).toBe('Alamat telah berhasil dirubah');
    expect(CHECKOUT_TEXT.addressDeleted).toBe('Alamat telah berhasil dihapus');
    expect(CHECKOUT_TEXT.deleteConfirm).toBe('Kamu yakin akan menghapus alamat ini?');
    expect([CHECKOUT_TEXT.deleteYes, CHECKOUT_TEXT.deleteNo]).toEqual(['Ya, Hapus', 'Batal']);
    expect(CHECKOUT_TEXT.noAddressData).toBe('Kamu belum memiliki data alamat');
    expect(CHECKOUT_TEXT.noAddresses).toBe('Kamu belum memiliki data alamat pengiriman');
  });

  it("a successful add says 'Alamat telah berhasil ditambah' once; a failed one says nothing and keeps the form with the message", async () => {
    const t = checkout();
    const onNotice = vi.fn();
    renderHook(() => useCheckoutNotices(t.actor, onNotice));
    t.loadAddresses.last().resolve([]);
    await flush();

    t.addressBook().send({ type: 'panel.add' });
    t.addressBook().send({ type: 'address.save', values });
    t.saveAddress.last().reject(apiError(400, 'Nomor telepon sudah dipakai'));
    await flush();
    expect(onNotice).not.toHaveBeenCalled();
    expect(t.actor.getSnapshot().context.error).toBe('Nomor telepon sudah dipakai');

    t.addressBook().send({ type: 'address.save', values });
    t.saveAddress.last().resolve(nearAddress(9));
    await flush();
    expect(onNotice.mock.calls).toEqual([['Alamat telah berhasil ditambah']]);
  });

  it("a successful update says 'Alamat telah berhasil dirubah'", async () => {
    const t = checkout();
    const onNotice = vi.fn();
    renderHook(() => useCheckoutNotices(t.actor, onNotice));
    t.loadAddresses.last().resolve([nearAddress(1)]);
    await flush();
    t.addressBook().send({ type: 'panel.update' });
    t.addressBook().send({ type: 'address.save', values });
    expect(t.saveAddress.last().input.id).toBe(1);
    t.saveAddress.last().resolve(nearAddress(1, { label: 'Kantor' }));
    await flush();
    expect(onNotice.mock.calls).toEqual([['Alamat telah berhasil dirubah']]);
  });
});

describe('checkout price summary (commerce §4 promo, §9 admin fee)', () => {
  const box = (over: Partial<Parameters<typeof PriceSummaryBox>[0]> = {}) => (
    <PriceSummaryBox
      summary={{ ...EMPTY_SUMMARY, lms_before_discount: 300_000, lms_discount: 50_000, promo_discount: 50_000, total_discount: 100_000, total: 200_000 }}
      displayed={displayedTotal(200_000)}
      hasCourses
      hasProducts={false}
      promo={{ code: 'HEMAT50', used: true }}
      canCancelPromo
      canPay
      busy={false}
      onCancelPromo={() => {}}
      onPay={() => {}}
      {...over}
    />
  );

  it("a used promo shows '1 promo dipakai' and can be cancelled", () => {
    const onCancelPromo = vi.fn();
    render(box({ onCancelPromo }));
    expect(screen.getByText('1 promo dipakai')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Batalkan Promo' }));
    expect(onCancelPromo).toHaveBeenCalledTimes(1);
  });

  it('no promo: no count and no cancel button', () => {
    render(box({ promo: { code: '', used: false }, canCancelPromo: false }));
    expect(screen.queryByText(/^\d+ promo dipakai$/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Batalkan Promo' })).toBeNull();
  });

  it("'Ongkos Kirim' shows no figure until a courier is chosen (a 0 would read as free delivery)", () => {
    const { rerender } = render(box({ hasProducts: true, deliveryChosen: false }));
    expect(screen.getByText('Ongkos Kirim').parentElement!.textContent).toBe('Ongkos KirimPilih kurir dulu');
    rerender(box({ hasProducts: true, deliveryChosen: true, summary: { ...EMPTY_SUMMARY, delivery_cost: 9_500, total: 9_500 } }));
    expect(screen.getByText('Ongkos Kirim').parentElement!.textContent).toBe('Ongkos KirimRp 9.500');
  });

  it('a non-zero total shows no admin fee', () => {
    render(box());
    expect(screen.queryByText('Biaya Admin')).toBeNull();
    expect(screen.getByText('Total Pembayaran').parentElement!.textContent).toContain('Rp 200.000');
  });
});

describe('CheckoutPage exits (commerce §5 "Warehouse and distance", §8 "Order payment")', () => {
  const KEY = 'spec-key';
  const user = { id: 7, type: 'b2c' as const, tier: 3, name: 'Anggota Demo', email: 'anggota@demo.test', phone: '0812' };
  const courseOnly: StoredCheckout = {
    invoice: 'INV-9', promoCode: 'HEMAT50', promoSelected: true, promoUsed: true,
    price: { lms_before_discount: 300_000, ecom_before_discount: 0, lms_discount: 0, promo_discount: 50_000, delivery_cost: 0, insurance_cost: 0, total: 250_000 },
    lms: [{
      id: 11, item_id: 101, quantity: 1, price_type: 'b2c', price_tier: 3, warehouse_id: null, slug: 'roti', category_slug: 'bread',
      title: 'Kursus Roti Sobek', thumbnail: '/r.jpg', price: 300_000, price_discount_flag: false, price_discount: 0, price_before_discount: 300_000,
    }],
    ecom: [], warehouse: null, zone: null,
    progress: { addressId: null, methodType: null, courierRateId: null, insuranceApplied: false },
  };
  const calcOk: Calculation = {
    product_amount: 0, course_amount: 300_000, discount_course: 0, discount_product: 0, discount_promo: 50_000, total_discount: 50_000,
    delivery_cost: 0, insurance_cost: 0, total_amount: 250_000, discount: 50_000, promo_code: 'HEMAT50',
  };
  const mem = () => {
    const m = new Map<string, string>();
    return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k) };
  };
  function show(stored: StoredCheckout, payOrder: () => Promise<{ token: string }>) {
    const handlers = { onHome: vi.fn(), onStoreSite: vi.fn(), onPaid: vi.fn(), onProfileIncomplete: vi.fn() };
    const calculate = vi.fn(async (_: CalculationInput) => calcOk);
    render(
      <CheckoutPage
        stored={stored}
        user={user}
        storage={mem()}
        cookieKey={KEY}
        {...handlers}
        openPopup={async () => ({ result: 'success', payload: {} }) as SnapResult}
        newKey={() => 'pay-1'}
        actors={{
          loadAddresses: fromPromise(async () => [addressBandung]),
          calculate: fromPromise(async ({ input }) => calculate(input)),
          payOrder: fromPromise(async () => payOrder()),
          persist: fromPromise(async () => {}),
        }}
      />,
    );
    return { ...handlers, calculate };
  }

  it("a warehouse without coordinates shows the spec message, then 'Tutup' goes to the store site", async () => {
    const h = show({ ...courseOnly, ecom: [{
      id: 21, item_id: 201, quantity: 1, price_type: 'b2c', price_tier: 3, warehouse_id: 2, slug: 't', category_slug: 't', title: 'Tepung',
      thumbnail: '/t.jpg', price: 15_000, sku: 'T', stock: 5, height: 1, width: 1, length: 1, weight: 1,
    }], warehouse: { ...warehouseBandung, latitude: null } }, async () => ({ token: 't' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('Tidak dapat menemukan latitude atau longitude alamat warehouse. mohon pilih alamat warehouse lain');
    expect(h.onStoreSite).not.toHaveBeenCalled();
    fireEvent.click(within(alert).getAllByRole('button', { name: 'Tutup' }).at(-1)!);
    expect(h.onStoreSite).toHaveBeenCalled();
  });

  it("payment 422 says in the page what the profile lacks; 'Lengkapi Profil' goes to profile edit (GeneralInformation)", async () => {
    const h = show(courseOnly, async () => Promise.reject(new ApiError('server', 422, 'No telepon belum diisi, lengkapi profil kamu terlebih dahulu')));
    const pay = (await screen.findByRole('button', { name: 'Bayar Sekarang' })) as HTMLButtonElement;
    await waitFor(() => expect(pay.disabled).toBe(false));
    fireEvent.click(pay);
    const notice = await screen.findByRole('alert', { name: 'Lengkapi profil untuk membayar' });
    expect(notice.textContent).toContain('No telepon belum diisi, lengkapi profil kamu terlebih dahulu');
    expect(h.onProfileIncomplete).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Lengkapi Profil' }));
    await waitFor(() => expect(h.onProfileIncomplete).toHaveBeenCalledTimes(1));
    expect(h.onPaid).not.toHaveBeenCalled();
  });

  it("payment 404 shows 'Invoice tidak ditemukan atau order sudah diproses', clears the promo and recalculates without it", async () => {
    const h = show(courseOnly, async () => Promise.reject(new ApiError('server', 404, 'tidak ada')));
    const pay = (await screen.findByRole('button', { name: 'Bayar Sekarang' })) as HTMLButtonElement;
    await waitFor(() => expect(pay.disabled).toBe(false));
    fireEvent.click(pay);
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Invoice tidak ditemukan atau order sudah diproses');
    await waitFor(() => expect(h.calculate.mock.calls.at(-1)![0].promo_code).toBe(''));
    expect(h.onProfileIncomplete).not.toHaveBeenCalled();
  });
});

describe('checkout move to wishlist (commerce §2 Checkout, §4 Cart, §8 Wishlist)', () => {
  const line = {
    id: 21, item_id: 201, quantity: 1, price_type: 'b2c' as const, price_tier: 3, warehouse_id: 2, slug: 't', category_slug: 't', title: 'Tepung',
    thumbnail: '/t.jpg', price: 15_000, sku: 'T', stock: 5, height: 1, width: 1, length: 1, weight: 1,
  };
  const envelope = (status: number, message: string) =>
    new Response(JSON.stringify({ status: status < 400, code: status, message, result: status < 400 ? {} : null }), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  async function move(storeStatus: number, storeMessage: string) {
    const calls: Array<{ method: string; path: string; body: unknown }> = [];
    const fetch = vi.fn(async (req: Request) => {
      const path = new URL(req.url).pathname;
      calls.push({ method: req.method, path, body: req.method === 'GET' ? null : await req.clone().json() });
      return path.includes('wishlist') ? envelope(storeStatus, storeMessage) : envelope(200, 'Success');
    });
    const { configureApi } = await import('../../api/client');
    configureApi({ prefixUrl: 'http://gw.test/api/', fetch: fetch as unknown as typeof globalThis.fetch });
    const { createCheckoutGateway } = await import('./checkout.actors');
    const { wishlistMoveMachine } = await import('../../../machines/wishlist-move.machine');
    const user = { id: 7, type: 'b2c' as const, tier: 3, name: 'Sari', email: 'a@b.c', phone: '0812' };
    const g = createCheckoutGateway({ storage: window.localStorage, cookieKey: 'k', initial: { warehouse: { id: 2 } } as never, user });
    const machine = wishlistMoveMachine.provide({ actors: { addToWishlist: g.addToWishlist, removeFromCart: g.removeFromCart } });
    const output = await toPromise(createActor(machine, { input: { itemType: 'ecom', item: line } }).start());
    return { outcome: output.moved ? 'done' : output.message, calls, output };
  }

  it('adds the product to the wishlist (type ecom, price list, warehouse), then deletes the cart line', async () => {
    const { outcome, calls, output } = await move(200, 'Item ditambahkan ke dalam wishlist');
    expect(outcome).toBe('done');
    expect(output).toEqual({ moved: true, alreadyThere: false, message: 'Item ditambahkan ke dalam wishlist' });
    expect(calls[0]).toMatchObject({ method: 'POST', body: { type: 'ecom', product_id: 201, user_id: 7, pricelist_type: 'b2c', pricelist_tier: 3, warehouse_id: 2 } });
    expect(calls[0]!.path).toMatch(/wishlist\/store$/);
    expect(calls[1]).toMatchObject({ method: 'DELETE', body: { user_id: 7, cart_id: [21] } });
  });

  it("403 'Item sudah ada di wishlist' still deletes the cart line", async () => {
    const { outcome, calls, output } = await move(403, 'Item sudah ada di wishlist');
    expect(outcome).toBe('done');
    expect(output).toEqual({ moved: true, alreadyThere: true, message: 'Item sudah ada di wishlist' });
    expect(calls.map((c) => c.method)).toEqual(['POST', 'DELETE']);
  });

  it('another failure keeps the line and reports the server message', async () => {
    const { outcome, calls } = await move(500, 'Gagal menyimpan');
    expect(outcome).toBe('Gagal menyimpan');
    expect(calls.map((c) => c.method)).toEqual(['POST']);
  });
});
