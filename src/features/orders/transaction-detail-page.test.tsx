// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { fromCallback, fromPromise } from 'xstate';
import type { CartLine } from '../../api/cart';
import type { Order } from '../../api/order';
import { orderStatusMachine, type ClockRequest, type LoadOrderInput } from '../../../machines/order-status.machine';
import { orderPayMachine } from '../../../machines/order-pay.machine';
import type { OpenPaymentOutput } from '../../../machines/payment.machine';
import { TransactionDetailPage } from './transaction-detail-page';
import { TrackingSteps } from './tracking-steps';
import { renderInRouter } from './test-router';
import { historyOf, testItem, testOrder } from './test-orders';

afterEach(cleanup);

const logicWith = (load: (input: LoadOrderInput) => Promise<Order>) =>
  orderStatusMachine.provide({
    actors: {
      loadOrder: fromPromise(({ input }: { input: LoadOrderInput }) => load(input)),
      clock: fromCallback<ClockRequest, Record<string, never>>(() => {}),
    },
  });

const member = { id: 1, type: 'b2c' as const, tier: 3, name: 'Sari', email: 'a@demo.test', phone: '0812' };

function show(order: Order, addItems = vi.fn(async (_lines: CartLine[]) => {})) {
  const onAddedToCart = vi.fn();
  const onMissingInvoice = vi.fn();
  renderInRouter(() => (
    <TransactionDetailPage
      member={member}
      warehouseId={2}
      invoice={order.invoice}
      lmsUrl="/lms-site"
      onItemsAdded={() => {}}
      buyAgainActors={{ addItems: fromPromise(async ({ input }: { input: { lines: CartLine[] } }) => addItems(input.lines)) }}
      onAddedToCart={onAddedToCart}
      onMissingInvoice={onMissingInvoice}
      logic={logicWith(async () => order)}
    />
  ));
  return { addItems, onAddedToCart, onMissingInvoice };
}

/** [name, state] of each tracking step. */
function steps() {
  const list = screen.getByRole('list', { name: 'Status Pesanan' });
  return within(list)
    .getAllByRole('listitem')
    .map((li) => [li.querySelector('.tracking__name')!.textContent, li.dataset.state]);
}

describe('TrackingSteps', () => {
  it('code 3: created complete, payment received in process', () => {
    render(<TrackingSteps history={[1, 2, 3]} current={3} />);
    expect(steps()).toEqual([
      ['Pesanan Dibuat', 'complete'],
      ['Pembayaran Diterima', 'process'],
      ['Pesanan Diproses', 'pending'],
      ['Pesanan Dikirim', 'pending'],
      ['Pesanan Diterima', 'pending'],
      ['Pesanan Selesai', 'pending'],
    ]);
  });

  it('code 7: five steps complete, completed is the latest', () => {
    render(<TrackingSteps history={[1, 2, 3, 4, 5, 6, 7]} current={7} />);
    expect(steps()).toEqual([
      ['Pesanan Dibuat', 'complete'],
      ['Pembayaran Diterima', 'complete'],
      ['Pesanan Diproses', 'complete'],
      ['Pesanan Dikirim', 'complete'],
      ['Pesanan Diterima', 'complete'],
      ['Pesanan Selesai', 'complete'],
    ]);
  });

  it('code 9: payment failed is cancelled', () => {
    render(<TrackingSteps history={[1, 2, 9]} current={9} />);
    expect(steps().slice(0, 3)).toEqual([
      ['Pesanan Dibuat', 'complete'],
      ['Pembayaran Gagal', 'cancel'],
      ['Pesanan Diproses', 'pending'],
    ]);
  });

  it('code 10: failed to process is cancelled after a received payment', () => {
    render(<TrackingSteps history={[1, 2, 3, 10]} current={10} />);
    expect(steps().slice(0, 4)).toEqual([
      ['Pesanan Dibuat', 'complete'],
      ['Pembayaran Diterima', 'complete'],
      ['Pesanan Gagal Diproses', 'cancel'],
      ['Pesanan Dikirim', 'pending'],
    ]);
  });
});

