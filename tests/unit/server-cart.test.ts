/**
 * Decision 101: the cart the server renders and the browser's cart that starts from it. The server's actor settles
 * with the member's lines, their stored selection and its price; its persisted snapshot (as the router dehydrates
 * it: JSON) starts the browser's actor in the same state with nothing read again.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { cartMachine } from '../../machines/cart.machine';
import { priceMachine } from '../../machines/price.machine';
import { promoMachine } from '../../machines/promo.machine';
import { calculation, cartOf, controllable, course, member, product, promo } from '../../machines/testing/fixtures';
import type { Calculation, CalculationInput, Cart } from '../../src/api/cart';
import type { Promo } from '../../src/api/promo';
import type { LoadCartInput } from '../../machines/cart.types';
import type { LoadPromosInput } from '../../machines/promo.machine';
import { cookieFirstStorage, saveCartSelection, SELECTION_COOKIE_MAX_CHARS } from '../../src/lib/cart-selection-storage';
import type { KeyValueStorage } from '../../src/lib/checkout-storage';
import { createCartHandle, type CartActorRef, type PersistedCart } from '../../src/flows/cart/cart-handle';
import { settleServerCart } from '../../src/app/settle-server-cart';

const KEY = 'kunci-uji';
const memoryStorage = (): KeyValueStorage & { map: Map<string, string> } => {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
};
const theCart = () => cartOf([course(1), course(2)], [product(3, { quantity: 1, stock: 5 })]);

/** The cart machine with the given gateway actors. */
function cartLogic(actors: { loadCart: ReturnType<typeof fromPromise<Cart, LoadCartInput>>; calculate: ReturnType<typeof fromPromise<Calculation, CalculationInput>>; loadPromos: ReturnType<typeof fromPromise<Promo[], LoadPromosInput>> }) {
  return cartMachine.provide({
    actors: {
      loadCart: actors.loadCart,
      price: priceMachine.provide({ actors: { calculate: actors.calculate } }),
      promo: promoMachine.provide({ actors: { loadPromos: actors.loadPromos } }),
    },
  });
}

/** The server's render: a handle whose actor answers at once and settles with the stored selection. */
async function serverCart(selection: KeyValueStorage) {
  const calculate = vi.fn(async (_input: CalculationInput) => calculation(169_000));
  const handle = createCartHandle({
    createActor: async () =>
      createActor(
        cartLogic({
          loadCart: fromPromise(async () => theCart()),
          calculate: fromPromise<Calculation, CalculationInput>(async ({ input }) => calculate(input)),
          loadPromos: fromPromise(async () => [promo('HEMAT')]),
        }),
        { input: { user: null, warehouseId: null } },
      ) as CartActorRef,
    loadLines: async () => ({ courses: [], products: [], count: 0 }),
    settle: (actor) => settleServerCart(actor, { storage: selection, cookieKey: KEY, now: () => 1_000 }),
  });
  handle.update(member, 2);
  const actor = await handle.load();
  return { actor, calculate, persisted: JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as PersistedCart };
}

