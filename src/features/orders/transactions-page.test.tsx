// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { fromPromise } from 'xstate';
import type { Order } from '../../api/order';
import type { Paged } from '../../api/envelope';
import { transactionsMachine, type LoadTransactionsInput, type TransactionQuery } from '../../../machines/transactions.machine';
import { TransactionsPage } from './transactions-page';
import { loadTransactionsFromApi } from './transactions.actors';
import { renderInRouter } from './test-router';

afterEach(cleanup);

const order = (status_code: number): Order =>
  ({
    id: status_code,
    user_id: 1,
    invoice: `INV-2026-${String(status_code).padStart(4, '0')}`,
    created_at: '2026-08-07T03:00:00.000Z',
    updated_at: '2026-08-07T03:00:00.000Z',
    expired: false,
    expire_time: null,
    status_code,
    status: 'x',
    status_history: [],
    order_type: 'cart',
    payment_type: null,
    payment_info: null,
    bank_name: null,
    va_number: null,
    voucher_code: null,
    customer: { name: 'A', email: 'a@b.c', phone: '0812' },
    recipient: null,
    shipper: null,
    items: [
      {
        id: 1,
        order_id: status_code,
        item_id: 5,
        type: 'lms',
        slug: 'roti',
        category_slug: 'bread',
        title: 'Roti Sobek',
        thumbnail: '',
        description: '',
        price: 100000,
        price_discount: 0,
        price_discount_flag: false,
        price_before_discount: 100000,
        quantity: 1,
        schema: 'normal',
        my_rating: null,
        rating_id: 0,
        weight: null,
        height: null,
        width: null,
        length: null,
      },
    ],
    warehouse: null,
    price_type: 'b2c',
    price_tier: 3,
    promo_code: '',
    discount: 0,
    amount: 100000 + status_code,
  }) as Order;

function setup(search: TransactionQuery, load: (input: LoadTransactionsInput) => Promise<Paged<Order>>) {
  const onSearch = vi.fn();
  const calls: LoadTransactionsInput[] = [];
  const logic = transactionsMachine.provide({
    actors: {
      loadTransactions: fromPromise(({ input }: { input: LoadTransactionsInput }) => {
        calls.push(input);
        return load(input);
      }),
    },
  });
  renderInRouter(() => <TransactionsPage userId={7} search={search} onSearch={onSearch} logic={logic} />);
  return { onSearch, calls };
}

const all = { invoice: '', page: 1, status: 1 };

