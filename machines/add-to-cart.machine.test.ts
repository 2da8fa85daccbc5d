import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ADD_TO_CART_TEXT, addToCartMachine, NOTICE_MS, type AddItemInput, type AddToCartMember, type AddToCartWording } from './add-to-cart.machine';

const buyer: AddToCartMember = { member: { id: 7, type: 'b2c', tier: 3, name: 'Sari', email: 'a@demo.test', phone: '0812' }, warehouseId: 2 };
const failure = (code: number, message = 'pesan server', kind = 'server') => Object.assign(new Error(message), { code, kind });

function start(addItem: (input: AddItemInput) => Promise<unknown> = async () => ({}), wording?: AddToCartWording) {
  const calls: AddItemInput[] = [];
  const actor = createActor(
    addToCartMachine.provide({
      actors: {
        addItem: fromPromise(async ({ input }: { input: AddItemInput }) => {
          calls.push(input);
          return addItem(input);
        }),
      },
    }),
    { input: wording ? { wording } : undefined },
  );
  const emitted: { type: string }[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, calls, emitted };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('add-to-cart machine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends a guest to sign in without calling the gateway', async () => {
    const { actor, calls, emitted } = start();
    actor.send({ type: 'cart.add', item: { type: 'lms', id: 3 }, buyer: null });
    await flush();
    expect(calls).toHaveLength(0);
    expect(emitted).toEqual([{ type: 'signIn.required', item: { type: 'lms', id: 3 } }]);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('adds a course for the member, says so with the cart link, asks the cart to reload, and clears after 3 s', async () => {
    const { actor, calls, emitted } = start();
    actor.send({ type: 'cart.add', item: { type: 'lms', id: 3 }, buyer });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context.item).toEqual({ type: 'lms', id: 3 });
    await flush();
    expect(calls).toEqual([{ item: { type: 'lms', id: 3 }, ...buyer }]);
    expect(actor.getSnapshot().context.notice).toEqual({ tone: 'success', message: 'Kursus ditambahkan ke dalam keranjang', showCartLink: true });
    expect(emitted.map((e) => e.type)).toEqual(['cart.changed']);
    await vi.advanceTimersByTimeAsync(NOTICE_MS - 1);
    expect(actor.getSnapshot().context.notice).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().context.notice).toBeNull();
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('words a product success as a product', async () => {
    const { actor } = start();
    actor.send({ type: 'cart.add', item: { type: 'ecom', id: 9 }, buyer });
    await flush();
    expect(actor.getSnapshot().context.notice?.message).toBe(ADD_TO_CART_TEXT.productAdded);
  });

  it.each([
    ['lms', 401, 'Kursus sudah ditambahkan ke keranjang atau pernah kamu beli'],
    ['lms', 403, 'Kursus sudah ditambahkan ke keranjang atau pernah kamu beli'],
    ['lms', 404, 'Item tidak diketahui'],
    ['ecom', 404, 'Item tidak diketahui'],
    ['ecom', 436, 'Item stok sudah habis'],
    ['lms', 422, 'pesan server'],
    ['ecom', 403, 'pesan server'],
  ] as const)('a %s failure with code %i shows %s', async (type, code, message) => {
    const { actor, emitted } = start(async () => Promise.reject(failure(code)));
    actor.send({ type: 'cart.add', item: { type, id: 1 }, buyer });
    await flush();
    expect(actor.getSnapshot().context.notice).toEqual({ tone: 'error', message, showCartLink: false });
    expect(emitted).toHaveLength(0);
  });

  it("a course missing from the wishlist's add says 'Kursus tidak ditemukan' (portal §8); a card or detail says 'Item tidak diketahui' (commerce §8, issue 21)", async () => {
    const portal = start(async () => Promise.reject(failure(404)), 'portal');
    portal.actor.send({ type: 'cart.add', item: { type: 'lms', id: 1 }, buyer });
    const commerce = start(async () => Promise.reject(failure(404)));
    commerce.actor.send({ type: 'cart.add', item: { type: 'lms', id: 1 }, buyer });
    await flush();
    expect(portal.actor.getSnapshot().context.notice?.message).toBe('Kursus tidak ditemukan');
    expect(commerce.actor.getSnapshot().context.notice?.message).toBe('Item tidak diketahui');
  });

  it('shows the network text for a network failure', async () => {
    const { actor } = start(async () => Promise.reject(failure(502, 'x', 'network')));
    actor.send({ type: 'cart.add', item: { type: 'lms', id: 1 }, buyer });
    await flush();
    expect(actor.getSnapshot().context.notice?.message).toBe('Pastikan internet anda stabil');
  });

  it('ignores a second add while one is in flight, and accepts one while a notice shows', async () => {
    let resolve!: () => void;
    const { actor, calls } = start(() => new Promise<void>((r) => (resolve = r)));
    actor.send({ type: 'cart.add', item: { type: 'lms', id: 1 }, buyer });
    actor.send({ type: 'cart.add', item: { type: 'lms', id: 2 }, buyer });
    await flush();
    expect(calls).toHaveLength(1);
    resolve();
    await flush();
    expect(actor.getSnapshot().value).toBe('notifying');
    actor.send({ type: 'cart.add', item: { type: 'lms', id: 2 }, buyer });
    expect(actor.getSnapshot().context.notice).toBeNull();
    expect(actor.getSnapshot().value).toBe('adding');
  });

  it('closes the notice early on notice.dismiss', async () => {
    const { actor } = start();
    actor.send({ type: 'cart.add', item: { type: 'lms', id: 1 }, buyer });
    await flush();
    actor.send({ type: 'notice.dismiss' });
    expect(actor.getSnapshot().context.notice).toBeNull();
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