describe('the cart rendered on the server (decision 101)', () => {
  it("settles with the member's lines, their stored ticks and promo, the price of the selection and the promo list", async () => {
    const cookies = memoryStorage();
    await saveCartSelection(cookies, KEY, member.id, { selectedLms: [2], selectedEcom: [], promoCode: 'HEMAT' }, 1_000);
    const { actor, calculate } = await serverCart(cookies);
    const s = actor.getSnapshot();
    expect(s.matches({ ready: { editing: 'idle' } })).toBe(true);
    expect(s.context.courses.map((c) => c.id)).toEqual([1, 2]);
    expect(s.context.selectedLms).toEqual([2]);
    expect(s.context.promoCode).toBe('HEMAT');
    expect(s.context.summary.total).toBe(169_000);
    expect(calculate).toHaveBeenLastCalledWith(expect.objectContaining({ promo_code: 'HEMAT' }));
    expect(s.children.price?.getSnapshot().hasTag('calculating')).toBe(false);
    expect(s.children.promo?.getSnapshot().hasTag('promoListLoading')).toBe(false);
  });

  it("another member's stored selection is not theirs: nothing ticked, total zero", async () => {
    const cookies = memoryStorage();
    await saveCartSelection(cookies, KEY, member.id + 1, { selectedLms: [2], selectedEcom: [], promoCode: '' }, 1_000);
    const { actor, calculate } = await serverCart(cookies);
    expect(actor.getSnapshot().context.selectedLms).toEqual([]);
    expect(actor.getSnapshot().context.summary.total).toBe(0);
    expect(calculate).not.toHaveBeenCalled();
  });

  it("the browser's cart starts from the server's snapshot: same state, nothing read again, this visit's read claimed", async () => {
    const cookies = memoryStorage();
    await saveCartSelection(cookies, KEY, member.id, { selectedLms: [1], selectedEcom: [3], promoCode: '' }, 1_000);
    const server = await serverCart(cookies);

    const loadCart = controllable<Cart, LoadCartInput>();
    const calculate = controllable<Calculation, CalculationInput>();
    const loadPromos = controllable<Promo[], LoadPromosInput>();
    const browser = createCartHandle({
      createActor: async (from) => createActor(cartLogic({ loadCart: loadCart.logic, calculate: calculate.logic, loadPromos: loadPromos.logic }), { input: { user: null, warehouseId: null }, snapshot: from }) as CartActorRef,
      loadLines: async () => ({ courses: [], products: [], count: 0 }),
    });
    browser.update(member, 2);
    const loading = browser.load(server.persisted) as Promise<CartActorRef> & { status?: string };
    const actor = await loading;
    expect(loading.status, "React's use reads it without suspending").toBe('fulfilled');
    const s = actor.getSnapshot();
    expect(s.matches({ ready: { editing: 'idle' } })).toBe(true);
    expect(s.context.selectedLms).toEqual([1]);
    expect(s.context.selectedEcom).toEqual([3]);
    expect(s.context.summary).toEqual(server.actor.getSnapshot().context.summary);
    expect(loadCart.calls).toHaveLength(0);
    expect(calculate.calls).toHaveLength(0);
    expect(loadPromos.calls).toHaveLength(0);
    expect(browser.claimFirstRead()).toBe(true);
    expect(browser.load()).toBe(loading);

    // It works on: a tick prices the new selection.
    actor.send({ type: 'item.select', itemType: 'lms', id: 2, selected: true });
    expect(calculate.calls).toHaveLength(1);
    expect(actor.getSnapshot().context.selectedLms).toEqual([1, 2]);
  });

  it("a server cart read for someone else (the session changed meanwhile) reloads for this tab's member", async () => {
    const server = await serverCart(memoryStorage());
    const loadCart = controllable<Cart, LoadCartInput>();
    const browser = createCartHandle({
      createActor: async (from) =>
        createActor(cartLogic({ loadCart: loadCart.logic, calculate: controllable<Calculation, CalculationInput>().logic, loadPromos: controllable<Promo[], LoadPromosInput>().logic }), {
          input: { user: null, warehouseId: null },
          snapshot: from,
        }) as CartActorRef,
      loadLines: async () => ({ courses: [], products: [], count: 0 }),
    });
    browser.update(member, 5);
    const actor = await browser.load(server.persisted);
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(loadCart.last().input).toEqual({ user: member, warehouseId: 5 });
  });
});

describe('the selection store: a cookie the server reads, localStorage when too large (decision 101)', () => {
  const jar = () => {
    const map = new Map<string, string>();
    return { map, get: (n: string) => map.get(n), set: (n: string, v: string) => void map.set(n, v), remove: (n: string) => void map.delete(n) };
  };

  it('keeps a selection in the cookie and reads the cookie first', () => {
    const cookies = jar();
    const fallback = memoryStorage();
    fallback.setItem('cart-selection', 'lama');
    const store = cookieFirstStorage(cookies, fallback);
    store.setItem('cart-selection', 'baru');
    expect(cookies.map.get('cart-selection')).toBe('baru');
    expect(fallback.map.has('cart-selection')).toBe(false);
    expect(store.getItem('cart-selection')).toBe('baru');
    store.removeItem('cart-selection');
    expect(store.getItem('cart-selection')).toBeNull();
  });

  it('puts a selection too large for a cookie into the fallback and drops the stale cookie', () => {
    const cookies = jar();
    const fallback = memoryStorage();
    const store = cookieFirstStorage(cookies, fallback);
    store.setItem('cart-selection', 'kecil');
    const large = 'x'.repeat(SELECTION_COOKIE_MAX_CHARS + 1);
    store.setItem('cart-selection', large);
    expect(cookies.map.has('cart-selection')).toBe(false);
    expect(store.getItem('cart-selection')).toBe(large);
  });
});
