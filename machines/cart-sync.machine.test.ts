/** The server cart sync of the checkout page, alone. */
import { describe, expect, it } from 'vitest';
import type { SyncCartInput } from './cart-sync.machine';
import { cartSyncMachine } from './cart-sync.machine';
import { asChild, controllable, flush, member, networkError, product } from './testing/fixtures';

function start(warehouseId: number | null = 2) {
  const syncCart = controllable<void, SyncCartInput>();
  const run = asChild(cartSyncMachine.provide({ actors: { syncCart: syncCart.logic } }), { user: member, warehouseId, ecom: [product(3, { quantity: 2, stock: 5 })] });
  return { ...run, syncCart, send: run.child.send.bind(run.child) };
}

describe('cart sync (commerce §7 cart add with update_cart)', () => {
  it('writes a changed quantity, then knows what the server cart holds; the same quantity again writes nothing', async () => {
    const t = start();
    t.send({ type: 'cart.sync', ecom: [product(3, { quantity: 2, stock: 5 })] });
    expect(t.syncCart.calls).toHaveLength(0);
    t.send({ type: 'cart.sync', ecom: [product(3, { quantity: 4, stock: 5 })] });
    expect(t.syncCart.last().input).toEqual({ user: member, warehouseId: 2, lines: [{ type: 'ecom', item_id: 203, quantity: 4 }] });
    t.syncCart.last().resolve();
    await flush();
    expect(t.child.getSnapshot().context.synced[3]).toBe(4);
    t.send({ type: 'cart.sync', ecom: [product(3, { quantity: 4, stock: 5 })] });
    expect(t.syncCart.calls).toHaveLength(1);
  });

  it('never writes a quantity below 1, nor without a warehouse; a failed write is reported', async () => {
    const t = start();
    t.send({ type: 'cart.sync', ecom: [product(3, { quantity: 0, stock: 5 })] });
    expect(t.syncCart.calls).toHaveLength(0);
    t.send({ type: 'cart.sync', ecom: [product(3, { quantity: 3, stock: 5 })] });
    t.syncCart.last().reject(networkError());
    await flush();
    expect(t.sent).toEqual([{ type: 'failure.reported', message: 'Pastikan internet anda stabil' }]);
    const none = start(null);
    none.send({ type: 'cart.sync', ecom: [product(3, { quantity: 3, stock: 5 })] });
    expect(none.syncCart.calls).toHaveLength(0);
  });

  it('a write under way is replaced by the latest', async () => {
    const t = start();
    t.send({ type: 'cart.sync', ecom: [product(3, { quantity: 3, stock: 5 })] });
    t.send({ type: 'cart.sync', ecom: [product(3, { quantity: 4, stock: 5 })] });
    expect(t.syncCart.calls.map((c) => c.input.lines[0]!.quantity)).toEqual([3, 4]);
    t.syncCart.calls[0]!.resolve();
    t.syncCart.calls[1]!.resolve();
    await flush();
    expect(t.child.getSnapshot().context.synced[3]).toBe(4);
  });
});
