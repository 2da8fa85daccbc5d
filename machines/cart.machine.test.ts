import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { Calculation, CalculationInput, Cart } from '../src/api/cart';
import type { Promo } from '../src/api/promo';
import {
  cartMachine,
  isAllSelected,
  isTypeSelected,
  type CheckoutReadyEvent,
  type CheckPromoInput,
  type CreateOrderInput,
  type CreateOrderOutput,
  type DeleteItemsInput,
  type LoadCartInput,
  type LoadPromosInput,
  type MoveToWishlistInput,
  type MoveToWishlistOutput,
  type WishlistMovedEvent,
  type UpdateQuantityInput,
} from './cart.machine';
import { apiError, calculation, cartOf, controllable, course, flush, member, networkError, product, promo } from './testing/fixtures';

function start(input: { user: typeof member | null; warehouseId: number | null } = { user: member, warehouseId: 2 }) {
  const fakes = {
    loadCart: controllable<Cart, LoadCartInput>(),
    updateQuantity: controllable<void, UpdateQuantityInput>(),
    deleteItems: controllable<void, DeleteItemsInput>(),
    moveToWishlist: controllable<MoveToWishlistOutput, MoveToWishlistInput>(),
    calculate: controllable<Calculation, CalculationInput>(),
    checkPromo: controllable<Promo, CheckPromoInput>(),
    loadPromos: controllable<Promo[], LoadPromosInput>(),
    createOrder: controllable<CreateOrderOutput, CreateOrderInput>(),
  };
  const machine = cartMachine.provide({
    actors: {
      loadCart: fakes.loadCart.logic,
      updateQuantity: fakes.updateQuantity.logic,
      deleteItems: fakes.deleteItems.logic,
      moveToWishlist: fakes.moveToWishlist.logic,
      calculate: fakes.calculate.logic,
      checkPromo: fakes.checkPromo.logic,
      loadPromos: fakes.loadPromos.logic,
      createOrder: fakes.createOrder.logic,
    },
  });
  const actor = createActor(machine, { input });
  const emitted: CheckoutReadyEvent[] = [];
  actor.on('checkout.ready', (e) => emitted.push(e));
  const notices: WishlistMovedEvent[] = [];
  actor.on('wishlist.moved', (e) => notices.push(e));
  actor.start();
  const snap = () => actor.getSnapshot();
  return { actor, fakes, emitted, notices, snap, send: actor.send.bind(actor) };
}

const defaultCart = () => cartOf([course(1), course(2)], [product(3, { quantity: 2, stock: 5 }), product(4, { quantity: 1, stock: 1 })]);

async function loaded(cart: Cart = defaultCart()) {
  const t = start();
  t.fakes.loadCart.last().resolve(cart);
  await flush();
  return t;
}

/** Select lines and settle the calculation (and the promo list when courses are selected). */
async function selectAndSettle(t: Awaited<ReturnType<typeof loaded>>, lms: number[], ecom: number[]) {
  for (const id of lms) t.send({ type: 'item.select', itemType: 'lms', id, selected: true });
  for (const id of ecom) t.send({ type: 'item.select', itemType: 'ecom', id, selected: true });
  t.fakes.calculate.last().resolve(calculation(123_000));
  if (lms.length) t.fakes.loadPromos.last().resolve([]);
  await flush();
}

