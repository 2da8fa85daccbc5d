import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type ActorRefFrom } from 'xstate';
import type { Paged } from '../src/api/envelope';
import { addToCartMachine, NOTICE_MS, type AddItemInput } from './add-to-cart.machine';
import { openRow, wishlistMachine, type WishlistDeleteInput, type WishlistLoadInput, type WishlistQuery, type WishlistRow } from './wishlist.machine';
import { apiError, controllable, member, networkError } from './testing/fixtures';
import { WH_GONE, WH_JKT, wishlistCourse, wishlistEntry, wishlistPage, wishlistProduct } from './testing/wishlist-fixtures';

const COURSE_Q: WishlistQuery = { tab: 'course', q: '', page: 1 };
const STORE_Q: WishlistQuery = { tab: 'store', q: '', page: 1 };

const courses = wishlistPage([wishlistCourse(1, 51), wishlistCourse(2, 54)], 2);
const store = wishlistPage([
  wishlistProduct(8, 23, [wishlistEntry(10, 23, WH_JKT, 188_700), wishlistEntry(12, 23, WH_GONE, 0)]),
  wishlistProduct(9, 27, [], { rating: 4.2, total_review: 7 }),
]);

function start(query: WishlistQuery = COURSE_Q) {
  const load = controllable<Paged<WishlistRow>, WishlistLoadInput>();
  const del = controllable<unknown, WishlistDeleteInput>();
  const add = controllable<unknown, AddItemInput>();
  const actor = createActor(
    wishlistMachine.provide({
      actors: {
        loadList: load.logic,
        deleteItem: del.logic,
        addToCart: addToCartMachine.provide({ actors: { addItem: add.logic } }),
      },
    }),
    { input: { member, query } },
  );
  actor.start();
  return { actor, load, del, add };
}

const flush = () => vi.advanceTimersByTimeAsync(0);
type Actor = ReturnType<typeof start>['actor'];
const at = (actor: Actor) => actor.getSnapshot();

