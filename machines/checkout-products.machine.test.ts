/** The checkout's products alone: quantities with the debounce, and the move to the wishlist. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkoutProductsMachine } from './checkout-products.machine';
import { apiError, asChild, controllable, flush, product } from './testing/fixtures';
import { wishlistMoveMachine, type RemoveFromCartInput, type WishlistMoveInput } from './wishlist-move.machine';

function start() {
  const add = controllable<void, WishlistMoveInput>();
  const remove = controllable<void, RemoveFromCartInput>();
  const run = asChild(
    checkoutProductsMachine.provide({ actors: { wishlistMove: wishlistMoveMachine.provide({ actors: { addToWishlist: add.logic, removeFromCart: remove.logic } }) } }),
    { ecom: [product(3, { quantity: 2, stock: 5 }), product(4, { quantity: 1, stock: 1 })] },
  );
  const notices: string[] = [];
  run.child.on('wishlist.moved', (e) => notices.push(e.message));
  return { ...run, add, remove, notices, snap: () => run.child.getSnapshot(), send: run.child.send.bind(run.child) };
}
const types = (t: ReturnType<typeof start>) => t.sent.map((e) => e.type);

describe('checkout products: quantities (commerce §5 Cart quantity, §9 debounce 500 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('typed input shows clamped at once, tells the checkout to wait, and applies 500 ms after the last keystroke', async () => {
    const t = start();
    t.send({ type: 'quantity.type', id: 3, value: '99' });
    expect(t.snap().context.ecom[0]!.quantity).toBe(5);
    expect(types(t)).toEqual(['work.started']);
    await vi.advanceTimersByTimeAsync(300);
    t.send({ type: 'quantity.type', id: 3, value: '4' });
    await vi.advanceTimersByTimeAsync(499);
    // More typing restarts the debounce; the checkout is still waiting.
    expect(types(t).at(-1)).toBe('work.started');
    await vi.advanceTimersByTimeAsync(1);
    expect(t.sent.slice(-2)).toMatchObject([{ type: 'work.ended', by: 'products' }, { type: 'products.changed', ecom: [{ id: 3, quantity: 4 }, { id: 4, quantity: 1 }] }]);
  });

  it('plus and minus apply at once (plus stops at stock, minus at 1), also while typing', () => {
    const t = start();
    expect(t.snap().can({ type: 'quantity.increment', id: 4 })).toBe(false);
    expect(t.snap().can({ type: 'quantity.decrement', id: 4 })).toBe(false);
    t.send({ type: 'quantity.increment', id: 3 });
    expect(t.sent.at(-1)).toMatchObject({ type: 'products.changed', ecom: [{ id: 3, quantity: 3 }, { id: 4 }] });
    t.send({ type: 'quantity.type', id: 3, value: '' });
    t.send({ type: 'quantity.decrement', id: 3 });
    expect(t.sent.at(-1)).toMatchObject({ type: 'products.changed', ecom: [{ id: 3, quantity: 1 }, { id: 4 }] });
    expect(t.snap().matches('idle')).toBe(true);
  });
});

describe('checkout products: move to wishlist (commerce §2 Checkout, §8 Wishlist)', () => {
  it("moves the product, drops it and says 'Item ditambahkan ke dalam wishlist'", async () => {
    const t = start();
    t.send({ type: 'product.moveToWishlist', id: 4 });
    expect(t.snap().hasTag('busy')).toBe(true);
    expect(t.sent).toEqual([{ type: 'work.started', by: 'products' }]);
    t.add.last().resolve();
    await flush();
    t.remove.last().resolve();
    await flush();
    expect(t.notices).toEqual(['Item ditambahkan ke dalam wishlist']);
    expect(t.sent.at(-1)).toMatchObject({ type: 'products.changed', ecom: [{ id: 3 }] });
  });

  it('a failed move keeps the product: the message goes to the checkout, which stops waiting', async () => {
    const t = start();
    t.send({ type: 'product.moveToWishlist', id: 4 });
    t.add.last().reject(apiError(500, 'Gagal'));
    await flush();
    expect(types(t)).toEqual(['work.started', 'work.ended', 'failure.reported']);
    expect(t.snap().context.ecom).toHaveLength(2);
    expect(t.notices).toEqual([]);
  });
});
