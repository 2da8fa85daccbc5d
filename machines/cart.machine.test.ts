import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type ActorRefFrom } from 'xstate';
import type { Calculation, CalculationInput, Cart } from '../src/api/cart';
import type { Promo } from '../src/api/promo';
import { cartMachine } from './cart.machine';
import type {
  CheckoutReadyEvent,
  CheckoutReadyFacts,
  CreateOrderInput,
  CreateOrderOutput,
  DeleteItemsInput,
  LoadCartInput,
  UpdateQuantityInput,
  WishlistMovedEvent,
} from './cart.types';
import { orderStartMachine } from './order-start.machine';
import { priceMachine } from './price.machine';
import { promoMachine, type CheckPromoInput, type LoadPromosInput, type PromoEvent } from './promo.machine';
import { isAllSelected, isTypeSelected } from './shared/cart-lines';
import { apiError, calculation, cartOf, controllable, course, flush, member, networkError, product, promo } from './testing/fixtures';
import { wishlistMoveMachine, type RemoveFromCartInput, type WishlistMoveInput } from './wishlist-move.machine';

function start(input: { user: typeof member | null; warehouseId: number | null } = { user: member, warehouseId: 2 }) {
  const fakes = {
    loadCart: controllable<Cart, LoadCartInput>(),
    updateQuantity: controllable<void, UpdateQuantityInput>(),
    deleteItems: controllable<void, DeleteItemsInput>(),
    addToWishlist: controllable<void, WishlistMoveInput>(),
    removeFromCart: controllable<void, RemoveFromCartInput>(),
    calculate: controllable<Calculation, CalculationInput>(),
    checkPromo: controllable<Promo, CheckPromoInput>(),
    loadPromos: controllable<Promo[], LoadPromosInput>(),
    createOrder: controllable<CreateOrderOutput, CreateOrderInput>(),
    storeCheckout: controllable<void, CheckoutReadyFacts>(),
  };
  const machine = cartMachine.provide({
    actors: {
      loadCart: fakes.loadCart.logic,
      updateQuantity: fakes.updateQuantity.logic,
      deleteItems: fakes.deleteItems.logic,
      price: priceMachine.provide({ actors: { calculate: fakes.calculate.logic } }),
      orderStart: orderStartMachine.provide({ actors: { createOrder: fakes.createOrder.logic, storeCheckout: fakes.storeCheckout.logic } }),
      promo: promoMachine.provide({ actors: { checkPromo: fakes.checkPromo.logic, loadPromos: fakes.loadPromos.logic } }),
      wishlistMove: wishlistMoveMachine.provide({ actors: { addToWishlist: fakes.addToWishlist.logic, removeFromCart: fakes.removeFromCart.logic } }),
    },
  });
  const actor = createActor(machine, { input });
  const emitted: CheckoutReadyEvent[] = [];
  actor.on('checkout.ready', (e) => emitted.push(e));
  const notices: WishlistMovedEvent[] = [];
  actor.on('wishlist.moved', (e) => notices.push(e));
  actor.start();
  const snap = () => actor.getSnapshot();
  const promoRef = () => snap().children.promo as ActorRefFrom<typeof promoMachine>;
  /** The price child carries the `calculating` tag. */
  const calculating = () => !!(snap().children.price as ActorRefFrom<typeof priceMachine> | undefined)?.getSnapshot().hasTag('calculating');
  /** What the member does inside the promo modal (the modal's events go to the promo child). */
  const inModal = (e: PromoEvent) => promoRef().send(e);
  return { actor, fakes, emitted, notices, snap, calculating, send: actor.send.bind(actor), inModal, promoSnap: () => promoRef().getSnapshot() };
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
    expect(t.calculating()).toBe(true);
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
    expect(t.promoSnap().context.promos.map((p) => p.promo_code)).toEqual(['B']);
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
    expect(t.fakes.loadPromos.calls).toHaveLength(1);
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

  it('move to wishlist, then delete from the cart (the wishlist-move child)', async () => {
    const t = await loaded();
    t.send({ type: 'item.moveToWishlist', itemType: 'ecom', id: 3 });
    expect(t.snap().hasTag('busy')).toBe(true);
    expect(t.fakes.addToWishlist.last().input).toMatchObject({ itemType: 'ecom', item: { id: 3 } });
    t.fakes.addToWishlist.last().resolve();
    await flush();
    expect(t.fakes.removeFromCart.last().input).toEqual({ cartIds: [3] });
    expect(t.notices).toEqual([]);
    t.fakes.removeFromCart.last().resolve();
    await flush();
    expect(t.notices).toEqual([{ type: 'wishlist.moved', alreadyThere: false, message: 'Item ditambahkan ke dalam wishlist' }]);
    expect(t.snap().context.products.map((p) => p.id)).toEqual([4]);
    expect(t.snap().hasTag('busy')).toBe(false);
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

  it("403 'Item sudah ada di wishlist' still deletes from the cart and says so instead of the success text", async () => {
    const t = await loaded();
    t.send({ type: 'item.moveToWishlist', itemType: 'lms', id: 2 });
    t.fakes.addToWishlist.last().reject(apiError(403, 'Item sudah ada di wishlist'));
    await flush();
    expect(t.fakes.removeFromCart.last().input).toEqual({ cartIds: [2] });
    t.fakes.removeFromCart.last().resolve();
    await flush();
    expect(t.snap().context.courses.map((c) => c.id)).toEqual([1]);
    expect(t.notices).toEqual([{ type: 'wishlist.moved', alreadyThere: true, message: 'Item sudah ada di wishlist' }]);
  });

  it('another wishlist failure keeps the line', async () => {
    const t = await loaded();
    t.send({ type: 'item.moveToWishlist', itemType: 'lms', id: 2 });
    t.fakes.addToWishlist.last().reject(apiError(500, 'Gagal'));
    await flush();
    expect(t.fakes.removeFromCart.calls).toHaveLength(0);
    expect(t.snap().context.courses).toHaveLength(2);
    expect(t.snap().context.error).toBe('Gagal');
  });

  it("the line in the wishlist but not deleted from the cart stays; '(message)' then the message", async () => {
    const t = await loaded();
    t.send({ type: 'item.moveToWishlist', itemType: 'lms', id: 2 });
    t.fakes.addToWishlist.last().resolve();
    await flush();
    t.fakes.removeFromCart.last().reject(networkError());
    await flush();
    expect(t.snap().context.courses).toHaveLength(2);
    expect(t.snap().context.error).toBe('(Pastikan internet anda stabil)');
    expect(t.notices).toEqual([]);
  });
});

describe('cart: promo through the promo child (commerce §4 Cart, §5 General, §8 Cart calculation)', () => {
  async function applied(t: Awaited<ReturnType<typeof loaded>>, code = 'HEMAT50') {
    t.send({ type: 'promo.open' });
    t.inModal({ type: 'promo.pick', code });
    t.fakes.checkPromo.last().resolve(promo(code));
    await flush();
    t.inModal({ type: 'promo.apply' });
    await flush();
  }

  it("opening the promo modal with nothing selected says 'Silahkan pilih item terlebih dahulu!' and keeps it closed", async () => {
    const t = await loaded();
    t.send({ type: 'promo.open' });
    expect(t.snap().context.error).toBe('Silahkan pilih item terlebih dahulu!');
    expect(t.promoSnap().matches({ modal: 'closed' })).toBe(true);
  });

  it("'Pakai Promo' applies at once: the modal closes and the totals recalculate with the code", async () => {
    const t = await loaded();
    await selectAndSettle(t, [1], []);
    await applied(t);
    expect(t.promoSnap().matches({ modal: 'closed' })).toBe(true);
    expect(t.snap().context.promoCode).toBe('HEMAT50');
    expect(t.fakes.calculate.last().input.promo_code).toBe('HEMAT50');
  });

  it('reopening shows the applied promo; cancelling it recalculates without the code', async () => {
    const t = await loaded();
    await selectAndSettle(t, [1], []);
    await applied(t);
    t.fakes.calculate.last().resolve(calculation());
    await flush();
    t.send({ type: 'promo.open' });
    expect(t.promoSnap().matches({ modal: { open: 'selected' } })).toBe(true);
    t.inModal({ type: 'promo.cancel' });
    await flush();
    expect(t.snap().context.promoCode).toBe('');
    expect(t.fakes.calculate.last().input.promo_code).toBe('');
  });

  it.each([
    [404, 'Promo tidak ditemukan atau tidak sesuai kursus yang dipilih'],
    [433, 'Promo hanya berlaku untuk kursus saja'],
    [400, 'server 400'],
  ])('a calculation error %i drops the promo with its message and recalculates without it', async (code, text) => {
    const t = await loaded();
    await selectAndSettle(t, [], [3]);
    await applied(t, 'KURSUSSAJA');
    t.fakes.calculate.last().reject(apiError(code));
    await flush();
    expect(t.snap().context.error).toBe(text);
    expect(t.snap().context.promoCode).toBe('');
    expect(t.promoSnap().context.applied).toBeNull();
    expect(t.fakes.calculate.last().input.promo_code).toBe('');
    expect(t.calculating()).toBe(true);
  });

  it('the promo list follows the selected courses', async () => {
    const t = await loaded();
    await selectAndSettle(t, [1, 2], []);
    expect(t.fakes.loadPromos.last().input).toEqual({ courseIds: [101, 102], limit: 10 });
    const calls = t.fakes.loadPromos.calls.length;
    t.send({ type: 'item.select', itemType: 'ecom', id: 3, selected: true });
    expect(t.fakes.loadPromos.calls).toHaveLength(calls);
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
    t.inModal({ type: 'promo.pick', code: 'HEMAT50' });
    t.fakes.checkPromo.last().resolve(promo('HEMAT50'));
    await flush();
    t.inModal({ type: 'promo.apply' });
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
    expect(t.emitted).toHaveLength(0);
    expect(t.fakes.storeCheckout.last().input).toMatchObject({ invoice: 'INV-9', promoCode: 'HEMAT50', promoUsed: true, price: { total: 250_000 } });
    t.fakes.storeCheckout.last().resolve();
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
    t.inModal({ type: 'promo.pick', code: 'HEMAT50' });
    t.fakes.checkPromo.last().resolve(promo('HEMAT50'));
    await flush();
    t.inModal({ type: 'promo.apply' });
    t.fakes.calculate.last().resolve(calculation());
    await flush();
    t.send({ type: 'checkout.start', idempotencyKey: 'k1' });
    t.fakes.createOrder.last().reject(networkError());
    await flush();
    expect(t.snap().context.error).toBe('Pastikan internet anda stabil');
    expect(t.snap().context.promoCode).toBe('');
    expect(t.fakes.calculate.last().input.promo_code).toBe('');
    expect(t.snap().context.selectedLms).toEqual([1]);
    expect(t.snap().matches({ ready: { editing: 'idle' } })).toBe(true);
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

describe('cart: hand-over to checkout', () => {
  it('a checkout that cannot be stored keeps the member on the cart with the reason', async () => {
    const t = await loaded();
    await selectAndSettle(t, [1], []);
    t.send({ type: 'checkout.start', idempotencyKey: 'k1' });
    t.fakes.createOrder.last().resolve({ invoice: 'INV-9' });
    await flush();
    t.fakes.storeCheckout.last().reject(new Error('Penyimpanan penuh'));
    await flush();
    expect(t.snap().context.error).toBe('Penyimpanan penuh');
    expect(t.snap().matches({ ready: { editing: 'idle' } })).toBe(true);
    expect(t.emitted).toHaveLength(0);
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

describe('selection.restore (issue 18 point 5: the selection and promo survive a reload)', () => {
  it('is not taken before the lines are known (the app sends it once the cart is ready)', async () => {
    const t = start();
    t.send({ type: 'selection.restore', selectedLms: [1], selectedEcom: [3], promoCode: 'HEMAT50' });
    t.fakes.loadCart.last().resolve(defaultCart());
    await flush();
    expect(t.snap().context.selectedLms).toEqual([]);
    expect(t.snap().context.promoCode).toBe('');
  });

  it('after the load: only lines the cart holds; totals recalculate with the promo', async () => {
    const t = await loaded();
    const promoLists = t.fakes.loadPromos.calls.length;
    t.send({ type: 'selection.restore', selectedLms: [2, 77], selectedEcom: [4, 88], promoCode: 'HEMAT50' });
    expect(t.snap().context.selectedLms).toEqual([2]);
    expect(t.snap().context.selectedEcom).toEqual([4]);
    expect(t.calculating()).toBe(true);
    expect(t.fakes.calculate.last().input.promo_code).toBe('HEMAT50');
    // The promo modal's list follows the restored courses.
    expect(t.fakes.loadPromos.calls.length).toBe(promoLists + 1);
  });

  it('a cart the member already ticked or gave a promo keeps theirs (the stored one came too late)', async () => {
    const t = await loaded();
    await selectAndSettle(t, [], [3]);
    expect(t.snap().can({ type: 'selection.restore', selectedLms: [1], selectedEcom: [], promoCode: 'HEMAT50' })).toBe(false);
    t.send({ type: 'selection.restore', selectedLms: [1], selectedEcom: [], promoCode: 'HEMAT50' });
    expect(t.snap().context.selectedLms).toEqual([]);
    expect(t.snap().context.selectedEcom).toEqual([3]);
    expect(t.snap().context.promoCode).toBe('');
  });

  it('a promo child that fails after a restored promo drops it, and the total follows (no discount left on it)', async () => {
    const loadCart = controllable<Cart, LoadCartInput>();
    const calculate = controllable<Calculation, CalculationInput>();
    const promoChild = controllable<void, unknown>();
    const machine = cartMachine.provide({
      actors: { loadCart: loadCart.logic, price: priceMachine.provide({ actors: { calculate: calculate.logic } }), promo: promoChild.logic as never },
    });
    const actor = createActor(machine, { input: { user: member, warehouseId: 2 } }).start();
    loadCart.last().resolve(defaultCart());
    await flush();
    actor.send({ type: 'selection.restore', selectedLms: [1], selectedEcom: [], promoCode: 'HEMAT50' });
    expect(calculate.last().input.promo_code).toBe('HEMAT50');
    calculate.last().resolve(calculation(100_000));
    await flush();
    const asked = calculate.calls.length;
    promoChild.last().reject(apiError(0, 'promo crashed'));
    await flush();
    expect(actor.getSnapshot().context.promoCode).toBe('');
    expect(calculate.calls).toHaveLength(asked + 1);
    expect(calculate.last().input.promo_code).toBe('');
    actor.stop();
  });

  it('a restored promo the calculation refuses is dropped like any other', async () => {
    const t = await loaded();
    t.send({ type: 'selection.restore', selectedLms: [1], selectedEcom: [], promoCode: 'KADALUARSA' });
    t.fakes.calculate.last().reject(apiError(424, 'Promo sudah kadarluarsa'));
    await flush();
    expect(t.snap().context.promoCode).toBe('');
    expect(t.snap().context.selectedLms).toEqual([1]);
  });
});