describe('cart: session and loading (commerce §2, §4 Cart)', () => {
  it('a guest cannot use the cart', () => {
    const t = start({ user: null, warehouseId: null });
    expect(t.snap().value).toBe('signedOut');
    expect(t.snap().hasTag('signInRequired')).toBe(true);
    expect(t.fakes.loadCart.calls).toHaveLength(0);
  });

  it('session.update with a member loads the cart for them', () => {
    const t = start({ user: null, warehouseId: null });
    t.send({ type: 'session.update', user: member, warehouseId: 3 });
    expect(t.snap().hasTag('loading')).toBe(true);
    expect(t.fakes.loadCart.last().input).toEqual({ user: member, warehouseId: 3 });
  });

  it('loading → loaded shows the lines', async () => {
    const t = await loaded();
    expect(t.snap().matches('ready')).toBe(true);
    expect(t.snap().context.courses.map((c) => c.id)).toEqual([1, 2]);
    expect(t.snap().context.products.map((p) => p.id)).toEqual([3, 4]);
  });

  it('a failed load resets the cart to empty with the server message', async () => {
    const t = await loaded();
    t.send({ type: 'cart.reload' });
    t.fakes.loadCart.last().reject(apiError(500, 'Gagal memuat'));
    await flush();
    expect(t.snap().context.courses).toEqual([]);
    expect(t.snap().context.products).toEqual([]);
    expect(t.snap().context.error).toBe('Gagal memuat');
  });

  it('a network failure on reload keeps the lines and says so', async () => {
    const t = await loaded();
    t.send({ type: 'cart.reload' });
    t.fakes.loadCart.last().reject(networkError());
    await flush();
    expect(t.snap().context.courses).toHaveLength(2);
    expect(t.snap().context.error).toBe('Pastikan internet anda stabil');
    t.send({ type: 'error.dismiss' });
    expect(t.snap().context.error).toBeNull();
  });

  it('a reload keeps the selection of lines still present', async () => {
    const t = await loaded();
    await selectAndSettle(t, [1], [3]);
    t.send({ type: 'session.update', user: member, warehouseId: 2 });
    t.fakes.loadCart.last().resolve(cartOf([course(1)], []));
    await flush();
    expect(t.snap().context.selectedLms).toEqual([1]);
    expect(t.snap().context.selectedEcom).toEqual([]);
    expect(t.fakes.calculate.last().input.cart).toEqual([{ type: 'lms', item_id: 101, quantity: 1 }]);
  });
});

describe('cart: selection recalculates (commerce §4 Cart)', () => {
  it('selecting a course recalculates and loads its promos (limit 10)', async () => {
    const t = await loaded();
    t.send({ type: 'item.select', itemType: 'lms', id: 2, selected: true });
    expect(t.snap().hasTag('calculating')).toBe(true);
    expect(t.fakes.calculate.last().input).toMatchObject({
      user_id: member.id,
      price_type: 'b2c',
      price_tier: 3,
      warehouse_id: 2,
      cart: [{ type: 'lms', item_id: 102, quantity: 1 }],
      promo_code: '',
    });
    expect(t.fakes.loadPromos.last().input).toEqual({ courseIds: [102], limit: 10 });
    t.fakes.calculate.last().resolve(calculation(150_000));
    t.fakes.loadPromos.last().resolve([promo('A', 0), promo('B', 10_000)]);
    await flush();
    expect(t.snap().context.summary.total).toBe(150_000);
    expect(t.snap().context.promos.map((p) => p.promo_code)).toEqual(['B']);
  });

  it('selecting only products does not load promos', async () => {
    const t = await loaded();
    t.send({ type: 'item.select', itemType: 'ecom', id: 3, selected: true });
    expect(t.fakes.loadPromos.calls).toHaveLength(0);
    expect(t.fakes.calculate.last().input.cart).toEqual([{ type: 'ecom', item_id: 203, quantity: 2 }]);
  });

  it('select per type and select all', async () => {
    const t = await loaded();
    t.send({ type: 'items.selectType', itemType: 'ecom', selected: true });
    expect(t.snap().context.selectedEcom).toEqual([3, 4]);
    expect(isTypeSelected(t.snap().context, 'ecom')).toBe(true);
    expect(isTypeSelected(t.snap().context, 'lms')).toBe(false);
    expect(isAllSelected(t.snap().context)).toBe(false);
    t.send({ type: 'items.selectAll', selected: true });
    expect(t.snap().context.selectedLms).toEqual([1, 2]);
    expect(t.fakes.calculate.last().input.cart).toHaveLength(4);
    expect(isAllSelected(t.snap().context)).toBe(true);
    t.send({ type: 'items.selectType', itemType: 'lms', selected: false });
    expect(t.snap().context.selectedLms).toEqual([]);
  });

  it('unselecting everything zeroes the totals without a call', async () => {
    const t = await loaded();
    await selectAndSettle(t, [1], []);
    const calls = t.fakes.calculate.calls.length;
    t.send({ type: 'items.selectAll', selected: false });
    await flush();
    expect(t.fakes.calculate.calls).toHaveLength(calls);
    expect(t.snap().context.summary.total).toBe(0);
    expect(t.snap().context.promos).toEqual([]);
  });

  it('the latest calculation wins', async () => {
    const t = await loaded();
    t.send({ type: 'item.select', itemType: 'lms', id: 1, selected: true });
    const first = t.fakes.calculate.last();
    t.send({ type: 'item.select', itemType: 'lms', id: 2, selected: true });
    t.fakes.calculate.last().resolve(calculation(300_000));
    first.resolve(calculation(1));
    await flush();
    expect(t.snap().context.summary.total).toBe(300_000);
  });
});

