// @vitest-environment jsdom
/**
 * The cart page over the real cart machine with fake actors: what the member sees and which requests go out.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { cartMachine } from '../../../machines/cart.machine';
import type { CreateOrderInput } from '../../../machines/cart.types';
import type { Calculation } from '../../api/cart';
import type { Promo } from '../../api/promo';
import { config } from '../../config/config';
import { loadCheckout } from '../../lib/checkout-storage';
import { createCartActors } from './cart.actors';
import { CartPage } from './cart-page';
import { course, product } from './fixtures.test-utils';

const user = { id: 7, type: 'b2c' as const, tier: 3, name: 'Anggota Demo', email: 'anggota@demo.test', phone: '0812' };
const calc = (total: number): Calculation => ({
  product_amount: 0,
  course_amount: total,
  discount_course: 0,
  discount_product: 0,
  discount_promo: 0,
  total_discount: 0,
  delivery_cost: 0,
  insurance_cost: 0,
  total_amount: total,
  discount: 0,
  promo_code: '',
});

function setup(cart = { lms: [course()], ecom: [product()] }, readAfresh?: boolean) {
  let releaseOrder: (v: { invoice: string }) => void = () => {};
  const createOrder = vi.fn(
    (_input: CreateOrderInput) => new Promise<{ invoice: string }>((resolve) => (releaseOrder = resolve)),
  );
  const calculate = vi.fn(async () => calc(250_000));
  const loadCart = vi.fn(async () => ({ count: 2, page: 1, pages: 1, limit: 1000, data: { lms_cart: cart.lms, ecom_cart: cart.ecom } }));
  const actor = createActor(
    cartMachine.provide({
      actors: {
        // The real hand-over (storeCheckout writes the encrypted checkout into localStorage); the gateway is faked.
        ...createCartActors(
          {
            getLocation: () => ({ warehouse: null, zone: { id: 2, name: 'Bandung', slug: 'bandung' } }),
            storage: window.localStorage,
            cookieKey: config.cookieKey,
          },
          {
            loadCart: fromPromise(async () => loadCart()),
            calculate: fromPromise(async () => calculate()),
            loadPromos: fromPromise(async () => [] as Promo[]),
            createOrder: fromPromise(async ({ input }: { input: CreateOrderInput }) => createOrder(input)),
          },
        ),
      },
    }),
    { input: { user, warehouseId: 2 } },
  ).start();
  const goToCheckout = vi.fn();
  let n = 0;
  render(
    <CartPage
      cart={actor}
      goToCheckout={goToCheckout}
      newKey={() => `key-${++n}`}
      readAfresh={readAfresh}
    />,
  );
  return { actor, loadCart, createOrder, calculate, goToCheckout, releaseOrder: (invoice: string) => releaseOrder({ invoice }) };
}

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

describe('CartPage with the cart machine', () => {
  it('entering reads the cart afresh when the actor held one from before; not when it was created for this visit', async () => {
    const { actor, loadCart } = setup(undefined, false);
    await screen.findByRole('checkbox', { name: 'Kursus Roti Sobek' });
    cleanup();
    // The actor created for this visit has just read the cart (it is ready by the time the page mounts).
    render(<CartPage cart={actor} goToCheckout={() => {}} readAfresh={false} />);
    await screen.findByRole('checkbox', { name: 'Kursus Roti Sobek' });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(loadCart).toHaveBeenCalledTimes(1);
    cleanup();
    // A later visit: the actor holds the cart read before it.
    render(<CartPage cart={actor} goToCheckout={() => {}} />);
    await waitFor(() => expect(loadCart).toHaveBeenCalledTimes(2));
  });

  it('shows the empty view when the cart has nothing', async () => {
    setup({ lms: [], ecom: [] });
    expect(await screen.findByText('Keranjang belanja Kamu kosong !')).toBeTruthy();
  });

  it('says so when checking out with nothing selected', async () => {
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Beli Sekarang' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('Silahkan pilih item terlebih dahulu!');
    fireEvent.click(screen.getAllByRole('button', { name: 'Tutup' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('selecting a course recalculates the summary', async () => {
    const { calculate } = setup();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Kursus Roti Sobek' }));
    await waitFor(() => expect(calculate).toHaveBeenCalled());
    expect(await screen.findAllByText('Rp 250.000')).not.toHaveLength(0);
  });

  it("a double click on 'Beli Sekarang' creates one order, stores the checkout and navigates", async () => {
    const { createOrder, goToCheckout, releaseOrder } = setup();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Kursus Roti Sobek' }));
    const buy = screen.getByRole('button', { name: 'Beli Sekarang' }) as HTMLButtonElement;
    await waitFor(() => expect(buy.disabled).toBe(false));
    fireEvent.click(buy);
    fireEvent.click(buy);
    await waitFor(() => expect(buy.disabled).toBe(true));
    expect(createOrder).toHaveBeenCalledTimes(1);
    expect(createOrder.mock.calls[0]![0]).toMatchObject({ idempotencyKey: 'key-1', lines: [{ type: 'lms', item_id: 101, quantity: 1 }] });
    await act(async () => releaseOrder('INV-001'));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledTimes(1));
    const stored = await loadCheckout(window.localStorage, config.cookieKey, user.id, Date.now());
    expect(stored).toMatchObject({ invoice: 'INV-001', zone: { slug: 'bandung' }, lms: [{ id: 11 }], ecom: [] });
  });

  it("'+' and '−' are enabled exactly when the machine accepts them: '−' at an empty typed quantity, '+' stops at stock", async () => {
    setup({ lms: [], ecom: [product({ quantity: 5, stock: 5 })] });
    const plus = (await screen.findByRole('button', { name: 'Tambah jumlah Tepung Terigu 1 kg' })) as HTMLButtonElement;
    const minus = screen.getByRole('button', { name: 'Kurangi jumlah Tepung Terigu 1 kg' }) as HTMLButtonElement;
    expect(plus.disabled).toBe(true);
    expect(minus.disabled).toBe(false);
    // An emptied input is quantity 0: the machine lets '−' bring it back to 1.
    fireEvent.change(screen.getByRole('textbox', { name: 'Jumlah Tepung Terigu 1 kg' }), { target: { value: '' } });
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Jumlah Tepung Terigu 1 kg' }) as HTMLInputElement).value).toBe(''));
    expect(minus.disabled).toBe(false);
    expect(plus.disabled).toBe(false);
  });
});