describe('History Pembelian', () => {
  it('labels codes 1..10 by the history reading', async () => {
    const rows = Array.from({ length: 10 }, (_, i) => order(i + 1));
    setup(all, async () => ({ count: 10, page: 1, pages: 2, limit: 5, data: rows }));
    const expected: Record<number, [string, string]> = {
      1: ['Menunggu Pembayaran', 'red'],
      2: ['Menunggu Pembayaran', 'red'],
      3: ['Lunas', 'green'],
      4: ['Lunas', 'green'],
      5: ['Lunas', 'green'],
      6: ['Lunas', 'green'],
      7: ['Lunas', 'green'],
      8: ['Pesanan Dibatalkan', 'red'],
      9: ['Pesanan Dibatalkan', 'red'],
      10: ['Pesanan Dibatalkan', 'red'],
    };
    for (let code = 1; code <= 10; code++) {
      const card = await screen.findByRole('article', { name: `Invoice INV-2026-${String(code).padStart(4, '0')}` });
      const badge = within(card).getByTestId('order-status');
      expect(badge.textContent).toBe(expected[code]![0]);
      expect(badge.dataset.color).toBe(expected[code]![1]);
    }
    expect(screen.getByRole('navigation', { name: 'Halaman transaksi' })).toBeTruthy();
  });

  it('offers the status options, and choosing one goes to page 1 of that status', async () => {
    const { onSearch } = setup({ invoice: '', page: 3, status: 1 }, async () => ({ count: 1, page: 3, pages: 3, limit: 5, data: [order(3)] }));
    const group = await screen.findByRole('group', { name: 'Status pesanan' });
    const labels = within(group)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(labels).toEqual([
      'Semua',
      'Menunggu Pembayaran',
      'Pembayaran Diterima',
      'Pesanan Diproses',
      'Pesanan Dikirim',
      'Pesanan Diterima',
      'Pesanan Selesai',
      'Pesanan Dibatalkan',
      'Pembayaran Gagal',
      'Pesanan Gagal Diproses',
    ]);
    fireEvent.click(within(group).getByRole('button', { name: 'Pembayaran Gagal' }));
    expect(onSearch).toHaveBeenCalledWith({ invoice: '', page: 1, status: 9 });
  });

  it('hides the status options while an invoice search is active', async () => {
    const { calls } = setup({ invoice: 'INV-2026-0003', page: 1, status: 1 }, async () => ({ count: 1, page: 1, pages: 1, limit: 5, data: [order(3)] }));
    await screen.findByRole('article', { name: 'Invoice INV-2026-0003' });
    expect(screen.queryByRole('group', { name: 'Status pesanan' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pembayaran Diterima' })).toBeNull();
    expect(calls[0]).toEqual({ userId: 7, query: { invoice: 'INV-2026-0003', page: 1, status: 1 } });
  });

  it('searching by invoice resets page and status', async () => {
    const { onSearch } = setup({ invoice: '', page: 2, status: 4 }, async () => ({ count: 0, page: 1, pages: 0, limit: 5, data: [] }));
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Cari nomor invoice' }), { target: { value: ' INV-9 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cari' }));
    expect(onSearch).toHaveBeenCalledWith({ invoice: 'INV-9', page: 1, status: 1 });
  });

  it("shows 'Data tidak ditemukan' for an empty page", async () => {
    setup(all, async () => ({ count: 0, page: 1, pages: 0, limit: 5, data: [] }));
    expect(await screen.findByText('Data tidak ditemukan')).toBeTruthy();
  });

  it("a network failure shows 'Pastikan internet anda stabil' and 'Coba Lagi' reloads", async () => {
    let failing = true;
    const { calls } = setup(all, async () => {
      if (failing) throw Object.assign(new Error('Pastikan internet anda stabil'), { kind: 'network', code: 502 });
      return { count: 1, page: 1, pages: 1, limit: 5, data: [order(7)] };
    });
    expect(await screen.findByText('Pastikan internet anda stabil')).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByText('Lunas')).toBeTruthy();
    expect(calls).toHaveLength(2);
  });
});

describe('loadTransactionsFromApi request', () => {
  it('sends status as a JSON list, none for "all" or during an invoice search', async () => {
    const fetch = vi.fn(async (_req: Request) => new Response(JSON.stringify({ status: true, code: 200, message: 'ok', result: { count: 0, page: 1, pages: 0, limit: 5, data: [] } })));
    const { configureApi } = await import('../../api/client');
    configureApi({ prefixUrl: 'http://gw.test/api/', fetch: fetch as unknown as typeof globalThis.fetch });
    await loadTransactionsFromApi({ userId: 7, query: { invoice: '', page: 2, status: 3 } });
    await loadTransactionsFromApi({ userId: 7, query: { invoice: '', page: 1, status: 1 } });
    await loadTransactionsFromApi({ userId: 7, query: { invoice: 'INV-1', page: 1, status: 3 } });
    const urls = fetch.mock.calls.map(([req]) => new URL((req as Request).url));
    expect(urls[0]!.searchParams.get('status')).toBe('[3]');
    expect(urls[0]!.searchParams.get('page')).toBe('2');
    expect(urls[0]!.searchParams.get('limit')).toBe('5');
    expect(urls[1]!.searchParams.has('status')).toBe(false);
    expect(urls[2]!.searchParams.has('status')).toBe(false);
    expect(urls[2]!.searchParams.get('invoice')).toBe('INV-1');
  });
});