describe('cart: quantity (commerce §5 Cart quantity)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('plus saves at once and stops at stock', async () => {
    const t = await loaded();
    t.send({ type: 'quantity.increment', id: 3 });
    expect(t.snap().context.products[0]!.quantity).toBe(3);
    expect(t.snap().hasTag('busy')).toBe(true);
    expect(t.fakes.updateQuantity.last().input).toEqual({ cartId: 3, type: 'ecom', itemId: 203, quantity: 3 });
    t.fakes.updateQuantity.last().resolve();
    await flush();
    // product 4 is at its stock of 1: plus does nothing
    expect(t.snap().can({ type: 'quantity.increment', id: 4 })).toBe(false);
    t.send({ type: 'quantity.increment', id: 4 });
    expect(t.fakes.updateQuantity.calls).toHaveLength(1);
  });

  it('minus stops at 1', async () => {
    const t = await loaded();
    expect(t.snap().can({ type: 'quantity.decrement', id: 4 })).toBe(false);
    t.send({ type: 'quantity.decrement', id: 3 });
    expect(t.fakes.updateQuantity.last().input.quantity).toBe(1);
  });

  it('typed input is clamped at once and saved 500 ms after the last keystroke, then totals recalculate', async () => {
    const t = await loaded();
    await selectAndSettle(t, [], [3]);
    t.send({ type: 'quantity.type', id: 3, value: '9' });
    expect(t.snap().context.products[0]!.quantity).toBe(5);
    await vi.advanceTimersByTimeAsync(300);
    t.send({ type: 'quantity.type', id: 3, value: '4' });
    await vi.advanceTimersByTimeAsync(499);
    expect(t.fakes.updateQuantity.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.fakes.updateQuantity.last().input).toEqual({ cartId: 3, type: 'ecom', itemId: 203, quantity: 4 });
    const before = t.fakes.calculate.calls.length;
    t.fakes.updateQuantity.last().resolve();
    await flush();
    expect(t.fakes.calculate.calls).toHaveLength(before + 1);
    expect(t.fakes.calculate.last().input.cart).toEqual([{ type: 'ecom', item_id: 203, quantity: 4 }]);
  });

  it.each([
    ['', 0],
    ['abc', 5],
    ['0', 1],
    ['-3', 1],
    ['99', 5],
  ])('typed %j becomes %i', async (value, expected) => {
    const t = await loaded();
    t.send({ type: 'quantity.type', id: 3, value });
    expect(t.snap().context.products[0]!.quantity).toBe(expected);
  });

  it('a course quantity cannot change', async () => {
    const t = await loaded();
    expect(t.snap().can({ type: 'quantity.type', id: 1, value: '3' })).toBe(false);
    expect(t.snap().can({ type: 'quantity.increment', id: 1 })).toBe(false);
  });

  it('a failed save puts the quantity back and shows the message', async () => {
    const t = await loaded();
    t.send({ type: 'quantity.type', id: 3, value: '4' });
    await vi.advanceTimersByTimeAsync(500);
    t.fakes.updateQuantity.last().reject(networkError());
    await flush();
    expect(t.snap().context.products[0]!.quantity).toBe(2);
    expect(t.snap().context.error).toBe('Pastikan internet anda stabil');
  });

  it('two lines typed in one debounce window are saved one after the other', async () => {
    const t = await loaded(cartOf([], [product(3, { quantity: 2, stock: 5 }), product(5, { quantity: 1, stock: 9 })]));
    t.send({ type: 'quantity.type', id: 3, value: '3' });
    t.send({ type: 'quantity.type', id: 5, value: '7' });
    await vi.advanceTimersByTimeAsync(500);
    expect(t.fakes.updateQuantity.last().input.cartId).toBe(3);
    t.fakes.updateQuantity.last().resolve();
    await flush();
    expect(t.fakes.updateQuantity.last().input).toMatchObject({ cartId: 5, quantity: 7 });
  });
});