describe('Transaction detail', () => {
  const completed = testOrder({
    status_code: 7,
    status_history: historyOf(1, 2, 3, 4, 5, 6, 7),
    items: [
      testItem({ id: 1, type: 'lms', item_id: 11, title: 'Roti Sobek Lembut', rating_id: 0 }),
      testItem({ id: 2, type: 'lms', item_id: 12, slug: 'croissant', title: 'Croissant Renyah', rating_id: 5 }),
      testItem({ id: 3, type: 'ecom', item_id: 21, slug: 'tepung', category_slug: 'bahan', title: 'Tepung Protein Tinggi 1 kg', quantity: 3, price: 20000 }),
    ],
    shipper: { logistic_name: 'BDX', logistic_rate: 'regular', shipper_rate_id: 0, distance: 4.2, delivery_cost: 12000, insurance_cost: 0, is_insurance: false },
    recipient: {
      name: 'Ani',
      phone: '081234567890',
      email: 'anggota@demo.test',
      label: 'Rumah',
      address: 'Jl. Braga No. 1',
      village_id: '1',
      village: 'Braga',
      district_name: 'Sumur Bandung',
      city_name: 'Kota Bandung',
      province_name: 'Jawa Barat',
      latitude: -6.9,
      longitude: 107.6,
      postal_code: '40111',
      note: '',
    },
    promo_code: 'HEMAT50',
    discount: 50000,
    amount: 322000,
  });

  it('shows items with quantities and prices, recipient, courier, promo, total and payment', async () => {
    show(completed);
    const products = await screen.findByRole('listitem', { name: 'Tepung Protein Tinggi 1 kg' });
    expect(within(products).getByText('3 x Rp 20.000')).toBeTruthy();
    expect(within(products).getByText('Rp 60.000')).toBeTruthy();
    expect(screen.getByText('Ani')).toBeTruthy();
    expect(screen.getByText(/BDX \(regular\)/)).toBeTruthy();
    expect(screen.getByText('HEMAT50')).toBeTruthy();
    expect(screen.getByText('-Rp 50.000')).toBeTruthy();
    expect(screen.getByText('Rp 322.000')).toBeTruthy();
    expect(screen.getByText('8277012345678')).toBeTruthy();
  });

  it('offers the messaging link with a prefilled order message (commerce §7, issue 21)', async () => {
    show(completed);
    const link = await screen.findByRole('link', { name: 'Tanya pesanan ini lewat WhatsApp' });
    const url = new URL(link.getAttribute('href')!);
    expect(url.origin).toBe('https://wa.me');
    expect(url.searchParams.get('text')).toBe(`Halo Dapur Kursus, saya ingin menanyakan pesanan dengan invoice ${completed.invoice}.`);
  });

  it("status 7: 'Beri Ulasan' only for rating_id 0, 'Lihat Kursus' for courses, 'Beli Lagi' adds every item then goes to the cart", async () => {
    const { addItems, onAddedToCart } = show(completed);
    const roti = await screen.findByRole('listitem', { name: 'Roti Sobek Lembut' });
    expect(within(roti).getByRole('link', { name: 'Beri Ulasan' }).getAttribute('href')).toBe('/review-add/lms/roti-sobek?order_id=31');
    expect(within(roti).getByRole('link', { name: 'Lihat Kursus' }).getAttribute('href')).toBe('/lms-site/course/bread-roti/roti-sobek');
    const croissant = screen.getByRole('listitem', { name: 'Croissant Renyah' });
    expect(within(croissant).queryByRole('link', { name: 'Beri Ulasan' })).toBeNull();
    const tepung = screen.getByRole('listitem', { name: 'Tepung Protein Tinggi 1 kg' });
    expect(within(tepung).getByRole('link', { name: 'Beri Ulasan' }).getAttribute('href')).toBe('/review-add/ecom/tepung?order_id=31');
    expect(within(tepung).queryByRole('link', { name: 'Lihat Kursus' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Beli Lagi' }));
    await vi.waitFor(() => expect(onAddedToCart).toHaveBeenCalled());
    expect(addItems).toHaveBeenCalledWith([
      { type: 'lms', item_id: 11, quantity: 1 },
      { type: 'lms', item_id: 12, quantity: 1 },
      { type: 'ecom', item_id: 21, quantity: 3 },
    ]);
  });

  it("a failed 'Beli Lagi' shows the server message", async () => {
    show(
      completed,
      vi.fn(async () => {
        throw Object.assign(new Error('Item stok sudah habis'), { code: 436, kind: 'server' });
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Beli Lagi' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Item stok sudah habis');
  });

  it('before status 7 there are no completed-order buttons; a waiting order offers payment and links to its status page', async () => {
    show(testOrder({ status_code: 2, status_history: historyOf(1, 2), expire_time: new Date(Date.now() + 3_600_000).toISOString() }));
    await screen.findByRole('list', { name: 'Status Pesanan' });
    expect(screen.queryByRole('button', { name: 'Beli Lagi' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Beri Ulasan' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Lihat Kursus' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Bayar Sekarang' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lihat Status Pembayaran' }).getAttribute('href')).toBe('/order-completed/INV-20260807-0031');
  });
});

describe("'Bayar Sekarang' on a waiting order (commerce §7 payment script on the transaction pages; issue 21)", () => {
  function showWaiting(popup: (token: string) => Promise<OpenPaymentOutput>, request: (invoice: string) => Promise<{ token: string }> = async () => ({ token: 'tok-1' })) {
    const waiting = testOrder({ status_code: 2, status_history: historyOf(1, 2), expire_time: new Date(Date.now() + 3_600_000).toISOString() });
    const paid = { ...waiting, status_code: 3, status_history: historyOf(1, 2, 3) };
    let current: Order = waiting;
    const calls: string[] = [];
    const payLogic = orderPayMachine.provide({
      actors: {
        requestToken: fromPromise(async ({ input }: { input: { invoice: string } }) => {
          calls.push(`token ${input.invoice}`);
          return request(input.invoice);
        }),
        openPayment: fromPromise(async ({ input }: { input: { token: string } }) => {
          calls.push(`popup ${input.token}`);
          const out = await popup(input.token);
          if (out.result === 'success') current = paid;
          return out;
        }),
      },
    });
    renderInRouter(() => (
      <TransactionDetailPage
        member={member}
        warehouseId={2}
        invoice={waiting.invoice}
        lmsUrl="/lms-site"
        onItemsAdded={() => {}}
        onAddedToCart={() => {}}
        onMissingInvoice={() => {}}
        logic={logicWith(async () => current)}
        payLogic={payLogic}
      />
    ));
    return calls;
  }

  it("opens the provider's popup with the order's token and shows 'Lunas' once paid", async () => {
    const calls = showWaiting(async () => ({ result: 'success' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Bayar Sekarang' }));
    expect(await screen.findByText('Lunas')).toBeTruthy();
    expect(calls).toEqual(['token INV-20260807-0031', 'popup tok-1']);
    expect(screen.queryByRole('button', { name: 'Bayar Sekarang' })).toBeNull();
  });

  it("a refused popup or request shows the message and keeps the button", async () => {
    showWaiting(async () => ({ result: 'error', message: 'Kartu ditolak' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Bayar Sekarang' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Kartu ditolak');
    cleanup();
    showWaiting(
      async () => ({ result: 'close' }),
      async () => Promise.reject(Object.assign(new Error('Invoice tidak ditemukan atau order sudah diproses'), { code: 404, kind: 'server' })),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Bayar Sekarang' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invoice tidak ditemukan atau order sudah diproses');
    expect(screen.getByRole('button', { name: 'Bayar Sekarang' })).toBeTruthy();
  });

  it('an order whose deadline passed offers no popup, only its payment status page', async () => {
    show(testOrder({ status_code: 2, status_history: historyOf(1, 2), expire_time: new Date(Date.now() - 1000).toISOString() }));
    await screen.findByRole('list', { name: 'Status Pesanan' });
    expect(screen.queryByRole('button', { name: 'Bayar Sekarang' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Bayar Sekarang' }).getAttribute('href')).toBe('/order-completed/INV-20260807-0031');
  });
});
