/**
 * The exact texts of commerce spec §4, §5 and §8 as the machines hold them (machines/messages.ts), each compared
 * with the spec's own words copied here by hand, so a "typo fix" ('kadarluarsa', 'Silahkan') fails a test.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { addToCartMachine, NOTICE_MS, type AddItemInput } from '../add-to-cart.machine';
import * as M from '../messages';
import { historyStatus } from './order-status';
import { calculationMessage, promoCheckMessage } from './promo';
import { checkRecipient } from './recipient';

describe('machine texts are the spec strings (commerce §5, §8)', () => {
  it.each([
    ['NETWORK_MESSAGE', M.NETWORK_MESSAGE, 'Pastikan internet anda stabil'],
    ['NOTHING_SELECTED', M.NOTHING_SELECTED, 'Silahkan pilih item terlebih dahulu!'],
    ['PRODUCT_QUANTITY_MIN', M.PRODUCT_QUANTITY_MIN, 'Quantity produk pembelian minimal 1 buah'],
    ['VOUCHER_NOT_FOUND', M.VOUCHER_NOT_FOUND, 'Kode voucher tidak ditemukan'],
    ['INVOICE_NOT_FOUND', M.INVOICE_NOT_FOUND, 'Invoice tidak ditemukan atau order sudah diproses'],
    ['CREATE_ADDRESS_FIRST', M.CREATE_ADDRESS_FIRST, 'Silahkan buat alamat terlebih dahulu'],
    ['CHOOSE_ADDRESS_FIRST', M.CHOOSE_ADDRESS_FIRST, 'Silahkan pilih alamat terlebih dahulu'],
    ['METHOD_REQUIRED', M.METHOD_REQUIRED, 'Silahkan pilih metode / durasi pengiriman terlebih dahulu'],
    ['COURIER_REQUIRED', M.COURIER_REQUIRED, 'Silahkan pilih kurir pengiriman terlebih dahulu'],
    ['WAREHOUSE_WITHOUT_COORDINATES', M.WAREHOUSE_WITHOUT_COORDINATES, 'Tidak dapat menemukan latitude atau longitude alamat warehouse. mohon pilih alamat warehouse lain'],
    ['BDX_TOO_FAR', M.BDX_TOO_FAR, 'Alamat pengiriman melebihi 20km. mohon pilih alamat lain atau buat alamat baru'],
    ['OUT_OF_AREA', M.OUT_OF_AREA, 'Diluar area pengiriman'],
    ['HISTORY_WAITING', M.HISTORY_WAITING, 'Menunggu Pembayaran'],
    ['HISTORY_PAID', M.HISTORY_PAID, 'Lunas'],
    ['HISTORY_CANCELLED', M.HISTORY_CANCELLED, 'Pesanan Dibatalkan'],
  ])('%s', (_name, actual, spec) => {
    expect(actual).toBe(spec);
  });

  it('promo check codes 403/404/422/423/424, otherwise the server message', () => {
    const f = (code: number) => ({ kind: 'server' as const, code, message: 'dari server' });
    expect([403, 404, 422, 423, 424, 409].map((c) => promoCheckMessage(f(c)))).toEqual([
      'Promo sudah habis',
      'Promo tidak ditemukan',
      'Promo tidak aktif',
      'Promo belum dimulai',
      'Promo sudah kadarluarsa',
      'dari server',
    ]);
  });

  it('calculation codes 404/433, otherwise the server message', () => {
    const f = (code: number) => ({ kind: 'server' as const, code, message: 'dari server' });
    expect([404, 433, 403].map((c) => calculationMessage(f(c)))).toEqual([
      'Promo tidak ditemukan atau tidak sesuai kursus yang dipilih',
      'Promo hanya berlaku untuk kursus saja',
      'dari server',
    ]);
  });

  it("incomplete address: 'Alamat tidak lengkap. (list) tidak ditemukan mohon lengkapi alamat terlebih dahulu'", () => {
    const check = checkRecipient(
      {
        name: 'Sari', phone: '0812345678', email: 'a@b.c', label: 'Rumah', address: 'Jl. Braga 1', village_id: '1', village: 'Braga',
        district_name: 'Sumur Bandung', city_name: 'Kota Bandung', province_name: 'Jawa Barat', postal_code: '40111',
      },
      false,
    );
    expect(check).toMatchObject({ message: 'Alamat tidak lengkap. latitude, longitude tidak ditemukan mohon lengkapi alamat terlebih dahulu' });
  });

  it('history labels by the history reading: 1–2, 3–7, 8–10', () => {
    expect([1, 2, 3, 7, 8, 9, 10].map((c) => historyStatus(c).label)).toEqual([
      'Menunggu Pembayaran', 'Menunggu Pembayaran', 'Lunas', 'Lunas', 'Pesanan Dibatalkan', 'Pesanan Dibatalkan', 'Pesanan Dibatalkan',
    ]);
  });
});

describe('cart add from a detail page (commerce §8 "Cart add": otherwise the server message, shown 3 s)', () => {
  it('an error notice carries the server message and hides after 3000 ms, not before', async () => {
    vi.useFakeTimers();
    try {
      let code = 436;
      const actor = createActor(
        addToCartMachine.provide({
          actors: { addItem: fromPromise<unknown, AddItemInput>(async () => Promise.reject(Object.assign(new Error('Stok Tepung tersisa 2'), { code, kind: 'server' }))) },
        }),
        { input: {} },
      ).start();
      actor.send({ type: 'cart.add', item: { type: 'ecom', id: 5 }, buyer: { member: { id: 7, type: 'b2c', tier: 3, name: 'Sari', email: 'a@demo.test', phone: '0812' }, warehouseId: 2 } });
      await vi.advanceTimersByTimeAsync(0);
      expect(NOTICE_MS).toBe(3000);
      expect(actor.getSnapshot().context.notice).toEqual({ tone: 'error', message: 'Item stok sudah habis', showCartLink: false });
      await vi.advanceTimersByTimeAsync(2999);
      expect(actor.getSnapshot().context.notice).not.toBeNull();
      await vi.advanceTimersByTimeAsync(1);
      expect(actor.getSnapshot().context.notice).toBeNull();

      code = 409;
      actor.send({ type: 'cart.add', item: { type: 'ecom', id: 5 }, buyer: { member: { id: 7, type: 'b2c', tier: 3, name: 'Sari', email: 'a@demo.test', phone: '0812' }, warehouseId: 2 } });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().context.notice).toEqual({ tone: 'error', message: 'Stok Tepung tersisa 2', showCartLink: false });
      await vi.advanceTimersByTimeAsync(3000);
      expect(actor.getSnapshot().context.notice).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