describe('cart: delete and wishlist (commerce §4 Cart)', () => {
  it('delete removes the lines and recalculates', async () => {
    const t = await loaded();
    await selectAndSettle(t, [1], [3]);
    t.send({ type: 'items.delete', ids: [1, 3] });
    expect(t.fakes.deleteItems.last().input).toEqual({ cartIds: [1, 3] });
    t.fakes.deleteItems.last().resolve();
    await flush();
    expect(t.snap().context.courses.map((c) => c.id)).toEqual([2]);
    expect(t.snap().context.products.map((p) => p.id)).toEqual([4]);
    expect(t.snap().context.selectedLms).toEqual([]);
    expect(t.snap().context.summary.total).toBe(0);
  });

  it('a failed delete keeps every line', async () => {
    const t = await loaded();
    t.send({ type: 'items.delete', ids: [1] });
    t.fakes.deleteItems.last().reject(networkError());
    await flush();
    expect(t.snap().context.courses).toHaveLength(2);
    expect(t.snap().context.error).toBe('(Pastikan internet anda stabil)');
  });

  it('move to wishlist, then delete from the cart', async () => {
    const t = await loaded();
    t.send({ type: 'item.moveToWishlist', itemType: 'ecom', id: 3 });
    expect(t.fakes.moveToWishlist.last().input).toMatchObject({ itemType: 'ecom', item: { id: 3 } });
    t.fakes.moveToWishlist.last().resolve({ alreadyThere: false });
    await flush();
    expect(t.fakes.deleteItems.last().input).toEqual({ cartIds: [3] });
    expect(t.notices).toEqual([]);
    t.fakes.deleteItems.last().resolve();
    await flush();
    expect(t.notices).toEqual([{ type: 'wishlist.moved', alreadyThere: false, message: 'Item ditambahkan ke dalam wishlist' }]);
    expect(t.snap().context.products.map((p) => p.id)).toEqual([4]);
  });

  it("already there (actor output alreadyThere) still deletes and says 'Item sudah ada di wishlist', not the success text", async () => {
    const t = await loaded();
    t.send({ type: 'item.moveToWishlist', itemType: 'ecom', id: 3 });
    t.fakes.moveToWishlist.last().resolve({ alreadyThere: true });
    await flush();
    expect(t.fakes.deleteItems.last().input).toEqual({ cartIds: [3] });
    t.fakes.deleteItems.last().resolve();
    await flush();
    expect(t.notices).toEqual([{ type: 'wishlist.moved', alreadyThere: true, message: 'Item sudah ada di wishlist' }]);
    expect(t.snap().context.products.map((p) => p.id)).toEqual([4]);
  });

  it("a delete error shows '(message)' first, then the message again after it is dismissed (commerce §8)", async () => {
    const t = await loaded();
    t.send({ type: 'items.delete', ids: [1] });
    t.fakes.deleteItems.last().reject(apiError(500, 'Gagal menghapus'));
    await flush();
    expect(t.snap().context.error).toBe('(Gagal menghapus)');
    t.send({ type: 'error.dismiss' });
    expect(t.snap().context.error).toBe('Gagal menghapus');
    t.send({ type: 'error.dismiss' });
    expect(t.snap().context.error).toBeNull();
    expect(t.snap().context.courses).toHaveLength(2);
  });

  it('403 "already in the wishlist" still deletes from the cart', async () => {
    const t = await loaded();
    t.send({ type: 'item.moveToWishlist', itemType: 'lms', id: 2 });
    t.fakes.moveToWishlist.last().reject(apiError(403, 'Item sudah ada di wishlist'));
    await flush();
    expect(t.fakes.deleteItems.last().input).toEqual({ cartIds: [2] });
    t.fakes.deleteItems.last().resolve();
    await flush();
    expect(t.snap().context.courses.map((c) => c.id)).toEqual([1]);
    expect(t.notices.map((n) => n.message)).toEqual(['Item sudah ada di wishlist']);
  });

  it('another wishlist failure keeps the line', async () => {
    const t = await loaded();
    t.send({ type: 'item.moveToWishlist', itemType: 'lms', id: 2 });
    t.fakes.moveToWishlist.last().reject(apiError(500, 'Gagal'));
    await flush();
    expect(t.fakes.deleteItems.calls).toHaveLength(0);
    expect(t.snap().context.courses).toHaveLength(2);
    expect(t.snap().context.error).toBe('Gagal');
  });
});