describe('wishlist machine (portal §2 "Wishlist", §4, §8; commerce §8 "Wishlist")', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("loads the URL's tab, search and page for the member, then shows the rows", async () => {
    const { actor, load } = start({ tab: 'course', q: 'roti', page: 2 });
    expect(at(actor).hasTag('loading')).toBe(true);
    expect(load.last().input).toEqual({ tab: 'course', q: 'roti', page: 2, userId: member.id });
    load.last().resolve(courses);
    await flush();
    expect(at(actor).matches({ loaded: { showing: 'browsing' } })).toBe(true);
    expect(at(actor).context.list?.data).toHaveLength(2);
    expect(at(actor).hasTag('loading')).toBe(false);
  });

  it("an empty page is 'Data tidak ditemukan' without a retry; any failure gives an empty list with one", async () => {
    const { actor, load } = start();
    load.last().resolve(wishlistPage([]));
    await flush();
    expect(at(actor).matches({ loaded: 'empty' })).toBe(true);
    expect(at(actor).can({ type: 'list.retry' })).toBe(false);

    actor.send({ type: 'query.change', query: { ...COURSE_Q, q: 'x' } });
    load.last().reject(apiError(500, 'Gagal'));
    await flush();
    expect(at(actor).matches({ loaded: 'empty' })).toBe(true);
    expect(at(actor).context.list?.data).toEqual([]);
    expect(at(actor).context.failure).toEqual({ kind: 'server', code: 500, message: 'Gagal' });

    actor.send({ type: 'list.retry' });
    expect(load.last().input).toMatchObject({ q: 'x' });
    load.last().reject(networkError());
    await flush();
    expect(at(actor).context.failure?.message).toBe('Pastikan internet anda stabil');
    actor.send({ type: 'list.retry' });
    load.last().resolve(courses);
    await flush();
    expect(at(actor).context.failure).toBeNull();
    expect(at(actor).matches({ loaded: 'showing' })).toBe(true);
  });

  it('a query change reloads (also while loading) with the new tab, search and page', async () => {
    const { actor, load } = start();
    actor.send({ type: 'query.change', query: STORE_Q });
    expect(load.calls).toHaveLength(2);
    expect(load.last().input).toEqual({ ...STORE_Q, userId: member.id });
    expect(at(actor).context.query).toEqual(STORE_Q);
  });

  it("'Lihat Harga' opens the other zones of a store row; a course row has none", async () => {
    const { actor, load } = start(STORE_Q);
    load.last().resolve(store);
    await flush();
    expect(at(actor).can({ type: 'prices.open', id: 99 })).toBe(false);
    actor.send({ type: 'prices.open', id: 8 });
    expect(at(actor).matches({ loaded: { showing: 'pricing' } })).toBe(true);
    expect(openRow(at(actor).context)?.other.map((o) => [o.id, o.detail.warehouse_name, o.detail.price])).toEqual([
      [10, 'Gudang Jakarta', 188_700],
      [12, null, 0],
    ]);
    actor.send({ type: 'prices.close' });
    expect(at(actor).matches({ loaded: { showing: 'browsing' } })).toBe(true);
    expect(at(actor).context.pricesFor).toBeNull();

    actor.send({ type: 'query.change', query: COURSE_Q });
    load.last().resolve(courses);
    await flush();
    expect(at(actor).can({ type: 'prices.open', id: 1 })).toBe(false);
  });

  it("deleting from the modal asks first, then 'Sukses hapus wishlist'; 'Tutup' closes the modal and reloads", async () => {
    const { actor, load, del } = start(STORE_Q);
    load.last().resolve(store);
    await flush();
    actor.send({ type: 'prices.open', id: 8 });
    expect(at(actor).can({ type: 'item.delete', id: 9 })).toBe(false); // not a row of this modal
    actor.send({ type: 'item.delete', id: 10 });
    expect(at(actor).matches({ loaded: { showing: 'confirming' } })).toBe(true);
    expect(at(actor).context.pending).toBe(10);
    actor.send({ type: 'delete.confirm' });
    expect(at(actor).hasTag('busy')).toBe(true);
    expect(del.last().input).toEqual({ id: 10, userId: member.id });
    del.last().resolve(null);
    await flush();
    expect(at(actor).matches({ loaded: { showing: 'deleted' } })).toBe(true);
    expect(at(actor).context.pricesFor).toBe(8); // the modal stays under the success dialog
    actor.send({ type: 'deleted.close' });
    expect(at(actor).hasTag('loading')).toBe(true);
    expect(at(actor).context.pricesFor).toBeNull();
    expect(load.calls).toHaveLength(2);
    expect(load.last().input).toEqual({ ...STORE_Q, userId: member.id });
  });

  it("'Batal' goes back to where the member was; a failed delete is only logged", async () => {
    const { actor, load, del } = start(STORE_Q);
    load.last().resolve(store);
    await flush();
    actor.send({ type: 'item.delete', id: 9 });
    actor.send({ type: 'delete.cancel' });
    expect(at(actor).matches({ loaded: { showing: 'browsing' } })).toBe(true);
    expect(at(actor).context.pending).toBeNull();

    actor.send({ type: 'prices.open', id: 8 });
    actor.send({ type: 'item.delete', id: 12 });
    actor.send({ type: 'delete.cancel' });
    expect(at(actor).matches({ loaded: { showing: 'pricing' } })).toBe(true);

    actor.send({ type: 'item.delete', id: 12 });
    actor.send({ type: 'delete.confirm' });
    del.last().reject(apiError(404, 'Data tidak ditemukan'));
    await flush();
    expect(at(actor).matches({ loaded: { showing: 'pricing' } })).toBe(true);
    expect(at(actor).context.deleteFailure?.code).toBe(404);
    expect(load.calls).toHaveLength(1);

    actor.send({ type: 'prices.close' });
    actor.send({ type: 'item.delete', id: 8 });
    actor.send({ type: 'delete.confirm' });
    del.last().reject(networkError());
    await flush();
    expect(at(actor).matches({ loaded: { showing: 'browsing' } })).toBe(true);
  });

  it('deletes a course row and reloads the same page after Tutup', async () => {
    const { actor, load, del } = start({ tab: 'course', q: 'kursus', page: 2 });
    load.last().resolve(courses);
    await flush();
    actor.send({ type: 'item.delete', id: 2 });
    actor.send({ type: 'delete.confirm' });
    del.last().resolve(null);
    await flush();
    actor.send({ type: 'deleted.close' });
    expect(load.last().input).toEqual({ tab: 'course', q: 'kursus', page: 2, userId: member.id });
  });

  it('adds a listed course to the cart through the add-to-cart child: quantity 1 for the member, a 3 s notice, cart.changed', async () => {
    const { actor, load, add } = start();
    load.last().resolve(courses);
    await flush();
    const child = at(actor).children.addToCart as ActorRefFrom<typeof addToCartMachine>;
    const emitted: string[] = [];
    child.on('*', (e) => emitted.push(e.type));
    expect(at(actor).can({ type: 'course.addToCart', courseId: 999 })).toBe(false);
    actor.send({ type: 'course.addToCart', courseId: 54 });
    expect(add.last().input).toEqual({ item: { type: 'lms', id: 54 }, member, warehouseId: null });
    expect(child.getSnapshot().hasTag('busy')).toBe(true);
    add.last().resolve(null);
    await flush();
    expect(child.getSnapshot().context.notice).toEqual({ tone: 'success', message: 'Kursus ditambahkan ke dalam keranjang', showCartLink: true });
    expect(emitted).toEqual(['cart.changed']);
    await vi.advanceTimersByTimeAsync(NOTICE_MS);
    expect(child.getSnapshot().context.notice).toBeNull();

    actor.send({ type: 'course.addToCart', courseId: 51 });
    add.last().reject(apiError(403, 'Forbidden'));
    await flush();
    expect(child.getSnapshot().context.notice?.message).toBe('Kursus sudah ditambahkan ke keranjang atau pernah kamu beli');
    expect(emitted).toEqual(['cart.changed']);

    // Portal §8 "Add to cart": a course gone from the catalogue reads 'Kursus tidak ditemukan' here.
    actor.send({ type: 'course.addToCart', courseId: 54 });
    add.last().reject(apiError(404, 'Item tidak diketahui'));
    await flush();
    expect(child.getSnapshot().context.notice?.message).toBe('Kursus tidak ditemukan');
  });

  it('the add-to-cart child survives reloads (its notice is not cut short by a search)', async () => {
    const { actor, load, add } = start();
    load.last().resolve(courses);
    await flush();
    const child = at(actor).children.addToCart;
    actor.send({ type: 'course.addToCart', courseId: 51 });
    add.last().resolve(null);
    await flush();
    actor.send({ type: 'query.change', query: { ...COURSE_Q, q: 'roti' } });
    expect(at(actor).children.addToCart).toBe(child);
    expect((child as ActorRefFrom<typeof addToCartMachine>).getSnapshot().context.notice).not.toBeNull();
  });

  it('a stopped add-to-cart child disables adding', async () => {
    const { actor, load } = start();
    load.last().resolve(courses);
    await flush();
    actor.send({ type: 'xstate.error.actor.addToCart', error: new Error('boom') } as never);
    expect(at(actor).context.canAddToCart).toBe(false);
    expect(at(actor).can({ type: 'course.addToCart', courseId: 51 })).toBe(false);
  });
});
