import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { cartMachine } from '../../../machines/cart.machine';
import { priceMachine } from '../../../machines/price.machine';
import { calculation, cartOf, controllable, course, flush, member, product } from '../../../machines/testing/fixtures';
import type { Calculation, CalculationInput, Cart } from '../../api/cart';
import type { LoadCartInput } from '../../../machines/cart.types';
import { loadCartSelection } from '../../lib/cart-selection-storage';
import type { KeyValueStorage } from '../../lib/checkout-storage';
import { syncCartSelection } from './cart-selection-sync';

const KEY = 'kunci-uji';
const memoryStorage = (): KeyValueStorage => {
  const m = new Map<string, string>();
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v), removeItem: (k) => void m.delete(k) };
};
/** Let the encryption (WebCrypto, key derivation) finish: poll until `check` holds, at most 3 s. */
const until = async (check: () => boolean | Promise<boolean>) => {
  for (let i = 0; i < 60 && !(await check()); i++) await new Promise((done) => setTimeout(done, 50));
};

/** A started cart for `user` with the given lines, kept in sync with `storage` (one "page load"). */
function pageLoad(storage: KeyValueStorage, user = member, cart: Cart = cartOf([course(1), course(2)], [product(3, { quantity: 1, stock: 5 })])) {
  const loadCart = controllable<Cart, LoadCartInput>();
  const calculate = controllable<Calculation, CalculationInput>();
  const price = priceMachine.provide({ actors: { calculate: calculate.logic } });
  const actor = createActor(cartMachine.provide({ actors: { loadCart: loadCart.logic, price } }), { input: { user: null, warehouseId: null } });
  syncCartSelection(actor, { storage, cookieKey: KEY, now: () => 1_000 });
  actor.start();
  actor.send({ type: 'session.update', user, warehouseId: 2 });
  loadCart.last().resolve(cart);
  return { actor, calculate };
}

describe('the cart selection and promo survive a reload', () => {
  it('stores what the member ticks and applies, and gives it back after the next load of their cart', async () => {
    const storage = memoryStorage();
    const first = pageLoad(storage);
    await flush();
    first.actor.send({ type: 'item.select', itemType: 'lms', id: 2, selected: true });
    first.actor.send({ type: 'item.select', itemType: 'ecom', id: 3, selected: true });
    const stored = () => loadCartSelection(storage, KEY, member.id, 2_000);
    await until(async () => (await stored())?.selectedEcom.length === 1);
    expect(await stored()).toEqual({ selectedLms: [2], selectedEcom: [3], promoCode: '' });

    const reload = pageLoad(storage);
    await until(() => reload.actor.getSnapshot().context.selectedLms.length > 0);
    expect(reload.actor.getSnapshot().context.selectedLms).toEqual([2]);
    expect(reload.actor.getSnapshot().context.selectedEcom).toEqual([3]);
    // The totals are asked for the restored lines.
    expect(reload.calculate.last().input.cart).toHaveLength(2);
    reload.calculate.last().resolve(calculation(200_000));
  });

  it("never gives one member's selection to another", async () => {
    const storage = memoryStorage();
    const first = pageLoad(storage);
    await flush();
    first.actor.send({ type: 'item.select', itemType: 'lms', id: 1, selected: true });
    await until(async () => (await loadCartSelection(storage, KEY, member.id, 2_000)) !== null);
    const other = pageLoad(storage, { ...member, id: member.id + 1 });
    await new Promise((done) => setTimeout(done, 500));
    expect(other.actor.getSnapshot().context.selectedLms).toEqual([]);
  });
});