describe('cart: promo (commerce §4 Cart, §5 General, §8 Promo check, Cart calculation)', () => {
  it('opening the promo modal with nothing selected says so', async () => {
    const t = await loaded();
    t.send({ type: 'promo.open' });
    expect(t.snap().context.error).toBe('Silahkan pilih item terlebih dahulu!');
    expect(t.snap().matches({ ready: { promo: 'closed' } })).toBe(true);
  });

  it('the code is required', async () => {
    const t = await loaded();
    await selectAndSettle(t, [1], []);
    t.send({ type: 'promo.open' });
    t.send({ type: 'promo.enter', code: '  ' });
    t.send({ type: 'promo.check' });
    expect(t.snap().context.promoError).toBe('Kode promo harus diisi');
    expect(t.fakes.checkPromo.calls).toHaveLength(0);
  });

  it.each([
    [403, 'Promo sudah habis'],
    [404, 'Promo tidak ditemukan'],
    [422, 'Promo tidak aktif'],
    [423, 'Promo belum dimulai'],
    [424, 'Promo sudah kadarluarsa'],
    [500, 'server 500'],
  ])('check error %i → %s', async (code, text) => {
    const t = await loaded();
    await selectAndSettle(t, [1], []);
    t.send({ type: 'promo.open' });
    t.send({ type: 'promo.enter', code: 'X' });
    t.send({ type: 'promo.check' });
    expect(t.snap().hasTag('promoChecking')).toBe(true);
    t.fakes.checkPromo.last().reject(apiError(code));
    await flush();
    expect(t.snap().context.promoError).toBe(text);
    expect(t.snap().matches({ ready: { promo: { open: 'editing' } } })).toBe(true);
  });

  it('a promo priced 0 is "not found"', async () => {
    const t = await loaded();
    await selectAndSettle(t, [1], []);
    t.send({ type: 'promo.open' });
    t.send({ type: 'promo.enter', code: 'NOL' });
    t.send({ type: 'promo.check' });
    t.fakes.checkPromo.last().resolve(promo('NOL', 0));
    await flush();
    expect(t.snap().context.promoError).toBe('Kode voucher tidak ditemukan');
  });

  it('checked → selected → applied: modal closes, totals recalculate with the code', async () => {
    const t = await loaded();
    await selectAndSettle(t, [1], []);
    t.send({ type: 'promo.open' });
    t.send({ type: 'promo.enter', code: ' HEMAT50 ' });
    t.send({ type: 'promo.check' });
    expect(t.fakes.checkPromo.last().input).toEqual({ code: 'HEMAT50' });
    t.fakes.checkPromo.last().resolve(promo('HEMAT50'));
    await flush();
    expect(t.snap().matches({ ready: { promo: { open: 'selected' } } })).toBe(true);
    expect(t.snap().context.promo.selected?.promo_price).toBe(50_000);
    t.send({ type: 'promo.apply' });
    expect(t.snap().matches({ ready: { promo: 'closed' } })).toBe(true);
    expect(t.snap().context.promo.used).toBe(true);
    expect(t.fakes.calculate.last().input.promo_code).toBe('HEMAT50');
  });

  it('cancel clears the code and recalculates without it', async () => {
    const t = await loaded();
    await selectAndSettle(t, [1], []);
    t.send({ type: 'promo.open' });
    t.send({ type: 'promo.pick', code: 'HEMAT50' });
    t.fakes.checkPromo.last().resolve(promo('HEMAT50'));
    await flush();
    t.send({ type: 'promo.cancel' });
    expect(t.snap().context.promo).toEqual({ code: '', selected: null, used: false });
    expect(t.fakes.calculate.last().input.promo_code).toBe('');
  });

  it.each([
    [404, 'Promo tidak ditemukan atau tidak sesuai kursus yang dipilih'],
    [433, 'Promo hanya berlaku untuk kursus saja'],
    [400, 'server 400'],
  ])('a calculation error %i resets the promo with its message and recalculates without it', async (code, text) => {
    const t = await loaded();
    await selectAndSettle(t, [], [3]);
    t.send({ type: 'promo.open' });
    t.send({ type: 'promo.pick', code: 'KURSUSSAJA' });
    t.fakes.checkPromo.last().resolve(promo('KURSUSSAJA'));
    await flush();
    t.send({ type: 'promo.apply' });
    t.fakes.calculate.last().reject(apiError(code));
    await flush();
    expect(t.snap().context.error).toBe(text);
    expect(t.snap().context.promo.used).toBe(false);
    expect(t.fakes.calculate.last().input.promo_code).toBe('');
    expect(t.snap().hasTag('calculating')).toBe(true);
  });

  it('load more grows the list by 10', async () => {
    const t = await loaded();
    await selectAndSettle(t, [1, 2], []);
    t.send({ type: 'promo.loadMore' });
    expect(t.fakes.loadPromos.last().input).toEqual({ courseIds: [101, 102], limit: 20 });
    t.fakes.loadPromos.last().reject(apiError(500));
    await flush();
    expect(t.snap().context.promos).toEqual([]);
  });
});

describe('cart: Beli Sekarang (commerce §4 Cart, §8 Order payment)', () => {
  it('nothing selected says so', async () => {
    const t = await loaded();
    t.send({ type: 'checkout.start', idempotencyKey: 'k1' });
    expect(t.snap().context.error).toBe('Silahkan pilih item terlebih dahulu!');
    expect(t.fakes.createOrder.calls).toHaveLength(0);
  });

  it('a selected product with quantity 0 blocks', async () => {
    vi.useFakeTimers();
    try {
      const t = await loaded();
      await selectAndSettle(t, [], [3]);
      t.send({ type: 'quantity.type', id: 3, value: '' });
      t.send({ type: 'checkout.start', idempotencyKey: 'k1' });
      expect(t.snap().context.error).toBe('Quantity produk pembelian minimal 1 buah');
      expect(t.fakes.createOrder.calls).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('creates exactly one order and hands over to checkout', async () => {
    const t = await loaded();
    await selectAndSettle(t, [1], [3]);
    t.send({ type: 'promo.open' });
    t.send({ type: 'promo.pick', code: 'HEMAT50' });
    t.fakes.checkPromo.last().resolve(promo('HEMAT50'));
    await flush();
    t.send({ type: 'promo.apply' });
    t.fakes.calculate.last().resolve(calculation(250_000, { discount_promo: 50_000, total_discount: 50_000 }));
    await flush();
    t.send({ type: 'checkout.start', idempotencyKey: 'k1' });
    t.send({ type: 'checkout.start', idempotencyKey: 'k2' });
    expect(t.fakes.createOrder.calls).toHaveLength(1);
    expect(t.fakes.createOrder.last().input).toEqual({
      user: member,
      warehouseId: 2,
      lines: [
        { type: 'lms', item_id: 101, quantity: 1 },
        { type: 'ecom', item_id: 203, quantity: 2 },
      ],
      promoCode: 'HEMAT50',
      idempotencyKey: 'k1',
    });
    t.fakes.createOrder.last().resolve({ invoice: 'INV-9' });
    await flush();
    expect(t.snap().hasTag('checkoutReady')).toBe(true);
    expect(t.snap().context.invoice).toBe('INV-9');
    expect(t.emitted).toHaveLength(1);
    expect(t.emitted[0]).toMatchObject({
      type: 'checkout.ready',
      invoice: 'INV-9',
      promoCode: 'HEMAT50',
      promoSelected: true,
      promoUsed: true,
      price: { total: 250_000, promo_discount: 50_000 },
    });
    expect(t.emitted[0]!.lms.map((c) => c.id)).toEqual([1]);
    expect(t.emitted[0]!.ecom.map((p) => p.id)).toEqual([3]);
  });

  it('a failed order resets the promo, recalculates and shows the message', async () => {
    const t = await loaded();
    await selectAndSettle(t, [1], []);
    t.send({ type: 'promo.open' });
    t.send({ type: 'promo.pick', code: 'HEMAT50' });
    t.fakes.checkPromo.last().resolve(promo('HEMAT50'));
    await flush();
    t.send({ type: 'promo.apply' });
    t.fakes.calculate.last().resolve(calculation());
    await flush();
    t.send({ type: 'checkout.start', idempotencyKey: 'k1' });
    t.fakes.createOrder.last().reject(networkError());
    await flush();
    expect(t.snap().context.error).toBe('Pastikan internet anda stabil');
    expect(t.snap().context.promo.used).toBe(false);
    expect(t.fakes.calculate.last().input.promo_code).toBe('');
    expect(t.snap().context.selectedLms).toEqual([1]);
    expect(t.snap().matches({ ready: { items: 'idle' } })).toBe(true);
  });

  it('"Beli Sekarang" while a typed quantity waits saves it first, then orders', async () => {
    vi.useFakeTimers();
    try {
      const t = await loaded();
      await selectAndSettle(t, [], [3]);
      t.send({ type: 'quantity.type', id: 3, value: '4' });
      t.send({ type: 'checkout.start', idempotencyKey: 'k1' });
      expect(t.fakes.updateQuantity.last().input.quantity).toBe(4);
      expect(t.fakes.createOrder.calls).toHaveLength(0);
      t.fakes.updateQuantity.last().resolve();
      await flush();
      expect(t.fakes.createOrder.last().input.lines).toEqual([{ type: 'ecom', item_id: 203, quantity: 4 }]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('cart: idempotent retry (docs/decisions/005-idempotency.md)', () => {
  it('after a network failure the same order request reuses its key; a changed selection takes the new key', async () => {
    const t = await loaded();
    await selectAndSettle(t, [], [3]);
    t.send({ type: 'checkout.start', idempotencyKey: 'k1' });
    t.fakes.createOrder.last().reject(networkError());
    await flush();
    t.fakes.calculate.last().resolve(calculation());
    await flush();
    t.send({ type: 'checkout.start', idempotencyKey: 'k2' });
    expect(t.fakes.createOrder.last().input.idempotencyKey).toBe('k1');
    t.fakes.createOrder.last().reject(networkError());
    await flush();
    t.fakes.calculate.last().resolve(calculation());
    await flush();
    await selectAndSettle(t, [1], []);
    t.send({ type: 'checkout.start', idempotencyKey: 'k3' });
    expect(t.fakes.createOrder.last().input.idempotencyKey).toBe('k3');
  });
});
